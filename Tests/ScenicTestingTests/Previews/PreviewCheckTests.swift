import Scenic
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
    func reduce(_ state: inout String, _ action: String) -> [Effect<Self>] { [] }
}

private struct RawPresenter: Presenter {
    func present(_ state: String, on screen: Screen) -> ViewContent<RawView.Region> {
        ViewContent(messages: [state])
    }
}

@Suite struct PreviewCheckTests {
    private func group(_ previews: [Preview<String>]) -> PreviewGroup<EchoRoute> {
        PreviewGroup("Raw", previews: previews) { state in
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
}
