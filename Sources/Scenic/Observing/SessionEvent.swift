import Foundation

/// Something that happened in a session, as a ``SessionObserver`` sees it: an action a scene's
/// Logic reduced (with the effects it returned), or the stack of screens changing.
///
/// Events carry the values themselves, so an observer casts them to the app's types:
///
/// ```swift
/// if case .reduced(let action, _) = event.kind,
///     case .addFinished(.added(let quantity, _))? = action as? ProductLogic.Action {
///     tracker.track("add_to_cart", ["quantity": quantity])
/// }
/// ```
public struct SessionEvent: Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Sendable {
        /// The Logic reduced `action` (a typed command, an answer, a worker's result) and
        /// returned `effects`, in order.
        case reduced(action: any Sendable, effects: [any Sendable])
        /// The screens on the stack changed: `routes`, root first, are the app's route values.
        case navigated(routes: [any Sendable])
    }

    /// What happened.
    public let kind: Kind
    /// The screen it happened on (for `navigated`, the screen now on top), named by its View's
    /// title: every event of one screen carries the same name, though its Presenter may title
    /// the screen after the state it shows.
    public let screen: String
    /// The Logic's type name (`CartLogic`), or the navigator's for `navigated`.
    public let source: String
    /// When it happened, by the wall clock: for a log, never for a Logic.
    public let time: Date
    /// The secret arguments typed for the action (a password), which ``description`` hides.
    public let secrets: [String]
    /// The name of the screen's command typed for the action (`remove`); `nil` for actions
    /// that no command sent (an answer, a worker's result, an appear action) and for
    /// `navigated`.
    public let command: String?
    /// The Logic's type for `reduced` (`event.logic == CartLogic.self`); `nil` for
    /// `navigated`.
    public let logic: Any.Type?
    /// The Logic of the child scene whose View declares ``command``, when a child's command was
    /// typed on its parent's screen (the parent's Logic reduced the action that carries it);
    /// `nil` for the screen's own commands.
    public let commandOwner: Any.Type?

    /// An event; the runtime makes them, a test may too.
    public init(
        _ kind: Kind, screen: String, source: String, time: Date = Date(), secrets: [String] = [],
        command: String? = nil, logic: Any.Type? = nil, commandOwner: Any.Type? = nil
    ) {
        self.kind = kind
        self.screen = screen
        self.source = source
        self.time = time
        self.secrets = secrets
        self.command = command
        self.logic = logic
        self.commandOwner = commandOwner
    }

    /// One line for a log: `Cart · CartLogic · setQuantity(line: 1, quantity: 3) → [perform(…)]`,
    /// with each secret typed for the action written `•••`.
    public var description: String {
        description(keeping: .max)
    }

    /// ``description`` written only as far as a line that keeps its first `characters`
    /// characters needs: a payload of millions of values is not walked to its end.
    ///
    /// Written past them by the longest secret, so that a secret that starts among them is
    /// whole, and written `•••`, rather than cut and shown in part.
    func description(keeping characters: Int) -> String {
        let longestSecret = secrets.map(\.count).max() ?? 0
        // A character takes at most 4 bytes; past Int.max, the description is written whole.
        let (wanted, tooMany) = characters.addingReportingOverflow(longestSecret + 1)
        let (limit, overflow) = wanted.multipliedReportingOverflow(by: 4)
        let bytes = tooMany || overflow ? Int.max : limit
        var line: String
        switch kind {
        case .reduced(let action, let effects):
            line = "\(screen) · \(source) · "
            LogValue.write(action, into: &line, limit: bytes)
            line += " → ["
            for (index, effect) in effects.enumerated() where line.utf8.count <= bytes {
                if index > 0 { line += ", " }
                LogValue.write(effect, into: &line, limit: bytes)
            }
            line += "]"
        case .navigated(let routes):
            line = "\(screen) · navigated · "
            for (index, route) in routes.enumerated() where line.utf8.count <= bytes {
                if index > 0 { line += " › " }
                LogValue.write(route, into: &line, limit: bytes)
            }
        }
        // A value is written escaped, a secret with a quote or a backslash in it too.
        for secret in secrets where !secret.isEmpty {
            for spelling in LogValue.spellings(of: secret) {
                let (hidden, shown) = LogValue.hiding(spelling, with: "•••")
                line = line.replacing(hidden, with: shown)
            }
        }
        return line
    }
}
