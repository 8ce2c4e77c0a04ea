import Foundation

/// Matches the words of a typed line against commands' syntax alone.
///
/// Not generic, so it is compiled for the types it uses: a scene's ``CommandMatcher`` (generic
/// over the View's command names) is reached through the scene's type-erased box, where generic
/// code looks up type information at run time for each step. Scenes match on the syntax they
/// took from their View once, and only then name the command.
enum SyntaxMatcher {
    /// A command that matched: which one, its checked values, and the trailing secret argument
    /// left out, if the line stopped there.
    struct Match {
        /// The command's position in the list matched against.
        var command: Int
        /// The command's syntax.
        var syntax: CommandSyntax
        /// The checked values, by argument name.
        var values: [String: ArgumentValue]
        /// The secret argument the line left out, which the console asks for.
        var missingSecret: ArgumentSyntax?
    }

    /// `line` whole, as free text for the command at `otherLine`: the text as typed, to the
    /// one argument that takes it (an unclosed quote is the user's text too).
    static func freeText(_ line: LineWords, to otherLine: Int, of commands: [CommandSyntax])
        -> Match
    {
        var text = line.rest(from: 0)
        while let last = text.utf8.last, last == 0x20 || last == 0x09 { text.removeLast() }
        let syntax = commands[otherLine]
        return Match(
            command: otherLine, syntax: syntax, values: [syntax.arguments[0].name: .text(text)])
    }

    /// Matches `line`'s words (the first is the command name) against `commands`; a line
    /// that names none runs the command at `otherLine`, if given, with the whole line as its
    /// one argument, and so does a line that names one with more words than it takes (a
    /// calculator's `clear = 5`, a game's `look at the door`), as a global command's word
    /// with words it does not take is.
    static func match(
        _ line: LineWords, against commands: [CommandSyntax], otherLine: Int? = nil
    ) throws(CommandProblem) -> Match {
        let words = line.words
        let named = words.first.flatMap { word in commands.firstIndex { $0.isNamed(word) } }
        if let otherLine, !words.isEmpty {
            guard let named else { return freeText(line, to: otherLine, of: commands) }
            let arguments = commands[named].arguments
            if words.count - 1 > arguments.count, !arguments.contains(where: \.takesRestOfLine) {
                return freeText(line, to: otherLine, of: commands)
            }
        }
        if let open = line.unclosedQuote {
            // Fine only inside text that an argument takes as typed to the end of the line.
            let restStarts = named.flatMap {
                commands[$0].arguments.firstIndex(where: \.takesRestOfLine)
            }
            guard let restStarts, restStarts + 1 <= open.word else {
                throw .unterminatedQuote(open.quote)
            }
        }
        guard let word = words.first else {
            throw .unknownCommand("", suggestion: nil)
        }
        guard let index = named else {
            throw .unknownCommand(word, suggestion: suggestion(for: word, among: commands))
        }
        let syntax = commands[index]
        var values: [String: ArgumentValue] = [:]
        var remaining = words.dropFirst()
        for argument in syntax.arguments {
            if argument.takesRestOfLine {
                if remaining.isEmpty {
                    if argument.kind == .secret {
                        return Match(
                            command: index, syntax: syntax, values: values,
                            missingSecret: argument)
                    }
                    guard argument.isOptional else {
                        throw .missingArgument(command: syntax, argument: argument)
                    }
                } else {
                    // As typed: quotes, apostrophes and runs of spaces are the user's text.
                    // Spaces after it are not (invisible, and never meant), as for a question's
                    // answer; a secret keeps them, for they may be part of it.
                    var text = line.rest(from: remaining.startIndex)
                    if argument.isTakenAsTyped {
                        while let last = text.utf8.last, last == 0x20 || last == 0x09 {
                            text.removeLast()
                        }
                    }
                    values[argument.name] =
                        argument.readsTheRest
                        ? try value(text, for: argument, of: syntax) : .text(text)
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
            if argument.kind == .word {
                // A fixed word: checked, never kept.
                guard typed.lowercased() == argument.name.lowercased() else {
                    throw .wordExpected(command: syntax, word: argument.name, typed: typed)
                }
                continue
            }
            values[argument.name] = try value(typed, for: argument, of: syntax)
        }
        guard remaining.isEmpty else {
            throw .tooManyArguments(command: syntax, extra: Array(remaining))
        }
        return Match(command: index, syntax: syntax, values: values)
    }

    /// The closest command name to a mistyped `word`, when one is close enough to be a typo;
    /// the global commands are candidates too.
    static func suggestion(for word: String, among commands: [CommandSyntax]) -> String? {
        // The global commands by the names the footer shows: `exit`, a synonym of `quit` no
        // screen lists, was suggested for `edit`, and typed, it ended the session (found by a
        // newcomer).
        let names = commands.flatMap { [$0.name] + $0.aliases } + GlobalCommand.names
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
        case .decimal(let notation):
            guard let number = notation.value(of: typed) else {
                throw .notANumber(command: command, argument: argument, typed: typed)
            }
            return .decimal(number)
        case .text:
            // Quotes with nothing to see in them are no name or title: refused, as a
            // question's `.text` refuses an empty answer (a stranger's `add "" 5m` made a
            // timer with no name).
            guard let trimmed = ArgumentKind<String>.withoutInvisibleEnds(typed) else {
                throw .emptyText(command: command, argument: argument)
            }
            return .text(trimmed)
        case .restOfLine, .secret:
            return .text(typed)
        case .word:
            // Checked by the caller, and never kept.
            return .text(typed)
        case .custom(let kind):
            switch kind.read(typed) {
            case .success(let value):
                return .custom(value)
            case .failure(let refusal):
                throw .refusedByKind(
                    command: command,
                    refusal.message
                        ?? "\(argument.name) \(kind.refusal), got \"\(CommandProblem.shown(typed))\""
                )
            }
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
}
