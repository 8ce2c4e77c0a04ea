import Foundation
import ScenicData
import Testing

/// A menu: a document whose records are an array inside it, read record by record.
struct Menu: Codable, Hashable, Sendable {
    var title: String
    var recipes: [Recipe]

    init(title: String, recipes: [Recipe]) {
        self.title = title
        self.recipes = recipes
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        recipes = try container.decodeRecords(Recipe.self, forKey: .recipes)
    }

    static let document = DataDocument(
        "menu.json", contents: "menu", empty: Menu(title: "", recipes: []))
}

/// A week: a list of menus, each a list of recipes, both read record by record.
private struct Week: Codable, Hashable, Sendable {
    var menus: [Menu]

    init(menus: [Menu]) {
        self.menus = menus
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        menus = try container.decodeRecords(Menu.self, forKey: .menus)
    }
}

/// A list of records inside a document's value costs only its bad records, as a document that
/// is a list does (one bad line of a cart cost the whole cart).
@Suite struct NestedRecordsTests {
    private let original = Array(
        """
        {"title": "Sunday",
         "recipes": [{"name": "Soup", "course": "starter"},
                     {"name": "Trifle", "course": "pudding"},
                     {"course": "main"},
                     {"name": "Cheese", "course": "dessert"}]}
        """.utf8)

    /// The records that decode are read; the file is left as it is, as another version's.
    @Test func aRecordThatCannotBeDecodedLeavesTheFileInPlace() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write(original, to: "menu.json")

        let read = try folder.read(Menu.document)

