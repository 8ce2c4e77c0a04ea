import Scenic

extension LoginPresenter {
    /// Sample states of the Login screen, for the preview gallery and its snapshots.
    static var previews: [Preview<LoginLogic.State>] {
        [
            Preview("first visit", LoginLogic.State()),
            Preview("missing user", LoginLogic.State(problem: .missingUser)),
            Preview(
                "missing password", LoginLogic.State(problem: .missingPassword, lastUser: "ada")),
            Preview(
                "wrong credentials", LoginLogic.State(problem: .wrongCredentials, lastUser: "ada")),
        ]
    }
}
