import Scenic

extension Send {
    /// Sends `repairs`, what a worker's reads set right, as one action made by `action`, when
    /// there are any: the Logic shows each on the status line before the outcome that follows.
    func repairs(_ repairs: [String], as action: ([String]) -> Action) {
        guard !repairs.isEmpty else { return }
        self(action(repairs))
    }
}
