import Foundation
import Testing

@testable import ScenicData

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

    /// A closure that finds a reason of its own to change nothing, after writing, discards
    /// its changes and returns: returning would commit them.
    @Test func aClosureThatChangesItsMindDiscardsItsChangesAndReturns() throws {
        let (temporary, folder) = try folderWithBoth()
        defer { temporary.remove() }

        let outcome = try folder.transaction { data throws(DataError) -> String in
            try data.write(Tally(count: 9), to: tally)
            try data.remove(numbers)
            data.discardChanges()
            // Reads see the files again, and what is written after it takes effect.
            #expect(try data.read(tally).value == Tally(count: 1))
            #expect(try data.read(numbers).value == Numbers(numbers: [1]))
            try data.write(Numbers(numbers: [1, 5]), to: numbers)
            return "the board is gone"
        }

        #expect(outcome == "the board is gone")
        #expect(try folder.read(tally).value == Tally(count: 1))
        #expect(try folder.read(numbers).value == Numbers(numbers: [1, 5]))
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

    /// The fingerprint a journal records of the file at `path` (`file`, `removing`), as JSON.
    private func fingerprint(of path: String) -> String {
        var seen = stat()
        #expect(lstat(path, &seen) == 0)
        #if canImport(Darwin)
            let modified = seen.st_mtimespec
        #else
            let modified = seen.st_mtim
        #endif
        return #"{"device":\#(seen.st_dev),"inode":\#(seen.st_ino),"size":\#(seen.st_size),"#
            + #""modifiedSeconds":\#(modified.tv_sec),"#
            + #""modifiedNanoseconds":\#(modified.tv_nsec)}"#
    }

    /// A commit killed between two of its renames is finished by the next transaction.
    ///
    /// It leaves the journal, one document changed (its new file renamed: the same file the
    /// journal names), and the other's new file still beside it; the next transaction, of any
    /// process, finishes it before it reads.
    @Test func aCommitKilledHalfwayIsFinishedByTheNextTransaction() throws {
        let (temporary, _) = try folderWithBoth()
        defer { temporary.remove() }
        let newTally = ".tally.json.\(UUID().uuidString).tmp"
        try temporary.write(#"{"count":2}"#, to: "tally.json")
        let newNumbers = ".numbers.json.\(UUID().uuidString).tmp"
        try temporary.write(#"{"numbers":[1,2]}"#, to: newNumbers)
        try temporary.write(
            #"{"changes":[{"temporary":"\#(newTally)","name":"tally.json","file":"#
                + fingerprint(of: temporary.path(of: "tally.json"))
                + #"},{"temporary":"\#(newNumbers)","name":"numbers.json","file":"#
                + fingerprint(of: temporary.path(of: newNumbers)) + "}]}",
            to: ".scenic-data.journal")

        let folder = try DataFolder(path: temporary.path)
        #expect(try folder.read(numbers).value == Numbers(numbers: [1, 2]))
        #expect(try folder.read(tally).value == Tally(count: 2))
        #expect(try temporary.namesBesideTheLock() == ["numbers.json", "tally.json"])
    }

    /// A new file that is neither beside its document nor its document's file was removed by
    /// another program before it took its place (a version of the app that knows no journal
    /// removes leftover temporary files): said, never taken as done, and said once.
    @Test func aNewFileRemovedBeforeItTookItsPlaceIsSaid() throws {
        let (temporary, _) = try folderWithBoth()
        defer { temporary.remove() }
        let newNumbers = ".numbers.json.\(UUID().uuidString).tmp"
        try temporary.write(#"{"numbers":[1,2]}"#, to: newNumbers)
        let journal =
            #"{"changes":[{"temporary":".tally.json.\#(UUID().uuidString).tmp","#
            + #""name":"tally.json","file":"#
            + fingerprint(of: temporary.path(of: newNumbers))
            + #"},{"temporary":"\#(newNumbers)","name":"numbers.json","file":"#
            + fingerprint(of: temporary.path(of: newNumbers)) + "}]}"
        try temporary.write(journal, to: ".scenic-data.journal")

        let folder = try DataFolder(path: temporary.path)
        #expect(
            throws: DataError.changesLost(
                path: temporary.path(of: ".scenic-data.journal"),
                damage: "the new contents of tally.json were removed before they took their "
                    + "places (by another program, perhaps a version of this app from before "
                    + "2026-11-29)",
                keptAt: temporary.path(of: ".scenic-data.journal.corrupt"))
        ) {
            try folder.read(tally)
        }
        // What could be finished was.
        #expect(try folder.read(numbers).value == Numbers(numbers: [1, 2]))
        #expect(try folder.read(tally).value == Tally(count: 1))
        #expect(
            try temporary.namesBesideTheLock() == [
                ".scenic-data.journal.corrupt", "numbers.json", "tally.json",
            ])
    }

    /// A removal left in a journal removes only the file the transaction saw: one written at
    /// that name since (by a version of the app that knows no journal, which removed the
    /// leftover temporary files too) is another file, and stays, and that is said.
    @Test func aRemovalLeftInAJournalSparesAFileWrittenSince() throws {
        let (temporary, folder) = try folderWithBoth()
        defer { temporary.remove() }
        let seen = fingerprint(of: temporary.path(of: "numbers.json"))
        let journal = #"{"changes":[{"name":"numbers.json","removing":"# + seen + "}]}"
        // Written anew since, as another program does: temporary file, then rename.
        try temporary.write(#"{"numbers":[8]}"#, to: "new")
        #expect(rename(temporary.path(of: "new"), temporary.path(of: "numbers.json")) == 0)
        try temporary.write(journal, to: ".scenic-data.journal")

        #expect(
            throws: DataError.changesLost(
                path: temporary.path(of: ".scenic-data.journal"),
                damage: "numbers.json, to be removed, changed since and was left as it is",
                keptAt: temporary.path(of: ".scenic-data.journal.corrupt"))
        ) {
            try folder.read(numbers)
        }
        #expect(try folder.read(numbers).value == Numbers(numbers: [8]))
        #expect(
            try temporary.namesBesideTheLock() == [
                ".scenic-data.journal.corrupt", "numbers.json", "tally.json",
            ])

        // The file it saw is removed, whatever number the disk's device has now (another
        // after the machine mounts it again).
        let now = fingerprint(of: temporary.path(of: "numbers.json"))
        let elsewhere = now.replacingOccurrences(
            of: #"{"device":"#, with: #"{"device":1"#)
        #expect(elsewhere != now)
        try temporary.write(
            #"{"changes":[{"name":"numbers.json","removing":"# + elsewhere + "}]}",
            to: ".scenic-data.journal")
        #expect(try folder.read(numbers).value == Numbers(numbers: []))
        #expect(
            try temporary.namesBesideTheLock() == [".scenic-data.journal.corrupt", "tally.json"])
    }

    /// A journal another program wrote, or a damaged disk: what it names outside the folder, or
    /// as a file Scenic never writes, is not followed; the rest is finished, the journal is
    /// kept aside, and the transaction that found it says so.
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
                + #"{"temporary":".scenic-data-probe-\#(UUID().uuidString)","name":"tally.json"},"#
                + #"{"temporary":"\#(temporaryName)","name":"numbers.json","file":"#
                + fingerprint(of: temporary.path(of: temporaryName)) + "}]}",
            to: ".scenic-data.journal")
        let journal = temporary.path(of: ".scenic-data.journal")

        #expect(
            throws: DataError.changesLost(
                path: journal,
                damage: "its record names files outside the data folder, left alone",
                keptAt: journal + ".corrupt")
        ) {
            try folder.read(numbers)
        }
        #expect(try folder.read(numbers).value == Numbers(numbers: [3]))
        #expect(try folder.read(tally).value == Tally(count: 1))
        #expect(try outside.bytes(of: "victim.json") == Array("mine".utf8))
        #expect(
            try temporary.namesBesideTheLock() == [
                ".scenic-data.journal.corrupt", "numbers.json", "tally.json",
            ])

        // One that is not JSON at all changes nothing, and is kept aside too.
        try temporary.write("{\"changes\":[{\"na", to: ".scenic-data.journal")
        #expect(
            throws: DataError.changesLost(
                path: journal, damage: "its record is not one Scenic wrote",
                keptAt: journal + ".corrupt-2")
        ) {
            try folder.read(tally)
        }
        #expect(try folder.read(tally).value == Tally(count: 1))
    }

    /// A change that fails after others were made says so (not "the copy on disk is
    /// unchanged"), and every transaction says it until the rest can be made.
    @Test func aChangeThatFailsMidwaySaysTheRestWait() throws {
        let (temporary, folder) = try folderWithBoth()
        defer { temporary.remove() }
        let blocked = temporary.path(of: "numbers.json")
        let unfinished = DataError.changesUnfinished(path: blocked, reason: "is a directory")
        // No file there: one written over meanwhile is not saved over at all (see
        // ChangedMeanwhileTests), where a folder put in the place of none fails the rename.
        unlink(blocked)

        #expect(throws: unfinished) {
            try folder.transaction { data throws(DataError) in
                try data.write(Tally(count: 5), to: tally)
                try data.write(Numbers(numbers: [5]), to: numbers)
                // Another program puts a folder in its place meanwhile.
                mkdir(blocked, 0o755)
            }
        }
        #expect(throws: unfinished) { try folder.read(tally) }
        rmdir(blocked)
        #expect(try folder.read(tally).value == Tally(count: 5))
        #expect(try folder.read(numbers).value == Numbers(numbers: [5]))
        #expect(try temporary.namesBesideTheLock() == ["numbers.json", "tally.json"])
    }

    /// A journal the next transaction would refuse as too large is never written: such a
    /// transaction changes nothing.
    @Test func aJournalTooLargeToReadIsNeverWritten() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let name = String(repeating: "n", count: 195) + ".json"
        let change = CommitJournal.Change(
            temporary: ".\(name).\(UUID().uuidString).tmp", file: nil, name: name,
            removing: nil)
        let journal = CommitJournal(changes: Array(repeating: change, count: 60_000))

        #expect {
            try journal.make(in: temporary.path)
        } throws: { error in
            guard case .tooLarge(let bytes) = error as? CommitJournal.Failure else {
                return false
            }
            return bytes > CommitJournal.sizeLimit
        }
        #expect(try temporary.names() == [])
    }

    /// Two names that differ only in their Unicode form are two files on Linux, and two
    /// documents in one transaction.
    @Test func namesInTwoUnicodeFormsAreTwoDocuments() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let composed = DataDocument("caf\u{E9}.json", contents: "tally", empty: Tally())
        let decomposed = DataDocument("cafe\u{301}.json", contents: "tally", empty: Tally())

        try folder.transaction { data throws(DataError) in
            try data.write(Tally(count: 1), to: composed)
            try data.write(Tally(count: 2), to: decomposed)
            #expect(try data.read(composed).value == Tally(count: 1))
        }

        #expect(
            try temporary.bytes(of: "caf\u{E9}.json") != temporary.bytes(of: "cafe\u{301}.json"))
        #expect(try DataFolder(path: temporary.path).read(composed).value == Tally(count: 1))
        #expect(try DataFolder(path: temporary.path).read(decomposed).value == Tally(count: 2))
    }

    /// A replace over a damaged file gives the file a second name first (`NAME.corrupt`); a
    /// transaction that then throws takes it back, as the file stays where it is.
    @Test func aReplaceInATransactionThatThrowsLeavesNoCopy() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write("not json", to: "tally.json")
        let refusal = DataError.breaksRules(path: "x", problem: "no")

        #expect(throws: refusal) {
            try folder.transaction { data throws(DataError) in
                try data.replace(tally, with: Tally(count: 3))
                throw refusal
            }
        }

        #expect(try temporary.namesBesideTheLock() == ["tally.json"])
        #expect(try folder.read(tally).repair?.keptAt == temporary.path(of: "tally.json.corrupt"))
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
