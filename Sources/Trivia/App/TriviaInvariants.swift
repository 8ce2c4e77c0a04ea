import Scenic

/// Trivia's own rules about its Logic states, which `--explore` and the exploration test check
/// after every line.
enum TriviaInvariants {
    /// The history keeps at most what the cache keeps, and shows a page it has.
    static let historyFits = ExplorationInvariant.state(
        HistoryLogic.State.self, "the history holds at most 200 facts and shows one of its pages"
    ) { state in
        let count = state.facts?.count ?? 0
        return count <= FactCache.capacity
            && (state.page == 0 || state.page * HistoryLogic.pageSize < count)
    }

    /// Every rule.
    static let all = [historyFits]
}
