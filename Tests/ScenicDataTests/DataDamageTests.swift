import Foundation
import ScenicData
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Damaged content is moved aside under a name no earlier file has, the read says so, and
/// nothing is lost; what a read would refuse is never written.
@Suite struct DataDamageTests {
    @Test(arguments: [
        ([], "not valid JSON"),
        ([0xFF, 0xFE, 0x7B, 0x7D], "not UTF-8 text"),
        (Array(#"{"numbers": [1, 2"#.utf8), "not valid JSON"),
        (Array("numbers: 1, 2".utf8), "not valid JSON"),
        (
            Array((String(repeating: "[", count: 513) + String(repeating: "]", count: 513)).utf8),
            "not valid JSON (nested more than 512 levels deep)"
        ),
        (Array(#"{"numbers": [1, 13]}"#.utf8), "not valid (13 is unlucky)"),
    ])
    func unusableContentIsMovedAsideWhole(bytes: [UInt8], damage: String) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write(bytes, to: "numbers.json")

        let read = try folder.read(TestDocuments.numbers)

        #expect(read.value == Numbers())
        #expect(
            read.repair.map(RepairFields.init)
                == RepairFields(
                    contents: "numbers", path: temporary.path(of: "numbers.json"),
                    keptAt: temporary.path(of: "numbers.json.corrupt"), damage: .unusable(damage)))
        #expect(try temporary.bytes(of: "numbers.json.corrupt") == bytes)
        #expect(try temporary.namesBesideTheLock() == ["numbers.json.corrupt"])
        // Set right once: the next read finds no file and repairs nothing.
        #expect(try folder.read(TestDocuments.numbers).repair == nil)
        #expect(try temporary.namesBesideTheLock() == ["numbers.json.corrupt"])
    }

    /// A file another program saves in place (an editor, `cat new > file`) is half written for
    /// a moment; a read then waits for the rest rather than set the user's edit aside.
    ///
    /// The read judged the half damaged: the edit went on into `numbers.json.corrupt`, and the
    /// document started again from empty.
    @Test func aFileBeingWrittenInPlaceIsReadOnceWhole() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let whole = Array(#"{"numbers": [1, 2, 3]}"#.utf8)
        let descriptor = open(
            temporary.path(of: "numbers.json"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0)
        #expect(write(descriptor, whole, 10) == 10)
        let rest = Thread {
            usleep(60_000)
            _ = whole.withUnsafeBytes { write(descriptor, $0.baseAddress! + 10, whole.count - 10) }
            close(descriptor)
        }
        rest.start()

        let read = try folder.read(TestDocuments.numbers)

        #expect(read.value == Numbers(numbers: [1, 2, 3]))
        #expect(read.repair == nil)
        #expect(try temporary.namesBesideTheLock() == ["numbers.json"])
    }

    /// A copy kept aside that is still a second name of the file itself (a kill stopped the
    /// commit it was made for) goes at the next look at the folder; a real copy stays.
    ///
    /// Before, it stayed as a `.corrupt` that an edit of the file changed too, and each later
    /// replace kept another (found by a hostile tester).
    @Test func aCopyThatIsStillTheFileItselfGoes() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        try temporary.write(#"{"numbers": [1]}"#, to: "numbers.json")
        try temporary.write(#"{"numbers": [2]}"#, to: "numbers.json.corrupt")
        #expect(
            link(temporary.path(of: "numbers.json"), temporary.path(of: "numbers.json.corrupt-2"))
                == 0)
        try temporary.write(#"{"numbers": [3]}"#, to: "numbers.json.corrupted")

        let read = try DataFolder(path: temporary.path).read(TestDocuments.numbers)

        #expect(read.value == Numbers(numbers: [1]))
        #expect(
            try temporary.namesBesideTheLock()
                == ["numbers.json", "numbers.json.corrupt", "numbers.json.corrupted"])
    }

    /// A damaged file that has been still is looked at twice, a tenth of a second apart, before
    /// it is judged; here a save lands between the two looks.
    ///
    /// A save in place that had just truncated a file showed the change time of the save
    /// before, and the file was moved aside at once, the save's rest going into the copy (a
    /// hostile tester).
    @Test func aDamagedFileIsLookedAtTwiceBeforeItIsJudged() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write(Array(#"{"numbers": [1, "#.utf8), to: "numbers.json")
        usleep(150_000)
        let path = temporary.path(of: "numbers.json")
        let save = Thread {
            usleep(30_000)
            try? Data(#"{"numbers": [1, 2, 3]}"#.utf8).write(
                to: URL(fileURLWithPath: path), options: .atomic)
        }
        save.start()

        let read = try folder.read(TestDocuments.numbers)

        #expect(read.value == Numbers(numbers: [1, 2, 3]))
        #expect(read.repair == nil)
        #expect(try temporary.namesBesideTheLock() == ["numbers.json"])
    }

    /// A damaged file that another program keeps changing, never still for a tenth of a
    /// second, stays where it is: the read says it kept changing.
    ///
    /// Before, it was judged at the bound and moved aside, and a writer's rest went into the
    /// copy (a hostile tester).
    @Test func aDamagedFileThatNeverStopsChangingStaysWhereItIs() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let path = temporary.path(of: "numbers.json")
        let half = Array(#"{"numbers": [1, "#.utf8)
        try temporary.write(half, to: "numbers.json")
        let done = Mutex(false)
        let toucher = Thread {
            while !done.withLock({ $0 }) {
                // The same bytes again: its change time moves, as a writer's would.
                let descriptor = open(path, O_WRONLY)
                _ = half.withUnsafeBytes { pwrite(descriptor, $0.baseAddress!, half.count, 0) }
                close(descriptor)
                usleep(20_000)
            }
        }
        toucher.start()
        defer { done.withLock { $0 = true } }
        #expect(
            throws: DataError.cannotRead(
                path: path, reason: "it was being changed while it was read")
        ) {
            try folder.read(TestDocuments.numbers)
        }
        done.withLock { $0 = true }
        #expect(try temporary.namesBesideTheLock() == ["numbers.json"])
    }

    /// A transaction that fails after its reads set a file right still says what they did:
    /// the closure that would have shown the repair never returned it.
    @Test func aRepairBeforeAFailureIsSaidWithIt() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write("{not json", to: "tally.json")
        try FileManager.default.createDirectory(
            atPath: temporary.path(of: "numbers.json"), withIntermediateDirectories: false)
        let tally = temporary.path(of: "tally.json")
        let numbers = temporary.path(of: "numbers.json")
        let repair = DataRepair(
            contents: "tally", path: tally, keptAt: tally + ".corrupt",
            damage: .unusable("not valid JSON"))
        #expect(
            throws: DataError.afterRepairs(
                .notAFile(path: numbers, kind: "a folder"), repairs: [repair])
        ) {
            try folder.transaction { data throws(DataError) in
                _ = try data.read(TestDocuments.tally)
                _ = try data.read(TestDocuments.numbers)
            }
        }
        #expect(
            DataError.afterRepairs(.notAFile(path: numbers, kind: "a folder"), repairs: [repair])
                .message
                == DataError.notAFile(path: numbers, kind: "a folder").message + " Before that: "
                + repair.message)
        // A transaction that repairs nothing throws its error as it is.
        #expect(throws: DataError.notAFile(path: numbers, kind: "a folder")) {
            try folder.read(TestDocuments.numbers)
        }
    }

    @Test func deeplyNestedJSONIsMovedAsideWithoutExhaustingTheStack() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let depth = 100_000
        try temporary.write(
            String(repeating: "[", count: depth) + String(repeating: "]", count: depth),
            to: "numbers.json")

        let read = try folder.read(TestDocuments.numbers)

        #expect(read.value == Numbers())
        #expect(read.repair?.keptAt == temporary.path(of: "numbers.json.corrupt"))
    }

    @Test func aFileLargerThanTheLimitIsMovedAsideOnRead() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        // Valid JSON, 64 bytes: only its size is wrong.
        let bytes = Array(#"{"numbers":[1,2,3,4,5,6,7,8,9,10,11,12,14,15,16,17,18,19,20,21]}"#.utf8)
        #expect(bytes.count == 64)
        try temporary.write(bytes, to: "numbers.json")

        let read = try folder.read(TestDocuments.numbers(sizeLimit: 63))

        #expect(read.value == Numbers())
        #expect(
            read.repair?.damage == .unusable("larger than the 63 bytes a data file may be"))
        #expect(try temporary.bytes(of: "numbers.json.corrupt") == bytes)
        #expect(try temporary.namesBesideTheLock() == ["numbers.json.corrupt"])
    }

    @Test func aFileOfExactlyTheLimitIsRead() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write(#"{"numbers":[1,2,3]}"#, to: "numbers.json")

        let read = try folder.read(TestDocuments.numbers(sizeLimit: 19))

        #expect(read.value == Numbers(numbers: [1, 2, 3]))
        #expect(read.repair == nil)
    }

    @Test func aHugeSparseFileIsMovedAsideWithoutBeingRead() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let path = temporary.path(of: "tally.json")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t(DataDocument<Tally>.defaultSizeLimit) * 1024) == 0)

        let read = try folder.read(TestDocuments.tally)

        #expect(
            read.repair?.damage == .unusable("larger than the 8 MiB a data file may be"))
        #expect(try temporary.namesBesideTheLock() == ["tally.json.corrupt"])
    }

    @Test func aValueLargerThanTheLimitIsRefusedOnWriteAndTheFileIsUnchanged() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let document = TestDocuments.numbers(sizeLimit: 40)
        try folder.transaction { data throws(DataError) in
            try data.write(Numbers(numbers: [1]), to: document)
        }
        let before = try temporary.bytes(of: "numbers.json")

        // Pretty-printed, this is 64 bytes.
        #expect(
            throws: DataError.tooLarge(
                path: temporary.path(of: "numbers.json"), bytes: 64, limit: 40)
        ) {
            try folder.transaction { data throws(DataError) in
                try data.write(Numbers(numbers: [1, 2, 3, 4, 5, 6]), to: document)
            }
        }

        #expect(try temporary.bytes(of: "numbers.json") == before)
        #expect(try temporary.namesBesideTheLock() == ["numbers.json"])
    }

    @Test func aValueTheRulesRefuseIsNotWritten() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let path = temporary.path(of: "numbers.json")
        try folder.transaction { data throws(DataError) in
            try data.write(Numbers(numbers: [1]), to: TestDocuments.numbers)
        }
        let before = try temporary.bytes(of: "numbers.json")

        #expect(throws: DataError.breaksRules(path: path, problem: "13 is unlucky")) {
            try folder.transaction { data throws(DataError) in
                try data.write(Numbers(numbers: [1, 13]), to: TestDocuments.numbers)
            }
        }
        #expect(
            throws: DataError.breaksRules(
                path: path, problem: "number -1 is negative; number -2 is negative")
        ) {
            try folder.transaction { data throws(DataError) in
                try data.write(Numbers(numbers: [-1, 5, -2]), to: TestDocuments.numbers)
            }
        }

        #expect(try temporary.bytes(of: "numbers.json") == before)
        #expect(try temporary.namesBesideTheLock() == ["numbers.json"])
    }

    @Test func aValueThatIsNotJSONIsNotWritten() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let measure = DataDocument("measure.json", contents: "measure", empty: 0.0)

        #expect(
            throws: DataError.breaksRules(
                path: temporary.path(of: "measure.json"),
                problem: "it cannot be written as JSON")
        ) {
            try folder.transaction { data throws(DataError) in
                try data.write(Double.nan, to: measure)
            }
        }
        #expect(try temporary.namesBesideTheLock().isEmpty)
    }

    @Test func droppedRecordsLeaveACopyOfTheFileAndTheRestSaved() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        // Written by hand: not the encoder's layout, so the copy must be the bytes as they were.
        let original = Array(#"{"numbers":[4,-1,2,-7]}"#.utf8)
        try temporary.write(original, to: "numbers.json")

        let read = try folder.read(TestDocuments.numbers)

        #expect(read.value == Numbers(numbers: [4, 2]))
        #expect(
            read.repair.map(RepairFields.init)
                == RepairFields(
                    contents: "numbers", path: temporary.path(of: "numbers.json"),
                    keptAt: temporary.path(of: "numbers.json.corrupt"),
                    damage: .recordsDropped(["number -1 is negative", "number -7 is negative"])))
        #expect(try temporary.bytes(of: "numbers.json.corrupt") == original)
        #expect(
            try temporary.text(of: "numbers.json") == """
                {
                  "numbers" : [
                    4,
                    2
                  ]
                }
                """)
        // The rest was saved: the next read is clean and makes no further copy.
        let again = try folder.read(TestDocuments.numbers)
        #expect(again.value == Numbers(numbers: [4, 2]))
        #expect(again.repair == nil)
        #expect(
            try temporary.namesBesideTheLock()
                == ["numbers.json", "numbers.json.corrupt"])
    }

    /// A record of an array that cannot be decoded (a course a newer version wrote, a field
    /// removed by hand) leaves the file as it is, as another version's: the read gives the
    /// good records (by the rules), the message says which records it could not read, and
    /// writes are refused.
    ///
    /// Dropped with a copy, an older version's save moved a newer one's records out of the
    /// file its user then read (a hostile tester).
    @Test func recordsThatCannotBeDecodedLeaveTheFileInPlace() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let original = Array(
            """
            [{"name": "Soup", "course": "starter"},
             {"name": "Trifle", "course": "pudding"},
             {"course": "main"},
             {"name": "Cheese", "course": "dessert"},
             {"name": "Lasagne al forno", "course": "main"},
             {"name": "Stew", "course": 2}]
            """.utf8)
        try temporary.write(original, to: "recipes.json")

        let read = try folder.read(TestDocuments.recipes)

        #expect(read.value.map(\.name) == ["Soup", "Cheese"])
        let problems = [
            #"record 2: "course" has a value that is damaged or from a newer version"#,
            #"record 3: "name" is missing"#,
            #"record 6: "course" is of the wrong kind"#,
            "Lasagne al forno: a name over 10 characters",
        ]
        let path = temporary.path(of: "recipes.json")
        #expect(
            read.repair.map(RepairFields.init)
                == RepairFields(
                    contents: "recipes", path: path, keptAt: path,
                    damage: .recordsLeftInPlace(problems, newerFields: [])))
        let message: String =
            "\(path) holds what this version of the app cannot read "
            + #"(record 2: "course" has a value that is damaged or from a newer version; "#
            + #"record 3: "name" is missing; record 6: "course" is of the wrong kind; and 1 "#
            + "more): another version of the app may have written it, or it was edited by hand. "
            + "The file is left as it is. Open it with that version, or fix it or move it away "
            + "to start again; until then, changes to your recipes are not saved."
        #expect(read.repair?.message == message)
        #expect(throws: DataError.newerFields(path: path, fields: [])) {
            try folder.update(TestDocuments.recipes) { $0.removeAll() }
        }
        #expect(try temporary.bytes(of: "recipes.json") == original)
        #expect(try temporary.namesBesideTheLock() == ["recipes.json"])
    }

    /// An array none of whose records can be decoded is most likely another version's (one that
    /// renamed a field, changed its kind or keeps ids where it kept records), and so is valid
    /// JSON of another shape: it is left as it is, and not saved over (see
    /// ``NewerFieldsTests``).
    @Test func anArrayWithNoRecordThatDecodesIsLeftInPlace() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let original = Array(#"[{"title": "Soup"}, {"title": "Stew"}]"#.utf8)
        try temporary.write(original, to: "recipes.json")

        let read = try folder.read(TestDocuments.recipes)

        #expect(read.value.isEmpty)
        let problems = [#"record 1: "name" is missing"#, #"record 2: "name" is missing"#]
        #expect(read.repair?.damage == .recordsLeftInPlace(problems, newerFields: []))
        #expect(try temporary.bytes(of: "recipes.json") == original)
        #expect(try temporary.namesBesideTheLock() == ["recipes.json"])

        // One such record among other things keeps it in place too (a number beside another
        // version's records set them all aside; found by a hostile tester).
        let mixed = Array(#"[1, {"title": "Soup"}]"#.utf8)
        try temporary.write(mixed, to: "recipes.json")
        guard case .recordsLeftInPlace = try folder.read(TestDocuments.recipes).repair?.damage
        else {
            Issue.record("not left in place")
            return
        }
        #expect(try temporary.bytes(of: "recipes.json") == mixed)
        for other in [#"{"title": "Soup"}"#, #"[1, "two"]"#, "12", "null"] {
            try temporary.write(Array(other.utf8), to: "recipes.json")
            guard case .recordsLeftInPlace = try folder.read(TestDocuments.recipes).repair?.damage
            else {
                Issue.record("\(other) not left in place")
                continue
            }
            #expect(try temporary.text(of: "recipes.json") == other)
        }
        #expect(try temporary.namesBesideTheLock() == ["recipes.json"])
    }

    @Test func laterDamageGoesToTheNextFreeNameAndNeverReplacesAnEarlierCopy() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let contents = ["first", #"{"numbers":[-1]}"#, "third", "[4"]

        for text in contents {
            try temporary.write(text, to: "numbers.json")
            _ = try folder.read(TestDocuments.numbers)
        }

        #expect(try temporary.text(of: "numbers.json.corrupt") == "first")
        #expect(try temporary.text(of: "numbers.json.corrupt-2") == #"{"numbers":[-1]}"#)
        #expect(try temporary.text(of: "numbers.json.corrupt-3") == "third")
        #expect(try temporary.text(of: "numbers.json.corrupt-4") == "[4")
        // The dropped record's file left its good rest; the last damage left nothing.
        #expect(
            try temporary.namesBesideTheLock() == [
                "numbers.json.corrupt", "numbers.json.corrupt-2", "numbers.json.corrupt-3",
                "numbers.json.corrupt-4",
            ])
    }

    @Test func aNameTakenByALinkOrAFolderIsSkippedNotReplaced() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write("outside", to: "outside.txt")
        #expect(
            symlink(temporary.path(of: "outside.txt"), temporary.path(of: "numbers.json.corrupt"))
                == 0)
        #expect(symlink("/nowhere", temporary.path(of: "numbers.json.corrupt-2")) == 0)
        #expect(mkdir(temporary.path(of: "numbers.json.corrupt-3"), 0o755) == 0)

        try temporary.write("damaged", to: "numbers.json")
        let unusable = try folder.read(TestDocuments.numbers)
        try temporary.write(#"{"numbers":[-1]}"#, to: "numbers.json")
        let dropped = try folder.read(TestDocuments.numbers)

        #expect(unusable.repair?.keptAt == temporary.path(of: "numbers.json.corrupt-4"))
        #expect(dropped.repair?.keptAt == temporary.path(of: "numbers.json.corrupt-5"))
        #expect(try temporary.text(of: "outside.txt") == "outside")
        #expect(try temporary.text(of: "numbers.json.corrupt-4") == "damaged")
        #expect(try temporary.text(of: "numbers.json.corrupt-5") == #"{"numbers":[-1]}"#)
    }
}

