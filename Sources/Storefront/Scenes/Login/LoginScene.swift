import Scenic

/// Makes the Login screen from the one worker it needs.
struct LoginScene {
    let authenticator: any Authenticator

    /// The Login screen in `state`; its worker asks the authenticator about a user and password.
    func make(state: LoginLogic.State = LoginLogic.State()) -> Scene<StorefrontRoute> {
        let authenticator = authenticator
        return Scene(
            view: LoginView(), interactor: LoginInteractor(), logic: LoginLogic(),
            presenter: LoginPresenter(), state: state,
            worker: Worker { request in
                switch request {
                case .check(let user, let password):
                    return .checked(accepted: authenticator.isValid(user: user, password: password))
                }
            })
    }
}
