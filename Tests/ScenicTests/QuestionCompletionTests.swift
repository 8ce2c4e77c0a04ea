import Testing

@testable import Scenic

/// Tab completes the answer to a waiting question: its answers' words, or the values its kind
/// offers, and the global commands that still work.
@Suite struct QuestionCompletionTests {
    enum Action: Equatable, Sendable {
        case paid(String)
        case spent(Int)
        case tipped(Int)
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

    /// A list the user changes on the screen, offered as it is now by a question asked with it
    /// (as the README says to, since a View's command offers what it was made with).
    struct DecksLogic: Logic {
        typealias Route = Never
        struct State { var names = ["Spanish"] }
        enum Action: Sendable {
            case new(String)
            case which
            case open(String)
        }
        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .new(let name): state.names.append(name)
            case .which:
                return [.ask(.text("Which deck?", member.offering(state.names)) { .open($0) })]
            case .open: break
            }
            return []
        }
    }

    @Test func aQuestionMadeFromTheStateOffersTheValuesItHasWhenAsked() throws {
        var state = DecksLogic.State()
        _ = DecksLogic().reduce(&state, .new("日本語"))
        let effects = DecksLogic().reduce(&state, .which)
        guard case .ask(let question) = try #require(effects.first) else {
            Issue.record("The Logic asked nothing: \(effects)")
            return
        }
        #expect(question.completions == ["Spanish", "日本語"])
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

    /// A test that states a question with another action for its answers fails: before, the
    /// closure that makes the action was never compared, so it passed (found by an API review).
    @Test func twoQuestionsWhoseAnswersSendOtherActionsDiffer() {
        let amount = ArgumentKind<Int>("an amount such as 12.50") { typed in
            typed == "12.50" ? 1250 : Int(typed).map { $0 * 100 }
        }
        let asked = Question<Action>.text("How much?", amount) { .spent($0) }
        #expect(asked == Question<Action>.text("How much?", amount) { .spent($0) })
        #expect(asked != Question<Action>.text("How much?", amount) { .tipped($0) })
        #expect(asked != Question<Action>.text("How much?", amount) { .spent($0 / 100) })
        // Answers near the bounds apps give are tried too: a cap at 10 on a kind of 1 to 20
        // passed every test before (found by a stranger's pomodoro tests).
        let sessions = ArgumentKind<Int>("1 to 20 sessions") {
            Int($0).flatMap { (1...20).contains($0) ? $0 : nil }
        }
        #expect(
            Question<Action>.text("How many?", sessions) { .spent($0) }
                != Question<Action>.text("How many?", sessions) { .spent(min($0, 10)) })
        // Only what both read is compared: a test's kind that reads more words stays equal.
        let anyAmount = ArgumentKind<Int>("an amount such as 12.50") { Int($0) ?? 1 }
        let fromState = Question<Action>.text("How much?", anyAmount) { .spent($0) }
        #expect(fromState == Question<Action>.text("How much?", anyAmount) { .spent($0) })
        // A picker's offered values are tried too.
        let member = ArgumentKind<String>("someone on the trip") { $0 }.offering(["Zoë"])
        let paid = Question<Action>.text("Who paid?", member) { .paid($0) }
        let misread = Question<Action>.text("Who paid?", member) { .paid($0 == "Zoë" ? "Bo" : $0) }
        #expect(paid != misread)
    }
}
