/// One line read from the user, with anything wrong with its bytes.
public struct InputLine: Equatable, Sendable {
    /// What could be wrong with a line's bytes.
    public enum Problem: Equatable, Sendable {
        /// Some bytes were not UTF-8; they were replaced with U+FFFD.
        case invalidUTF8
        /// The line was longer than ``LineSplitter/maximumLineBytes`` bytes and was dropped
        /// whole; `byteCount` is its length.
        case tooLong(byteCount: Int)
    }

    /// The text of the line, without its line ending (empty when the line was too long).
    public var text: String
    /// What was wrong with the line, if anything.
    public var problem: Problem?
    /// For a story's line that types a secret (`search ${PASSWORD}`), the line as the story
    /// spells it: what the transcript echoes and a recording writes, never the secret.
    package var shown: String?
    /// For such a line, each secret it types and its placeholder (`"lovelace": "${PASSWORD}"`):
    /// what the console's answer to the line says in place of the secret.
    package var secrets: [String: String] = [:]

    /// Makes a line.
    public init(_ text: String, problem: Problem? = nil) {
        self.text = text
        self.problem = problem
    }
}
