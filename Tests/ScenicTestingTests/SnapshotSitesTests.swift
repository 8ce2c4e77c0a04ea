import Foundation
import ScenicSnapshotStore
import ScenicTestSupport
import Testing

@testable import ScenicTesting

@Suite struct SnapshotSitesTests {
    private func key(_ file: String, _ function: String = "total()") -> SnapshotSites.Key {
        SnapshotSites.Key(filePath: file, suite: .fromFile, test: .fromFunction(function))
    }

    @Test func findsTheRootOnceAndRemembersItForTheFile() throws {
        let package = try TemporaryPackage()
        let sites = SnapshotSites()
        #expect(
            try sites.resolve(key(package.testFile()), numbered: false).site.rootPath
                == package.root.path)
        // Roots do not move while tests run: a later assertion in the same file skips the walk,
        // so it still finds the remembered root after the manifest is gone, from another test.
        try FileManager.default.removeItem(at: package.root.appendingPathComponent("Package.swift"))
        #expect(
            try sites.resolve(key(package.testFile(), "other()"), numbered: false).site.rootPath
                == package.root.path)
        #expect(throws: SnapshotError.self) {
            try sites.resolve(key(package.testFile("Other")), numbered: false)
        }
    }

    @Test func namesTheSuiteAfterTheFileAndTheTestAfterTheFunction() throws {
        let package = try TemporaryPackage()
        let site = try SnapshotSites().resolve(
            key(package.testFile("ReceiptTests"), "total(items:)"), numbered: false
        ).site
        #expect(site.suite == "ReceiptTests")
        #expect(site.test == "total")
        #expect(site.folder.path == package.root.path + "/Snapshots/ReceiptTests")
    }

    @Test func aLiteralCallFindsTheSameSiteAndSharesItsNumbers() throws {
        let package = try TemporaryPackage()
        let sites = SnapshotSites()
        let file = package.testFile()
        let literals = SnapshotSites.LiteralKey(file: "a", function: "b")
        #expect(try sites.resolve(key(file), numbered: true).number == 1)
        #expect(try sites.resolve(literals, numbered: true, orMake: { key(file) }).number == 2)
        // Found by the literals alone now: the key is not made again.
        #expect(
            try sites.resolve(literals, numbered: true, orMake: { key("/nowhere/X.swift") }).number
                == 3)
        sites.startNewRun()
        #expect(try sites.resolve(key(file), numbered: true).number == 1)
    }

    /// Two suites of one file with a test function of the same name resolve to one site.
    ///
    /// Their unnamed snapshots would share numbers, given out in whatever order the tests ran,
    /// and a name both give would be one file. The second test to assert them fails, every run.
    @Test func twoTestsOfOneFileWithOneNameNeverShareASnapshot() throws {
        let package = try TemporaryPackage()
        let sites = SnapshotSites()
        let file = package.testFile("TwinTests")
        let cart = SnapshotSites.Claimant(
            name: "empty()", fileID: "StoreTests/TwinTests.swift", line: 3, column: 5)
        let orders = SnapshotSites.Claimant(
            name: "empty()", fileID: "StoreTests/TwinTests.swift", line: 7, column: 5)
        let literals = SnapshotSites.LiteralKey(file: "a", function: "b")
        let twin = { self.key(file, "empty()") }
        #expect(try sites.resolve(literals, numbered: true, by: cart, orMake: twin).number == 1)
        #expect(try sites.resolve(literals, numbered: true, by: cart, orMake: twin).number == 2)
        let shared = SnapshotError.sharedByTwoTests(
            storedPath: "Snapshots/TwinTests/empty.*.txt",
            tests: ["empty() at TwinTests.swift:3", "empty() at TwinTests.swift:7"])
        #expect(throws: shared) {
            try sites.resolve(literals, numbered: true, by: orders, orMake: twin)
        }
        #expect(
            shared.message
                == "Two tests store the same snapshots (Snapshots/TwinTests/empty.*.txt): empty() "
                + "at TwinTests.swift:3 and empty() at TwinTests.swift:7. A snapshot is named by "
                + "the file and function that assert it (or by the names given), not by the test "
                + "or its suite, so one would compare with the other's. Give one's snapshots names "
                + "of their own (named:), which also serves a helper or a test that calls "
                + "another; or rename one of the functions, or move it to a file of its own.")
        // A name both give is one file too; names of their own are theirs.
        #expect(throws: SnapshotError.self) {
            _ = try sites.resolve(key(file, "empty()"), numbered: false, name: "n", by: cart)
            _ = try sites.resolve(key(file, "empty()"), numbered: false, name: "n", by: orders)
        }
        #expect(try sites.resolve(twin(), numbered: false, name: "m", by: orders).number == nil)
        // The first test's own numbers go on where they were.
        #expect(try sites.resolve(twin(), numbered: true, by: cart).number == 3)
        // Under XCTest no test is named, and nothing is claimed.
        #expect(try sites.resolve(twin(), numbered: true).number == 4)
        #expect(
            try Readme().section("### Snapshots").text.contains(
                "functions share a name (`empty()` in two suites) would share their snapshots, so the second"
            ))
    }

    /// Two tests whose snapshots differ in case only (`Foo()` and `foo()`) share one file on a
    /// Mac's or Windows' disk: the second fails, naming both files.
    @Test func snapshotsThatDifferInCaseOnlyAreCaught() throws {
        let package = try TemporaryPackage()
        let sites = SnapshotSites()
        let file = package.testFile("NameTests")
        let upper = SnapshotSites.Claimant(
            name: "Foo()", fileID: "AppTests/NameTests.swift", line: 3, column: 5)
        let lower = SnapshotSites.Claimant(
            name: "foo()", fileID: "AppTests/NameTests.swift", line: 4, column: 5)
        #expect(try sites.resolve(key(file, "Foo()"), numbered: true, by: upper).number == 1)
        #expect(
            throws: SnapshotError.sharedByTwoTests(
                storedPath: "Snapshots/NameTests/Foo.*.txt and Snapshots/NameTests/foo.*.txt",
                tests: ["Foo() at NameTests.swift:3", "foo() at NameTests.swift:4"])
        ) {
            try sites.resolve(key(file, "foo()"), numbered: true, by: lower)
        }
    }

    /// One test's own snapshots whose names differ in case only (a parameterized test named by
    /// its arguments `"A"` and `"a"`) are one file on a Mac's or Windows' disk too.
    @Test func oneTestsNamesThatDifferInCaseOnlyAreCaught() throws {
        let package = try TemporaryPackage()
        let sites = SnapshotSites()
        let file = package.testFile("TotalTests")
        let test = SnapshotSites.Claimant(
            name: "param(_:)", fileID: "AppTests/TotalTests.swift", line: 4, column: 5)
        _ = try sites.resolve(key(file, "param(_:)"), numbered: false, name: "A", by: test)
        let error = SnapshotError.namesDifferInCaseOnly(
            paths: ["Snapshots/TotalTests/param.A.txt", "Snapshots/TotalTests/param.a.txt"],
            test: "param(_:) at TotalTests.swift:4")
        #expect(throws: error) {
            try sites.resolve(key(file, "param(_:)"), numbered: false, name: "a", by: test)
        }
        #expect(
            error.message
                == "param(_:) at TotalTests.swift:4 stores snapshots whose names differ in case "
                + "only (Snapshots/TotalTests/param.A.txt and Snapshots/TotalTests/param.a.txt): "
                + "on a Mac's or Windows' disk they are one file, and one would compare with the "
                + "other's. Give them names that differ in more than case (named: \"upper-A\" and "
                + "\"lower-a\", say).")
        // The same name again is the same snapshot, as before.
        _ = try sites.resolve(key(file, "param(_:)"), numbered: false, name: "A", by: test)
    }

    /// The same snapshot reached from two places is caught whatever the places: two test
    /// targets with a file of one name, and a name given that an unnamed snapshot's number
    /// takes.
    @Test func aSnapshotReachedFromTwoFilesOrAsANumberAndANameIsCaught() throws {
        let package = try TemporaryPackage()
        let sites = SnapshotSites()
        let first = SnapshotSites.Claimant(
            name: "lonely()", fileID: "ProbeTests/Collide.swift", line: 3, column: 5)
        let second = SnapshotSites.Claimant(
            name: "lonely()", fileID: "OtherTests/Collide.swift", line: 3, column: 5)
        let here = package.root.appendingPathComponent("Tests/ProbeTests/Collide.swift").path
        let there = package.root.appendingPathComponent("Tests/OtherTests/Collide.swift").path
        #expect(try sites.resolve(key(here, "lonely()"), numbered: true, by: first).number == 1)
        #expect(throws: SnapshotError.self) {
            _ = try sites.resolve(key(there, "lonely()"), numbered: true, by: second)
        }
        let unnamed = SnapshotSites.Claimant(name: "n()", fileID: "T/Num.swift", line: 1, column: 1)
        let named = SnapshotSites.Claimant(name: "n()", fileID: "T/Num.swift", line: 9, column: 1)
        #expect(try sites.resolve(key(here, "n()"), numbered: true, by: unnamed).number == 1)
        #expect(throws: SnapshotError.self) {
            _ = try sites.resolve(key(here, "n()"), numbered: false, name: "1", by: named)
        }
    }

    @Test func aBadTestNameUsesUpNoNumberAndIsNotRemembered() throws {
        let package = try TemporaryPackage()
        let sites = SnapshotSites()
        let bad = SnapshotSites.Key(
            filePath: package.testFile(), suite: .fromFile, test: .named("a/b"))
        #expect(throws: SnapshotError.unsafeName("a/b", .separator("/"))) {
            try sites.resolve(bad, numbered: true)
        }
        #expect(try sites.resolve(key(package.testFile()), numbered: true).number == 1)
    }

    @Test func countsStayStablePerTestUnderConcurrency() async throws {
        let package = try TemporaryPackage()
        let sites = SnapshotSites()
        let file = package.testFile()
        let numbers = await withTaskGroup(of: (String, Int).self) { group in
            for index in 0..<400 {
                group.addTask {
                    let function = "test\(index % 4)()"
                    let number = try? sites.resolve(
                        SnapshotSites.Key(
                            filePath: file, suite: .fromFile, test: .fromFunction(function)),
                        numbered: true
                    ).number
                    return (function, number ?? 0)
                }
            }
            return await group.reduce(into: [String: [Int]]()) {
                $0[$1.0, default: []].append($1.1)
            }
        }
        for function in ["test0()", "test1()", "test2()", "test3()"] {
            #expect(numbers[function]?.sorted() == Array(1...100))
        }
    }

    @Test func aMissingRootIsNotRemembered() throws {
        let folder = TestFolder.path("scenic-no-package").standardizedFileURL
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sites = SnapshotSites()
        let file = folder.appendingPathComponent("Tests/CartTests.swift").path
        // The temporary folder may itself sit inside a package; only a missing root is at stake.
        guard (try? PackageRoot.find(from: file)) == nil else { return }
        #expect(throws: SnapshotError.packageRootNotFound(file)) {
            try sites.resolve(key(file), numbered: false)
        }
        try Data().write(to: folder.appendingPathComponent("Package.swift"))
        #expect(try sites.resolve(key(file), numbered: false).site.rootPath == folder.path)
    }
}

