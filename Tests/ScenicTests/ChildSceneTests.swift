import Foundation
import ScenicTestSupport
import ScenicTesting
import Synchronization
import Testing

@testable import Scenic

/// Screens made of scenes: a child's commands, content, notices, questions and reports on its
/// parent's screen, asserted on the parent's Logic and through the real console.
@Suite struct ChildSceneTests {
    @Test func aParentsLogicTesterAssertsTheChildsPartAndWhatItReported() {
        var tester = LogicTester(BoardLogic(), state: BoardLogic.State())
        tester.send(.tally(.up(4))) { $0.tally.count = 4 }
        // The report is reduced by the parent in the same step: its state and its push.
        tester.send(.tally(.up(6)), effects: [.push(.done(10))]) {
            $0.tally.count = 10
            $0.notes = ["Reached 10."]
        }
        tester.send(.tally(.down(20)), effects: [.notify(.tally(.belowZero))])
    }

    @Test func aChildsNoticesAndQuestionsBecomeTheParents() {
        var tester = LogicTester(BoardLogic(), state: BoardLogic.State())
        tester.send(.tally(.down(1)), effects: [.notify(.tally(.belowZero))])
        tester.send(
            .tally(.reset),
            effects: [
                .ask(
                    .yesOrNo(
                        "Reset the tally?", yes: .tally(.resetConfirmed),
                        no: .tally(.resetKept)))
            ])
    }

    @Test func aChildsFreeTextQuestionReadsAnswersAsTheChildsActions() {
        let count = ArgumentKind<Int>("a whole number") { Int($0) }
        let question = Question<TallyLogic.Action>.text(
            "Count up by?", count, cancelled: .resetKept, previous: .reset
        ) { .up($0) }
        let mapped = question.map(BoardLogic.Action.tally)
        #expect(mapped.prompt == "Count up by? (a whole number)")
        #expect(mapped.action(answering: "4") == .tally(.up(4)))
        #expect(mapped.action(answering: "four") == nil)
        #expect(mapped.cancelled == .tally(.resetKept))
        #expect(mapped.previous == .tally(.reset))
    }

    /// Each typed line's screen, in order: the first child's command, the second child's and
    /// the parent's own reach their own Logic, and the footer offers the second child's command
    /// while the first offers only some of its own.
    @Test func eachChildsCommandsReachThatChildOnAScreenWithTwo() async throws {
        let text = await session("up 2\nflip\ndown 1\nclear\n", builder: PairScenes())
        let screens = text.components(separatedBy: "\n> ")
        try #require(screens.count == 5)
        #expect(screens[0].contains("0 of 10") && screens[0].contains("The flag is down."))
        #expect(screens[0].contains("Commands: clear · up [N] · reset · flip ·"))
        #expect(screens[1].contains("2 of 10") && screens[1].contains("The flag is down."))
        #expect(screens[2].contains("2 of 10") && screens[2].contains("The flag is up."))
        #expect(screens[3].contains("1 of 10") && screens[3].contains("The flag is up."))
        #expect(screens[4].contains("0 of 10") && screens[4].contains("The flag is down."))
    }

    private func session(
        _ typed: String, width: Int = 50, builder: some SceneBuilder<BoardRoute> = BoardScenes()
    ) async -> String {
        var console = Console(
            navigator: Navigator(builder: builder, root: .board),
            configuration: ConsoleConfiguration(width: .fixed(width)))
        var input = ScriptInput(typed)
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        return output.text
    }