/// A repair's public fields, to compare with what a test expects: `DataRepair` has no public
/// initializer.
struct RepairFields: Equatable {
    var contents: String
    var path: String
    var keptAt: String
    var damage: DataRepair.Damage

    init(contents: String, path: String, keptAt: String, damage: DataRepair.Damage) {
        self.contents = contents
        self.path = path
        self.keptAt = keptAt
        self.damage = damage
    }

    init(_ repair: DataRepair) {
        self.init(
            contents: repair.contents, path: repair.path, keptAt: repair.keptAt,
            damage: repair.damage)
    }
}

/// Dropped records whose rest cannot be saved.
@Suite struct DataDamageEdgeTests {
    /// What is kept, written as this version writes it, may outgrow a file another version
    /// (or a hand) wrote smaller: the file is left as it is, its rest read, never set aside
    /// with every record in it (found by hostile testers, where another version then read an
    /// empty document and was told nothing), and no read makes a copy.
    @Test func droppedRecordsWhoseRestOutgrowsTheLimitWhenReformattedLeaveTheFileInPlace()
        throws
    {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        // 18 bytes, within the limit; the kept {"numbers":[1]}, pretty-printed, is 29 bytes.
        let document = TestDocuments.numbers(sizeLimit: 20)
        let original = Array(#"{"numbers":[1,-1]}"#.utf8)
        try temporary.write(original, to: "numbers.json")

        let read = try folder.read(document)
        #expect(read.value == Numbers(numbers: [1]))
        guard case .recordsLeftInPlace(let problems, let newer) = read.repair?.damage else {
            Issue.record("\(String(describing: read.repair))")
            return
        }
        #expect(newer.isEmpty)
        #expect(
            problems.last == "what is valid would take 29 bytes, more than the 20 bytes allowed")
        _ = try? folder.read(document)
        _ = try? folder.read(document)
        #expect(try temporary.bytes(of: "numbers.json") == original)
        #expect(try temporary.namesBesideTheLock() == ["numbers.json"])
        // A write would drop what was left: refused, the file as it was.
        #expect(throws: DataError.newerFields(path: temporary.path(of: "numbers.json"), fields: []))
        {
            try folder.update(document) { $0.numbers = [2] }
        }
        #expect(try temporary.bytes(of: "numbers.json") == original)
        // Asked before a write, the refusal is the write's: it said to open the data again,
        // which would move the file aside, and no read ever does (a hostile tester).
        #expect(
            try folder.writeRefusal(for: document)
                == DataError.newerFields(path: temporary.path(of: "numbers.json"), fields: []))
    }

    /// A write with no read before it in its transaction never replaces a damaged file: the
    /// read would have moved it aside and named it, and the write would lose it, copy and all.
    @Test(arguments: [
        (
            #"[{"name": "Soup", "course": "starter"}, {"name": "Lasagne al forno", "course": "main"}]"#,
            "partly invalid (1 record could not be used)"
        ),
        ("[{", "not valid JSON"),
    ])
    func aWriteThatReadNothingNeverReplacesADamagedFile(text: String, damage: String) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        try temporary.write(text, to: "recipes.json")
        let folder = try DataFolder(path: temporary.path)
        let path = temporary.path(of: "recipes.json")
        #expect(throws: DataError.damagedUnread(path: path, damage: damage)) {
            try folder.transaction { data throws(DataError) in
                try data.write([Recipe(name: "Pie", course: .dessert)], to: TestDocuments.recipes)
            }
        }
        #expect(try temporary.text(of: "recipes.json") == text)
        #expect(try temporary.namesBesideTheLock() == ["recipes.json"])
        // Read first, the damage is set aside and named; the write then goes through.
        let repair = try folder.transaction { data throws(DataError) in
            let read = try data.read(TestDocuments.recipes)
            try data.write(
                read.value + [Recipe(name: "Pie", course: .dessert)], to: TestDocuments.recipes)
            return read.repair
        }
        #expect(repair?.keptAt == temporary.path(of: "recipes.json.corrupt"))
        #expect(try temporary.text(of: "recipes.json.corrupt") == text)
        #expect(try folder.read(TestDocuments.recipes).value.last?.name == "Pie")
    }

    /// The same for a file larger than the document may be, and one the rules refuse whole.
    @Test func aWriteThatReadNothingNeverReplacesATooLargeOrInvalidFile() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let path = temporary.path(of: "numbers.json")
        try temporary.write(#"{"numbers":[13]}"#, to: "numbers.json")
        #expect(throws: DataError.damagedUnread(path: path, damage: "not valid (13 is unlucky)")) {
            try folder.transaction { data throws(DataError) in
                try data.write(Numbers(numbers: [1]), to: TestDocuments.numbers)
            }
        }
        let small = DataDocument(
            "long.json", contents: "numbers", empty: Numbers(), sizeLimit: 40)
        let long = #"{"numbers":["# + (1...20).map(String.init).joined(separator: ",") + "]}"
        try temporary.write(long, to: "long.json")
        #expect(
            throws: DataError.damagedUnread(
                path: temporary.path(of: "long.json"),
                damage: "larger than the 40 bytes a data file may be")
        ) {
            try folder.transaction { data throws(DataError) in
                try data.write(Numbers(numbers: [1]), to: small)
            }
        }
        #expect(try temporary.text(of: "long.json") == long)
        #expect(try temporary.text(of: "numbers.json") == #"{"numbers":[13]}"#)
        // Replacing it on purpose still replaces it.
        try folder.transaction { data throws(DataError) in
            try data.replace(TestDocuments.numbers, with: Numbers(numbers: [1]))
        }
        #expect(try folder.read(TestDocuments.numbers).value == Numbers(numbers: [1]))
    }

    /// Records that cannot be read cost only themselves up to a bound: past 10,000 of them,
    /// and ten times as many as the records read, the records after are not tried (each
    /// failure costs an error and its words; millions of them took seconds and gigabytes,
    /// under the folder's lock).
    ///
    /// With none read, or some, the file is left in place whole, as another version's.
    @Test func millionsOfRecordsThatCannotBeReadLeaveTheFileInPlace() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let good = #"{"name": "Soup", "course": "starter"}"#
        let bad = Array(repeating: "{}", count: 10_001)
        try temporary.write("[" + (bad + [good]).joined(separator: ",") + "]", to: "recipes.json")
        let flood = try folder.read(TestDocuments.recipes)
        #expect(flood.value.isEmpty)
        /// The bound, after the first three failures, which say what went wrong.
        func bound(_ first: Int) -> DataRepair.Damage {
            .recordsLeftInPlace(
                [
                    ((first..<first + 3).map { "record \($0): \"name\" is missing" }
                        + ["more than 10,000 records cannot be read"]).joined(separator: "; ")
                ], newerFields: [])
        }
        #expect(flood.repair?.damage == bound(1))
        let someRead = Array(repeating: good, count: 10) + bad
        try temporary.write("[" + someRead.joined(separator: ",") + "]", to: "recipes.json")
        let someLeft = try folder.read(TestDocuments.recipes)
        #expect(someLeft.value.isEmpty)
        #expect(someLeft.repair?.damage == bound(11))
        // One problem, not three and "1 more" (a hostile tester).
        #expect(someLeft.repair?.message.contains("more") == true)
        #expect(someLeft.repair?.message.contains("and 1 more") == false)
        #expect(try temporary.namesBesideTheLock() == ["recipes.json"])

        // Below the bound, the records read beside them are read, the file left as it is.
        let mixed = Array(repeating: "{}", count: 5_000) + Array(repeating: good, count: 600)
        try temporary.write("[" + mixed.joined(separator: ",") + "]", to: "recipes.json")
        let below = try folder.read(TestDocuments.recipes)
        #expect(below.value.count == 600)
        guard case .recordsLeftInPlace(let problems, newerFields: []) = below.repair?.damage
        else {
            Issue.record("\(String(describing: below.repair))")
            return
        }
        #expect(problems.count == 5_000)
        #expect(problems.first == #"record 1: "name" is missing"#)
    }
}
