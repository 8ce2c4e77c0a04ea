import Foundation

/// Runs a Scenic app as a process: one command line for every app, then the console.
///
/// Every app gets `--width N`, `--previews` (the preview gallery), `--route ROUTE…` (start deep
/// inside, on the routes the app names; an app that names none has no `--route`), `--log FILE` (add the session's actions, effects and
/// screen changes to FILE), `--record FILE` (write the lines typed as a `.story`
/// file), `--replay FILE` (run a `.story` file as the story tests do), `--explore STEPS [--seed
/// N]` (explore the app from its declarations, as `assertExplores` does in a test), `--help`,
/// `--version`,
/// and its own options declared as data; a bad command line exits with status 2 and a
/// message, never a crash.
///
/// ```swift
/// @main struct CounterApp {
///     static func main() async {
///         let app = ScenicApp(
///             name: "counter", summary: "Counts up.", version: "1.0", root: CounterRoute.counter
///         ) { launch throws(AppLaunchError) in
///             AppSession(builder: CounterScenes())
///         }
///         exit(await app.run())
///     }
/// }
/// ```
public struct ScenicApp<Route: Hashable & Sendable>: Sendable {
    /// The program's name, as typed and in messages.
    public var name: String
    /// What the app is, one or two sentences for `--help`.
    public var summary: String
    /// The version `--version` prints.
    public var version: String
    /// The first screen.
    public var root: Route
    /// The routes `--route` can name.
    public var routes: [NamedRoute<Route>]
    /// The app's own options.
    public var options: [AppOption]
    /// The words the app takes by position after its options, such as the file it opens.
    public var operands: [AppOperand]
    /// Words `--explore` types where text is asked for, such as a demo account's name and
    /// password.
    public var explorationVocabulary: [String] = []
    /// The app's own rules about its Logic states, checked by `--explore` after every line.
    ///
    /// A rule that depends on the options typed (a page size) goes in the launch's session
    /// instead: ``AppSession/explorationInvariants``.
    public var explorationInvariants: [ExplorationInvariant] = []
    private let launch: @Sendable (AppLaunch) async throws(AppLaunchError) -> AppSession<Route>

    /// An app; `launch` makes its scenes from the options typed, or says why it cannot start.
    ///
    /// `launch` may be `async`, to prepare what the scenes share before the first screen (open
    /// an actor-based store, read a catalog):
    ///
    /// ```swift
    /// ScenicApp(name: "trips", summary: "…", version: "1.0", root: .trips) {
    ///     launch async throws(AppLaunchError) in
    ///     let store = await TripStore.open(folder)
    ///     return AppSession(builder: TripScenes(store: store))
    /// }
    /// ```
    ///
    /// `explorationVocabulary` and `explorationInvariants` are what `--explore` types where
    /// text is asked for and the rules it checks (see ``explorationVocabulary`` and
    /// ``explorationInvariants``).
    public init(
        name: String, summary: String, version: String, root: Route,
        routes: [NamedRoute<Route>] = [], options: [AppOption] = [],
        operands: [AppOperand] = [], explorationVocabulary: [String] = [],
        explorationInvariants: [ExplorationInvariant] = [],
        launch: @escaping @Sendable (AppLaunch) async throws(AppLaunchError) -> AppSession<Route>
    ) {
        self.name = name
        self.summary = summary
        self.version = version
        self.root = root
        self.routes = routes
        self.options = options
        self.operands = operands
        self.explorationVocabulary = explorationVocabulary
        self.explorationInvariants = explorationInvariants
        self.launch = launch
    }

