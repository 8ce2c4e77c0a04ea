/// Lines from memory, as a test or a story types them.
///
/// ```swift
/// var input = ScriptInput("open 2\nadd 3\n")
/// input.readLine()  // InputLine("open 2")
/// ```
public struct ScriptInput: LineInput, Sendable {
    private var splitter = LineSplitter()
    private var finished = false

    /// Input made of raw bytes, which need not be valid UTF-8.
    public init(bytes: [UInt8]) {
        splitter.append(bytes)
    }

    /// Input made of text; lines are separated by `\n`.
    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// Input made of a story's typed lines, each that types a secret echoed as `shown` spells
    /// it.
    package init(story lines: [String], shown: [Int: StoryScript.ShownLine]) {
        story = (lines, shown)
    }

    /// The story's lines and their spellings, when the input is made of them, and the next.
    private var story: (lines: [String], shown: [Int: StoryScript.ShownLine])?
    private var nextStoryLine = 0

    /// The story's lines not typed yet, as the story spells them (`${NAME}` in place of a
    /// secret): those after the line that ended the session (a `quit`), when it ended before
    /// the story did.
    package var untypedStoryLines: [String] {
        guard let story else { return [] }
        return (min(nextStoryLine, story.lines.count)..<story.lines.count).map {
            story.shown[$0]?.shown ?? story.lines[$0]
        }
    }

    /// Whether the input ends here, before its lines do: a replay whose transcript grew past
    /// what it may hold types no more.
    package var endsWhen: (@Sendable () -> Bool)? = nil

    /// Always `false`: nobody is typing.
    public var isTerminal: Bool { false }

    /// The next line of the script, or `nil` after the last one.
    public mutating func readLine() -> InputLine? {
        if endsWhen?() == true { return nil }
        if let story {
            guard nextStoryLine < story.lines.count else { return nil }
            defer { nextStoryLine += 1 }
            return StoryScript.inputLine(nextStoryLine, of: story.lines, shown: story.shown)
        }
        if let line = splitter.nextLine() { return line }
        guard !finished else { return nil }
        finished = true
        return splitter.finish()
    }
}
