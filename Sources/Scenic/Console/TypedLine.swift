/// One line as the user typed it, parsed once: what to echo, and what it asks for.
///
/// The echo never shows a secret typed inline (`login ada (hidden)`) nor raw control
/// characters; an invalid line becomes a refusal with the reason.
struct TypedLine {
    /// What the line asks for.
    enum Request {
        /// Nothing: the screen is shown again.
        case nothing
        /// A global command, with the topic of `help COMMAND`.
        case global(GlobalCommand, topic: String?)
        /// A command of the screen, as words; the first is its name.
        case command(LineWords)
        /// Nothing can be done with it, for the reason given.
        case refused(String)
    }

    /// The line as a transcript shows it after the prompt, made visible and its secrets masked.
    let echo: String
    /// What it asks for.
    let request: Request
    /// Notes about the line's bytes for the status line, such as invalid UTF-8 replaced.
    let notes: [String]

    /// Parses `line` typed against a screen whose commands are `commands` (with those of other
    /// screens that take a secret, so that one typed here is masked too); on a screen that
    /// `takesOtherLines`, a global command's word with words it does not take (`quit
    /// smoking`) is free text for the screen rather than refused.
    init(_ line: InputLine, commands: [CommandSyntax], takesOtherLines: Bool = false) {
        var notes: [String] = []
        switch line.problem {
        case .tooLong(let byteCount):
            echo = TranscriptFormat.tooLongLine(byteCount: byteCount)
            request = .refused(
                ConsoleProblem.lineTooLong(
                    byteCount: byteCount, limit: LineSplitter.maximumLineBytes
                ).message)
            self.notes = []
            return
        case .invalidUTF8:
            notes.append(ConsoleProblem.invalidUTF8.message)
        case nil:
            break
        }
        self.notes = notes
        let read = Tokenizer.lineWords(in: line.text)
        let words = read.words
        // A story's line that types a secret echoes as the story spells it (`search
        // ${PASSWORD}`): one line out of step put the password in the transcript.
        let shown = line.shown ?? line.text
        let masked = Self.maskingSecrets(
            in: shown, words: line.shown == nil ? words : Tokenizer.lineWords(in: shown).words,
            commands
        ) { _ in TranscriptFormat.hiddenSecret }
        echo = VisibleText.escaping(masked)
        guard let first = words.first else {
            request = .nothing
            return
        }
        guard GlobalCommand.named(first) != nil else {
            // An unclosed quote is refused when matching, unless the rest of the line is text.
            request = .command(read)
            return
        }
        do {
            // A refusal quotes the words it did not expect: those of the echo, a secret masked
            // (`help unlock sesame`).
            let matched = masked == line.text ? read : Tokenizer.lineWords(in: masked)
            guard
                case .complete(let input) = try CommandMatcher(commands: GlobalCommand.commands)
                    .match(matched)
            else {
                request = .nothing
                return
            }
            request = .global(
                input.name, topic: input.name == .help ? input[GlobalCommand.topic] : nil)
        } catch {
            request = takesOtherLines ? .command(read) : .refused(error.message)
        }
    }

    /// The line as a recorded story types it, with the secret typed inline, if any, replaced by
    /// its `${NAME}` placeholder; `nil` for a line too long to keep.
    static func recorded(_ line: InputLine, commands: [CommandSyntax]) -> (
        text: String, hasPlaceholder: Bool
    )? {
        if case .tooLong = line.problem { return nil }
        // A replayed story's secret is written as the story spells it.
        let typed = line.shown ?? line.text
        let words = Tokenizer.lineWords(in: typed).words
        var hasPlaceholder = line.shown != nil
        let text = maskingSecrets(in: typed, words: words, commands) {
            hasPlaceholder = true
            return StoryScript.placeholder(for: $0.name)
        }
        return (text, hasPlaceholder)
    }

    /// The line with any secret typed inline replaced by `mask`, so it never appears in a
    /// transcript or a recorded story.
    ///
    /// A mistyped command name (`logn ada lovelace`) is read as the command it is closest to,
    /// so a password typed after a typo is hidden too, and so is one after `help` or another
    /// global command (`help login ada lovelace`, `home login ada lovelace`, which are refused).
    private static func maskingSecrets(
        in line: String, words: [String], _ commands: [CommandSyntax],
        mask: (ArgumentSyntax) -> String
    ) -> String {
        guard commands.contains(where: { $0.arguments.contains { $0.kind == .secret } }),
            let masked = masked(words[...], commands, mask: mask)
        else { return line }
        return masked
    }

