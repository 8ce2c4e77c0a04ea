/// Makes the lines a person could type on a screen: its commands with values from each
/// argument's domain (its limits and just outside them, zero, huge, Unicode, quotes, nothing),
/// the values Tab completion offers, the global commands, answers to a waiting question (right
/// and wrong), empty lines and a little garbage.
struct LineMaker {
    /// Words the app gives the explorer to type where text is asked for (a user name, a
    /// password, a search word).
    var vocabulary: [String]

    /// Text any text argument may get besides the vocabulary.
    private static let texts = [
        "x", "Zoë", "抹茶", "\"two words\"", "\"\"", "\"unclosed", "it's", "a\u{1B}[31mred",
        String(repeating: "w", count: 120), "🙂",
    ]

    /// How far a clock step moves the test clock, so that timers fire: a turn's countdown,
    /// a poll, a reminder an hour away.
    private static let clockSteps = ["1s", "30s", "5m", "90m"]

    /// Lines that are no command at all.
    private static let garbage = [
        "opne", "xyzzy 1 2", "\u{1B}[A", "\u{7}", "\"", "help help help", "   ",
        "\u{202E}reversed", "-1", String(repeating: "long ", count: 40),
    ]

    /// The lines worth trying on `screen`.
    func candidates(on screen: ExploredScreen, random: inout ExplorationRandom)
        -> [LineCandidate]
    {
        let place = screen.scene
        func line(_ kind: String, _ weight: Double, _ text: String) -> LineCandidate {
            LineCandidate(
                key: LineKey(scene: place, kind: kind), weight: weight, typing: .text(text))
        }
        // While a timer waits, time passes now and then, as a story's `# after 30s` moves it:
        // what only a timer does is reached. (Drawn only then, so that a screen without timers
        // is explored as before.) Often enough to matter, and now and then just to the next
        // timer of the screen: a kitchen timer of 9 minutes, rung and then resumed, was found
        // only after 6,000 to 13,000 lines (a stranger's).
        let clock =
            screen.timers.any
            ? [line("clock step", 1, "# after " + clockStep(screen.timers, random: &random))]
            : []
        if let question = screen.question {
            return answers(to: question, offered: screen.questionCompletions, random: &random)
                .map { line($0.kind, $0.weight, $0.text) }
                + [line("back", 1, "back"), line("help", 0.3, "help"), line("home", 0.3, "home")]
                + clock
        }
        var lines = screen.commands.map { command in
            LineCandidate(
                key: LineKey(scene: place, kind: command.name), weight: 6,
                typing: .command(command))
        }
        let named = screen.commands.isEmpty ? "back" : random.pick(screen.commands).name
        // On the first screen `back` and `home` only say so; above it they lead somewhere.
        let isFirst = screen.depth == 1
        lines += [
            line("back", isFirst ? 0.3 : 2, "back"),
            line("home", isFirst ? 0.2 : 1, "home"),
            line("help", 0.5, "help"),
            line("help NAME", 0.5, "help " + named),
            line("empty line", 0.5, ""),
            line("garbage", 0.5, random.pick(Self.garbage)),
        ]
        return lines + clock
    }

    /// How far a clock step moves the clock: one of ``clockSteps``, or just to the next timer
    /// of the screen (a step as likely as each of them).
    private func clockStep(_ timers: TimersWaiting, random: inout ExplorationRandom) -> String {
        let next = timers.untilNext.map {
            StoryRecording.spelled(min(max($0, .milliseconds(1)), StoryScript.maximumClockStep))
        }
        return random.pick(Self.clockSteps + (next.map { [$0] } ?? []))
    }

    /// The line `candidate` types, its values drawn now.
    func text(of candidate: LineCandidate, random: inout ExplorationRandom) -> String {
        switch candidate.typing {
        case .text(let text): text
        case .command(let command): line(for: command, random: &random)
        }
    }

    /// A value for a secret the console asks for after the command.
    func secret(random: inout ExplorationRandom) -> String {
        random.pick(vocabulary + ["", "wrong"])
    }

    /// Right answers (the choices a question lists, the example its kind gives, the values it
    /// offers) and wrong ones.
    private func answers(
        to question: String, offered: [String], random: inout ExplorationRandom
    ) -> [(kind: String, weight: Double, text: String)] {
        // The status line shows the choices, `(yes/no)`, or what a free answer must be, `(a
        // number such as 42)`.
        let hint = question.lastIndex(of: "(").map { String(question[$0...].dropFirst()) } ?? ""
        let inside = hint.hasSuffix(")") ? String(hint.dropLast()) : hint
        var right: [String]
        if inside.contains("/") && !inside.contains(" ") {
            right = inside.split(separator: "/").map(String.init)
            right += right.compactMap { $0.first.map { String($0).uppercased() } }
        } else {
            right = Self.examples(in: inside)
            // An offered value is an answer the app knows it takes, as an example is.
            let typable = offered.filter(Self.isTypable)
            if !typable.isEmpty { right.append(random.pick(typable)) }
            right += vocabulary
            right += ["Ada Lovelace", "12 Rue de la Paix", "75002", "Paris", "42"]
        }
        let wrong = random.pick(Self.texts + Self.garbage + ["", "maybe"])
        return [("answer", 6, random.pick(right)), ("wrong answer", 1.5, wrong)]
    }

