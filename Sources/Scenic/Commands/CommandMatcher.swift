import Foundation

/// Checks the words of a typed line against a screen's declared commands.
///
/// The first word picks the command (by name or alias, in any case); the rest are checked
/// against its arguments' kinds and ranges, so an Interactor only ever sees well-typed values.
struct CommandMatcher<Name: CommandName> {
    /// The commands to match against.
    let commands: [Command<Name>]

    /// The outcome of matching a line.
    enum Match: Equatable {
        /// The line matched a command and every argument was typed.
        case complete(CommandInput<Name>)
        /// Everything matched but a trailing secret argument, which the console asks for
        /// separately; the input lacks only that value.
        case needsSecret(CommandInput<Name>, command: CommandSyntax, ArgumentSyntax)
    }

    /// Matches `words` (the first is the command name) against the commands.
    func match(_ words: [String]) throws(CommandProblem) -> Match {
        guard let word = words.first else {
            throw .unknownCommand("", suggestion: nil)
        }
        guard let command = commands.first(where: { $0.syntax.isNamed(word) }) else {
            throw .unknownCommand(word, suggestion: Self.suggestion(for: word, among: commands))
        }
        let syntax = command.syntax
        var values: [String: ArgumentValue] = [:]
        var remaining = words.dropFirst()
        for argument in syntax.arguments {
            if argument.takesRestOfLine {
                if remaining.isEmpty {
                    if argument.kind == .secret {
                        return .needsSecret(
                            CommandInput(name: command.name, values: values), command: syntax,
                            argument)
                    }
                    guard argument.isOptional else {
                        throw .missingArgument(command: syntax, argument: argument)
                    }
                } else {
                    values[argument.name] = .text(remaining.joined(separator: " "))
                    remaining = []
                }
                continue
            }
            guard let typed = remaining.popFirst() else {
                guard argument.isOptional else {
                    throw .missingArgument(command: syntax, argument: argument)
                }
                continue
            }
            values[argument.name] = try Self.value(typed, for: argument, of: syntax)
        }
        guard remaining.isEmpty else {
            throw .tooManyArguments(command: syntax, extra: Array(remaining))
        }
        return .complete(CommandInput(name: command.name, values: values))
    }

    /// The closest command name to a mistyped `word`, when one is close enough to be a typo;
    /// the global commands are candidates too.
    static func suggestion(for word: String, among commands: [Command<Name>]) -> String? {
        let names =
            commands.flatMap { [$0.syntax.name] + $0.syntax.aliases } + GlobalCommand.allNames
        return EditDistance.closest(to: word, among: names)
    }

    private static func value(
        _ typed: String, for argument: ArgumentSyntax, of command: CommandSyntax
    ) throws(CommandProblem) -> ArgumentValue {
        switch argument.kind {
        case .integer(let range):
            guard let number = Int(typed) else {
                guard isWholeNumberShape(typed) else {
                    throw .notAWholeNumber(command: command, argument: argument, typed: typed)
                }
                // Digits that overflow `Int`: out of range when the range has the bound they
                // passed, else too large for any whole number.
                let isNegative = typed.hasPrefix("-")
                guard (isNegative ? range.lowest : range.highest) == nil else {
                    throw .outOfRange(command: command, argument: argument, range, typed: typed)
                }
                throw .tooLarge(command: command, argument: argument, typed: typed)
            }
            guard range.contains(number) else {
                throw .outOfRange(command: command, argument: argument, range, typed: typed)
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

    /// Whether `typed` is written as a whole number (an optional sign, then digits).
    private static func isWholeNumberShape(_ typed: String) -> Bool {
        var digits = typed.utf8[...]
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            digits = digits.dropFirst()
        }
        return !digits.isEmpty
            && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
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
