import Testing

@testable import StorefrontKit

@Suite struct DemoAuthenticatorTests {
    @Test func demoCredentialsAreAdaAndLovelace() {
        #expect(DemoAuthenticator.demoUser == "ada")
        #expect(DemoAuthenticator.demoPassword == "lovelace")
        #expect(DemoAuthenticator().isValid(user: "ada", password: "lovelace"))
    }

    @Test(arguments: [
        ("ada", "wrong"),
        ("bob", "lovelace"),
        ("Ada", "lovelace"),
        ("ada", "Lovelace"),
        (" ada", "lovelace"),
        ("ada", "lovelace "),
        ("ada", "love"),
        ("ada", "lovelacelovelace"),
        ("", ""),
        ("ada", ""),
    ])
    func anythingButTheExactPairIsRejected(user: String, password: String) {
        #expect(!DemoAuthenticator().isValid(user: user, password: password))
    }
}
