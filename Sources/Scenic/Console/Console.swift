#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The line-oriented runner: render the screen, prompt, read a line, dispatch it, repeat.
///
/// It works the same on a terminal and on piped input. Piped, it echoes each typed line after
/// the prompt, so its output is a readable transcript:
///
/// ```text
/// Counter
/// ────────────────────────────────────────
///
/// Count: 0
///
/// ────────────────────────────────────────
/// Commands: add [N] · help · back · home · quit
/// > add 2
///
/// Counter
/// …
/// (end of input)
/// ```
///
/// Global commands come first: `help [COMMAND]`, `back`, `home`, `quit` (or `exit`); any other
/// line goes to the top scene's commands, or answers its question when it asked one.
///
/// Piped, work requests finish before the next line is read and nothing is drawn while they
/// run, so the same lines always give the same transcript; lines starting with `#` are story
/// comments and are passed over. On a terminal, work that takes longer than
/// ``ConsoleConfiguration/loadingDelay`` has its screen drawn (the state its Logic set before
/// asking, such as "Looking up 42…") and again for each action it sends; Ctrl-C cancels it,
/// and lines typed meanwhile are handled in order afterwards, echoed after the prompt.
/// Control characters from input or data are shown visibly (`^[`), never written raw.
public struct Console<Route: Hashable & Sendable> {
    /// The scenes on screen.
    public var navigator: Navigator<Route>
    /// Width and decoration.
    public var configuration: ConsoleConfiguration
    /// Messages for the first screen's status line, such as a data file the app moved aside.
    public var openingMessages: [String] = []
    /// Where the lines typed are written as a story, for `--record`.
    package var recording: StoryRecording?
    /// What sees every action, effect and screen change of the session.
    public var observers: [SessionObserver] = []
    /// The clock the app's workers read the date from, when it is a test clock: moved with
    /// the timers' test clock, so a story's `# after 1d` moves the app's day too (see
    /// ``SessionClock``).
    ///
    /// A story test sets it to the story's clock; ``ScenicApp`` to the launch's.
    public var clock: SessionClock?
    /// Called with the scenes on screen, the refusals their status line shows, and whether a
    /// timer waits for the clock (with how long until the next of the scene on top falls
    /// due), before each line is read: for an exploration that chooses the next line from
    /// what the screen offers.
    var beforeEachLine: ((Navigator<Route>, _ refusals: [String], _ timers: TimersWaiting) -> Void)?
    /// A story's clock step read where a password was asked after its command (`login ada`,
    /// `# after 1s`, then the password): applied once that line is handled, before the next.
    var heldClockStep: (text: String, duration: Duration)?

    /// A console over `navigator`.
    public init(navigator: Navigator<Route>, configuration: ConsoleConfiguration = .init()) {
        self.navigator = navigator
        self.configuration = configuration
    }

    /// What to show after a line has been handled.
    enum Reply {
        /// The top scene with this status line.
        case screen(StatusLine)
        /// A screen of the console's own, such as help.
        case text(String)
        /// The end of the session, after what the scenes said on its last line: a form's
        /// Logic that hears its question cancelled by `quit` says what became of the answers.
        case quit(lastWords: [String])
    }

    /// Runs the session on standard input and output until `quit` or the end of input.
    ///
    /// - Returns: the process exit status, 0.
    public mutating func run() async -> Int32 {
        var input = StandardInput()
        var output = StandardOutput()
        return await run(input: &input, output: &output)
    }

