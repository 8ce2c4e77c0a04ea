/// The command summary under every screen, and the help screen behind it.
enum ScreenFooter {
    /// The lines naming every command a screen accepts, globals last.
    ///
    /// Lines wrap between commands, so that no usage is split and each line but the last ends
    /// with its separator:
    ///
    /// ```text
    /// Commands: add [N] · reset · help · back ·
    /// home · quit
    /// ```
    static func commandLines(for commands: [Command], width: Int) -> [String] {
        let usages = (commands.map(\.usage) + GlobalCommand.allCases.map(\.command.name))
            .map(VisibleText.escaping)
        // Each usage keeps its separator, so a line can only ever end with " ·".
        let units = usages.enumerated().map { index, usage in
            index == usages.count - 1 ? usage : usage + " ·"
        }
        var lines: [String] = []
        var line = "Commands:"
        // A running width: measuring the growing line again for each command made the footer
        // the costliest part of a screen.
        var lineWidth = DisplayWidth.of(line)
        for unit in units {
            let unitWidth = DisplayWidth.of(unit)
            if lineWidth + 1 + unitWidth <= width {
                line += " " + unit
                lineWidth += 1 + unitWidth
            } else if unitWidth <= width {
                lines.append(line)
                line = unit
                lineWidth = unitWidth
            } else {
                // A usage wider than the screen is wrapped on its own lines.
                lines.append(line)
                let wrapped = TextWrapper.wrap(unit, width: width)
                lines += wrapped.dropLast()
                line = wrapped.last ?? ""
                lineWidth = DisplayWidth.of(line)
            }
        }
        lines.append(line)
        return lines
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