    /// Runs the app with `arguments` (without the program's name) until the session ends.
    ///
    /// - Returns: the process exit status: 0 after a session, `--help` or `--version`; 2 for a
    ///   bad command line; the launch error's status when the app cannot start; 1 when what it
    ///   wrote to standard output did not all get there (a full disk).
    public func run(
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        environment: [String: String] = ProcessEnvironment.current()
    ) async -> Int32 {
        // Started with a standard stream closed (`app >&-`), the runtime's own descriptors
        // take its number before `main`: screens went into an event counter, and a file the app
        // opened could have been next. Nothing is read or written then.
        if let problem = Self.unusableStandardStream() {
            if problem != .standardStreamClosed(2) {
                _ = Terminal.write(
                    Array((name + ": " + problem.message(app: name) + "\n").utf8), to: 2)
            }
            return 2
        }
        var output = StandardOutput()
        // `--explore` runs the program again as a child, which only this process's own
        // command line can do. Found only then: `Bundle.main` lists the executable's folder,
        // which from a `bin` folder of 2,000 files cost every start 1.8 ms.
        let isOwnCommandLine = arguments == Array(CommandLine.arguments.dropFirst())
        let errors = { (text: String) in _ = Terminal.write(Array((text + "\n").utf8), to: 2) }
        let status = await run(
            arguments: arguments, environment: environment,
            input: { StandardInput(historyPath: $0) }, output: &output, errors: errors,
            program: isOwnCommandLine ? { Bundle.main.executableURL } : nil)
        // `app > file` on a full disk printed nothing and ended with 0, as if all was shown.
        guard let failure = output.failure else { return status }
        errors(
            name + ": "
                + AppCommandLineProblem.outputFailed(reason: StoryFile.writeFailure(failure))
                .message(app: name))
        return status == 0 ? 1 : status
    }

    /// Why a standard stream cannot be used: the first of the standard input, output and error
    /// that is not open on a file, a pipe, a socket or a device (closed, or the runtime's own
    /// event descriptor in its place), or a standard input that is a folder or open only for
    /// writing (`0>file`), which read as an empty input, the session ending without a word.
    private static func unusableStandardStream() -> AppCommandLineProblem? {
        for descriptor: Int32 in [2, 0, 1] {
            var status = stat()
            guard fstat(descriptor, &status) == 0 else { return .standardStreamClosed(descriptor) }
            switch status.st_mode & S_IFMT {
            case S_IFREG, S_IFIFO, S_IFSOCK, S_IFCHR, S_IFBLK:
                if descriptor == 0, fcntl(0, F_GETFL) & O_ACCMODE == O_WRONLY {
                    return .standardInputUnreadable(isFolder: false)
                }
            case S_IFDIR where descriptor == 0: return .standardInputUnreadable(isFolder: true)
            default: return .standardStreamClosed(descriptor)
            }
        }
        return nil
    }

