import Testing

@testable import Scenic

/// News that comes while nobody types (thirty jobs ending) stays within the screen: the
/// newest notices are shown, and a line says how many gave way to them.
@Suite struct NoticeLimitTests {
    struct JobsView: View {
        enum Region: CaseIterable { case text }
        enum Name: String, CommandName { case finish, poll }
        static let count = Argument.integer("N", in: 1...100)
        let title = "Jobs"
        let commands = [
            Command(Name.finish, count, help: "Finish N jobs"),
            Command(Name.poll, count, help: "Poll N times, the same eleven pieces of news"),
        ]
    }

    struct JobsInteractor: Interactor {
        func action(for input: CommandInput<JobsView.Name>) -> JobsLogic.Action {
            switch input.name {
            case .finish: .finish(input[JobsView.count])
            case .poll: .poll(input[JobsView.count])
            }
        }
    }

    struct JobsLogic: Logic {
        typealias Route = Int
        struct State { var finished = 0 }
        enum Action: Sendable {
            case finish(Int)
            case poll(Int)
        }
        enum Notice: Equatable, Sendable { case done(Int) }
        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .finish(let count):
                let first = state.finished + 1
                state.finished += count
                return (first...state.finished).map { .notify(.done($0)) }
            case .poll(let count):
                return (0..<count).map { .notify(.done($0 % 11)) }
            }
        }
    }

    struct JobsPresenter: Presenter {
        func present(_ state: JobsLogic.State, on screen: Screen) -> ViewContent<JobsView.Region> {
            var content = ViewContent<JobsView.Region>(
                [.text: [.paragraph("\(state.finished) done.")]])
            content.messages = ["Jobs run one at a time."]
            return content
        }

        func message(for notice: JobsLogic.Notice) -> String {
            switch notice {
            case .done(let number): "Job \(number) is done."
            }
        }
    }

    struct JobsScenes: SceneBuilder {
        func scene(for route: Int) -> Scene<Int> {
            Scene(
                view: JobsView(), interactor: JobsInteractor(), logic: JobsLogic(),
                presenter: JobsPresenter(), state: JobsLogic.State())
        }
    }

    private func transcript(_ lines: String) async -> String {
        var console = Console(
            navigator: Navigator(builder: JobsScenes(), root: 0),
            configuration: ConsoleConfiguration(width: .fixed(80)))
        var input = ScriptInput(lines)
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        return output.text
    }

    @Test func theNewestTenNoticesAreShownAndTheRestCounted() async {
        let screens = await transcript("finish 13\nfinish 2\n").components(separatedBy: "> ")
        let burst = screens[1]
        #expect(
            burst.contains(
                """
                » Jobs run one at a time.
                » 3 earlier messages since the last typed line are not shown; the newest follow.
                » Job 4 is done.

                """), "\(burst)")
        #expect(burst.contains("» Job 13 is done."))
        #expect(!burst.contains("Job 3 is done."))
        // The next typed line starts again: its two notices, nothing left out.
        #expect(screens[2].contains("» Job 14 is done.\n» Job 15 is done."), "\(screens[2])")
        #expect(!screens[2].contains("earlier"))
    }

    /// News said again after it gave way is shown again, as the newest, and counted once: 25
    /// notices of 11 kinds leave out one.
    @Test func newsSaidAgainIsCountedOnce() async {
        let screens = await transcript("poll 25\n").components(separatedBy: "> ")
        #expect(
            screens[1].contains("» 1 earlier message since the last typed line is not shown"),
            "\(screens[1])")
        #expect(!screens[1].contains("Job 3 is done."))
        #expect(screens[1].contains("» Job 2 is done."))
    }

    /// A preview's notices are shown as the console shows them: the newest 10.
    @Test func aPreviewShowsTheNewestTenNoticesToo() {
        let preview = Preview(
            "busy", of: JobsLogic.self, JobsLogic.State(finished: 12),
            notices: (1...12).map { .done($0) })
        let group = PreviewGroup("Jobs", previews: [preview]) { _ in
            JobsScenes().scene(for: 0)
        }
        let screen = group.scene(at: 0).render(width: 80)
        #expect(
            screen.contains("» 2 earlier messages since the last typed line are not shown"),
            "\(screen)")
        #expect(!screen.contains("Job 2 is done.") && screen.contains("Job 12 is done."))
    }

    @Test func tenNoticesAreAllShown() async {
        let screens = await transcript("finish 10\nfinish 11\n").components(separatedBy: "> ")
        #expect(screens[1].contains("» Job 1 is done."))
        #expect(!screens[1].contains("earlier"))
        #expect(screens[2].contains("» 1 earlier message since the last typed line is not shown"))
    }
}
