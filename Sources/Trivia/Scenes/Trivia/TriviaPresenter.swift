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
            content[.fact] = Self.noFact(
                number, failure, saved: "none is saved on this machine", in: state)
        case .failureUnread(let number, let failure)?:
            // The facts may be there: the status line says why they could not be read.
            content[.fact] = Self.noFact(
                number, failure, saved: "the facts saved on this machine could not be read",
                in: state)
        case nil:
            break
        }
        if state.retrying != nil {
            // "After each failed try", not "every": a try may take up to its timeout before it
            // fails, and the wait starts then (a hostile tester timed tries 20 s apart).
            content[.fact].append(
                .paragraph(
                    "Trying again \(TriviaLogic.retryDelay.components.seconds) seconds after "
                        + "each failed try until a fact comes; type \"stop\" to stop."))
        }
        content[.hint] = [
            .paragraph(
                "Type \"number 42\" for a fact about 42, \"random\" for any number, or "
                    + "\"history\" for the facts looked up here.")
        ]
        return content
    }

    /// No fact about `number` for `failure`, with what `saved` says of the saved facts, and
    /// what to do.
    private static func noFact(
        _ number: Int, _ failure: RemoteFailure, saved: String, in state: TriviaLogic.State
    ) -> [Block] {
        let failed =
            "No fact about \(FactWords.number(number)): \(FactWords.failure(failure)), "
            + "and \(saved)."
        // A lookup tried again by itself needs no advice to type it again.
        let advice =
            state.retrying == number ? nil : FactWords.advice(after: failure, number: number)
        return [.paragraph(advice.map { failed + " " + $0 } ?? failed)]
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
