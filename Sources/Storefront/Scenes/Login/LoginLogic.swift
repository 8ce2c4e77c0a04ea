import Foundation
import Scenic

/// Checks that both fields were given, asks the authenticator, and opens the Catalog.
///
/// The password never enters ``State``: it travels only inside the ``Request`` to the worker,
/// so no render, preview or state dump can show it.
struct LoginLogic: Logic {
    typealias Route = StorefrontRoute

    struct State: Equatable, Sendable {
        /// Why the last attempt did not sign in, for the status line; `nil` before any attempt.
        var problem: Problem?
        /// The user name of the last attempt, trimmed, so the screen can say who is signing in.
        var lastUser: String?
    }

    /// Why an attempt did not sign in.
    enum Problem: Equatable, Sendable {
        case missingUser
        case missingPassword
        case missingBoth
        /// The pair matched no account; deliberately not saying which half was wrong.
        case wrongCredentials
    }

    enum Action: Equatable, Sendable {
        /// `login USER PASSWORD` as typed, untrimmed.
        case login(user: String, password: String)
        /// The authenticator's answer for the last attempt.
        case checked(accepted: Bool)
    }

    enum Request: Equatable, Sendable {
        /// Ask the authenticator about this trimmed pair.
        case check(user: String, password: String)
    }

    /// Checking a password against the local accounts is quick: nothing to stop.
    func interrupted(_ request: Request, by interruption: Interruption) -> Action? { nil }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .login(let typedUser, let typedPassword):
            // Trimmed here, not by the authenticator: a pasted name with a trailing space
            // should still sign in, and "   " is as empty as "".
            let user = typedUser.trimmingCharacters(in: .whitespacesAndNewlines)
            let password = typedPassword.trimmingCharacters(in: .whitespacesAndNewlines)
            switch (user.isEmpty, password.isEmpty) {
            case (true, true):
                state.problem = .missingBoth
                state.lastUser = nil
                return []
            case (true, false):
                state.problem = .missingUser
                state.lastUser = nil
                return []
            case (false, true):
                state.problem = .missingPassword
                state.lastUser = user
                return []
            case (false, false):
                state.problem = nil
                state.lastUser = user
                return [.perform(.check(user: user, password: password))]
            }
        case .checked(let accepted):
            guard accepted else {
                state.problem = .wrongCredentials
                return []
            }
            state = State()
            // The Catalog becomes the root: `back` must not lead to the Login screen again.
            return [.setStack([.catalog])]
        }
    }
}
