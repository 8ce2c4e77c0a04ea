import Foundation

/// What Tab can complete on a screen: its command names, and the values its arguments offer.
///
/// The console makes one for each prompt from the top screen's commands; an input that a
/// person types into asks it for the candidates of the word being typed.
public struct Completions: Sendable {
    private let commands: [CommandSyntax]
    /// The values the free-text command offers (``View/otherLineCommand``), completed word by
    /// word in a line that names no command.
    private let freeText: [String]
    /// The name of the free-text command, whose rest-of-line value is completed a word at a
    /// time.
    private let freeTextCommand: String?
    /// The answers a waiting question takes, completed from the whole line; `nil` when no
    /// question waits.
    private let answers: [String]?
    /// How a line typed here is shown once Enter is pressed, when not as typed: with the
    /// secret it types inline masked (`login ada (hidden)`), so that the password does not stay
    /// on the screen above; `nil` for a line shown as typed.
    package var shownOnEnter: (@Sendable (String) -> String?)?

    /// Nothing to complete.
    public init() {
        commands = []
        freeText = []
        freeTextCommand = nil
        answers = nil
    }

    /// Completions of these commands; `otherLine` names the one a line that names none runs.
    ///
    /// A line typed with a secret of one of the `masking` commands inline is shown masked
    /// once Enter is pressed.
    init(commands: [CommandSyntax], otherLine: String? = nil, masking: [CommandSyntax] = []) {
        self.commands = commands
        freeTextCommand = otherLine
        freeText =
            otherLine.flatMap { name in commands.first { $0.name == name }?.arguments.first }?
            .offered ?? []
        answers = nil
        if masking.contains(where: { $0.arguments.contains { $0.kind == .secret } }) {
            shownOnEnter = { text in
                let echo = TypedLine(InputLine(text), commands: masking).echo
                return echo == VisibleText.escaping(text) ? nil : echo
            }
        }
    }

    /// Completions of the answers a question takes (`yes`, `no`, the names a kind offers),
    /// the whole line being one answer.
    init(answers: [String]) {
        commands = []
        freeText = []
        freeTextCommand = nil
        self.answers = answers
    }

    /// The words the last word of `textBeforeCursor` can be completed to.
    ///
    /// A command name for the first word, else the values the command's argument at that
    /// place offers. Matching ignores case; a word value with spaces comes quoted.
    public func candidates(for textBeforeCursor: String) -> [String] {
        if let answers { return Self.matching(textBeforeCursor, among: answers) }
        // Words as the console reads them: spaces between them count once, wherever they are
        // ("category  T"); after a space the cursor is at the start of a word still empty.
        var words = textBeforeCursor.split(whereSeparator: Tokenizer.separates)
        if words.isEmpty || textBeforeCursor.last.map(Tokenizer.separates) == true {
            words.append("")
        }
        // Free text (a line that names no command): the word being typed, or the words before
        // it too for a value of several words, against the values the free-text command
        // offers; the first word may still become a command's name.
        guard words.count > 1 else {
            let names = Self.matching(String(words[0]), among: commands.map(\.name))
            let values = Self.freeTextMatches(textBeforeCursor, words: words, among: freeText)
            return names + values.filter { !names.contains($0) }
        }
        guard let command = commands.first(where: { $0.isNamed(String(words[0])) }) else {
            return Self.freeTextMatches(textBeforeCursor, words: words, among: freeText)
        }
        // `help COMMAND` takes the name of a command here (a hostile tester's Tab after `help `
        // offered nothing).
        if words.count == 2, GlobalCommand.named(command.name) == .help {
            return Self.matching(String(words[1]), among: commands.map(\.name))
        }
        // A quote opened and not closed: the word it opens is being typed, spaces and all
        // (`tag "抹茶 M` completed nothing: a hostile tester's).
        let unclosed =
            textBeforeCursor.contains(where: { Tokenizer.quoteMark($0) != nil })
            ? Tokenizer.lineWords(in: textBeforeCursor) : nil
        for (position, argument) in command.arguments.enumerated() {
            // The rest of the line is one value, spaces and all, typed as it is.
            if argument.isTakenAsTyped {
                let rest = words[position + 1]
                let typed = rest.isEmpty ? "" : String(textBeforeCursor[rest.startIndex...])
                let whole = Self.matching(typed, among: argument.offered)
                // The free-text command's value, named (`eval 2*tot`), is completed as free
                // text is, a word at a time; any other's is one value (`category pastry k`
                // is no category: the next tester's).
                guard whole.isEmpty, command.name == freeTextCommand else { return whole }
                return Self.freeTextMatches(
                    textBeforeCursor, words: Array(words[(position + 1)...]),
                    among: argument.offered)
            }
            if let read = unclosed, let open = read.unclosedQuote {
                guard open.word == position + 1 else { continue }
                return Self.matching(read.words[open.word], among: argument.offered)
                    .map(Tokenizer.quoted)
            }
            if position == words.count - 2 {
                return Self.matching(String(words[words.count - 1]), among: argument.offered)
                    .map(Tokenizer.quoted)
            }
        }
        return []
    }

