import Scenic
import ScenicTestSupport
import ScenicTesting
import Testing

@Suite struct PreviewGalleryTests {
    let scenes = SampleScenes(store: TodoStore(["Buy milk"]), password: "sesame")

    private func session(_ typed: String, width: Int = 60) async -> String {
        let gallery = PreviewGallery(groups: scenes.previewGroups, builder: scenes)
        var console = Console(
            navigator: gallery.navigator(),
            configuration: ConsoleConfiguration(width: .fixed(width)))
        var input = ScriptInput(typed)
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        return output.text
    }

    @Test func enterStepsThroughThePreviewsWhichShowNoCommandsOfTheirOwn() async {
        let transcript = await session("\n\n\nlist\n")
        let screens = transcript.components(separatedBy: "\nPreviews\n")
        #expect(screens.count == 5)
        #expect(screens[1].contains("Lock › first try (preview 1 of 5"))
        #expect(screens[2].contains("Lock › after failures (preview 2 of 5"))
        #expect(screens[3].contains("List › empty (preview 3 of 5"))
        // The previewed screens' own commands do not work here, so they are not listed.
        #expect(!transcript.contains("Commands: unlock"))
        #expect(!transcript.contains("Commands: add TITLE"))
    }

    @Test func stepsThroughPreviewsAndEntersOneLive() async {
        let transcript = await session(
            """
            open 4
            width 40
            enter
            add Tea
            back
            next
            prev
            scene LOCK
            scene nope
            width 5
            open 9
            list
            enter

            """)
        assertSnapshot(of: transcript)
    }

    @Test func enteringAPreviewSendsItsAppearActionAsAnyScene() async {
        // The "error" preview's list is empty with a message; entered, it appears as any scene
        // coming on top does: it loads what the store holds ("Buy milk"), and the real Logic
        // and worker run from there.
        let transcript = await session("open 5\nenter\nadd Tea\n", width: 80)
        let screens = transcript.components(separatedBy: "\n> ")
        #expect(screens[1].contains("There is no to-do 4; the list has 0."))
        #expect(screens[2].contains("1. [ ] Buy milk"))
        #expect(screens[3].contains("1. [ ] Buy milk") && screens[3].contains("2. [ ] Tea"))
    }

    @Test func theReadmeSaysAnEnteredPreviewAppearsAndMayLoadOverItsState() throws {
        let section = try Readme().section("### Previews")
        #expect(
            section.text.contains("It is sent its appear action, as any screen coming on top is"))
        #expect(
            section.text.contains(
                "state, so give the previews' scenes workers that agree with them."))
    }

    @Test func homeFromAnAppScreenReturnsToTheGallery() async {
        let transcript = await session("open 3\nenter\nopen 1\nhome\n", width: 80)
        #expect(
            transcript.components(separatedBy: "\n> home\n").last?.hasPrefix("\nPreviews\n") == true
        )
    }

    /// An app without previews browses an empty gallery: Enter, `next` and `open 1` say so.
    ///
    /// Before, Enter on the list trapped on an index out of range (found by a newcomer with
    /// the README's counter app, whose screen invites the Enter).
    @Test func aGalleryWithoutPreviewsSaysSoAndNeverTraps() async {
        let gallery = PreviewGallery(groups: [], builder: scenes)
        var console = Console(
            navigator: gallery.navigator(), configuration: ConsoleConfiguration(width: .fixed(60)))
        var input = ScriptInput("\nnext\nprev\nopen 1\nscene list\nenter\n")
        var output = TextBuffer()
        #expect(await console.run(input: &input, output: &output) == 0)
        #expect(output.text.contains("0 previews of 0 scenes"))
        // What each line got: the empty line's answer comes before the first "\n> ".
        let answers = output.text.components(separatedBy: "\n> ")
        for (index, typed) in [(0, ""), (1, "next"), (4, "scene list")] {
            #expect(
                answers[index].contains("This app has no previews yet: give each"),
                "\(typed): \(answers)")
        }
        #expect(output.text.contains("There is no preview 1; there are 0."))
        #expect(output.text.contains("Open a preview first"))
    }

    /// A live preview that finishes with a value (a form's answers) hands it to the gallery.
    ///
    /// The gallery says what it was. Before, it said to give its own Logic a `received` for
    /// the app's type, which no app can (found by a stranger's budget form).
    @Test func aLivePreviewThatFinishesWithAValueSaysWhatItHandedBack() async {
        let gallery = PreviewGallery(
            groups: [
                PreviewGroup("Pick", previews: [Preview("first", 0)]) { _ in PickScenes.scene() }
            ],
            builder: PickScenes())
        var console = Console(
            navigator: gallery.navigator(), configuration: ConsoleConfiguration(width: .fixed(80)))
        var input = ScriptInput("open 1\nenter\npick 7\n")
        var output = TextBuffer()

        #expect(await console.run(input: &input, output: &output) == 0)

        let last = output.text.components(separatedBy: "\n> ").last ?? ""
        #expect(last.contains("» The preview finished and handed back picked(7).\n"))
        #expect(!output.text.contains("does not take"))
    }

    /// A screen whose one command finishes it with the number typed.
    struct PickScenes: SceneBuilder {
        enum Picked: Equatable, Sendable { case picked(Int) }
        struct PickView: View {
            enum Region: CaseIterable { case text }
            enum Name: String, CommandName { case pick }
            static let number = Argument.integer("N", in: 1...9)
            let title = "Pick"
            let commands = [Command(Name.pick, number, help: "Pick N")]
        }
        struct PickInteractor: Interactor {
            func action(for input: CommandInput<PickView.Name>) -> Int { input[PickView.number] }
        }
        struct PickLogic: Logic {
            typealias Route = Int
            typealias Output = Picked
            func reduce(_ state: inout Int, _ action: Int) -> [Effect<Self>] {
                [.finish(.picked(action))]
            }
        }
        struct PickPresenter: Presenter {
            func present(_ state: Int, on screen: Screen) -> ViewContent<PickView.Region> {
                ViewContent([.text: [.paragraph("Pick a number.")]])
            }
        }

        static func scene() -> Scene<Int> {
            Scene(
                view: PickView(), interactor: PickInteractor(), logic: PickLogic(),
                presenter: PickPresenter(), state: 0)
        }

        func scene(for route: Int) -> Scene<Int> { Self.scene() }
    }

    @Test func everyPreviewOfTheSampleAppIsSnapshotted() {
        assertPreviews(scenes.previewGroups)
    }
}
