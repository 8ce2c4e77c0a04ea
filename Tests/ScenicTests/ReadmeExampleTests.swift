import Foundation
import Scenic
import ScenicData
import ScenicTestSupport
import ScenicTesting
import Testing

@Suite struct ReadmeExampleTests {
    @Test func counterTranscriptIsExactlyWhatTheReadmeShows() async throws {
        var console = Console(
            navigator: Navigator(builder: CounterScenes(), root: .counter),
            configuration: ConsoleConfiguration(width: .fixed(40)))
        var input = ScriptInput("add 2\nadd x\nreset\nyes\n")
        var output = TextBuffer()
        let status = await console.run(input: &input, output: &output)
        #expect(status == 0)
        let section = try Readme().section("### A complete scene")
        Readme.expect(output.text, toBe: try section.block(0), in: section)
    }

    /// The Logic test the README's complete scene quotes.
    @Test func counterLogicIsTestedWithTheLogicTester() {
        var tester = LogicTester(CounterLogic(), state: .init(count: 2))
        tester.send(
            .reset,
            effects: [
                .ask(.yesOrNo("Reset 2 to zero?", yes: .resetConfirmed, no: .resetKept))
            ])
        tester.send(.resetConfirmed, effects: [.notify(.resetFrom(2))]) { $0.count = 0 }
        let section = try? Readme().section("### A complete scene")
        #expect(
            section?.text.contains(
                "`tester.send(.resetConfirmed, effects: [.notify(.resetFrom(2))]) { $0.count = 0 }`"
            ) == true)
    }

    /// The example in `Logic`'s documentation.
    @Test func counterLogicIsTestedByCallingReduce() {
        var state = CounterLogic.State(count: 1)
        let effects = CounterLogic().reduce(&state, .add(2))
        #expect(state.count == 3)
        #expect(effects.isEmpty)
    }

    /// The example in `View`'s documentation: the Counter's View with `add` alone.
    @Test func viewRendersAsItsDocumentationShows() {
        struct CounterView: View {
            enum Region: CaseIterable { case count }
            enum Name: String, CommandName { case add }
            static let amount = Argument.integer("N", in: 1...1_000).optional(default: 1)
            let title = "Counter"
            let commands = [Command(Name.add, amount, help: "Add N, or 1")]
        }
        #expect(
            CounterView().render(ViewContent([.count: [.paragraph("Count: 2")]]), width: 40) == """
                Counter
                ────────────────────────────────────────

                Count: 2

                ────────────────────────────────────────
                Commands: add [N] · help · back · home ·
                quit
                """)
    }

    /// The story README.md shows is the file it names, which the story tests replay.
    @Test func readmeShowsAStoryThatIsTested() throws {
        let section = try Readme().section("### Stories")
        let quoted = try section.block(0)
        let path = String(quoted.prefix { $0 != "\n" }.dropFirst(2))
        let file = try String(
            contentsOf: try Readme().folder.appending(path: path), encoding: .utf8)
        Readme.expect("# " + path + "\n" + file, toBe: quoted, in: section)
    }

    /// The README's scene that keeps its data, piped a session at 40 columns, prints what the
    /// README shows, and the list is there for the next run.
    @Test func shoppingTranscriptIsExactlyWhatTheReadmeShows() async throws {
        let path = NSTemporaryDirectory() + "shopping-readme-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = ShoppingStore(folder: try DataFolder(path: path))
        func session(_ typed: String) async -> String {
            var console = Console(
                navigator: Navigator(builder: ShoppingScenes(store: store), root: .list),
                configuration: ConsoleConfiguration(width: .fixed(40)))
            var input = ScriptInput(typed)
            var output = TextBuffer()
            _ = await console.run(input: &input, output: &output)
            return output.text
        }
        let transcript = await session("add oat milk\nadd eggs\ngot 1\n")
        let section = try Readme().section("### A scene that keeps its data")
        Readme.expect(transcript, toBe: try section.block(0), in: section)
        #expect(try store.folder.read(ShoppingStore.document).value == ["eggs"])
        #expect(await session("").contains("1. eggs"))
    }

    /// Entered in the gallery, a preview of the scene that keeps its data shows the preview's
    /// list, read from the previews' folder as it appears, and works on it.
    @Test func anEnteredShoppingPreviewWorksOnItsOwnList() async throws {
        let path = NSTemporaryDirectory() + "shopping-previews-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: path) }
        let scenes = ShoppingScenes(store: ShoppingStore(folder: try DataFolder(path: path)))
        let gallery = PreviewGallery(groups: scenes.previewGroups, builder: scenes)
        var console = Console(
            navigator: gallery.navigator(), configuration: ConsoleConfiguration(width: .fixed(40)))
        var input = ScriptInput("open 2\nenter\ngot 1\n")
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        let last = try #require(output.text.components(separatedBy: "> got 1\n").last)
        #expect(last.contains("1. eggs"))
        #expect(!last.contains("oat milk"))
    }

    /// The README's complete scenes are this test target's files, which compile: the counter,
    /// and the scene that keeps its data.
    @Test(arguments: [
        ("CounterScene.swift", "enum CounterRoute"), ("ShoppingScene.swift", "enum ShoppingRoute"),
    ])
    func readmeShowsTheCompiledCode(file: String, from start: String) throws {
        let source = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "ReadmeExample/" + file)
        let code = try String(contentsOf: source, encoding: .utf8)
        let body = try #require(code.range(of: start))
        #expect(try Readme().text.contains(String(code[body.lowerBound...])))
    }
}
