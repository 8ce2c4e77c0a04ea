import Scenic
import ScenicTesting
import Testing

@testable import StorefrontKit

@Suite struct LoginLogicTests {
    @Test func bothFieldsGivenAsksTheAuthenticatorWithTrimmedText() {
        var tester = LogicTester(LoginLogic(), state: LoginLogic.State())
        tester.send(
            .login(user: "  ada ", password: " lovelace\t"),
            effects: [.perform(.check(user: "ada", password: "lovelace"))]
        ) { $0.lastUser = "ada" }
    }

    @Test func blankUserIsNamedAsMissing() {
        var tester = LogicTester(LoginLogic(), state: LoginLogic.State())
        tester.send(.login(user: "   ", password: "lovelace")) { $0.problem = .missingUser }
    }

    @Test func blankPasswordIsNamedAsMissing() {
        var tester = LogicTester(LoginLogic(), state: LoginLogic.State())
        tester.send(.login(user: "ada", password: "  ")) {
            $0.problem = .missingPassword
            $0.lastUser = "ada"
        }
    }

    @Test func bothBlankAreNamedTogether() {
        var tester = LogicTester(LoginLogic(), state: LoginLogic.State())
        tester.send(.login(user: "", password: "")) { $0.problem = .missingBoth }
    }

    @Test func rejectedPairStaysOnTheScreenWithoutSayingWhichHalfWasWrong() {
        var tester = LogicTester(LoginLogic(), state: LoginLogic.State())
        tester.send(
            .login(user: "ada", password: "wrong"),
            effects: [.perform(.check(user: "ada", password: "wrong"))]
        ) { $0.lastUser = "ada" }
        tester.send(.checked(accepted: false)) { $0.problem = .wrongCredentials }
    }

    @Test func acceptedPairMakesTheCatalogTheRootAndForgetsTheAttempt() {
        var tester = LogicTester(
            LoginLogic(), state: LoginLogic.State(problem: .wrongCredentials, lastUser: "bob"))
        tester.send(
            .login(user: "ada", password: "lovelace"),
            effects: [.perform(.check(user: "ada", password: "lovelace"))]
        ) {
            $0.problem = nil
            $0.lastUser = "ada"
        }
        tester.send(.checked(accepted: true), effects: [.setStack([.catalog])]) {
            $0 = LoginLogic.State()
        }
    }

    @Test func aNewAttemptReplacesTheLastProblem() {
        var tester = LogicTester(
            LoginLogic(), state: LoginLogic.State(problem: .wrongCredentials, lastUser: "ada"))
        tester.send(.login(user: "", password: "x")) {
            $0.problem = .missingUser
            $0.lastUser = nil
        }
    }

    @Test func theStateNeverHoldsThePassword() {
        var state = LoginLogic.State()
        _ = LoginLogic().reduce(&state, .login(user: "ada", password: "s3cret-word"))
        _ = LoginLogic().reduce(&state, .checked(accepted: false))
        #expect(!String(describing: state).contains("s3cret-word"))
        let screen = StorefrontScenes(workers: .inMemory()).login.make(state: state)
            .render(width: 80)
        #expect(!screen.contains("s3cret-word"))
    }
}

@Suite struct LoginInteractorTests {
    /// The user name is a word, or words in quotes without the spaces at their ends (as a
    /// question's answer); the password, typed last, is the rest of the line exactly as typed,
    /// quotes and spaces included.
    @Test func loginPassesBothFieldsAsTyped() throws {
        let input = try CommandInput(
            #"login " ada" "love lace" it's "#, commands: LoginView().commands)
        #expect(
            LoginInteractor().action(for: input)
                == .login(user: "ada", password: #""love lace" it's "#))
    }
}
