/// A command a screen accepts, declared as data by its ``View``.
///
/// ```swift
/// Command(Name.filter, CatalogView.lowest, CatalogView.highest,
///         help: "Show products priced from MIN to MAX")
/// ```
///
/// Its ``usage`` reads `filter MIN MAX`; `help` lists it with its help line, and
/// `help filter` adds what each argument accepts.
public struct Command<Name: CommandName>: Equatable, Sendable {
    /// The command's name; its raw value is what is typed, in any case.
    public let name: Name
    /// How the command is typed, for matching, usage and help.
    let syntax: CommandSyntax

    /// Declares a command.
    ///
    /// - Parameters:
    ///   - name: The name typed to run it.
    ///   - aliases: Other words that run it (`ls` for `list`).
    ///   - arguments: Its arguments, in the order they are typed; optional ones last.
    ///   - help: One line that says what it does.
    ///
    /// - Precondition: the command can be typed as declared: its name and aliases are one word
    ///   each and none is a global command's (`help`, `back`, `home`, `quit`, `exit`); no two
    ///   arguments share a placeholder (their values are read by it); an argument that takes the
    ///   rest of the line (``Argument/restOfLine(_:)``, ``Argument/secret(_:)``) is the last; no
    ///   required argument follows an optional one. Each would otherwise compile and fail
    ///   quietly at run time, so the program stops when the command is made, saying which.
    public init<each Value>(
        _ name: Name, aliases: [String] = [], _ arguments: repeat Argument<each Value>,
        help: String
    ) {
        var syntaxes: [ArgumentSyntax] = []
        for argument in repeat each arguments {
            syntaxes.append(argument.syntax)
        }
        self.name = name
        syntax = CommandSyntax(
            name: name.rawValue, aliases: aliases, arguments: syntaxes, help: help)
        if let problem = CommandDeclarationProblem.first(
            in: syntax, global: Name.self == GlobalCommand.self)
        {
            preconditionFailure(problem.message)
        }
    }

    /// Declares a command with other words that run it, given after its arguments:
    /// `Command(Name.list, CatalogView.page, aliases: ["ls"], help: "List the products")`.
    ///
    /// The same command as ``init(_:aliases:_:help:)`` makes, with the same preconditions. A
    /// command without arguments (`Command(Name.quit, aliases: ["exit"], …)`) matches both
    /// and is made by that one.
    @_disfavoredOverload
    public init<each Value>(
        _ name: Name, _ arguments: repeat Argument<each Value>, aliases: [String],
        help: String
    ) {
        self.init(name, aliases: aliases, repeat each arguments, help: help)
    }

    /// Other words that run the command.
    public var aliases: [String] { syntax.aliases }

    /// One line that says what the command does.
    public var help: String { syntax.help }

    /// The command as typed with placeholders: `filter MIN MAX`, `add [QTY]`.
    public var usage: String { syntax.usage }
}

/// A command's name, aliases, arguments and help, whatever type names it.
///
/// The console matches, lists and explains every screen's commands (and its own global ones)
/// in this form.
struct CommandSyntax: Equatable, Sendable {
    /// The name typed to run the command.
    let name: String
    let aliases: [String]
    private(set) var arguments: [ArgumentSyntax]
    let help: String
    /// The command as typed with placeholders: `filter MIN MAX`, `add [QTY]`.
    ///
    /// Worked out once: every screen's footer shows every command's usage.
    let usage: String
    /// ``usage`` with control characters made visible, as the footer writes it, and its
    /// display width: also worked out once.
    let footerUsage: (text: String, width: Int)

    init(name: String, aliases: [String], arguments: [ArgumentSyntax], help: String) {
        self.name = name
        self.aliases = aliases
        self.arguments = arguments
        self.help = help
        usage = ([name] + arguments.map(\.usage).filter { !$0.isEmpty }).joined(separator: " ")
        let visible = VisibleText.escaping(usage)
        footerUsage = (visible, DisplayWidth.of(visible))
    }

    /// The command with the values `values` holds for an argument's placeholder offered in
    /// place of its own.
    func offering(_ values: [String: [String]]) -> CommandSyntax {
        var command = self
        for index in command.arguments.indices {
            if let offered = values[command.arguments[index].name] {
                command.arguments[index].offered = offered
            }
        }
        return command
    }

    static func == (left: CommandSyntax, right: CommandSyntax) -> Bool {
        left.name == right.name && left.aliases == right.aliases
            && left.arguments == right.arguments && left.help == right.help
    }

    /// Whether `word` names this command (its name or an alias, in any case).
    func isNamed(_ word: String) -> Bool {
        Self.equalIgnoringCase(name, word) || aliases.contains { Self.equalIgnoringCase($0, word) }
    }

    /// The index of the secret argument that `words` (the command name first) typed inline, if
    /// any: its words must never be echoed.
    func secretTypedInline(in words: [String]) -> Int? {
        guard let index = arguments.firstIndex(where: { $0.kind == .secret }),
            words.count > index + 1
        else { return nil }
        return index
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
