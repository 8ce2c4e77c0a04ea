import Foundation
import ScenicSnapshotStore
import Testing

@testable import ScenicTesting

@Suite struct PackageRootsTests {
    @Test func findsTheRootOnceAndRemembersItForTheFile() throws {
        let package = try TemporaryPackage()
        let roots = PackageRoots()
        #expect(try roots.root(above: package.testFile()) == package.root.path)
        // Roots do not move while tests run: a later assertion in the same file skips the walk,
        // so it still finds the remembered root after the manifest is gone.
        try FileManager.default.removeItem(at: package.root.appendingPathComponent("Package.swift"))
        #expect(try roots.root(above: package.testFile()) == package.root.path)
        #expect(throws: SnapshotError.self) { try roots.root(above: package.testFile("Other")) }
    }

    @Test func aMissingRootIsNotRemembered() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenic-no-package-\(UUID().uuidString)").standardizedFileURL
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let roots = PackageRoots()
        let file = folder.appendingPathComponent("Tests/CartTests.swift").path
        // The temporary folder may itself sit inside a package; only a missing root is at stake.
        guard (try? PackageRoot.find(from: file)) == nil else { return }
        #expect(throws: SnapshotError.packageRootNotFound(file)) { try roots.root(above: file) }
        try Data().write(to: folder.appendingPathComponent("Package.swift"))
        #expect(try roots.root(above: file) == folder.path)
    }
}

@Suite struct SnapshotEnvironmentTests {
    @Test func readsOnlyTheSnapshotVariablesWithTheProcessValues() {
        let all = ProcessInfo.processInfo.environment
        let expected = all.filter { SnapshotEnvironment.variables.contains($0.key) }
        #expect(SnapshotEnvironment.current() == expected)
        #expect(
            SnapshotEnvironment.variables == ["SCENIC_SNAPSHOTS", "CI", "SCENIC_SNAPSHOT_MANIFEST"])
    }
}
