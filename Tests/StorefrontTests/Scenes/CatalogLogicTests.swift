import Foundation
import Scenic
import ScenicTesting
import Testing

@testable import StorefrontKit

@Suite struct CatalogLogicTests {
    private let catalog = EmbeddedCatalog().catalog()
    private let now = StorefrontWorkers.storyDate

    private func loaded(
        filters: CatalogLogic.Filters = CatalogLogic.Filters(), page: Int = 0
    ) -> CatalogLogic.State {
        CatalogLogic.State(
            catalog: catalog, now: now, cartUnits: 0, filters: filters, page: page)
    }

    @Test func appearingLoadsAndTheResultFillsTheState() {
        var tester = LogicTester(CatalogLogic(), state: CatalogLogic.State())
        tester.send(.appear, effects: [.perform(.load)])
        tester.send(.loaded(.init(catalog: catalog, now: now, cart: .success(3)))) {
            $0.catalog = catalog
            $0.now = now
            $0.cartUnits = 3
        }
    }

    @Test func anUnreadableCartIsReportedAndItsSizeUnknown() {
        var tester = LogicTester(CatalogLogic(), state: CatalogLogic.State(cartUnits: 2))
        tester.send(
            .loaded(
                .init(
                    catalog: catalog, now: now,
                    cart: .failure(StoreProblem("Cannot read cart.json.")))),
            effects: [.notify(.cartUnreadable("Cannot read cart.json."))]
        ) {
            $0.catalog = catalog
            $0.now = now
            $0.cartUnits = nil
        }
    }

    @Test func reloadingKeepsThePageWhenItStillExists() {
        var tester = LogicTester(CatalogLogic(), state: loaded(page: 2))
        tester.send(.loaded(.init(catalog: catalog, now: now, cart: .success(0))))
        var shrunk = catalog
        shrunk.products = Array(catalog.products.prefix(3))
        tester.send(.loaded(.init(catalog: shrunk, now: now, cart: .success(0)))) {
            $0.catalog = shrunk
            $0.page = 0
        }
    }

