/// The commands every screen accepts; they take precedence over a screen's own commands.
enum GlobalCommand: CaseIterable {
    case help
    case back
    case home
    case quit

    /// The declaration, shown by `help` like any screen command.
    var command: Command {
        switch self {
        case .help:
            Command(
                "help", Argument("COMMAND", .text, optional: true),
                help: "List the commands here, or explain one")
        case .back: Command("back", help: "Go back to the previous screen")
        case .home: Command("home", help: "Go back to the first screen")
        case .quit: Command("quit", aliases: ["exit"], help: "Leave")
        }
    }

    /// The declarations of all global commands, in order.
    static let commands = allCases.map(\.command)

    /// The global commands' names, in order, as the footer lists them.
    static let names = commands.map(\.name)

    /// Every name and alias of a global command.
    static let allNames = commands.flatMap { [$0.name] + $0.aliases }

    /// The global command named by `word`, if any.
    static func named(_ word: String) -> GlobalCommand? {
        zip(allCases, commands).first { $0.1.isNamed(word) }?.0
    }
}