    /// The command with a value for each argument, an optional one sometimes left off.
    private func line(for command: CommandSyntax, random: inout ExplorationRandom) -> String {
        var words = [random.chance(0.1) ? command.name.uppercased() : command.name]
        for argument in command.arguments {
            if argument.isOptional && random.chance(0.3) { break }
            // A secret is left off now and then, so the console asks for it.
            if argument.kind == .secret && random.chance(0.2) { break }
            words.append(value(for: argument, random: &random))
        }
        // Now and then one word too many.
        if random.chance(0.05) { words.append("extra") }
        return words.joined(separator: " ")
    }

    /// A value from the argument's domain: mostly one it accepts, sometimes one just outside.
    private func value(for argument: ArgumentSyntax, random: inout ExplorationRandom) -> String {
        let offered = argument.offered.filter(Self.isTypable)
        if !offered.isEmpty && random.chance(0.5) {
            let value = random.pick(offered)
            // The rest of the line is taken as typed, quotes and all; a word is quoted as the
            // console reads it back.
            return argument.isTakenAsTyped ? value : Tokenizer.quoted(value)
        }
        switch argument.kind {
        case .integer(let range):
            return Self.integer(in: range, random: &random)
        case .decimal(let notation):
            return random.pick(
                Self.examples(in: notation.description) + [
                    "0", "1", "12.50", "0.01", "-1", "1,234.50", "$5", "abc", "1e9", ".",
                ]
                    + ["99999999999999999999.99"])
        case .text, .restOfLine:
            return random.pick(vocabulary + vocabulary + Self.texts)
        case .secret:
            return random.pick(vocabulary + vocabulary + ["wrong", "Zoë"])
        case .word:
            // Now and then another, as a person mistypes it.
            return random.chance(0.9) ? argument.name : random.pick(vocabulary + ["into"])
        case .custom(let kind):
            // A word's example of several words is quoted, as a person types it.
            let examples = Self.examples(in: kind.description).map {
                argument.isTakenAsTyped ? $0 : Tokenizer.quoted($0)
            }
            return random.pick(
                examples + examples + vocabulary + [
                    "0", "1", "-1", "42", "1_000", "1,000", "abc", "抹茶",
                ]
                    + ["99999999999999999999"])
        }
    }

    /// A whole number for a range: mostly one inside it (its ends, or any), else zero, one,
    /// minus one, just outside it, a number too large for any `Int`, or not a number.
    private static func integer(in range: IntegerRange, random: inout ExplorationRandom)
        -> String
    {
        let low = range.lowest ?? -1_000
        let high = range.highest ?? 1_000
        let draw = Double.random(in: 0..<1, using: &random)
        if draw < 0.5, low < high { return String(Int.random(in: low...high, using: &random)) }
        if draw < 0.7 { return String(random.pick([low, high])) }
        if draw < 0.9 { return String(random.pick([0, 1, -1, low &- 1, high &+ 1])) }
        return random.pick(["99999999999999999999", "x", "1.5", "1,000", ""])
    }

    /// The examples a description gives after "such as": `42` in `a number such as 42`; its
    /// first word and the whole phrase, up to a comma or an "or", when they differ: `+44` and
    /// `+44 20 7946 0018` in `a phone number such as +44 20 7946 0018`.
    ///
    /// Typing only the first word, exploration never answered a question whose example is
    /// several words (a phone number; a stranger's form), and said every word was reached.
    static func examples(in description: String) -> [String] {
        guard let range = description.range(of: "such as ") else { return [] }
        var phrase = description[range.upperBound...]
        if let end = phrase.firstIndex(where: { ",;)".contains($0) }) { phrase = phrase[..<end] }
        if let or = phrase.range(of: " or ") { phrase = phrase[..<or.lowerBound] }
        /// Without the full stop or comma that ends a sentence.
        func trimmed(_ text: Substring) -> String {
            var text = text
            while let last = text.last, last == "," || last == "." || last == " " {
                text = text.dropLast()
            }
            return String(text)
        }
        let first = trimmed(phrase.prefix { $0 != " " })
        let whole = trimmed(phrase)
        return [first, whole].filter { !$0.isEmpty }.reduce(into: []) { examples, example in
            if !examples.contains(example) { examples.append(example) }
        }
    }

    /// Whether `value` can be typed as a line: one with a line break in it cannot (typed, it
    /// would be two lines, and a story of it would not replay).
    private static func isTypable(_ value: String) -> Bool {
        !value.contains(where: \.isNewline)
    }
}
