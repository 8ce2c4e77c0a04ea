/// A route that `--route` can name, so an app can be opened deep inside from the command line.
///
/// ```swift
/// NamedRoute.named("cart", .cart)
/// NamedRoute.named(
///     "product", argument: "N|ID",
///     help: "the product numbered N in the catalog, or with this ID: product 1, product matcha"
/// ) { .product(id: $0) }
/// ```
///
/// `--route catalog product matcha` then starts on the stack `[.catalog, .product(id: "matcha")]`.
/// A route's argument should take what the app's screens show (a list's numbers), and its help
/// should say so with an example: `--help` lists each route with it.
///
/// It is `Sendable`, so a section keeps its names as a constant:
/// `static let namedRoutes: [NamedRoute<AccountRoute>] = [.named("orders", .orders)]`.
public struct NamedRoute<Route: Hashable & Sendable>: Sendable {
    /// The word that names the route.
    public let name: String
    /// The placeholder of the word after the name, for routes that take one.
    public let argument: String?
    /// What the route opens and what its argument may be, with an example, for `--help`.
    public let help: String?
    private let make: @Sendable (String?) -> Route?

    private init(
        name: String, argument: String?, help: String?,
        make: @escaping @Sendable (String?) -> Route?
    ) {
        self.name = name
        self.argument = argument
        self.help = help
        self.make = make
    }

    /// The route this name opens when it takes no argument.
    var plainRoute: Route? { argument == nil ? make(nil) : nil }

    /// Whether this name, given no argument, opens `route`.
    func opens(_ route: Route) -> Bool {
        argument == nil && make(nil) == route
    }

    /// A route named by one word.
    public static func named(_ name: String, _ route: Route) -> NamedRoute {
        NamedRoute(name: name, argument: nil, help: nil) { _ in route }
    }

    /// A route named by a word and the word after it.
    ///
    /// `make` returns `nil` for an argument that names nothing (the launch then says so). `help`
    /// says what the argument may be, with an example, such as `the order with this number, as
    /// in "--route orders order 1001"`.
    public static func named(
        _ name: String, argument: String, help: String? = nil,
        _ make: @escaping @Sendable (String) -> Route?
    ) -> NamedRoute {
        NamedRoute(name: name, argument: argument, help: help) { $0.flatMap(make) }
    }

    /// This name for a route of a section, as the app's route that holds it: a section
    /// declares its own names, and the app lists them with its own.
    ///
    /// ```swift
    /// routes: [.named("home", .home)] + AccountScenes.namedRoutes.map { $0.map(AppRoute.account) }
    /// ```
    ///
    /// `--route` spells it as the section does (`--route home order 1001`), and `--help` lists
    /// it with the section's help.
    public func map<Outer: Hashable & Sendable>(_ transform: @escaping @Sendable (Route) -> Outer)
        -> NamedRoute<Outer>
    {
        let make = make
        return NamedRoute<Outer>(name: name, argument: argument, help: help) {
            make($0).map(transform)
        }
    }

    /// The route for `argument` (ignored by routes that take none).
    func route(_ argument: String?) -> Route? {
        make(argument)
    }

    /// The route as `--help` lists it: `product ID`.
    var usage: String {
        argument.map { name + " " + $0 } ?? name
    }
}