    /// Runs the session until `quit` or the end of input.
    ///
    /// On a terminal, Ctrl-C at the prompt and SIGTERM or SIGHUP at any time end the process
    /// with the terminal settings it started with.
    ///
    /// - Returns: the process exit status: 0 for `quit` and for the end of input.
    public mutating func run(
        input: inout some LineInput, output: inout some TextOutput
    ) async -> Int32 {
        let session = input.isTerminal ? TerminalSession(fileDescriptor: 0) : nil
        defer { session?.end() }
        // Started in the background (`&`), it waits, stopped, for `fg` before its first screen,
        // which would otherwise be drawn over the shell's prompt (found by a hostile tester).
        let drawsOnTheTerminal = session != nil && output.isTerminal
        if drawsOnTheTerminal {
            _ = TerminalSignals.waitUntilForeground(0, stoppingWith: SIGTTOU)
        }
        if let session {
            Self.changeWakeable(&input) { $0.hearInterrupts(from: session.interrupts) }
        }
        var display = ConsoleDisplay(
            output: output, configuration: configuration,
            settings: WorkSettings(
                isLive: session != nil, loadingDelay: configuration.loadingDelay,
                interrupts: session?.interrupts,
                continuations: session.map { _ in
                    WorkSettings.Continuations(
                        descriptor: TerminalSignals.continuedDescriptor,
                        take: {
                            // Both taken: either one draws the work's screen again, below.
                            let continued = TerminalSignals.takeContinued()
                            return TerminalSignals.takeResized() || continued
                        })
                },
                ctrlCReachesWork: session == nil ? nil : Self.letCtrlCReachWork),
            terminalSize: session != nil && output.isTerminal
                ? { Terminal(fileDescriptor: 1).size } : nil,
            observers: observers, events: SystemEvents(clock: session != nil ? .live : .test))
        defer { output = display.output }
        // A clock run before (a story replayed twice) starts from its start again, as the
        // timers' test clock does.
        clock?.move(to: .zero)

        let start = await navigator.appearIfNeeded(display: &display)
        if start.quits {
            // A first screen whose appear action quits: what it said is its last words.
            var status = StatusLine(messages: openingMessages)
            status.add(start.status)
            display.sayLastWords(
                lastWords(after: status, display: display), width: configuration.currentWidth)
            return 0
        }
        var status = StatusLine(messages: openingMessages)
        status.add(start.status)
        var reply = Reply.screen(status)
        while true {
            // Put in the background (`bg`) while work ran, it waits, stopped, for `fg` before
            // the next screen too, which went over the shell's prompt (found by a hostile tester).
            if drawsOnTheTerminal {
                _ = TerminalSignals.waitUntilForeground(0, stoppingWith: SIGTTOU)
            }
            display.screen = configuration.currentScreen
            // A Logic that pages by the screen's size hears a new size before it is drawn at it.
            if case .screen(let status) = reply, navigator.topNeedsToHear(display.screen),
                let heard = await navigator.tellScreen(display: &display)
            {
                reply = self.reply(to: heard, after: status, display: display)
            }
            switch reply {
            case .screen(let status):
                navigator.writeTop(
                    on: display.screen, status: status, into: display.screenBytes)
                display.showScreenBytes()
            case .text(let text):
                display.show(text)
            case .quit(let lastWords):
                // A timer's wait before it ended the session, which a replay must wait too.
                recording?.ended()
                display.sayLastWords(lastWords, width: configuration.currentWidth)
                // A `quit` pasted with lines after it: the rest of the paste never reaches the
                // shell (found by a hostile tester, whose paste ran `touch` there).
                Self.changeWakeable(&input) { $0.discardRestOfPaste() }
                input.releaseTypeAhead()
                return 0
            }
            if input.isTerminal {
                display.output.write(prompt)
            }
            display.settings.interrupts?.screenIsDrawn()
            lookBeforeNextLine(after: reply, display: display)
            // Typing held while the last line was handled goes to the reader only now, with the
            // next screen and its prompt drawn: released before them, keys typed while they were
            // drawn met the terminal's own line editing (its Ctrl-U, its echo).
            Self.releaseToRead(&input)
            let line: InputLine
            switch await nextLine(from: &input, after: reply, display: &display) {
            case .line(let typed): line = typed
            case .screen(let changed):
                reply = changed
                continue
            case .end:
                // As `quit` does: a question still waiting is cancelled first, so its Logic
                // hears it (and may save a draft) before the session ends.
                var lastWords: [String] = []
                if navigator.topQuestion != nil {
                    // What the last screen showed is not said again.
                    let shown = navigator.topNoticesReported
                    let cancelled = await navigator.cancelQuestion(display: &display)
                    lastWords = self.lastWords(
                        after: cancelled.status, display: display, noticesBefore: shown)
                }
                recording?.ended()
                display.output.write(input.isTerminal ? "\n" : TranscriptFormat.endOfInput + "\n")
                display.sayLastWords(lastWords, width: configuration.currentWidth)
                return 0
            }
            // Lines typed while this one is handled stay unseen until it is done, then are
            // echoed after the prompt in order, instead of mixing with screens drawn meanwhile.
            input.holdTypeAhead()
            navigator.beginLine()
            let interruptsBefore = display.settings.interrupts?.delivered
            reply = await handle(line, input: &input, display: &display)
            if !line.secrets.isEmpty, case .screen(let status) = reply {
                // What the console says of a story's line quotes its secret as the story does.
                var masked = status
                masked.notes = masked.notes.map { StoryScript.hiding(line.secrets, in: $0) }
                masked.earlierNotices = masked.earlierNotices.map {
                    StoryScript.hiding(line.secrets, in: $0)
                }
                masked.messages = masked.messages.map { StoryScript.hiding(line.secrets, in: $0) }
                reply = .screen(masked)
            }
            if let interruptsBefore, display.settings.interrupts?.delivered != interruptsBefore {
                // A story has no Ctrl-C: its replay lets the work finish.
                recording?.notedInterruption()
            }
        }
    }

