import Foundation
import Testing

@testable import Scenic

/// A decimal number for a question, read exactly and refused as a command's decimal argument
/// is (a newcomer's unit converter wrote one by hand for "how many metres is one?").
@Suite struct DecimalKindTests {
    enum Action: Equatable, Sendable {
        case factor(Decimal)
        case cancelled
    }

    @Test func aQuestionReadsADecimalExactly() {
        let question = Question<Action>.text(
            "How many metres is one?", .decimal(), cancelled: .cancelled
        ) { .factor($0) }
        #expect(question.prompt == "How many metres is one? (a number such as 12.50)")
        #expect(question.action(answering: "0.3048") == .factor(Decimal(string: "0.3048")!))
        #expect(question.action(answering: " -3 ") == .factor(-3))
        #expect(question.action(answering: ".75") == .factor(Decimal(string: "0.75")!))
        // What `Decimal(string:)` alone would read as 12 or 1,234.
        for refused in ["12abc", "1,234", "$12", "1.2.3", "."] {
            #expect(question.action(answering: refused) == nil, "\(refused)")
        }
        #expect(
            question.reading("12abc").failureMessage
                == "\"12abc\" is not a number; type one such as 12.50. Answer again, or type "
                + "\"back\" to cancel.")
        #expect(
            question.reading("").failureMessage
                == "Type a number such as 12.50. Answer again, or type \"back\" to cancel.")
    }

    @Test func groupingAndACurrencySignAreTakenWhereAllowed() throws {
        let kind = ArgumentKind<Decimal>.decimal(groupingSeparators: true, currencySign: "$")
        #expect(kind.description == "an amount such as $1,234.50")
        #expect(try kind.value(of: "$1,234.50").get() == Decimal(string: "1234.50")!)
        #expect(try kind.value(of: "-$3").get() == -3)
        #expect(
            kind.value(of: "12,34")
                == .failure(
                    ArgumentRefusal("\"12,34\" is not a number; type one such as $1,234.50.")))
    }
}

extension Result {
    /// The refusal's message, for a question's reading.
    fileprivate var failureMessage: String? {
        guard case .failure(let error) = self else { return nil }
        return (error as? QuestionRefusal)?.message
    }
}
