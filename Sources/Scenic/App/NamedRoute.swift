/// A route that `--route` can name, so an app can be opened deep inside from the command line.
///
/// ```swift
/// NamedRoute.named("cart", .cart)
/// NamedRoute.named(
///     "product", argument: "N|ID",
///     help: "the product numbered N in the catalog, or with this ID: product 1, product matcha"
/// ) { .product(id: $0) }
/// NamedRoute.named("order", argument: "NUMBER", .integer(in: 1...)) { .order(number: $0) }
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
    /// The route for an argument, or why there is none (the kind's words; `nil` for none).
    private let make: @Sendable (String?) -> Result<Route, KindRefusal>

    private init(
        name: String, argument: String?, help: String?,
        make: @escaping @Sendable (String?) -> Result<Route, KindRefusal>
    ) {
        self.name = name
        self.argument = argument
        self.help = help
        self.make = make
    }

    /// The route this name opens when it takes no argument.
    var plainRoute: Route? { argument == nil ? try? make(nil).get() : nil }

    /// Whether this name, given no argument, opens `route`.
    func opens(_ route: Route) -> Bool {
        plainRoute == route
    }

    /// A route named by one word.
    public static func named(_ name: String, _ route: Route) -> NamedRoute {
        NamedRoute(name: name, argument: nil, help: nil) { _ in .success(route) }
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
        NamedRoute(name: name, argument: argument, help: help) { typed in
            typed.flatMap(make).map { .success($0) } ?? .failure(KindRefusal(message: nil))
        }
    }

    /// A route named by a word and the word after it, read by `kind` as a command's argument
    /// of that kind is: a word the kind refuses stops the launch with the kind's words, as the
    /// console says them (`--route: order "x": "x" is not a whole number; type digits, such as
    /// 1.`).
    ///
    /// ```swift
    /// .named("order", argument: "NUMBER", .integer(in: 1...)) { .order(number: $0) }
    /// .named("board", argument: "HANDLE", .handle) { .board(handle: $0) }
    /// ```
    public static func named<Value>(
        _ name: String, argument: String, _ kind: ArgumentKind<Value>, help: String? = nil,
        _ make: @escaping @Sendable (Value) -> Route
    ) -> NamedRoute {
        NamedRoute(name: name, argument: argument, help: help) { typed in
            kind.read(typed ?? "").map(make).mapError {
                KindRefusal(message: $0.message ?? "\(argument) \(kind.refusal).")
            }
        }
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

    /// The route for `argument` (ignored by routes that take none), or why it names none: the
    /// kind's words, `nil` for none.
    func route(_ argument: String?) -> Result<Route, KindRefusal> {
        make(argument)
    }

    /// The route as `--help` lists it: `product ID`.
    var usage: String {
        argument.map { name + " " + $0 } ?? name
    }
}
