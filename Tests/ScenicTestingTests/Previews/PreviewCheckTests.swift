import Scenic
import ScenicTestSupport
import Testing

@testable import ScenicTesting

/// A scene whose View writes its own lines, bypassing Blocks, to show what the checks catch.
private struct RawView: View {
    enum Region: CaseIterable { case body }
    let title = "Raw"
    let commands: [Command<NoCommand>] = []

    func render(_ content: ViewContent<Region>, width: Int) -> String {
        content.messages.joined(separator: "\n")
    }
}

private struct RawInteractor: Interactor {
    func action(for input: CommandInput<NoCommand>) -> String { "" }
}

private struct RawLogic: Logic {
    typealias Route = EchoRoute
    enum Notice: Equatable, Sendable { case saved }
    func reduce(_ state: inout String, _ action: String) -> [Effect<Self>] { [] }
}

private struct RawPresenter: Presenter {
    func present(_ state: String, on screen: Screen) -> ViewContent<RawView.Region> {
        ViewContent(messages: [state])
    }

    func message(for notice: RawLogic.Notice) -> String { "Saved." }
}

@Suite struct PreviewCheckTests {
    private func group(_ previews: [Preview<String>], scene: String = "Raw")
        -> PreviewGroup<EchoRoute>
    {
        PreviewGroup(scene, previews: previews) { state in
            Scene(
                view: RawView(), interactor: RawInteractor(), logic: RawLogic(),
                presenter: RawPresenter(), state: state)
        }
    }

    private func failures(_ previews: [Preview<String>], in package: TemporaryPackage) -> [String] {
        PreviewCheck.failures(
            of: [group(previews)], widths: [40], filePath: package.testFile("PreviewTests"),
            function: "previews()", environment: ["SCENIC_SNAPSHOTS": "pending"])
    }

