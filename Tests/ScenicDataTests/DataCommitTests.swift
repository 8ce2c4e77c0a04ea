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

/// A transaction's changes take effect together: all when its closure returns, none when it
/// throws, and those of one killed while they took effect are finished by the next transaction
/// (its journal; `DataProcessTests` kills real processes at random moments).
@Suite struct DataCommitTests {
    private let tally = TestDocuments.tally
    private let numbers = TestDocuments.numbers

    /// A folder holding a tally of 1 and the numbers [1].
    private func folderWithBoth() throws -> (TemporaryFolder, DataFolder) {
        let temporary = try TemporaryFolder()
        let folder = try DataFolder(path: temporary.path)
        try folder.transaction { data throws(DataError) in
            try data.write(Tally(count: 1), to: tally)
            try data.write(Numbers(numbers: [1]), to: numbers)
        }
        return (temporary, folder)
    }

    @Test func aClosureThatThrowsAfterItsWritesChangesNothing() throws {
        let (temporary, folder) = try folderWithBoth()
        defer { temporary.remove() }
        let before = try temporary.bytes(of: "tally.json")
        let refusal = DataError.breaksRules(path: "import", problem: "row 3 is not a date")

        #expect(throws: refusal) {
            try folder.transaction { data throws(DataError) in
                try data.write(Tally(count: 2), to: tally)
                try data.remove(numbers)
                // Its own changes are what it reads.
                #expect(try data.read(tally).value == Tally(count: 2))
                #expect(try data.read(numbers).value == Numbers(numbers: []))
                throw refusal
            }
        }

