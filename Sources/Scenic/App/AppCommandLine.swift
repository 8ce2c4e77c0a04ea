/// An app's command line, parsed: the options every Scenic app shares and the app's own.
struct AppCommandLine<Route: Hashable & Sendable> {
    var width: Int?
    var showsPreviews = false
    var showsHelp = false
    var showsVersion = false
    /// The `.story` file `--replay` names.
    var replayPath: String?
    /// The `.story` file `--record` writes.
    var recordPath: String?
    /// The file `--log` adds the session's events to.
    var logPath: String?
    /// The lines `--explore` types, when given.
    var exploreSteps: Int?
    /// The seed `--seed` gives `--explore`.
    var seed: UInt64?
    /// The stack `--route` asked for, root first; empty when not given.
    var stack: [Route] = []
    /// The words given to `--route`, as typed; empty when not given.
    var routeWords: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []
    /// The words given for the app's operands, by placeholder.
    var operands: [String: String] = [:]
    /// The app's own options and `--route` as given, in order: with ``ownOperands``, what a
    /// replay of a session these arguments started needs to start the same way.
    var ownOptions: [String] = []
    /// The operands as given, to go after every option: after `--` when one starts with `-`.
    var ownOperands: [String] {
        let words = declaredOperands.compactMap { operands[$0.name] }
        return (words.contains { $0.hasPrefix("-") } ? ["--"] : []) + words
    }
    /// The operands the app declares, in order.
    private var declaredOperands: [AppOperand]

    /// The words that ask for help or the version, which answer whatever else is wrong.
    static var asksForHelp: Set<String> { ["--help", "-h", "--version"] }

    /// The widths `--width` accepts.
    static var widths: ClosedRange<Int> { TextLayout.minimumWidth...TextLayout.maximumWidth }

    /// Parses the arguments after the program name.
    ///
    /// `--help` and `--version` answer whatever else the line gets wrong, as most tools'
    /// do: `--width 0 --help` showed a refusal where its user asked how to write it.
    init(
        _ arguments: [String], options: [AppOption], operands declaredOperands: [AppOperand] = [],
        routes: [NamedRoute<Route>]
    ) throws(AppCommandLineProblem) {
        self.declaredOperands = declaredOperands
        do {
            try read(arguments, options: options, routes: routes)
        } catch {
            let words = arguments.prefix { $0 != "--" }
            let asked = ["--help", "--version"].filter {
                words.contains($0) || $0 == "--help" && words.contains("-h")
            }
            guard !asked.isEmpty else { throw error }
            self = try Self(asked, options: options, operands: declaredOperands, routes: routes)
        }
    }

