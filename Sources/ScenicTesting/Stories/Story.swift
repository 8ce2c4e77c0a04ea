import Foundation
import Scenic

/// A scripted session: the lines a user types into an app, read from a `.story` file.
///
/// A story file is plain text, one typed line per line:
///
/// ```text
/// # Buying matcha with a cart code.
/// # width: 40
/// open 3
/// add 2
/// cart
/// code SPRING10
/// ```
///
/// - Lines starting with `#` are comments; a comment `# width: N` sets the screen width
///   (80 when absent), `# now: 2026-05-04T10:30:00Z` the time ``clock`` starts at
///   (2026-01-01T00:00:00Z when absent), and `# seed: 42` the seed ``random`` draws from (0
///   when absent).
/// - `# after 30s` (`ms`, `s`, `m`, `h` or `d`) moves the clock that timers and ``clock`` run
///   on.
/// - Blank lines are ignored, so stories can be spaced for reading.
/// - A leading `\` types the rest of the line exactly: `\` alone types an empty line,
///   `\# not a comment` types `# not a comment`.
/// - `${NAME}` stands for a secret kept out of the file, as `--record` writes a password:
///   the test passes its value (`secrets: ["PASSWORD": "…"]`).
public struct Story: Equatable, Sendable {
    /// The file name without `.story`, which names its snapshot.
    public var name: String
    /// The lines typed, in order, as a console reads them from a script: a line typed as it
    /// is but for one that starts with `#`, which keeps its `\` (`\# not a comment`), so that
    /// it is typed, never read as a comment or a clock step (`# after 5s` is one).
    public var lines: [String]
    /// The screen width the story runs at.
    public var width: Int
    /// The screen height the story runs at: its `# height:`, else 24 rows.
    public var height: Int
    /// The time the story starts at: its `# now:`, else 2026-01-01T00:00:00Z; ``clock`` is
    /// made from it, so it cannot be changed apart from it.
    public let start: Date
    /// The clock to hand the app's workers for this story: a test clock at ``start``, which
    /// the story's `# after` steps move as they move its timers, so "a day passes" is
    /// `# after 1d`.
    ///
    /// ```swift
    /// await assertStories(in: "Stories") { story in
    ///     Console(navigator: Navigator(builder: AppScenes(clock: story.clock), root: .home))
    /// }
    /// ```
    ///
    /// The console the story replays on moves it: leave `console.clock` unset. A story test
    /// fails when the console was given another clock, or when the story sets `# now:` and
    /// the app never read this clock (its workers read one that stands still).
    public let clock: SessionClock
    /// The random numbers to hand the app's workers for this story: drawn from its
    /// `# seed: 42`, else from 0, so a shuffle or a roll of the dice is the same every run.
    ///
    /// ```swift
    /// await assertStories(in: "Stories") { story in
    ///     Console(navigator: Navigator(builder: DeckScenes(random: story.random), root: .decks))
    /// }
    /// ```
    ///
    /// Each replay of the story draws from the seed again. A story test fails when the story
    /// sets `# seed:` and the app drew nothing from this generator (its workers drew from
    /// another, or the story draws nothing: remove the line).
    public let random: SessionRandom

    /// The width stories run at unless they say otherwise.
    public static let defaultWidth = StoryScript.defaultWidth

    /// Reads a story from its text.
    ///
    /// - Throws: ``StoryError`` for a width that is not a whole number from 20 to 1000, a
    ///   height not from 10 to 1000, or a `${NAME}` without a value in `secrets`.
    public init(name: String, text: String, secrets: [String: String] = [:]) throws(StoryError) {
        let script: StoryScript
        do {
            script = try StoryScript(text: text, secrets: secrets)
        } catch {
            switch error {
            case .badWidth(let line, let value):
                throw .badWidth(story: name, line: line, value: value)
            case .missingSecret(let line, let secret):
                throw .missingSecret(story: name, line: line, name: secret)
            case .badClockStep(let line, let text):
                throw .badClockStep(story: name, line: line, text: text)
            case .lateWidth(let line, let width, let first):
                throw .lateWidth(story: name, line: line, width: width, first: first)
            case .badHeight(let line, let value):
                throw .badHeight(story: name, line: line, value: value)
            case .lateHeight(let line, let height, let first):
                throw .lateHeight(story: name, line: line, height: height, first: first)
            case .badStart(let line, let text, let isLate):
                throw .badStart(story: name, line: line, text: text, isLate: isLate)
            case .badSeed(let line, let text, let isLate):
                throw .badSeed(story: name, line: line, text: text, isLate: isLate)
            }
        }
        self.name = name
        lines = script.lines
        width = script.width ?? Self.defaultWidth
        height = script.height ?? StoryScript.defaultHeight
        start = script.start ?? StoryScript.defaultStart
        setsStart = script.start != nil
        clock = SessionClock(startingAt: start)
        random = SessionRandom(seed: script.seed ?? 0)
        setsSeed = script.seed != nil
        shownLines = script.shownLines
    }