    /// `words` with the secret they type inline masked, quoted as typed; `nil` when they type
    /// none.
    private static func masked(
        _ words: ArraySlice<String>, _ commands: [CommandSyntax],
        mask: (ArgumentSyntax) -> String
    ) -> String? {
        guard let first = words.first else { return nil }
        // A global command (`help`, `home`: a hostile tester's `home login ada lovelace` was
        // echoed and quoted in its refusal), or a typo of one (`hlep`, `bakc`), before a
        // command that takes a secret.
        if GlobalCommand.allCases.contains(where: {
            EditDistance.between(first.lowercased(), $0.rawValue) <= 2
        }),
            let rest = masked(words.dropFirst(), commands, mask: mask)
        {
            return Tokenizer.quoted(first) + " " + rest
        }
        // A command of this name without a secret is the one typed.
        if let exact = commands.first(where: { $0.isNamed(first) }),
            !exact.arguments.contains(where: { $0.kind == .secret })
        {
            return nil
        }
        let withSecrets = commands.filter { $0.arguments.contains { $0.kind == .secret } }
        let named =
            withSecrets.first { $0.isNamed(first) }
            ?? EditDistance.closest(to: first, among: withSecrets.map(\.name)).flatMap { name in
                withSecrets.first { $0.name == name }
            }
        let typed = Array(words)
        guard let command = named, let index = command.secretTypedInline(in: typed)
        else { return nil }
        let shown = typed.prefix(index + 1).map(Tokenizer.quoted)
        return (shown + [mask(command.arguments[index])]).joined(separator: " ")
    }
}

/// What the console itself says about a line's bytes, turned into text in one place.
enum ConsoleProblem: Equatable {
    case invalidUTF8
    case lineTooLong(byteCount: Int, limit: Int)
    /// `help` typed while the screen's question waits: the question as the status line shows it.
    case questionHelp(String, goesBack: Bool)
    /// A clock step whose timers fell due more often than one step may deliver.
    case clockStepTooBusy(deliveries: Int, stoppedAfter: Duration)
    /// The history file at `path` cannot keep the lines typed, for `reason`.
    case historyNotKept(path: String, reason: String)

    /// How a ``clockStepTooBusy(deliveries:stoppedAfter:)`` message starts.
    private static let clockStepTooBusyStart = "Timers fell due "

    /// Whether `message` is a ``clockStepTooBusy(deliveries:stoppedAfter:)`` message.
    static func isClockStepTooBusy(_ message: String) -> Bool {
        message.hasPrefix(clockStepTooBusyStart)
    }

    /// The message shown on the status line.
    var message: String {
        switch self {
        case .invalidUTF8:
            return "The line was not valid UTF-8; the invalid bytes were replaced with \u{FFFD}."
        case .lineTooLong(let byteCount, let limit):
            return
                "The line was \(byteCount) bytes long, over the limit of \(limit); it was ignored."
        case .questionHelp(let question, goesBack: false):
            return "The screen asks a question: \(question). Type the answer on its own; "
                + "\"back\" cancels the question, and \"home\" or \"quit\" cancel it and do "
                + "what they say (in quotes, such a word is an answer)."
        case .questionHelp(let question, goesBack: true):
            return "The screen asks a question: \(question). Type the answer on its own; "
                + "\"back\" asks the question before again, and \"home\" or \"quit\" leave "
                + "the questions and do what they say (in quotes, such a word is an answer)."
        case .clockStepTooBusy(let deliveries, let stoppedAfter):
            return Self.clockStepTooBusyStart
                + "\(deliveries) times in this clock step, the most one step "
                + "delivers; the clock stopped \(StoryRecording.spelled(stoppedAfter)) into it. "
                + "Move the clock in shorter steps."
        case .historyNotKept(let path, let reason):
            return "The lines typed here will not be kept for the up arrow of the next session: "
                + "\(VisibleText.escaping(path)) \(reason). Remove or fix it to keep them."
        }
    }
}
