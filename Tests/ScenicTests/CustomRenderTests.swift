import Testing

@testable import Scenic

/// A View of the app's own that renders by way of another View's default render (a banner
/// above it, a word replaced in it) shows the same screen in the app as in a test of its
/// render (found by an API review: the console took the inner render's screen and dropped
/// what the View made of it).
@Suite struct CustomRenderTests {
    struct PlainView: View {
        enum Region: CaseIterable { case body }
        enum Name: String, CommandName { case cart }
        let title = "Shop"
        let commands = [Command(Name.cart, help: "Open the cart")]
    }

    struct SaleView: View {
        typealias Region = PlainView.Region
        typealias Name = PlainView.Name
        let title = "Shop"
        let commands = PlainView().commands
        func render(_ content: ViewContent<Region>, width: Int) -> String {
            "*** SALE TODAY ***\n" + PlainView().render(content, width: width)
        }
    }

    struct BasketView: View {
        typealias Region = PlainView.Region
        typealias Name = PlainView.Name
        let title = "Shop"
        let commands = PlainView().commands
        func render(_ content: ViewContent<Region>, width: Int) -> String {
            PlainView().render(content, width: width).replacingOccurrences(
                of: "cart", with: "basket")
        }
    }

    struct ShopLogic: Logic {
        typealias Route = Int
        struct State {}
        enum Action: Sendable { case cart }
        func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] { [] }
    }

    struct ShopInteractor: Interactor {
        func action(for input: CommandInput<PlainView.Name>) -> ShopLogic.Action { .cart }
    }

    struct ShopPresenter: Presenter {
        func present(_ state: ShopLogic.State, on screen: Screen) -> ViewContent<PlainView.Region> {
            ViewContent([.body: [.paragraph("Tea, coffee, cups.")]])
        }
    }

    @Test func theAppShowsWhatTheViewsRenderMakes() {
        for (view, expected) in [
            (AnyShopView(SaleView()), "*** SALE TODAY ***\nShop\n"),
            (AnyShopView(BasketView()), "Shop\n"),
            (AnyShopView(PlainView()), "Shop\n"),
        ] {
            let shown = String(decoding: view.consoleScreen(), as: UTF8.self)
            #expect(shown.hasPrefix(expected), "\(shown)")
            #expect(
                shown == view.directScreen + "\n" || shown == view.directScreen,
                "\(shown.debugDescription) vs \(view.directScreen.debugDescription)")
        }
        let basket = String(decoding: AnyShopView(BasketView()).consoleScreen(), as: UTF8.self)
        #expect(basket.contains("Commands: basket") && !basket.contains("cart"))
    }

    /// A View, and the screen the console writes for it and the one a test renders.
    private struct AnyShopView {
        let consoleScreen: () -> [UInt8]
        let directScreen: String

        init<V: View>(_ view: V) where V.Region == PlainView.Region, V.Name == PlainView.Name {
            let scene = Scene<Int>(
                view: view, interactor: ShopInteractor(), logic: ShopLogic(),
                presenter: ShopPresenter(), state: ShopLogic.State())
            consoleScreen = {
                let bytes = ScreenBytes()
                scene.write(on: Screen(width: 40), status: StatusLine(), into: bytes)
                return bytes.bytes
            }
            directScreen = view.render(
                ShopPresenter().present(ShopLogic.State(), on: Screen(width: 40)), width: 40)
        }
    }
}
