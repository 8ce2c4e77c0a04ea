/// Where the console reads typed lines from: the terminal, a pipe, or memory in tests.
public protocol LineInput {
    /// Whether a person types at a terminal (the terminal then echoes what they type).
    var isTerminal: Bool { get }

    /// Whether the line ``readLine()`` last returned was shown on screen as it was typed; when
    /// not, the console echoes it after the prompt. By default, when the input is a terminal.
    var lastLineWasShown: Bool { get }

    /// The next line, or `nil` at the end of input.
    mutating func readLine() -> InputLine?

    /// The next line, where a person typing can press Tab to complete a word from
    /// `completions` (the screen's commands and the values they offer); `nil` at the end of
    /// input. By default, ``readLine()``.
    mutating func readLine(completing completions: Completions) -> InputLine?

    /// Keeps `text`, a line the console handled, for the up arrow to recall. Never called with
    /// a line that typed a secret. Does nothing by default.
    mutating func remember(_ text: String)

    /// The next line, read without echoing it on a terminal; `nil` at the end of input.
    ///
    /// `prompt` writes the question (`Password: `). It is called once echo is off, so that
    /// nothing typed after the question appears, however quickly it is typed.
    mutating func readSecretLine(prompting prompt: () -> Void) -> InputLine?

    /// Called when the console starts handling a line: lines typed from now on should not
    /// appear on screen (the console echoes them in order once it reads them). Does nothing by
    /// default.
    mutating func holdTypeAhead()

    /// Called when the console has handled a line and drawn the screen and prompt after it,
    /// right before it reads the next line: typing shows again. Does nothing by default.
    mutating func releaseTypeAhead()
}

extension LineInput {
    /// Lines show as typed exactly when a person types at a terminal.
    public var lastLineWasShown: Bool { isTerminal }

    /// Asks, then reads a secret line like any other line, for inputs that never echo.
    public mutating func readSecretLine(prompting prompt: () -> Void) -> InputLine? {
        prompt()
        return readLine()
    }

    /// Reads the line as ``readLine()`` does: nobody types, so nothing completes.
    public mutating func readLine(completing completions: Completions) -> InputLine? {
        readLine()
    }

    /// Nothing to remember: nobody recalls lines.
    public mutating func remember(_ text: String) {}

    /// Nothing to hold: typing is never shown.
    public mutating func holdTypeAhead() {}

    /// Nothing to release.
    public mutating func releaseTypeAhead() {}
}