    /// Runs the app on the input `makeInput` gives once the app has started (with the
    /// session's history file) and on `output`, writing errors with `errors`; for tests.
    ///
    /// `program` finds this app's executable, which `--explore` runs as a child; without it,
    /// `--explore` explores in this process. A run given `program` is the process's own, and
    /// its launches that touch no real data make theirs in a ``ScratchFolder``, which changes
    /// `TMPDIR` for the whole process: never in a test's process, whose other tests run
    /// meanwhile.
    func run<Input: LineInput>(
        arguments: [String], environment: [String: String],
        input makeInput: (_ historyPath: String?) -> Input, output: inout some TextOutput,
        errors: (String) -> Void, program: (() -> URL?)? = nil
    ) async -> Int32 {
        checkDeclarations()
        var environment = environment
        var scratch: ScratchFolder?
        defer { scratch?.remove() }
        // Previews, explorations and found stories replayed launch the app on data of its own,
        // made in the temporary folder: a folder of the process's own keeps it all, and goes.
        func enterScratch() {
            if program != nil, scratch == nil {
                scratch = ScratchFolder.enter(app: name, environment: &environment)
            }
        }
        let commandLine: AppCommandLine<Route>
        do {
            commandLine = try AppCommandLine(
                arguments, options: options, operands: operands, routes: routes)
        } catch {
            errors(name + ": " + error.message(app: name))
            return 2
        }
        if commandLine.showsHelp {
            output.write(help)
            return 0
        }
        if commandLine.showsVersion {
            output.write("\(name) \(version)\n")
            return 0
        }
        if let steps = commandLine.exploreSteps {
            // A child of an exploration has a temporary folder of the run's already.
            if environment[ExplorationChild.journalVariable] == nil,
                environment[ExplorationChild.scriptVariable] == nil
            {
                enterScratch()
            }
            var exploration = self.exploration(
                commandLine, steps: steps,
                seed: commandLine.seed
                    ?? environment[ExplorationChild.seedVariable].flatMap { UInt64($0) }
                    ?? AppExploration<Route>.freshSeed,
                width: commandLine.width ?? StoryScript.defaultWidth, environment: environment,
                program: program?().map { ($0, arguments) })
            if let scratch { exploration.temporaryFolder = URL(filePath: scratch.parent) }
            return await exploration.run(output: &output)
        }
        // A story that cannot be read stops the app before it touches any data.
        var replay: StoryScript?
        if let path = commandLine.replayPath {
            do {
                replay = try StoryFile.read(path, environment: environment)
            } catch {
                errors(name + ": " + error.message(app: name))
                return 2
            }
        }
        // Piped input is read as far as its first typed line before the app starts, to know
        // whether it is such a story; a terminal's input is made once the session names its
        // history file.
        var piped: PipedInput<Input>?
        if replay == nil {
            let input = makeInput(nil)
            if !input.isTerminal {
                piped = PipedInput(input, secrets: StoryFile.secrets(in: environment))
            }
        }
        // What an exploration found replays as it was found, on data of its own: its lines may
        // delete and overwrite, and were never meant for the user's data.
        let replaysExploration =
            replay?.wasFoundByExploration == true || piped?.wasFoundByExploration == true
        if replaysExploration || commandLine.showsPreviews { enterScratch() }
        if replaysExploration {
            errors(
                name + ": "
                    + AppCommandLineProblem.replayingExploration(path: commandLine.replayPath)
                    .message(app: name))
        }
        var clock: SessionClock
        var random: SessionRandom
        do {
            clock = try Self.sessionClock(replay: replay, piped: piped, environment: environment)
            random = try Self.sessionRandom(
                replay: replay, piped: piped, environment: environment)
        } catch {
            errors(name + ": " + error.message(app: name))
            return 2
        }
        if replaysExploration {
            // As every session of the exploration ran, whatever SCENIC_NOW and SCENIC_SEED say
            // (a found story with `random` in it replayed other numbers: a hostile tester),
            // unless the story, edited, says its own.
            clock = SessionClock(
                startingAt: replay?.start ?? piped?.start ?? StoryScript.defaultStart)
            random = SessionRandom(seed: replay?.seed ?? piped?.seed ?? 0)
        }
        var session: AppSession<Route>
        do {
            var launching = AppLaunch(
                values: commandLine.values, flags: commandLine.flags,
                operands: commandLine.operands,
                isPreviewing: commandLine.showsPreviews || replaysExploration,
                isExploring: replaysExploration, environment: environment,
                declared: (options, operands))
            launching.clock = clock
            launching.random = random
            session = try await launch(launching)
        } catch {
            // The app's words may quote what the user gave (a variable's value, a path),
            // control characters and all: shown visibly, line breaks too, so a quoted value
            // cannot start a line that reads as the app's own (found by a hostile tester, with
            // a data folder named "ff\nstorefront: …").
            errors(name + ": " + VisibleText.escaping(error.message))
            return error.status
        }
        if let problem = stackProblem(session, commandLine) {
            errors(name + ": " + problem)
            return 2
        }
        // Created once the app has started, so a launch that fails leaves no empty story.
        var story: SessionFile?
        if let path = commandLine.recordPath {
            do {
                story = SessionFile(
                    descriptor: try StoryFile.create(path), path: path, role: .story, app: name)
            } catch {
                errors(name + ": " + error.message(app: name))
                return 2
            }
        }
        defer { story.map { _ = close($0.descriptor) } }
        var log: SessionFile?
        if let path = commandLine.logPath {
            do {
                let file = SessionFile(
                    descriptor: try StoryFile.openLog(path, story: story?.descriptor), path: path,
                    role: .log, app: name)
                log = file
                // A story's secrets are written as their placeholders, as on screen.
                session.observers.append(
                    SessionLog.observer(
                        writingTo: file, hiding: StoryFile.secrets(in: environment)))
            } catch {
                // The story was created empty by this launch: a launch that fails leaves none.
                if story != nil, let path = commandLine.recordPath { unlink(path) }
                errors(name + ": " + error.message(app: name))
                return 2
            }
        }
        defer { log.map { _ = close($0.descriptor) } }
        // A session that ended well but lost its story or its log says so in its status too.
        // The story's clock starts where the app's did, as the session began.
        let recordedStart = clock.time
        var status = await run(
            session, commandLine, replay: replay, piped: piped, story: story,
            clock: clock, recordedStart: recordedStart, recordedSeed: random.seed,
            environment: environment, input: makeInput, output: &output, errors: errors)
        if status == 0, let replay, replay.wasATrap {
            // It ran to its end: the trap it found did not happen (rules were not its finding).
            errors(name + ": " + AppCommandLineProblem.replayedTrapDidNotTrap.message(app: name))
        } else if status == 0, let replay, replay.wasFoundByExploration {
            // A trap showed itself; a rule of the app's is checked by typing the story again,
            // as the exploration did, so that replaying a finding shows it.
            let checking = exploration(
                commandLine, steps: replay.lines.count, seed: 0,
                width: commandLine.width ?? replay.width ?? StoryScript.defaultWidth,
                environment: environment, program: nil)
            let (finding, hasOwnRules) = await checking.finding(typing: replay.lines)
            errors(
                name + ": "
                    + AppCommandLineProblem.replayedExploration(
                        finding: finding?.message, appHasRules: hasOwnRules
                    ).message(app: name))
            if finding != nil { status = 1 }
        }
        // The story's `# now:` is for an app that reads the date, and its `# seed:` for one that
        // draws: a story test of an app that never did fails on the line, which is not needed
        // (a stranger's recording). Only with a story: writing the start loads the time zones,
        // a millisecond of every launch's end.
        if let story {
            let unneeded =
                (clock.wasRead ? [] : [StoryRecording.startLine(recordedStart)])
                + (random.wasDrawn ? [] : [StoryRecording.seedLine(random.seed)])
            if !unneeded.isEmpty { story.dropping(lines: unneeded) }
        }
        return status == 0 && (story?.problem != nil || log?.problem != nil) ? 1 : status
    }

