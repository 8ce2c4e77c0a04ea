/// A store that failed, as every scene's Logic receives and reports it: the store's own
/// sentence, which says what happened and what to do.
///
/// One shape for every screen, so a Logic never has to know which store or file failed; a
/// test can write one as a string literal.
package struct StoreProblem: Error, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The full sentence to show.
    package let message: String

    /// A problem with this sentence.
    package init(_ message: String) {
        self.message = message
    }

    /// A problem with this sentence, written as a literal.
    package init(stringLiteral message: String) {
        self.message = message
    }
}
