/// The sample app's only route: the benchmarks exercise one scene, not navigation.
enum CatalogRoute: Hashable, Sendable {
    case catalog
}
