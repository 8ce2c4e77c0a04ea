import Foundation
import Scenic
import ScenicSnapshotStore

/// `scenic coverage [--json] [--check PERCENT] [--module NAME…] [--without SOURCE…] [BUNDLE…]`:
/// what the last test run reached of each scene's words, as a table or JSON, and a threshold
/// for CI.
///
/// Without bundles it reads the newest run's file under `.build/scenic-coverage/`; with them,
/// the union of their `coverage.txt`. It never writes or deletes a coverage file: a damaged
/// one is named, with what to do, and left as it is.
struct CoverageCommand {
    static let jsonOption = "--json"
    static let checkOption = "--check"
    static let moduleOption = "--module"
    static let withoutOption = "--without"

    var context: CommandContext

    /// Prints the coverage; returns 1 when `--check` finds it under the threshold.
    func run(_ arguments: [String]) throws(CommandError) -> Int32 {
        let parsed = try ArgumentList(
            arguments, flags: [Self.jsonOption], valueOptions: [Self.checkOption],
            repeatableOptions: [Self.moduleOption, Self.withoutOption], of: .coverage)
        let json = parsed.flags.contains(Self.jsonOption)
        let modules = parsed.repeatedValues[Self.moduleOption] ?? []
        let excluded = try (parsed.repeatedValues[Self.withoutOption] ?? []).map {
            (name) throws(CommandError) -> Coverage.Source in
            guard let source = Coverage.Source(rawValue: name) else {
                throw .unknownCoverageSource(name)
            }
            return source
        }
        let threshold = try parsed.values[Self.checkOption].map { (value) throws(CommandError) in
            guard let percent = Int(value), (0...100).contains(percent) else {
                throw .badCoverageThreshold(value)
            }
            return percent
        }
        let (recorded, skipped) = try read(bundles: parsed.words)
        for problem in skipped { Terminal.printError("warning: " + problem.message) }
        // A mistyped module would otherwise read as "no scene was reached".
        let known = Set(recorded.scenes.keys.map { String($0.prefix { $0 != "." }) }).sorted()
        if let unknown = modules.first(where: { !known.contains($0) }) {
            throw .unknownCoverageModule(unknown, known: known)
        }
        let coverage = recorded.only(modules: modules).without(Set(excluded))
        let report = CoverageReport(coverage)
        var output = json ? report.json : report.table
        var status: Int32 = 0
        if let threshold {
            let verdict = report.check(
                atLeast: threshold, linesLeftOut: !skipped.isEmpty, afterTable: !json)
            if !verdict.passed { status = 1 }
            // The JSON stays JSON for tools; the verdict goes to standard error there.
            if json {
                Terminal.writeError(verdict.message)
            } else {
                output += "\n" + verdict.message
            }
        }
        Terminal.prompt(output)
        return status
    }

    /// The coverage the bundles at `paths` recorded, joined, and the damaged lines left out;
    /// the newest local run's when there are none.
    private func read(bundles paths: [String]) throws(CommandError)
        -> (coverage: Coverage, skipped: [CoverageProblem])
    {
        guard !paths.isEmpty else {
            let root = context.store.root
            guard let file = CoverageLog.newestRun(root: root) else {
                throw .coverageNotRecorded(CoverageLog.folderPath)
            }
            let shown = CoverageLog.folderPath + "/" + file.lastPathComponent
            guard let read = try Self.read(file.path, shownAs: shown) else {
                throw .coverageNotRecorded(CoverageLog.folderPath)
            }
            // A run writes its file with its first line: one with none was emptied or cut,
            // and read as a run that reached nothing it would hide the run before it.
            guard read.coverage != Coverage() || read.skipped != nil else {
                throw .coverageUnreadable(
                    CoverageProblem.noLines(VisibleName.escaping(shown)).message)
            }
            return (read.coverage, read.skipped.map { [$0] } ?? [])
        }
        let joined = try Self.joined(bundles: paths, context: context, eachHasOne: true)
        return (joined.coverage ?? Coverage(), joined.skipped)
    }

    /// The union of the coverage the bundles at `paths` recorded (`nil` when none recorded
    /// any), and the damaged lines left out of it.
    ///
    /// - Throws: ``CommandError/coverageNotRecorded(_:)`` for a bundle without coverage when
    ///   `eachHasOne`, and when a bundle or its file cannot be read.
    static func joined(bundles paths: [String], context: CommandContext, eachHasOne: Bool)
        throws(CommandError) -> (coverage: Coverage?, skipped: [CoverageProblem])
    {
        var joined: Coverage?
        var skipped: [CoverageProblem] = []
        for path in paths {
            let folder = URL(fileURLWithPath: path, relativeTo: context.currentFolder)
                .standardizedFileURL
            if let problem = FileTree.problem(openingFolder: folder.path) {
                throw .bundleUnusable(path, problem)
            }
            var shownFolder = path
            while shownFolder.count > 1, shownFolder.hasSuffix("/") { shownFolder.removeLast() }
            let file = folder.appendingPathComponent(CoverageLog.bundleFileName)
            guard
                let read = try read(
                    file.path, shownAs: shownFolder + "/" + CoverageLog.bundleFileName)
            else {
                if eachHasOne { throw .coverageNotRecorded(path) }
                continue
            }
            joined = joined ?? Coverage()
            joined?.merge(read.coverage)
            if let problem = read.skipped { skipped.append(problem) }
        }
        return (joined, skipped)
    }

    /// One coverage file and the damaged lines left out of it; `nil` when there is none.
    private static func read(_ path: String, shownAs: String) throws(CommandError)
        -> (coverage: Coverage, skipped: CoverageProblem?)?
    {
        do {
            return try CoverageLog.read(atPath: path, shownAs: VisibleName.escaping(shownAs))
        } catch let error as SnapshotError {
            throw .snapshot(error)
        } catch let problem as CoverageProblem {
            throw .coverageUnreadable(problem.message)
        } catch {
            throw .coverageUnreadable("\(shownAs) could not be read: \(error)")
        }
    }
}
