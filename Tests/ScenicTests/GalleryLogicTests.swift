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

    @Test func nextFromTheListStartsAtTheFirstPreview() {
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
        #expect(throws: UsageError("width: N must be from 20 to 300, got 19")) {
            try CommandInput("width 19", commands: GalleryView().commands)
        }
        let input = try CommandInput("width 40", commands: GalleryView().commands)
        #expect(GalleryInteractor<SampleRoute>().action(for: input) == .width(40))
    }
}
