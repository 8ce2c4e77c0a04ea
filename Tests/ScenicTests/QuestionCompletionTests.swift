import Testing

@testable import Scenic

/// Tab completes the answer to a waiting question: its answers' words, or the values its kind
/// offers, and the global commands that still work.
@Suite struct QuestionCompletionTests {
    enum Action: Equatable, Sendable {
        case paid(String)
        case yes, no
    }

    static let member = ArgumentKind<String>("the name of someone on the trip") { $0 }

    @Test func aFreeTextQuestionCompletesTheValuesItsKindOffers() {
        let question = Question<Action>.text(
            "Who paid?", Self.member.offering(["Ana", "Bo", "Zé"])
        ) { .paid($0) }
        #expect(question.completions == ["Ana", "Bo", "Zé"])
        let completions = Completions(answers: question.completions + ["help", "back"])
        #expect(completions.candidates(for: "z") == ["Zé"])
        #expect(completions.candidates(for: "b") == ["Bo", "back"])
    }

    @Test func aYesOrNoQuestionCompletesItsAnswers() {
        let question = Question<Action>.yesOrNo("Save it?", yes: .yes, no: .no)
        #expect(question.completions == ["yes", "no"])
        #expect(Completions(answers: question.completions).candidates(for: "ye") == ["yes"])
    }

    @Test func twoQuestionsWhoseKindsDescribeTheSameAnswerAreEqual() {
        // A kind made from the state for each question (the trip's members now) is the same
        // kind to a Logic test as the one the test makes.
        let asked = Question<Action>.text("Who paid?", Self.member.offering(["Ana"])) {
            .paid($0)
        }
        let member = ArgumentKind<String>("the name of someone on the trip") { $0 }
        let expected = Question<Action>.text("Who paid?", member.offering(["Ana"])) { .paid($0) }
        #expect(asked == expected)
        let other = ArgumentKind<String>("a name") { $0 }
        #expect(asked != Question<Action>.text("Who paid?", other) { .paid($0) })
        #expect(asked != Question<Action>.text("Who paid?", member.offering(["Bo"])) { .paid($0) })
    }
}
