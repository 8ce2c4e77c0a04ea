import Scenic
import Testing

/// A question an empty line answers with a default (`defaulting(to:)`): a form's field shown
/// again keeps its value on Enter.
///
/// Before, a field shown again after `back` had to be typed again, or read `""` through a kind
/// of its own per field; a yes/no could not keep its answer at all (found by a stranger's
/// setup wizard).
@Suite struct QuestionDefaultTests {
    enum Action: Equatable, Sendable {
        case port(Int)
        case https(Bool)
        case cancelled
    }

    let port = Question<Action>.text(
        "Port?", .integer(in: 1024...65535), cancelled: .cancelled, previous: nil
    ) { .port($0) }

    @Test func anEmptyLineGivesTheDefaultAsIfTyped() {
        let kept = port.defaulting(to: "8080")
        #expect(kept.action(answering: "") == .port(8080))
        #expect(kept.action(answering: "  ") == .port(8080))
        #expect(kept.action(answering: "9000") == .port(9000))
        #expect(port.action(answering: "") == nil)
        #expect(kept.prompt.hasSuffix("; Enter for 8080)"))
        // A long default is cut in the prompt, and answers whole.
        let long = String(repeating: "y ", count: 30_000)
        let title = Question<Action>.text("Title?", .text("a title")) { _ in .cancelled }
        #expect(title.defaulting(to: long).prompt.count < 80)
        #expect(title.defaulting(to: long).prompt.hasSuffix("…)"))
        #expect(kept != port)
        #expect(port.defaulting(to: "") == port)
        // A default the question refuses is refused as typed.
        let bad = port.defaulting(to: "80")
        #expect(bad.action(answering: "") == nil)
        #expect(bad.refusal(answering: "") == port.refusal(answering: "80"))
    }

    @Test func aYesOrNoKeepsItsAnswer() {
        let https = Question<Action>.yesOrNo("Use HTTPS?", yes: .https(true), no: .https(false))
        #expect(https.defaulting(to: "yes").action(answering: "") == .https(true))
        #expect(https.defaulting(to: "no").prompt == "Use HTTPS? (yes/no; Enter for no)")
        #expect(
            https.defaulting(to: "no").refusal(answering: "maybe")
                == #"Please answer "yes" or "no" (Enter for no)."#)
        #expect(https.action(answering: "") == nil)
    }

    @Test func aSecretHasNoDefault() {
        let key = Question<Action>.secret("Key?", named: "KEY", cancelled: .cancelled) { _ in
            .cancelled
        }
        #expect(key.defaulting(to: "hunter2").defaultAnswer == nil)
        #expect(!key.defaulting(to: "hunter2").prompt.contains("hunter2"))
    }
}