    /// Makes Ctrl-C a signal again on standard input's terminal, for work that shows its screen
    /// while typing is held with Ctrl-C as a key.
    @Sendable private static func letCtrlCReachWork() {
        Terminal(fileDescriptor: 0).letKeysSignal()
    }

    /// The prompt written on a terminal before each line, bold when color is allowed.
    var prompt: String {
        configuration.usesColor ? "\u{1B}[1m> \u{1B}[0m" : "> "
    }

    /// What to read next: a line, or what a story's clock step or a wake-up asks for.
    enum Read {
        case line(InputLine)
        /// A `# after 30s` line: its text and how far it moves the test clock.
        case clockStep(String, Duration)
        /// A `# after` line whose time cannot be read (`# after 2.5s`): its text.
        case badClockStep(String)
        /// Something a timer or subscription sent is waiting; `wroteBelowScreen` as
        /// ``LineOrWake/woken(wroteBelowScreen:)`` says.
        case woken(wroteBelowScreen: Bool)
        /// The terminal was resized under a scene that pages by the screen's size.
        case resized
        case end
    }

    /// The next line to handle; on a terminal, what wakes `wake` first, if given, or a resize
    /// under a scene that hears the screen, when `showsScene` (the screen above the prompt is
    /// the scene's, not help, which is not drawn again).
    ///
    /// Piped input may be a story, whose `#` comments are not commands (no command starts with
    /// `#`), so they are passed over without a trace, but for `# after 30s` clock steps.
    func read<Input: LineInput>(
        from input: inout Input, wakingOn wake: Int32?, showsScene: Bool = true
    ) -> Read {
        // A secret answer is read with echo off (the prompt is on the screen already), and
        // nothing wakes it: a redraw would come between the keys of a password.
        if navigator.topQuestionSecret != nil {
            // A story's comment is no answer, and its clock step moves the clock while the
            // question waits, as for any question: typed as the answer, the password after it
            // was typed as a command and shown (found by a hostile tester).
            // The question and its prompt are on the screen as the answer is first read; asked
            // again after a stop (Ctrl-Z, then fg), they are written again below what the shell
            // wrote, which left the user an empty row (found by a hostile tester).
            let isTerminal = input.isTerminal
            let askedAgain = navigator.topQuestion.map { question in
                TextLayout.render([.status(question)], width: configuration.currentWidth)
                    .replacingOccurrences(of: "\n", with: "\r\n") + "\r\n" + TranscriptFormat.prompt
            }
            var isFirstPrompt = true
            let prompt = {
                if !isFirstPrompt, isTerminal, let askedAgain {
                    Terminal.write(Array(askedAgain.utf8), to: 1)
                }
                isFirstPrompt = false
            }
            while let line = input.readSecretLine(prompting: prompt) {
                if let read = Self.storyRead(line, isTerminal: input.isTerminal) { return read }
            }
            return .end
        }
        let completions =
            if !input.isTerminal {
                Completions()
            } else if navigator.topQuestion != nil {
                // The answers, and the global commands that still work while it waits.
                Completions(
                    answers: navigator.topQuestionCompletions
                        + GlobalCommand.commands.map(\.syntax.name))
            } else {
                Completions(
                    commands: navigator.topCompletedCommands
                        + GlobalCommand.commands.map(\.syntax),
                    otherLine: navigator.topOtherLineCommand,
                    masking: navigator.topMaskingCommands)
            }
        // A scene that pages by the screen's size is drawn again as soon as the terminal is
        // resized, the line being typed kept. Under help, only the prompt is, as for any
        // scene: help was drawn again at its old width (a hostile tester), and the scene hears
        // the size before its next screen.
        let wakesOnResize = input.isTerminal && navigator.topHearsScreen && showsScene
        if wake != nil || wakesOnResize, var wakeable = input as? any WakeableLineInput {
            let read = wakeable.readLine(
                completing: completions, wakingOn: wake, wakingOnResize: wakesOnResize)
            if let back = wakeable as? Input { input = back }
            switch read {
            case .woken(let wroteBelowScreen): return .woken(wroteBelowScreen: wroteBelowScreen)
            case .resized: return .resized
            case .line(let line): return line.map(Read.line) ?? .end
            }
        }
        while let line = input.readLine(completing: completions) {
            if let read = Self.storyRead(line, isTerminal: input.isTerminal) { return read }
        }
        return .end
    }

