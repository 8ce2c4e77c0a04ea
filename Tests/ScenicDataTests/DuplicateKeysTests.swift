import Foundation
import ScenicData
import Testing

/// A key given twice in one object: the decoder reads the first, and a save would lose the
/// second, so the file is damaged (two `"items"` in a cart cost a line, unsaid).
@Suite struct DuplicateKeysTests {
    @Test(arguments: [
        (#"{"title": "A", "recipes": [], "title": "B"}"#, "title"),
        (#"{"title": "A", "recipes": [{"name": "S", "course": "main", "name": "T"}]}"#, "name"),
        (#"{"title": "A", "recipes": [], "t\u0069tle": "B"}"#, "title"),
    ])
    func aKeyGivenTwiceMovesTheFileAside(json: String, key: String) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write(Array(json.utf8), to: "menu.json")
        let document = DataDocument(
            "menu.json", contents: "menu", empty: Menu(title: "", recipes: []))

        let read = try folder.read(document)

        #expect(read.value == document.empty)
        #expect(
            read.repair?.damage
                == .unusable(#"not valid JSON ("\#(key)" is given twice in one object)"#))
        #expect(try temporary.bytes(of: "menu.json.corrupt") == Array(json.utf8))
    }

    /// In a document that is a list, a key given twice costs its record, not the file.
    ///
    /// The others are read, and beside a record that does not decode (another version's), the
    /// file stays as it is. Before, one doubled field line set every record aside (a hostile
    /// tester).
    @Test func aKeyGivenTwiceInAListCostsItsRecord() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let json = #"""
            [{"name": "Soup", "course": "starter", "name": "Broth"},
             {"name": "Stew", "course": 2},
             {"name": "Pie", "course": "main"}]
            """#
        try temporary.write(Array(json.utf8), to: "recipes.json")

        let read = try folder.read(TestDocuments.recipes)

        #expect(read.value.map(\.name) == ["Pie"])
        #expect(
            read.repair?.damage
                == .recordsLeftInPlace(
                    [
                        "record 1: it gives a key twice in one object",
                        #"record 2: "course" is of the wrong kind"#,
                    ], newerFields: []))
        #expect(try temporary.bytes(of: "recipes.json") == Array(json.utf8))

        // Alone, it is dropped with a copy, and the rest saved.
        let doubled =
            #"[{"name": "Soup", "course": "starter", "name": "Broth"}, {"name": "Pie", "course": "main"}]"#
        try temporary.write(Array(doubled.utf8), to: "recipes.json")
        let dropped = try folder.read(TestDocuments.recipes)
        #expect(dropped.value.map(\.name) == ["Pie"])
        #expect(
            dropped.repair?.damage
                == .recordsDropped(["record 1: it gives a key twice in one object"]))
    }

    /// One key in many objects, and keys, quotes and braces inside strings, are no twice.
    @Test func keysOfOtherObjectsAndTextInStringsAreNotCounted() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let json = #"""
            {"title": "a \"title\": {\"title\": 1} \\", "recipes": [
              {"name": "Soup", "course": "starter"}, {"name": "Stew", "course": "main"}]}
            """#
        try temporary.write(Array(json.utf8), to: "menu.json")
        let read = try folder.read(
            DataDocument("menu.json", contents: "menu", empty: Menu(title: "", recipes: [])))
        #expect(read.repair == nil)
        #expect(read.value.recipes.map(\.name) == ["Soup", "Stew"])
    }
}
