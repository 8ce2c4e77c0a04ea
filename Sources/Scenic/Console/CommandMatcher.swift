import Foundation

/// Checks the words of a typed line against a screen's declared commands.
///
/// The first word picks the command (by name or alias, in any case); the rest are checked
/// against its arguments' kinds, so an Interactor only ever sees well-typed values.
struct CommandMatcher {
    /// The commands to match against.
    let commands: [Command]

    /// The outcome of matching a line.
    enum Match: Equatable {
        /// The line matched a command and every argument was typed.
        case complete(CommandInput)
        /// Everything matched but a trailing ``Argument/Kind/secret`` argument, which the
        /// console asks for separately.
        case needsSecret(CommandInput, Argument)
    }

    /// The command named by `word`, if any.
    func command(named word: String) -> Command? {
        commands.first { $0.isNamed(word) }
    }

    /// Matches `words` (the first is the command name) against the commands.
    func match(_ words: [String]) throws(ConsoleProblem) -> Match {
        guard let word = words.first else {
            throw .unknownCommand("", suggestion: nil)
        }
        guard let command = command(named: word) else {
            throw .unknownCommand(word, suggestion: suggestion(for: word))
        }
        var values: [String: CommandInput.Value] = [:]
        var remaining = words.dropFirst()
        for argument in command.arguments {
            switch argument.kind {
            case .restOfLine, .secret:
                if remaining.isEmpty {
                    if argument.kind == .secret {
                        return .needsSecret(
                            CommandInput(command: command, values: values), argument)
                    }
                    guard argument.isOptional else {
                        throw .missingArgument(command: command, argument: argument)
                    }
                } else {
                    values[argument.name] = .text(remaining.joined(separator: " "))
                    remaining = []
                }
            case .integer, .decimal, .text:
                guard let typed = remaining.popFirst() else {
                    guard argument.isOptional else {
                        throw .missingArgument(command: command, argument: argument)
                    }
                    continue
                }
                values[argument.name] = try Self.value(typed, for: argument, of: command)
            }
        }
        guard remaining.isEmpty else {
            throw .tooManyArguments(command: command, extra: Array(remaining))
        }
        return .complete(CommandInput(command: command, values: values))
    }

    /// The closest command name to a mistyped `word`, when one is close enough to be a typo.
    func suggestion(for word: String) -> String? {
        let names = commands.flatMap { [$0.name] + $0.aliases } + GlobalCommand.allNames
        return EditDistance.closest(to: word, among: names)
    }

    private static func value(
        _ typed: String, for argument: Argument, of command: Command
    ) throws(ConsoleProblem) -> CommandInput.Value {
        switch argument.kind {
        case .integer:
            guard let number = Int(typed) else {
                throw .notAWholeNumber(command: command, argument: argument, typed: typed)
            }
            return .integer(number)
        case .decimal:
            guard let number = exactDecimal(typed) else {
                throw .notANumber(command: command, argument: argument, typed: typed)
            }
            return .decimal(number)
        case .text, .restOfLine, .secret:
            return .text(typed)
        }
    }

    /// `typed` as a decimal when it is written plainly (`12`, `-3.5`, `.75`), else `nil`.
    ///
    /// `Decimal(string:)` alone accepts prefixes such as `12abc`, so the shape is checked first.
    private static func exactDecimal(_ typed: String) -> Decimal? {
        var digits = typed.unicodeScalars[...]
        if let sign = digits.first, sign == "-" || sign == "+" {
            digits = digits.dropFirst()
        }
        let parts = String(digits).split(separator: ".", omittingEmptySubsequences: false)
        guard
            (1...2).contains(parts.count),
            parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
            parts.contains(where: { !$0.isEmpty })
        else { return nil }
        return Decimal(string: typed, locale: Locale(identifier: "en_US_POSIX"))
    }
}
