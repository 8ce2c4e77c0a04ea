import Scenic
import Testing

@testable import StorefrontKit

/// The Orders screen run through the real console, on a history longer than one page.
@Suite struct OrdersSceneTests {
    private func session(
        _ typed: String, history: [Order] = OrdersPresenter.sampleHistory
    ) async -> [String] {
        var workers = StorefrontWorkers.inMemory()
        workers.store = InMemoryShopStore(orders: history)
        var console = Console(
            navigator: Navigator(
                builder: StorefrontScenes(workers: workers), root: .account(.orders)))
        var input = ScriptInput(typed)
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        // Each typed line is echoed after ">", an empty one as ">" alone.
        return output.text.split(separator: "\n>", omittingEmptySubsequences: false).map {
            String($0)
        }
    }

    @Test func enterOnAnEmptyLineReadsTheHistoryAPageAtATime() async {
        let screens = await session("\n\nprev\n")
        #expect(screens.count == 4)
        #expect(screens[0].contains("Page 1 of 2. Press Enter for older orders."))
        #expect(screens[1].contains("Page 2 of 2. Type \"prev\" for newer orders."))
        #expect(screens[2].contains("» That was the last page of 2; there are no older orders."))
        #expect(screens[3].contains("Page 1 of 2."))
    }

    /// A history on one page offers no paging, so the footer lists only what can be typed.
    @Test func aOnePageHistoryOffersNoPaging() async {
        let screens = await session(
            "next\nprev\n", history: Array(OrdersPresenter.sampleHistory.prefix(2)))
        #expect(screens.count == 3)
        #expect(!screens[0].contains("Page 1 of"))
        #expect(screens[0].contains("Commands: open N · help · back · home · quit"))
        #expect(screens[1].contains("» \"next\" is not available on this screen now."))
        #expect(screens[2].contains("» \"prev\" is not available on this screen now."))
    }

    /// With no orders there is nothing to open or page through (the Orders preview
    /// "unreadable" shows the same footer for orders that could not be read).
    @Test func anEmptyHistoryOffersOnlyTheGlobalCommands() async {
        let screens = await session("open 1\n", history: [])
        #expect(screens[0].contains("Commands: help · back · home · quit"))
        #expect(screens[1].contains("» \"open\" is not available on this screen now."))
    }
}
