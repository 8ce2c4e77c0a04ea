import Foundation
import ScenicData
import ScenicTestSupport
import Testing

/// Two versions of an app share a folder: a field the newer one added is never dropped by a
/// write of the older, which is refused instead and leaves the file as it was.
@Suite struct NewerFieldsTests {
    /// The newer version's note: its title and a note.
    struct NoteV2: DataRecord {
        var title: String
        var note: String?
    }

    /// The older version's note: a title only.
    struct NoteV1: DataRecord {
        var title: String
    }

    static let newer = DataDocument("notes.json", contents: "notes", empty: [NoteV2]())
    static let older = DataDocument("notes.json", contents: "notes", empty: [NoteV1]())

    @Test func theOlderVersionReadsButNeverSavesOverFieldsItDoesNotKnow() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        _ = try DataFolder(path: temporary.path).update(Self.newer) {
            $0 = [NoteV2(title: "a", note: "keep me"), NoteV2(title: "b", note: nil)]
        }
        let before = try temporary.bytes(of: "notes.json")
        let older = try DataFolder(path: temporary.path)
        #expect(try older.read(Self.older).value == [NoteV1(title: "a"), NoteV1(title: "b")])
        let path = temporary.path(of: "notes.json")
        #expect(throws: DataError.newerFields(path: path, fields: ["note"])) {
            try older.update(Self.older) { $0[0].title = "A" }
        }
        // A write without a read first is refused as well.
        #expect(throws: DataError.newerFields(path: path, fields: ["note"])) {
            try older.transaction { data throws(DataError) in
                try data.write([NoteV1(title: "c")], to: Self.older)
            }
        }
        #expect(try temporary.bytes(of: "notes.json") == before)
        // Said before any write is tried, for a screen that warns first.
        #expect(
            try older.writeRefusal(for: Self.older) == .newerFields(path: path, fields: ["note"]))
        #expect(try DataFolder(path: temporary.path).writeRefusal(for: Self.newer) == nil)
        // A folder in the file's place is refused by a write too (a hostile tester).
        let other = DataDocument("other.json", contents: "notes", empty: [NoteV1]())
        try FileManager.default.createDirectory(
            atPath: temporary.path(of: "other.json"), withIntermediateDirectories: true)
        #expect(
            try older.writeRefusal(for: other)
                == .notAFile(path: temporary.path(of: "other.json"), kind: "a folder"))
        #expect(
            DataError.newerFields(path: path, fields: ["note"]).message
                == "Not saved to \(path): it holds fields this version of the app does not know "
                + "(note), which saving would drop. The copy on disk is unchanged. Use the "
                + "version of the app that wrote them, or remove them from the file by hand if "
                + "none did.")
        // The newer version still finds its note.
        #expect(try DataFolder(path: temporary.path).read(Self.newer).value[0].note == "keep me")
    }

    /// The newer version's note, whose title it renamed `heading`.
    struct NoteV3: DataRecord {
        var heading: String
    }

    static let renamed = DataDocument("notes.json", contents: "notes", empty: [NoteV3]())

    /// The older version finds none of the records of a version that renamed a field: the
    /// file stays as it is, its writes are refused, and the newer version still has them all.
    ///
    /// Before, it was set aside as "not in the expected format" and the notes started again
    /// empty: the older version's next note made a new file, which the newer version then
    /// read in place of the user's (found by a stranger's ledger).
    @Test func theOlderVersionLeavesAFileOfRenamedFieldsAsItIs() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        _ = try DataFolder(path: temporary.path).update(Self.renamed) {
            $0 = [NoteV3(heading: "a"), NoteV3(heading: "b")]
        }
        let before = try temporary.bytes(of: "notes.json")
        let path = temporary.path(of: "notes.json")
        let older = try DataFolder(path: temporary.path)
        let read = try older.read(Self.older)
        #expect(read.value.isEmpty)
        let problems = [#"record 1: "title" is missing"#, #"record 2: "title" is missing"#]
        #expect(read.repair?.damage == .recordsLeftInPlace(problems, newerFields: []))
        #expect(read.repair?.keptAt == path)
        #expect(
            read.repair?.message
                == "\(path) holds what this version of the app cannot read (record 1: \"title\" "
                + "is missing; record 2: \"title\" is missing): another version of the app may "
                + "have written it, or it was edited by hand. The file is left as it is. Open it "
                + "with that version, or fix it or move it away to start again; until then, "
                + "changes to your notes are not saved.")
        let refusal = DataError.newerFields(path: path, fields: [])
        #expect(try older.writeRefusal(for: Self.older) == refusal)
        #expect(throws: refusal) { try older.update(Self.older) { $0.append(NoteV1(title: "c")) } }
        #expect(throws: refusal) {
            try older.transaction { data throws(DataError) in
                try data.write([NoteV1(title: "c")], to: Self.older)
            }
        }
        #expect(
            refusal.message
                == "Not saved to \(path): it holds what this version of the app cannot read, "
                + "which saving would drop. The copy on disk is unchanged. Use the version of the "
                + "app that wrote it, or fix it or move it away to start again.")
        #expect(try temporary.bytes(of: "notes.json") == before)
        #expect(try temporary.namesBesideTheLock() == ["notes.json"])
        #expect(try DataFolder(path: temporary.path).read(Self.renamed).value.count == 2)
        // Replaced on purpose, it is kept aside first, as a file a read left in place is.
        try older.transaction { data throws(DataError) in
            try data.replace(Self.older, with: [NoteV1(title: "slot")])
        }
        #expect(try temporary.bytes(of: "notes.json.corrupt") == before)
        #expect(try older.read(Self.older).value == [NoteV1(title: "slot")])
    }

    /// The settings of two versions, the newer one having renamed `name` to `heading`.
    struct SettingsV1: Codable, Equatable, Sendable { var name: String }
    struct SettingsV2: Codable, Equatable, Sendable { var heading: String }

    /// What else leaves another version's file in place, and what does not.
    ///
    /// Found by a hostile tester, each of which had set it aside or dropped it: a document that
    /// is an object lacking a field (renamed), rules that refuse the empty value nothing read
    /// gives; and `remove` keeps it aside first, as `replace` does. A record with bytes that are
    /// not UTF-8 beside them does not set it aside either: set aside, the newer version found
    /// its records gone and was told nothing (another hostile tester). It drops that record.
    @Test func anotherVersionsFileStaysWhateverElseIsTrue() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let path = temporary.path(of: "notes.json")
        let renamed = #"{"heading": "Mine"}"#
        try temporary.write(renamed, to: "notes.json")
        let settings = DataDocument("notes.json", contents: "settings", empty: SettingsV1(name: ""))
        let read = try folder.read(settings)
        #expect(
            read.repair?.damage == .recordsLeftInPlace([#""name" is missing"#], newerFields: []))
        #expect(throws: DataError.newerFields(path: path, fields: [])) {
            try folder.update(settings) { $0.name = "x" }
        }
        #expect(try temporary.text(of: "notes.json") == renamed)
        let newer = DataDocument("notes.json", contents: "settings", empty: SettingsV2(heading: ""))
        #expect(try folder.read(newer).value == SettingsV2(heading: "Mine"))

        let notEmpty = DataDocument(
            "notes.json", contents: "notes", empty: [NoteV1](),
            rules: { $0.isEmpty ? .invalid("no notes") : .valid })
        let notes = Array(#"[{"heading": "a"}, {"heading": "b\#u{FF}"}]"#.utf8)
        // The byte after "b" as it is: not UTF-8.
        try temporary.write(
            notes.map { $0 == 0xC3 ? 0xFF : $0 }.filter { $0 != 0xBF }, to: "notes.json")
        let bytes = try temporary.bytes(of: "notes.json")
        #expect(String(validating: bytes, as: UTF8.self) == nil)
        let leftInPlace = try folder.read(notEmpty).repair?.damage
        #expect(
            leftInPlace
                == .recordsLeftInPlace(
                    [
                        #"record 1: "title" is missing"#,
                        "record 2: it holds bytes that are not UTF-8",
                    ], newerFields: []))
        #expect(try temporary.namesBesideTheLock() == ["notes.json"])
        #expect(try temporary.bytes(of: "notes.json") == bytes)
        let headings = DataDocument(
            "notes.json", contents: "notes", empty: [SettingsV2]())
        let read2 = try folder.read(headings)
        #expect(read2.value == [SettingsV2(heading: "a")])
        #expect(
            read2.repair?.damage == .recordsDropped(["record 2: it holds bytes that are not UTF-8"])
        )
        #expect(try temporary.bytes(of: "notes.json.corrupt") == bytes)

        let renamedNotes = Array(#"[{"heading": "a"}]"#.utf8)
        try temporary.write(renamedNotes, to: "notes.json")
        guard case .recordsLeftInPlace = try folder.read(notEmpty).repair?.damage else {
            Issue.record("not left in place")
            return
        }
        try folder.transaction { data throws(DataError) in try data.remove(Self.older) }
        #expect(
            try temporary.namesBesideTheLock() == ["notes.json.corrupt", "notes.json.corrupt-2"])
        #expect(try temporary.bytes(of: "notes.json.corrupt-2") == renamedNotes)
    }

    /// The settings of a version that keeps a size, and of one that made it a word and added a
    /// case to the sort.
    struct SizedV1: Codable, Equatable, Sendable {
        enum Sort: String, Codable, Sendable { case name, date }
        var size: Int
        var sort: Sort
        var note: String
    }

    /// An object document failing on a field of another kind, null, a case this version does
    /// not know or a number it cannot hold is left in place, as one lacking a field is: it was
    /// set aside as "not in the expected format", and the older version's next save began the
    /// file the newer one read from then on (a settings field's changed kind forked it).
    @Test(arguments: [
        (#"{"size": "large", "sort": "name", "note": ""}"#, #""size" is of the wrong kind"#),
        (#"{"size": null, "sort": "name", "note": ""}"#, #""size" is null"#),
        (
            #"{"size": 1, "sort": "rating", "note": ""}"#,
            #""sort" has a value that is damaged or from a newer version"#
        ),
        (
            #"{"size": 1.5, "sort": "name", "note": ""}"#,
            "a value in it is damaged or from a newer version"
        ),
        (
            #"{"size": 1e30, "sort": "name", "note": ""}"#,
            "a value in it is damaged or from a newer version"
        ),
        (#"{"size": 1, "sort": "name", "note": {"text": "a"}}"#, #""note" is of the wrong kind"#),
    ])
    func anObjectFailingOnAFieldIsLeftAsItIs(text: String, problem: String) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write(text, to: "settings.json")
        let settings = DataDocument(
            "settings.json", contents: "settings",
            empty: SizedV1(size: 0, sort: .name, note: ""))

        let read = try folder.read(settings)

        #expect(read.value == settings.empty)
        #expect(read.repair?.damage == .recordsLeftInPlace([problem], newerFields: []))
        #expect(
            throws: DataError.newerFields(path: temporary.path(of: "settings.json"), fields: [])
        ) {
            try folder.update(settings) { $0.size = 2 }
        }
        #expect(try temporary.text(of: "settings.json") == text)
        #expect(try temporary.namesBesideTheLock() == ["settings.json"])
    }

    /// Settings that say which format they are in, and refuse a newer one in `init(from:)`.
    struct Versioned: Codable, Equatable, Sendable {
        struct TooNew: Error { var format: Int }
        var format = 1
        var theme = ""

        init() {}

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            format = try container.decode(Int.self, forKey: .format)
            guard format <= 1 else { throw TooNew(format: format) }
            theme = try container.decode(String.self, forKey: .theme)
        }
    }

    /// Valid JSON this version cannot decode is left in place whatever failed: an app's own
    /// refusal of a newer format (it was set aside, and the older version's next save began
    /// the file the newer one then read; a hostile tester), a value of another shape
    /// altogether, a dictionary with a value of another kind.
    @Test func validJSONThisVersionCannotDecodeIsLeftAsItIs() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let settings = DataDocument("settings.json", contents: "settings", empty: Versioned())
        let path = temporary.path(of: "settings.json")
        let cases = [
            (
                #"{"format": 2, "theme": "dark", "accent": "teal"}"#,
                "the app refused it: TooNew(format: 2)"
            ),
            ("[1, 2]", "it is of the wrong kind"),
            ("null", "it is null"),
        ]
        for (text, problem) in cases {
            try temporary.write(text, to: "settings.json")
            let read = try folder.read(settings)
            #expect(read.value == Versioned())
            #expect(read.repair?.damage == .recordsLeftInPlace([problem], newerFields: []))
            #expect(throws: DataError.newerFields(path: path, fields: [])) {
                try folder.update(settings) { $0.theme = "plain" }
            }
            #expect(try temporary.text(of: "settings.json") == text)
        }
        let counts = DataDocument("counts.json", contents: "counts", empty: [String: Int]())
        try temporary.write(#"{"a": 1, "b": 1.5}"#, to: "counts.json")
        #expect(
            try folder.read(counts).repair?.damage
                == .recordsLeftInPlace(
                    ["a value in it is damaged or from a newer version"], newerFields: []))
        #expect(try temporary.namesBesideTheLock() == ["counts.json", "settings.json"])
    }

    /// A record with a number its type cannot hold (`1.5` for an `Int`) is another version's
    /// too: it was taken for bytes that are not UTF-8 and dropped with a copy, and the older
    /// version's save moved the newer one's record out of the file (a hostile tester).
    @Test func aRecordWithANumberItsTypeCannotHoldLeavesTheFileInPlace() throws {
        struct Counted: Codable, Equatable, Sendable { var id: Int }
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let text = #"[{"id": 1.5}, {"id": 2}]"#
        try temporary.write(text, to: "counted.json")
        let folder = try DataFolder(path: temporary.path)
        let document = DataDocument("counted.json", contents: "counts", empty: [Counted]())
        let read = try folder.read(document)
        #expect(read.value == [Counted(id: 2)])
        #expect(
            read.repair?.damage
                == .recordsLeftInPlace(
                    ["record 1: a value in it is damaged or from a newer version"],
                    newerFields: []))
        #expect(throws: DataError.newerFields(path: temporary.path(of: "counted.json"), fields: []))
        {
            try folder.update(document) { $0.append(Counted(id: 3)) }
        }
        #expect(try temporary.text(of: "counted.json") == text)
    }

    /// A write after a replace or a remove of the same file, in one transaction, keeps the
    /// copy they keep: it overwrote another version's file with none (a hostile tester).
    @Test func aWriteAfterAReplaceKeepsTheCopyTheReplaceKept() throws {
        for removes in [false, true] {
            let temporary = try TemporaryFolder()
            defer { temporary.remove() }
            _ = try DataFolder(path: temporary.path).update(Self.renamed) {
                $0 = [NoteV3(heading: "a")]
            }
            let before = try temporary.bytes(of: "notes.json")
            try DataFolder(path: temporary.path).transaction { data throws(DataError) in
                if removes {
                    try data.remove(Self.older)
                } else {
                    try data.replace(Self.older, with: [NoteV1(title: "slot")])
                }
                try data.write([NoteV1(title: "after")], to: Self.older)
            }
            #expect(try temporary.bytes(of: "notes.json.corrupt") == before, "\(removes)")
            #expect(
                try DataFolder(path: temporary.path).read(Self.older).value.map(\.title) == [
                    "after"
                ])
        }
    }

    /// A document the user overwrites whole on purpose (a save slot) is replaced, newer
    /// fields and all, at once: `replace` keeps nothing of the old file.
    @Test func replacingADocumentDropsWhatItHeldOnPurpose() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        _ = try DataFolder(path: temporary.path).update(Self.newer) {
            $0 = [NoteV2(title: "a", note: "from the newer version")]
        }
        let older = try DataFolder(path: temporary.path)
        try older.transaction { data throws(DataError) in
            try data.replace(Self.older, with: [NoteV1(title: "slot")])
        }
        #expect(
            try temporary.bytes(of: "notes.json")
                == Array("[\n  {\n    \"title\" : \"slot\"\n  }\n]".utf8))
        // And a plain write afterwards has nothing to refuse.
        _ = try older.update(Self.older) { $0.append(NoteV1(title: "next")) }
        #expect(try older.read(Self.older).value.map(\.title) == ["slot", "next"])
    }

    /// A field set to `null` holds nothing to keep, and a field retired on purpose (renamed
    /// by this version, which reads the old name) may be left out.
    @Test func aNullFieldOrARetiredOneMayBeLeftOut() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write(#"[{"title": "a", "note": null}]"#, to: "notes.json")
        _ = try folder.update(Self.older) { $0[0].title = "A" }
        #expect(try folder.read(Self.older).value == [NoteV1(title: "A")])

        try temporary.write(#"[{"title": "a", "name": "old a"}]"#, to: "notes.json")
        #expect(throws: DataError.self) { try folder.update(Self.older) { $0[0].title = "A" } }
        let renaming = DataDocument(
            "notes.json", contents: "notes", empty: [NoteV1](), retiredFields: ["name"])
        _ = try folder.update(renaming) { $0[0].title = "A" }
        #expect(try temporary.text(of: "notes.json").contains("name") == false)
    }

    /// A field added deep inside a document is found as well.
    @Test func aNestedFieldIsKeptToo() throws {
        struct Settings: Codable, Sendable, Equatable {
            struct Display: Codable, Sendable, Equatable { var width = 80 }
            var display = Display()
        }
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        try temporary.write(#"{"display": {"width": 60, "theme": "dark"}}"#, to: "settings.json")
        let document = DataDocument("settings.json", contents: "settings", empty: Settings())
        let path = temporary.path(of: "settings.json")
        #expect(throws: DataError.newerFields(path: path, fields: ["theme"])) {
            try DataFolder(path: temporary.path).update(document) { $0.display.width = 40 }
        }
    }

    /// The decoder reads numbers and strings that `JSONSerialization` refuses (`1e400`, a lone
    /// surrogate) in fields this version skips: the check of fields reads them alike, so such
    /// a file's newer fields are still never dropped.
    @Test(arguments: [#""big": 1e400"#, #""s": "\ud800""#])
    func newerFieldsAreFoundWhateverTheirValues(field: String) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        try temporary.write(#"[{"title": "a", "note": "N", "# + field + "}]", to: "notes.json")
        let before = try temporary.bytes(of: "notes.json")
        let folder = try DataFolder(path: temporary.path)
        #expect(try folder.read(Self.older).value == [NoteV1(title: "a")])
        #expect(throws: DataError.self) {
            try folder.update(Self.older) { $0.append(NoteV1(title: "b")) }
        }
        #expect(try temporary.bytes(of: "notes.json") == before)
    }

    /// A field retired from the records is left out where it was retired, not a field of the
    /// same name deeper in, which a newer version may have added.
    @Test func aRetiredFieldIsRetiredOnlyWhereItWas() throws {
        struct Part: Codable, Hashable, Sendable { var name: String }
        struct Shelf: DataRecord {
            var name: String
            var parts: [Part]
        }
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let document = DataDocument(
            "shelves.json", contents: "shelves", empty: [Shelf](), retiredFields: ["label"])
        let folder = try DataFolder(path: temporary.path)
        try temporary.write(
            #"[{"name": "a", "label": "retired", "parts": [{"name": "p"}]}]"#, to: "shelves.json")
        _ = try folder.update(document) { $0[0].name = "A" }
        try temporary.write(
            #"[{"name": "a", "parts": [{"name": "p", "label": "newer"}]}]"#, to: "shelves.json")
        #expect(
            throws: DataError.newerFields(
                path: temporary.path(of: "shelves.json"), fields: ["label"])
        ) {
            try folder.update(document) { $0[0].name = "A" }
        }
    }

    /// A field retired from the records of a document that wraps them, or keeps them by key,
    /// is retired there too: such a document's records are one level in.
    @Test func aRetiredFieldOfWrappedOrKeyedRecordsIsRetired() throws {
        struct Wrapped: Codable, Sendable, Equatable { var items: [NoteV1] }
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let wrapped = DataDocument(
            "wrapped.json", contents: "notes", empty: Wrapped(items: []), retiredFields: ["old"])
        try temporary.write(#"{"items": [{"title": "a", "old": "x"}]}"#, to: "wrapped.json")
        _ = try folder.update(wrapped) { $0.items[0].title = "A" }
        let keyed = DataDocument(
            "keyed.json", contents: "notes", empty: [String: NoteV1](), retiredFields: ["old"])
        try temporary.write(#"{"k": {"title": "a", "old": "x"}}"#, to: "keyed.json")
        _ = try folder.update(keyed) { $0["k"]?.title = "A" }
        #expect(try folder.read(keyed).value == ["k": NoteV1(title: "A")])
    }

    /// A value need not keep a file's records one for one (a set merges two equal ones): each
    /// record is compared with all the value writes, so a newer field is found wherever it is.
    @Test func aNewerFieldIsFoundWhateverTheValueKeepsOfTheRecords() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let document = DataDocument("notes.json", contents: "notes", empty: Set<NoteV1>())
        try temporary.write(
            #"[{"title": "a"}, {"title": "a", "note": "only here, newer"}]"#, to: "notes.json")
        let before = try temporary.bytes(of: "notes.json")
        let folder = try DataFolder(path: temporary.path)
        #expect(
            throws: DataError.newerFields(path: temporary.path(of: "notes.json"), fields: ["note"])
        ) {
            try folder.update(document) { $0.insert(NoteV1(title: "b")) }
        }
        #expect(try temporary.bytes(of: "notes.json") == before)
    }

    /// A newer version's recipes: a course this version cannot read (record 2) beside a
    /// field it does not know (`serves`, in record 3), as that version may well write both.
    static let mixed = #"""
        [{"name": "soup", "course": "starter"}, {"name": "tart", "course": "side"},
         {"name": "stew", "course": "main", "serves": 4}]
        """#

    /// Dropping the record it cannot read and saving the rest would drop the field of the
    /// records it can: the file is left as it is, nothing is copied, and writes are refused.
    @Test func aRecordThatCannotBeReadNeverCostsTheNewerFieldsOfTheOthers() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        try temporary.write(Self.mixed, to: "recipes.json")
        let before = try temporary.bytes(of: "recipes.json")
        let path = temporary.path(of: "recipes.json")
        let older = try DataFolder(path: temporary.path)

        let read = try older.read(TestDocuments.recipes)
        #expect(read.value.map(\.name) == ["soup", "stew"])
        let problem = #"record 2: "course" has a value that is damaged or from a newer version"#
        #expect(read.repair?.damage == .recordsLeftInPlace([problem], newerFields: ["serves"]))
        #expect(read.repair?.keptAt == path)
        let message: String =
            "\(path) has 1 record that could not be used (\(problem)), left out for now. "
            + "The file is left as it is: it also holds fields a newer "
            + "version of the app added (serves), which saving without those records would "
            + "drop. Open it with that version, or fix the records by hand; until then, "
            + "changes to your recipes are not saved."
        #expect(read.repair?.message == message)
        // Refused in the transaction that read it as in any other: the read set nothing right.
        #expect(throws: DataError.newerFields(path: path, fields: ["serves"])) {
            try older.update(TestDocuments.recipes) {
                $0.append(Recipe(name: "pie", course: .dessert))
            }
        }
        // A write without a read first is refused as well.
        #expect(throws: DataError.newerFields(path: path, fields: ["serves"])) {
            try older.transaction { data throws(DataError) in
                try data.write([Recipe(name: "pie", course: .dessert)], to: TestDocuments.recipes)
            }
        }
        #expect(try temporary.bytes(of: "recipes.json") == before)
        #expect(try temporary.namesBesideTheLock() == ["recipes.json"])
    }

    /// Replacing on purpose a file a read left in place (forgetting everything) keeps a copy
    /// of it first: the records this version could not use were never shown.
    @Test func replacingAFileLeftInPlaceKeepsACopyOfIt() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        try temporary.write(Self.mixed, to: "recipes.json")
        let folder = try DataFolder(path: temporary.path)
        try folder.transaction { data throws(DataError) in
            _ = try data.read(TestDocuments.recipes)
            try data.replace(TestDocuments.recipes, with: [])
        }
        #expect(try folder.read(TestDocuments.recipes).value.isEmpty)
        #expect(try temporary.text(of: "recipes.json.corrupt") == Self.mixed)
    }

    /// A replace or a remove says where it keeps the file, so the app can tell the user where
    /// their other version's data went (a stranger's save slot said "Saved" over another
    /// version's game, and nothing named the copy); a transaction that does not end keeps
    /// none, and a whole file is kept by no one.
    @Test func aReplaceOrARemoveSaysWhereItKeepsTheFile() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        try temporary.write(Self.mixed, to: "recipes.json")
        let folder = try DataFolder(path: temporary.path)
        struct Stop: Error {}
        let stopped = Result { () throws(DataError) in
            try folder.transaction { data throws(DataError) in
                #expect(
                    try data.replace(TestDocuments.recipes, with: [])
                        == temporary.path(of: "recipes.json.corrupt"))
                data.discardChanges()
            }
        }
        #expect((try? stopped.get()) != nil)
        #expect(try temporary.namesBesideTheLock() == ["recipes.json"])
        let kept = try folder.transaction { data throws(DataError) in
            try data.replace(TestDocuments.recipes, with: [])
        }
        #expect(kept == temporary.path(of: "recipes.json.corrupt"))
        #expect(try temporary.text(of: "recipes.json.corrupt") == Self.mixed)
        // A whole file is kept by no one; a later write in the transaction keeps the copy.
        #expect(
            try folder.transaction { data throws(DataError) in
                try data.replace(TestDocuments.recipes, with: [])
            } == nil)
        try temporary.write(Self.mixed, to: "recipes.json")
        let removed = try folder.transaction { data throws(DataError) in
            let copy = try data.remove(TestDocuments.recipes)
            try data.write([Recipe(name: "Pie", course: .dessert)], to: TestDocuments.recipes)
            return copy
        }
        #expect(removed == temporary.path(of: "recipes.json.corrupt-2"))
        #expect(try temporary.text(of: "recipes.json.corrupt-2") == Self.mixed)
        #expect(try folder.read(TestDocuments.recipes).value.map(\.name) == ["Pie"])
    }

    /// The same when the file was read in an earlier transaction (a screen showed it, a later
    /// key cleared it): what a read would leave in place or set aside is moved aside first.
    @Test func replacingInALaterTransactionMovesWhatWasLeftInPlaceAsideFirst() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        try temporary.write(Self.mixed, to: "recipes.json")
        let folder = try DataFolder(path: temporary.path)
        #expect(try folder.read(TestDocuments.recipes).value.count == 2)
        try folder.transaction { data throws(DataError) in
            try data.replace(TestDocuments.recipes, with: [])
        }
        #expect(try folder.read(TestDocuments.recipes).value.isEmpty)
        #expect(try temporary.text(of: "recipes.json.corrupt") == Self.mixed)
        // A damaged file replaced without a read is moved aside too; a whole one is not.
        try temporary.write("[{", to: "recipes.json")
        try folder.transaction { data throws(DataError) in
            try data.replace(TestDocuments.recipes, with: [])
        }
        #expect(try temporary.text(of: "recipes.json.corrupt-2") == "[{")
        try folder.transaction { data throws(DataError) in
            try data.replace(TestDocuments.recipes, with: [Recipe(name: "Pie", course: .dessert)])
        }
        #expect(try temporary.namesBesideTheLock().count == 3)
    }

    /// A save refused over such a file, then an overwrite the user chose (the usual "overwrite
    /// anyway?"), keeps a copy too: the refusal forgets nothing of what the read found.
    @Test func aReplaceAfterARefusedWriteStillKeepsWhatWasLeftInPlace() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        try temporary.write(Self.mixed, to: "recipes.json")
        let folder = try DataFolder(path: temporary.path)
        let pie = Recipe(name: "Pie", course: .dessert)
        let path = temporary.path(of: "recipes.json")
        for readsFirst in [true, false] {
            try folder.transaction { data throws(DataError) in
                if readsFirst { _ = try data.read(TestDocuments.recipes) }
                let refused = Result { () throws(DataError) in
                    try data.write([pie], to: TestDocuments.recipes)
                }
                #expect(throws: DataError.newerFields(path: path, fields: ["serves"])) {
                    try refused.get()
                }
                try data.replace(TestDocuments.recipes, with: [pie])
            }
            let copy = readsFirst ? "recipes.json.corrupt" : "recipes.json.corrupt-2"
            #expect(try temporary.text(of: copy) == Self.mixed)
            try temporary.write(Self.mixed, to: "recipes.json")
        }
    }

    /// Two documents on one file: one read by lenient rules does not spare the copy that a
    /// replace through strict ones owes what those rules would drop.
    @Test func aReplaceByStricterRulesThanTheReadsKeepsACopy() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let lenient = DataDocument("recipes.json", contents: "recipes", empty: [Recipe]())
        let text = #"[{"name": "a very long name", "course": "main"}]"#
        try temporary.write(text, to: "recipes.json")
        try DataFolder(path: temporary.path).transaction { data throws(DataError) in
            _ = try data.read(lenient)
            try data.replace(TestDocuments.recipes, with: [])
        }
        #expect(try temporary.text(of: "recipes.json.corrupt") == text)
    }

    /// The same when the rules drop a record: the others' newer fields stay in the file.
    @Test func aRecordTheRulesDropNeverCostsTheNewerFieldsOfTheOthers() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        try temporary.write(
            #"[{"name": "a very long name", "course": "main"}, "#
                + #"{"name": "soup", "course": "starter", "serves": 4}]"#, to: "recipes.json")
        let before = try temporary.bytes(of: "recipes.json")
        let read = try DataFolder(path: temporary.path).read(TestDocuments.recipes)
        #expect(read.value.map(\.name) == ["soup"])
        #expect(
            read.repair?.damage
                == .recordsLeftInPlace(
                    ["a very long name: a name over 10 characters"], newerFields: ["serves"]))
        #expect(try temporary.bytes(of: "recipes.json") == before)
        #expect(try temporary.namesBesideTheLock() == ["recipes.json"])
    }

    /// Without newer fields, the record that cannot be read leaves the file in place all the
    /// same: dropped with a copy, an older version's save moved a newer one's records out of
    /// its file (a hostile tester).
    @Test func withoutNewerFieldsTheFileIsLeftInPlaceToo() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let text = Self.mixed.replacingOccurrences(of: #", "serves": 4"#, with: "")
        try temporary.write(text, to: "recipes.json")
        let folder = try DataFolder(path: temporary.path)
        let read = try folder.read(TestDocuments.recipes)
        let path = temporary.path(of: "recipes.json")
        #expect(read.repair?.keptAt == path)
        #expect(read.value.map(\.name) == ["soup", "stew"])
        #expect(throws: DataError.newerFields(path: path, fields: [])) {
            try folder.update(TestDocuments.recipes) { $0.removeAll() }
        }
        #expect(try temporary.text(of: "recipes.json") == text)
        #expect(try temporary.namesBesideTheLock() == ["recipes.json"])
    }

    @Test func theReadmeSaysTheFileIsLeftAsItIs() throws {
        let section = try Readme().section("### Data files")
        #expect(
            section.text.contains(
                "**Valid JSON that this version cannot decode is\n    always left in place**"))
        #expect(section.text.contains("`DataRepair.Damage.recordsLeftInPlace`"))
        #expect(
            section.text.contains(
                "A record\n    that does not decode (a case a newer version wrote, a field removed by "
                    + "hand) leaves the\n    file in place"))
        #expect(
            section.text.contains(
                "Past 10,000 records that do not\n    decode in one document, in its array and the "
                    + "lists inside it all told"))
        #expect(
            section.text.contains(
                "it is refused with\n    `DataError.damagedUnread` (\"the file there is not valid JSON"
            ))
        #expect(
            section.text.contains(
                "leave in place (damaged, or holding records this version cannot use) is kept "
                    + "aside first"))
    }
}
