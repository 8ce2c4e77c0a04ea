import Foundation
import ScenicTestSupport
import Synchronization
import Testing

@testable import Scenic

/// A `--log` line keeps the first 2,000 characters of its event, and writes no more of the
/// event than that: a log explorer's action carrying 9 million matches took 5 s and 115 MB
/// more with `--log`, all of it written and then cut.
@Suite struct SessionLogLineTests {
    /// How many values a log line asked to describe themselves.
    static let described = Atomic<Int>(0)

    struct Match: Sendable, CustomStringConvertible {
        let line: Int
        var description: String {
            SessionLogLineTests.described.add(1, ordering: .relaxed)
            return "line \(line)"
        }
    }

    enum Action: Sendable {
        case matched([Match])
        case login(user: String, password: String)
    }

    private func event(_ action: Action, secrets: [String] = []) -> SessionEvent {
        SessionEvent(
            .reduced(action: action, effects: []), screen: "Lines", source: "LinesLogic",
            time: Date(timeIntervalSince1970: 0), secrets: secrets)
    }

    @Test func aHugePayloadIsDescribedOnlyAsFarAsTheLineKeeps() {
        let matches = (0..<1_000_000).map(Match.init)
        let before = Self.described.load(ordering: .relaxed)
        let line = SessionLog.line(for: event(.matched(matches)))
        let asked = Self.described.load(ordering: .relaxed) - before
        #expect(asked < 5_000, "\(asked) values described for one line")
        #expect(line.hasPrefix("1970-01-01T00:00:00.000Z Lines · LinesLogic · matched([line 0, "))
        #expect(line.hasSuffix("… (cut: a line keeps 2000 characters)\n"))
        let event = line.dropFirst("1970-01-01T00:00:00.000Z ".count)
        #expect(event.count == 2_000 + "… (cut: a line keeps 2000 characters)\n".count)
    }

    @Test func aShortEventIsWrittenWhole() {
        #expect(
            SessionLog.line(for: event(.matched([Match(line: 7)])))
                == "1970-01-01T00:00:00.000Z Lines · LinesLogic · matched([line 7]) → []\n")
    }

    /// A secret the cut falls in is hidden whole, never shown in part: the action's own secret
    /// (a password typed for a command) and a story's (`${PASSWORD}`).
    @Test func aSecretTheCutFallsInIsNeverShownInPart() {
        let secret = "correct-horse-battery-staple"
        // The user's text ends where the password starts just before the 2,000th character.
        let prefix = "Lines · LinesLogic · login(user: \""
        let user = String(
            repeating: "u", count: 2_000 - prefix.count - 10 - "\", password: \"".count)
        let action = Action.login(user: user, password: secret)
        let own = SessionLog.line(for: event(action, secrets: [secret]))
        #expect(!own.contains("correct-h"), "\(own.suffix(80))")
        #expect(own.contains("•••"))
        let story = SessionLog.line(for: event(action), hiding: [secret: "${PASSWORD}"])
        #expect(!story.contains("correct-h"), "\(story.suffix(80))")
        #expect(story.contains("${PASSWORD"))
    }

    /// A secret with a quote or a backslash is hidden as a quoted value spells it, `pa\"ss`.
    ///
    /// Before, a hostile tester's password `pa"ss1` was written in the log in clear.
    @Test func aSecretWithAQuoteOrABackslashIsHiddenAsTheLineSpellsIt() throws {
        for secret in [#"pa"ss1"#, #"pa\ss2"#, #"it's "q"\"#] {
            let action = Action.login(user: "ada", password: secret)
            let own = SessionLog.line(for: event(action, secrets: [secret]))
            #expect(own.contains(#"login(user: "ada", password: "•••")"#), "\(own)")
            let described = event(action, secrets: [secret]).description
            #expect(described.contains(#"password: "•••""#), "\(described)")
            let story = SessionLog.line(for: event(action), hiding: [secret: "${PASSWORD}"])
            #expect(story.contains(#"password: "${PASSWORD}""#), "\(story)")
        }
        // Typed once, hidden in the later lines that send it on.
        let path = TestFolder.path("scenic-log-escaped", ending: ".log")
        defer { try? FileManager.default.removeItem(at: path) }
        let descriptor = open(path.path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let file = SessionFile(descriptor: descriptor, path: path.path, role: .log, app: "lines")
        let observer = SessionLog.observer(
            writingTo: file, hiding: ["TOKEN": #"story"secret"#])
        observer(event(.login(user: "ada", password: #"pa"ss1"#), secrets: [#"pa"ss1"#]))
        observer(event(.login(user: #"pa"ss1"#, password: #"story"secret"#)))
        let text = try String(contentsOf: path, encoding: .utf8)
        #expect(!text.contains("ss1") && !text.contains("secret"), "\(text)")
        #expect(text.contains(#"login(user: "•••", password: "${TOKEN}")"#), "\(text)")
    }

    /// A secret is hidden without the spaces at its ends too, as a Logic that trims it passes
    /// it on (a hostile tester's `  lovelace  ` was written in clear in Storefront's check);
    /// one of one or two characters only as a whole value, never inside other words.
    @Test func aSecretIsHiddenTrimmedAndAShortOneOnlyAsAWholeValue() {
        let trimmed = event(
            .login(user: "  lovelace  ", password: "lovelace"), secrets: ["  lovelace  "])
        #expect(!trimmed.description.contains("lovelace"), "\(trimmed.description)")
        let story = SessionLog.line(
            for: event(.login(user: "ada", password: "Crème")), hiding: [" Crème ": "${PASSWORD}"])
        #expect(story.contains(#"password: "${PASSWORD}""#), "\(story)")
        let short = event(.login(user: "ada", password: "o"), secrets: ["o"]).description
        #expect(short == #"Lines · LinesLogic · login(user: "ada", password: "•••") → []"#)
    }

    /// A story's secret of one or two characters (`${PIN}` of `42`) is hidden as a whole
    /// quoted value, as an action's own is; the same letters inside other words stay.
    ///
    /// It was written in clear (`login(user: "ada", password: "42")`; found by a hostile
    /// tester), though the README says `--log` spells it as the story does.
    @Test func aShortStorySecretIsHiddenAsAWholeValue() {
        let line = SessionLog.line(
            for: event(.login(user: "ada42", password: "42")), hiding: ["42": "${PIN}"])
        #expect(line.hasSuffix(#"login(user: "ada42", password: "${PIN}") → []"# + "\n"), "\(line)")
    }
}