    /// What `line` of piped input is, read as a story's line.
    ///
    /// The line to type, a clock step (or one that cannot be read), or `nil` for a comment to
    /// pass over. At a terminal, every line is typed.
    static func storyRead(_ line: InputLine, isTerminal: Bool) -> Read? {
        var line = line
        // Read from a script, `\#` types `#`: a recorded `\# after 5s` was typed at a
        // terminal, where it is no clock step.
        if line.text.utf8.first == UInt8(ascii: "\\"), !isTerminal,
            StoryScript.isEscapedComment(line.text[...])
        {
            line.text.removeFirst()
            return .line(line)
        }
        if isTerminal || !StoryScript.isComment(line.text[...]) { return .line(line) }
        if let step = StoryScript.clockStep(line.text[...]) { return .clockStep(line.text, step) }
        if StoryScript.isMeantAsClockStep(line.text[...]) { return .badClockStep(line.text) }
        return nil
    }

    /// Hands ``beforeEachLine`` the screen `reply` drew (or left as it was), before the next
    /// line is read.
    func lookBeforeNextLine(after reply: Reply, display: ConsoleDisplay<some TextOutput>) {
        guard let beforeEachLine else { return }
        let refusals =
            if case .screen(let status) = reply, status.hidesSceneMessages {
                status.messages
            } else {
                [String]()
            }
        beforeEachLine(
            navigator, refusals,
            TimersWaiting(
                any: display.events?.hasTimers == true || navigator.holdsCoveredTimers,
                untilNext: display.events?.untilNextTimer))
    }

    /// Handles one typed line, echoing it first when it was not seen as it was typed.
    private mutating func handle(
        _ line: InputLine, input: inout some LineInput,
        display: inout ConsoleDisplay<some TextOutput>
    ) async -> Reply {
        // Before the line is kept (a story writes the wait before it) and handled (it may
        // start a timer, due from now).
        if let moved = display.events?.lineTyped(
            coveredTimersWait: navigator.holdsCoveredTimers, clockWasRead: clock?.wasRead == true),
            moved > .zero
        {
            recording?.waited(moved)
        }
        display.events?.restartIdleTimers()
        if input.isTerminal || recording != nil { keep(line, input: &input) }
        if let question = navigator.topQuestion {
            let typed = TypedLine(line, commands: [])
            // A line too long to keep is ignored as at the prompt: it is no empty answer.
            if case .tooLong = line.problem, case .refused(let message) = typed.request {
                echo(typed.echo, input, &display)
                return .screen(.refusal(message))
            }
            // A global word in quotes is an answer, which the question reads as the word; so is
            // `help` with a word after it (`help Ada`, a name), as any global word with others.
            guard GlobalCommand.quotedWord(in: line.text) == nil,
                case .global(let command, nil) = typed.request
            else {
                if navigator.topQuestionSecret != nil {
                    // Typed without echo: the line ends here, and a transcript hides it.
                    let hidden = TranscriptFormat.echo(TranscriptFormat.hiddenSecret)
                    display.output.write(input.isTerminal ? "\n" : hidden + "\n")
                    // A secret is taken as typed, quotes and all.
                    let answered = await navigator.answer(line.text, display: &display)
                    return reply(
                        to: answered, after: StatusLine(notes: typed.notes), display: display)
                }
                echo(VisibleText.escaping(line.text), input, &display)
                // Awaited first: `reply` reads the navigator as the answer left it (called
                // with the await inside, it read the one from before, and the last words of a
                // form answered `yes` and quit were lost; found by a hostile tester).
                let answered = await navigator.answer(line.text, display: &display)
                return reply(
                    to: answered, after: StatusLine(notes: typed.notes), display: display)
            }
            echo(typed.echo, input, &display)
            // The global commands still work: help explains the question; back steps back in
            // a form, or cancels the question and stays on its screen (where the Logic's words
            // about that show); home and quit cancel it, then do what they say.
            if command == .help {
                var status = StatusLine()
                status.add(
                    .refusal(
                        ConsoleProblem.questionHelp(
                            question, goesBack: navigator.topQuestionGoesBack
                        ).message))
                return .screen(status)
            }
            if command == .back, let previous = await navigator.goBackInQuestion(display: &display)
            {
                return reply(to: previous, display: display)
            }
            let cancelled = await navigator.cancelQuestion(display: &display)
            if cancelled.quits { return quitting(after: cancelled.status, display: display) }
            if command == .back { return reply(to: cancelled, display: display) }
            return await globalCommand(command, status: cancelled.status, display: &display)
        }
        let typed = TypedLine(
            line, commands: navigator.topMaskingCommands,
            takesOtherLines: navigator.topOtherLineCommand != nil)
        echo(typed.echo, input, &display)
        var status = StatusLine(notes: typed.notes)
        switch typed.request {
        case .nothing:
            // Some screens give an empty line a meaning (Enter for the next preview).
            guard let command = navigator.topEmptyLineCommand else { return .screen(status) }
            let outcome = await navigator.handle([command], secret: nil, display: &display)
            return reply(to: outcome, after: status, display: display)
        case .refused(let message):
            status.add(.refusal(message))
            return .screen(status)
        case .global(.help, let topic):
            return help(on: topic, status: status)
        case .global(let command, _):
            return await globalCommand(command, status: status, display: &display)
        case .command(let words):
            var secret: String?
            if let argument = navigator.topSecretMissing(from: words) {
                guard let typed = readSecret(argument, input: &input, display: &display) else {
                    return .quit(lastWords: [])
                }
                // A secret too long to keep was dropped: said as a line is, not as "missing".
                if case .tooLong(let byteCount) = typed.problem {
                    return .screen(
                        .refusal(
                            ConsoleProblem.lineTooLong(
                                byteCount: byteCount, limit: LineSplitter.maximumLineBytes
                            ).message))
                }
                if typed.problem == .invalidUTF8 {
                    status.notes.append(ConsoleProblem.invalidUTF8.message)
                }
                secret = typed.text
            }
            let outcome = await navigator.handle(words, secret: secret, display: &display)
            return reply(to: outcome, after: status, display: display)
        }
    }

