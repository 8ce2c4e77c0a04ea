/// A command a screen accepts, declared as data by its ``View``.
///
/// ```swift
/// Command("filter", Argument("MIN", .decimal), Argument("MAX", .decimal),
///         help: "Show products priced from MIN to MAX")
/// ```
///
/// Its ``usage`` reads `filter MIN MAX`; `help` lists it with its help line.
public struct Command: Equatable, Sendable {
    /// The name typed to run the command, matched without regard to case.
    public var name: String
    /// Other names that run the same command (`ls` for `list`).
    public var aliases: [String]
    /// The arguments, in the order they are typed.
    public var arguments: [Argument]
    /// One line that says what the command does, for `help`.
    public var help: String

    /// Declares a command.
    public init(_ name: String, aliases: [String] = [], _ arguments: Argument..., help: String) {
        self.name = name
        self.aliases = aliases
        self.arguments = arguments
        self.help = help
    }

    /// The command as typed with placeholders: `filter MIN MAX`, `add [QTY]`.
    public var usage: String {
        // Built in place: every screen's footer asks for every command's usage.
        var usage = name
        for argument in arguments {
            usage += " "
            usage += argument.usage
        }
        return usage
    }

    /// Whether `word` names this command (its name or an alias, in any case).
    func isNamed(_ word: String) -> Bool {
        let lowered = word.lowercased()
        return name.lowercased() == lowered || aliases.contains { $0.lowercased() == lowered }
    }
}
