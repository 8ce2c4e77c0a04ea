/// The demo shop's one account, whose credentials the Login screen shows.
struct DemoAuthenticator: Authenticator {
    /// The demo user name.
    static let demoUser = "ada"
    /// The demo password.
    static let demoPassword = "lovelace"

    /// Whether the text is exactly the demo user and password (case and spaces count).
    func isValid(user: String, password: String) -> Bool {
        // Both checks always run, so a wrong user takes as long as a wrong password.
        let userMatches = Self.sameBytes(user, Self.demoUser)
        let passwordMatches = Self.sameBytes(password, Self.demoPassword)
        return userMatches && passwordMatches
    }

    /// Compares every byte instead of stopping at the first difference, so the time taken
    /// does not reveal how much of a guess was right.
    private static func sameBytes(_ given: String, _ expected: String) -> Bool {
        let given = Array(given.utf8)
        let expected = Array(expected.utf8)
        var difference = given.count ^ expected.count
        for index in expected.indices {
            difference |= Int(expected[index] ^ (index < given.count ? given[index] : 0))
        }
        return difference == 0
    }
}
