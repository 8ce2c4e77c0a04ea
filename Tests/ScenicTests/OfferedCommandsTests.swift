import Scenic
import Testing

/// A screen whose commands follow its state: an upload that offers `send` until it fails, then
/// only `retry`.
@Suite struct OfferedCommandsTests {
    enum UploadRoute: Hashable, Sendable { case upload }

    struct UploadView: View {
        enum Region: CaseIterable { case status }
        enum Name: String, CommandName { case send, retry, fail }
        let title = "Upload"
        let commands = [
            Command(Name.send, help: "Send the file"),
            Command(Name.retry, help: "Try again after a failure"),
            Command(Name.fail, help: "Make the next send fail"),
        ]
        let emptyLineCommand: Name? = .send
    }

    struct UploadInteractor: Interactor {
        func action(for input: CommandInput<UploadView.Name>) -> UploadLogic.Action {
            switch input.name {
            case .send: .send
            case .retry: .retry
            case .fail: .fail
            }
        }
    }

    struct UploadLogic: Logic {
        typealias Route = UploadRoute
        struct State: Equatable, Sendable {
            var failed = false
            var sent = 0
        }
        enum Action: Equatable, Sendable { case send, retry, fail }

        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .send, .retry:
                if !state.failed { state.sent += 1 }
                state.failed = false
            case .fail:
                state.failed = true
            }
            return []
        }
    }

    struct UploadPresenter: Presenter {
        func present(_ state: UploadLogic.State, on screen: Screen) -> ViewContent<
            UploadView.Region
        > {
            var content = ViewContent<UploadView.Region>(
                [.status: [.paragraph(state.failed ? "Failed." : "Sent \(state.sent).")]])
            content.offer(state.failed ? [UploadView.Name.retry] : [.send, .fail])
            return content
        }
    }

    struct UploadScenes: SceneBuilder {
        func scene(for route: UploadRoute) -> Scene<UploadRoute> {
            Scene(
                view: UploadView(), interactor: UploadInteractor(), logic: UploadLogic(),
                presenter: UploadPresenter(), state: UploadLogic.State())
        }
    }

    private func run(_ lines: String) async -> [String] {
        await transcript(lines).components(separatedBy: "\n> ")
    }

    private func transcript(_ lines: String) async -> String {
        var console = Console(
            navigator: Navigator(builder: UploadScenes(), root: .upload),
            configuration: ConsoleConfiguration(width: .fixed(100)))
        var input = ScriptInput(lines)
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        return output.text
    }

    @Test func anEmptyLineRunsItsCommandOnlyWhileTheScreenOffersIt() async {
        // Enter sends; after a failure `send` is not offered, and Enter shows the screen again
        // without a word about a command the user never typed.
        let screens = await transcript("\nfail\n\n").components(separatedBy: "Upload\n")
        #expect(screens.count == 5)
        #expect(screens[2].contains("Sent 1."))
        #expect(screens[3].contains("Failed.") && screens[4].contains("Failed."))
        #expect(!screens[4].contains("»"), "\(screens[4])")
    }

    /// A command not offered now is refused as such whatever its arguments: a usage error
    /// would ask for other ones, refused all the same (`open 0` on a log viewer's empty list
    /// said N must be at least 1; found by a stranger).
    @Test func aHiddenCommandWithWrongArgumentsIsRefusedAsNotAvailable() async {
        let screens = await run("retry now\nfail\nsend 3\n")
        #expect(
            screens[1].contains(
                #"» "retry" is not available on this screen now. Type "help" to see what is."#),
            "\(screens[1])")
        #expect(screens[3].contains(#"» "send" is not available on this screen now."#))
    }

    @Test func theFooterHelpAndMatchingFollowTheState() async {
        let screens = await run("retry\nsend\nfail\nsend\nhelp\nretry\n")
        #expect(screens[0].contains("Commands: send · fail · help"))
        #expect(!screens[0].contains("retry"))
        // Not offered now: refused with why, and nothing happens.
        #expect(
            screens[1].contains(
                #"» "retry" is not available on this screen now. Type "help" to see what is."#))
        #expect(screens[2].contains("Sent 1."))
        #expect(screens[3].contains("Failed.") && screens[3].contains("Commands: retry · help"))
        #expect(screens[4].contains(#"» "send" is not available on this screen now."#))
        // Help describes what is offered now.
        #expect(screens[5].contains("Try again after a failure"))
        #expect(!screens[5].contains("Send the file"))
        #expect(screens[6].contains("Sent 1.") && screens[6].contains("Commands: send · fail"))
    }

    /// `help retry` while retry is hidden says what it does, and that it is not available now,
    /// as typing it says (it said "there is no command", then only that it was not available:
    /// what it did could not be learned until it was).
    @Test func helpOnACommandHiddenForNowSaysWhatItDoesAndThatItIsNotAvailableNow() async {
        let screens = await run("help retry\nhelp sned\n")
        #expect(screens[1].contains("Help: retry"), "\(screens[1])")
        #expect(screens[1].contains("Try again after a failure"), "\(screens[1])")
        #expect(
            screens[1].contains(#"Now    not available on this screen; "help" lists what is"#),
            "\(screens[1])")
        #expect(
            screens[2].contains(
                #"» help: there is no command "sned" here. Did you mean "help send"?"#))
    }
}
