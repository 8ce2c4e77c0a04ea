import Foundation
import ScenicTestSupport
import ScenicTesting
import Synchronization
import Testing

@testable import Scenic

/// A question whose answer is secret (an API key in a setup form): read without echo, never
/// shown, logged or recorded as typed.
///
/// Before, a question could only take its answer in the open, on screen, in `--record` and in
/// `--log` (found by an API review).
@Suite struct SecretQuestionTests {
    enum SetupRoute: Hashable, Sendable { case setup }

    struct SetupView: View {
        enum Region: CaseIterable { case key }
        enum Name: String, CommandName { case key }
        let title = "Setup"
        let commands = [Command(Name.key, help: "Give the API key")]
    }

    struct SetupInteractor: Interactor {
        func action(for input: CommandInput<SetupView.Name>) -> SetupLogic.Action { .askKey }
    }

    struct SetupLogic: Logic {
        typealias Route = SetupRoute
        struct State: Equatable, Sendable {
            var key = ""
            var cancelled = false
        }
        enum Action: Equatable, Sendable {
            case askKey
            case key(String)
            case cancelled
        }

        static let apiKey = Question<Action>.secret(
            "Your API key?", named: "API_KEY", cancelled: .cancelled
        ) { .key($0) }

        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .askKey: return [.ask(Self.apiKey)]
            case .key(let key): state.key = key
            case .cancelled: state.cancelled = true
            }
            return []
        }
    }

    struct SetupPresenter: Presenter {
        func present(_ state: SetupLogic.State, on screen: Screen) -> ViewContent<
            SetupView.Region
        > {
            let key = state.key.isEmpty ? "No key." : "A key of \(state.key.count) characters."
            return ViewContent([.key: [.paragraph(key + (state.cancelled ? " Cancelled." : ""))]])
        }
    }

    struct SetupScenes: SceneBuilder {
        func scene(for route: SetupRoute) -> Scene<SetupRoute> {
            Scene(
                view: SetupView(), interactor: SetupInteractor(), logic: SetupLogic(),
                presenter: SetupPresenter(), state: SetupLogic.State())
        }
    }

    /// What one piped session printed, recorded and showed observers.
    private func run(_ lines: String) async -> (output: String, story: String, log: [String]) {
        final class Written: @unchecked Sendable { var text = "" }
        let written = Written()
        let log = Mutex<[String]>([])
        var console = Console(
            navigator: Navigator(builder: SetupScenes(), root: .setup),
            configuration: ConsoleConfiguration(width: .fixed(60)))
        console.recording = StoryRecording(app: "setup", width: 60) { written.text += $0 }
        console.observers = [SessionObserver { event in log.withLock { $0.append("\(event)") } }]
        var input = ScriptInput(lines)
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        return (output.text, written.text, log.withLock { $0 })
    }

    /// What a recorded story says before the secret's first line.
    static let explained =
        "# ${API_KEY} stands for a secret: give its value with SCENIC_SECRET_API_KEY for "
        + "--replay,\n# or assertStories(secrets:) in a test.\n"

    @Test func aSecretAnswerReachesTheLogicAndIsShownNowhere() async {
        let (output, story, log) = await run("key\nhunter2\n")
        #expect(output.contains("» Your API key? (typed hidden)\n> (hidden)\n"))
        #expect(output.contains("A key of 7 characters."))
        #expect(story.hasSuffix("# Setup\nkey\n" + Self.explained + "${API_KEY}\n"))
        #expect(log.contains { $0.contains("key(\"•••\")") })
        for text in [output, story] + log { #expect(!text.contains("hunter2")) }
    }

    /// A story's comment is no answer, and its clock step moves the clock while the question
    /// waits: the first was taken as the secret, and the secret after it typed as a command,
    /// shown in the transcript (found by a hostile tester).
    @Test func aStorysCommentAndClockStepAreNoSecretAnswer() async {
        let (output, story, _) = await run("key\n# the key comes next\n# after 2s\nhunter2\n")
        #expect(output.contains("> # after 2s\n"))
        #expect(output.contains("A key of 7 characters."))
        #expect(!output.contains("hunter2"))
        #expect(story.hasSuffix("key\n# after 2s\n" + Self.explained + "${API_KEY}\n"))
    }

    /// The time waited while a secret answer was typed is recorded after it: no timer falls
    /// due while a secret is typed, and a replay that moved the clock first had a timer take
    /// the question away (found by a hostile tester).
    @Test func theWaitWhileASecretWasTypedIsRecordedAfterIt() {
        var written = ""
        var recording = StoryRecording(app: "setup", width: 60) { written += $0 }
        recording.typed("key", on: "Setup")
        recording.waited(.seconds(3))
        recording.typedSecretAnswer(named: "API_KEY", on: "Setup")
        recording.typed("quit", on: "Setup")
        #expect(
            written.hasSuffix("key\n" + Self.explained + "${API_KEY}\n# after 3s\nquit\n"),
            "\(written)")
    }

    /// Bytes that are not UTF-8 in a secret answer are said, as in any line, and not shown.
    @Test func aSecretAnswerThatIsNotUTF8IsTakenAndSaysSo() async {
        var console = Console(
            navigator: Navigator(builder: SetupScenes(), root: .setup),
            configuration: ConsoleConfiguration(width: .fixed(60)))
        var input = ScriptInput(bytes: Array("key\nab".utf8) + [0xFF] + Array("cd\n".utf8))
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        #expect(output.text.contains("> (hidden)\n"))
        #expect(output.text.contains("A key of 5 characters."))
        #expect(output.text.contains("» The line was not valid UTF-8"))
        #expect(!output.text.contains("ab\u{FFFD}cd"))
    }

    @Test func theGlobalWordsStillLeaveASecretQuestion() async {
        let (output, story, _) = await run("key\nback\n")
        #expect(output.contains("> back\n"))
        #expect(output.contains("No key. Cancelled."))
        #expect(story.hasSuffix("key\nback\n"))
        // Between ideographic spaces, as the console reads a global word: recorded as typed,
        // so the story leaves the question too (it was recorded as the secret's placeholder).
        let (spaced, spacedStory, _) = await run("key\n\u{3000}back\u{3000}\n")
        #expect(spaced.contains("No key. Cancelled."))
        #expect(spacedStory.hasSuffix("key\n\u{3000}back\u{3000}\n"))
    }

    /// In quotes, a global word is a secret like any other, taken as typed with its quotes: a
    /// secret is never unquoted, so a story replays it as it was typed.
    @Test func aQuotedGlobalWordIsASecretTakenAsTyped() async {
        let (output, story, _) = await run("key\n\"quit\"\n")
        #expect(output.contains("A key of 6 characters."))
        #expect(story.hasSuffix("key\n" + Self.explained + "${API_KEY}\n"))
    }

    /// What `--record` wrote replays with the value a story test gives.
    @Test func aRecordedStoryReplaysWithTheTestsSecret() async throws {
        let story = try Story(
            name: "setup", text: "key\n${API_KEY}\n", secrets: ["API_KEY": "hunter2"])
        let transcript = await story.replay(
            on: Console(navigator: Navigator(builder: SetupScenes(), root: .setup)))
        #expect(transcript.contains("> (hidden)\n"))
        #expect(transcript.contains("A key of 7 characters."))
        #expect(!transcript.contains("hunter2"))
    }

    /// A terminal's secret answer is read with echo off, as a secret argument is.
    struct TerminalInput: LineInput {
        var lines: [String]
        var readSecretly: [String] = []
        let isTerminal = true

        mutating func readLine() -> InputLine? {
            lines.isEmpty ? nil : InputLine(lines.removeFirst())
        }

        mutating func readSecretLine(prompting prompt: () -> Void) -> InputLine? {
            prompt()
            guard let line = readLine() else { return nil }
            readSecretly.append(line.text)
            return line
        }
    }

    @Test func onATerminalTheAnswerIsReadWithoutEcho() async {
        var console = Console(
            navigator: Navigator(builder: SetupScenes(), root: .setup),
            configuration: ConsoleConfiguration(width: .fixed(60)))
        var input = TerminalInput(lines: ["key", "hunter2"])
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        #expect(input.readSecretly == ["hunter2"])
        #expect(!output.text.contains("hunter2"))
    }

    @Test func aLogicTestStatesTheSecretQuestion() {
        var tester = LogicTester(SetupLogic(), state: SetupLogic.State())
        tester.send(.askKey, effects: [.ask(SetupLogic.apiKey)])
        #expect(SetupLogic.apiKey.action(answering: "abc") == .key("abc"))
        // Taken as typed, its spaces too (a stranger found them trimmed).
        #expect(SetupLogic.apiKey.action(answering: " sk 1 ") == .key(" sk 1 "))
        #expect(SetupLogic.apiKey.secretName == "API_KEY")
        let other = Question<SetupLogic.Action>.secret(
            "Your API key?", named: "TOKEN", cancelled: .cancelled
        ) { .key($0) }
        #expect(other != SetupLogic.apiKey)
    }
}
