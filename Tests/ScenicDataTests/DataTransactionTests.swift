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

/// What a transaction reads and writes when nothing is damaged: the value back, the empty
/// value for a missing file, the file's exact text, and nothing else left in the folder.
@Suite struct DataTransactionTests {
    @Test func aWrittenValueReadsBackEqualWithNoRepair() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let value = Numbers(numbers: [3, 1, 4, 1, 5])

        try folder.transaction { data throws(DataError) in
            try data.write(value, to: TestDocuments.numbers)
        }
        let read = try folder.read(TestDocuments.numbers)

        #expect(read.value == value)
        #expect(read.repair == nil)
        // Another folder value on the same path (another run of the app) reads the same.
        #expect(try DataFolder(path: temporary.path).read(TestDocuments.numbers).value == value)
        #expect(try temporary.namesBesideTheLock() == ["numbers.json"])
    }

    @Test func updateChangesTheStoredValueAndReportsWhatTheReadSetRight() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write(Array(#"{"numbers":[1,-1]}"#.utf8), to: "numbers.json")

        let updated = try folder.update(TestDocuments.numbers) { $0.numbers.append(2) }

        #expect(updated.value == Numbers(numbers: [1, 2]))
        #expect(updated.repair?.damage == .recordsDropped(["number -1 is negative"]))
        #expect(try folder.read(TestDocuments.numbers).value == Numbers(numbers: [1, 2]))
        // A change the rules refuse is not written.
        #expect(
            throws: DataError.breaksRules(
                path: temporary.path(of: "numbers.json"), problem: "13 is unlucky")
        ) {
            try folder.update(TestDocuments.numbers) { $0.numbers.append(13) }
        }
        #expect(try folder.read(TestDocuments.numbers).value == Numbers(numbers: [1, 2]))
        // The rules, for an app to ask before it offers to save.
        guard
            case .repaired(let kept, let problems) = TestDocuments.numbers.check(
                Numbers(numbers: [-4, 5]))
        else {
            Issue.record("check did not drop the negative number")
            return
        }
        #expect(kept == Numbers(numbers: [5]))
        #expect(problems == ["number -4 is negative"])
    }

    @Test func aMissingFileReadsAsTheEmptyValueAndIsNotCreated() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)

        let read = try folder.read(TestDocuments.tally)

        #expect(read.value == Tally())
        #expect(read.repair == nil)
        #expect(try temporary.names() == [".scenic-data.lock"])
    }

    @Test func theFileIsSortedIndentedJSONWithISODates() throws {
        struct Sample: Codable, Sendable {
            var zebra = 1
            var apple = "a/b é"
            var when = Date(timeIntervalSince1970: 86_400)
            var nested = ["b": 2, "a": 1]
            var list = [3, 1]
        }
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let sample = DataDocument("sample.json", contents: "sample", empty: Sample())

        try folder.transaction { data throws(DataError) in
            try data.write(Sample(), to: sample)
        }

        #expect(
            try temporary.text(of: "sample.json") == """
                {
                  "apple" : "a/b é",
                  "list" : [
                    3,
                    1
                  ],
                  "nested" : {
                    "a" : 1,
                    "b" : 2
                  },
                  "when" : "1970-01-02T00:00:00Z",
                  "zebra" : 1
                }
                """)
        #expect(try folder.read(sample).value.when == Date(timeIntervalSince1970: 86_400))
    }

    @Test func aWriteReplacesTheFileAndLeavesNoTemporaryFile() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)

        for count in 1...3 {
            try folder.transaction { data throws(DataError) in
                try data.write(Tally(count: count), to: TestDocuments.tally)
            }
        }

        #expect(try folder.read(TestDocuments.tally).value == Tally(count: 3))
        #expect(try temporary.names() == [".scenic-data.lock", "tally.json"])
    }

    @Test func aTransactionRemovesLeftoverTemporaryFilesAndNothingElse() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let leftovers = [
            ".tally.json.\(UUID().uuidString).tmp", ".other.json.\(UUID().uuidString).tmp",
        ]
        let kept = [
            ".tally.json.not-a-uuid.tmp", "tally.json.\(UUID().uuidString).tmp",
            ".tally.json.\(UUID().uuidString).tmp.bak", "notes.txt",
        ]
        for name in leftovers + kept { try temporary.write("half", to: name) }

        try folder.transaction { _ throws(DataError) in }

        #expect(try temporary.names() == ([".scenic-data.lock"] + kept).sorted())
    }

    /// A folder looks for leftovers again after anyone else changed it, though its own last
    /// transaction found none: another process killed while it wrote leaves them meanwhile.
    @Test func leftoversMadeAfterTheLastTransactionAreRemovedByTheNext() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try folder.transaction { data throws(DataError) in
            try data.write(Tally(count: 1), to: TestDocuments.tally)
        }
        for round in 1...3 {
            let leftover = ".tally.json.\(UUID().uuidString).tmp"
            try temporary.write("half", to: leftover)

            let read = try folder.read(TestDocuments.tally)

            #expect(read.value == Tally(count: 1))
            #expect(try temporary.names() == [".scenic-data.lock", "tally.json"], "round \(round)")
        }
    }

    @Test func aProbeFileThatAKilledOpeningLeftIsRemoved() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        // What a process killed inside DataFolder.init, between making and removing its probe,
        // leaves behind.
        try temporary.write("", to: ".scenic-data-probe-\(UUID().uuidString)")

        let folder = try DataFolder(path: temporary.path)
        try folder.transaction { _ throws(DataError) in }

        let names = try temporary.names()
        #expect(names == [".scenic-data.lock"])
    }

    @Test func theTransactionReturnsTheBodysResultAndPassesOnItsError() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)

        #expect(try folder.transaction { _ throws(DataError) in 42 } == 42)
        let error = DataError.busy(folder: "/elsewhere", seconds: 3)
        #expect(throws: error) {
            try folder.transaction { _ throws(DataError) in throw error }
        }
    }

    @Test func threadsOfOneProcessTakeTurns() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let threads = 4
        let rounds = 25

        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<rounds {
                try? folder.transaction { data throws(DataError) in
                    var tally = try data.read(TestDocuments.tally).value
                    tally.count += 1
                    try data.write(tally, to: TestDocuments.tally)
                }
            }
        }

        #expect(try folder.read(TestDocuments.tally).value.count == threads * rounds)
    }

    /// A lock file removed while a transaction holds it lets another process lock and sweep
    /// the file the transaction wrote as a leftover: the save fails saying the lock file was
    /// removed, and the document is as it was.
    ///
    /// This test removes both before the commit looks at its lock. Removed after that look and
    /// before the rename (a hostile tester widened that moment with `strace`'s
    /// `-e inject=rename:delay_enter=1000000`), the rename failed with "no such file or directory",
    /// which said to free some space; the commit now looks at its lock again then.
    @Test func aSaveWhoseFileASweepTookAfterItsLockWasRemovedSaysSo() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let path = temporary.path(of: "data")
        let folder = try DataFolder(path: path)
        _ = try folder.update(TestDocuments.tally) { $0.count = 100 }
        #expect(throws: DataError.folderReplaced(folder: path)) {
            try folder.transaction { data throws(DataError) in
                var tally = try data.read(TestDocuments.tally).value
                tally.count += 1
                try data.write(tally, to: TestDocuments.tally)
                // What another process's sweep does once the lock file is gone.
                #expect(unlink(path + "/.scenic-data.lock") == 0)
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                for name in names where name.hasSuffix(".tmp") {
                    #expect(unlink(path + "/" + name) == 0)
                }
            }
        }
        #expect(try DataFolder(path: path).read(TestDocuments.tally).value.count == 100)
    }

    /// A folder replaced while a transaction holds its lock (moved away, restored from a copy
    /// by another program) is not written: another process may hold the new folder's lock,
    /// and a write by path would undo what it saved.
    @Test func aFolderReplacedDuringATransactionIsNotWritten() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let path = temporary.path(of: "data")
        let folder = try DataFolder(path: path)
        _ = try folder.update(TestDocuments.tally) { $0.count = 100 }
        #expect(
            throws: DataError.folderReplaced(folder: path)
        ) {
            try folder.transaction { data throws(DataError) in
                var tally = try data.read(TestDocuments.tally).value
                // Meanwhile the folder is replaced by a copy, where another process counts on.
                #expect(rename(path, path + ".old") == 0)
                let copy = try DataFolder(path: path)
                _ = try copy.update(TestDocuments.tally) { $0.count = 110 }
                tally.count += 1
                try data.write(tally, to: TestDocuments.tally)
            }
        }
        #expect(try DataFolder(path: path).read(TestDocuments.tally).value.count == 110)
    }

    /// One moved away with nothing in its place is said to be gone, not replaced.
    @Test func aFolderMovedAwayDuringATransactionIsSaidToBeGone() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let path = temporary.path(of: "data")
        let folder = try DataFolder(path: path)
        #expect(throws: DataError.folderGone(folder: path)) {
            try folder.transaction { data throws(DataError) in
                let tally = try data.read(TestDocuments.tally).value
                #expect(rename(path, path + ".old") == 0)
                try data.write(tally, to: TestDocuments.tally)
            }
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