@Suite struct SnapshotFolderTests {
    @Test func listsPendingFilesOnceAndNotesWhatItWritesAndRemoves() throws {
        let package = try TemporaryPackage()
        try package.write("old\n", to: "Snapshots/CartTests/total.1.txt.new")
        try package.write("kept\n", to: "Snapshots/CartTests/total.1.txt")
        let folder = SnapshotFolder(
            path: package.root.path + "/Snapshots/CartTests", keepsListing: true)
        #expect(folder.mayHoldPending("total.1.txt.new"))
        #expect(!folder.mayHoldPending("total.2.txt.new"))
        // A pending file another process adds after the listing is not seen; this process's
        // own writes are.
        folder.noteWritten("total.3.txt.new")
        #expect(folder.mayHoldPending("total.3.txt.new"))
        folder.noteRemoved("total.1.txt.new")
        #expect(!folder.mayHoldPending("total.1.txt.new"))
        folder.forgetListing()
        #expect(folder.mayHoldPending("total.1.txt.new"))
    }

    @Test func aFolderThatDoesNotExistHoldsNothingAndOneWithoutListingMayHoldAnything() {
        let missing = SnapshotFolder(path: "/nonexistent-scenic-folder", keepsListing: true)
        #expect(!missing.mayHoldPending("x.1.txt.new"))
        let unlisted = SnapshotFolder(path: "/nonexistent-scenic-folder", keepsListing: false)
        #expect(unlisted.mayHoldPending("x.1.txt.new"))
    }
}

@Suite struct SnapshotEnvironmentTests {
    @Test func readsOnlyTheSnapshotVariablesWithTheProcessValues() throws {
        let all = ProcessInfo.processInfo.environment
        let expected = all.filter { SnapshotEnvironment.variables.contains($0.key) }
        #expect(SnapshotEnvironment.current() == expected)
        #expect(
            SnapshotEnvironment.variables == [
                "SCENIC_SNAPSHOTS", "CI", "SCENIC_SNAPSHOT_MANIFEST", "SCENIC_ARTIFACTS",
            ])
        #expect(try SnapshotEnvironment.mode() == (try SnapshotMode(environment: expected)))
        #expect(SnapshotEnvironment.manifest()?.url == RunManifest(environment: expected)?.url)
    }
}
