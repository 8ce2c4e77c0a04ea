/// A ``Command`` declared so that it could not be typed as written, which the program stops at
/// when the command is made, turned into text in one place.
///
/// Each is a mistake in the app's code that would otherwise compile and fail quietly at run
/// time: a value read from the wrong argument, a command that can never run.
enum CommandDeclarationProblem: Equatable {
    /// A name or alias that is not one word, which no typed line could match.
    case notOneWord(command: String, word: String)
    /// A name or alias of a global command, which every screen runs first.
    case globalWord(command: String, word: String)
    /// Two arguments with one placeholder, whose values are read by it.
    case samePlaceholder(command: String, placeholder: String)
    /// An argument after one that takes the rest of the line.
    case afterRestOfLine(command: String, rest: String, next: String)
    /// A required argument after an optional one.
    case requiredAfterOptional(command: String, required: String, optional: String)

    /// The sentence the program stops with: what is wrong, and what to do.
    var message: String {
        switch self {
        case .notOneWord(let command, let word):
            "Command \"\(command)\" is typed as \"\(word)\", which is not one word: no line "
                + "could run it. Name it with one word, without spaces."
        case .globalWord(let command, let word):
            "Command \"\(command)\" is typed as \"\(word)\", a command every screen runs "
                + "first (help, back, home, quit, exit): it could never run. Name it otherwise."
        case .samePlaceholder(let command, let placeholder):
            "Command \"\(command)\" has two arguments named \(placeholder): values are read "
                + "by that name, so both would read one value. Name them apart (FROM and TO, "
                + "say)."
        case .afterRestOfLine(let command, let rest, let next):
            "Command \"\(command)\": \(rest) takes the rest of the line, so \(next) after it "
                + "could never be typed. Put \(rest) last."
        case .requiredAfterOptional(let command, let required, let optional):
            "Command \"\(command)\": \(required) must be typed but comes after \(optional), "
                + "which may be left out, so a line could not say which one it gives. Put "
                + "optional arguments last."
        }
    }

    /// The first problem with `command`, or `nil`; `global` for the console's own commands,
    /// whose words are theirs.
    static func first(in command: CommandSyntax, global: Bool = false) -> Self? {
        for word in [command.name] + command.aliases {
            if word.isEmpty || word.contains(where: \.isWhitespace)
                || VisibleText.containsControlCharacters(word)
            {
                return .notOneWord(command: command.name, word: word)
            }
            if !global, GlobalCommand.named(word) != nil {
                return .globalWord(command: command.name, word: word)
            }
        }
        var optional: String?
        for (index, argument) in command.arguments.enumerated() {
            // A fixed word holds no value, so it may be typed twice (`from … to … to …`).
            if argument.kind != .word,
                command.arguments[..<index].contains(where: {
                    $0.kind != .word && $0.name == argument.name
                })
            {
                return .samePlaceholder(command: command.name, placeholder: argument.name)
            }
            if let optional, !argument.isOptional {
                return .requiredAfterOptional(
                    command: command.name, required: argument.name, optional: optional)
            }
            if argument.isOptional { optional = optional ?? argument.name }
            if argument.takesRestOfLine, index + 1 < command.arguments.count {
                return .afterRestOfLine(
                    command: command.name, rest: argument.name,
                    next: command.arguments[index + 1].name)
            }
        }
        return nil
    }
}
