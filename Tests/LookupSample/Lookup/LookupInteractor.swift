import Scenic

/// Maps the lookup screen's commands to actions.
struct LookupInteractor: Interactor {
    func action(for input: CommandInput<LookupView.Name>) -> LookupLogic.Action {
        switch input.name {
        case .look: .look(input[LookupView.number])
        case .later: .later(input[LookupView.number])
        case .slow: .slowly
        case .pick: .pick
        case .clear: .clear
        case .news: .subscribe(headlines: input[LookupView.headlines])
        case .read: .read(input[LookupView.headline])
        }
    }
}
