import Foundation
import ScenicData
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
        try DataFolder(path: temporary.path).update(Self.newer) {
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
        #expect(
            DataError.newerFields(path: path, fields: ["note"]).message
                == "Not saved to \(path): it holds fields this version of the app does not know "
                + "(note), which saving would drop. The copy on disk is unchanged. Use the "
                + "newer version of the app that wrote them.")
        // The newer version still finds its note.
        #expect(try DataFolder(path: temporary.path).read(Self.newer).value[0].note == "keep me")
    }

    /// A document the user overwrites whole on purpose (a save slot) is replaced, newer
    /// fields and all, at once: `replace` keeps nothing of the old file.
    @Test func replacingADocumentDropsWhatItHeldOnPurpose() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        try DataFolder(path: temporary.path).update(Self.newer) {
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
        try older.update(Self.older) { $0.append(NoteV1(title: "next")) }
        #expect(try older.read(Self.older).value.map(\.title) == ["slot", "next"])
    }

    /// A field set to `null` holds nothing to keep, and a field retired on purpose (renamed
    /// by this version, which reads the old name) may be left out.
    @Test func aNullFieldOrARetiredOneMayBeLeftOut() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write(#"[{"title": "a", "note": null}]"#, to: "notes.json")
        try folder.update(Self.older) { $0[0].title = "A" }
        #expect(try folder.read(Self.older).value == [NoteV1(title: "A")])

        try temporary.write(#"[{"title": "a", "name": "old a"}]"#, to: "notes.json")
        #expect(throws: DataError.self) { try folder.update(Self.older) { $0[0].title = "A" } }
        let renaming = DataDocument(
            "notes.json", contents: "notes", empty: [NoteV1](), retiredFields: ["name"])
        try folder.update(renaming) { $0[0].title = "A" }
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
}
