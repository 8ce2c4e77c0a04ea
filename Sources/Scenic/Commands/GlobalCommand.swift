/// The commands every screen accepts; they take precedence over a screen's own commands.
enum GlobalCommand: String, CommandName, CaseIterable {
    case help
    case back
    case home
    case quit

    /// The topic of `help COMMAND`.
    static let topic = Argument.text("COMMAND").optional

    /// The declarations of all global commands, in order, shown by `help` like any screen's.
    static let commands = [
        Command(GlobalCommand.help, topic, help: "List the commands here, or explain one"),
        Command(GlobalCommand.back, help: "Go back to the previous screen"),
        Command(GlobalCommand.home, help: "Go back to the first screen"),
        Command(GlobalCommand.quit, aliases: ["exit"], help: "Leave"),
    ]

    /// The global commands' names, in order, as the footer lists them.
    static let names = commands.map(\.syntax.name)

    /// Every name and alias with the command it names, for ``named(_:)``.
    private static let commandsByName = commands.flatMap { command in
        ([command.syntax.name] + command.syntax.aliases).map { (name: $0, command: command.name) }
    }

    /// The global command's word `line` holds in quotes and nothing else (`"Home"`), unquoted.
    ///
    /// In quotes, `help`, `back`, `home` and `quit` are words an answer can be (a book titled
    /// Home), not the commands: such a line answers a question with the word.
    static func quotedWord(in line: String) -> String? {
        guard let first = line.first(where: { !Tokenizer.separates($0) }),
            first == "\"" || first == "'"
        else { return nil }
        let read = Tokenizer.lineWords(in: line)
        guard read.unclosedQuote == nil, read.words.count == 1, named(read.words[0]) != nil
        else { return nil }
        return read.words[0]
    }

    /// The global command named by `word`, if any.
    static func named(_ word: String) -> GlobalCommand? {
        // Asked for every typed line: a flat list of names compares strings only, where
        // searching the declarations copied each one it passed.
        for entry in commandsByName where CommandSyntax.equalIgnoringCase(entry.name, word) {
            return entry.command
        }
        return nil
    }
}
