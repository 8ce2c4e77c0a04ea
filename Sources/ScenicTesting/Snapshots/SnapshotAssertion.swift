import Foundation
import ScenicSnapshotStore

#if canImport(Testing)
    import Testing
#endif

/// One snapshot assertion without the test framework: resolves the location, records it in
/// the run manifest and verifies the text, returning the failure instead of reporting it.
package struct SnapshotAssertion {
    /// Where a name part comes from.
    package enum Part {
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
    /// The environment that chooses the mode and the manifest.
    var environment: [String: String] = SnapshotEnvironment.current()
    /// Names what led to each hunk of a mismatch's diff (stories name the typed line).
    var hunkHeading: (@Sendable (_ newLines: [String], _ firstChangedLine: Int) -> String?)?
    /// Numbers unnamed snapshots.
    var counter: SnapshotCounter = .shared
    /// Remembers the package root of each test file.
    var packageRoots: PackageRoots = .shared

    /// Runs the assertion; returns `nil` when it passed.
    package func run(_ text: String) -> SnapshotError? {
        do {
            let mode = try SnapshotMode(environment: environment)
            let rootPath = try packageRoots.root(above: filePath)
            let location = try resolveLocation()
            let verifier = SnapshotVerifier(
                rootPath: rootPath, mode: mode, hunkHeading: hunkHeading)
            if let manifest = RunManifest(environment: environment) {
                try manifest.append(URL(filePath: rootPath + "/" + location.storedPath))
            }
            try verifier.verify(text, at: location)
            return nil
        } catch {
            return error
        }
    }

    private func resolveLocation() throws(SnapshotError) -> SnapshotLocation {
        let suiteName = resolve(suite)
        let testName = resolve(test)
        // Check the parts before numbering, so a bad name never uses up a number.
        for part in [suiteName, testName] + (name.map { [$0] } ?? []) {
            if let problem = SnapshotName.problem(with: part) { throw .unsafeName(part, problem) }
        }
        if let name {
            return try SnapshotLocation(suite: suiteName, test: testName, name: name)
        }
        if SnapshotAssertion.inParameterizedTest {
            throw .unnamedInParameterizedTest(test: testName)
        }
        let number = counter.next(for: filePath + "\u{0}" + suiteName + "\u{0}" + testName)
        return try SnapshotLocation(suite: suiteName, test: testName, name: "\(number)")
    }

    private func resolve(_ part: Part) -> String {
        switch part {
        case .fromFile: return SnapshotLocation.suite(forFile: filePath)
        case .fromFunction(let function): return SnapshotName.testName(fromFunction: function)
        case .named(let name): return name
        }
    }

    /// Whether a parameterized Swift Testing test is running: its cases run concurrently, so
    /// numbers for unnamed snapshots would depend on timing.
    private static var inParameterizedTest: Bool {
        #if canImport(Testing)
            return Test.Case.current?.isParameterized ?? false
        #else
            return false
        #endif
    }
}

extension SnapshotAssertion {
    /// An assertion of the snapshot named by `suite`, `test` and `name`, located from `filePath`,
    /// as `assertSnapshot` makes it (for the benchmarks, which time it without a test running).
    package init(suite: Part, test: Part, name: String?, filePath: String) {
        self.init(suite: suite, test: test, name: name, filePath: filePath, hunkHeading: nil)
    }
}
