/// Where the console reads typed lines from: the terminal, a pipe, or memory in tests.
public protocol LineInput {
    /// Whether a person types at a terminal (the terminal then echoes what they type).
    var isTerminal: Bool { get }

    /// The next line, or `nil` at the end of input.
    mutating func readLine() -> InputLine?

    /// The next line, read without echoing it on a terminal; `nil` at the end of input.
    ///
    /// `prompt` writes the question (`Password: `). It is called once echo is off, so that
    /// nothing typed after the question appears, however quickly it is typed.
    mutating func readSecretLine(prompting prompt: () -> Void) -> InputLine?
}

extension LineInput {
    /// Asks, then reads a secret line like any other line, for inputs that never echo.
    public mutating func readSecretLine(prompting prompt: () -> Void) -> InputLine? {
        prompt()
        return readLine()
    }
}
