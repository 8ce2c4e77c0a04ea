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
        Self.equalIgnoringCase(name, word) || aliases.contains { Self.equalIgnoringCase($0, word) }
    }

    /// Whether two words are the same but for case.
    ///
    /// Names are ASCII in practice, so they are compared byte by byte; lowercasing (which
    /// allocates) is left for words with other characters in them.
    static func equalIgnoringCase(_ first: String, _ second: String) -> Bool {
        var firstBytes = first.utf8.makeIterator()
        var secondBytes = second.utf8.makeIterator()
        while true {
            switch (firstBytes.next(), secondBytes.next()) {
            case (nil, nil):
                return true
            case (let one?, let other?) where one < 0x80 && other < 0x80:
                if lowercased(one) != lowercased(other) { return false }
            case (let one, let other) where one ?? 0 >= 0x80 || other ?? 0 >= 0x80:
                return first.lowercased() == second.lowercased()
            default:
                // One word ended where the other goes on with ASCII.
                return false
            }
        }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
