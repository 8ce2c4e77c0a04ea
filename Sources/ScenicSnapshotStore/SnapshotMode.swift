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
        let requested = environment[SnapshotMode.variable]?.lowercased() ?? ""
        let continuousIntegration = environment[SnapshotMode.continuousIntegrationVariable]
        let onCI = ["true", "1", "yes"].contains(continuousIntegration?.lowercased() ?? "")
        switch requested {
        case "overwrite": self = .overwrite
        case "verify": self = .verify(.requested)
        case "pending", "": self = onCI ? .verify(.continuousIntegration) : .pending
        default: throw .invalidMode(environment[SnapshotMode.variable] ?? "")
        }
    }
}