    /// `back`, `home` or `quit`, for a typed line or once a waiting question is cancelled.
    private mutating func globalCommand(
        _ command: GlobalCommand, status: StatusLine,
        display: inout ConsoleDisplay<some TextOutput>
    ) async -> Reply {
        switch command {
        case .back:
            let outcome = await navigator.back(display: &display)
            return reply(to: outcome, after: status, display: display)
        case .home:
            let outcome = await navigator.home(display: &display)
            return reply(to: outcome, after: status, display: display)
        case .help: return help(on: nil, status: status)
        case .quit: return quitting(after: status, display: display)
        }
    }

    /// The end of the session, with what `status` and the scene on top still had to say.
    func quitting(after status: StatusLine, display: ConsoleDisplay<some TextOutput>) -> Reply {
        .quit(lastWords: lastWords(after: status, display: display))
    }

    /// What `status` and the notices of the scene on top say, in the order a screen would
    /// show them, but for the notices it reported before it had reported `noticesBefore`
    /// (since the last typed line), which a screen showed: no screen follows to show them.
    func lastWords(
        after status: StatusLine, display: ConsoleDisplay<some TextOutput>, noticesBefore: Int = 0
    ) -> [String] {
        status.notes + status.earlierNotices
            + navigator.topNoticeMessages(on: display.screen, reportedAfter: noticesBefore)
            + status.messages
    }

    /// Keeps `line` for the up arrow and for a recording, as a story would type it: a secret
    /// typed inline becomes its placeholder, and such a line is never recalled.
    private mutating func keep(_ line: InputLine, input: inout some LineInput) {
        // An answer types no command, so it has no secret to mask; a line too long to keep is
        // kept nowhere, whether a question waits or not.
        let commands = navigator.topQuestion != nil ? [] : navigator.topMaskingCommands
        guard let kept = TypedLine.recorded(line, commands: commands) else { return }
        // A secret answer is recorded as its placeholder, unless it is a global word.
        // Trimmed as the console reads a global word: `　quit　` quits, and is recorded so.
        if let name = navigator.topQuestionSecret,
            GlobalCommand.named(Tokenizer.trimmingSeparators(line.text)) == nil
        {
            recording?.typedSecretAnswer(named: name, on: navigator.top.title)
            return
        }
        // Answers are not remembered: the history file keeps commands, and an answer may be
        // what the user would not leave on disk (a name, an address).
        if input.isTerminal && !kept.hasPlaceholder && navigator.topQuestion == nil {
            input.remember(line.text)
        }
        recording?.typed(kept.text, hasPlaceholder: kept.hasPlaceholder, on: navigator.top.title)
    }

