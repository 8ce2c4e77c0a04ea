import Scenic

extension StorefrontScenes {
    /// The Login screen in `state`; its worker asks the authenticator about a user and password.
    func loginScene(state: LoginLogic.State = LoginLogic.State()) -> Scene<StorefrontRoute> {
        let authenticator = workers.authenticator
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

    /// The Login screen's previews.
    func loginPreviews() -> PreviewGroup<StorefrontRoute> {
        PreviewGroup("Login", previews: LoginPresenter.previews) { loginScene(state: $0) }
    }
}