        #expect(read.value.title == "Sunday")
        #expect(read.value.recipes.map(\.name) == ["Soup", "Cheese"])
        #expect(
            read.repair.map(RepairFields.init)
                == RepairFields(
                    contents: "menu", path: temporary.path(of: "menu.json"),
                    keptAt: temporary.path(of: "menu.json"),
                    damage: .recordsLeftInPlace(
                        [
                            #"record 2 of "recipes": "course" has a value that is damaged or from a newer version"#,
                            #"record 3 of "recipes": "name" is missing"#,
                        ], newerFields: [])))
        #expect(try temporary.bytes(of: "menu.json") == original)
        #expect(try temporary.namesBesideTheLock() == ["menu.json"])
    }

    /// A list of objects none of which decodes, each lacking a field, is most likely another
    /// version's (one that renamed the field), as a document that is such a list: the file is
    /// left as it is, and writes are refused until it is replaced on purpose (or moved away).
    ///
    /// A field of another kind counts as another version's too, and so does a list whose every
    /// record is no object (a version that keeps ids where it kept records).
    ///
    /// Before, a renamed field's records were dropped and the rest saved, so two versions
    /// emptied each other's lists; then a list of ids was dropped and the file saved without
    /// it (found by hostile testers).
    @Test func aListWhoseEveryRecordLacksAFieldLeavesTheFileInPlace() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let original = Array(
            #"{"title": "T", "recipes": [{"label": "Soup", "course": "starter"}]}"#.utf8)
        try temporary.write(original, to: "menu.json")

        let read = try folder.read(Menu.document)

        #expect(read.value == Menu(title: "T", recipes: []))
        #expect(
            read.repair?.damage
                == .recordsLeftInPlace(
                    [#"record 1 of "recipes": "name" is missing"#], newerFields: []))
        let soup = Recipe(name: "Soup", course: .starter)
        let path = temporary.path(of: "menu.json")
        #expect(throws: DataError.newerFields(path: path, fields: [])) {
            try folder.update(Menu.document) { $0.recipes.append(soup) }
        }
        #expect(try temporary.bytes(of: "menu.json") == original)
        try folder.transaction { data throws(DataError) in
            try data.replace(Menu.document, with: Menu(title: "T", recipes: [soup]))
        }
        #expect(try folder.read(Menu.document).value.recipes == [soup])
        #expect(try temporary.bytes(of: "menu.json.corrupt") == original)

        // A field of another kind is another version's too (a newer version changed it).
        let changed = Array(#"{"title": "T", "recipes": [{"name": "Soup", "course": 3}]}"#.utf8)
        try temporary.write(changed, to: "menu.json")
        #expect(
            try folder.read(Menu.document).repair?.damage
                == .recordsLeftInPlace(
                    [#"record 1 of "recipes": "course" is of the wrong kind"#], newerFields: []))
        #expect(try temporary.bytes(of: "menu.json") == changed)
        let ids = Array(#"{"title": "T", "recipes": [3, 4]}"#.utf8)
        try temporary.write(ids, to: "menu.json")
        #expect(
            try folder.read(Menu.document).repair?.damage
                == .recordsLeftInPlace(
                    [
                        #"record 1 of "recipes": it is of the wrong kind"#,
                        #"record 2 of "recipes": it is of the wrong kind"#,
                    ], newerFields: []))
        #expect(throws: DataError.newerFields(path: path, fields: [])) {
            try folder.update(Menu.document) { $0.recipes.append(soup) }
        }
        #expect(try temporary.bytes(of: "menu.json") == ids)
    }

    /// Bytes that are not UTF-8 inside one record cost that record, not the file; so does
    /// what no JSON writer writes inside a text (a control character left raw, a backslash
    /// before a character JSON does not escape, half of a UTF-16 pair), which was taken for
    /// another version's, the file left in place and every save refused (a hostile tester's
    /// zero byte).
    @Test(arguments: [
        ([0x00], "it holds a control character left raw in a text, which JSON escapes"),
        (Array(#"\q"#.utf8), "it holds a backslash before a character JSON does not escape"),
        (
            Array(#"\ud800"#.utf8),
            "it holds half of a UTF-16 pair (\\ud800) without the other half"
        ),
        ([0xFF], "it holds bytes that are not UTF-8"),
    ])
    func damageInATextCostsOnlyItsRecord(damage: [UInt8], said: String) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let bytes =
            Array(
                #"{"title": "T", "recipes": [{"name": "Soup", "course": "starter"}, {"name": "S"#
                    .utf8)
            + damage + Array(#"", "course": "main"}]}"#.utf8)
        try temporary.write(bytes, to: "menu.json")

        let read = try folder.read(Menu.document)

        #expect(read.value.recipes.map(\.name) == ["Soup"])
        #expect(read.repair?.damage == .recordsDropped(["record 2 of \"recipes\": \(said)"]))
        #expect(try temporary.bytes(of: "menu.json.corrupt") == bytes)
        // Saved without it: the next save is not refused.
        _ = try folder.update(Menu.document) { $0.title = "Supper" }
    }

    /// Past 100 records holding bytes that are not UTF-8 (or a text no JSON writer writes), the
    /// file is damage, moved aside whole: Foundation's reader says where each is by counting the lines before it, and
    /// 9,999 of them in 7.8 MB took 156 s under the folder's lock (a hostile tester).
    @Test(arguments: [
        (0xFF, "not UTF-8 text"),
        (0x00, "damaged (more than 100 of its records hold text no JSON writer writes)"),
    ])
    func manyRecordsWithBytesThatAreNotUTF8SetTheFileAside(byte: UInt8, said: String) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let good = Array(#"{"name": "Soup", "course": "starter"}"#.utf8)
        let bad = Array(#"{"name": "S"#.utf8) + [byte] + Array(#"", "course": "main"}"#.utf8)
        func menu(bad count: Int) -> [UInt8] {
            let records = [good] + Array(repeating: bad, count: count)
            return Array(#"{"title": "T", "recipes": ["#.utf8)
                + Array(records.joined(separator: Array(",".utf8))) + Array("]}".utf8)
        }
        try temporary.write(menu(bad: 100), to: "menu.json")
        guard case .recordsDropped(let problems) = try folder.read(Menu.document).repair?.damage
        else {
            Issue.record("not dropped")
            return
        }
        #expect(problems.count == 100)
        let many = menu(bad: 101)
        try temporary.write(many, to: "menu.json")
        let read = try folder.read(Menu.document)
        #expect(read.repair?.damage == .unusable(said))
        #expect(read.repair?.keptAt == temporary.path(of: "menu.json.corrupt-2"))
        #expect(try temporary.bytes(of: "menu.json.corrupt-2") == many)
        // A document that is a list finds such records by their bytes, never read by the JSON
        // reader: they are dropped, each a failure under the bound of 10,000.
        let list =
            Array("[".utf8)
            + Array(([good] + Array(repeating: bad, count: 101)).joined(separator: Array(",".utf8)))
            + Array("]".utf8)
        try temporary.write(list, to: "recipes.json")
        let listRead = try folder.read(TestDocuments.recipes)
        guard case .recordsDropped(let dropped) = listRead.repair?.damage else {
            Issue.record("not dropped")
            return
        }
        #expect(dropped.count == 101)
    }

    /// Bytes that are not UTF-8 outside any record left out are the file's: moved aside.
    @Test func bytesThatAreNotUTF8ElsewhereCostTheFile() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write(
            Array(#"{"title": "T"#.utf8) + [0xFF] + Array(#"", "recipes": []}"#.utf8),
            to: "menu.json")

        #expect(try folder.read(Menu.document).repair?.damage == .unusable("not UTF-8 text"))
    }

    /// A look never sets a file right: it sees one with a bad record as damaged.
    @Test func aPeekSeesAFileWithABadRecordAsDamagedAndLeavesIt() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write(original, to: "menu.json")

        #expect(folder.peek(Menu.document) == nil)
        #expect(try temporary.bytes(of: "menu.json") == original)
    }

    /// Outside a data folder's read no record is left out unsaid: the first bad one throws.
    @Test func aDecoderOfYourOwnDecodesStrictly() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Menu.self, from: Data(original))
        }
    }

    /// Lists in the records of lists: a record left out whole is said once, not with what its
    /// own list's records lacked too; a record kept says what its list lost.
    @Test func aListInsideARecordOfAListIsReadRecordByRecordToo() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let menus = """
            [{"title": "A", "recipes": [{"name": "Soup", "course": "starter"}, {"course": "main"}]},
             {"recipes": [{"course": "main"}]},
             {"title": "C", "recipes": [{"name": "Stew", "course": "main"}]}]
            """
        try temporary.write(Array(#"{"menus": \#(menus)}"#.utf8), to: "week.json")
        try temporary.write(Array(menus.utf8), to: "menus.json")

        let week = try folder.read(
            DataDocument("week.json", contents: "week", empty: Week(menus: [])))
        let list = try folder.read(DataDocument("menus.json", contents: "menus", empty: [Menu]()))

        for menus in [week.value.menus, list.value] {
            #expect(menus.map(\.title) == ["A", "C"])
            #expect(menus.map { $0.recipes.map(\.name) } == [["Soup"], ["Stew"]])
        }
        #expect(
            week.repair?.damage
                == .recordsLeftInPlace(
                    [
                        #"record 2 of "recipes" in record 1 of "menus": "name" is missing"#,
                        #"record 2 of "menus": "title" is missing"#,
                    ], newerFields: []))
        #expect(
            list.repair?.damage
                == .recordsLeftInPlace(
                    [
                        #"record 2: "title" is missing"#,
                        #"record 2 of "recipes" in record 1: "name" is missing"#,
                    ], newerFields: []))
    }

    /// A list that older files lack is nothing, not damage; one that is there is read record
    /// by record.
    @Test func aListThatMayBeMissingIsReadIfPresent() throws {
        struct Shelf: Codable, Sendable {
            var recipes: [Recipe]

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                recipes = try container.decodeRecordsIfPresent(Recipe.self, forKey: .recipes) ?? []
            }
        }
        for json in ["{}", #"{"recipes": null}"#] {
            #expect(try JSONDecoder().decode(Shelf.self, from: Data(json.utf8)).recipes.isEmpty)
        }
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        try temporary.write(
            Array(#"{"recipes": [{"name": "Soup", "course": "starter"}, {"name": 1}]}"#.utf8),
            to: "shelf.json")
        let read = try DataFolder(path: temporary.path).read(
            DataDocument(
                "shelf.json", contents: "shelf",
                empty: try JSONDecoder().decode(Shelf.self, from: Data("{}".utf8))))
        #expect(read.value.recipes.map(\.name) == ["Soup"])
        #expect(
            read.repair?.damage
                == .recordsLeftInPlace(
                    [#"record 2 of "recipes": "name" is of the wrong kind"#], newerFields: []))
    }

    /// Past 10,000 records that fail in the document's lists, all told, the records after are
    /// not tried, and the file is left in place whole, as another version's: with records read
    /// or none, in one list or in many (600 failures in each of 4,000 lists took 49 s and
    /// 1.76 GB; a hostile tester).
    @Test func anArrayOfFailuresIsLeftInPlace() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let good = #"{"name": "Soup", "course": "starter"}"#
        let failures = Array(repeating: "{}", count: 10_001).joined(separator: ",")
        try temporary.write(
            Array(#"{"title": "T", "recipes": [\#(good),\#(failures)]}"#.utf8), to: "menu.json")

        let read = try folder.read(Menu.document)

        /// The bound, after the first three failures, which say what went wrong.
        func flood(
            _ first: Int, in list: String = "\"recipes\"", _ why: String = "\"name\" is missing"
        )
            -> DataRepair.Damage
        {
            let failures = (first..<first + 3).map { "record \($0) of \(list): \(why)" }
            return .recordsLeftInPlace(
                [
                    (failures + ["more than 10,000 records of its lists cannot be read"])
                        .joined(separator: "; ")
                ], newerFields: [])
        }
        #expect(read.value == Menu.document.empty)
        #expect(read.repair?.damage == flood(2))

        let none = Array(#"{"title": "T", "recipes": [\#(failures)]}"#.utf8)
        try temporary.write(none, to: "menu.json")
        let left = try folder.read(Menu.document)
        #expect(left.value == Menu.document.empty)
        #expect(left.repair?.damage == flood(1))
        #expect(try temporary.bytes(of: "menu.json") == none)

        // Many lists, each with fewer failures than the bound.
        let menu =
            #"{"title": "M", "recipes": [\#(good),"#
            + Array(repeating: "5", count: 600)
            .joined(separator: ",") + "]}"
        let many = Array(
            ("{\"menus\": [" + Array(repeating: menu, count: 40).joined(separator: ",") + "]}").utf8
        )
        try temporary.write(many, to: "week.json")
        let week = try folder.read(
            DataDocument("week.json", contents: "week", empty: Week(menus: [])))
        #expect(week.value.menus.isEmpty)
        #expect(
            week.repair?.damage
                == flood(2, in: #""recipes" in record 1 of "menus""#, "it is of the wrong kind"))
        #expect(try temporary.bytes(of: "week.json") == many)
    }
}

/// Records holding bytes that are not UTF-8 are found by their bytes, before anything is
/// decoded, in a document that is an array (found by a hostile tester).
@Suite struct UnreadableBytesRecordTests {
    /// A file of the records' JSON, each record's text at its place, with `latin1` in any.
    private func file(_ records: [String]) -> [UInt8] {
        let joined = "[" + records.joined(separator: ",") + "]"
        // "é" in Latin-1: one byte that is not UTF-8.
        return Array(joined.utf8).flatMap { $0 == UInt8(ascii: "~") ? [0xE9] : [$0] }
    }

    private let good = #"{"name": "Soup", "course": "starter"}"#

    /// A byte in a list inside a record costs that record alone, with a copy: the whole
    /// document was set aside, the good records with it.
    @Test func aByteInAListInsideARecordCostsThatRecord() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let menus = DataDocument("menus.json", contents: "menus", empty: [Menu]())
        let bytes = file([
            #"{"title": "A", "recipes": [\#(good)]}"#,
            #"{"title": "B", "recipes": [{"name": "Caf~", "course": "main"}, \#(good)]}"#,
            #"{"title": "C", "recipes": []}"#,
        ])
        try temporary.write(bytes, to: "menus.json")
        let read = try DataFolder(path: temporary.path).read(menus)
        #expect(read.value.map(\.title) == ["A", "C"])
        #expect(
            read.repair?.damage == .recordsDropped(["record 2: it holds bytes that are not UTF-8"]))
        #expect(try temporary.bytes(of: "menus.json.corrupt") == bytes)
    }

    /// Such records count toward the bound of failures (10,000), never decoded.
    ///
    /// Whatever the decoder would have said of them: 20,000 Latin-1 records beside another
    /// version's were counted as that version's, and the file was left in place with none of
    /// its good records read. Within the bound, another version's record leaves the file as it is: past 100 such
    /// records, it was set aside whole, and the version whose record it was read nothing and
    /// was told nothing (a hostile tester).
    @Test func pastTheBoundTheFileIsSetAsideWhateverElseItHolds() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let newer = #"{"name": "Tart", "course": "pudding"}"#
        let many = file([good, newer] + Array(repeating: #"["caf~"]"#, count: 101))
        try temporary.write(many, to: "recipes.json")
        let left = try DataFolder(path: temporary.path).read(TestDocuments.recipes)
        #expect(left.value.map(\.name) == ["Soup"])
        guard case .recordsLeftInPlace(let problems, _) = left.repair?.damage else {
            Issue.record("\(String(describing: left.repair))")
            return
        }
        #expect(problems.count == 102)
        #expect(
            problems[0]
                == #"record 2: "course" has a value that is damaged or from a newer version"#)
        #expect(problems[1] == "record 3: it holds bytes that are not UTF-8")
        #expect(try temporary.bytes(of: "recipes.json") == many)

        let tooMany = file([good] + Array(repeating: #"["caf~"]"#, count: 10_001))
        try temporary.write(tooMany, to: "recipes.json")
        let read = try DataFolder(path: temporary.path).read(TestDocuments.recipes)
        #expect(read.value.isEmpty)
        #expect(read.repair?.damage == .unusable("not UTF-8 text"))
        #expect(try temporary.bytes(of: "recipes.json.corrupt") == tooMany)
    }

    /// A byte that is not UTF-8 outside a text (in a number, in a word, between fields) costs
    /// its record, as one inside a text does: the JSON reader failed the whole document on
    /// it, and every record went aside with it, another version's too (a hostile tester).
    @Test(arguments: [
        #"{"name": "Tart", "course": "main", "serves": 4~}"#,
        #"{"name": "Tart" ~, "course": "main"}"#,
        #"{"name": "Tart", "course": "main", "vegan": t~rue}"#,
        #"{"name": "Tart", "course": "main"} ~"#,
    ])
    func aByteOutsideATextCostsOnlyItsRecord(damaged: String) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let bytes = file([good, damaged, #"{"name": "Stew", "course": "main"}"#])
        try temporary.write(bytes, to: "recipes.json")
        let read = try DataFolder(path: temporary.path).read(TestDocuments.recipes)
        #expect(read.value.map(\.name) == ["Soup", "Stew"])
        #expect(
            read.repair?.damage == .recordsDropped(["record 2: it holds bytes that are not UTF-8"]))
        #expect(try temporary.bytes(of: "recipes.json.corrupt") == bytes)

        // Beside another version's record, the file stays as it is.
        let beside = file([good, damaged, #"{"name": "Tart", "course": "pudding"}"#])
        try temporary.write(beside, to: "recipes.json")
        let left = try DataFolder(path: temporary.path).read(TestDocuments.recipes)
        #expect(left.value.map(\.name) == ["Soup"])
        guard case .recordsLeftInPlace = left.repair?.damage else {
            Issue.record("\(String(describing: left.repair))")
            return
        }
        #expect(try temporary.bytes(of: "recipes.json") == beside)

        // A newer version's field in a record read is seen, though the reader could not read
        // the file's bytes whole: saving would drop it.
        let newerField = file([good, damaged, #"{"name": "Stew", "course": "main", "note": "x"}"#])
        try temporary.write(newerField, to: "recipes.json")
        let folder = try DataFolder(path: temporary.path)
        #expect(throws: DataError.self) {
            try folder.update(TestDocuments.recipes) { $0.removeAll() }
        }
        #expect(try temporary.bytes(of: "recipes.json") == newerField)
    }

    /// Bytes after the array's closing bracket cost no record; damage inside costs one.
    ///
    /// A byte order mark before the array is passed over, as the JSON reader passes it; a
    /// backslash before a character JSON does not escape is damage. Each of these set aside
    /// the whole file, or left it stuck for every version (a hostile tester); bytes after the
    /// bracket cost the last record, which held nothing wrong (a hostile tester again).
    @Test func strayBytesAroundTheArrayAndUnknownEscapesCostARecord() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let stew = #"{"name": "Stew", "course": "main"}"#
        let newer = #"{"name": "Tart", "course": "pudding"}"#
        func read(_ bytes: [UInt8]) throws -> DataRead<[Recipe]> {
            try temporary.write(bytes, to: "recipes.json")
            return try folder.read(TestDocuments.recipes)
        }
        let after = try read(file([good, stew]) + [0xFF, 0x0A])
        #expect(after.value.map(\.name) == ["Soup", "Stew"])
        #expect(after.repair?.damage == .recordsDropped(["a byte after its closing bracket"]))
        // Beside another version's record: left in place.
        let afterBeside = try read(file([good, newer, stew]) + [0xFF])
        guard case .recordsLeftInPlace = afterBeside.repair?.damage else {
            Issue.record("\(String(describing: afterBeside.repair))")
            return
        }
        let marked = try read(
            [0xEF, 0xBB, 0xBF] + file([good, #"{"name": "S~", "course": "main"}"#, newer]))
        #expect(marked.value.map(\.name) == ["Soup"])
        guard case .recordsLeftInPlace = marked.repair?.damage else {
            Issue.record("\(String(describing: marked.repair))")
            return
        }
        let escaped = try read(
            Array("[\(good), {\"name\": \"St\\éw\", \"course\": \"main\"}]".utf8))
        #expect(escaped.value.map(\.name) == ["Soup"])
        #expect(
            escaped.repair?.damage
                == .recordsDropped([
                    "record 2: it holds a backslash before a character JSON does not escape"
                ]))
    }

    /// A control character left raw in a text is what no JSON writer writes: the record is
    /// damage, dropped with a copy, where it was taken for another version's and the file
    /// left in place, every save refused (a hostile tester).
    @Test(arguments: ["\u{01}", "\n", "\u{00}", "\t", "\\\n"])
    func aRawControlCharacterInATextCostsItsRecord(character: String) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let bytes = Array("[\(good), {\"name\": \"Ta\(character)rt\", \"course\": \"main\"}]".utf8)
        try temporary.write(bytes, to: "recipes.json")
        let folder = try DataFolder(path: temporary.path)
        let read = try folder.read(TestDocuments.recipes)
        #expect(read.value.map(\.name) == ["Soup"])
        #expect(
            read.repair?.damage
                == .recordsDropped([
                    "record 2: it holds a control character left raw in a text, which JSON escapes"
                ]))
        #expect(try temporary.bytes(of: "recipes.json.corrupt") == bytes)
        _ = try folder.update(TestDocuments.recipes) {
            $0.append(Recipe(name: "Pie", course: .main))
        }
    }
}
