/// What can be wrong with a typed command before any scene sees it, turned into text in one
/// place.
///
/// Scene-specific problems are ``UsageError`` values written by Interactors; these are the
/// console's own, and `CommandProblemTests` pins their exact wording.
enum CommandProblem: Error, Equatable {
    case unknownCommand(String, suggestion: String?)
    case missingArgument(command: CommandSyntax, argument: ArgumentSyntax)
    /// Text given in quotes with nothing to see in them (`add "" 5m`, `add "  " 5m`).
    case emptyText(command: CommandSyntax, argument: ArgumentSyntax)
    case notANumber(command: CommandSyntax, argument: ArgumentSyntax, typed: String)
    case notAWholeNumber(command: CommandSyntax, argument: ArgumentSyntax, typed: String)
    /// An app's own argument kind did not read a word; `sentence` is its wording.
    case refusedByKind(command: CommandSyntax, _ sentence: String)
    case outOfRange(
        command: CommandSyntax, argument: ArgumentSyntax, IntegerRange, typed: String)
    case tooLarge(command: CommandSyntax, argument: ArgumentSyntax, typed: String)
    case tooManyArguments(command: CommandSyntax, extra: [String])
    /// Another word where the command takes the fixed `word` (``Argument/word(_:)``).
    case wordExpected(command: CommandSyntax, word: String, typed: String)
    case unterminatedQuote(Character)
    /// A command of the screen that its current state does not offer.
    case notOfferedNow(String)
    case unknownHelpTopic(String, suggestion: String?)

    /// The message shown on the status line: what happened, and what to type next.
    var message: String {
        switch self {
        case .unknownCommand(let word, let suggestion):
            let hint = suggestion.map { " Did you mean \"\($0)\"?" } ?? ""
            return "Unknown command \"\(Self.shown(word))\".\(hint) "
                + "Type \"help\" to see the commands here."
        case .missingArgument(let command, let argument) where argument.kind == .word:
            return "\(command.name): missing \"\(argument.name)\". Usage: \(command.usage)"
        case .missingArgument(let command, let argument):
            return "\(command.name): missing \(argument.name). Usage: \(command.usage)"
        case .emptyText(let command, let argument):
            return "\(command.name): \(argument.name) has nothing to see in it; type a word, or "
                + "words in quotes. Usage: \(command.usage)"
        case .wordExpected(let command, let word, let typed):
            return "\(command.name): type \"\(word)\" here, got \"\(Self.shown(typed))\". "
                + "Usage: \(command.usage)"
        case .notANumber(let command, let argument, let typed):
            return "\(command.name): \(argument.name) must be a number, "
                + "got \"\(Self.shown(typed))\""
        case .notAWholeNumber(let command, let argument, let typed):
            return "\(command.name): \(argument.name) must be a whole number, "
                + "got \"\(Self.shown(typed))\""
        case .refusedByKind(let command, let sentence):
            return "\(command.name): \(sentence)"
        case .outOfRange(let command, let argument, let range, let typed):
            // Quoted as every refusal quotes what was typed (a story's short secret, hidden as a
            // quoted word, showed here: a hostile tester's).
            return "\(command.name): \(argument.name) must be \(range.requirement ?? "any"), "
                + "got \"\(Self.shown(typed))\""
        case .tooLarge(let command, let argument, let typed):
            // Said as the range it must be in, so it says what to type, as the others do; an
            // open end is no number a person types (`from 1 to 9223372036854775807`), so it is
            // said in digits.
            var range = IntegerRange.any
            if case .integer(let declared) = argument.kind { range = declared }
            let digits = "at most \(String(Int.max).count - 1) digits"
            let requirement =
                switch (range.lowest, range.highest) {
                case (let low?, let high?): "from \(low) to \(high)"
                case (let low?, nil): "at least \(low), with \(digits)"
                case (nil, let high?): "at most \(high), with \(digits)"
                case (nil, nil): "a whole number of \(digits)"
                }
            return "\(command.name): \(argument.name) must be \(requirement), got "
                + "\"\(Self.shown(typed))\""
        case .tooManyArguments(let command, let extra):
            let listed = extra.map { "\"\(Self.shown($0))\"" }.joined(separator: " ")
            return "\(command.name): unexpected \(listed). Usage: \(command.usage)"
        case .notOfferedNow(let name):
            return "\"\(name)\" is not available on this screen now. Type \"help\" to see "
                + "what is."
        case .unterminatedQuote(let quote):
            return
                "The line has no closing \(quote) quote; nothing was done. Close the quote and try again."
        case .unknownHelpTopic(let word, let suggestion):
            let hint = suggestion.map { " Did you mean \"help \($0)\"?" } ?? ""
            return "help: there is no command \"\(Self.shown(word))\" here.\(hint) "
                + "Type \"help\" to see them all."
        }
    }

    /// The most characters of a typed word a message quotes.
    static let longestQuoted = 40

    /// `typed` as a message quotes it: whole, or its first ``longestQuoted`` characters and
    /// `…`, so a 3,000-character word is not echoed over fifty lines of the status line.
    static func shown(_ typed: String) -> String {
        guard typed.count > longestQuoted else { return typed }
        return typed.prefix(longestQuoted) + "…"
    }

    /// An answer as typed, cut as ``shown(_:)`` cuts it, in quotes that are not in it: `"45"`,
    /// or `'"45"'` for an answer typed in quotes (it read `""45""`; a newcomer), or `“…”` when
    /// it holds both kinds.
    ///
    /// For a question's answer only: a command's words are read without their quotes, and a
    /// story hides a secret typed in one wherever it shows, which quotes chosen by what it
    /// holds would give away.
    static func quoted(_ typed: String) -> String {
        let text = shown(typed)
        if !text.contains("\"") { return "\"" + text + "\"" }
        if !text.contains("'") { return "'" + text + "'" }
        return "“" + text + "”"
    }
}