    /// Why the screens `--route` names cannot be stacked so: a screen that hands its result
    /// to the screen below it is first, where what is typed into it would be lost, or is over
    /// a screen that does not take that result.
    private func stackProblem(
        _ session: AppSession<Route>, _ commandLine: AppCommandLine<Route>
    ) -> String? {
        let stack = commandLine.stack
        guard !stack.isEmpty else { return nil }
        let scenes = stack.map { session.builder.scene(for: $0) }
        guard
            let index = scenes.indices.first(where: { index in
                scenes[index].handsBackResults
                    && (index == 0 || !scenes[index - 1].takesResults(of: scenes[index]))
            })
        else { return nil }
        let picker = scenes[index]
        let word =
            index == 0
            ? commandLine.routeWords.first ?? ""
            : routes.first { $0.opens(stack[index]) }?.name ?? "a screen"
        // The example names a screen whose Logic takes the result's type: the first screen
        // took it for granted, and a picker of members then added a book (found by a stranger).
        let below = routes.first { named in
            guard let route = named.plainRoute, route != stack[index] else { return false }
            return session.builder.scene(for: route).takesResults(of: picker)
        }
        guard index > 0 else {
            return AppCommandLineProblem.routeNeedsAScreenBelow(word, below: below?.name)
                .message(app: name)
        }
        let under = routes.first { $0.opens(stack[index - 1]) }?.name ?? "the screen below it"
        return AppCommandLineProblem.routeOverAScreenThatDoesNotTakeIt(
            word, under: under, below: below?.name
        ).message(app: name)
    }

