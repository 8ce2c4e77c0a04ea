/// Checks a user name and password.
///
/// Implementations take the text exactly as given (the Logic trims) and never log or keep it.
protocol Authenticator: Sendable {
    /// Whether `user` and `password` match an account.
    func isValid(user: String, password: String) -> Bool
}
