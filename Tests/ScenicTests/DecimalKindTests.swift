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

    /// A range, as for a whole number: a pantry's quantity took -1 (a stranger's exploration
    /// found it).
    @Test func aRangeIsSaidAndKept() throws {
        let quantity = ArgumentKind<Decimal>.decimal(in: 0...)
        #expect(quantity.description == "a number, 0 or more, such as 12.50")
        #expect(try quantity.value(of: "0").get() == 0)
        #expect(
            quantity.value(of: "-1")
                == .failure(ArgumentRefusal("-1 is out of range; type a number, 0 or more.")))
        let share = ArgumentKind<Decimal>.decimal(in: 0...100)
        #expect(share.description == "a number from 0 to 100, such as 12.50")
        #expect(try share.value(of: "99.5").get() == Decimal(string: "99.5")!)
        #expect(
            share.value(of: "100.01")
                == .failure(ArgumentRefusal("100.01 is out of range; type a number from 0 to 100."))
        )
        let price = ArgumentKind<Decimal>.decimal(in: 0..., currencySign: "$")
        #expect(price.description == "an amount, 0 or more, such as $12.50")
        #expect(
            price.value(of: "")
                == .failure(ArgumentRefusal("Type an amount, 0 or more, such as $12.50.")))
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
