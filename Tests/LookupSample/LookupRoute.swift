import Scenic

/// The screens of the lookup sample: a slow, sometimes failing remote lookup with a history,
/// and a picker over the history that hands its choice back.
package enum LookupRoute: Hashable, Sendable {
    /// Look numbers up; the history of facts found.
    case lookup
    /// Pick one of `numbers` to look up again.
    case picker([Int])
}
