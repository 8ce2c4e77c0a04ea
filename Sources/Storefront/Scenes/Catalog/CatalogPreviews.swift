import Foundation
import Scenic

extension CatalogPresenter {
    /// Sample states of the Catalog screen, for the preview gallery and its snapshots.
    static var previews: [Preview<CatalogLogic.State>] {
        [
            Preview("loading", CatalogLogic.State()),
            Preview("first page", loaded(cartUnits: 0)),
            Preview("last page", loaded(cartUnits: 3, page: 2)),
            Preview(
                "filtered",
                loaded(
                    cartUnits: 1,
                    filters: CatalogLogic.Filters(
                        priceRange: Money(cents: 300)...Money(cents: 1500),
                        category: Category(name: "Pastry")))),
            Preview(
                "no match",
                loaded(
                    cartUnits: 2,
                    filters: CatalogLogic.Filters(search: "pretzel"))),
            Preview(
                "bad filter", of: CatalogLogic.self, loaded(cartUnits: 0),
                notices: [
                    .badPrice(
                        .reversedRange(lowest: Money(cents: 2000), highest: Money(cents: 500)))
                ]),
            Preview(
                "long names",
                CatalogLogic.State(
                    catalog: longNamesCatalog, now: PreviewFixtures.now, cartUnits: 99)),
        ]
    }

    private static func loaded(
        cartUnits: Int?, filters: CatalogLogic.Filters = CatalogLogic.Filters(), page: Int = 0
    ) -> CatalogLogic.State {
        CatalogLogic.State(
            catalog: PreviewFixtures.catalog, now: PreviewFixtures.now,
            cartUnits: cartUnits, filters: filters, page: page)
    }

    /// A catalog whose names and prices are as long as a shop might have, to test wrapping.
    private static let longNamesCatalog = Catalog(
        categories: [Category(name: "Kitchen and Tableware")],
        products: [
            Product(
                id: "set", name: "Hand-thrown stoneware tea set for six, with a 玄米茶 tin",
                category: Category(name: "Kitchen and Tableware"),
                price: Money(cents: 123_456_700), description: "A very long product."),
            Product(
                id: "tray", name: "Tray", category: Category(name: "Kitchen and Tableware"),
                price: Money(cents: 5), description: "A short one."),
        ],
        discounts: [Discount(percent: 33, scope: .product(id: "set"))])
}