    /// Whether the story sets its start with a `# now:` line.
    var setsStart = false
    /// Whether the story sets its seed with a `# seed:` line.
    var setsSeed = false

    /// The story's own spelling of each line that types a secret, by its index in ``lines``:
    /// what the transcript echoes.
    var shownLines: [Int: StoryScript.ShownLine] = [:]

    /// Reads the story file at `url`.
    ///
    /// - Throws: ``StoryError`` when the file cannot be read (missing, not a regular file, over
    ///   8 MiB), is not UTF-8, sets a bad width, or types a secret `secrets` does not hold.
    public init(contentsOf url: URL, secrets: [String: String] = [:]) throws(StoryError) {
        let name = url.deletingPathExtension().lastPathComponent
        let text: String
        do {
            text = try StoryScript.text(ofFile: url.path)
        } catch {
            switch error {
            case .unreadable(let reason): throw .unreadable(path: url.path, reason: reason)
            case .notUTF8: throw .notUTF8(path: url.path)
            }
        }
        try self.init(name: name, text: text, secrets: secrets)
    }

    /// Every `.story` file in `folder`, sorted by name.
    ///
    /// - Throws: ``StoryError`` when the folder cannot be listed, holds no stories, or a
    ///   story cannot be read.
    public static func all(in folder: URL, secrets: [String: String] = [:]) throws(StoryError)
        -> [Story]
    {
        var stories: [Story] = []
        for read in try each(in: folder, secrets: secrets) { stories.append(try read.story.get()) }
        return stories
    }

    /// Every `.story` file in `folder`, sorted by name, each read or why it could not be.
    ///
    /// One story that cannot be read (a secret not given) costs only itself.
    ///
    /// - Throws: ``StoryError`` when the folder cannot be listed or holds no stories.
    static func each(in folder: URL, secrets: [String: String]) throws(StoryError)
        -> [(name: String, story: Result<Story, StoryError>)]
    {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw .unreadable(path: folder.path, reason: error.localizedDescription)
        }
        let files = names.filter { $0.hasSuffix(".story") }.sorted()
        guard !files.isEmpty else { throw .noStories(folder: folder.path) }
        return files.map { file in
            let url = folder.appending(path: file)
            return (
                url.deletingPathExtension().lastPathComponent,
                Result { () throws(StoryError) in
                    // Listed with U+FFFD in place of bytes that are not UTF-8, the name leads to
                    // no file: it was said to be missing, beside the file (a hostile tester).
                    if file.contains("\u{FFFD}"), !FileManager.default.fileExists(atPath: url.path)
                    {
                        throw .unreadable(path: url.path, reason: Self.nameNotUTF8)
                    }
                    return try Story(contentsOf: url, secrets: secrets)
                }
            )
        }
    }

    /// Why a story whose file's name is not UTF-8 cannot be read, and what to do.
    static let nameNotUTF8 =
        "its name's bytes are not UTF-8 (shown as \u{FFFD}), so it cannot be opened by the name "
        + "Swift lists it by. Rename the file."

    /// The typed lines as one input, each ending with a newline.
    public var input: String {
        StoryScript(lines: lines).input
    }

    /// Whether two stories type the same lines at the same width from the same time and seed;
    /// their clocks and generators are each their own.
    public static func == (one: Story, another: Story) -> Bool {
        one.name == another.name && one.lines == another.lines && one.width == another.width
            && one.height == another.height
            && one.start == another.start && one.random.seed == another.random.seed
            && one.shownLines == another.shownLines
    }
}
