#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The environment variables that snapshot assertions read, taken from the process.
package enum SnapshotEnvironment {
    /// Every variable an assertion reads: the mode, `CI`, the run manifest and the bundle.
    package static let variables = [
        SnapshotMode.variable, SnapshotMode.continuousIntegrationVariable, RunManifest.variable,
        ArtifactBundle.variable,
    ]

    /// The values of ``variables`` in this process; unset ones are left out.
    ///
    /// Read one by one: copying the whole environment for every assertion took longer than
    /// reading and comparing the snapshot itself.
    package static func current() -> [String: String] {
        var values: [String: String] = [:]
        for name in variables {
            if let value = getenv(name) {
                values[name] = String(cString: value)
            }
        }
        return values
    }

    /// The mode the process's environment chooses, read without making a dictionary: every
    /// assertion asks.
    ///
    /// - Throws: ``SnapshotError/invalidMode(_:)`` for an unknown `SCENIC_SNAPSHOTS` value.
    ///
    /// The names are literals here, not ``variables``: a `String` would be copied into a C
    /// string for every `getenv`.
    package static func mode() throws(SnapshotError) -> SnapshotMode {
        try SnapshotMode(
            requested: getenv("SCENIC_SNAPSHOTS").map { String(cString: $0) },
            continuousIntegration: getenv("CI").map { String(cString: $0) })
    }

    /// The artifacts bundle the process's environment names, if any.
    package static func artifacts() -> ArtifactBundle? {
        getenv("SCENIC_ARTIFACTS").flatMap {
            ArtifactBundle(environment: [ArtifactBundle.variable: String(cString: $0)])
        }
    }

    /// The run manifest the process's environment names, if any.
    package static func manifest() -> RunManifest? {
        getenv("SCENIC_SNAPSHOT_MANIFEST").flatMap { RunManifest(path: String(cString: $0)) }
    }
}