    /// Reads the arguments after the program name into this command line.
    private mutating func read(
        _ arguments: [String], options: [AppOption], routes: [NamedRoute<Route>]
    ) throws(AppCommandLineProblem) {
        var remaining = arguments[...]
        var afterSeparator = false
        // The options that take a value, as they were given.
        var valued: Set<String> = []
        var given: [String] = []
        while let argument = remaining.popFirst() {
            // A word that is not an option is an operand (`-` alone too, as for standard
            // input), and so is every word after `--`.
            if afterSeparator || !argument.hasPrefix("-") || argument == "-" {
                given.append(argument)
                continue
            }
            if argument == "--" {
                afterSeparator = true
                continue
            }
            // Both "--width 60" and "--width=60" are accepted, as most tools do.
            let parts = argument.split(
                separator: "=", maxSplits: 1, omittingEmptySubsequences: false
            ).map(String.init)
            let option = parts.first ?? argument
            let inline = parts.count == 2 ? parts[1] : nil
            func value(placeholder: String) throws(AppCommandLineProblem) -> String {
                // The second of two would win without a word: `--replay a --replay b`.
                guard valued.insert(option).inserted else { throw .givenTwice(option) }
                // `--record --help` asks for help: taken as the value, it wrote a file named
                // `--help` (a hostile tester).
                let next = remaining.first.flatMap { Self.asksForHelp.contains($0) ? nil : $0 }
                guard let given = inline ?? next.map({ _ in remaining.removeFirst() }) else {
                    throw .missingValue(option, placeholder: placeholder)
                }
                // An unset shell variable (`--data-dir "$DIR"`) must not mean the default.
                guard !given.isEmpty else { throw .emptyValue(option, placeholder: placeholder) }
                return given
            }
            // A path whose bytes were not UTF-8 arrives with U+FFFD for them, and names another
            // file: `--record $'a\xff.story'` wrote `a\u{FFFD}.story` (a hostile tester).
            func path(_ given: String) throws(AppCommandLineProblem) -> String {
                guard !Self.heldBytesNotUTF8(inline == nil ? given : argument) else {
                    throw .pathNotUTF8(option, given: given)
                }
                return given
            }
            // A flag given a value (`--previews=no`, an app's `--offline=false`) would be set
            // whatever the value said (found by a hostile tester).
            func flag() throws(AppCommandLineProblem) -> Bool {
                guard inline == nil else { throw .flagWithValue(option, given: argument) }
                return true
            }
            switch option {
            case "--width":
                let typed = try value(placeholder: "60")
                guard let width = Int(typed), Self.widths.contains(width) else {
                    throw .badWidth(typed)
                }
                self.width = width
            case "--previews": showsPreviews = try flag()
            case "-h", "--help": showsHelp = try flag()
            case "--version": showsVersion = try flag()
            case "--replay": replayPath = try path(try value(placeholder: "FILE"))
            case "--record": recordPath = try path(try value(placeholder: "FILE"))
            case "--log": logPath = try path(try value(placeholder: "FILE"))
            case "--explore":
                let typed = try value(placeholder: "200")
                guard let steps = Int(typed), steps >= 1 else { throw .badSteps(typed) }
                exploreSteps = steps
            case "--seed":
                let typed = try value(placeholder: "42")
                guard let seed = UInt64(typed) else { throw .badSeed(typed) }
                self.seed = seed
            case "--route":
                // An app that names no routes always starts on its first screen.
                guard !routes.isEmpty else { throw .noRoutes }
                guard valued.insert(option).inserted else { throw .givenTwice(option) }
                var words: [String] = inline.map { [$0] } ?? []
                // A negative number is a route's word, for its kind to refuse (`order -1` said
                // that the order's number was missing).
                while let next = remaining.first,
                    !next.hasPrefix("-")
                        || next.count > 1
                            && next.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber })
                {
                    words.append(next)
                    remaining = remaining.dropFirst()
                }
                stack = try Self.routes(
                    words, among: routes, operand: declaredOperands.first?.name)
                routeWords = words
                ownOptions += ["--route"] + words
            default:
                guard let declared = options.first(where: { $0.name == option }) else {
                    let known =
                        options.map(\.name)
                        + ScenicApp<Route>.builtInOptions.filter {
                            $0.hasPrefix("--") && $0 != "--" && ($0 != "--route" || !routes.isEmpty)
                        }.sorted()
                    throw .unknownOption(
                        argument, suggestion: EditDistance.closest(to: option, among: known))
                }
                if let placeholder = declared.value {
                    let given = try value(placeholder: placeholder)
                    // As for an operand: `--store $'st\xff'` named another file.
                    guard !Self.heldBytesNotUTF8(inline == nil ? given : argument) else {
                        throw .wordNotUTF8(option, given: given, placeholder: placeholder)
                    }
                    values[option] = given
                    ownOptions += [option, given]
                } else {
                    _ = try flag()
                    flags.insert(option)
                    ownOptions.append(option)
                }
            }
        }
        try readOperands(given)
        if seed != nil && exploreSteps == nil { throw .seedWithoutExplore }
        // Exploring runs sessions of its own: another way of running one would be ignored.
        if exploreSteps != nil {
            let others = [
                ("--replay", replayPath != nil), ("--record", recordPath != nil),
                ("--previews", showsPreviews), ("--log", logPath != nil),
            ]
            if let other = others.first(where: \.1)?.0 { throw .exploreWith(other) }
        }
        // The gallery shows sample screens, not the app's: the stack would be passed over, and
        // a recording would replay on the app (found by a hostile tester).
        if showsPreviews, !stack.isEmpty { throw .previewsWith("--route") }
        if showsPreviews, recordPath != nil { throw .previewsWith("--record") }
    }

    /// Gives the declared operands the words `given`, in order; `--help` and `--version` need
    /// none.
    private mutating func readOperands(_ given: [String]) throws(AppCommandLineProblem) {
        for (index, word) in given.enumerated() {
            guard index < declaredOperands.count else {
                throw .unexpectedOperand(word, declared: declaredOperands.map(\.name))
            }
            // An unset shell variable (`csvview "$FILE"`) must not mean the default.
            guard !word.isEmpty else { throw .emptyOperand(declaredOperands[index].name) }
            operands[declaredOperands[index].name] = word
        }
        guard !showsHelp, !showsVersion else { return }
        // As for a path given to `--record`: `browse $'dir\xff'` opened `dir\u{FFFD}`, which
        // does not exist, and said so (a stranger's file browser).
        for (index, word) in given.enumerated() where Self.heldBytesNotUTF8(word) {
            let name = declaredOperands[index].name
            throw .wordNotUTF8(name, given: word, placeholder: name)
        }
        if let missing = declaredOperands.dropFirst(given.count).first(where: { !$0.isOptional }) {
            throw .missingOperand(missing.name)
        }
    }

    /// Whether `argument`, a word of the command line as given, held bytes that are not UTF-8,
    /// read as U+FFFD: another file than the one meant, or text not as typed.
    ///
    /// A U+FFFD that was typed (its three bytes, `EF BF BD`) is told apart by the process's
    /// own arguments, as their bytes came; a word that is not among them, as a test gives,
    /// is taken as having had such bytes.
    ///
    /// When the same text came both ways (`$'st\xff'` and `$'st\xef\xbf\xbd'`), which of them
    /// this word is cannot be told, so it is refused: a word with such bytes got through
    /// beside a typed one (found by a hostile tester).
    static func heldBytesNotUTF8(_ argument: String) -> Bool {
        guard argument.unicodeScalars.contains("\u{FFFD}") else { return false }
        var typed = false
        for index in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[index] else { continue }
            if let valid = String(validatingCString: raw) {
                if valid == argument { typed = true }
            } else if String(cString: raw) == argument {
                return true
            }
        }
        return !typed
    }

    /// The routes `words` name, in order: `product matcha cart` is two routes.
    private static func routes(
        _ words: [String], among routes: [NamedRoute<Route>], operand: String? = nil
    ) throws(AppCommandLineProblem) -> [Route] {
        guard !words.isEmpty else { throw .missingRoute }
        var remaining = words[...]
        var stack: [Route] = []
        while let word = remaining.popFirst() {
            guard let named = routes.first(where: { $0.name == word }) else {
                throw .unknownRoute(
                    word, known: routes.map(\.usage),
                    suggestion: EditDistance.closest(to: word, among: routes.map(\.name)),
                    operand: operand, before: Array(words.prefix(words.count - remaining.count - 1))
                )
            }
            var argument: String?
            if let placeholder = named.argument {
                guard let typed = remaining.popFirst() else {
                    throw .missingRouteArgument(word, placeholder: placeholder)
                }
                // `--route folder $'/tmp/r\xff'` opened `/tmp/r\u{FFFD}`, another folder (a
                // maintainer's upgrade found it).
                guard !heldBytesNotUTF8(typed) else {
                    throw .noSuchRoute(
                        named.name, typed,
                        reason: "it has bytes that are not UTF-8 text (shown as \u{FFFD}), so "
                            + "what it names cannot be reached by it; rename that to UTF-8 text, "
                            + "or give another")
                }
                argument = typed
            }
            switch named.route(argument) {
            case .success(let route): stack.append(route)
            case .failure(let refusal):
                throw .noSuchRoute(named.name, argument ?? "", reason: refusal.message)
            }
        }
        return stack
    }
}

