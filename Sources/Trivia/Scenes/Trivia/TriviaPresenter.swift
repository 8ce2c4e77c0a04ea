import Scenic

/// The fact shown, or why there is none, and what to type.
struct TriviaPresenter: Presenter {
    func present(_ state: TriviaLogic.State, on screen: Screen) -> ViewContent<TriviaView.Region> {
        var content = ViewContent<TriviaView.Region>()
        // `stop` is offered only while there is something to stop.
        content.offer(
            state.retrying == nil
                ? [.number, .random, .history] : [TriviaView.Name.number, .random, .history, .stop])
        if let number = state.looking {
            content[.fact] = [.paragraph("Looking up \(FactWords.number(number))…")]
            return content
        }
        switch state.shown {
        case .fact(let fact, let savedBecause)?:
            content[.fact] = FactBlocks.blocks(for: fact)
            if let failure = savedBecause {
                content[.fact].append(
                    .paragraph(FactWords.savedFact(because: failure, savedOn: fact.fetchedAt)))
            }
        case .failure(let number, let failure)?:
            let failed =
                "No fact about \(FactWords.number(number)): \(FactWords.failure(failure)), "
                + "and none is saved on this machine."
            // A lookup tried again by itself needs no advice to type it again.
            let advice =
                state.retrying == number ? nil : FactWords.advice(after: failure, number: number)
            content[.fact] = [.paragraph(advice.map { failed + " " + $0 } ?? failed)]
        case nil:
            break
        }
        if state.retrying != nil {
            content[.fact].append(
                .paragraph(
                    "Trying again every \(TriviaLogic.retryDelay.components.seconds) seconds "
                        + "until a fact comes; type \"stop\" to stop."))
        }
        content[.hint] = [
            .paragraph(
                "Type \"number 42\" for a fact about 42, \"random\" for any number, or "
                    + "\"history\" for the facts looked up here.")
        ]
        return content
    }

    func message(for notice: TriviaLogic.Notice) -> String {
        switch notice {
        case .stopped(let number, .cancelled):
            return "Stopped looking up \(FactWords.number(number))."
        case .stopped(let number, .timedOut):
            return "Gave up looking up \(FactWords.number(number)): it took too long."
        case .saving(let text):
            return text
        case .retryStopped(let number):
            return "Stopped trying \(FactWords.number(number)) again."
        case .nothingToStop:
            return "Nothing is being tried again."
        }
    }
}
