import Scenic

/// The first screen: the demo account and the one command that signs in.
struct LoginView: View {
    enum Region: CaseIterable {
        case welcome
        case account
    }

    enum Name: String, CommandName {
        case login
    }

    /// The user name of `login USER`.
    static let user = Argument.text("USER")
    /// The password: a secret, asked for with echo off when left off the line, and masked in
    /// every echo of the line when typed on it.
    static let password = Argument.secret("PASSWORD")

    let title = "Login"
    let commands = [
        Command(
            Name.login, user, password,
            help: "Sign in as USER; the password is asked for without showing it")
    ]
}
