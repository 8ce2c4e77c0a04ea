import Scenic

/// Maps `login USER [PASSWORD]` to the Logic's action; every check happens in the Logic.
struct LoginInteractor: Interactor {
    func action(for input: CommandInput<LoginView.Name>) -> LoginLogic.Action {
        switch input.name {
        case .login: .login(user: input[LoginView.user], password: input[LoginView.password])
        }
    }
}
