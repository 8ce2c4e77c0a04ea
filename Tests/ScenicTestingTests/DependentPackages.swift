import Foundation
import ScenicTestSupport

/// The folder where the end-to-end tests put packages that depend on this checkout, and the one
/// build of Scenic they share.
///
/// SwiftPM puts a path dependency's path into every compile command, so packages that reach
/// Scenic by the same path and build in the same scratch folder reuse one build of it: the
/// first test of a fresh clone builds Scenic once, not once per test (each cold build of it
/// was about 40 s of CPU). Every package here sits in ``folder`` beside the link
/// ``scenic`` and names it `../scenic`. The scratch folder is the sharded-run fixture's clone's
/// own `.build`, because that test runs the CI recipe, which builds in `.build`.
///
/// SwiftPM lets one process at a time use a scratch folder and makes the others wait, but it
/// says so in the build log the tests read; so every use takes ``lock`` first, a file lock,
/// which also keeps test processes running at once (shards of this package's own suite on one
/// machine) apart.
enum DependentPackages {
    /// `.build/scenic-dependents` in this checkout.
    static let folder = ReadmeCISection.checkout.appendingPathComponent(
        ".build/scenic-dependents")
    /// The link to this checkout that every package here depends on as `../scenic`.
    static let scenic = folder.appendingPathComponent("scenic")
    /// The sharded-run fixture's clone.
    static let clone = folder.appendingPathComponent("clone")
    /// The scratch folder every package here builds in.
    static let scratch = clone.appendingPathComponent(".build")
    /// The lock file, beside the folder so that removing the folder never removes a held lock.
    static let lock = ReadmeCISection.checkout.appendingPathComponent(
        ".build/scenic-dependents.lock")

    /// Makes the folder and its link to this checkout, if missing.
    ///
    /// Tests call it at once without the lock: a link another test made between the look and
    /// the making is the link wanted (a fresh clone's CI run failed on `File exists` here).
    static func prepare() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if linked { return }
        do {
            try FileManager.default.createSymbolicLink(
                at: scenic, withDestinationURL: ReadmeCISection.checkout)
        } catch {
            if !linked { throw error }
        }
    }

    /// Whether ``scenic`` is a link.
    private static var linked: Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: scenic.path)) != nil
    }

    /// A package's folder here, emptied.
    static func emptyPackage(_ name: String) throws -> URL {
        try prepare()
        let package = folder.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: package)
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        return package
    }

    /// Runs `swift` with `arguments` in `package` while holding the lock, off the test
    /// runtime's threads.
    static func swift(_ arguments: [String], in package: URL) async throws
        -> SwiftProcess.Outcome
    {
        try await exclusively {
            try await SeparateThread.run { try SwiftProcess.run(arguments, in: package) }
        }
    }

    /// Runs `body` while holding the lock.
    ///
    /// The wait polls: a blocking `flock` would hold one of the test runtime's threads.
    static func exclusively<Value>(_ body: () async throws -> Value) async throws -> Value {
        try FileManager.default.createDirectory(
            at: lock.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(lock.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        // Closing the descriptor releases the lock, whatever `body` does.
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            try await Task.sleep(for: .milliseconds(100))
        }
        return try await body()
    }
}
