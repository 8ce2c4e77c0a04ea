/// What Tab can complete on a screen: its command names, and the values its arguments offer.
///
/// The console makes one for each prompt from the top screen's commands; an input that a
/// person types into asks it for the candidates of the word being typed.
public struct Completions: Sendable {
    private let commands: [CommandSyntax]
    /// The answers a waiting question takes, completed from the whole line; `nil` when no
    /// question waits.
    private let answers: [String]?

    /// Nothing to complete.
    public init() {
        commands = []
        answers = nil
    }

    /// Completions of these commands.
    init(commands: [CommandSyntax]) {
        self.commands = commands
        answers = nil
    }

    /// Completions of the answers a question takes (`yes`, `no`, the names a kind offers),
    /// the whole line being one answer.
    init(answers: [String]) {
        commands = []
        self.answers = answers
    }

    /// The words the last word of `textBeforeCursor` can be completed to.
    ///
    /// A command name for the first word, else the values the command's argument at that
    /// place offers. Matching ignores case; a word value with spaces comes quoted.
    public func candidates(for textBeforeCursor: String) -> [String] {
        if let answers { return Self.matching(textBeforeCursor, among: answers) }
        // Words as the console reads them: spaces between them count once, wherever they are
        // ("category  T"); after a space the cursor is at the start of a word still empty.
        var words = textBeforeCursor.split(separator: " ")
        if words.isEmpty || textBeforeCursor.hasSuffix(" ") { words.append("") }
        guard words.count > 1 else {
            return Self.matching(String(words[0]), among: commands.map(\.name))
        }
        guard let command = commands.first(where: { $0.isNamed(String(words[0])) }) else {
            return []
        }
        for (position, argument) in command.arguments.enumerated() {
            // The rest of the line is one value, spaces and all, typed as it is.
            if argument.kind == .restOfLine {
                let rest = words[position + 1]
                let typed = rest.isEmpty ? "" : String(textBeforeCursor[rest.startIndex...])
                return Self.matching(typed, among: argument.offered)
            }
            if position == words.count - 2 {
                return Self.matching(String(words[words.count - 1]), among: argument.offered)
                    .map(Tokenizer.quoted)
            }
        }
        return []
    }

    /// The options that start with `typed`, ignoring case.
    private static func matching(_ typed: String, among options: [String]) -> [String] {
        let typed = typed.lowercased()
        return options.filter { $0.lowercased().hasPrefix(typed) }
    }
}
