/// The command summary under every screen, and the help screen behind it.
enum ScreenFooter {
    /// One line naming every command a screen accepts, globals last:
    /// `Commands: open N · filter MIN MAX · help · back · home · quit`.
    static func commandLine(for commands: [Command]) -> String {
        let usages = commands.map(\.usage) + GlobalCommand.allCases.map(\.command.name)
        return "Commands: " + usages.joined(separator: " · ")
    }

    /// The help screen for a scene titled `title`: its commands, then the global ones.
    static func help(title: String, commands: [Command], width: Int) -> String {
        var blocks: [Block] = [.heading("Help: \(title)")]
        if !commands.isEmpty {
            blocks.append(.paragraph("On this screen:"))
            blocks.append(.keyValues(commands.map(entry)))
        }
        blocks.append(.paragraph("Everywhere:"))
        blocks.append(.keyValues(GlobalCommand.allCases.map { entry($0.command) }))
        blocks.append(
            .paragraph("Type a command and press Return; quote words that contain spaces."))
        return TextLayout.render(blocks, width: width)
    }

    /// Help on one command: its usage, what it does, and its other names.
    static func help(on command: Command, width: Int) -> String {
        var details = [KeyValue("Usage", command.usage), KeyValue("Does", command.help)]
        if !command.aliases.isEmpty {
            details.append(KeyValue("Also", command.aliases.joined(separator: ", ")))
        }
        return TextLayout.render(
            [.heading("Help: \(command.name)"), .keyValues(details)], width: width)
    }

    private static func entry(_ command: Command) -> KeyValue {
        let names = ([command.usage] + command.aliases).joined(separator: ", ")
        return KeyValue(names, command.help)
    }
}