    /// Observers see what a child's Logic reduced inside its parent's, and what its report
    /// became, after the parent's action: a log and coverage name the child's own actions, not
    /// only the parent's that carried them.
    @Test func observersSeeTheChildsActionsAndItsReportsAfterTheParents() async {
        let events = Mutex<[SessionEvent]>([])
        var console = Console(
            navigator: Navigator(builder: BoardScenes(), root: .board),
            configuration: ConsoleConfiguration(width: .fixed(50)))
        console.observers = [SessionObserver { event in events.withLock { $0.append(event) } }]
        var input = ScriptInput("up 3\nup 9\n")
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        let reduced = events.withLock { $0 }.compactMap { event -> String? in
            guard case .reduced(let action, _) = event.kind else { return nil }
            return "\(event.source): \(action)"
        }
        #expect(
            reduced == [
                "BoardLogic: tally(ScenicTests.TallyLogic.Action.up(3))", "TallyLogic: up(3)",
                "BoardLogic: tally(ScenicTests.TallyLogic.Action.up(9))", "TallyLogic: up(9)",
                "BoardLogic: tallyReached(12)",
            ], "\(reduced)")
    }

    @Test func theChildIsDrawnInItsRegionAtItsWidthAndTypedAtOnTheParentsScreen() async {
        // `down` is offered only once there is something to count down; reaching 10 is
        // reported to the Board, which notes it and pushes the tally's own screen.
        let text = await session(
            "note Buy tea\ndown\nup 3\ndown 5\ndown\nreset\nmaybe\nyes\nhelp up\nup 4\nup 9\nback\n"
        )
        assertSnapshot(of: text)
    }

    /// The README's example: the Board's code is this target's, and its transcript is real.
    @Test func theReadmeShowsTheBoardAsItIsAndAsItPrints() async throws {
        let section = try Readme().section("### Screens made of scenes")
        Readme.expect(await session("up 4\ndown 5\n"), toBe: try section.block(0), in: section)
        let source = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "ChildSample/BoardScene.swift")
        let code = try String(contentsOf: source, encoding: .utf8)
        let logic = try #require(code.range(of: "struct BoardLogic"))
        let end = try #require(code.range(of: "\n}\n", range: logic.upperBound..<code.endIndex))
        #expect(section.text.contains(String(code[logic.lowerBound..<end.upperBound])))
    }

    @Test func aNarrowScreenGetsTheChildAtItsOwnWidth() async {
        let text = await session("", width: 24)
        #expect(text.contains("┌─ Tally ──────────────┐"))
        #expect(!text.split(separator: "\n").contains { $0.count > 24 })
    }

    @Test func twoCommandsTypedTheSameWayAreRefusedWithBothNamed() {
        let up = Command(TallyView.Name.up, help: "Count up").syntax
        let problem = CommandClash.clash(
            parent: "Board", commands: [Command(BoardView.Name.note, help: "Note").syntax],
            children: [("Tally", [up]), ("Score", [up])])
        #expect(problem == .sameWord("up", screen: "Board", first: "Tally", second: "Score"))
        #expect(
            problem?.message
                == "The screen Board has two commands typed \"up\": Tally's and Score's. A child "
                + "scene's commands are typed on its parent's screen; rename or drop one of them.")
        let upAlias = Command(BoardView.Name.note, aliases: ["UP"], help: "Note").syntax
        #expect(
            CommandClash.clash(parent: "Board", commands: [upAlias], children: [("Tally", [up])])
                == .sameWord("up", screen: "Board", first: "Board", second: "Tally"))
        #expect(
            CommandClash.clash(parent: "Board", commands: [up], children: [("Tally", [])]) == nil)
    }

    /// A child's Presenter's messages are the parent screen's, after its own (found by an API
    /// review: a child's "could not read" line never showed).
    @Test func aChildsMessagesShowOnItsParentsScreen() async {
        // Reaching the target pushes the tally's own screen; back on the Board, the tally
        // shows in its frame, and its message on the Board's status line.
        let text = await session("up 9\nup 1\nback\n")
        let board = text.components(separatedBy: "> back\n").last ?? ""
        #expect(board.hasPrefix("\nBoard\n") && board.contains("│ 10 of 10"), "\(board)")
        #expect(board.hasSuffix("» The target is reached.\n(end of input)\n"), "\(board)")
        let before = text.components(separatedBy: "> up 1\n").first ?? ""
        #expect(!before.contains("The target is reached."))
    }

    @Test func aChildAloneIsAScreenOfItsOwn() {
        let scene = BoardScenes().scene(for: .done(12))
        #expect(scene.render(width: 40).hasPrefix("Tally\n"))
        #expect(scene.render(width: 40).contains("12 of 10"))
    }
}
