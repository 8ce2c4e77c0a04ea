/// Where the shop's catalog comes from.
///
/// The app uses ``EmbeddedCatalog``; tests may pass a small catalog of their own.
protocol CatalogSource: Sendable {
    /// The catalog to sell from.
    func catalog() -> Catalog
}
