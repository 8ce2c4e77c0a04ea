/// Where an explored session prints: kept in its trace until the explorer looks at it.
struct ExplorationOutput: TextOutput {
    let trace: ExplorationTrace

    var isTerminal: Bool { false }

    mutating func write(_ text: String) {
        trace.printed += text
    }
}
