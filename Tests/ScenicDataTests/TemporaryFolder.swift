import Foundation
import ScenicTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh folder in the test process's folder (see `TestFolder`), touched by the tests directly,
/// bypassing the code under test.
struct TemporaryFolder {
    /// The folder's absolute path.
    let path: String

    /// A new, empty folder.
    init() throws {
        path = TestFolder.path("scenic-data-tests").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The absolute path of `name` in the folder.
    func path(of name: String) -> String {
        path + "/" + name
    }

    /// The names in the folder, hidden ones included, sorted.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// The names in the folder, sorted, without the folder's lock file.
    func namesBesideTheLock() throws -> [String] {
        try names().filter { $0 != ".scenic-data.lock" }
    }

    /// Writes `bytes` to `name` in the folder.
    func write(_ bytes: [UInt8], to name: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path(of: name)))
    }

    /// Writes `text` to `name` in the folder, as UTF-8.
    func write(_ text: String, to name: String) throws {
        try write(Array(text.utf8), to: name)
    }

    /// The bytes of `name` in the folder.
    func bytes(of name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(of: name))))
    }

    /// The text of `name` in the folder.
    func text(of name: String) throws -> String {
        String(decoding: try bytes(of: name), as: UTF8.self)
    }

    /// Removes the folder and everything in it.
    func remove() {
        // Writable again first, so a test that made it read-only can clean up.
        chmod(path, 0o755)
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Whether the tests run as root, for whom permission bits stop no read or write.
let runsAsRoot = geteuid() == 0

/// Whether this process may make device nodes: root may, except in some containers.
let canMakeDeviceNodes: Bool = {
    guard let temporary = try? TemporaryFolder() else { return false }
    defer { temporary.remove() }
    var null = stat()
    guard stat("/dev/null", &null) == 0 else { return false }
    return mknod(temporary.path(of: "null"), S_IFCHR | 0o600, null.st_rdev) == 0
}()
