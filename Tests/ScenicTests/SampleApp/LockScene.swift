import Scenic

// The sample's lock screen: a secret argument, an error kept in state, and `replace`.

struct LockView: View {
    enum Region: CaseIterable { case hint }
    let title = "Locked"
    let commands = [Command("unlock", Argument("PASSWORD", .secret), help: "Open the list")]
}

struct LockInteractor: Interactor {
    func action(for input: CommandInput) throws(UsageError) -> LockLogic.Action {
        .unlock(input.text("PASSWORD") ?? "")
    }
}

struct LockLogic: Logic {
    struct State: Equatable {
        var failedAttempts = 0
    }
    enum Action: Equatable {
        case unlock(String)
    }
    let password: String

    func reduce(_ state: inout State, _ action: Action) -> [Effect<SampleRoute, Never>] {
        switch action {
        case .unlock(let typed):
            guard typed == password else {
                state.failedAttempts += 1
                return []
            }
            return [.replace(.list)]
        }
    }
}

struct LockPresenter: Presenter {
    func present(_ state: LockLogic.State) -> ViewContent<LockView.Region> {
        var content = ViewContent<LockView.Region>([.hint: [.paragraph("Type unlock.")]])
        if state.failedAttempts > 0 {
            content.messages = ["Wrong password (\(state.failedAttempts) failed)."]
        }
        return content
    }
}
