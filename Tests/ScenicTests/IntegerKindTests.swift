import Testing

@testable import Scenic

/// A whole number for a question, read and refused as a command's integer argument is (a
/// stranger's pomodoro app wrote one by hand for "1 to 20 sessions").
@Suite struct IntegerKindTests {
    enum Action: Equatable, Sendable {
        case estimated(Int)
        case cancelled
    }

    /// An answer typed in quotes is quoted back in other quotes: it read `""45"" is not a whole
    /// number` (a newcomer's form).
    @Test func typedQuotesAreQuotedBackInOthers() {
        let minutes = Question<Int>.text("How many minutes?", .integer(in: 1...1440)) { $0 }
        #expect(
            minutes.refusal(answering: #""45""#)
                == #"'"45"' is not a whole number; type digits, such as 1. Answer again, or type "#
                + #""back" to cancel."#)
        #expect(
            minutes.refusal(answering: #""Grandma's" pie"#)
                == #"“"Grandma's" pie” is not a whole number; type digits, such as 1. Answer "#
                + #"again, or type "back" to cancel."#)
        #expect(
            minutes.refusal(answering: "abc")?.hasPrefix(#""abc" is not a whole number"#) == true)
    }

    @Test func aQuestionReadsAWholeNumberWithinItsRange() {
        let question = Question<Action>.text(
            "How many sessions?", .integer(in: 1...20), cancelled: .cancelled
        ) { .estimated($0) }
        #expect(question.prompt == "How many sessions? (a whole number from 1 to 20)")
        #expect(question.action(answering: "3") == .estimated(3))
        #expect(question.action(answering: " 20 ") == .estimated(20))
        #expect(question.action(answering: "21") == nil)
        #expect(question.action(answering: "0") == nil)
        #expect(
            question.reading("21").failureMessage
                == "21 is out of range; type a whole number from 1 to 20. Answer again, or type "
                + "\"back\" to cancel.")
        #expect(
            question.reading("three").failureMessage
                == "\"three\" is not a whole number; type digits, such as 1. Answer again, or "
                + "type \"back\" to cancel.")
        // An empty answer is asked for again without quoting it (it was `"" is not a whole
        // number`, found by a stranger).
        #expect(
            question.reading("").failureMessage
                == "Type a whole number from 1 to 20, such as 1. Answer again, or type \"back\" to "
                + "cancel.")
        // Digits too many for any whole number are out of range; a long answer is cut.
        let huge = String(repeating: "9", count: 40)
        #expect(question.action(answering: huge) == nil)
        #expect(question.reading(huge).failureMessage?.contains(" is out of range; ") == true)
        let long = String(repeating: "x", count: 500)
        #expect(question.reading(long).failureMessage?.contains("x…\" is not a whole") == true)
    }

    @Test func aLowerBoundAloneIsSaidSo() {
        let kind = ArgumentKind<Int>.integer(in: 1...)
        #expect(kind.description == "a whole number, 1 or more")
        let question = Question<Action>.text("How many?", kind) { .estimated($0) }
        #expect(question.action(answering: "1000000") == .estimated(1_000_000))
        #expect(
            question.reading("-2").failureMessage
                == "-2 is out of range; type a whole number, 1 or more. Answer again, or type "
                + "\"back\" to cancel.")
    }
}

extension Result {
    /// The refusal's message, for a question's reading (of a whole number, a decimal).
    var failureMessage: String? {
        guard case .failure(let error) = self else { return nil }
        return (error as? QuestionRefusal)?.message
    }
}
