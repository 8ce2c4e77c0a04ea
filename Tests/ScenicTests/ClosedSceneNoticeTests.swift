import Foundation
import Testing

@testable import Scenic

/// What a scene says on the line that closes or covers it is shown on the screen that comes
/// next: a form cancelled by `home` says it saved nothing, a scene that saves and closes itself
/// says so, and one that notifies and pushes another is heard over it.
///
/// Before, those notices went with the scene (found by a stranger whose form's "The book was
/// not added." was never seen after `home`); a first fix showed, on `home`, what covered scenes
/// had said lines before (found by a hostile tester).
@Suite struct ClosedSceneNoticeTests {
    enum Route: Hashable, Sendable { case list, editor }

    struct ListView: View {
        enum Region: CaseIterable { case body }
        enum Name: String, CommandName { case edit }
        let title = "List"
        let commands = [Command(Name.edit, help: "Edit the title")]
    }

    struct ListLogic: Logic {
        typealias Route = ClosedSceneNoticeTests.Route
        struct State: Equatable, Sendable {}
        enum Action: Equatable, Sendable { case edit }
        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] { [.push(.editor)] }
    }

    struct ListInteractor: Interactor {
        func action(for input: CommandInput<ListView.Name>) -> ListLogic.Action { .edit }
    }

    struct ListPresenter: Presenter {
        func present(_ state: ListLogic.State, on screen: Screen) -> ViewContent<ListView.Region> {
            ViewContent([.body: [.paragraph("The list.")]])
        }
    }

    struct EditorView: View {
        enum Region: CaseIterable { case body }
        enum Name: String, CommandName {
            case title, save, done, deeper, twice, leave, later, idle, rename, many, close
        }
        let title = "Editor"
        let commands = [
            Command(Name.title, help: "Type a new title"),
            Command(Name.save, help: "Save and close"),
            Command(Name.done, help: "Close without a word"),
            Command(Name.deeper, help: "Open another editor over this one"),
            Command(Name.twice, help: "Save and close twice"),
            Command(Name.leave, help: "Save and end the session"),
            Command(Name.later, help: "Save, and end the session in 5 seconds"),
            Command(Name.idle, help: "Save, and close in 5 seconds"),
            Command(Name.rename, help: "Type a new title, then end the session"),
            Command(Name.many, help: "Say eleven things, and end the session in 5 seconds"),
            Command(Name.close, help: "Save, close and end the session"),
        ]
    }

    struct EditorLogic: Logic {
        typealias Route = ClosedSceneNoticeTests.Route
        struct State: Equatable, Sendable {}
        enum Action: Equatable, Sendable {
            case title
            case titled(String)
            case cancelled, save, done, deeper, twice, leave, later, timedOut, idle, idledOut
            case rename
            case renamed(String)
            case many, close
        }
        enum Notice: Equatable, Sendable {
            case notSaved, saved, leaving
            case numbered(Int)
        }
        enum SourceID: Hashable, Sendable { case clock }
        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .title:
                [.ask(.text("New title?", .text("a title"), cancelled: .cancelled) { .titled($0) })]
            case .titled: []
            case .cancelled: [.notify(.notSaved)]
            case .save: [.notify(.saved), .pop]
            case .done: [.pop]
            case .deeper: [.notify(.leaving), .push(.editor)]
            case .twice: [.notify(.saved), .pop, .pop]
            case .leave: [.notify(.saved), .quit]
            case .later:
                [
                    .notify(.saved),
                    .after(.seconds(5), send: .timedOut, id: .clock, whileCovered: .stops),
                ]
            case .timedOut: [.notify(.leaving), .quit]
            case .idle:
                [
                    .notify(.saved),
                    .after(.seconds(5), send: .idledOut, id: .clock, whileCovered: .stops),
                ]
            case .idledOut: [.notify(.notSaved), .pop]
            case .rename:
                [
                    .ask(
                        .text("New title?", .text("a title"), cancelled: .cancelled) {
                            .renamed($0)
                        })
                ]
            case .renamed: [.notify(.saved), .quit]
            case .many:
                (1...11).map { .notify(.numbered($0)) }
                    + [.after(.seconds(5), send: .timedOut, id: .clock, whileCovered: .stops)]
            case .close: [.notify(.saved), .pop, .quit]
            }
        }
    }

    struct EditorInteractor: Interactor {
        func action(for input: CommandInput<EditorView.Name>) -> EditorLogic.Action {
            switch input.name {
            case .title: .title
            case .save: .save
            case .done: .done
            case .deeper: .deeper
            case .twice: .twice
            case .leave: .leave
            case .later: .later
            case .idle: .idle
            case .rename: .rename
            case .many: .many
            case .close: .close
            }
        }
    }

    struct EditorPresenter: Presenter {
        func present(_ state: EditorLogic.State, on screen: Screen) -> ViewContent<
            EditorView.Region
        > {
            ViewContent([.body: [.paragraph("The editor.")]])
        }

        func message(for notice: EditorLogic.Notice) -> String {
            switch notice {
            case .notSaved: "The title was not changed."
            case .saved: "Saved."
            case .leaving: "Leaving this editor open below."
            case .numbered(let number): "Number \(number)."
            }
        }
    }

    struct Scenes: SceneBuilder {
        func scene(for route: Route) -> Scene<Route> {
            switch route {
            case .list:
                Scene(
                    view: ListView(), interactor: ListInteractor(), logic: ListLogic(),
                    presenter: ListPresenter(), state: .init())
            case .editor:
                Scene(
                    view: EditorView(), interactor: EditorInteractor(), logic: EditorLogic(),
                    presenter: EditorPresenter(), state: .init())
            }
        }
    }

    /// The screens printed for `lines`, one per line typed (the first screen first).
    private func screens(_ lines: String) async -> [String] {
        await run(lines).screens
    }

    /// What the console prints for `lines`, starting on `root`.
    private func transcript(_ lines: String, root: Route) async -> String {
        var console = Console(
            navigator: Navigator(builder: Scenes(), root: root),
            configuration: ConsoleConfiguration(width: .fixed(80)))
        var input = ScriptInput(lines)
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        return output.text
    }

    /// The screens printed for `lines`, and the refusals the console reported before each line
    /// (what an exploration checks says what to type instead).
    private func run(_ lines: String) async -> (screens: [String], refusals: [String]) {
        var console = Console(
            navigator: Navigator(builder: Scenes(), root: .list),
            configuration: ConsoleConfiguration(width: .fixed(80)))
        let refusals = RefusalLog()
        console.beforeEachLine = { _, refused, _ in refusals.lines += refused }
        var input = ScriptInput(lines)
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        return (output.text.components(separatedBy: "\n> "), refusals.lines)
    }

    final class RefusalLog: @unchecked Sendable {
        // @unchecked: one console at a time writes it.
        var lines: [String] = []
    }

    /// What the scene says on the line that ends the session is its last words, below the
    /// line: nothing was shown of "The title was not changed." after `quit`, of a Logic's
    /// notice beside its `.quit`, or of a timer's (found by a stranger's form).
    @Test func theLineThatEndsTheSessionShowsWhatTheSceneSaid() async {
        #expect(await screens("edit\ntitle\nquit\n").last == "quit\n» The title was not changed.\n")
        #expect(await screens("edit\nleave\n").last == "leave\n» Saved.\n")
        // The end of input cancels the question as quit does; what was shown is not repeated.
        let ended = await screens("edit\ntitle\n").last ?? ""
        #expect(
            ended.hasSuffix(
                "» New title? (a title)\n(end of input)\n» The title was not changed.\n"))
        #expect(ended.components(separatedBy: "not changed").count == 2)
        #expect(await screens("edit\nsave\n").last?.hasSuffix("» Saved.\n(end of input)\n") == true)
        // A timer's: only what it said, not the line's notice the screen showed.
        let timed = await screens("edit\nlater\n# after 5s\n")
        #expect(timed[2].contains("» Saved."))
        #expect(timed.last == "# after 5s\n» Leaving this editor open below.\n")
        // An answer whose action quits, back and home too (`reply` read the navigator from
        // before the answer); and after more notices than a screen shows.
        #expect(await screens("edit\nrename\nNew\n").last == "New\n» Saved.\n")
        let many = await screens("edit\nmany\n# after 5s\n")
        #expect(many[2].contains("» Number 11."))
        #expect(many.last == "# after 5s\n» Leaving this editor open below.\n")
    }

    /// An exploration whose sessions the app itself ends (a command that quits) goes on in
    /// fresh ones and says so: it read "No rule broke in 1 line." (a hostile tester), then
    /// stopped at the first session's end (a stranger's game).
    @Test func anExplorationTheAppEndsSaysSo() async {
        let report = await Explorer(steps: 300, seed: 4, width: 80) {
            Console(navigator: Navigator(builder: Scenes(), root: .editor))
        }.run()
        let summary = report.findingSummary
        #expect(report.sessionsEnded > 1)
        #expect(report.typedLines > 300)
        #expect(
            summary.hasPrefix(
                "No rule broke in \(report.typedLines) lines, in \(report.sessionsEnded + 1) "
                    + "sessions: the app ended \(report.sessionsEnded) of them itself, the first "
                    + "after \""),
            "\(summary)")
        #expect(summary.hasSuffix("\", and the exploration went on in a fresh one.\n"))
    }

    /// A scene on the first screen that closes and quits says what it said, not that it
    /// stays because it is the first one.
    @Test func aFirstScreenThatClosesAndQuitsSaysOnlyWhatItSaid() async {
        let text = await transcript("close\n", root: .editor)
        #expect(text.hasSuffix("> close\n» Saved.\n"), "\(text)")
    }

    /// A timer that closes the scene shows what it said on the next screen, but not what the
    /// scene said, or the console answered, on the line before, which the last screen showed.
    ///
    /// Before, an inactivity timer's screen showed the closed scene's "Paused." (found by a
    /// stranger's flashcards).
    @Test func aTimerThatClosesTheSceneShowsOnlyWhatItSaid() async {
        let saved = await screens("edit\nidle\n# after 5s\n")
        #expect(saved[2].contains("» Saved."))
        #expect(saved[3].hasPrefix("# after 5s\n\nList\n"))
        #expect(saved[3].contains("» The title was not changed."))
        #expect(!saved[3].contains("Saved."))
        let refused = await screens("edit\nidle\nbogus\n# after 5s\n")
        #expect(refused[3].contains("Unknown command"))
        #expect(refused[4].hasPrefix("# after 5s\n\nList\n"))
        #expect(refused[4].contains("» The title was not changed."))
        #expect(!refused[4].contains("Unknown command"))
    }

    @Test func homeWhileAQuestionWaitsShowsWhatTheCancelledLogicSaid() async {
        let screens = await screens("edit\ntitle\nhome\nedit\n")
        #expect(screens[3].hasPrefix("home\n\nList\n"))
        #expect(screens[3].contains("» The title was not changed."))
        // A notice lives until the next typed line, on any screen.
        #expect(!screens[4].contains("not changed"))
    }

    @Test func aSceneThatNotifiesAndClosesItselfIsHeardBelow() async {
        let screens = await screens("edit\nsave\nedit\ndone\n")
        #expect(screens[2].hasPrefix("save\n\nList\n"))
        #expect(screens[2].contains("» Saved."))
        #expect(!screens[4].contains("» "))
    }

    /// A notice said on the line that pushes a scene is heard over it, and not again below.
    @Test func aSceneThatNotifiesAndPushesIsHeardOverIt() async {
        let screens = await screens("edit\ndeeper\ndone\n")
        #expect(screens[2].hasPrefix("deeper\n\nEditor\n"))
        #expect(screens[2].contains("» Leaving this editor open below."))
        #expect(!screens[3].contains("» "))
    }

    /// `home` from deep shows what the scene on top said on that line, never what covered
    /// scenes said on earlier lines.
    @Test func homeFromDeepShowsOnlyWhatTheLineSaid() async {
        let screens = await screens("edit\ndeeper\ntitle\nhome\n")
        #expect(screens[4].hasPrefix("home\n\nList\n"))
        #expect(screens[4].contains("» The title was not changed."))
        #expect(!screens[4].contains("Leaving"))
    }

    /// A closed scene's notice is no refusal, even beside one (the second pop has nothing to
    /// close): it comes first, and an exploration does not take it for the refusal.
    @Test func aClosedScenesNoticeBesideARefusalIsNoRefusal() async {
        let (screens, refusals) = await run("edit\ntwice\n")
        let status = screens[2].split(separator: "\n").filter { $0.hasPrefix("» ") }
        #expect(status.first == "» Saved.")
        #expect(status.count == 2)
        #expect(!refusals.contains("Saved."))
        #expect(refusals.count == 1)
    }

    /// A scene that saves and closes itself on the first screen (a form the app was started
    /// on) stays, and what it said is shown with why it stays; `back` typed there is refused
    /// as before.
    ///
    /// The refusal hid the scene's "Saved.", and said there was nothing to go back to, as if
    /// the user had typed `back` (found by a stranger).
    @Test func aSceneThatClosesItselfOnTheFirstScreenIsHeardAndStays() async {
        // Status lines unwrapped: each message is one line.
        let screens = await transcript("save\nback\n", root: .editor).replacingOccurrences(
            of: "\n  ", with: " "
        )
        .components(separatedBy: "\n> ")
        #expect(screens[1].hasPrefix("save\n\nEditor\n"))
        let status = screens[1].split(separator: "\n").filter { $0.hasPrefix("» ") }
        #expect(
            status == [
                "» Saved.",
                #"» This screen closed, but it is the first one, so it stays. Type "quit" to leave."#,
            ])
        #expect(
            screens[2].contains(
                #"» This is the first screen; there is nothing to go back to. Type "quit" to leave."#
            ))
        #expect(!screens[2].contains("Saved."))
    }

    @Test func backWhileAQuestionWaitsStaysAndSaysItThere() async {
        let screens = await screens("edit\ntitle\nback\n")
        #expect(screens[3].hasPrefix("back\n\nEditor\n"))
        #expect(screens[3].contains("» The title was not changed."))
    }
}
