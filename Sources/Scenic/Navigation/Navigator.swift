/// A stack of live scenes; it applies navigation effects and owns `back` and `home`.
///
/// Every scene on the stack keeps its state while covered. A navigator can start deep inside an
/// app from a list of routes:
///
/// ```swift
/// var navigator = Navigator(builder: AppScenes(store: store), root: .list, path: [.detail(3)])
/// navigator.routes  // [.list, .detail(3)]
/// ```
public struct Navigator<Route: Hashable & Sendable> {
    private let builder: any SceneBuilder<Route>
    private var entries: [Entry]
    /// Whether the top scene has been sent its appear action since it came on top.
    private var topHasAppeared = false

    private struct Entry {
        let route: Route
        var scene: Scene<Route>
    }

    /// A navigator showing `root`, with the scenes for `path` pushed on top of it in order.
    public init(builder: some SceneBuilder<Route>, root: Route, path: [Route] = []) {
        self.builder = builder
        entries = ([root] + path).map { Entry(route: $0, scene: builder.scene(for: $0)) }
    }

    /// The routes on the stack, root first.
    public var routes: [Route] { entries.map(\.route) }

    /// The scene on top of the stack, the one on screen.
    public var top: Scene<Route> { entries[entries.count - 1].scene }

    /// Runs a command matched against the top scene and applies the effects it led to.
    mutating func handle(_ input: CommandInput) async -> NavigationOutcome {
        let index = entries.count - 1
        switch await entries[index].scene.handle(input) {
        case .success(let effects):
            return await apply(effects)
        case .failure(let usageError):
            return NavigationOutcome(messages: [usageError.message], wasRefused: true)
        }
    }

    /// Sends the top scene its appear action if it has not had it since it came on top.
    mutating func appearIfNeeded() async -> NavigationOutcome {
        await apply([])
    }

    /// Applies navigation effects in order, then lets each newly revealed top scene appear,
    /// which may navigate again.
    mutating func apply(_ effects: [Effect<Route, Never>]) async -> NavigationOutcome {
        var outcome = NavigationOutcome()
        var pending = effects[...]
        // A scene whose appear action always navigates would loop forever; stop and say so.
        var appearances = 0
        while true {
            while let effect = pending.popFirst() {
                if let problem = applyOne(effect) {
                    outcome.messages.append(problem.message)
                    outcome.wasRefused = true
                }
                if effect == .quit {
                    outcome.quits = true
                    return outcome
                }
            }
            guard !topHasAppeared else { return outcome }
            topHasAppeared = true
            appearances += 1
            guard appearances <= Self.appearanceLimit else {
                outcome.messages.append(
                    ConsoleProblem.navigationLoop(limit: Self.appearanceLimit).message)
                return outcome
            }
            pending = await entries[entries.count - 1].scene.appear()[...]
        }
    }

    private static var appearanceLimit: Int { 32 }

    /// Applies one effect; returns why it was refused, if it was.
    private mutating func applyOne(_ effect: Effect<Route, Never>) -> ConsoleProblem? {
        switch effect {
        case .push(let route):
            entries.append(Entry(route: route, scene: builder.scene(for: route)))
        case .pop:
            guard entries.count > 1 else { return .cannotGoBack }
            entries.removeLast()
        case .popToRoot:
            guard entries.count > 1 else { return nil }
            entries.removeSubrange(1...)
        case .replace(let route):
            entries[entries.count - 1] = Entry(route: route, scene: builder.scene(for: route))
        case .setStack(let routes):
            guard !routes.isEmpty else { return .emptyStack }
            entries = routes.map { Entry(route: $0, scene: builder.scene(for: $0)) }
        case .quit:
            return nil
        case .perform(let impossible):
            switch impossible {}
        }
        topHasAppeared = false
        return nil
    }
}

/// What applying navigation led to: messages for the status line, and whether to quit.
struct NavigationOutcome: Equatable {
    var messages: [String] = []
    /// Whether the command or a navigation it asked for was refused (a usage error, `back` on
    /// the first screen), so that the messages answer the line and nothing else does.
    var wasRefused = false
    var quits = false
}