        #expect(try temporary.bytes(of: "tally.json") == before)
        #expect(try folder.read(tally).value == Tally(count: 1))
        #expect(try folder.read(numbers).value == Numbers(numbers: [1]))
        // Another process reading the folder sees the same.
        #expect(try DataFolder(path: temporary.path).read(tally).value == Tally(count: 1))
        #expect(try temporary.namesBesideTheLock() == ["numbers.json", "tally.json"])
    }

    @Test func writesAndARemovalTakeEffectTogetherAndLeaveNoJournal() throws {
        let (temporary, folder) = try folderWithBoth()
        defer { temporary.remove() }

        try folder.transaction { data throws(DataError) in
            try data.write(Tally(count: 5), to: tally)
            try data.write(Tally(count: 6), to: tally)
            try data.remove(numbers)
            try data.write(Numbers(numbers: [7]), to: numbers)
            try data.remove(numbers)
        }

        #expect(try folder.read(tally).value == Tally(count: 6))
        #expect(try DataFolder(path: temporary.path).read(tally).value == Tally(count: 6))
        #expect(try temporary.namesBesideTheLock() == ["tally.json"])
    }

    /// Another document naming a file this transaction wrote reads what was written by its
    /// own rules, as it reads the file on disk.
    @Test func anotherDocumentReadsAWriteOfThisTransactionByItsOwnRules() throws {
        let (temporary, folder) = try folderWithBoth()
        defer { temporary.remove() }
        let lenient = DataDocument("numbers.json", contents: "numbers", empty: Numbers())

        let read = try folder.transaction { data throws(DataError) in
            try data.write(Numbers(numbers: [4, 2]), to: lenient)
            return try data.read(numbers).value
        }
        #expect(read == Numbers(numbers: [4, 2]))

        #expect(
            throws: DataError.cannotRead(
                path: temporary.path(of: "numbers.json"),
                reason: "this transaction wrote it through another document, and partly "
                    + "invalid (1 record could not be used) by this one's rules")
        ) {
            try folder.transaction { data throws(DataError) in
                try data.write(Numbers(numbers: [4, -2]), to: lenient)
                _ = try data.read(numbers)
            }
        }
        // Nothing of the refused transaction was saved.
        #expect(try folder.read(lenient).value == Numbers(numbers: [4, 2]))
    }

    /// A commit killed between two of its renames is finished by the next transaction.
    ///
    /// It leaves the journal, one document changed, and the other's new file still beside it;
    /// the next transaction, of any process, finishes it before it reads.
    @Test func aCommitKilledHalfwayIsFinishedByTheNextTransaction() throws {
        let (temporary, _) = try folderWithBoth()
        defer { temporary.remove() }
        let newTally = ".tally.json.\(UUID().uuidString).tmp"
        try temporary.write(#"{"count":2}"#, to: "tally.json")
        try temporary.write(#"{"numbers":[1,2]}"#, to: ".numbers.json.\(UUID().uuidString).tmp")
        let newNumbers = try temporary.names().first { $0.hasPrefix(".numbers.json.") }!
        try temporary.write(
            #"{"changes":[{"temporary":"\#(newTally)","name":"tally.json"},"#
                + #"{"temporary":"\#(newNumbers)","name":"numbers.json"}]}"#,
            to: ".scenic-data.journal")

        let folder = try DataFolder(path: temporary.path)
        #expect(try folder.read(numbers).value == Numbers(numbers: [1, 2]))
        #expect(try folder.read(tally).value == Tally(count: 2))
        #expect(try temporary.namesBesideTheLock() == ["numbers.json", "tally.json"])
    }

    /// A removal left in a journal removes only the file the transaction saw: one written at
    /// that name since (by a version of the app that knows no journal, which removed the
    /// leftover temporary files too) is another file, and stays.
    @Test func aRemovalLeftInAJournalSparesAFileWrittenSince() throws {
        let (temporary, folder) = try folderWithBoth()
        defer { temporary.remove() }
        func journalRemovingNumbers(as seen: stat) throws {
            #if canImport(Darwin)
                let modified = seen.st_mtimespec
            #else
                let modified = seen.st_mtim
            #endif
            try temporary.write(
                #"{"changes":[{"name":"numbers.json","removing":{"device":\#(seen.st_dev),"#
                    + #""inode":\#(seen.st_ino),"size":\#(seen.st_size),"#
                    + #""modifiedSeconds":\#(modified.tv_sec),"#
                    + #""modifiedNanoseconds":\#(modified.tv_nsec)}}]}"#,
                to: ".scenic-data.journal")
        }
        var seen = stat()
        #expect(lstat(temporary.path(of: "numbers.json"), &seen) == 0)
        // Written anew since, as another program does: temporary file, then rename.
        try temporary.write(#"{"numbers":[8]}"#, to: "new")
        #expect(rename(temporary.path(of: "new"), temporary.path(of: "numbers.json")) == 0)
        try journalRemovingNumbers(as: seen)

        #expect(try folder.read(numbers).value == Numbers(numbers: [8]))
        #expect(try temporary.namesBesideTheLock() == ["numbers.json", "tally.json"])

        // The file it saw is removed.
        #expect(lstat(temporary.path(of: "numbers.json"), &seen) == 0)
        try journalRemovingNumbers(as: seen)
        #expect(try folder.read(numbers).value == Numbers(numbers: []))
        #expect(try temporary.namesBesideTheLock() == ["tally.json"])
    }

    /// A journal another program wrote, or a damaged disk: what it names outside the folder, or
    /// as a file Scenic never writes, is not followed; the rest is finished, and the journal is
    /// kept aside.
    @Test func aJournalNamingFilesOutsideTheFolderIsNotFollowedThereAndIsKeptAside() throws {
        let (temporary, folder) = try folderWithBoth()
        defer { temporary.remove() }
        let outside = try TemporaryFolder()
        defer { outside.remove() }
        try outside.write("mine", to: "victim.json")
        let temporaryName = ".numbers.json.\(UUID().uuidString).tmp"
        try temporary.write(#"{"numbers":[3]}"#, to: temporaryName)
        try temporary.write(
            #"{"changes":[{"name":"\#(outside.path(of: "victim.json"))"},"#
                + #"{"name":"../\#((outside.path as NSString).lastPathComponent)/victim.json"},"#
                + #"{"temporary":"../x.tmp","name":"tally.json"},"#
                + #"{"temporary":".scenic-data.lock","name":"tally.json"},"#
                + #"{"temporary":"\#(temporaryName)","name":"numbers.json"}]}"#,
            to: ".scenic-data.journal")

        #expect(try folder.read(numbers).value == Numbers(numbers: [3]))
        #expect(try folder.read(tally).value == Tally(count: 1))
        #expect(try outside.bytes(of: "victim.json") == Array("mine".utf8))
        #expect(
            try temporary.namesBesideTheLock() == [
                ".scenic-data.journal.corrupt", "numbers.json", "tally.json",
            ])

        // One that is not JSON at all changes nothing, and is kept aside too.
        try temporary.write("{\"changes\":[{\"na", to: ".scenic-data.journal")
        #expect(try folder.read(tally).value == Tally(count: 1))
        #expect(try temporary.names().contains(".scenic-data.journal.corrupt-2"))
    }

    /// A link or a FIFO where the journal goes is never opened: every transaction fails,
    /// saying what is there, until it is removed.
    @Test func somethingOtherThanAFileAtTheJournalsPlaceStopsTransactions() throws {
        let (temporary, folder) = try folderWithBoth()
        defer { temporary.remove() }
        #expect(mkfifo(temporary.path(of: ".scenic-data.journal"), 0o600) == 0)

        #expect(
            throws: DataError.notAFile(
                path: temporary.path(of: ".scenic-data.journal"), kind: "a named pipe (FIFO)")
        ) {
            try folder.read(tally)
        }
        unlink(temporary.path(of: ".scenic-data.journal"))
        #expect(try folder.read(tally).value == Tally(count: 1))
    }
}
