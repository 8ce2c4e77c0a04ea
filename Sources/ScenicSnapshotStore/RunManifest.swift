import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The list of snapshots a test run asserted, used by `scenic prune`.
///
/// When `SCENIC_SNAPSHOT_MANIFEST` names a file, every assertion appends the absolute path of
/// its stored snapshot as one line. Each line is a single `write(2)` to a file opened with
/// `O_APPEND`, so lines from parallel tests and processes never interleave.
package struct RunManifest: Sendable {
    /// The environment variable that names the manifest file.
    package static let variable = "SCENIC_SNAPSHOT_MANIFEST"

    /// The manifest file.
    package var url: URL

    /// Makes a manifest for the file at `url`.
    package init(url: URL) {
        self.url = url
    }

    /// The manifest named by the environment, or `nil` when none is set.
    package init?(environment: [String: String]) {
        guard let path = environment[RunManifest.variable] else { return nil }
        self.init(path: path)
    }

    /// The manifest at `path`, or `nil` when the path is empty (the variable set but blank).
    package init?(path: String) {
        guard !path.isEmpty else { return nil }
        url = URL(fileURLWithPath: path)
    }

    /// Appends one asserted snapshot's absolute path.
    ///
    /// - Throws: ``SnapshotError/unwritable(_:_:)`` when the line could not be written; the
    ///   assertion then fails, so the run does not pass and `prune` deletes nothing on the
    ///   strength of an incomplete list.
    package func append(_ snapshot: URL) throws(SnapshotError) {
        // One write per line, so lines from parallel processes never interleave.
        try SnapshotFile.append(snapshot.standardizedFileURL.path + "\n", toPath: url.path)
    }

    /// Returns the set of recorded paths, or `nil` when no assertion created the file.
    ///
    /// Read as any file the tools read: not through a symbolic link, not from a FIFO or a
    /// device, and at most ``sizeLimit`` bytes.
    ///
    /// - Throws: ``SnapshotError/notARegularFile(_:_:)``,
    ///   ``SnapshotError/tooLarge(_:bytes:limit:)`` or ``SnapshotError/unreadable(_:_:)``.
    package func recordedPaths() throws(SnapshotError) -> Set<String>? {
        guard
            let bytes = try SnapshotFile.contents(
                atPath: url.path, shownAs: url.path, limit: Self.sizeLimit)
        else { return nil }
        let paths = Self.paths(in: bytes)
        return paths.isEmpty ? nil : paths
    }

    /// The paths a manifest's `bytes` list, one a line; a line may end in CR LF (a manifest
    /// that went through a tool that writes them), since no snapshot's name holds a CR.
    package static func paths(in bytes: [UInt8]) -> Set<String> {
        var paths = Set<String>()
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let path = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
            if !path.isEmpty { paths.insert(String(decoding: path, as: UTF8.self)) }
        }
        return paths
    }

    /// The most bytes a manifest may hold: a line per asserted snapshot, far below this.
    package static let sizeLimit = 256 << 20

}
