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

    /// The global commands' names, in order, as the footer lists them.
    static let names = allCases.map(\.command.name)

    /// Every name and alias of a global command.
    static var allNames: [String] {
        allCases.flatMap { [$0.command.name] + $0.command.aliases }
    }

    /// The global command named by `word`, if any.
    static func named(_ word: String) -> GlobalCommand? {
        allCases.first { $0.command.isNamed(word) }
    }
}