    @Test func priceFilterSetsTheRangeAndGoesToTheFirstPage() {
        var tester = LogicTester(CatalogLogic(), state: loaded(page: 1))
        tester.send(.filterPrice(lowest: "5", highest: "$12.50")) {
            $0.filters.priceRange = Money(cents: 500)...Money(cents: 1250)
            $0.page = 0
        }
        #expect(
            tester.state.matchingProducts.map(\.id) == [
                "genmaicha", "rooibos", "cafe-creme", "cold-brew", "creme-brulee",
            ])
    }

    @Test func priceFilterErrorsAreTheDomainsAndKeepTheOldRange() {
        let range = Money(cents: 100)...Money(cents: 200)
        var tester = LogicTester(
            CatalogLogic(), state: loaded(filters: CatalogLogic.Filters(priceRange: range)))
        tester.send(
            .filterPrice(lowest: "cheap", highest: "10"),
            effects: [.notify(.badPrice(.notANumber("cheap")))])
        tester.send(
            .filterPrice(lowest: "-5", highest: "10"),
            effects: [.notify(.badPrice(.negative("-5")))])
        tester.send(
            .filterPrice(lowest: "5", highest: "10.999"),
            effects: [.notify(.badPrice(.tooManyFractionDigits("10.999")))])
        tester.send(
            .filterPrice(lowest: "20", highest: "5"),
            effects: [
                .notify(
                    .badPrice(
                        .reversedRange(lowest: Money(cents: 2000), highest: Money(cents: 500))))
            ])
        #expect(tester.state.filters.priceRange == range)
    }

    @Test func categoryIsMatchedWithoutRegardToCase() {
        var tester = LogicTester(CatalogLogic(), state: loaded(page: 1))
        tester.send(.category(" pAsTrY ")) {
            $0.filters.category = Category(name: "Pastry")
            $0.page = 0
        }
        #expect(tester.state.matchingProducts.count == 5)
    }

    @Test func anUnknownCategoryListsTheRealOnes() {
        var tester = LogicTester(CatalogLogic(), state: loaded())
        tester.send(
            .category("Bread"),
            effects: [
                .notify(
                    .unknownCategory(
                        "Bread", known: ["Tea", "Coffee", "Pastry", "Kitchen"]))
            ])
    }

    @Test func searchIgnoresCaseAndAccents() {
        var tester = LogicTester(CatalogLogic(), state: loaded())
        tester.send(.search("  CREME ")) { $0.filters.search = "CREME" }
        #expect(
            tester.state.matchingProducts.map(\.name)
                == ["Earl Grey Crème", "Café Crème", "Crème brûlée"])
    }

    @Test func aBlankSearchIsRefused() {
        var tester = LogicTester(CatalogLogic(), state: loaded())
        tester.send(.search("   "), effects: [.notify(.emptySearch)])
    }

    @Test func filtersCombine() {
        var tester = LogicTester(CatalogLogic(), state: loaded())
        tester.send(.category("tea")) { $0.filters.category = Category(name: "Tea") }
        tester.send(.search("cha")) { $0.filters.search = "cha" }
        tester.send(.filterPrice(lowest: "12", highest: "30")) {
            $0.filters.priceRange = Money(cents: 1200)...Money(cents: 3000)
        }
        #expect(tester.state.matchingProducts.map(\.id) == ["matcha", "sencha"])
    }

    @Test func clearDropsEveryFilter() {
        var tester = LogicTester(
            CatalogLogic(),
            state: loaded(
                filters: CatalogLogic.Filters(
                    priceRange: Money(cents: 0)...Money(cents: 100),
                    category: Category(name: "Tea"), search: "x")))
        tester.send(.clear) { $0.filters = CatalogLogic.Filters() }
        tester.send(.clear, effects: [.notify(.nothingToClear)])
    }

    @Test func pagingStopsAtBothEnds() {
        var tester = LogicTester(CatalogLogic(), state: loaded())
        tester.send(.previousPage, effects: [.notify(.firstPage)])
        tester.send(.nextPage) {
            $0.page = 1
        }
        tester.send(.nextPage) { $0.page = 2 }
        tester.send(.nextPage, effects: [.notify(.lastPage(count: 3))])
        tester.send(.previousPage) {
            $0.page = 1
        }
        #expect(tester.state.productsOnPage.map(\.number) == Array(9...16))
    }

    @Test func openUsesTheNumbersOnScreenAcrossPagesAndFilters() {
        var tester = LogicTester(
            CatalogLogic(),
            state: loaded(filters: CatalogLogic.Filters(category: Category(name: "Kitchen"))))
        tester.send(.open(3), effects: [.push(.product(id: "kettle"))])
        tester = LogicTester(CatalogLogic(), state: loaded(page: 2))
        tester.send(.open(18), effects: [.push(.product(id: "kettle"))])
    }

    @Test func openOutsideTheListIsExplained() {
        var tester = LogicTester(
            CatalogLogic(),
            state: loaded(filters: CatalogLogic.Filters(category: Category(name: "Kitchen"))))
        tester.send(.open(6), effects: [.notify(.noSuchNumber(6, count: 5))])
        tester.send(.open(0), effects: [.notify(.noSuchNumber(0, count: 5))])
        tester.send(.open(-1), effects: [.notify(.noSuchNumber(-1, count: 5))])
    }

    @Test func theCartSummarysReportOpensTheCartAndOrdersOpenTheAccountSection() {
        var tester = LogicTester(CatalogLogic(), state: loaded())
        // `cart` belongs to the cart summary, a child scene: it reports, the Catalog pushes.
        tester.send(.cartSummary(.open), effects: [.push(.cart)])
        tester.send(.cartSummaryReported(.openCart), effects: [.push(.cart)])
        tester.send(.orders, effects: [.push(.account(.orders))])
    }

    @Test func theLoadHandsTheCartsSizeToTheCartSummary() {
        var tester = LogicTester(CatalogLogic(), state: CatalogLogic.State())
        #expect(tester.state.cartSummary.count == .loading)
        tester.send(.loaded(.init(catalog: catalog, now: now, cart: .success(2)))) {
            $0.catalog = catalog
            $0.now = now
            $0.cartSummary.count = .units(2)
        }
    }
}

@Suite struct CatalogInteractorTests {
    private func action(_ line: String) throws -> CatalogLogic.Action {
        CatalogInteractor().action(for: try CommandInput(line, commands: CatalogView().commands))
    }

    @Test func everyCommandMapsToItsAction() throws {
        #expect(try action("open 4") == .open(4))
        #expect(try action("filter 5 9") == .filterPrice(lowest: "5", highest: "9"))
        #expect(try action("category tea") == .category("tea"))
        #expect(try action("search café crème") == .search("café crème"))
        #expect(try action("clear") == .clear)
        #expect(try action("next") == .nextPage)
        #expect(try action("prev") == .previousPage)
        #expect(try action("orders") == .orders)
    }

