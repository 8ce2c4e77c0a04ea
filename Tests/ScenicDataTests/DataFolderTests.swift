import Foundation
import ScenicData
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which folder an app's data goes to, and that a folder that cannot hold it is reported when
/// the folder is opened, with the path and the cause.
@Suite struct DataFolderTests {
    /// One way of naming the folder, and the folder it should choose.
    ///
    /// The arguments and environment of `DataFolder.standard(app: "tally", …)`, and the folder
    /// chosen (`nil`: none). `ROOT` in any of them is a fresh temporary folder.
    struct LocationCase: Sendable, CustomTestStringConvertible {
        var explicitPath: String?
        var variable: String?
        var environment: [String: String]
        var expected: String?

        var testDescription: String {
            "explicit \(explicitPath.map { "\"\($0)\"" } ?? "nil"), variable "
                + "\(variable ?? "nil"), \(environment.sorted { $0.key < $1.key })"
        }
    }

    static let everything = [
        "TALLY_DATA_DIR": "ROOT/variable", "XDG_DATA_HOME": "ROOT/xdg", "HOME": "ROOT/home",
    ]

    static let locationCases = [
        LocationCase(
            explicitPath: "ROOT/explicit", variable: "TALLY_DATA_DIR", environment: everything,
            expected: "ROOT/explicit"),
        LocationCase(
            explicitPath: "", variable: "TALLY_DATA_DIR", environment: everything,
            expected: "ROOT/variable"),
        LocationCase(
            explicitPath: nil, variable: "TALLY_DATA_DIR", environment: everything,
            expected: "ROOT/variable"),
        LocationCase(
            explicitPath: nil, variable: "TALLY_DATA_DIR",
            environment: everything.merging(["TALLY_DATA_DIR": ""]) { $1 },
            expected: "ROOT/xdg/tally"),
        LocationCase(
            explicitPath: nil, variable: "OTHER_DATA_DIR", environment: everything,
            expected: "ROOT/xdg/tally"),
        LocationCase(
            explicitPath: nil, variable: nil, environment: everything,
            expected: "ROOT/xdg/tally"),
        LocationCase(
            explicitPath: nil, variable: nil, environment: ["XDG_DATA_HOME": "ROOT/xdg/"],
            expected: "ROOT/xdg/tally"),
        LocationCase(
            explicitPath: nil, variable: nil,
            environment: ["XDG_DATA_HOME": "", "HOME": "ROOT/home"],
            expected: "ROOT/home/.local/share/tally"),
        LocationCase(
            explicitPath: nil, variable: nil,
            environment: ["XDG_DATA_HOME": "relative/xdg", "HOME": "ROOT/home"],
            expected: "ROOT/home/.local/share/tally"),
        LocationCase(
            explicitPath: nil, variable: nil, environment: ["HOME": "ROOT/home"],
            expected: "ROOT/home/.local/share/tally"),
        LocationCase(explicitPath: nil, variable: nil, environment: [:], expected: nil),
        LocationCase(
            explicitPath: "", variable: "TALLY_DATA_DIR",
            environment: ["TALLY_DATA_DIR": "", "XDG_DATA_HOME": "", "HOME": ""], expected: nil),
        LocationCase(
            explicitPath: nil, variable: nil,
            environment: ["XDG_DATA_HOME": "relative/xdg", "TALLY_DATA_DIR": "ROOT/variable"],
            expected: nil),
    ]

    @Test(arguments: locationCases)
    func theStandardFolderIsTheFirstThatIsSet(_ location: LocationCase) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        func rooted(_ text: String) -> String {
            text.replacingOccurrences(of: "ROOT", with: temporary.path)
        }

        let chosen = Result { () throws(DataError) in
            try DataFolder.standard(
                app: "tally", explicitPath: location.explicitPath.map(rooted),
                environmentVariable: location.variable,
                environment: location.environment.mapValues(rooted), lockWait: .seconds(2))
        }

        if let expected = location.expected.map(rooted) {
            let folder = try chosen.get()
            #expect(folder.path == expected)
            #expect(folder.lockWait == .seconds(2))
            var status = stat()
            #expect(stat(expected, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR)
        } else {
            #expect(throws: DataError.noLocation(app: "tally")) { try chosen.get() }
        }
    }

    @Test func aMissingChainOfParentsIsCreated() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let path = temporary.path(of: "a/b/c/d")

        let folder = try DataFolder(path: path)

        #expect(folder.path == path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path).isEmpty)
        try folder.transaction { data throws(DataError) in
            try data.write(Tally(count: 1), to: TestDocuments.tally)
        }
        #expect(try folder.read(TestDocuments.tally).value == Tally(count: 1))
    }

    @Test func thePathIsMadeAbsoluteAndPlain() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }

        let folder = try DataFolder(path: temporary.path + "/a/./b/../c/")

        #expect(folder.path == temporary.path(of: "a/c"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: temporary.path(of: "a")) == ["c"])
    }

    @Test func aFileWhereTheFolderShouldBeIsReported() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        try temporary.write("not a folder", to: "file")

        for path in [temporary.path(of: "file"), temporary.path(of: "file/data")] {
            #expect(throws: DataError.notAFolder(path: path)) {
                try DataFolder(path: path)
            }
        }
        #expect(try temporary.text(of: "file") == "not a folder")
    }

    @Test func aFolderBehindALinkThatPointsNowhereNamesTheLink() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        // A data folder on a drive that is not mounted: the link is there, its target is not.
        let link = temporary.path(of: "drive")
        let target = temporary.path(of: "not-mounted/data")
        #expect(symlink(target, link) == 0)
        let reason = "\(link) is a symbolic link to \(target), which does not exist"
        #expect(throws: DataError.folderNotWritable(path: link + "/cards", reason: reason)) {
            try DataFolder(path: link + "/cards")
        }
        #expect(throws: DataError.folderNotWritable(path: link, reason: reason)) {
            try DataFolder(path: link)
        }
    }

    #if os(Linux)
        @Test func aFolderWhereNoFileCanBeMadeIsReported() throws {
            // Even root cannot make a file in /proc/self; the probe fails, and says why.
            #expect(
                throws: DataError.folderNotWritable(
                    path: "/proc/self", reason: "no such file or directory")
            ) {
                try DataFolder(path: "/proc/self")
            }
        }
    #endif

    @Test(.enabled(if: !runsAsRoot, "root ignores permission bits"))
    func aReadOnlyFolderIsReportedWhenOpened() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let path = temporary.path(of: "read-only")
        #expect(mkdir(path, 0o555) == 0)

        #expect(throws: DataError.folderNotWritable(path: path, reason: "permission denied")) {
            try DataFolder(path: path)
        }
        #expect(
            throws: DataError.folderNotWritable(path: path + "/data", reason: "permission denied")
        ) {
            try DataFolder(path: path + "/data")
        }
    }

    /// Once every name for a copy is taken, the damaged file stays and the message says why:
    /// "file exists" named neither the copies nor what to do (found by a hostile tester).
    @Test func damageWithEveryCopysNameTakenIsLeftAloneAndSaysWhy() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write("damaged", to: "tally.json")
        let path = temporary.path(of: "tally.json")
        for copy in 1...10_000 {
            let name = copy == 1 ? path + ".corrupt" : path + ".corrupt-\(copy)"
            #expect(FileManager.default.createFile(atPath: name, contents: nil))
        }

        #expect(
            throws: DataError.cannotMoveAside(
                path: path, damage: "not valid JSON",
                reason: "every name for a copy, from .corrupt to .corrupt-10000, holds an earlier "
                    + "one: move some of them out of the folder")
        ) {
            try folder.read(TestDocuments.tally)
        }
        #expect(try temporary.text(of: "tally.json") == "damaged")
    }

    @Test(.enabled(if: !runsAsRoot, "root ignores permission bits"))
    func damageInAFolderThatTurnedReadOnlyIsLeftAloneAndReported() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write("damaged", to: "tally.json")
        // The lock file must exist: it cannot be made once the folder is read-only.
        try folder.transaction { _ throws(DataError) in }
        #expect(chmod(temporary.path, 0o555) == 0)

        #expect(
            throws: DataError.cannotMoveAside(
                path: temporary.path(of: "tally.json"), damage: "not valid JSON",
                reason: "permission denied")
        ) {
            try folder.read(TestDocuments.tally)
        }
        #expect(
            throws: DataError.cannotWrite(
                path: temporary.path(of: "tally.json"), reason: "permission denied")
        ) {
            try folder.transaction { data throws(DataError) in
                try data.write(Tally(count: 1), to: TestDocuments.tally)
            }
        }
        #expect(try temporary.text(of: "tally.json") == "damaged")
    }

    @Test(.enabled(if: !runsAsRoot, "root ignores permission bits"))
    func anUnreadableFileIsReported() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write(#"{"count":1}"#, to: "tally.json")
        #expect(chmod(temporary.path(of: "tally.json"), 0o000) == 0)

        #expect(
            throws: DataError.cannotRead(
                path: temporary.path(of: "tally.json"), reason: "permission denied")
        ) {
            try folder.read(TestDocuments.tally)
        }
    }
}
