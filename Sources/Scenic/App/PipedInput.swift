import Foundation

/// Lines piped into an app, read as `--replay` reads a story when they are one.
///
/// Piped input whose first line is a comment is a story (every recorded story starts with
/// one): its lines are then read by the story rules, as `--replay` reads them, so piping a
/// story and replaying it print the same transcript. A `# width: N` before the first typed line
/// sets the width, blank lines are skipped, a leading `\` types the rest of the line, and
/// `${NAME}` types `SCENIC_SECRET_NAME`. What cannot be done the same way (a secret whose
/// variable is not set, a width set after the first screen) ends the input and is reported as
/// ``refusal``, never typed as it stands. Other piped input is typed line by line as before.
struct PipedInput<Base: LineInput>: LineInput {
    private var base: Base
    private let secrets: [String: String]
    /// Whether the input is a story.
    let isStory: Bool
    /// Whether the input is a story that an exploration found (its first line begins as
    /// ``StoryScript/explorationHeading`` says).
    let wasFoundByExploration: Bool
    /// The width the story's `# width:` comments before its first typed line or clock step
    /// ask for.
    private(set) var width: Int?
    /// The height the story's `# height:` comments before its first typed line or clock step
    /// ask for.
    private(set) var height: Int?
    /// The time the story's `# now:` before its first typed line or clock step starts the
    /// app's clock at.
    private(set) var start: Date?
    /// The seed the story's `# seed:` before its first typed line or clock step draws the
    /// app's random numbers from.
    private(set) var seed: UInt64?
    /// Whether a line was typed: a `# now:` after it is refused.
    private var hasTyped = false
    /// Why the input was ended early: a line of the story that piping cannot type.
    private(set) var refusal: AppCommandLineProblem?
    /// The width screens are drawn at; a `# width:` after the first typed line that differs is
    /// refused.
    var drawnWidth: Int?
    /// The height screens are drawn at; a `# height:` after the first typed line that differs
    /// is refused.
    var drawnHeight: Int?
    /// The first line to type, read ahead to learn whether the input is a story.
    private var ahead: InputLine?
    private var lineNumber = 0
    private var ended = false

    /// Takes a story's `# width:` or `# height:` asking for `requested`; whether input goes on.
    ///
    /// Kept in `size` before screens are drawn; once they are, drawn at `drawn`, another size
    /// ends the input with the refusal `late` makes from the line's number and `drawn`. Once
    /// screens are drawn, another size would print a transcript that --replay, which
    /// sets it before anything is drawn, never prints.
    private mutating func settle(
        _ requested: Int, drawn: Int?, into size: WritableKeyPath<Self, Int?>,
        late: (Int, Int) -> AppCommandLineProblem
    ) -> Bool {
        guard let drawn else {
            self[keyPath: size] = requested
            return true
        }
        guard requested == drawn else {
            refusal = late(lineNumber, drawn)
            ended = true
            return false
        }
        return true
    }

    /// How long the app waits for piped input's first line before it starts: a story piped
    /// from a file or `cat` is there at once; a program that writes only once it has seen the
    /// first prompt writes nothing before.
    static var firstLineWaitMilliseconds: Int32 { 200 }

    /// Reads the start of `base`: its first line, and for a story the comments up to its first
    /// typed line, whose width must be known before the first screen is drawn.
    ///
    /// Standard input is read ahead so only while each line is there within
    /// ``firstLineWaitMilliseconds``: with no first line by then it is no story, and a story's
    /// comments stop being read ahead where the next line is late; the first screen is then
    /// drawn at once, and the story goes on from there (before, a program waiting for the
    /// first screen before writing waited forever, and so did `app < /dev/zero`, found by a
    /// hostile tester; so did one whose first line was a comment, found by another).
    init(_ base: Base, secrets: [String: String]) {
        self.base = base
        self.secrets = secrets
        guard Self.lineIsReady(in: &self.base) else {
            isStory = false
            wasFoundByExploration = false
            firstLineWasLate = true
            return
        }
        var first = self.base.readLine()
        // With the mark, a story piped in was typed as commands, its width and secrets ignored.
        if let text = first?.text { first?.text = StoryScript.withoutByteOrderMark(text) }
        isStory = first.map { StoryScript.isComment($0.text[...]) } ?? false
        wasFoundByExploration = first.map { StoryScript.isExplorationHeading($0.text) } ?? false
        if isStory, let first {
            lineNumber = 1
            ahead = nextTyped(startingWith: first, onlyWhatIsThere: true)
        } else {
            lineNumber = first == nil ? 0 : 1
            ahead = first
        }
    }

    /// Whether the first line came too late to be read ahead, so the input was read as plain
    /// lines: said when that line turns out to be a comment, as a story's first line is.
    private var firstLineWasLate = false

