/// The command summary under every screen, and the help screen behind it.
enum ScreenFooter {
    /// Writes the lines naming every command a screen accepts, globals last.
    ///
    /// Lines wrap between commands, so that no usage is split and each line but the last ends
    /// with its separator:
    ///
    /// ```text
    /// Commands: add [N] · reset · help · back ·
    /// home · quit
    /// ```
    static func writeCommandLines<Name>(
        for commands: [Command<Name>], width: Int, into writer: inout LineWriter
    ) {
        writeCommandLines(for: commands.map(\.syntax), width: width, into: &writer)
    }

    /// Writes the command lines of commands given by their syntax (which a scene takes from
    /// its View once), as the form taking the commands does.
    static func writeCommandLines(
        for commands: [CommandSyntax], width: Int, into writer: inout LineWriter
    ) {
        writer.write("Commands:")
        var line = Line(width: width, used: 9)
        for command in commands {
            let usage = command.footerUsage
            line.add(usage.text, width: usage.width, isLast: false, into: &writer)
        }
        for (index, name) in GlobalCommand.names.enumerated() {
            line.add(
                name, width: name.count, isLast: index == GlobalCommand.names.count - 1,
                into: &writer)
        }
        writer.endLine()
    }

    /// `refusal` of a line on a screen that takes free text, and how to send the line as text
    /// instead, to the command `otherLine` names.
    static func refusal(_ refusal: String, sendingTextTo otherLine: String) -> String {
        // Refusals such as `got "north"` end without a full stop.
        Sentence.ended(refusal) + " Type \""
            + VisibleText.escaping(otherLine) + "\" before it to send the whole line as text."
    }

    /// The lines in place of the commands while work runs, at `width`: what is typed then
    /// waits for the work, so the commands would not act now (`quit` too).
    static func workingLines(canBeStopped: Bool, width: Int) -> [String] {
        let text =
            canBeStopped
            ? "Working: what you type now runs once this is done. Ctrl-C stops it."
            : "Working: what you type now runs once this is done."
        return TextWrapper.wrap(text, width: width)
    }