    /// An exploration of the app as `commandLine` launches it, on data of its own
    /// (`isPreviewing` and `isExploring` set); `program` explores in a child process.
    private func exploration(
        _ commandLine: AppCommandLine<Route>, steps: Int, seed: UInt64, width: Int,
        environment: [String: String], program: (executable: URL, arguments: [String])?
    ) -> AppExploration<Route> {
        var exploring = AppLaunch(
            values: commandLine.values, flags: commandLine.flags, operands: commandLine.operands,
            isPreviewing: true, isExploring: true, environment: environment,
            declared: (options, operands))
        // From the same time in every session, so a finding replays as it was found.
        let clock = SessionClock(startingAt: StoryScript.defaultStart)
        exploring.clock = clock
        let launch = launch
        var exploration = AppExploration(
            name: name, steps: steps, seed: seed, width: width, vocabulary: explorationVocabulary,
            invariants: explorationInvariants,
            launch: { () async throws(AppLaunchError) in
                // Every session draws from 0, as a story without `# seed:` and its --replay do,
                // so a finding replays as it was found.
                var session = exploring
                session.random = SessionRandom(seed: 0)
                return try await launch(session)
            },
            stack: commandLine.stack.isEmpty ? [root] : commandLine.stack,
            stackIsNamed: !commandLine.stack.isEmpty, replayArguments: commandLine.ownOptions,
            replayOperands: commandLine.ownOperands,
            environment: environment, program: program,
            stackProblem: { session in stackProblem(session, commandLine) })
        exploration.clock = clock
        return exploration
    }

    /// The clock the launch hands the app's workers: a story's test clock from its `# now:`
    /// (else `SCENIC_NOW`, else 2026-01-01T00:00:00Z, as its test), a test clock from
    /// `SCENIC_NOW` or the time now for other piped input, and the system's clock at a
    /// terminal (running on from `SCENIC_NOW` when it is set).
    private static func sessionClock<Input: LineInput>(
        replay: StoryScript?, piped: PipedInput<Input>?, environment: [String: String]
    ) throws(AppCommandLineProblem) -> SessionClock {
        let fixed = try value(
            of: sessionStartVariable, in: environment, reading: SessionClock.time(from:),
            refused: AppCommandLineProblem.badNow)
        if let story = replay?.start ?? (piped?.isStory == true ? piped?.start : nil) {
            return SessionClock(startingAt: story)
        }
        if replay != nil || piped?.isStory == true {
            return SessionClock(startingAt: fixed ?? StoryScript.defaultStart)
        }
        if piped != nil { return SessionClock(startingAt: fixed ?? Date()) }
        return fixed.map(SessionClock.running(from:)) ?? .system()
    }

    /// What the environment variable `name` gives, read by `reading`; `nil` when it is unset
    /// or empty, as an unset variable given to a command is (`SCENIC_NOW= app`).
    ///
    /// - Throws: `refused(text)` for a value `reading` cannot read, wherever it would have
    ///   been used: the clock or the seed would otherwise silently be another.
    private static func value<Value>(
        of name: String, in environment: [String: String], reading: (String) -> Value?,
        refused: (String) -> AppCommandLineProblem
    ) throws(AppCommandLineProblem) -> Value? {
        guard let text = environment[name], !text.isEmpty else { return nil }
        guard let value = reading(text) else { throw refused(text) }
        return value
    }

    /// The random numbers the launch hands the app's workers: a story's from its `# seed:`
    /// (else `SCENIC_SEED`, else 0, as its test), and for other piped input and at a terminal
    /// from `SCENIC_SEED`, else from a seed new every run.
    private static func sessionRandom<Input: LineInput>(
        replay: StoryScript?, piped: PipedInput<Input>?, environment: [String: String]
    ) throws(AppCommandLineProblem) -> SessionRandom {
        let given = try value(
            of: sessionSeedVariable, in: environment, reading: SessionRandom.seed(from:),
            refused: AppCommandLineProblem.badSeedVariable)
        if let story = replay?.seed ?? (piped?.isStory == true ? piped?.seed : nil) {
            return SessionRandom(seed: story)
        }
        if replay != nil || piped?.isStory == true { return SessionRandom(seed: given ?? 0) }
        return given.map(SessionRandom.init(seed:)) ?? .system()
    }