    /// Whether the input's first line was late and a comment: a story arriving slowly, read
    /// as plain lines (its width, time and secrets not taken), which the app says.
    private(set) var readALateStoryAsLines = false

    /// Whether a whole line, or the end, is there to read within ``firstLineWaitMilliseconds``;
    /// always, for an input that is not standard input (a test's script).
    private static func lineIsReady(in base: inout Base) -> Bool {
        guard var standard = base as? StandardInput else { return true }
        let ready = standard.hasLineOrEnd(within: firstLineWaitMilliseconds)
        if let back = standard as? Base { base = back }
        return ready
    }

    /// Typed lines never show as typed: nobody types at a pipe.
    var isTerminal: Bool { base.isTerminal }

    mutating func readLine() -> InputLine? {
        if let line = ahead {
            ahead = nil
            return line
        }
        guard !ended, let line = nextLine() else {
            ended = true
            return nil
        }
        if firstLineWasLate, lineNumber == 1, StoryScript.isComment(line.text[...]) {
            readALateStoryAsLines = true
        }
        return isStory ? nextTyped(startingWith: line) : line
    }

    private mutating func nextLine() -> InputLine? {
        let line = base.readLine()
        if line != nil { lineNumber += 1 }
        return line
    }

    /// The next line the story types, reading from `line` on; `nil` at its end, or when it
    /// cannot go on (``refusal`` then says why).
    ///
    /// - Parameter onlyWhatIsThere: whether to stop, returning `nil` without ending, when the
    ///   next line is not there within ``firstLineWaitMilliseconds``: the comments read ahead
    ///   before the first screen, which a program that writes only once it sees it sends later.
    private mutating func nextTyped(
        startingWith line: InputLine, onlyWhatIsThere: Bool = false
    ) -> InputLine? {
        var current: InputLine? = line
        while let line = current {
            // Its text is not kept, so it would read as a blank line and vanish; the console
            // says what it was, as --replay does.
            if case .tooLong = line.problem { return line }
            let meaning: StoryScript.Line
            do {
                meaning = try StoryScript.read(line.text[...], number: lineNumber, secrets: secrets)
            } catch {
                switch error {
                case .badWidth(let line, let value):
                    refusal = .pipedStoryBadWidth(line: line, value: value)
                case .missingSecret(let line, let name):
                    refusal = .pipedStoryMissingSecret(line: line, name: name)
                case .badClockStep(let line, let text):
                    refusal = .pipedStoryBadClockStep(line: line, text: text)
                case .lateWidth(let line, let width, let first):
                    // Never from one line read alone; the width is checked below instead.
                    refusal = .pipedStoryLateWidth(line: line, width: width, drawn: first)
                case .badHeight(let line, let value):
                    refusal = .pipedStoryBadHeight(line: line, value: value)
                case .lateHeight(let line, let height, let first):
                    // Never from one line read alone, as a late width.
                    refusal = .pipedStoryLateHeight(line: line, height: height, drawn: first)
                case .badStart(let line, let text, let isLate):
                    refusal = .pipedStoryBadStart(line: line, text: text, isLate: isLate)
                case .badSeed(let line, let text, let isLate):
                    refusal = .pipedStoryBadSeed(line: line, text: text, isLate: isLate)
                }
                ended = true
                return nil
            }
            switch meaning {
            case .typed(let text):
                hasTyped = true
                var typed = InputLine(text, problem: line.problem)
                // A secret is echoed as the story spells it.
                if StoryScript.typesSecret(line.text[...], as: text) {
                    typed.shown = line.text
                    typed.secrets = StoryScript.secretsTyped(in: line.text[...], from: secrets)
                }
                return typed
            case .skipped: break
            case .start(let requested):
                // The app's clock started with its first screen, as --replay refuses it.
                guard !hasTyped, drawnWidth == nil else {
                    refusal = .pipedStoryBadStart(
                        line: lineNumber, text: line.text, isLate: true)
                    ended = true
                    return nil
                }
                start = requested
            case .seed(let requested):
                // The app's workers were made with their generator before the first screen.
                guard !hasTyped, drawnWidth == nil else {
                    refusal = .pipedStoryBadSeed(line: lineNumber, text: line.text, isLate: true)
                    ended = true
                    return nil
                }
                seed = requested
            case .height(let requested):
                guard
                    settle(
                        requested, drawn: drawnHeight, into: \.height,
                        late: { .pipedStoryLateHeight(line: $0, height: requested, drawn: $1) })
                else { return nil }
            case .width(let requested):
                guard
                    settle(
                        requested, drawn: drawnWidth, into: \.width,
                        late: { .pipedStoryLateWidth(line: $0, width: requested, drawn: $1) })
                else { return nil }
            }
            if onlyWhatIsThere, !Self.lineIsReady(in: &base) { return nil }
            current = nextLine()
        }
        ended = true
        return nil
    }
}
