import Scenic

/// The welcome text, the demo account, and why the last attempt failed.
struct LoginPresenter: Presenter {
    func present(_ state: LoginLogic.State, on screen: Screen) -> ViewContent<LoginView.Region> {
        var content = ViewContent<LoginView.Region>()
        content[.welcome] = [
            .paragraph(
                "Welcome to Storefront, a small shop of tea, coffee, pastry and kitchen things. "
                    + "Sign in to browse the catalog and fill your cart."),
            .paragraph(
                "Type \"login USER\" and then your password when asked; it is not shown as you "
                    + "type."),
        ]
        content[.account] = [
            .box(
                title: "Demo account",
                [
                    .keyValues([
                        KeyValue("User", DemoAuthenticator.demoUser),
                        KeyValue("Password", DemoAuthenticator.demoPassword),
                    ]),
                    .paragraph(
                        "Type: login \(DemoAuthenticator.demoUser)"),
                ])
        ]
        if let problem = state.problem {
            content.messages = [message(for: problem, user: state.lastUser)]
        }
        return content
    }

    /// A full sentence for the status line; a wrong pair never says which half was wrong.
    func message(for problem: LoginLogic.Problem, user: String?) -> String {
        switch problem {
        case .missingBoth:
            return "Enter a user name and a password, as in \"login "
                + "\(DemoAuthenticator.demoUser)\"."
        case .missingUser:
            return "The user name is missing. Type \"login\" followed by your user name, as in "
                + "\"login \(DemoAuthenticator.demoUser)\"."
        case .missingPassword:
            return "The password is missing for \(user ?? "that user"). Type \"login "
                + "\(user ?? DemoAuthenticator.demoUser)\" again and enter the password when "
                + "asked."
        case .wrongCredentials:
            return "That user name and password do not match an account. Check both and try "
                + "again; the demo account is shown above."
        }
    }
}
