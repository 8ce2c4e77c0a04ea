/// The lines an explored session types: whatever its trace chooses, until something breaks.
struct ExplorationInput: LineInput {
    let trace: ExplorationTrace

    var isTerminal: Bool { false }

    mutating func readLine() -> InputLine? {
        guard trace.finding == nil, let line = trace.choose(trace.screen) else { return nil }
        trace.screen = nil
        trace.lines.append(line)
        return InputLine(line)
    }
}
