import Foundation
import Scenic
import ScenicSnapshotStore
import Synchronization

/// What the tests of this process reached, one collector a package, each new word written to
/// the run's coverage files (see `CoverageLog`) as soon as it is reached.
///
/// Logic tests, stories, previews and explorations all record through a collector's
/// ``CoverageCollector/observer(_:)`` or its `record` calls: the same words whichever layer
/// reached them. Recording makes a story replay about 1.5 times as long (see BENCHMARKS.md);
/// a shipping app records nothing.
package final class CoverageRecording: Sendable {
    /// The recording of the tests in this process.
    package static let shared = CoverageRecording()

    /// The collectors by package root path, and the roots found by test file.
    private typealias Known = (byRoot: [String: CoverageCollector], rootsByFile: [String: String])
    private let table = Mutex<Known>(([:], [:]))

    /// The collector for the package that holds the test file at `filePath`; `nil` when the
    /// file is in no package (nothing is recorded then).
    package func collector(forFile filePath: String) -> CoverageCollector? {
        if let known = table.withLock({ known in
            known.rootsByFile[filePath].flatMap { known.byRoot[$0] }
        }) {
            return known
        }
        guard let root = try? PackageRoot.find(from: filePath) else { return nil }
        return table.withLock { (known: inout Known) -> CoverageCollector in
            known.rootsByFile[filePath] = root.path
            if let collector = known.byRoot[root.path] { return collector }
            // The bundle is the run's: it takes the package the tests run in, never a package
            // a test makes for itself in a temporary folder.
            let runsHere =
                (try? PackageRoot.find(from: FileManager.default.currentDirectoryPath))?
                .standardizedFileURL.path == root.standardizedFileURL.path
            let log = CoverageLog(
                root: root, artifacts: runsHere ? SnapshotEnvironment.artifacts() : nil)
            log.prepare()
            let warned = Mutex(false)
            let collector = CoverageCollector { words in
                do throws(SnapshotError) {
                    try log.append(words)
                } catch {
                    // Coverage never fails a test; it says once that it is incomplete.
                    guard !warned.withLock({ $0 }) else { return }
                    warned.withLock { $0 = true }
                    FileHandle.standardError.write(
                        Data(
                            ("warning: coverage is not recorded: \(error.message) "
                                + "scenic coverage will miss what this process reached.\n").utf8))
                }
            }
            known.byRoot[root.path] = collector
            return collector
        }
    }
}
