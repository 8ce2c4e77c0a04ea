import Scenic

/// The first screen: the demo account and the one command that signs in.
struct LoginView: View {
    enum Region: CaseIterable {
        case welcome
        case account
    }

    let title = "Login"
    let commands = [
        // The password is a secret: asked for with echo off when left off the line, and
        // masked in every echo of the line when typed on it.
        Command(
            "login", Argument("USER", .text), Argument("PASSWORD", .secret),
            help: "Sign in as USER; the password is asked for without showing it")
    ]
}
