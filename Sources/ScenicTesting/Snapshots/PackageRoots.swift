import Foundation
import ScenicSnapshotStore
import Synchronization

/// The package roots found so far, by the file they were found from.
///
/// Every assertion in a test file finds the same root, and finding it walks up the folders one
/// `stat` at a time; remembering it per file makes later assertions skip the walk. Roots do
/// not move while tests run. Swift Testing runs tests concurrently, so the table sits behind a
/// lock.
final class PackageRoots: Sendable {
    /// The roots shared by all assertions in the process.
    static let shared = PackageRoots()

    private let rootsByFile = Mutex<[String: String]>([:])

    /// The path of the package root above `filePath`, found once per file.
    ///
    /// - Throws: ``SnapshotError/packageRootNotFound(_:)`` when there is none (not remembered,
    ///   so a package created later is found).
    func root(above filePath: String) throws(SnapshotError) -> String {
        if let root = rootsByFile.withLock({ $0[filePath] }) {
            return root
        }
        let root = try PackageRoot.find(from: filePath).path
        rootsByFile.withLock { $0[filePath] = root }
        return root
    }
}