    /// Whether `candidate`, completed at the end of `textBeforeCursor`, ends a word that a
    /// space follows: a command's name or a one-word argument, not a value that is the rest
    /// of the line (a question's answer, free text, a rest-of-line argument), where a space is
    /// part of the text and whatever follows is the user's to type.
    func isFollowedBySpace(_ candidate: String, completing textBeforeCursor: String) -> Bool {
        guard answers == nil else { return false }
        var words = textBeforeCursor.split(whereSeparator: Tokenizer.separates)
        if words.isEmpty || textBeforeCursor.last.map(Tokenizer.separates) == true {
            words.append("")
        }
        guard words.count > 1 else {
            return commands.contains { $0.isNamed(candidate) }
        }
        guard let command = commands.first(where: { $0.isNamed(String(words[0])) }) else {
            return false
        }
        for (position, argument) in command.arguments.enumerated() {
            if argument.isTakenAsTyped { return false }
            if position == words.count - 2 { return true }
        }
        return true
    }

    /// The values that start with the text from some word's start to the end of `text`,
    /// the nearest word first, each once.
    private static func freeTextMatches(
        _ text: String, words: [Substring], among values: [String]
    ) -> [String] {
        guard !values.isEmpty else { return [] }
        var found: [String] = []
        // From every start of a word, the latest first, as typed between spaces (`O'Bri`,
        // `Stratford-upon-A` and `#ta` are values' starts as they stand).
        for word in words.reversed() {
            let start = word.isEmpty ? text.endIndex : word.startIndex
            for value in matching(String(text[start...]), among: values)
            where !found.contains(value) {
                found.append(value)
            }
        }
        guard found.isEmpty, let first = words.first, !first.isEmpty else { return found }
        // None: a name right after an operator or a parenthesis (`2*tot`, `sqrt(tot`: found by
        // a stranger's calculator), from the earliest such start that any value begins at
        // (`2*O'Bri` is O'Brien, not Brian).
        var previous: Character?
        for index in text[first.startIndex...].indices {
            defer { previous = text[index] }
            guard startsAName(text[index], after: previous) else { continue }
            let matched = matching(String(text[index...]), among: values)
            if !matched.isEmpty { return matched }
        }
        return []
    }

    /// Whether a name may start at `character`, after `previous`: a letter or digit after
    /// something that is neither, as after `*` or `(` in `2*(total`.
    static func startsAName(_ character: Character, after previous: Character?) -> Bool {
        let isNamePart = { (character: Character) in character.isLetter || character.isNumber }
        return isNamePart(character) && !(previous.map(isNamePart) ?? false)
    }

    /// The options that start with `typed`, ignoring case.
    private static func matching(_ typed: String, among options: [String]) -> [String] {
        let typed = comparable(typed)
        return options.filter { comparable($0).starts(with: typed) }
    }

    /// Whether `typed` is the start of `value`, ignoring case.
    ///
    /// Compared by code points, composed characters taken apart: Thai and Devanagari are typed
    /// a letter at a time, so the text typed so far often ends inside a character of the value
    /// (`ส` then `ว` of `สวัสดี`, whose second character is `วั`), which `hasPrefix`, comparing
    /// whole characters, never matches.
    static func isStart(_ typed: String, of value: String) -> Bool {
        comparable(value).starts(with: comparable(typed))
    }

    private static func comparable(_ text: String) -> String.UnicodeScalarView {
        text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars
    }
}
