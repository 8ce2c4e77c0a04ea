import Scenic
import ScenicTesting
import Testing

@testable import StorefrontKit

/// The cart summary alone, as any scene is tested, and inside the Catalog screen, where it is
/// a child scene.
@Suite struct CartSummaryTests {
    @Test func itKeepsTheCountItIsHandedAndReportsCart() {
        var tester = LogicTester(CartSummaryLogic(), state: CartSummaryLogic.State())
        tester.send(.counted(3)) { $0.count = .units(3) }
        tester.send(.counted(nil)) { $0.count = .unreadable }
        tester.send(.open, effects: [.finish(.openCart)])
    }

    @Test func cartMapsToOpen() throws {
        let input = try CommandInput("cart", commands: CartSummaryView().commands)
        #expect(CartSummaryInteractor().action(for: input) == .open)
    }

    @Test func theCountIsWorded() {
        func text(_ count: CartSummaryLogic.Count) -> String {
            let content = CartSummaryPresenter().present(
                CartSummaryLogic.State(count: count), on: Screen(width: 40))
            return TextLayout.render(content[.count], width: 40)
        }
        #expect(text(.units(1)) == "1 item. Type \"cart\" to see it.")
        #expect(text(.units(4)) == "4 items. Type \"cart\" to see them.")
    }

    /// The Catalog screen, typed at through the real console.
    private func catalogSession(_ typed: String, width: Int = 64) async -> String {
        var console = Console(
            navigator: Navigator(
                builder: StorefrontScenes(workers: .inMemory()), root: .catalog),
            configuration: ConsoleConfiguration(width: .fixed(width)))
        var input = ScriptInput(typed)
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        return output.text
    }

    @Test func theCatalogShowsTheSummaryInItsFrameAndListsItsCommand() async {
        let text = await catalogSession("", width: 120)
        #expect(text.contains("\n┌─ Your cart ─"))
        #expect(text.contains("\n│ Empty. Type \"open N\" to pick a product."))
        // The child's commands come after the parent's own.
        #expect(text.contains(" · orders ·\ncart · help · back · home · quit\n"))
    }

    @Test func cartTypedOnTheCatalogGoesToTheSummaryWhichOpensTheCart() async {
        let text = await catalogSession("cart\n")
        #expect(text.contains("> cart\n\nCart\n"))
    }

    @Test func helpOnTheCatalogDescribesTheSummarysCommand() async {
        let text = await catalogSession("help cart\n")
        #expect(text.contains("Open your cart"))
    }
}
