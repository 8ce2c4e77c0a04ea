import Scenic

// The sample's lock screen: a secret argument, an error kept in state, and `replace`.

struct LockView: View {
    enum Region: CaseIterable { case hint }
    enum Name: String, CommandName { case unlock }
    static let password = Argument.secret("PASSWORD")
    let title = "Locked"
    let commands = [Command(Name.unlock, password, help: "Open the list")]
}

struct LockInteractor: Interactor {
    func action(for input: CommandInput<LockView.Name>) -> LockLogic.Action {
        switch input.name {
        case .unlock: .unlock(input[LockView.password])
        }
    }
}

struct LockLogic: Logic {
    typealias Route = SampleRoute

    struct State: Equatable {
        var failedAttempts = 0
    }
    enum Action: Equatable, Sendable {
        case unlock(String)
    }
    let password: String

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
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
    func present(_ state: LockLogic.State, on screen: Screen) -> ViewContent<LockView.Region> {
        var content = ViewContent<LockView.Region>([.hint: [.paragraph("Type unlock.")]])
        if state.failedAttempts > 0 {
            content.messages = ["Wrong password (\(state.failedAttempts) failed)."]
        }
        return content
    }
}
