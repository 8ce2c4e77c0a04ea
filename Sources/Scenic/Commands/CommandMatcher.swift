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
    func match(_ words: LineWords) throws(CommandProblem) -> Match {
        let matched = try SyntaxMatcher.match(words, against: commands.map(\.syntax))
        return Self.match(matched, names: commands.map(\.name))
    }

    /// What `matched` means for commands named `names`, in the same order.
    static func match(_ matched: SyntaxMatcher.Match, names: [Name]) -> Match {
        let input = CommandInput(
            name: names[matched.command],
            values: ArgumentValues(matched.values, declared: matched.syntax.arguments))
        guard let secret = matched.missingSecret else { return .complete(input) }
        return .needsSecret(input, command: matched.syntax, secret)
    }
}
