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
/// line goes to the top scene's commands. Work requests finish before the next prompt, so the
/// same lines always give the same transcript. Control characters from input or data are
/// shown visibly (`^[`), never written raw.
public struct Console<Route: Hashable & Sendable> {
    /// The scenes on screen.
    public var navigator: Navigator<Route>
    /// Width and decoration.
    public var configuration: ConsoleConfiguration
    /// Messages for the first screen's status line, such as a data file the app moved aside.
    public var openingMessages: [String] = []

    /// A console over `navigator`.
    public init(navigator: Navigator<Route>, configuration: ConsoleConfiguration = .init()) {
        self.navigator = navigator
        self.configuration = configuration
    }

    /// What to show after a line has been handled.
    private enum Reply {
        /// The top scene; `refused` when the line never reached its Logic, so the Presenter's
        /// messages (about an earlier line) give way to `messages`.
        case screen(messages: [String], refused: Bool = false)
        case text(String)
        case quit
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
    /// - Returns: the process exit status: 0 for `quit` and for the end of input.
    public mutating func run(
        input: inout some LineInput, output: inout some TextOutput
    ) async -> Int32 {
        let start = await navigator.appearIfNeeded()
        if start.quits { return 0 }
        var reply = Reply.screen(messages: openingMessages + start.messages)
        var isFirstScreen = true
        while true {
            let width = configuration.currentWidth
            let screen: String
            switch reply {
            case .screen(let messages, let refused):
                screen =
                    refused
                    ? navigator.top.render(width: width, replacingMessagesWith: messages)
                    : navigator.top.render(width: width, messages: messages)
            case .text(let text): screen = text
            case .quit: return 0
            }
            // Three writes rather than one concatenation: a screen is copied once, not twice.
            if !isFirstScreen { output.write("\n") }
            output.write(decorated(screen))
            output.write("\n")
            isFirstScreen = false

            let prompt = configuration.usesColor ? "\u{1B}[1m> \u{1B}[0m" : "> "
            if input.isTerminal { output.write(prompt) }
            guard let line = input.readLine() else {
                output.write(input.isTerminal ? "\n" : "(end of input)\n")
                return 0
            }
            reply = await handle(line, input: &input, output: &output)
        }
    }

    /// Handles one typed line, echoing it first when nobody sees it typed.
    private mutating func handle(
        _ line: InputLine, input: inout some LineInput, output: inout some TextOutput
    ) async -> Reply {
        var messages: [String] = []
        switch line.problem {
        case .tooLong(let byteCount):
            if !input.isTerminal { output.write("> (a line of \(byteCount) bytes)\n") }
            let problem = ConsoleProblem.lineTooLong(
                byteCount: byteCount, limit: LineSplitter.maximumLineBytes)
            return .screen(messages: [problem.message], refused: true)
        case .invalidUTF8:
            messages.append(ConsoleProblem.invalidUTF8.message)
        case nil:
            break
        }

        let words: [String]
        do {
            words = try Tokenizer.words(in: line.text)
        } catch {
            echo(line.text, input: input, output: &output)
            return .screen(messages: messages + [error.message], refused: true)
        }
        let matcher = CommandMatcher(commands: navigator.top.commands)
        echo(
            maskingSecrets(in: line.text, words: words, matcher: matcher), input: input,
            output: &output)

        guard let first = words.first else {
            return .screen(messages: messages)
        }
        if let global = GlobalCommand.named(first) {
            do {
                let globals = CommandMatcher(commands: GlobalCommand.commands)
                guard case .complete(let matched) = try globals.match(words) else { return .quit }
                return await run(global, topic: matched.text("COMMAND"), messages: messages)
            } catch {
                return .screen(messages: messages + [error.message], refused: true)
            }
        }

        var commandInput: CommandInput
        do {
            switch try matcher.match(words) {
            case .complete(let matched):
                commandInput = matched
            case .needsSecret(let partial, let argument):
                let label =
                    argument.name.prefix(1).uppercased() + argument.name.dropFirst().lowercased()
                let prompt = VisibleText.escaping(label) + ": "
                guard let secret = input.readSecretLine(prompting: { output.write(prompt) })
                else { return .quit }
                output.write(input.isTerminal ? "\n" : "(hidden)\n")
                commandInput = partial
                commandInput.values[argument.name] = .text(secret.text)
            }
        } catch {
            return .screen(messages: messages + [error.message], refused: true)
        }
        let outcome = await navigator.handle(commandInput)
        return outcome.quits
            ? .quit
            : .screen(messages: messages + outcome.messages, refused: outcome.wasRefused)
    }

    private mutating func run(
        _ global: GlobalCommand, topic: String?, messages: [String]
    ) async -> Reply {
        let width = configuration.currentWidth
        switch global {
        case .help:
            let commands = navigator.top.commands
            guard let topic else {
                return .text(
                    ScreenFooter.help(title: navigator.top.title, commands: commands, width: width))
            }
            let all = commands + GlobalCommand.commands
            guard let command = all.first(where: { $0.isNamed(topic) }) else {
                return .screen(
                    messages: messages + [ConsoleProblem.unknownHelpTopic(topic).message],
                    refused: true)
            }
            return .text(ScreenFooter.help(on: command, width: width))
        case .back:
            let outcome = await navigator.apply([.pop])
            return .screen(messages: messages + outcome.messages, refused: outcome.wasRefused)
        case .home:
            let outcome = await navigator.apply([.popToRoot])
            return .screen(messages: messages + outcome.messages, refused: outcome.wasRefused)
        case .quit:
            return .quit
        }
    }

    /// Writes the typed line after a prompt when input is piped, so the output reads as a
    /// transcript; a terminal has already shown what was typed.
    private func echo(_ text: String, input: some LineInput, output: inout some TextOutput) {
        guard !input.isTerminal else { return }
        output.write(text.isEmpty ? ">\n" : "> " + VisibleText.escaping(text) + "\n")
    }

    /// The line with any secret typed inline replaced, so it never appears in a transcript.
    private func maskingSecrets(in line: String, words: [String], matcher: CommandMatcher) -> String
    {
        guard
            let first = words.first,
            let command = matcher.command(named: first),
            let secretIndex = command.arguments.firstIndex(where: { $0.kind == .secret }),
            words.count > secretIndex + 1
        else { return line }
        return (words.prefix(secretIndex + 1) + ["(hidden)"]).joined(separator: " ")
    }

    /// Makes the title bold when color is allowed; the text is otherwise unchanged.
    private func decorated(_ screen: String) -> String {
        guard configuration.usesColor, let end = screen.firstIndex(of: "\n") else { return screen }
        return "\u{1B}[1m" + screen[..<end] + "\u{1B}[0m" + screen[end...]
    }
}
