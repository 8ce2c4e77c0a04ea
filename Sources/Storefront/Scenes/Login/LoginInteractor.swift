import Scenic

/// Maps `login USER [PASSWORD]` to the Logic's action; every check happens in the Logic.
struct LoginInteractor: Interactor {
    func action(for input: CommandInput) throws(UsageError) -> LoginLogic.Action {
        switch input.command.name {
        case "login":
            return .login(user: input.text("USER") ?? "", password: input.text("PASSWORD") ?? "")
        default:
            throw UsageError("\(input.command.name): not a Login command. Type \"help\" for them.")
        }
    }
}
