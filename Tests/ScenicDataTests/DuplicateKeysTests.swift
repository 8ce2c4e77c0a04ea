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

    /// In a document that is a list, a record that does not decode does not hide a key given
    /// twice in another: the file is damaged, not read record by record.
    @Test func aKeyGivenTwiceBesideABadRecordStillMovesTheFileAside() throws {
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

        #expect(read.value.isEmpty)
        #expect(
            read.repair?.damage
                == .unusable(#"not valid JSON ("name" is given twice in one object)"#))
        #expect(try temporary.bytes(of: "recipes.json.corrupt") == Array(json.utf8))
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
