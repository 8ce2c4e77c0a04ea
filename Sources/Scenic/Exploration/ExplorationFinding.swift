/// What an exploration found broken after a typed line.
package struct ExplorationFinding: Equatable, Sendable {
    /// Which rule broke, the same for every way of breaking it, so shrinking keeps to it.
    package var rule: String
    /// What happened and where, in a sentence.
    package var message: String

    package init(rule: String, message: String) {
        self.rule = rule
        self.message = message
    }
}