    @Test func cartIsTheCartSummarysCommandNotTheCatalogs() {
        #expect(throws: UsageError.self) { try action("cart") }
    }
}

/// What the Catalog screen shows of the filters.
@Suite struct CatalogPresenterTests {
    @Test func aVeryLongSearchIsShortenedInTheSummary() {
        let pasted = String(repeating: "matcha latte with oat milk ", count: 20)
        var state = CatalogLogic.State(
            catalog: PreviewFixtures.catalog, now: PreviewFixtures.now, cartUnits: 0)
        state.filters.search = pasted
        let screen = CatalogPresenter().present(state, on: Screen(width: 80))
        let summary = TextLayout.render(screen[.summary], width: 80)
        #expect(summary.contains(#"name contains "matcha latte with oat milk ma…""#))
        #expect(!summary.contains(pasted))
    }

    @Test func theFilterIsOnThePricesTheListShows() {
        // The croissant's regular $3.25 is on sale for $2.60 at the story date: a filter from
        // $3 leaves it out, as the list shows $2.60.
        var state = CatalogLogic.State(
            catalog: PreviewFixtures.catalog, now: PreviewFixtures.now, cartUnits: 0)
        state.filters.priceRange = Money(cents: 300)...Money(cents: 1500)
        #expect(!state.matchingProducts.map(\.id).contains("croissant"))
        state.filters.priceRange = Money(cents: 200)...Money(cents: 300)
        #expect(state.matchingProducts.map(\.id).contains("croissant"))
    }
}

/// `sort price|name [asc|desc]`: stable, and combined with filters and paging.
@Suite struct CatalogSortTests {
    private let catalog = EmbeddedCatalog().catalog()
    private let now = StorefrontWorkers.storyDate

    private var state: CatalogLogic.State {
        CatalogLogic.State(catalog: catalog, now: now, cartUnits: 0, page: 2)
    }

    /// The listed products' shelf prices and catalog positions, in list order.
    private func listed(_ state: CatalogLogic.State) -> [(price: Money, position: Int)] {
        state.matchingProducts.map { product in
            let position = catalog.products.firstIndex(of: product)!
            return (state.shelf[position].shown, position)
        }
    }

    @Test(arguments: [false, true])
    func byPriceEitherWayKeepsTheCatalogsOrderAmongEqualPrices(descending: Bool) {
        var tester = LogicTester(CatalogLogic(), state: state, exhaustivity: .partial)
        let ordering = CatalogLogic.Ordering(key: .price, descending: descending)
        // A new order starts at the first page.
        tester.send(.sort(ordering)) {
            $0.ordering = ordering
            $0.page = 0
        }
        let list = listed(tester.state)
        #expect(list.count == catalog.products.count)
        var ties = 0
        for (earlier, later) in zip(list, list.dropFirst()) {
            #expect(descending ? earlier.price >= later.price : earlier.price <= later.price)
            if earlier.price == later.price {
                ties += 1
                #expect(earlier.position < later.position)
            }
        }
        #expect(ties > 0, "the catalog has equal prices, so the test sees a tie")
    }

    @Test func byNameIgnoresCaseAndAccentsAndCombinesWithFilters() throws {
        var tester = LogicTester(CatalogLogic(), state: state, exhaustivity: .partial)
        tester.send(.category("tea"))
        tester.send(.sort(CatalogLogic.Ordering(key: .name, descending: true)))
        let names = tester.state.matchingProducts.map(\.name)
        #expect(
            names == [
                "抹茶 Matcha", "Sencha 煎茶", "Rooibos Vanillé", "Genmaicha 玄米茶", "Earl Grey Crème",
            ])
        // Clearing the filters keeps the order; `open N` opens the product listed as N.
        tester.send(.clear)
        #expect(tester.state.ordering?.key == .name)
        let first = try #require(tester.state.matchingProducts.first)
        tester.send(.open(1), effects: [.push(.product(id: first.id))])
    }

    @Test func theKindsReadWhatHelpSays() throws {
        let sort = try CommandInput("sort PRICE desc", commands: CatalogView().commands)
        #expect(
            CatalogInteractor().action(for: sort) == .sort(.init(key: .price, descending: true)))
        let plain = try CommandInput("sort name", commands: CatalogView().commands)
        #expect(CatalogInteractor().action(for: plain) == .sort(.init(key: .name)))
        #expect(throws: UsageError.self) {
            try CommandInput("sort size", commands: CatalogView().commands)
        }
    }
}