    private func reply(
        to outcome: Navigator<Route>.Outcome, after status: StatusLine = .init(),
        display: ConsoleDisplay<some TextOutput>
    ) -> Reply {
        var status = status
        status.add(outcome.status)
        guard !outcome.quits else { return quitting(after: status, display: display) }
        return .screen(status)
    }

    /// `help`, or `help COMMAND` with a suggestion when COMMAND is mistyped.
    private func help(on topic: String?, status: StatusLine) -> Reply {
        let width = TextLayout.usableWidth(configuration.currentWidth)
        let commands = navigator.topCommands
        guard let topic else {
            return .text(
                ScreenFooter.help(
                    title: navigator.top.title, commands: commands,
                    otherLine: navigator.topOtherLineCommand, width: width))
        }
        // With the values their arguments offer now, which help names.
        let all = navigator.topCompletedCommands + GlobalCommand.commands.map(\.syntax)
        guard let command = all.first(where: { $0.isNamed(topic) }) else {
            // A command the screen hides for now exists: help says what it does, and that it
            // is not available now, as typing it says.
            if let hidden = navigator.topDeclaredCommands.first(where: { $0.isNamed(topic) }) {
                return .text(ScreenFooter.help(on: hidden, width: width, offeredNow: false))
            }
            let names = all.flatMap { [$0.name] + $0.aliases }
            let problem = CommandProblem.unknownHelpTopic(
                topic, suggestion: EditDistance.closest(to: topic, among: names))
            var status = status
            // `help me` on a game's screen may be meant for the game.
            status.add(
                .refusal(
                    navigator.topOtherLineCommand.map {
                        ScreenFooter.refusal(problem.message, sendingTextTo: $0)
                    } ?? problem.message))
            return .screen(status)
        }
        return .text(ScreenFooter.help(on: command, width: width))
    }

    /// Asks for a secret argument left off the line, with echo off on a terminal; the line
    /// typed says too whether it was too long to keep or not UTF-8.
    private mutating func readSecret(
        _ argument: ArgumentSyntax, input: inout some LineInput,
        display: inout ConsoleDisplay<some TextOutput>
    ) -> InputLine? {
        let label = argument.name.prefix(1).uppercased() + argument.name.dropFirst().lowercased()
        let prompt = VisibleText.escaping(label) + ": "
        // A terminal asks again after Ctrl-Z; piped, the prompt is written once, however many
        // comments come before the answer.
        let isTerminal = input.isTerminal
        var prompted = false
        var answer: InputLine?
        while answer == nil,
            let line = input.readSecretLine(prompting: {
                if isTerminal || !prompted { display.output.write(prompt) }
                prompted = true
            })
        {
            // A story's comment is no password; its clock step is applied once this line is
            // handled (typed as the password, the one after it was typed as a command and
            // shown; found by a hostile tester).
            switch Self.storyRead(line, isTerminal: input.isTerminal) {
            case .line(let typed): answer = typed
            case .clockStep(let text, let duration): heldClockStep = (text, duration)
            case .badClockStep, .woken, .resized, .end, nil: continue
            }
        }
        guard let secret = answer else {
            // The input ended at the prompt: its line ends, and a transcript says why.
            display.output.write(
                input.isTerminal ? "\n" : "\n" + TranscriptFormat.endOfInput + "\n")
            return nil
        }
        // A secret too long to keep is ignored with its command, so neither is recorded.
        if case .tooLong = secret.problem {
            recording?.droppedTooLongSecret(named: argument.name)
        } else {
            recording?.typedSecret(named: argument.name)
        }
        display.output.write(input.isTerminal ? "\n" : TranscriptFormat.hiddenSecret + "\n")
        return secret
    }

    /// Writes the typed line (already made visible) when it was not seen as it was typed: after
    /// a prompt when input is piped, so the output reads as a transcript, and after the prompt
    /// already on screen for a line typed ahead while work ran.
    private func echo(
        _ visibleText: String, _ input: some LineInput,
        _ display: inout ConsoleDisplay<some TextOutput>
    ) {
        guard !input.lastLineWasShown else { return }
        display.output.write(
            (input.isTerminal ? visibleText : TranscriptFormat.echo(visibleText)) + "\n")
    }
}
