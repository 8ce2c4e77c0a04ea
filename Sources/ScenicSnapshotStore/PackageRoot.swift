import Foundation

/// Finds the package root: the nearest folder, walking up, that holds `Package.swift`.
package enum PackageRoot {
    /// Returns the root above `path` (a file or a folder).
    ///
    /// - Throws: ``SnapshotError/packageRootNotFound(_:)`` when no folder up to `/` has a
    ///   `Package.swift`.
    package static func find(from path: String) throws(SnapshotError) -> URL {
        let start = URL(fileURLWithPath: path).standardizedFileURL
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: start.path, isDirectory: &isFolder)
        var folder = exists && isFolder.boolValue ? start : start.deletingLastPathComponent()
        while true {
            let manifest = folder.appendingPathComponent("Package.swift")
            if FileManager.default.fileExists(atPath: manifest.path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { throw .packageRootNotFound(path) }
            folder = parent
        }
    }
}
