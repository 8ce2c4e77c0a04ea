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

/// A file another program writes without the folder's lock during a transaction is kept.
///
/// An editor saving in place, a script renaming a new file over it: the transaction fails and
/// changes nothing, and that program's change stays. Before, it was overwritten without a
/// word (found by a hostile tester: 16 of 30 hand edits lost).
@Suite struct ChangedMeanwhileTests {
    /// How another program changes the file.
    enum Edit: String, CaseIterable, CustomTestStringConvertible {
        /// Writes over the same file, as `cat new > file` or an editor saving in place does.
        case inPlace
        /// Writes a new file and renames it over, as most editors and scripts do.
        case renamedOver

        var testDescription: String { rawValue }

        func apply(_ text: String, at path: String) {
            switch self {
            case .inPlace:
                let handle = FileHandle(forWritingAtPath: path)!
                handle.truncateFile(atOffset: 0)
                handle.write(Data(text.utf8))
                handle.closeFile()
            case .renamedOver:
                #expect(
                    FileManager.default.createFile(atPath: path + ".new", contents: Data(text.utf8))
                )
                #expect(rename(path + ".new", path) == 0)
            }
        }
    }

    @Test(arguments: Edit.allCases)
    func aFileChangedAfterTheReadIsNotSavedOver(edit: Edit) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        _ = try folder.update(TestDocuments.tally) { $0.count = 100 }
        let path = temporary.path(of: "tally.json")
        #expect(
            throws: DataError.changedMeanwhile(path: path)
        ) {
            try folder.transaction { data throws(DataError) in
                var tally = try data.read(TestDocuments.tally).value
                edit.apply(#"{"count":1000}"#, at: path)
                tally.count += 1
                try data.write(tally, to: TestDocuments.tally)
            }
        }
        #expect(try temporary.text(of: "tally.json") == #"{"count":1000}"#)
        #expect(try folder.read(TestDocuments.tally).value.count == 1000)
        // Made again, the change starts from what the file holds now.
        _ = try folder.update(TestDocuments.tally) { $0.count += 1 }
        #expect(try folder.read(TestDocuments.tally).value.count == 1001)
        #expect(try temporary.namesBesideTheLock() == ["tally.json"])
    }

    /// A read that drops a bad record saves the rest only over the file it read.
    ///
    /// A file another program saved while the rest was made ready is read again, whole, and
    /// kept. Before, the rest of the old file replaced it, and the change was in neither
    /// the file nor the copy kept aside (a hostile tester's: 2 of 8 edits lost).
    @Test(arguments: Edit.allCases)
    func aFileChangedWhileARepairIsMadeReadyIsReadAgain(edit: Edit) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write(#"{"numbers":[1,-2,3]}"#, to: "numbers.json")
        let path = temporary.path(of: "numbers.json")
        // The rules judge the rest once more before it is saved: the other program saves then.
        let numbers = DataDocument("numbers.json", contents: "numbers", empty: Numbers()) {
            value in
            if value.numbers == [1, 3] { edit.apply(#"{"numbers":[7,8]}"#, at: path) }
            return Numbers.rules(value)
        }
        let read = try folder.read(numbers)
        #expect(read.value.numbers == [7, 8])
        #expect(read.repair == nil)
        #expect(try temporary.text(of: "numbers.json") == #"{"numbers":[7,8]}"#)
        #expect(try temporary.namesBesideTheLock() == ["numbers.json"])
    }

    /// Read from what the folder remembers (no decoding), the file is compared all the same.
    @Test func aFileReadFromMemoryIsComparedToo() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        _ = try folder.update(TestDocuments.tally) { $0.count = 100 }
        _ = try folder.read(TestDocuments.tally)
        let path = temporary.path(of: "tally.json")
        #expect(throws: DataError.changedMeanwhile(path: path)) {
            try folder.transaction { data throws(DataError) in
                _ = try data.update(TestDocuments.tally) { $0.count += 1 }
                Edit.renamedOver.apply(#"{"count":7}"#, at: path)
            }
        }
        #expect(try folder.read(TestDocuments.tally).value.count == 7)
    }

    /// A file that was not there when read, and is now, was made meanwhile.
    @Test func aFileMadeAfterTheReadFoundNoneIsNotSavedOver() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let path = temporary.path(of: "tally.json")
        #expect(throws: DataError.changedMeanwhile(path: path)) {
            try folder.transaction { data throws(DataError) in
                _ = try data.update(TestDocuments.tally) { $0.count += 1 }
                Edit.renamedOver.apply(#"{"count":7}"#, at: path)
            }
        }
        #expect(try folder.read(TestDocuments.tally).value.count == 7)
    }

    /// A write without a read judges the file as it is then; a change after that is one made
    /// meanwhile, and a replace, which keeps nothing of the file, is refused so too.
    @Test func aWriteWithoutAReadIsComparedFromTheWriteOn() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        _ = try folder.update(TestDocuments.tally) { $0.count = 100 }
        let path = temporary.path(of: "tally.json")
        #expect(throws: DataError.changedMeanwhile(path: path)) {
            try folder.transaction { data throws(DataError) in
                try data.replace(TestDocuments.tally, with: Tally(count: 5))
                Edit.inPlace.apply(#"{"count":12345}"#, at: path)
            }
        }
        #expect(try folder.read(TestDocuments.tally).value.count == 12345)
    }

    /// Of a transaction that changes two files, neither is saved when one was changed
    /// meanwhile, and no journal is left.
    @Test func twoFilesSavedTogetherAreNeitherSavedWhenOneChangedMeanwhile() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try folder.transaction { data throws(DataError) in
            try data.write(Tally(count: 1), to: TestDocuments.tally)
            try data.write(Numbers(numbers: [1]), to: TestDocuments.numbers)
        }
        let path = temporary.path(of: "numbers.json")
        #expect(throws: DataError.changedMeanwhile(path: path)) {
            try folder.transaction { data throws(DataError) in
                _ = try data.update(TestDocuments.tally) { $0.count += 1 }
                _ = try data.update(TestDocuments.numbers) { $0.numbers.append(2) }
                Edit.inPlace.apply(#"{"numbers":[9,9,9]}"#, at: path)
            }
        }
        #expect(try folder.read(TestDocuments.tally).value.count == 1)
        #expect(try folder.read(TestDocuments.numbers).value.numbers == [9, 9, 9])
        #expect(try temporary.namesBesideTheLock() == ["numbers.json", "tally.json"])
    }

    /// A transaction's own repair (a damaged record dropped, the rest saved) and its own copy
    /// kept aside are no change made meanwhile.
    @Test func aTransactionsOwnRepairIsNoChangeMadeMeanwhile() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write(#"{"numbers":[1,-1]}"#, to: "numbers.json")
        try folder.transaction { data throws(DataError) in
            _ = try data.update(TestDocuments.numbers) { $0.numbers.append(2) }
        }
        #expect(try folder.read(TestDocuments.numbers).value.numbers == [1, 2])
    }
}
