import Foundation
import Synchronization
import Testing

@testable import ScenicData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder remembers the documents it read and wrote, and still sees every change to them.
///
/// Writes by another folder value (another process does the same), edits in place, and files
/// whose times say nothing yet. Arrays of records are written record by record, with the bytes
/// the whole array encodes to.
@Suite struct DocumentCacheTests {
    /// A record with what makes JSON layout tricky: nested empty containers, escapes.
    struct Record: DataRecord {
        var number: Int
        var text: String
        var tags: [String]
        var counts: [String: Int]
        var at: Date
    }

    static let records = DataDocument<[Record]>("records.json", contents: "records", empty: [])

    static func record(_ number: Int, text: String = "plain") -> Record {
        Record(
            number: number, text: text, tags: number % 2 == 0 ? [] : ["odd", "a/b"],
            counts: number % 3 == 0 ? [:] : ["b": number, "a": 1],
            at: Date(timeIntervalSince1970: Double(number) * 1_000))
    }

    @Test func twoFolderValuesOnOnePathSeeEachOthersWrites() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let first = try DataFolder(path: temporary.path)
        let second = try DataFolder(path: temporary.path)

        _ = try first.update(TestDocuments.numbers) { $0.numbers = [1] }
        #expect(try second.read(TestDocuments.numbers).value.numbers == [1])
        _ = try second.update(TestDocuments.numbers) { $0.numbers.append(2) }
        #expect(try first.read(TestDocuments.numbers).value.numbers == [1, 2])
        _ = try first.update(TestDocuments.numbers) { $0.numbers.append(3) }
        _ = try second.update(TestDocuments.numbers) { $0.numbers.append(4) }
        #expect(try first.read(TestDocuments.numbers).value.numbers == [1, 2, 3, 4])
    }

    /// A folder of many documents (a file per deck) keeps a bounded number of them open:
    /// each remembered document holds its file, and a process has few descriptors.
    @Test func manyDocumentsKeepABoundedNumberOfFilesOpen() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        // The descriptors open on files of this folder: other tests of this process open files
        // meanwhile (a full parallel run counted over 100 of theirs), and only these count.
        let prefix = URL(fileURLWithPath: temporary.path).resolvingSymlinksInPath().path + "/"
        func openDescriptors() throws -> Int {
            let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
            return descriptors.filter { descriptor in
                let target = try? FileManager.default.destinationOfSymbolicLink(
                    atPath: "/proc/self/fd/" + descriptor)
                return target?.hasPrefix(prefix) == true
            }.count
        }
        for number in 1...300 {
            let deck = DataDocument("deck-\(number).json", contents: "deck", empty: Tally())
            _ = try folder.update(deck) { $0.count = number }
        }
        let open = try openDescriptors()
        #expect(open > 0 && open < 100, "\(open) files of the folder open")
        // Every deck is still read right, remembered or not.
        for number in [1, 150, 300] {
            let deck = DataDocument("deck-\(number).json", contents: "deck", empty: Tally())
            #expect(try folder.read(deck).value.count == number)
        }
    }

    /// The bound is the process's, however many folders it opens: ten folders of forty
    /// decks each keep no more files open than one folder of many.
    @Test func manyFoldersKeepABoundedNumberOfFilesOpenTogether() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folders = try (1...10).map { try DataFolder(path: temporary.path(of: "p\($0)")) }
        for folder in folders {
            for number in 1...40 {
                let deck = DataDocument("deck-\(number).json", contents: "deck", empty: Tally())
                _ = try folder.update(deck) { $0.count = number }
                // Counted by the caches themselves: other tests of this process open files
                // meanwhile, so the process's descriptors say less.
                #expect(DocumentCache.filesKeptOpen <= DocumentCache.processCapacity)
            }
        }
        for folder in folders.prefix(2) {
            let deck = DataDocument("deck-7.json", contents: "deck", empty: Tally())
            #expect(try folder.read(deck).value.count == 7)
        }
    }

    /// Folders opened first hold every file the process keeps open: a folder opened later
    /// still remembers what it reads (the least recently used document of any folder lets
    /// its file go), rather than decoding every read.
    @Test func aFolderOpenedLateRemembersThoughOthersHoldEveryFile() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let early = try (1...3).map { try DataFolder(path: temporary.path(of: "early\($0)")) }
        for folder in early {
            for number in 1...30 {
                let deck = DataDocument("deck-\(number).json", contents: "deck", empty: Tally())
                _ = try folder.update(deck) { $0.count = number }
            }
        }
        let late = try DataFolder(path: temporary.path(of: "late"))
        let document = DataDocument("decoded.json", contents: "count", empty: Counted(tag: "late"))
        try Data(#"{"tag":"late","count":5}"#.utf8).write(
            to: URL(fileURLWithPath: temporary.path(of: "late/decoded.json")))
        for _ in 1...3 {
            #expect(try late.read(document).value == Counted(tag: "late", count: 5))
        }
        #expect(Counted.decodings(of: "late") == 1)
        withExtendedLifetime(early) {}
    }

    /// A document with a smaller limit than the one that wrote the file gets what a folder
    /// that remembers nothing gives: the file is too large for it, and moved aside.
    @Test func aRememberedValueStillKeepsToTheReadingDocumentsLimit() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        _ = try folder.update(TestDocuments.numbers) { $0.numbers = Array(20...40) }
        let small = TestDocuments.numbers(sizeLimit: 20)
        let read = try folder.read(small)
        #expect(read.value.numbers.isEmpty)
        #expect(read.repair?.damage == .unusable("larger than the 20 bytes a data file may be"))
        #expect(try temporary.namesBesideTheLock() == ["numbers.json.corrupt"])
    }

    /// Two documents naming one file with different rules: a value the first wrote (or read)
    /// is held to the second's rules when the second reads it, as a fresh folder holds it, in a
    /// transaction and in a look alike.
    @Test(arguments: [false, true])
    func aRememberedValueStillKeepsToTheReadingDocumentsRules(peeking: Bool) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let anyNumbers = DataDocument("numbers.json", contents: "numbers", empty: Numbers())
        _ = try folder.update(anyNumbers) { $0.numbers = [-1, 2] }
        #expect(try folder.read(anyNumbers).value.numbers == [-1, 2])

        if peeking {
            #expect(folder.peek(TestDocuments.numbers) == nil)
        } else {
            let read = try folder.read(TestDocuments.numbers)
            #expect(read.value.numbers == [2])
            #expect(read.repair?.damage == .recordsDropped(["number -1 is negative"]))
        }
        // The first document, without rules, reads what is on disk now.
        #expect(try folder.read(anyNumbers).value.numbers == (peeking ? [-1, 2] : [2]))
    }

    @Test(arguments: [false, true])
    func aFileEditedInPlaceIsReadAgainEvenWithItsTimesKept(settled: Bool) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let path = temporary.path(of: "numbers.json")
        try Data(#"{"numbers":[1,2]}"#.utf8).write(to: URL(fileURLWithPath: path))
        // Times set back an hour, then a longer text; or new times and a text of the same
        // length, which only the bytes tell apart.
        let time = settled ? Date().timeIntervalSince1970 - 3_600 : Date().timeIntervalSince1970
        try Self.setTimes(of: path, to: time)
        #expect(try folder.read(TestDocuments.numbers).value.numbers == [1, 2])

        // Same inode; the same size when the times are new, so only the bytes differ.
        let edited = settled ? #"{"numbers":[1,2,3]}"# : #"{"numbers":[7,8]}"#
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: Data(edited.utf8))
        try handle.close()
        try Self.setTimes(of: path, to: time)

        #expect(
            try folder.read(TestDocuments.numbers).value.numbers == (settled ? [1, 2, 3] : [7, 8]))
    }

    @Test func aReplacedOrRemovedFileIsReadAgain() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let path = temporary.path(of: "numbers.json")
        _ = try folder.update(TestDocuments.numbers) { $0.numbers = [5] }

        try Data(#"{"numbers":[6]}"#.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        #expect(try folder.read(TestDocuments.numbers).value.numbers == [6])
        try FileManager.default.removeItem(atPath: path)
        #expect(try folder.read(TestDocuments.numbers).value.numbers == [])
        try Data("not json".utf8).write(to: URL(fileURLWithPath: path))
        let damaged = try folder.read(TestDocuments.numbers)
        #expect(damaged.value.numbers == [])
        #expect(damaged.repair?.keptAt == path + ".corrupt")
    }

    /// What `JSONEncoder` writes for the whole array with a document's settings.
    static func encodedWhole(_ records: [Record]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(records)
    }

    @Test func recordsWrittenOneByOneAreTheBytesTheWholeArrayEncodesTo() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        var records = (0..<7).map { Self.record($0) }
        records.append(Self.record(7, text: "two\nlines, \"quoted\", a/b, 抹茶"))
        records.append(records[2])

        // Written fresh, then again with one record added first (the rest reused), then empty.
        for value in [records, [Self.record(99)] + records, []] {
            try folder.transaction { data throws(DataError) in
                try data.write(value, to: Self.records)
            }
            let stored = try Data(
                contentsOf: URL(fileURLWithPath: temporary.path(of: "records.json")))
            #expect(
                String(decoding: stored, as: UTF8.self)
                    == String(decoding: try Self.encodedWhole(value), as: UTF8.self))
            #expect(try DataFolder(path: temporary.path).read(Self.records).value == value)
        }
    }

    /// The bytes of records written before are reused for equal records wherever they moved:
    /// random edits (records put anywhere, removed alone or many at once, changed, swapped,
    /// duplicated, the whole array shuffled or sorted, 70 new ones put first), each written
    /// and compared with what the whole array encodes to.
    @Test func recordsMovedRemovedOrChangedAreWrittenAsTheWholeArrayEncodes() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        var random = SplitMix(seed: 28)
        var records = (0..<40).map { Self.record($0) }
        var made = 40
        func anyIndex() -> Int { Int.random(in: 0..<records.count, using: &random) }
        for _ in 0..<150 {
            switch Int.random(in: 0..<11, using: &random) {
            case 0, 1:
                records.insert(Self.record(made), at: records.isEmpty ? 0 : anyIndex())
                made += 1
            case 2 where !records.isEmpty:
                records.remove(at: anyIndex())
            case 3 where records.count > 12:
                let start = Int.random(in: 0..<(records.count - 12), using: &random)
                records.removeSubrange(start..<(start + 12))
            case 4 where !records.isEmpty:
                records[anyIndex()].text += " changed"
            case 5 where records.count > 1:
                records.swapAt(anyIndex(), anyIndex())
            case 6 where !records.isEmpty:
                records.insert(records[anyIndex()], at: anyIndex())
            case 7:
                records.shuffle(using: &random)
            case 8:
                records.sort { $0.number > $1.number }
            case 9:
                // An import: many new records first, where looking for earlier ones stops.
                records.insert(contentsOf: (made..<(made + 70)).map { Self.record($0) }, at: 0)
                made += 70
            case 10 where records.count > 100:
                records.removeFirst(records.count - 30)
            default:
                records.append(Self.record(made))
                made += 1
            }
            try folder.transaction { data throws(DataError) in
                try data.write(records, to: Self.records)
            }
            let stored = try Data(
                contentsOf: URL(fileURLWithPath: temporary.path(of: "records.json")))
            try #require(stored == (try Self.encodedWhole(records)))
        }
        #expect(try DataFolder(path: temporary.path).read(Self.records).value == records)
    }

    /// A kernel file that says it holds 0 bytes and answers one read only is read whole.
    ///
    /// At any size limit. Before, it was read a byte at a time (the value "3" of "32768",
    /// bind-mounted as a document by a hostile tester), and with the largest limit the growing
    /// read stopped the program (an arithmetic overflow).
    @Test(arguments: [100, Int.max])
    func aFileThatSaysItIsEmptyIsReadWhole(limit: Int) throws {
        #if os(Linux)
            let path = "/proc/sys/kernel/pid_max"
            let expected = try Data(contentsOf: URL(fileURLWithPath: path))
            try #require(!expected.isEmpty)
            let read = try #require(try DataFile(path: path).contents(limit: limit))
            #expect(read.data == expected)
        #endif
    }

    /// Sets the access and modification times of `path` to `seconds` since 1970.
    static func setTimes(of path: String, to seconds: Double) throws {
        let whole = Int(seconds)
        let time = timespec(tv_sec: whole, tv_nsec: Int((seconds - Double(whole)) * 1e9))
        let times = [time, time]
        guard utimensat(AT_FDCWD, path, times, 0) == 0 else {
            throw CocoaError(.fileWriteUnknown)
        }
    }
}

/// Keeping a file aside before a replace leaves it where it is: the replace takes its name,
/// so one that fails, or a kill before it, leaves the old file in place, not only aside.
@Suite struct KeepAsideTests {
    @Test func aFileKeptAsideStaysWhereItIsUnderASecondName() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        try temporary.write("[{", to: "notes.json")
        let file = DataFile(path: temporary.path(of: "notes.json"))
        #expect(try file.keepAside() == temporary.path(of: "notes.json.corrupt"))
        #expect(try file.keepAside() == temporary.path(of: "notes.json.corrupt-2"))
        #expect(try temporary.text(of: "notes.json") == "[{")
        #expect(try temporary.text(of: "notes.json.corrupt") == "[{")
    }
}
