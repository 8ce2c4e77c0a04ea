import ScenicTesting
import Testing

@testable import Scenic

@Suite struct GalleryLogicTests {
    typealias Logic = GalleryLogic<SampleRoute>
    let entries = [
        Logic.Entry(scene: "Lock", preview: "first try"),
        Logic.Entry(scene: "List", preview: "empty"),
        Logic.Entry(scene: "List", preview: "typical"),
    ]

    @Test func opensStepsAndRendersAtTheChosenWidth() {
        var tester = LogicTester(Logic(), state: .init(entries: entries))
        tester.send(.open(2), effects: [.perform(.render(entry: 1, width: 80))]) { $0.selected = 1 }
        tester.send(.rendered("List")) { $0.shown = "List" }
        tester.send(.width(40), effects: [.perform(.render(entry: 1, width: 40))]) { $0.width = 40 }
        tester.send(.next, effects: [.perform(.render(entry: 2, width: 40))]) { $0.selected = 2 }
        tester.send(.previous, effects: [.perform(.render(entry: 1, width: 40))]) {
            $0.selected = 1
        }
        tester.send(.enter, effects: [.push(.live(entry: 1))])
        tester.send(.list) {
            $0.selected = nil
            $0.shown = nil
        }
    }

    /// One preview of one scene is said in the singular ("1 previews of 1 scenes" before,
    /// found by a hostile tester).
    @Test func theListsSummaryCountsInTheSingularForOne() {
        let one = GalleryPresenter<SampleRoute>().present(
            .init(entries: [entries[0]]), on: Screen(width: 80))
        #expect(one[.summary] == [.paragraph("1 preview of 1 scene, shown 80 columns wide.")])
        let three = GalleryPresenter<SampleRoute>().present(
            .init(entries: entries), on: Screen(width: 80))
        #expect(three[.summary] == [.paragraph("3 previews of 2 scenes, shown 80 columns wide.")])
    }

    @Test func theListIsReadAPageAtATime() {
        let many = (1...25).map { Logic.Entry(scene: "List", preview: "sample \($0)") }
        var tester = LogicTester(Logic(), state: .init(entries: many))
        tester.send(
            .previous,
            effects: [.notify(#"This is the first page. Type "next" or "open N"."#)])
        tester.send(.next) { $0.page = 1 }
        tester.send(.next) { $0.page = 2 }
        tester.send(
            .next,
            effects: [
                .notify(#"This is the last page (3 of 3). Type "prev" to go back, or "open N"."#)
            ])
        tester.send(.previous) { $0.page = 1 }
        // A preview steps on past its page; the list then opens at the page that holds it.
        tester.send(.open(20), effects: [.perform(.render(entry: 19, width: 80))]) {
            $0.selected = 19
        }
        tester.send(.next, effects: [.perform(.render(entry: 20, width: 80))]) { $0.selected = 20 }
        tester.send(.list) {
            $0.selected = nil
            $0.page = 2
        }
    }

    @Test func nextOnAListOfOnePageStartsAtTheFirstPreview() {
        var tester = LogicTester(Logic(), state: .init(entries: entries))
        tester.send(.next, effects: [.perform(.render(entry: 0, width: 80))]) { $0.selected = 0 }
    }

    @Test func explainsWhatCannotBeDone() {
        var tester = LogicTester(Logic(), state: .init(entries: entries))
        tester.send(
            .open(4),
            effects: [.notify(#"There is no preview 4; there are 3. Type "list" to see them."#)])
        tester.send(
            .previous,
            effects: [.notify(#"There is no preview before this one. Type "next" or "list"."#)])
        tester.send(
            .enter,
            effects: [.notify(#"Open a preview first ("open N" or "next"), then enter it."#)])
        tester.send(
            .scene("Cart"),
            effects: [.notify(#"There is no scene called "Cart". Scenes: Lock, List."#)])
        tester.send(.scene("list"), effects: [.perform(.render(entry: 1, width: 80))]) {
            $0.selected = 1
        }
        tester.send(.open(3), effects: [.perform(.render(entry: 2, width: 80))]) { $0.selected = 2 }
        tester.send(
            .next, effects: [.notify(#"That was the last preview. Type "prev" or "list"."#)])
    }

    @Test func widthOutsideItsRangeIsAUsageError() throws {
        #expect(throws: UsageError("width: N must be from 20 to 300, got \"19\"")) {
            try CommandInput("width 19", commands: GalleryView().commands)
        }
        let input = try CommandInput("width 40", commands: GalleryView().commands)
        #expect(GalleryInteractor<SampleRoute>().action(for: input) == .width(40))
    }
}
