import Scenic

/// Maps the Trivia screen's commands to actions; the Logic reads the number typed.
struct TriviaInteractor: Interactor {
    func action(for input: CommandInput<TriviaView.Name>) -> TriviaLogic.Action {
        switch input.name {
        case .number: .number(input[TriviaView.number])
        case .random: .random
        case .history: .history
        case .stop: .stopRetrying
        }
    }
}
