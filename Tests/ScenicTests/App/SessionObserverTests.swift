import Foundation
import ScenicTestSupport
import Synchronization
import Testing

@testable import Scenic

/// Observers see every action a Logic reduced, the effects it returned and every screen
/// change, and change nothing; `--log FILE` writes them to a file, never to the screen.
@Suite(.blocking) struct SessionObserverTests {
    /// Every event an observer was handed, in order.
    final class Recorder: Sendable {
        let events = Mutex<[SessionEvent]>([])
        var observer: SessionObserver {
            SessionObserver { event in self.events.withLock { $0.append(event) } }
        }
        var lines: [String] { events.withLock { $0.map(\.description) } }
    }

    @Test func theReadmeShowsThisRecorder() throws {
        let source = try String(contentsOf: URL(filePath: #filePath), encoding: .utf8)
        let start = try #require(source.range(of: "    /// Every event an observer was handed"))
        let end = try #require(
            source.range(of: "\n    }\n", range: start.upperBound..<source.endIndex))
        let recorder = source[start.lowerBound..<end.upperBound].split(separator: "\n")
            .map { $0.dropFirst(4) }.joined(separator: "\n")
        let section = try Readme().section("### Observing everything, changing nothing")
        #expect(try section.block(0, "swift").contains("SessionObserver { event in"))
        #expect(try section.block(1, "swift") == recorder + "\n")
    }

    func run(_ typed: String, observers: [SessionObserver]) async -> String {
        var console = Console(
            navigator: Navigator(
                builder: SampleScenes(store: TodoStore(["Buy milk", "Call Ada"]), password: "pw"),
                root: SampleRoute.list),
            configuration: .init(width: .fixed(40)))
        console.observers = observers
        var input = ScriptInput(typed)
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        return output.text
    }

    @Test func anObserverSeesEachActionItsEffectsAndEachScreenChange() async throws {
        let recorder = Recorder()
        _ = await run("open 2\nback\nopen 9\n", observers: [recorder.observer])
        let events = recorder.events.withLock { $0 }

        // Typed `open 2`: the Logic's own action and effect values, to cast and compare.
        let open = try #require(
            events.first { event in
                guard case .reduced(let action, _) = event.kind else { return false }
                return action as? ListLogic.Action == .open(2)
            })
        guard case .reduced(_, let effects) = open.kind else { return }
        #expect(effects.compactMap { $0 as? Effect<ListLogic> } == [.push(.item(2))])
        #expect(open.source == "ListLogic")

        let stacks = events.compactMap { event -> [SampleRoute]? in
            guard case .navigated(let routes) = event.kind else { return nil }
            return routes.compactMap { $0 as? SampleRoute }
        }
        #expect(stacks == [[.list, .item(2)], [.list]])
        // Written as the code spells them, without module and type names before each value.
        #expect(recorder.lines.contains("To-do · ListLogic · open(2) → [push(item(2))]"))
        #expect(
            recorder.lines.contains(
                "To-do · ListLogic · loaded([Todo(id: 1, title: \"Buy milk\", isDone: false), "
                    + "Todo(id: 2, title: \"Call Ada\", isDone: false)]) → []"),
            "\(recorder.lines)")
        #expect(recorder.lines.contains("To-do · navigated · list › item(2)"))
    }

    /// A screen keeps its name in the events, as its View titles it: a Presenter's title for
    /// the state (a trip's name here) would name one screen differently before and after its
    /// first screen was drawn, and differently for each state.
    @Test func eventsNameTheScreenAsItsViewDoesWhateverItsPresenterTitles() async {
        // The trip's name as the title, and `add` offered.
        struct TitledPresenter: Presenter {
            func present(_ state: PresenterTitleTests.TripLogic.State, on screen: Screen)
                -> ViewContent<PresenterTitleTests.TripView.Region>
            {
                var content = ViewContent<PresenterTitleTests.TripView.Region>()
                content.title = state.name
                return content
            }
        }
        struct Trips: SceneBuilder {
            func scene(for route: Int) -> Scene<Int> {
                // Its appear action reaches the Logic before the first screen is drawn.
                Scene(
                    view: PresenterTitleTests.TripView(),
                    interactor: PresenterTitleTests.TripInteractor(),
                    logic: PresenterTitleTests.TripLogic(), presenter: TitledPresenter(),
                    state: .init(name: "Porto 2027"), appearAction: .add)
            }
        }
        let recorder = Recorder()
        var console = Console(
            navigator: Navigator(builder: Trips(), root: 0),
            configuration: .init(width: .fixed(40)))
        console.observers = [recorder.observer]
        var input = ScriptInput("add\nadd\n")
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        #expect(output.text.hasPrefix("Porto 2027\n"))
        let names = recorder.events.withLock { $0.map(\.screen) }
        #expect(names.count == 3)
        #expect(names.allSatisfy { $0 == "Trip" }, "\(names)")
    }

    @Test func observersChangeNothingOnScreen() async {
        let typed = "open 2\nback\nadd Call Bo\nopen 9\n"
        let watched = await run(typed, observers: [Recorder().observer, Recorder().observer])
        #expect(watched == (await run(typed, observers: [])))
    }

    @Test func logWritesEveryEventToAFileWithControlCharactersVisible() async throws {
        let folder = TestFolder.path("scenic-log")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appending(path: "session.log")
        let app = ScenicAppTests().app()
        let result = await ScenicAppTests().run(
            ["--log", log.path], typed: "add Tea \u{1B}[2J\nopen 3\nquit\n", app: app)
        #expect(result.status == 0)
        #expect(!result.output.contains("ListLogic"))

        let text = try String(contentsOf: log, encoding: .utf8)
        let lines = text.split(separator: "\n")
        // Swift writes the escape in the action's text as \u{1B}; none reaches the file raw.
        #expect(lines.contains { $0.contains(#"To-do · ListLogic · add("Tea \u{1B}[2J")"#) })
        #expect(lines.contains { $0.hasSuffix("To-do · navigated · list › item(3)") })
        #expect(!text.contains("\u{1B}"))
        // Each line starts with its time: 2026-11-24T19:02:03.120Z.
        #expect(
            lines.allSatisfy {
                $0.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z .+/) != nil
            })

        // A second session adds to the log.
        _ = await ScenicAppTests().run(["--log", log.path], typed: "quit\n", app: app)
        #expect(try String(contentsOf: log, encoding: .utf8).hasPrefix(text))
    }

    @Test func theLogNeverWritesASecretTypedForACommand() async throws {
        let log = TestFolder.path("scenic-log", ending: ".log")
        defer { try? FileManager.default.removeItem(at: log) }
        // Wrong, then right; inline, then at the prompt.
        _ = await ScenicAppTests().run(
            ["--route", "lock", "--log", log.path], typed: "unlock hunter2\nunlock\npw\nquit\n",
            app: ScenicAppTests().app())
        let text = try String(contentsOf: log, encoding: .utf8)
        #expect(text.contains("LockLogic · unlock(\"•••\")"))
        #expect(!text.contains("hunter2"))
        #expect(!text.contains("\"pw\""))
    }

    /// A secret typed in the session is hidden in every later line of the log too, where the
    /// Logic sends it on in another action or effect (a setup form saving its API key); before,
    /// only the line of the action it was typed for hid it (found by a stranger's wizard).
    @Test func theLogHidesATypedSecretInEveryLaterLine() throws {
        let path = TestFolder.path("scenic-log-later", ending: ".log")
        defer { try? FileManager.default.removeItem(at: path) }
        let descriptor = open(path.path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let file = SessionFile(descriptor: descriptor, path: path.path, role: .log, app: "setup")
        let observer = SessionLog.observer(writingTo: file, hiding: ["TOKEN": "story-secret"])
        observer(
            SessionEvent(
                .reduced(action: "key(TOPSECRETKEY)", effects: []), screen: "Setup",
                source: "SetupLogic", secrets: ["TOPSECRETKEY"]))
        observer(
            SessionEvent(
                .reduced(action: "save(TOPSECRETKEY, story-secret, pw)", effects: []),
                screen: "Setup", source: "SetupLogic"))
        let text = try String(contentsOf: path, encoding: .utf8)
        #expect(!text.contains("TOPSECRETKEY") && !text.contains("story-secret"))
        #expect(text.contains("SetupLogic · \"save(•••, ${TOKEN}, pw)\""))
    }

    @Test func aLogThatCannotBeWrittenStopsTheAppBeforeItStarts() async {
        let result = await ScenicAppTests().run(
            ["--log", "/no/such/folder/session.log"], app: ScenicAppTests().app())
        #expect(result.status == 2)
        #expect(
            result.errors == [
                "todo: --log: cannot write /no/such/folder/session.log: its folder does not exist."
            ])
    }

    /// `--log` naming a data file (or the story being replayed) added log lines to it, and the
    /// app then found its data damaged: a log only adds to a file that is empty or a log.
    @Test func aLogNeverAddsToAFileThatIsNotALog() async throws {
        let folder = TestFolder.path("scenic-log-other")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appending(path: "cart.json")
        let contents = Data(#"{"items": []}"#.utf8)
        try contents.write(to: data)
        let result = await ScenicAppTests().run(
            ["--log", data.path], typed: "add Tea\nquit\n", app: ScenicAppTests().app())
        #expect(result.status == 2)
        #expect(
            result.errors == [
                "todo: --log: cannot write \(data.path): it holds something other than a log (a "
                    + "log's lines start with their time), and a log only adds to a log; give the "
                    + "log a file of its own."
            ])
        #expect(try Data(contentsOf: data) == contents)
        // Nor to a diary whose lines start with a time.
        let diary = folder.appending(path: "diary.txt")
        let entry = Data("2026-05-04T10:30:00Z Dear diary, today I typed a log's name.\n".utf8)
        try entry.write(to: diary)
        let intoDiary = await ScenicAppTests().run(
            ["--log", diary.path], typed: "quit\n", app: ScenicAppTests().app())
        #expect(intoDiary.status == 2)
        #expect(try Data(contentsOf: diary) == entry)
        // An empty file is a log to be.
        let empty = folder.appending(path: "empty.log")
        try Data().write(to: empty)
        let logged = await ScenicAppTests().run(
            ["--log", empty.path], typed: "add Tea\nquit\n", app: ScenicAppTests().app())
        #expect(logged.status == 0)
        #expect(try String(contentsOf: empty, encoding: .utf8).contains("ListLogic · add"))
        // And a log it wrote is added to.
        let before = try String(contentsOf: empty, encoding: .utf8)
        let again = await ScenicAppTests().run(
            ["--log", empty.path], typed: "add Milk\nquit\n", app: ScenicAppTests().app())
        #expect(again.status == 0)
        let after = try String(contentsOf: empty, encoding: .utf8)
        #expect(after.hasPrefix(before) && after.contains(#"add("Milk")"#))
        // A log whose last line was cut short (a full disk) gets its end: the next session's
        // first line was glued to it (found by a hostile tester).
        let cut = after + "2026-11-30T14:07:18.394Z To-do · ListLogic · add(\"Ite"
        try Data(cut.utf8).write(to: empty)
        let afterCut = await ScenicAppTests().run(
            ["--log", empty.path], typed: "quit\n", app: ScenicAppTests().app())
        #expect(afterCut.status == 0)
        let mended = try String(contentsOf: empty, encoding: .utf8)
        #expect(mended.hasPrefix(cut + "\n"))
        #expect(
            mended.split(separator: "\n").allSatisfy { $0.prefix(4).allSatisfy(\.isNumber) },
            "\(mended)")
    }

    @Test func aLogThatWouldHoldTheAppOrWriteIntoTheStoryIsRefused() async throws {
        let folder = TestFolder.path("scenic-log-refused")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A FIFO nobody reads: opening it for writing would wait forever.
        let fifo = folder.appending(path: "fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let held = await ScenicAppTests().run(
            ["--log", fifo], typed: "quit\n", app: ScenicAppTests().app())
        #expect(held.status == 2)
        #expect(
            held.errors == [
                "todo: --log: cannot write \(fifo): it is a FIFO that no program reads."
            ])
        // The story being recorded: its replay would type the log's lines.
        let story = folder.appending(path: "same.story").path
        let same = await ScenicAppTests().run(
            ["--record", story, "--log", story], typed: "quit\n", app: ScenicAppTests().app())
        #expect(same.status == 2)
        #expect(
            same.errors == [
                "todo: --log: cannot write \(story): it is the --record story; give the log a "
                    + "file of its own."
            ])
        #expect(!FileManager.default.fileExists(atPath: story))
    }

    /// A story whose disk fills stops being written at the first failure, for a story with a
    /// hole would replay something else; why is kept for the message and the exit status.
    @Test func aStoryThatCannotBeWrittenStopsAtTheFirstFailure() throws {
        let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(full >= 0)
        defer { close(full) }
        let story = SessionFile(descriptor: full, path: "shop.story", role: .story, app: "todo")
        #expect(story.problem == nil)
        story.write("list\n")
        story.write("open 2\n")
        let problem = try #require(story.problem)
        #expect(problem == .recordingStopped(path: "shop.story", reason: "its disk is full"))
        #expect(
            "todo: " + problem.message(app: "todo")
                == "todo: --record: could not write to shop.story: its disk is full. The story "
                + "ends where writing stopped; what is typed from here on is not recorded.")
    }
}