    @Test func aLineWiderThanTheWidthFailsNamingSceneAndPreview() throws {
        let package = try TemporaryPackage()
        let wide = String(repeating: "x", count: 41)
        #expect(
            failures([Preview("too wide", "ok\n" + wide)], in: package) == [
                """
                Preview Raw › too wide at 40 columns: line 2 is 41 columns wide, over the width: \
                "\(wide)". Lay the text out with Blocks (they wrap to the width) instead of \
                building lines by hand.
                """
            ])
        // Nothing is snapshotted for a preview that failed its checks.
        #expect(package.snapshotFiles().isEmpty)
    }

    @Test func wideCharactersCountTwoColumns() throws {
        let package = try TemporaryPackage()
        let failure = failures([Preview("cjk", String(repeating: "抹", count: 21))], in: package)
        #expect(failure.first?.contains("line 1 is 42 columns wide") == true)
    }

    @Test func aRawControlCharacterFails() throws {
        let package = try TemporaryPackage()
        #expect(
            failures([Preview("escape", "\u{1B}[31mred")], in: package) == [
                """
                Preview Raw › escape at 40 columns: line 1 holds a raw control character (shown \
                escaped): "^[[31mred". Put data through Blocks, which make control characters \
                visible, instead of writing it raw.
                """
            ])
    }

    @Test func previewsWhoseNamesMakeTheSameFileNameFail() throws {
        let package = try TemporaryPackage()
        let result = failures([Preview("first try", "a"), Preview("first-try", "b")], in: package)
        #expect(result.last?.hasPrefix("Scene Raw has two previews named \"first-try\"") == true)
    }

    @Test func twoPreviewsWithOneNameFail() throws {
        let package = try TemporaryPackage()
        let result = failures([Preview("same", "a"), Preview("same", "b")], in: package)
        #expect(
            result.last
                == """
                Scene Raw has two previews named "same" (or names that differ only in spaces, \
                accents or punctuation); give each preview of a scene its own name, since the \
                name names its snapshots.
                """)
    }

    /// A preview with no name is said to have none, and names are shown visibly.
    ///
    /// Before, its snapshot's name was the scene's and two dots ("…is not safe in a file name:
    /// it contains ".."""), and a scene's name with an escape sequence went to the terminal raw
    /// (found by a hostile tester).
    @Test func aPreviewWithNoNameIsSaidToHaveNoneAndNamesAreShownVisibly() throws {
        let package = try TemporaryPackage()
        let result = PreviewCheck.failures(
            of: [group([Preview("", "a")], scene: "Na\u{1B}[31mmes")], widths: [40],
            filePath: package.testFile("PreviewTests"), function: "previews()",
            environment: ["SCENIC_SNAPSHOTS": "pending"])
        #expect(
            result == [
                """
                Scene Na^[[31mmes has a preview named "", which leaves its snapshots no file \
                name of their own; give it a name of letters or digits, such as "empty" or \
                "two items".
                """
            ])
    }

    @Test func eachPreviewIsSnapshottedAtEachWidthUnderItsName() throws {
        let package = try TemporaryPackage()
        let result = PreviewCheck.failures(
            of: [group([Preview("empty", ""), Preview("long names", "Café")])], widths: [80, 40],
            filePath: package.testFile("PreviewTests"), function: "previews()",
            environment: ["SCENIC_SNAPSHOTS": "pending"])
        #expect(result.count == 4)
        #expect(
            package.snapshotFiles().sorted() == [
                "Snapshots/PreviewTests/previews.Raw.empty.40.txt.new",
                "Snapshots/PreviewTests/previews.Raw.empty.80.txt.new",
                "Snapshots/PreviewTests/previews.Raw.long-names.40.txt.new",
                "Snapshots/PreviewTests/previews.Raw.long-names.80.txt.new",
            ])
    }

    @Test func aNoticeOfAnotherTypeThanTheLogicsFailsInsteadOfVanishing() throws {
        let package = try TemporaryPackage()
        // The notice's words where its value belongs: it compiles, since Preview takes any type.
        #expect(
            failures([Preview("saved", "x", notices: ["Saved."])], in: package) == [
                """
                Preview Raw › saved has a notice of type Swift.String, which \
                ScenicTestingTests.RawLogic cannot report, so its screen would not show it. Name \
                the Logic, so that the compiler checks them: Preview("saved", of: RawLogic.self, \
                …, notices: [.…]).
                """
            ])
        #expect(package.snapshotFiles().isEmpty)
    }

    /// The gallery shows what the preview test fails on, under the screen that leaves it out.
    ///
    /// Before, `--previews` showed the screen without the notice and said nothing.
    @Test func theGallerySaysWhatAPreviewDeclaresThatItsScreenLeavesOut() async {
        let previews = [
            Preview("saved", "x", notices: ["Saved."]),
            Preview("asking", "y", asking: Question<Int>.yesOrNo("Save it?", yes: 1, no: 0)),
            Preview("fine", "z", notices: [RawLogic.Notice.saved]),
        ]
        let gallery = PreviewGallery(
            groups: [group(previews)], builder: EchoScenes(), previewWidth: 50)
        var console = Console(
            navigator: gallery.navigator(), configuration: ConsoleConfiguration(width: .fixed(50)))
        var input = ScriptInput("open 1\nopen 2\nopen 3\n")
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        let screens = output.text.components(separatedBy: "\n> open ")
        #expect(
            screens[1].contains(
                """
                Not shown: this preview declares a notice of type
                Swift.String, which ScenicTestingTests.RawLogic
                cannot show. Its preview test fails, saying how to
                fix it.
                """), "\(screens[1])")
        #expect(
            screens[2].contains(
                "declares a question of\ntype Scenic.Question<Swift.Int>, which"), "\(screens[2])")
        #expect(screens[3].contains("Saved.") && !screens[3].contains("Not shown"))
    }

    @Test func aQuestionOfAnotherLogicsActionsFailsInsteadOfVanishing() throws {
        let package = try TemporaryPackage()
        let question = Question<Int>.yesOrNo("Save it?", yes: 1, no: 0)
        #expect(
            failures([Preview("asking", "x", asking: question)], in: package) == [
                """
                Preview Raw › asking asks a question of type Scenic.Question<Swift.Int>, which \
                ScenicTestingTests.RawLogic cannot ask, so its screen would not show it. Name the \
                Logic, so that the compiler checks it: Preview("asking", of: RawLogic.self, …, \
                asking: .yesOrNo(…)).
                """
            ])
        #expect(package.snapshotFiles().isEmpty)
    }

    @Test func theLogicsOwnNoticesAndQuestionsAreSnapshotted() throws {
        let package = try TemporaryPackage()
        let result = failures(
            [
                // Given the Logic, its notices and questions are inferred and checked.
                Preview("saved", of: RawLogic.self, "x", notices: [.saved]),
                Preview(
                    "asking", of: RawLogic.self, "x",
                    asking: .yesOrNo("Save it?", yes: "yes", no: "no")),
            ], in: package)
        #expect(result.count == 2)
        #expect(result.allSatisfy { $0.contains("No snapshot is stored") })
        #expect(
            package.snapshotFiles().sorted() == [
                "Snapshots/PreviewTests/previews.Raw.asking.40.txt.new",
                "Snapshots/PreviewTests/previews.Raw.saved.40.txt.new",
            ])
    }

    @Test func theReadmeNamesTheLogicsTypesInAPreviewAndSaysOthersFail() throws {
        let readme = try Readme()
        let values = try readme.section("### Scenes that talk in values").text
        #expect(values.contains("of: EditorLogic.self, state, asking: .yesOrNo(…))"))
        #expect(values.contains("notices: [.removed(\"Matcha\")]"))
        let previews = try readme.section("### Previews").text
        #expect(
            previews.contains("does one whose notices or question are not of its Logic's types"))
        // The failure it quotes begins as the check's does.
        let message = PreviewProblem.noticeNotShown(
            scene: "Notes", preview: "saved", logic: "Jot.NotesLogic", noticeType: "Swift.String"
        ).message
        #expect(
            message.hasPrefix(
                "Preview Notes › saved has a notice of type Swift.String, which Jot.NotesLogic cannot report, "
            ))
        #expect(
            previews.contains(
                "`Preview Notes › saved has a notice of type Swift.String, which Jot.NotesLogic cannot report, …`"
            ))
    }
}
