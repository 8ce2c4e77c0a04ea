#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The environment variables that snapshot assertions read, taken from the process.
package enum SnapshotEnvironment {
    /// Every variable an assertion reads: the mode, `CI`, and the run manifest.
    package static let variables = [
        SnapshotMode.variable, SnapshotMode.continuousIntegrationVariable, RunManifest.variable,
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
}
