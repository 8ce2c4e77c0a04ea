import Foundation
import ScenicTestSupport

/// A fresh directory in the test process's folder (see `TestFolder`), removed by ``remove()``.
struct TemporaryDirectory {
    let path: String

    init() throws {
        path = TestFolder.path("storefront-tests").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The names in the directory, hidden ones included, sorted.
    func names() throws -> [String] {
        // The data folder's lock file is there from the first transaction on.
        try FileManager.default.contentsOfDirectory(atPath: path).sorted().filter {
            $0 != ".scenic-data.lock"
        }
    }

    /// Writes `bytes` to `name` in the directory, bypassing the code under test.
    func write(_ bytes: [UInt8], to name: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: "\(path)/\(name)"))
    }

    /// The bytes of `name` in the directory.
    func bytes(of name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(path)/\(name)")))
    }

    func remove() {
        // Restore permissions first so a test that made the folder read-only can clean up.
        chmod(path, 0o755)
        try? FileManager.default.removeItem(atPath: path)
    }
}

extension TemporaryDirectory {
    /// Whether the tests run as root, for whom permission bits do not stop writes.
    static let runsAsRoot = getuid() == 0
}
