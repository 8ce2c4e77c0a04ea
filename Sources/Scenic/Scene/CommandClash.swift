/// Two commands of one screen typed with the same word, which the program stops at when the
/// scene is made, turned into text in one place.
enum CommandClash: Equatable {
    /// Two commands of one View (the screen's, or a child's, by its title) are typed with the
    /// same word.
    case twice(String, screen: String)
    /// A command of a child scene is typed with the same word as its parent's or another
    /// child's.
    case sameWord(String, screen: String, first: String, second: String)

    /// The sentence the program stops with: what clashes, and what to do.
    var message: String {
        switch self {
        case .twice(let word, let screen):
            return
                "The screen \(screen) has two commands typed \"\(word)\": the line would always "
                + "run the first. Rename or drop one of them."
        case .sameWord(let word, let screen, let first, let second):
            return
                "The screen \(screen) has two commands typed \"\(word)\": \(first)'s and "
                + "\(second)'s. A child scene's commands are typed on its parent's screen; rename "
                + "or drop one of them."
        }
    }

    /// The first clash between the commands of a screen titled `parent` and its children's,
    /// comparing names and aliases in any case; `nil` when every word is taken once.
    static func clash(
        parent: String, commands: [CommandSyntax],
        children: [(title: String, commands: [CommandSyntax])] = []
    ) -> CommandClash? {
        // Asked each time a scene is made (a navigation): a flat list, compared in place
        // without lowercased copies, costs less than a dictionary for a screen's few words.
        var owners: [(word: String, owner: Int)] = []
        let screens = [(parent, commands)] + children
        for (owner, (_, syntaxes)) in screens.enumerated() {
            for syntax in syntaxes {
                for word in [syntax.name] + syntax.aliases {
                    if let first = owners.first(where: {
                        CommandSyntax.equalIgnoringCase($0.word, word)
                    }) {
                        // Two of one View's commands, the screen's or a child's.
                        if first.owner == owner {
                            return .twice(word, screen: screens[owner].0)
                        }
                        return .sameWord(
                            word, screen: parent, first: screens[first.owner].0,
                            second: screens[owner].0)
                    }
                    owners.append((word, owner))
                }
            }
        }
        return nil
    }
}
