import Scenic

/// The fact, whole.
struct FactPresenter: Presenter {
    func present(_ state: FactLogic.State, on screen: Screen) -> ViewContent<FactView.Region> {
        var content = ViewContent<FactView.Region>()
        content[.fact] =
            state.looking
            ? [
                .paragraph(
                    "Looking up \(FactWords.number(state.fact.number)) again…")
            ]
            : FactBlocks.blocks(for: state.fact)
        return content
    }

    func message(for notice: FactLogic.Notice) -> String {
        switch notice {
        case .updated: return "Looked up again."
        case .failed(let failure):
            return "again: \(FactWords.failure(failure)); this is still the fact from before."
        case .stopped(.cancelled): return "Stopped; this is still the fact from before."
        case .stopped(.timedOut): return "Gave up: it took too long."
        case .saving(let text): return text
        }
    }
}