/// What can be wrong with an app's command line, turned into text in one place.
enum AppCommandLineProblem: Error, Equatable {
    case unknownOption(String, suggestion: String?)
    case missingValue(String, placeholder: String)
    /// An option given an empty value, as an unset shell variable gives.
    case emptyValue(String, placeholder: String)
    /// A `SCENIC_SECRET_` variable whose value holds a line break, which `--replay` would type
    /// as more than one line.
    case secretWithLineBreak(name: String)
    case badWidth(String)
    /// `COLUMNS` is set to something that is no width; the screens are as wide as the terminal
    /// (or 80 columns, when `terminal` is false) instead.
    case unusableColumns(String, terminal: Bool)
    /// `COLUMNS` is a width outside the 20 to 1000 columns screens are laid out at; they are
    /// laid out at the nearest.
    case columnsOutOfRange(String, width: Int)
    /// `SCENIC_NOW` gives no time to start the session's clock at.
    case badNow(String)
    /// `SCENIC_SEED` gives no seed to draw the session's random numbers from.
    case badSeedVariable(String)
    /// An option that takes a value was given twice.
    case givenTwice(String)
    case missingRoute
    /// `--route` given to an app that names no routes.
    case noRoutes
    /// A route word no route has; `suggestion` is the route name it is closest to, if any.
    /// (`operand` is the app's first operand and `before` the routes named before `word`, for
    /// a hint: an operand typed after `--route` reads as a screen.)
    case unknownRoute(
        String, known: [String], suggestion: String?, operand: String?, before: [String])
    case missingRouteArgument(String, placeholder: String)
    /// The first screen `--route` names hands its result to a screen below it, where there
    /// is none; `below` is the name of a screen whose Logic takes that result, when one does.
    case routeNeedsAScreenBelow(String, below: String?)
    /// A screen `--route` names hands its result to the one under it, which does not take
    /// it; `below` is the name of a screen whose Logic does, when one does.
    case routeOverAScreenThatDoesNotTakeIt(String, under: String, below: String?)
    case noSuchRoute(String, String, reason: String?)
    /// The `--replay` file cannot be read: `reason` says why.
    case unreadableStory(path: String, reason: String)
    /// A `# width:` comment of the `--replay` file is not a usable width.
    case storyBadWidth(path: String, line: Int, value: String)
    /// A `# width:` on `line` of the `--replay` file asks for `width` after its first typed
    /// line, at `first` columns.
    case storyLateWidth(path: String, line: Int, width: Int, first: Int)
    /// A `# height:` comment of the `--replay` file is not a usable height.
    case storyBadHeight(path: String, line: Int, value: String)
    /// A `# height:` on `line` of the `--replay` file asks for `height` after its first typed
    /// line, which ran `first` rows tall.
    case storyLateHeight(path: String, line: Int, height: Int, first: Int)
    /// The `--replay` file types `${name}` and its environment variable is not set.
    case storyMissingSecret(path: String, line: Int, name: String)
    /// A `# after` comment of the `--replay` file gives a time that cannot be read.
    case storyBadClockStep(path: String, line: Int, text: String)
    /// The story's `# now:` on `line` gives no time, or comes after its first typed line.
    case storyBadStart(path: String, line: Int, text: String, isLate: Bool)
    /// The story's `# seed:` on `line` gives no seed, or comes after its first typed line.
    case storyBadSeed(path: String, line: Int, text: String, isLate: Bool)
    /// The `--record` file cannot be created: `reason` says why.
    case cannotRecord(path: String, reason: String)
    /// The `--log` file cannot be opened: `reason` says why.
    case cannotLog(path: String, reason: String)
    /// Writing the `--record` story failed during the session: `reason` says why.
    case recordingStopped(path: String, reason: String)
    /// The `--record` story's first lines could not be written (said before), so the session
    /// did not start and the empty file was removed.
    case recordingNeverStarted(path: String)
    /// Adding to the `--log` file failed during the session: `reason` says why.
    case logStopped(path: String, reason: String)
    /// Writing to standard output failed during the session: `reason` says why.
    case outputFailed(reason: String)
    /// Standard input (0) or output (1) was closed when the app started.
    case standardStreamClosed(Int32)
    /// Standard input is a folder (`< /tmp`), or open only for writing (`0>file`).
    case standardInputUnreadable(isFolder: Bool)
    /// The story of what `--explore` found was not written: a file of its name exists.
    case explorationStoryExists(path: String)
    /// The story of what `--explore` found cannot be created: `reason` says why.
    case cannotWriteExplorationStory(path: String, reason: String)
    /// The process exploring ended, with `status`, without printing what it reached: it could
    /// not write its files in `folder`, the temporary folder.
    case explorationChildSaidNothing(status: Int32, folder: String, seed: UInt64)
    /// The folder an exploration keeps its journal in could not be made in the temporary
    /// folder (`TMPDIR`).
    case explorationFolderUnusable(folder: String, reason: String)
    /// The child exploring was stopped by a signal from outside (`SIGKILL` from another
    /// program or from the system out of memory), not by a trap of its own.
    case explorationChildKilled(signal: Int32, seed: UInt64)
    /// A `# width:` comment of a story piped in is not a usable width.
    case pipedStoryBadWidth(line: Int, value: String)
    /// A `# height:` comment of a story piped in is not a usable height.
    case pipedStoryBadHeight(line: Int, value: String)
    /// A story piped in types `${name}` and its environment variable is not set.
    case pipedStoryMissingSecret(line: Int, name: String)
    /// A `# after` comment of a story piped in gives a time that cannot be read.
    case pipedStoryBadClockStep(line: Int, text: String)
    /// The story piped in has a `# now:` on `line` that gives no time, or comes after its
    /// first typed line.
    case pipedStoryBadStart(line: Int, text: String, isLate: Bool)
    /// The story piped in has a `# seed:` on `line` that gives no seed, or comes after its
    /// first typed line.
    case pipedStoryBadSeed(line: Int, text: String, isLate: Bool)
    /// Piped input whose first line, a comment, came too late to be read ahead, so it was
    /// read as plain lines rather than as a story.
    case pipedStoryCameLate
    /// A story piped in asks for another width after its first typed line.
    case pipedStoryLateWidth(line: Int, width: Int, drawn: Int)
    /// A story piped in asks for another height after its first typed line.
    case pipedStoryLateHeight(line: Int, height: Int, drawn: Int)
    /// `--explore` was not given a whole number of lines from 1 to the largest `Int`.
    case badSteps(String)
    /// `--seed` was not given a whole number from 0 to 18446744073709551615.
    case badSeed(String)
    /// `--seed` without `--explore`, which is the only thing it seeds.
    case seedWithoutExplore
    /// A required operand (`FILE`) was not given.
    case missingOperand(String)
    /// An operand was given the empty word.
    case emptyOperand(String)
    /// An operand's word or an app's own option's value (named by the operand's name or the
    /// option, with its placeholder) held bytes that are not UTF-8, read as U+FFFD.
    case wordNotUTF8(String, given: String, placeholder: String)
    /// A word that is not an option came after every operand the app declares (`declared`,
    /// maybe none) was given.
    case unexpectedOperand(String, declared: [String])
    /// `--explore` with another way of running the app (`--replay`, `--record`, `--previews`),
    /// or with `--log`, which its hundreds of sessions would not write.
    case exploreWith(String)
    /// A path given to `--record`, `--log` or `--replay` held bytes that are not UTF-8, read
    /// as U+FFFD.
    case pathNotUTF8(String, given: String)
    /// A flag (`--previews`, an app's own) given a value, as `argument` (`--previews=no`).
    case flagWithValue(String, given: String)
    /// `--previews` with `--route`, whose screens the gallery would not open, or `--record`,
    /// whose story would replay on the app.
    case previewsWith(String)
    /// Not a problem but a note: the app quit before the story's last `untyped` lines, from
    /// `first`, were typed.
    case replayEndedEarly(untyped: Int, first: String)
    /// Not a problem but a note: the `--replay` file (or, with no path, the story piped in) is
    /// what an exploration found, so it runs on data of its own, as exploring does.
    case replayingExploration(path: String?)
    /// What replaying a story an exploration found showed of the app's rules: the `finding`
    /// again, or (`nil`) none; `appHasRules` is false when the app declares no rules of its own,
    /// so only Scenic's were checked.
    case replayedExploration(finding: String?, appHasRules: Bool)
    /// `--replay` of a story an exploration found by a trap, which did not trap this time.
    case replayedTrapDidNotTrap