    /// The command lines of `commands` at `width`, as ``writeCommandLines(for:width:into:)``
    /// writes them.
    static func commandLines(for commands: [CommandSyntax], width: Int) -> [String] {
        var writer = LineWriter()
        writeCommandLines(for: commands, width: width, into: &writer)
        // Split on the bytes: splitting the text went through it Character by Character, on
        // every screen of a scene just made.
        return writer.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// The footer line being filled, and how much of it is used.
    private struct Line {
        let width: Int
        // A running width: measuring the growing line again for each command made the footer
        // the costliest part of a screen.
        var used: Int

        /// Adds one usage (already escaped) `width` columns wide, on this line when it fits,
        /// else on the next.
        mutating func add(
            _ usage: String, width usageWidth: Int, isLast: Bool, into writer: inout LineWriter
        ) {
            // Each usage keeps its separator, so a line can only ever end with " ·".
            let separator = isLast ? "" : " ·"
            let unitWidth = usageWidth + (isLast ? 0 : 2)
            if used + 1 + unitWidth <= width {
                writer.write(" ")
                used += 1 + unitWidth
            } else if unitWidth <= width {
                writer.endLine()
                used = unitWidth
            } else {
                // A usage as wide as the screen, or wider, is wrapped on its own lines; its
                // separator follows only where it fits, since a `·` alone on a line reads as
                // a command of its own (the line break separates the usages anyway).
                writer.endLine()
                let wrapped = TextWrapper.wrap(usage, width: width)
                for line in wrapped.dropLast() {
                    writer.writeLine(line)
                }
                let last = wrapped.last ?? ""
                let fits = DisplayWidth.of(last) + DisplayWidth.of(separator) <= width
                writer.write(fits ? last + separator : last)
                used = fits ? DisplayWidth.of(last + separator) : width
                return
            }
            writer.write(usage)
            writer.write(separator)
        }
    }

    /// The help screen for a scene titled `title`: its commands, then the global ones; on a
    /// screen that takes free text, the command a line that names none runs (`otherLine`).
    static func help(
        title: String, commands: [CommandSyntax], otherLine: String? = nil, width: Int
    ) -> String {
        var blocks: [Block] = [.heading("Help: \(title)")]
        if !commands.isEmpty {
            blocks.append(.paragraph("On this screen:"))
            blocks.append(.keyValues(commands.map(entry)))
        }
        if let otherLine {
            blocks.append(
                .paragraph(
                    "Anything else you type goes to \"\(VisibleText.escaping(otherLine))\", "
                        + "whole."))
        }
        blocks.append(.paragraph("Everywhere:"))
        blocks.append(.keyValues(GlobalCommand.commands.map { entry($0.syntax) }))
        blocks.append(.paragraph(typingHelp(commands)))
        return TextLayout.render(blocks, width: width)
    }

    /// How to type a command, and which arguments take the rest of the line as typed, where
    /// quotes are part of the text (`note "Buy milk"` keeps them).
    static func typingHelp(_ commands: [CommandSyntax]) -> String {
        var rest: [String] = []
        for argument in commands.flatMap(\.arguments)
        where argument.takesRestOfLine && !rest.contains(argument.name) {
            rest.append(argument.name)
        }
        // Quoting is said where an argument reads one word, or several in quotes: beside
        // arguments that take the rest of the line, quotes and all, alone it told the user to
        // type the quotes that the text then kept (a newcomer's reading list).
        let quotes = commands.flatMap(\.arguments).contains { argument in
            switch argument.kind {
            case .text: true
            case .custom: !argument.readsTheRest
            default: false
            }
        }
        let typing =
            quotes
            ? "Type a command and press Return; quote words that contain spaces."
            : "Type a command and press Return."
        guard let last = rest.popLast() else { return typing }
        let names = rest.isEmpty ? last : rest.joined(separator: ", ") + " and " + last
        return typing + " \(names) \(rest.isEmpty ? "takes" : "take") the rest of the line as "
            + "typed, quotes and all."
    }

    /// Help on one command: its usage, what it does, and its other names; for a command the
    /// screen does not offer now (not `offeredNow`), that too.
    static func help(on command: CommandSyntax, width: Int, offeredNow: Bool = true) -> String {
        var details = [KeyValue("Usage", command.usage), KeyValue("Does", command.help)]
        if !offeredNow {
            details.append(KeyValue("Now", "not available on this screen; \"help\" lists what is"))
        }
        // A fixed word says all there is to say in the usage line.
        for argument in command.arguments where argument.kind != .word {
            let optional = argument.isOptional ? " (may be left out)" : ""
            details.append(
                KeyValue(argument.name, argument.accepts + optional + offeredNote(argument)))
        }
        if !command.aliases.isEmpty {
            details.append(KeyValue("Also", command.aliases.joined(separator: ", ")))
        }
        return TextLayout.render(
            [.heading("Help: \(command.name)"), .keyValues(details)], width: width)
    }

    /// The most values of an argument its help names; Tab lists them all.
    static let offeredValuesShown = 10

    /// The values Tab offers for `argument`, for its help (`; Tab offers Coffee, Pastry,
    /// Tea`): the first few, and how many more; nothing when it offers none.
    private static func offeredNote(_ argument: ArgumentSyntax) -> String {
        guard !argument.offered.isEmpty else { return "" }
        // A value holding the separator is quoted, so that each reads as one.
        let shown = argument.offered.prefix(offeredValuesShown).map {
            $0.contains(",") ? "\"\($0)\"" : $0
        }
        let more = argument.offered.count - shown.count
        return "; Tab offers " + shown.joined(separator: ", ")
            + (more > 0 ? ", and \(more) more" : "")
    }

    private static func entry(_ command: CommandSyntax) -> KeyValue {
        let names = ([command.usage] + command.aliases).joined(separator: ", ")
        return KeyValue(names, command.help)
    }
}
