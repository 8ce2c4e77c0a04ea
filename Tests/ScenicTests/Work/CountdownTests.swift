import Foundation
import Scenic
import ScenicTestSupport
import ScenicTesting
import Testing

/// Timers in piped input and stories: the README's countdown, moved by `# after` lines.
@Suite struct CountdownTests {
    private func transcript(_ typed: String, width: Int = 40) async -> String {
        var console = Console(
            navigator: Navigator(builder: CountdownScenes(), root: .countdown),
            configuration: ConsoleConfiguration(width: .fixed(width)))
        var input = ScriptInput(typed)
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        return output.text
    }

    @Test func theTranscriptIsExactlyWhatTheReadmeShows() async throws {
        let text = await transcript("start 2\n# after 1s\n# after 1s\n# after 5s\n")
        let section = try Readme().section("### Time: timers and subscriptions")
        Readme.expect(text, toBe: try section.block(1), in: section)
        #expect(try section.block(0) == "start 2\n# after 1s\n# after 1s\n# after 5s\n")
    }

    /// A clock step draws what a terminal draws when timers fall due: a refusal on the
    /// screen stays beside what they bring, a step that changes nothing draws nothing, after
    /// help's text too (a second hostile pass found the replay of a recorded session drawing
    /// screens the session never showed).
    @Test func aClockStepDrawsWhatATerminalWould() async {
        let refused = await transcript("start 5\nbogus\n# after 1s\n", width: 60)
        let afterStep = refused.components(separatedBy: "> # after 1s\n").last
        #expect(afterStep?.contains("4 s left.") == true, "\(refused)")
        #expect(afterStep?.contains("» Unknown command \"bogus\"") == true, "\(refused)")
        let unchanged = await transcript("bogus\n# after 1s\nhelp\n# after 1s\n", width: 60)
        #expect(unchanged.contains("> bogus\n"))
        #expect(!unchanged.contains("> # after 1s\n\nCountdown"), "\(unchanged)")
        #expect(unchanged.hasSuffix("> # after 1s\n(end of input)\n"), "\(unchanged)")
    }

    @Test func theReadmeShowsTheCompiledCountdownCode() throws {
        let source = URL(filePath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "ReadmeExample/CountdownScene.swift")
        let code = try String(contentsOf: source, encoding: .utf8)
        let body = try #require(code.range(of: "struct CountdownLogic"))
        let end = try #require(code.range(of: "struct CountdownPresenter"))
        let logic = code[body.lowerBound..<end.lowerBound].trimmingCharacters(in: .newlines)
        #expect(try Readme().text.contains(logic))
    }

    /// The Logic test the README shows.
    @Test func aCountdownTicksEverySecondAndStopsAtZero() {
        var tester = LogicTester(CountdownLogic(), state: .init())
        tester.send(
            .start(2),
            effects: [.every(.seconds(1), send: .tick, id: .ticker, whileCovered: .stops)]
        ) {
            $0.remaining = 2
            $0.running = true
        }
        tester.advance(by: .seconds(2))
        tester.timerFired(.tick) { $0.remaining = 1 }
        tester.timerFired(.tick, effects: [.cancel(.ticker), .notify(.timeUp)]) {
            $0.remaining = 0
            $0.running = false
        }
        tester.advance(by: .seconds(5))  // cancelled: nothing more fires
    }

    @Test func aClockStepFiresEveryTickDueAndShowsOneScreen() async {
        let text = await transcript("start 5\n# after 3s\n", width: 200)
        #expect(text.contains("> # after 3s\n\nCountdown"))
        #expect(text.contains("2 s left."))
        #expect(!text.contains("4 s left."))
    }

    @Test func stopAndStartingAgainReplaceTheTicker() async {
        let text = await transcript(
            "start 3\n# after 1s\nstop\n# after 5s\nstart 2\nstart 4\n# after 1s\n", width: 200)
        #expect(text.contains("Stopped with 2 s left."))
        // Started twice: one ticker, one tick a second.
        #expect(
            text.hasSuffix(
                "3 s left.\n\n" + String(repeating: "─", count: 200)
                    + "\nCommands: start [S] · stop · help · back · home · quit\n(end of input)\n"))
    }

    @Test func homeAndBackOnTheFirstScreenKeepItsTimers() async {
        // Both leave the countdown on top: it keeps ticking, and its appear action is not
        // sent again (it would not restart the ticker).
        for leaving in ["home", "back", "HOME"] {
            let text = await transcript("start 3\n\(leaving)\n# after 2s\n", width: 200)
            #expect(text.contains("> # after 2s\n\nCountdown\n"), "\(leaving)")
            #expect(text.contains("1 s left."), "\(leaving): \(text)")
        }
    }

    @Test func aClockStepLineIsReadInOneWayOnly() throws {
        #expect(StoryScript.clockStep("# after 30s") == .seconds(30))
        #expect(StoryScript.clockStep("# after 30 s") == .seconds(30))
        #expect(StoryScript.clockStep("#after 500ms") == .milliseconds(500))
        #expect(StoryScript.clockStep("# After 2m") == .seconds(120))
        #expect(StoryScript.clockStep("# after 2 min") == .seconds(120))
        #expect(StoryScript.clockStep("# after 3h") == .seconds(3 * 3_600))
        #expect(StoryScript.clockStep("# after 1 d") == .seconds(86_400))
        for other in [
            "# after", "# after 3", "# after s", "# after -3s", "# after 3w", "# afterwards 3s",
            "after 3s", "# after 3s and more", "# after 1.5s",
        ] {
            #expect(StoryScript.clockStep(other[...]) == nil, "\(other)")
        }
        // A story passes it to the app like a typed line; other comments are skipped.
        #expect(
            try StoryScript(text: "# after 3s\n# a comment\nstart\n").lines == [
                "# after 3s", "start",
            ])
    }

    @Test func aClockStepThatCannotBeReadIsSaidNotPassedOver() async throws {
        for meant in ["# after 3", "# after -3s", "# after 3w", "# after 1.5s", "#after 90"] {
            #expect(StoryScript.isMeantAsClockStep(meant[...]), "\(meant)")
            #expect(throws: StoryScript.Problem.badClockStep(line: 2, text: meant)) {
                try StoryScript(text: "start\n\(meant)\n")
            }
        }
        // Comments that only start with the word stay comments.
        for comment in ["# after the login, the cart", "# after", "# afterwards 3s"] {
            #expect(!StoryScript.isMeantAsClockStep(comment[...]), "\(comment)")
            #expect(try StoryScript(text: "start\n\(comment)\n").lines == ["start"])
        }
        // Typed into the console, it is echoed and answered on the status line; the clock
        // stays where it was.
        let text = await transcript("start 5\n# after 2.5s\n", width: 200)
        #expect(
            text.contains(
                "> # after 2.5s\n\nCountdown\n"))
        #expect(
            text.contains(
                "» "
                    + "\"# after 2.5s\" is not a clock step: give a whole number with ms, s, m, h or d, at "
                    + "most a year (366d), such as \"# after 2500ms\", \"# after 30s\" or "
                    + "\"# after 1d\"."))
        #expect(!text.contains("4 s left."))
    }
}