    /// The message after the app's name: what was wrong and what to type instead.
    func message(app: String) -> String {
        switch self {
        case .unknownOption(let option, let suggestion):
            let closest = suggestion.map { " Did you mean \($0)?" } ?? ""
            return "unknown option \"\(VisibleText.escaping(option))\".\(closest) Run \"\(app) "
                + "--help\" for the options."
        case .missingValue(let option, let placeholder):
            return "\(option) needs a value, as in \"\(option) \(placeholder)\"."
        case .givenTwice(let option):
            return "\(option) is given twice; give it once."
        case .emptyValue(let option, let placeholder):
            return "\(option) was given an empty value (an unset variable?); give one, as in "
                + "\"\(option) \(placeholder)\"."
        case .secretWithLineBreak(let name):
            return "--replay: \(StoryFile.secretPrefix)\(VisibleText.escaping(name)) holds a line "
                + "break; a secret is typed as one line, so give it without one."
        case .replayedExploration(let finding?, _):
            return "the story breaks a rule again: \(finding)"
        case .replayedExploration(nil, true):
            return "no rule broke this time: what the exploration found is fixed, or needs "
                + "something the story does not repeat (an option, the data)."
        case .replayedExploration(nil, false):
            return "no rule of Scenic's broke this time. \(app) declares no rules of its own "
                + "(explorationInvariants), so a rule given to assertExplores in a test was not "
                + "checked: run that test again to see whether what it found is fixed."
        case .replayedTrapDidNotTrap:
            return "the app did not trap this time: what the exploration found is fixed, or "
                + "needs something the story does not repeat (an option, the data)."
        case .replayingExploration(let path):
            let story = path.map(VisibleText.escaping) ?? "the story piped in"
            return "\(story) is what an exploration found, so it runs as exploring does, on data "
                + "of its own; your data is not touched."
        case .replayEndedEarly(let untyped, let first):
            let lines = untyped == 1 ? "line was" : "\(untyped) lines were"
            return "the app quit before the story's end: its last \(lines) never typed (from "
                + "\"\(VisibleText.escaping(first))\")."
        case .badWidth(let typed):
            let widths = AppCommandLine<Int>.widths
            return "--width must be a whole number from \(widths.lowerBound) to "
                + "\(widths.upperBound), got \"\(VisibleText.escaping(typed))\"."
        case .columnsOutOfRange(let given, let columns):
            let widths = AppCommandLine<Int>.widths
            let nearest = min(max(columns, widths.lowerBound), widths.upperBound)
            return
                "COLUMNS is \(VisibleText.escaping(given)), but screens are \(widths.lowerBound) to "
                + "\(widths.upperBound) columns wide, so they are \(nearest)."
        case .unusableColumns(let columns, let terminal):
            let instead = terminal ? "as wide as the terminal" : "80 columns wide"
            return "COLUMNS is \"\(VisibleText.escaping(columns))\", which is no number of "
                + "columns, so screens are \(instead). Set it to a whole number such as 80, or "
                + "unset it."
        case .badNow(let typed):
            return "SCENIC_NOW must be a time such as 2026-05-04T10:30:00Z (a date, a time and a "
                + "time zone), got \"\(VisibleText.escaping(typed))\". Set it so, or unset it "
                + "for the time now."
        case .badSeedVariable(let typed):
            return "SCENIC_SEED must be a whole number from 0 to 18446744073709551615, got \""
                + VisibleText.escaping(typed) + "\". Set it so, or unset it for a new seed "
                + "every run."
        case .noRoutes:
            return "--route: \(app) names no screens to start on; it always starts on its first "
                + "screen. Leave --route out."
        case .missingRoute:
            return "--route needs the screens to open, as in \"--route "
                + "ROUTE\". Run \"\(app) --help\" for the routes."
        case .unknownRoute(let word, let known, let suggestion, let operand, let before):
            let guess = suggestion.map { " Did you mean \"\($0)\"?" } ?? ""
            // The screens are every word after --route: an app's file typed there reads as one.
            let shown = VisibleText.escaping(word)
            let hint = operand.map { name in
                let route = (["--route"] + before.map(VisibleText.escaping)).joined(separator: " ")
                return
                    " If \"\(shown)\" is the \(name), put -- before it: \"\(route) -- \(shown)\"."
            }
            return "--route: there is no screen \"\(shown)\".\(guess) Routes: "
                + known.joined(separator: ", ") + "." + (suggestion == nil ? hint ?? "" : "")
        case .missingRouteArgument(let route, let placeholder):
            return "--route: \(route) needs \(placeholder), as in \"--route \(route) "
                + "\(placeholder)\"."
        case .routeNeedsAScreenBelow(let route, let below):
            let example = below.map { " first, as in \"--route \($0) \(route)\"" } ?? " first"
            return "--route: \(route) hands its result to the screen below it, so it cannot be the "
                + "first screen (what it is given would be lost there). Open the screen it returns "
                + "to\(example)."
        case .routeOverAScreenThatDoesNotTakeIt(let route, let under, let below):
            let example = below.map { ", as in \"--route \($0) \(route)\"" } ?? ""
            return "--route: \(route) hands its result to the screen below it, and \(under) does "
                + "not take it (what it is given would be lost there). Open it over a screen that "
                + "takes it\(example)."
        case .noSuchRoute(let route, let argument, let reason):
            let quoted = "--route: \(route) \"\(VisibleText.escaping(argument))\""
            guard let reason else {
                return quoted + " names nothing here. Run \"\(app) --help\" for what each route "
                    + "takes."
            }
            return quoted + ": " + Sentence.ended(VisibleText.escaping(reason))
                + " Run \"\(app) --help\" for what "
                + "each route takes."
        case .unreadableStory(let path, let reason):
            return "--replay: cannot read \(VisibleText.escaping(path)): \(reason)."
        case .storyBadWidth(let path, let line, let value):
            return "--replay: \(VisibleText.escaping(path)), line \(line): "
                + StoryScript.sizeRule("width", got: value)
        case .storyLateWidth(let path, let line, let width, let first):
            return "--replay: \(VisibleText.escaping(path)), line \(line): "
                + StoryScript.lateWidthRule(width: width, first: first)
        case .storyBadHeight(let path, let line, let value):
            return "--replay: \(VisibleText.escaping(path)), line \(line): "
                + StoryScript.sizeRule("height", got: value)
        case .storyLateHeight(let path, let line, let height, let first):
            return "--replay: \(VisibleText.escaping(path)), line \(line): "
                + StoryScript.lateHeightRule(height: height, first: first)
        case .storyMissingSecret(let path, let line, let name):
            return "--replay: \(VisibleText.escaping(path)), line \(line) types ${\(name)}; set "
                + "\(StoryFile.secretPrefix)\(name) to the secret to type there."
        case .storyBadClockStep(let path, let line, let text):
            return "--replay: \(VisibleText.escaping(path)), line \(line): "
                + StoryScript.clockStepRule(text)
        case .storyBadStart(let path, let line, let text, let isLate):
            return "--replay: \(VisibleText.escaping(path)), line \(line): "
                + StoryScript.startRule(text, isLate: isLate)
        case .storyBadSeed(let path, let line, let text, let isLate):
            return "--replay: \(VisibleText.escaping(path)), line \(line): "
                + StoryScript.seedRule(text, isLate: isLate)
        case .cannotRecord(let path, let reason):
            return "--record: cannot create \(VisibleText.escaping(path)): \(reason)."
        case .cannotLog(let path, let reason):
            return "--log: cannot write \(VisibleText.escaping(path)): \(reason)."
        case .recordingStopped(let path, let reason):
            return "--record: could not write to \(VisibleText.escaping(path)): \(reason). The "
                + "story ends where writing stopped; what is typed from here on is not recorded."
        case .recordingNeverStarted(let path):
            return "--record: as nothing could be written to \(VisibleText.escaping(path)), the "
                + "session did not start, and the empty file was removed. Free some space, or "
                + "record to another file."
        case .logStopped(let path, let reason):
            return "--log: could not write to \(VisibleText.escaping(path)): \(reason). The "
                + "session goes on without its log."
        case .standardInputUnreadable(let isFolder):
            return "standard input is "
                + (isFolder ? "a folder" : "open only for writing (as \"0>file\" opens it)")
                + ", so there are no lines to read; give it a file or a pipe (\"< /dev/null\" for "
                + "none)."
        case .standardStreamClosed(let descriptor):
            return descriptor == 0
                ? "standard input is closed, so there is nothing to read lines from; give it "
                    + "some (\"< /dev/null\" for none)."
                : "standard output is closed, so no screen could be shown; send it somewhere "
                    + "(\"> /dev/null\" to drop it)."
        case .outputFailed(let reason):
            return "could not write to standard output: \(reason), so the screens from then on "
                + "were not shown; the lines typed still did their work."
        case .explorationStoryExists(let path):
            return "did not write the story of what it found to \(VisibleText.escaping(path)): a "
                + "file of that name exists, and exploration never writes over one. Remove or "
                + "rename that file and run again, or keep the story printed below."
        case .explorationChildSaidNothing(let status, let folder, let seed):
            return "the process exploring ended (status \(status)) without a word of what it "
                + "reached: it could not write its files in \(VisibleText.escaping(folder)). Free "
                + "some space there, or set TMPDIR to another folder, then run again with --seed "
                + "\(seed)."
        case .explorationFolderUnusable(let folder, let reason):
            return "cannot explore: the folder for the exploration's journal cannot be made in "
                + "\(VisibleText.escaping(folder)) (\(reason)), and without it a trap would end "
                + "the run unreported. Set TMPDIR to a folder you can write, then run again."
        case .explorationChildKilled(let signal, let seed):
            return "the process exploring was stopped by signal \(signal) from outside the app "
                + "(another program, or the system out of memory); that is no finding, and "
                + "nothing was shrunk. Run again with --seed \(seed) to explore the same way."
        case .cannotWriteExplorationStory(let path, let reason):
            return "cannot write the story of what it found to \(VisibleText.escaping(path)): "
                + "\(reason). Keep the story printed below, or fix that and run again."
        case .pipedStoryBadWidth(let line, let value):
            return "the story piped in, line \(line): " + StoryScript.sizeRule("width", got: value)
        case .pipedStoryBadHeight(let line, let value):
            return "the story piped in, line \(line): " + StoryScript.sizeRule("height", got: value)
        case .pipedStoryMissingSecret(let line, let name):
            return "the story piped in types ${\(name)} on line \(line), so it stopped there; set "
                + "\(StoryFile.secretPrefix)\(name) to the secret to type, as for \"\(app) --replay "
                + "FILE\"."
        case .pipedStoryBadClockStep(let line, let text):
            return "the story piped in, line \(line): " + StoryScript.clockStepRule(text)
                + " It stopped there."
        case .pipedStoryBadStart(let line, let text, let isLate):
            return "the story piped in, line \(line): "
                + StoryScript.startRule(text, isLate: isLate)
                + " It stopped there."
        case .pipedStoryBadSeed(let line, let text, let isLate):
            return "the story piped in, line \(line): "
                + StoryScript.seedRule(text, isLate: isLate) + " It stopped there."
        case .pipedStoryCameLate:
            return "the input's first line, a comment, came after the first screen was drawn (a "
                + "fifth of a second on), so the input was read as plain lines, not as a story: "
                + "its \"# width:\", \"# now:\" and ${NAME} were not used. Replay a story with "
                + "\"\(app) --replay FILE\", or pipe it from a file."
        case .pipedStoryLateWidth(let line, let width, let drawn):
            return "the story piped in asks for width \(width) on line \(line), after its screens "
                + "were drawn \(drawn) columns wide, so it stopped there; put \"# width: \(width)\" "
                + "before its first typed line and its first \"# after\" step: a story runs at one "
                + "width."
        case .pipedStoryLateHeight(let line, let height, let drawn):
            return "the story piped in asks for height \(height) on line \(line), after its "
                + "screens were drawn \(drawn) rows tall, so it stopped there; put \"# height: "
                + "\(height)\" before its first typed line and its first \"# after\" step: a story "
                + "runs at one height."
        case .badSteps(let typed):
            return "--explore must be a whole number of lines to type, from 1 to \(Int.max), got "
                + "\"\(VisibleText.escaping(typed))\"."
        case .badSeed(let typed):
            return "--seed must be a whole number from 0 to \(UInt64.max), got "
                + "\"\(VisibleText.escaping(typed))\"."
        case .seedWithoutExplore:
            return "--seed seeds --explore; add \"--explore 200\" or leave --seed out."
        case .missingOperand(let name):
            return "\(name) is missing, as in \"\(app) \(name)\". Run \"\(app) --help\" for more."
        case .emptyOperand(let name):
            return "\(name) was given an empty word (an unset variable?); give one, as in "
                + "\"\(app) \(name)\"."
        case .wordNotUTF8(let name, let given, let placeholder):
            return "\(name): \(VisibleText.escaping(given)) has bytes that are not UTF-8 text "
                + "(shown as \u{FFFD}), so what it names cannot be reached by it. Rename that to "
                + "UTF-8 text, or give another \(placeholder)."
        case .unexpectedOperand(let word, let declared):
            let takes =
                declared.isEmpty
                ? "\(app) takes options only" : "\(app) takes \(declared.joined(separator: " "))"
            return "unexpected \"\(VisibleText.escaping(word))\": \(takes). Run \"\(app) --help\" "
                + "for more."
        case .exploreWith(let other):
            return "--explore runs sessions of its own and cannot be combined with \(other); "
                + "run them one at a time."
        case .pathNotUTF8(let option, let given):
            return "\(option): \(VisibleText.escaping(given)) has bytes that are not UTF-8 text "
                + "(shown as \u{FFFD}), so the file it names cannot be reached by it. Rename the "
                + "file to UTF-8 text, or give another path."
        case .flagWithValue(let option, let given):
            return "\(option) takes no value, got \"\(VisibleText.escaping(given))\"; give "
                + "\(option) alone, or leave it out."
        case .previewsWith(let other):
            let clash =
                other == "--route"
                ? "--previews shows the gallery of sample screens, not the screens --route names"
                : "--record writes a story to replay on the app, but --previews shows the gallery "
                    + "of sample screens"
            return clash + "; give one of --previews and \(other)."
        }
    }
}
