import Scenic
import ScenicSnapshotStore

/// Why a story could not be read, in words that say what to fix.
public enum StoryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The story folder holds no `.story` file.
    case noStories(folder: String)
    /// A file or folder could not be read.
    case unreadable(path: String, reason: String)
    /// A story file is not UTF-8 text.
    case notUTF8(path: String)
    /// A `# width:` comment does not give a usable width.
    case badWidth(story: String, line: Int, value: String)
    /// A `${NAME}` placeholder has no value among the secrets the test passed.
    case missingSecret(story: String, line: Int, name: String)
    /// A `# after` comment gives a time that cannot be read, such as `# after 2.5s`.
    case badClockStep(story: String, line: Int, text: String)
    /// A `# width:` on `line` asks for `width` after the first typed line, at `first` columns.
    case lateWidth(story: String, line: Int, width: Int, first: Int)
    /// A `# height:` comment does not give a usable height.
    case badHeight(story: String, line: Int, value: String)
    /// A `# height:` on `line` asks for `height` after the first typed line, `first` rows
    /// tall.
    case lateHeight(story: String, line: Int, height: Int, first: Int)
    /// A `# now:` comment gives no time (`text` is its line), or comes after the first typed
    /// line (`isLate`).
    case badStart(story: String, line: Int, text: String, isLate: Bool)
    /// A `# seed:` comment gives no seed (`text` is its line), or comes after the first typed
    /// line (`isLate`).
    case badSeed(story: String, line: Int, text: String, isLate: Bool)

    /// The ``message``, so a test that fails on a story error, and a string made of one, say
    /// it in words rather than as a case (`notUTF8(path: …)`).
    public var description: String { message }

    /// The message shown when a story test fails on it.
    public var message: String {
        switch self {
        case .noStories(let folder):
            return
                "No .story files in \(folder). Add one (a typed line per line) and run the tests."
        case .unreadable(let path, let reason):
            return "Cannot read \(path): \(reason)"
        case .notUTF8(let path):
            return "\(path) is not UTF-8 text. Save the story as UTF-8."
        case .badWidth(let story, let line, let value):
            return "Story \(VisibleName.escaping(story)), line \(line): "
                + StoryScript.sizeRule("width", got: value)
        case .missingSecret(let story, let line, let name):
            return
                "Story \(VisibleName.escaping(story)), line \(line) types ${\(name)}, a secret this test does not "
                + "give. Pass it: assertStories(secrets: [\"\(name)\": …])."
        case .badClockStep(let story, let line, let text):
            return "Story \(VisibleName.escaping(story)), line \(line): "
                + StoryScript.clockStepRule(text)
        case .lateWidth(let story, let line, let width, let first):
            return "Story \(VisibleName.escaping(story)), line \(line): "
                + StoryScript.lateWidthRule(width: width, first: first)
        case .badHeight(let story, let line, let value):
            return "Story \(VisibleName.escaping(story)), line \(line): "
                + StoryScript.sizeRule("height", got: value)
        case .lateHeight(let story, let line, let height, let first):
            return "Story \(VisibleName.escaping(story)), line \(line): "
                + StoryScript.lateHeightRule(height: height, first: first)
        case .badStart(let story, let line, let text, let isLate):
            return "Story \(VisibleName.escaping(story)), line \(line): "
                + StoryScript.startRule(text, isLate: isLate)
        case .badSeed(let story, let line, let text, let isLate):
            return "Story \(VisibleName.escaping(story)), line \(line): "
                + StoryScript.seedRule(text, isLate: isLate)
        }
    }
}
