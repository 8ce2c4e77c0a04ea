/// A screen whose child scenes cannot be put together, turned into text in one place.
enum ChildProblem: Equatable {
    /// Two commands of one screen are typed with the same word.
    case sameWord(String, screen: String, first: String, second: String)

    /// The sentence the program stops with: what clashes, and what to do.
    var message: String {
        switch self {
        case .sameWord(let word, let screen, let first, let second):
            return
                "The screen \(screen) has two commands typed \"\(word)\": \(first)'s and "
                + "\(second)'s. A child scene's commands are typed on its parent's screen; rename "
                + "or drop one of them."
        }
    }

    /// The first clash between the commands of a parent titled `parent` and its children's,
    /// comparing names and aliases in any case; `nil` when every word is taken once.
    static func clash(
        parent: String, commands: [CommandSyntax],
        children: [(title: String, commands: [CommandSyntax])]
    ) -> ChildProblem? {
        var owners: [String: String] = [:]
        for (owner, syntaxes) in [(parent, commands)] + children {
            for syntax in syntaxes {
                for word in [syntax.name] + syntax.aliases {
                    let key = word.lowercased()
                    if let first = owners[key] {
                        return .sameWord(word, screen: parent, first: first, second: owner)
                    }
                    owners[key] = owner
                }
            }
        }
        return nil
    }
}