    /// What is wrong with the `COLUMNS` environment variable, as
    /// ``ConsoleConfiguration/forProcess(width:environment:outputIsTerminal:)`` reads it: set but no width (`abc`, `0`, `-5`), which
    /// it passes over, or a width outside the 20 to 1000 columns screens are laid out at, where
    /// the nearest is taken; `nil` when it is such a width, empty or unset.
    private static func columnsProblem(
        in environment: [String: String], outputIsTerminal: Bool
    ) -> AppCommandLineProblem? {
        guard let columns = environment["COLUMNS"], !columns.isEmpty else { return nil }
        guard let width = ConsoleConfiguration.columns(in: columns), width > 0 else {
            return .unusableColumns(columns, terminal: outputIsTerminal)
        }
        let widths = TextLayout.minimumWidth...TextLayout.maximumWidth
        return widths.contains(width) ? nil : .columnsOutOfRange(columns, width: width)
    }

    /// The environment variable that sets the time a session starts at.
    static var sessionStartVariable: String { "SCENIC_NOW" }

    /// The environment variable that sets the seed a session's random numbers are drawn from.
    static var sessionSeedVariable: String { "SCENIC_SEED" }

    /// Runs the launched session on the input the command line chose: a replayed story, the
    /// terminal, or what is piped in.
    private func run<Input: LineInput>(
        _ session: AppSession<Route>, _ commandLine: AppCommandLine<Route>,
        replay: StoryScript?, piped: PipedInput<Input>?, story: SessionFile?, clock: SessionClock,
        recordedStart: Date, recordedSeed: UInt64, environment: [String: String],
        input makeInput: (_ historyPath: String?) -> Input, output: inout some TextOutput,
        errors: (String) -> Void
    ) async -> Int32 {
        var configuration = ConsoleConfiguration.forProcess(
            width: commandLine.width, environment: environment,
            outputIsTerminal: output.isTerminal)
        // Made once the width is known: a replayed story's own width was recorded as 80.
        let recording = { (configuration: ConsoleConfiguration) in
            story.map { file in
                // The screen the session lays out for, as clamped: a terminal 8 rows tall has
                // screens of 10, and a story of `# height: 8` is refused (a hostile tester).
                let screen = configuration.currentScreen
                var recording = StoryRecording(
                    app: name, width: screen.width, height: screen.height,
                    route: commandLine.routeWords,
                    arguments: commandLine.ownOptions, operands: commandLine.ownOperands,
                    start: recordedStart, seed: recordedSeed, write: file.write)
                recording.retract = file.retractLastWrite
                return recording
            }
        }
        // A story whose first lines could not be written (a full disk) stops the launch, and
        // is taken away: left empty, it replayed as nothing, and kept the next --record from
        // its name (found by a hostile tester). What failed was said as it failed.
        func recordingFailed() -> Bool {
            guard story?.problem != nil, let path = commandLine.recordPath else { return false }
            unlink(path)
            errors(
                name + ": "
                    + AppCommandLineProblem.recordingNeverStarted(path: path).message(app: name))
            return true
        }
        if let replay {
            // As the story test runner does: the story's width unless --width says otherwise,
            // and no color, so the transcript is the test's byte for byte.
            configuration = ConsoleConfiguration(
                width: .fixed(commandLine.width ?? replay.width ?? StoryScript.defaultWidth),
                height: .fixed(replay.height ?? StoryScript.defaultHeight))
            var script = ScriptInput(story: replay.lines, shown: replay.shownLines)
            let recorder = recording(configuration)
            if recordingFailed() { return 2 }
            let status = await run(
                session, commandLine, configuration, recorder, clock: clock,
                input: &script,
                output: &output)
            // As a story test fails on them: lines after a quit, never typed.
            if let first = script.untypedStoryLines.first {
                errors(
                    name + ": "
                        + AppCommandLineProblem.replayEndedEarly(
                            untyped: script.untypedStoryLines.count, first: first
                        ).message(app: name))
                return status == 0 ? 1 : status
            }
            return status
        }
        // Said where COLUMNS would set the width, as GNU ls does: passed over silently, a typo
        // in it would leave the user wondering why the screens are not as wide as asked.
        if commandLine.width == nil, piped?.isStory != true,
            let problem = Self.columnsProblem(
                in: environment, outputIsTerminal: output.isTerminal)
        {
            errors(name + ": " + problem.message(app: name))
        }
        guard var piped else {
            var input = makeInput(session.historyPath)
            var session = session
            if let standard = input as? StandardInput, let problem = standard.historyProblem {
                session.openingMessages.append(problem)
            }
            let recorder = recording(configuration)
            if recordingFailed() { return 2 }
            return await run(
                session, commandLine, configuration, recorder, clock: clock,
                input: &input,
                output: &output)
        }
        if piped.isStory {
            // As --replay runs it, so piping a story prints the transcript replaying it does.
            configuration = ConsoleConfiguration(
                width: .fixed(commandLine.width ?? piped.width ?? StoryScript.defaultWidth),
                height: .fixed(piped.height ?? StoryScript.defaultHeight))
        }
        piped.drawnWidth = configuration.currentWidth
        piped.drawnHeight = configuration.currentHeight
        let recorder = recording(configuration)
        if recordingFailed() { return 2 }
        let status = await run(
            session, commandLine, configuration, recorder, clock: clock,
            input: &piped,
            output: &output)
        if let refusal = piped.refusal {
            errors(name + ": " + refusal.message(app: name))
            return 2
        }
        if piped.readALateStoryAsLines {
            errors(name + ": " + AppCommandLineProblem.pipedStoryCameLate.message(app: name))
        }
        return status
    }

