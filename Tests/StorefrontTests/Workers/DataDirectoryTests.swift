import Foundation
import Testing

@testable import StorefrontKit

@Suite struct DataDirectoryTests {
    @Test(
        arguments: [
            ("/explicit", ["STOREFRONT_DATA_DIR": "/env", "HOME": "/home/ada"], "/explicit"),
            (nil, ["STOREFRONT_DATA_DIR": "/env", "XDG_DATA_HOME": "/xdg"], "/env"),
            ("", ["STOREFRONT_DATA_DIR": "/env"], "/env"),
            (
                nil, ["STOREFRONT_DATA_DIR": "", "XDG_DATA_HOME": "/xdg", "HOME": "/h"],
                "/xdg/storefront"
            ),
            (
                nil, ["XDG_DATA_HOME": "relative/xdg", "HOME": "/home/ada"],
                "/home/ada/.local/share/storefront"
            ),
            (nil, ["HOME": "/home/ada"], "/home/ada/.local/share/storefront"),
            ("data", [:], "/work/here/data"),
            ("../data/./shop", [:], "/work/data/shop"),
            (nil, ["STOREFRONT_DATA_DIR": "rel"], "/work/here/rel"),
        ] as [(String?, [String: String], String)])
    func locationFollowsFlagThenEnvironmentThenXDGThenHome(
        explicit: String?, environment: [String: String], path: String
    ) throws {
        let location = try DataDirectory.location(
            explicitPath: explicit, environment: environment, currentDirectory: "/work/here")
        #expect(location == path)
    }

    @Test func noPathAndNoHomeIsAnError() {
        #expect(throws: DataDirectoryError.noLocation) {
            try DataDirectory.location(
                explicitPath: nil, environment: ["XDG_DATA_HOME": ""], currentDirectory: "/")
        }
        #expect(
            DataDirectoryError.noLocation.message
                == "Cannot choose a folder for Storefront's data: HOME is not set. Pass --data-dir DIR or set STOREFRONT_DATA_DIR."
        )
    }

    @Test func resolveCreatesNestedFoldersAndLeavesNoProbe() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let wanted = "\(temporary.path)/a/b/storefront"

        let directory = try DataDirectory.resolve(explicitPath: wanted, environment: [:])

        #expect(directory.path == wanted)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: wanted, isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)
        #expect(try FileManager.default.contentsOfDirectory(atPath: wanted).isEmpty)
        // Resolving again finds the existing folder.
        #expect(try DataDirectory.resolve(explicitPath: wanted, environment: [:]) == directory)
    }

    @Test func resolveUsesTheEnvironmentWhenNoFlagIsGiven() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let directory = try DataDirectory.resolve(
            explicitPath: nil, environment: ["XDG_DATA_HOME": temporary.path])
        #expect(directory.path == "\(temporary.path)/storefront")
        #expect(try temporary.names() == ["storefront"])
    }

    @Test func pathUnderARegularFileIsNotWritable() throws {
        // Works as root too, unlike permission bits.
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        try temporary.write([], to: "somefile")
        let wanted = "\(temporary.path)/somefile/sub"

        let error = #expect(throws: DataDirectoryError.self) {
            try DataDirectory.resolve(explicitPath: wanted, environment: [:])
        }
        #expect(error == .notWritable(path: wanted, reason: "not a directory"))
        #expect(
            error?.message
                == "Cannot write to \(wanted) (not a directory). Pass --data-dir DIR or set STOREFRONT_DATA_DIR."
        )
    }

    @Test func pathThatIsARegularFileIsNotWritable() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        try temporary.write([], to: "somefile")
        let wanted = "\(temporary.path)/somefile"
        #expect(throws: DataDirectoryError.notWritable(path: wanted, reason: "not a directory")) {
            try DataDirectory.resolve(explicitPath: wanted, environment: [:])
        }
    }

    @Test(.enabled(if: !TemporaryDirectory.runsAsRoot, "root ignores permission bits"))
    func readOnlyFolderIsNotWritable() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        chmod(temporary.path, 0o500)
        #expect(
            throws: DataDirectoryError.notWritable(
                path: temporary.path, reason: "permission denied")
        ) {
            try DataDirectory.resolve(explicitPath: temporary.path, environment: [:])
        }
    }

    @Test func notWritableMessageIsPinned() {
        #expect(
            DataDirectoryError.notWritable(path: "/x/y", reason: "permission denied").message
                == "Cannot write to /x/y (permission denied). Pass --data-dir DIR or set STOREFRONT_DATA_DIR."
        )
    }
}
