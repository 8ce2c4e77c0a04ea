import Foundation
import Scenic

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a test run writes the coverage of the app's vocabulary, and where `scenic coverage`
/// reads it.
///
/// Every test process of one `swift test` appends the words it reached, each once, to
/// `.build/scenic-coverage/run-<ID>.txt` under the package root, where ID is the `swift test`
/// process (the test processes' parent): parallel processes write one file, each word a line
/// written with one `write(2)` to a file opened for appending, so lines never interleave. The
/// first process of a new run removes the files of earlier runs. When `SCENIC_ARTIFACTS` names
/// a bundle, the same lines go to its `coverage.txt` too, which `scenic merge` joins and
/// `scenic coverage BUNDLE…` reads.
package struct CoverageLog: Sendable {
    /// The folder under the package root that holds the runs' files.
    package static let folderPath = ".build/scenic-coverage"
    /// The file name in an artifacts bundle.
    package static let bundleFileName = "coverage.txt"

    /// The files the lines go to.
    package var files: [URL]

    /// The log of this process's run of the package at `root`, and of the bundle `artifacts`.
    package init(root: URL, artifacts: ArtifactBundle?) {
        files = [Self.runFile(root: root, run: getppid())]
        if let artifacts {
            files.append(artifacts.folder.appendingPathComponent(Self.bundleFileName))
        }
    }

    /// The file of the run `run` of the package at `root`.
    package static func runFile(root: URL, run: pid_t) -> URL {
        root.appendingPathComponent(folderPath).appendingPathComponent("run-\(run).txt")
    }

    /// Makes the folders, and removes the files of earlier runs when this run has none yet.
    package func prepare() {
        for file in files {
            try? FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        let run = files[0]
        guard !FileManager.default.fileExists(atPath: run.path) else { return }
        let folder = run.deletingLastPathComponent()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasPrefix("run-") && name.hasSuffix(".txt") && name != run.lastPathComponent {
            // unlink, not removeItem: a link is removed itself, never followed.
            unlink(folder.appendingPathComponent(name).path)
        }
    }

    /// Appends `coverage`'s lines to every file, in one write each.
    ///
    /// - Throws: ``SnapshotError/unwritable(_:_:)`` when a file could not be written.
    package func append(_ coverage: Coverage) throws(SnapshotError) {
        let text = CoverageLines.lines(of: coverage).joined()
        guard !text.isEmpty else { return }
        for file in files { try SnapshotFile.append(text, toPath: file.path) }
    }

    /// The file of the newest run in the package at `root`, if any run wrote one.
    package static func newestRun(root: URL) -> URL? {
        let folder = root.appendingPathComponent(folderPath)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var newest: (url: URL, time: Date)?
        for name in names where name.hasPrefix("run-") && name.hasSuffix(".txt") {
            let url = folder.appendingPathComponent(name)
            let time =
                (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate]
                as? Date ?? .distantPast
            if newest == nil || time > newest!.time { newest = (url, time) }
        }
        return newest?.url
    }

    /// Reads the coverage file at `path`, shown as `shownAs`; `nil` when there is none.
    ///
    /// Read as any file the tools read: not through a symbolic link, not from a FIFO or a
    /// device, at most ``CoverageLines/sizeLimit`` bytes. Damaged lines are left out and
    /// named by `skipped` (see ``CoverageLines/read(_:shownAs:)``).
    ///
    /// - Throws: ``SnapshotError`` when it cannot be read, ``CoverageProblem`` (wrapped by the
    ///   caller's `problem`) when no line of it is coverage.
    package static func read(atPath path: String, shownAs: String) throws
        -> (coverage: Coverage, skipped: CoverageProblem?)?
    {
        guard
            let bytes = try SnapshotFile.contents(
                atPath: path, shownAs: shownAs, limit: CoverageLines.sizeLimit)
        else { return nil }
        return try CoverageLines.read(bytes, shownAs: shownAs)
    }
}
