import Foundation
import ScenicSnapshotStore

#if canImport(Testing)
    import Testing
#endif

/// One snapshot assertion without the test framework: resolves the location, records it in
/// the run manifest and verifies the text, returning the failure instead of reporting it.
struct SnapshotAssertion {
    /// Where a name part comes from.
    enum Part {
        /// The test file's name without `.swift` (for the suite).
        case fromFile
        /// A `#function` value without its parameters (for the test).
        case fromFunction(String)
        /// A name given by the caller.
        case named(String)
    }

    var suite: Part
    var test: Part
    var name: String?
    /// A file inside the package: the test file, or any path a tool passes.
    var filePath: String
    /// The environment that chooses the mode and the manifest.
    var environment: [String: String] = ProcessInfo.processInfo.environment
    /// Names what led to each hunk of a mismatch's diff (stories name the typed line).
    var hunkHeading: (@Sendable (_ newLines: [String], _ firstChangedLine: Int) -> String?)?
    /// Numbers unnamed snapshots.
    var counter: SnapshotCounter = .shared

    /// Runs the assertion; returns `nil` when it passed.
    func run(_ text: String) -> SnapshotError? {
        do {
            let mode = try SnapshotMode(environment: environment)
            let root = try PackageRoot.find(from: filePath)
            let location = try resolveLocation()
            let verifier = SnapshotVerifier(root: root, mode: mode, hunkHeading: hunkHeading)
            if let manifest = RunManifest(environment: environment) {
                try manifest.append(root.appendingPathComponent(location.storedPath))
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
