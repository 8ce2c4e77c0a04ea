import ScenicData
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder where Storefront keeps `cart.json` and `orders.json`, known to be writable.
///
/// ```swift
/// let directory = try DataDirectory.resolve(explicitPath: options.dataDir)
/// let carts = FileCartStore(directory: directory)
/// ```
public struct DataDirectory: Hashable, Sendable {
    /// The folder's absolute path.
    public let path: String

    /// The environment variable that names the folder when `--data-dir` is not given.
    public static let environmentVariable = "STOREFRONT_DATA_DIR"

    /// Finds the folder, creates it if needed, and checks that files can be written in it.
    ///
    /// The first of these that is set and not empty wins: `explicitPath` (from `--data-dir`),
    /// `$STOREFRONT_DATA_DIR`, `$XDG_DATA_HOME/storefront` (if absolute, as the XDG spec
    /// requires), `$HOME/.local/share/storefront`. A relative path is taken from the current
    /// directory.
    ///
    /// - Parameters:
    ///   - explicitPath: the `--data-dir` argument, if given.
    ///   - environment: the process environment; tests pass their own.
    /// - Throws: a ``DataDirectoryError`` whose ``DataDirectoryError/message`` names the path
    ///   and the cause, e.g. `Cannot write to /x/y (permission denied). Pass --data-dir DIR or
    ///   set STOREFRONT_DATA_DIR.`
    public static func resolve(
        explicitPath: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(DataDirectoryError) -> DataDirectory {
        let path = try location(
            explicitPath: explicitPath, environment: environment,
            currentDirectory: FileManager.default.currentDirectoryPath)
        try prepare(path)
        return DataDirectory(path: path)
    }

    /// Which folder to use, by the precedence that ``resolve(explicitPath:environment:)``
    /// describes, without touching the disk.
    static func location(
        explicitPath: String?, environment: [String: String], currentDirectory: String
    ) throws(DataDirectoryError) -> String {
        // Empty counts as unset, as the XDG spec says, so `STOREFRONT_DATA_DIR= storefront`
        // falls through instead of meaning the current directory.
        let set = { (value: String?) in value.flatMap { $0.isEmpty ? nil : $0 } }
        let chosen: String
        if let explicit = set(explicitPath) {
            chosen = explicit
        } else if let variable = set(environment[environmentVariable]) {
            chosen = variable
        } else if let xdg = set(environment["XDG_DATA_HOME"]), xdg.hasPrefix("/") {
            chosen = xdg + "/storefront"
        } else if let home = set(environment["HOME"]) {
            chosen = home + "/.local/share/storefront"
        } else {
            throw .noLocation
        }
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        return URL(fileURLWithPath: chosen, relativeTo: base).standardizedFileURL.path
    }

    /// Creates `path` and its parents, then writes and removes a probe file in it.
    ///
    /// Checked up front so the user learns about a read-only folder at start, not after
    /// filling a cart.
    static func prepare(_ path: String) throws(DataDirectoryError) {
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            // EEXIST is fine: a parent that is a file fails at the next level (ENOTDIR).
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw .notWritable(path: path, reason: SystemError.last().reason)
            }
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw .notWritable(path: path, reason: SystemError.last().reason)
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .notWritable(path: path, reason: SystemError(code: ENOTDIR).reason)
        }
        let probe = "\(path)/.storefront-probe-\(UUID().uuidString)"
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .notWritable(path: path, reason: SystemError.last().reason)
        }
        close(descriptor)
        guard unlink(probe) == 0 else {
            throw .notWritable(path: path, reason: SystemError.last().reason)
        }
    }
}
