/// What an app knows when it launches: its own options as typed, the environment, and whether
/// the preview gallery was asked for.
public struct AppLaunch: Sendable {
    /// The process environment.
    public var environment: [String: String]
    /// Whether `--previews` or `--explore` was given: the app should then use workers that
    /// touch no real data (and, for `--explore`, fresh ones on every launch).
    public var isPreviewing: Bool
    /// Whether `--explore` was given: the app is launched again for every session the explorer
    /// runs, and each should start from the same fresh data.
    public var isExploring = false
    private var values: [String: String]
    private var flags: Set<String>
    private var operands: [String: String]

    /// A launch with these option values, flags and operands (by their placeholders), as
    /// ``ScenicApp`` parses them, or as a test builds one.
    public init(
        values: [String: String] = [:], flags: Set<String> = [],
        operands: [String: String] = [:], isPreviewing: Bool = false,
        isExploring: Bool = false, environment: [String: String] = [:]
    ) {
        self.values = values
        self.flags = flags
        self.operands = operands
        self.isPreviewing = isPreviewing
        self.isExploring = isExploring
        self.environment = environment
    }

    /// The value typed for an option that takes one, or `nil` when it was not given.
    public func value(of option: String) -> String? {
        values[option]
    }

    /// The word given for an operand (``AppOperand``), by its placeholder (`FILE`); `nil` for
    /// an optional one left out.
    public func operand(_ name: String) -> String? {
        operands[name]
    }

    /// Whether a flag option was given.
    public func isSet(_ flag: String) -> Bool {
        flags.contains(flag)
    }
}

/// What an app runs once launched: its scenes, their previews, and messages for the first
/// screen (a damaged data file moved aside, say).
public struct AppSession<Route: Hashable & Sendable> {
    /// Builds every scene of the app.
    public var builder: any SceneBuilder<Route>
    /// Every scene's previews, for `--previews`.
    public var previews: [PreviewGroup<Route>]
    /// Messages for the first screen's status line.
    public var openingMessages: [String]
    /// The file that keeps the lines typed at the prompt between sessions, in the app's data
    /// folder; `nil` to keep them for the session only.
    public var historyPath: String?
    /// What sees every action, effect and screen change (analytics, a log); see
    /// ``SessionObserver``.
    public var observers: [SessionObserver]
    /// The first screen of this launch, in place of the app's ``ScenicApp/root``.
    ///
    /// For a first screen that depends on the launch: a signed-in user starting on the
    /// catalog, a month view opening on this month (`launch.environment` gives tests their
    /// own). `nil` starts on the app's root. `--route` still opens what it names.
    public var root: Route?
    /// This launch's own rules about its Logic states, checked by `--explore` (and by the
    /// replay of what it found) beside the app's ``ScenicApp/explorationInvariants``.
    ///
    /// For a rule that depends on the options typed: a page size, a limit the Logic was
    /// made with.
    ///
    /// ```swift
    /// let pageSize = Int(launch.value(of: "--page-size") ?? "") ?? 5
    /// return AppSession(
    ///     builder: HabitScenes(pageSize: pageSize),
    ///     explorationInvariants: [
    ///         .state(HomeLogic.State.self, "a page shows at most \(pageSize) habits") {
    ///             $0.shown.count <= pageSize
    ///         }
    ///     ])
    /// ```
    public var explorationInvariants: [ExplorationInvariant]

    /// A session of these scenes.
    public init(
        builder: some SceneBuilder<Route>, previews: [PreviewGroup<Route>] = [],
        openingMessages: [String] = [], historyPath: String? = nil,
        observers: [SessionObserver] = [], root: Route? = nil,
        explorationInvariants: [ExplorationInvariant] = []
    ) {
        self.root = root
        self.explorationInvariants = explorationInvariants
        self.builder = builder
        self.previews = previews
        self.openingMessages = openingMessages
        self.historyPath = historyPath
        self.observers = observers
    }
}

/// Why an app could not start, in a sentence that says what to do, and the exit status.
public struct AppLaunchError: Error, Equatable, Sendable {
    /// The message, printed after the app's name on standard error.
    public var message: String
    /// The process exit status: 1 for a failure of the environment (an unusable folder), 2 for
    /// a bad command line.
    public var status: Int32

    /// A launch failure; status 1 unless given.
    public init(_ message: String, status: Int32 = 1) {
        self.message = message
        self.status = status
    }
}
