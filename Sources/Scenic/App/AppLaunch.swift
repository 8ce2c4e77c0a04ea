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
    /// The clock to hand the workers that need the date (see ``SessionClock``).
    ///
    /// It is the system's at a terminal; for piped input a test clock that `# after` steps
    /// move, from the piped story's `# now:` (else `SCENIC_NOW`, else 2026-01-01T00:00:00Z),
    /// else from `SCENIC_NOW` or the time the app started; from 2026-01-01T00:00:00Z for `--explore` and its replays. At a terminal,
    /// `SCENIC_NOW` starts it at that time and it runs on from there.
    ///
    /// A launch a test makes (``init(of:arguments:environment:)``) has a test clock at
    /// 2026-01-01T00:00:00Z; set it to the story's (`launch.clock = story.clock`) in a story
    /// test.
    public var clock = SessionClock(startingAt: StoryScript.defaultStart)
    /// The random numbers to hand the workers that draw them (see ``SessionRandom``).
    ///
    /// At a terminal and for other piped input they are drawn from `SCENIC_SEED`, else from a
    /// seed new every run, which `--record` writes as the story's `# seed:`; for a piped story
    /// and `--replay` from the story's `# seed:` (else `SCENIC_SEED`, else 0); for every
    /// session of `--explore` from 0.
    ///
    /// A launch a test makes (``init(of:arguments:environment:)``) draws from 0; set it to the
    /// story's (`launch.random = story.random`) in a story test.
    public var random = SessionRandom(seed: 0)
    private var values: [String: String]
    private var flags: Set<String>
    private var operands: [String: String]
    /// The options and operands the app declared, when ``ScenicApp`` made the launch: a name
    /// asked for that is not among them is a mistake in the app's code.
    var declared: (options: [AppOption], operands: [AppOperand])?

    /// The launch of `app` with `arguments` typed after its name, read as the app reads its
    /// command line: what a test hands the app's launch function.
    ///
    /// ```swift
    /// let launch = try AppLaunch(of: tallyApp(), arguments: ["--data-dir", path])
    /// let session = try tallySession(launch)
    /// ```
    ///
    /// Every name is checked as when the app runs: an option the app does not declare is
    /// refused here, and one the launch function reads by a name the app does not declare
    /// stops the program, so a test's misspelling cannot read as never given (and the app
    /// quietly use its default data folder). `--previews` and `--explore` set
    /// ``isPreviewing`` and ``isExploring`` as they do when the app runs.
    ///
    /// - Parameter environment: the environment the launch sees; by default none, so nothing
    ///   from the shell that runs the tests reaches it.
    /// - Throws: an ``AppLaunchError`` of status 2 with the message the app prints for such a
    ///   command line.
    public init<Route>(
        of app: ScenicApp<Route>, arguments: [String], environment: [String: String] = [:]
    ) throws(AppLaunchError) {
        let commandLine: AppCommandLine<Route>
        do {
            commandLine = try AppCommandLine(
                arguments, options: app.options, operands: app.operands, routes: app.routes)
        } catch {
            throw AppLaunchError(error.message(app: app.name), status: 2)
        }
        let exploring = commandLine.exploreSteps != nil
        self.init(
            values: commandLine.values, flags: commandLine.flags, operands: commandLine.operands,
            isPreviewing: commandLine.showsPreviews || exploring, isExploring: exploring,
            environment: environment, declared: (app.options, app.operands))
    }

    /// A launch with these option values, flags and operands (by their placeholders), whose
    /// names nothing checks.
    @available(*, deprecated, message: "Use AppLaunch(of:arguments:), which checks every name")
    public init(
        values: [String: String] = [:], flags: Set<String> = [],
        operands: [String: String] = [:], isPreviewing: Bool = false,
        isExploring: Bool = false, environment: [String: String] = [:]
    ) {
        self.init(
            values: values, flags: flags, operands: operands, isPreviewing: isPreviewing,
            isExploring: isExploring, environment: environment, declared: nil)
    }

    /// A launch with these option values, flags and operands (by their placeholders), as
    /// ``ScenicApp`` parses them for an app that declares `declared`.
    init(
        values: [String: String], flags: Set<String>, operands: [String: String],
        isPreviewing: Bool, isExploring: Bool, environment: [String: String],
        declared: (options: [AppOption], operands: [AppOperand])?
    ) {
        self.values = values
        self.flags = flags
        self.operands = operands
        self.isPreviewing = isPreviewing
        self.isExploring = isExploring
        self.environment = environment
        self.declared = declared
    }

    /// The value typed for an option that takes one, or `nil` when it was not given.
    ///
    /// ```swift
    /// static let dataFolder = AppOption("--data-dir", value: "DIR", help: "Keep data in DIR")
    /// launch.value(of: Self.dataFolder)
    /// ```
    ///
    /// - Precondition: `option` takes a value.
    public func value(of option: AppOption) -> String? {
        precondition(
            option.value != nil,
            "launch.value(of:) asks for \(option.name), a flag that takes no value: ask "
                + "launch.isSet(_:).")
        return value(of: option.name)
    }

    /// The value typed for the option named `option` (`--data-dir`), or `nil` when it was not
    /// given; ``value(of:)-(AppOption)`` with the option's declaration cannot be misspelled.
    ///
    /// - Precondition: in a launch ``ScenicApp`` made, the app declares an option of that name
    ///   that takes a value: a misspelled name stops the program, saying so, rather than read
    ///   as never given (an app then quietly using its default data folder).
    public func value(of option: String) -> String? {
        checkDeclared(option: option, takesValue: true)
        return values[option]
    }

    /// The word given for `operand`, or `nil` for an optional one left out.
    public func operand(_ operand: AppOperand) -> String? {
        self.operand(operand.name)
    }

    /// The word given for an operand (``AppOperand``), by its placeholder (`FILE`); `nil` for
    /// an optional one left out.
    ///
    /// - Precondition: in a launch ``ScenicApp`` made, the app declares an operand of that name.
    public func operand(_ name: String) -> String? {
        if let declared, !declared.operands.contains(where: { $0.name == name }) {
            preconditionFailure(
                "launch.operand(\"\(name)\"): the app declares no operand \(name) (it declares "
                    + Self.list(declared.operands.map(\.name)) + "). Check the spelling.")
        }
        return operands[name]
    }

    /// Whether `flag` was given.
    ///
    /// - Precondition: `flag` takes no value.
    public func isSet(_ flag: AppOption) -> Bool {
        precondition(
            flag.value == nil,
            "launch.isSet(_:) asks for \(flag.name), which takes a value (\(flag.value ?? "")): "
                + "ask launch.value(of:).")
        return isSet(flag.name)
    }

    /// Whether the flag named `flag` (`--offline`) was given.
    ///
    /// - Precondition: in a launch ``ScenicApp`` made, the app declares a flag of that name.
    public func isSet(_ flag: String) -> Bool {
        checkDeclared(option: flag, takesValue: false)
        return flags.contains(flag)
    }

    /// Stops the program when the app, as ``ScenicApp`` launched it, declares no option `name`
    /// of that kind: a name asked for by mistake would read as never given.
    private func checkDeclared(option name: String, takesValue: Bool) {
        guard let declared else { return }
        let asked = takesValue ? "launch.value(of: \"\(name)\")" : "launch.isSet(\"\(name)\")"
        guard let option = declared.options.first(where: { $0.name == name }) else {
            preconditionFailure(
                "\(asked): the app declares no option \(name) (it declares "
                    + Self.list(declared.options.map(\.name)) + "). Check the spelling.")
        }
        guard (option.value != nil) == takesValue else {
            preconditionFailure(
                takesValue
                    ? "\(asked): \(name) is a flag, which takes no value: ask launch.isSet."
                    : "\(asked): \(name) takes a value (\(option.value ?? "")): ask "
                        + "launch.value(of:).")
        }
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}

/// What an app runs once launched: its scenes, their previews, and messages for the first
/// screen (a damaged data file moved aside, say).
public struct AppSession<Route: Hashable & Sendable>: Sendable {
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
public struct AppLaunchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message, printed on one line after the app's name on standard error.
    ///
    /// It may quote what the user gave (an option's value, a path): control characters in it,
    /// line breaks among them, are printed visibly (`^J`, `^[`), never raw.
    public var message: String
    /// The process exit status: 1 for a failure of the environment (an unusable folder), 2 for
    /// a bad command line.
    public var status: Int32

    /// A launch failure; status 1 unless given.
    public init(_ message: String, status: Int32 = 1) {
        self.message = message
        self.status = status
    }

    /// The ``message``, so a test that fails on a launch error, and a string made of one, say
    /// it in words.
    public var description: String { message }
}