    /// Runs the console: the gallery, or the app on the stack the command line asked for.
    private func run(
        _ session: AppSession<Route>, _ commandLine: AppCommandLine<Route>,
        _ configuration: ConsoleConfiguration, _ recording: StoryRecording?, clock: SessionClock,
        input: inout some LineInput, output: inout some TextOutput
    ) async -> Int32 {
        if commandLine.showsPreviews {
            let gallery = PreviewGallery(
                groups: session.previews, builder: session.builder,
                previewWidth: configuration.currentWidth)
            var console = Console(navigator: gallery.navigator(), configuration: configuration)
            console.recording = recording
            console.observers = session.observers
            console.clock = clock
            return await console.run(input: &input, output: &output)
        }
        let first = session.root ?? root
        let stack = commandLine.stack.isEmpty ? [first] : commandLine.stack
        var navigator = Navigator(
            builder: session.builder, root: stack[0], path: Array(stack.dropFirst()))
        // Started elsewhere (`--route catalog`), the app's first screen is not made, and a
        // password for its command (a login) typed later would be kept as typed.
        if !stack.contains(first) { navigator.noteSecretCommands(of: first) }
        var console = Console(navigator: navigator, configuration: configuration)
        console.openingMessages = session.openingMessages
        console.recording = recording
        console.observers = session.observers
        console.clock = clock
        return await console.run(input: &input, output: &output)
    }

    /// The options every Scenic app has, which an app's own may not be named like.
    static var builtInOptions: Set<String> {
        [
            "--width", "--previews", "--route", "--record", "--log", "--replay", "--explore",
            "--seed", "--version", "--help", "-h", "--",
        ]
    }

    /// Stops the program when the app's own options or operands cannot be told apart (one
    /// named like an option every app has, two of the same name, one that is not an
    /// option's name): a programming error, which would leave an option that can never be
    /// given.
    private func checkDeclarations() {
        var seen: Set<String> = []
        for option in options {
            precondition(
                !Self.builtInOptions.contains(option.name),
                "ScenicApp: \(option.name) is an option every Scenic app has; name yours otherwise")
            precondition(
                option.name.hasPrefix("-") && option.name.count > 1
                    && !option.name.contains("="),
                "ScenicApp: \"\(option.name)\" is not an option's name (as in --data-dir)")
            precondition(
                seen.insert(option.name).inserted,
                "ScenicApp: the option \(option.name) is declared twice")
        }
        var names: Set<String> = []
        for operand in operands {
            precondition(
                names.insert(operand.name).inserted,
                "ScenicApp: the operand \(operand.name) is declared twice")
        }
    }

