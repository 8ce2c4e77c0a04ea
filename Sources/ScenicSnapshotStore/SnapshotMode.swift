/// What an assertion may write, chosen by the environment.
///
/// - `SCENIC_SNAPSHOTS=pending` (the default): a missing or different snapshot fails and the
///   actual text is written beside it as `<file>.txt.new` for review.
/// - `SCENIC_SNAPSHOTS=verify`, or `CI` set to `true`, `1` or `yes`: nothing is ever written.
/// - `SCENIC_SNAPSHOTS=overwrite`: a missing or different snapshot is written to the stored
///   file itself and the test still fails, so an update run never passes for a verified one.
///   Only an explicit `overwrite` beats `CI`.
package enum SnapshotMode: Equatable, Sendable {
    /// Why nothing may be written.
    package enum VerifyReason: Equatable, Sendable {
        /// `CI` is set to a true value.
        case continuousIntegration
        /// `SCENIC_SNAPSHOTS=verify`.
        case requested
    }

    /// Compare only; write nothing.
    case verify(VerifyReason)
    /// Write pending `.new` files for review.
    case pending
    /// Write the stored files directly.
    case overwrite

    /// The environment variable that selects the mode.
    package static let variable = "SCENIC_SNAPSHOTS"
    /// The environment variable that says the tests run on continuous integration.
    package static let continuousIntegrationVariable = "CI"

    /// Reads the mode from an environment.
    ///
    /// - Throws: ``SnapshotError/invalidMode(_:)`` for an unknown `SCENIC_SNAPSHOTS` value.
    package init(environment: [String: String]) throws(SnapshotError) {
        try self.init(
            requested: environment[SnapshotMode.variable],
            continuousIntegration: environment[SnapshotMode.continuousIntegrationVariable])
    }

    /// Reads the mode from the values of `SCENIC_SNAPSHOTS` and `CI` (`nil` when unset).
    ///
    /// - Throws: ``SnapshotError/invalidMode(_:)`` for an unknown `SCENIC_SNAPSHOTS` value.
    package init(requested: String?, continuousIntegration: String?) throws(SnapshotError) {
        let onCI: Bool
        switch continuousIntegration?.lowercased() {
        case "true", "1", "yes": onCI = true
        default: onCI = false
        }
        switch requested?.lowercased() ?? "" {
        case "overwrite": self = .overwrite
        case "verify": self = .verify(.requested)
        case "pending", "": self = onCI ? .verify(.continuousIntegration) : .pending
        default: throw .invalidMode(requested ?? "")
        }
    }
}
