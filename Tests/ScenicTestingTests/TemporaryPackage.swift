import Foundation
import ScenicSnapshotStore
import ScenicTestSupport

@testable import ScenicTesting

/// A throwaway package in a temporary folder, removed when released.
///
/// It holds `Package.swift` and `Snapshots/`; ``testFile(_:)`` names a test file inside it.
final class TemporaryPackage {
    let root: URL

    init() throws {
        root =
            TestFolder.path("scenic-test")
            .standardizedFileURL
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.1\n".utf8)
            .write(to: root.appendingPathComponent("Package.swift"))
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// A test file path inside the package (the file itself need not exist).
    func testFile(_ name: String = "CartTests") -> String {
        root.appendingPathComponent("Tests/StoreTests/\(name).swift").path
    }

    /// Writes raw bytes at a root-relative path, creating folders.
    func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// Writes raw data at a root-relative path, creating folders.
    func write(_ data: Data, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Dates the file at a root-relative path a day back: written by an earlier run.
    func backdate(_ path: String) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-86_400)],
            ofItemAtPath: root.appendingPathComponent(path).path)
    }

    /// The contents of a root-relative path, or `nil` when there is no file.
    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether a root-relative path exists.
    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// Every file under `Snapshots/`, hidden ones included but the pending marker, sorted.
    func snapshotFiles() -> [String] {
        let folder = root.appendingPathComponent("Snapshots")
        let walker = FileManager.default.enumerator(atPath: folder.path)
        var files: [String] = []
        while let path = walker?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            // The pending marker is not a snapshot; tests check it by name.
            if !isFolder.boolValue, path != ".pending" { files.append("Snapshots/" + path) }
        }
        return files.sorted()
    }

    /// Every file under `folder` (anywhere), by its path in it, with its contents.
    static func files(under folder: URL) -> [String: Data] {
        var found: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: folder.path) ?? [] {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            if !isFolder.boolValue { found[path] = FileManager.default.contents(atPath: url.path) }
        }
        return found
    }

    /// Runs a snapshot assertion as a test on CI makes it, and returns its failure, if any.
    ///
    /// It verifies only, and records into the bundle at the root-relative `bundle`.
    func assertOnCI(
        _ text: String, suite: String, test: String, named name: String, bundle: String
    ) -> SnapshotError? {
        SnapshotAssertion(
            suite: .fromFile, test: .fromFunction(test + "()"), name: name,
            filePath: testFile(suite),
            environment: [
                "CI": "true", "SCENIC_ARTIFACTS": root.appendingPathComponent(bundle).path,
            ]
        ).run(text)
    }
}