    /// The `--help` text, within 80 columns.
    var help: String {
        let words =
            [
                "[--width N]", "[--previews]", routes.isEmpty ? nil : "[--route ROUTE…]",
                "[--record FILE]", "[--log FILE]", "[--replay FILE]",
                "[--explore STEPS [--seed N]]",
            ].compactMap { $0 }
            + options.map { "[\($0.usage)]" } + operands.map(\.usage)
        var lines = Self.usageLines(["Usage:", name] + words)
        lines.append("")
        lines += TextWrapper.wrap(summary, width: 80)
        if !operands.isEmpty {
            lines.append("")
            lines.append("Arguments:")
            lines += Self.table(operands.map { ($0.name, $0.help) })
        }
        lines.append("")
        lines.append("Options:")
        let entries: [(String, String)] =
            [
                (
                    "--width N",
                    "Lay screens out N columns wide (default: COLUMNS, the terminal, or 80)."
                ),
                (
                    "--previews",
                    "Browse every screen's previews (sample states) instead of the app."
                ),
                routes.isEmpty
                    ? nil
                    : (
                        "--route ROUTE…",
                        "Start on these screens, first at the bottom (see Routes)."
                    ),
                (
                    "--record FILE",
                    "Write the lines typed as a .story file (secrets as ${NAME}), to replay "
                        + "or keep as a test."
                ),
                (
                    "--log FILE",
                    "Add every action, effect and screen change to FILE, one line each, for "
                        + "debugging (never shown on screen)."
                ),
                (
                    "--replay FILE",
                    "Type the lines of a .story file, as the story tests do, and print the "
                        + "transcript."
                ),
                (
                    "--explore STEPS",
                    "Type STEPS lines a person could, on data of its own, checking every screen; "
                        + "write a short story that breaks a rule."
                ),
                ("--seed N", "The seed of --explore: the same seed, the same run (default: new)."),
            ].compactMap { $0 }
            + options.map { ($0.usage, $0.help) }
            + [("--version", "Show the version."), ("-h, --help", "Show this help.")]
        lines += Self.table(entries)
        if !routes.isEmpty {
            lines.append("")
            lines.append("Routes (for --route; several open in order, the first at the bottom):")
            let plain = routes.filter { $0.help == nil }.map(\.usage)
            if !plain.isEmpty {
                lines += TextWrapper.wrap(plain.joined(separator: ", "), width: 76)
                    .map { "  " + $0 }
            }
            lines += Self.table(routes.compactMap { route in route.help.map { (route.usage, $0) } })
        }
        // Scenic's own variables, which every app reads the same way.
        lines.append("")
        lines.append("Environment:")
        lines += Self.table([
            (
                "\(Self.sessionStartVariable)=TIME",
                "Start the clock at TIME, such as 2026-05-04T10:30:00Z: a piped session then shows "
                    + "the same dates each run (a story starts at its own \"# now:\")."
            ),
            (
                "\(Self.sessionSeedVariable)=N",
                "Draw the app's random numbers from seed N, a whole number: a piped session then "
                    + "draws the same ones each run (a story draws from its own \"# seed:\")."
            ),
            (
                StoryFile.secretPrefix + "NAME",
                "The secret --replay types for ${NAME} in a story."
            ),
        ])
        return lines.joined(separator: "\n") + "\n"
    }

    /// The usage line within 80 columns, broken only between options (never inside
    /// `[--store NAME]`), continued under the first option.
    private static func usageLines(_ words: [String]) -> [String] {
        let indent = String(repeating: " ", count: DisplayWidth.of(words[0] + " " + words[1]) + 1)
        var lines = [words[0] + " " + words[1]]
        for word in words.dropFirst(2) {
            let joined = lines[lines.count - 1] + " " + word
            if DisplayWidth.of(joined) <= 80 {
                lines[lines.count - 1] = joined
            } else {
                lines.append(indent + word)
            }
        }
        return lines
    }

    /// Two columns: each entry's usage, then its help wrapped beside it.
    private static func table(_ entries: [(String, String)]) -> [String] {
        let usageWidth = entries.map { DisplayWidth.of($0.0) }.max() ?? 0
        let indent = String(repeating: " ", count: usageWidth + 4)
        var lines: [String] = []
        for (usage, help) in entries {
            let wrapped = TextWrapper.wrap(help, width: max(80 - usageWidth - 4, 20))
            for (index, line) in wrapped.enumerated() {
                let padding = String(repeating: " ", count: usageWidth - DisplayWidth.of(usage))
                lines.append(index == 0 ? "  " + usage + padding + "  " + line : indent + line)
            }
        }
        return lines
    }
}
