import Foundation
import ScenicSnapshotStore

#if canImport(Testing)
    import Testing
#endif

/// One snapshot assertion without the test framework: resolves the location, records it in
/// the run manifest and verifies the text, returning the failure instead of reporting it.
package struct SnapshotAssertion {
    /// Where a name part comes from.
    package enum Part: Hashable, Sendable {
        /// The test file's name without `.swift` (for the suite).
        case fromFile
        /// A `#function` value without its parameters (for the test).
        case fromFunction(String)
        /// A name given by the caller.
        case named(String)
    }

    package var suite: Part
    package var test: Part
    package var name: String?
    /// A file inside the package: the test file, or any path a tool passes.
    package var filePath: String
    /// The environment that chooses the mode and the manifest; `nil` takes the process's, read
    /// once (see ``SnapshotSites/environment()``).
    var environment: [String: String]?
    /// Names what led to each hunk of a mismatch's diff (stories name the typed line).
    var hunkHeading: (@Sendable (_ newLines: [String], _ firstChangedLine: Int) -> String?)?
    /// Remembers the root, names and numbers of each place assertions are made from.
    var sites: SnapshotSites = .shared
    /// The `#filePath` and `#function` literals of an `assertSnapshot(of:named:)` call.
    ///
    /// They are the fastest way to find the call's site again; `filePath`, `suite` and `test`
    /// are made from them only the first time.
    var literals: (file: StaticString, function: StaticString)?

    /// Runs the assertion; returns `nil` when it passed.
    package func run(_ text: String) -> SnapshotError? {
        do {
            let mode: SnapshotMode
            let manifest: RunManifest?
            let artifacts: ArtifactBundle?
            if let environment {
                mode = try SnapshotMode(environment: environment)
                manifest = RunManifest(environment: environment)
                artifacts = ArtifactBundle(environment: environment)
            } else {
                let environment = sites.environment()
                mode = try environment.mode.get()
                manifest = environment.manifest
                artifacts = environment.artifacts
            }
            let (site, location) = try resolveLocation()
            var verifier = SnapshotVerifier(
                rootPath: site.rootPath, mode: mode, hunkHeading: hunkHeading)
            verifier.artifacts = artifacts
            if let manifest {
                try manifest.append(URL(filePath: site.rootPath + "/" + location.storedPath))
            }
            try artifacts?.reference(storedPath: location.storedPath)
            try verifier.verify(
                text, at: location, in: site.folder,
                storedPath: site.storedPath(named: location.name))
            return nil
        } catch {
            return error
        }
    }

    /// Where the assertion was made and the snapshot's location; numbers an unnamed snapshot.
    private func resolveLocation() throws(SnapshotError) -> (SnapshotSites.Site, SnapshotLocation) {
        // Check the name before numbering, so a bad name never uses up a number.
        if let name, let problem = SnapshotName.problem(with: name) {
            throw .unsafeName(name, problem)
        }
        // One look at the running test serves both checks: each is a task-local read.
        let (claimant, isParameterized) = Self.runningTest
        if name == nil, isParameterized {
            throw .unnamedInParameterizedTest(test: Self.resolve(key.test, filePath: key.filePath))
        }
        let (site, number) =
            if let literals {
                try sites.resolve(
                    SnapshotSites.LiteralKey(file: literals.file, function: literals.function),
                    numbered: name == nil, name: name, by: claimant, orMake: { key })
            } else {
                try sites.resolve(key, numbered: name == nil, name: name, by: claimant)
            }
        let location = SnapshotLocation(
            checkedSuite: site.suite, test: site.test, name: name ?? String(number ?? 0))
        // Refused here, by its length, rather than by the file system as a temporary file's.
        let fileBytes =
            site.test.utf8.count + 1 + location.name.utf8.count
            + SnapshotLocation.storedExtension.utf8.count
        if fileBytes > SnapshotName.longestFileName {
            throw .unsafeName(location.name, .tooLong(bytes: fileBytes))
        }
        return (site, location)
    }

    /// Where the assertion was made, as strings.
    private var key: SnapshotSites.Key {
        guard let literals else {
            return SnapshotSites.Key(filePath: filePath, suite: suite, test: test)
        }
        return SnapshotSites.Key(
            filePath: "\(literals.file)", suite: .fromFile,
            test: .fromFunction("\(literals.function)"))
    }

    /// The name `part` stands for in an assertion made in `filePath`.
    static func resolve(_ part: Part, filePath: String) -> String {
        switch part {
        case .fromFile: return SnapshotLocation.suite(forFile: filePath)
        case .fromFunction(let function): return SnapshotName.testName(fromFunction: function)
        case .named(let name): return name
        }
    }

    /// The Swift Testing test running, by where it is declared, and whether it is
    /// parameterized (its cases run concurrently, so numbers for unnamed snapshots would
    /// depend on timing); `nil` and `false` under XCTest, which names no test (two XCTest
    /// classes in one file with a method of the same name are not told apart).
    private static var runningTest: (SnapshotSites.Claimant?, isParameterized: Bool) {
        #if canImport(Testing)
            guard let test = Test.current else { return (nil, false) }
            let location = test.sourceLocation
            return (
                SnapshotSites.Claimant(
                    name: test.name, fileID: location.fileID, line: location.line,
                    column: location.column),
                test.isParameterized
            )
        #else
            return (nil, false)
        #endif
    }
}

extension SnapshotAssertion {
    /// The assertion `assertSnapshot(of:named:)` makes from a test function: the suite from
    /// the file, the test from the function.
    init(name: String?, file: StaticString, function: StaticString) {
        self.init(
            suite: .fromFile, test: .fromFunction(""), name: name, filePath: "", hunkHeading: nil,
            literals: (file, function))
    }

    /// An assertion of the snapshot named by `suite`, `test` and `name`, located from `filePath`,
    /// as `assertSnapshot` makes it (for the benchmarks, which time it without a test running).
    package init(suite: Part, test: Part, name: String?, filePath: String) {
        self.init(suite: suite, test: test, name: name, filePath: filePath, hunkHeading: nil)
    }
}

extension SnapshotAssertion {
    /// Notes that the call `call` in `function` of the test file at `filePath` asserted exactly
    /// the snapshots `names`.
    ///
    /// For tools that assert a whole list (stories, previews): a pending snapshot of a name no
    /// longer in the list is then shown as left over (see ``LastRunNames``). Only when the mode
    /// writes pending files; verify-only runs write nothing.
    static func recordLastRun(
        names: [String], filePath: String, function: String, call: String,
        environment: [String: String]? = nil
    ) {
        let mode: SnapshotMode? =
            if let environment {
                try? SnapshotMode(environment: environment)
            } else {
                try? SnapshotSites.shared.environment().mode.get()
            }
        guard mode == .pending || mode == .overwrite,
            let root = try? PackageRoot.find(from: filePath)
        else { return }
        let suite = resolve(.fromFile, filePath: filePath)
        let test = resolve(.fromFunction(function), filePath: filePath)
        guard SnapshotName.problem(with: suite) == nil, SnapshotName.problem(with: test) == nil
        else { return }
        LastRunNames.record(names: names, suite: suite, test: test, call: call, atRoot: root.path)
    }
}
