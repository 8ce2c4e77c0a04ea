import Foundation
import Testing

@testable import ScenicData

/// Damage to an array document's structure costs the records it is in, not the file.
///
/// Bytes after the closing bracket, an end cut off, a bracket or a quote damaged, half of a
/// UTF-16 pair. Each of these set the whole file aside, every good record out of view (found by a
/// hostile tester, whose 150 damaged bytes left 23 copies to merge by hand).
@Suite struct StructureDamageTests {
    /// Twenty recipes, saved as Scenic saves them (indented, a record over several lines).
    private static let recipes = (1...20).map {
        // Texts that look like structure: one whose backslash damaged makes its `"}` a
        // record's end (a hostile tester's record read cut short), one that opens brackets.
        Recipe(
            name: $0 == 4 ? #"p"},{"a"# : $0 == 6 ? "{x, [y" : "Dish \($0)",
            course: $0.isMultiple(of: 2) ? .main : .starter)
    }

    /// A folder holding ``recipes`` as saved, and the file's bytes.
    private func saved() throws -> (TemporaryFolder, DataFolder, [UInt8]) {
        let temporary = try TemporaryFolder()
        let folder = try DataFolder(path: temporary.path)
        try folder.transaction { data throws(DataError) in
            try data.write(Self.recipes, to: TestDocuments.recipes)
        }
        return (temporary, folder, try temporary.bytes(of: "recipes.json"))
    }

    /// The recipes a read of `bytes` keeps, and its repair.
    private func read(_ bytes: [UInt8], in temporary: TemporaryFolder, _ folder: DataFolder)
        throws -> DataRead<[Recipe]>
    {
        try temporary.write(bytes, to: "recipes.json")
        return try folder.read(TestDocuments.recipes)
    }

    @Test(arguments: [
        ([0, 0, 0], "3 bytes"), (Array("garbage\n".utf8), "7 bytes"), (Array("]".utf8), "a byte"),
        (Array("[]".utf8), "2 bytes"), ([0xFF], "a byte"),
    ])
    func bytesAfterTheClosingBracketCostNoRecord(extra: [UInt8], said: String) throws {
        let (temporary, folder, bytes) = try saved()
        defer { temporary.remove() }
        let read = try read(bytes + extra, in: temporary, folder)
        #expect(read.value == Self.recipes)
        #expect(
            read.repair?.message
                == "\(temporary.path)/recipes.json had \(said) after its closing bracket, left out; "
                + "everything else in your recipes is kept. The file as it was is at "
                + "\(temporary.path)/recipes.json.corrupt.")
        // Saved without them, the copy holding them.
        #expect(try temporary.bytes(of: "recipes.json") == bytes)
        #expect(try temporary.bytes(of: "recipes.json.corrupt") == bytes + extra)
    }

    /// Cut at any length, the file keeps every record whole before the cut (none set aside
    /// unless the cut is inside the first).
    @Test func aFileCutShortKeepsTheRecordsBeforeTheCut() throws {
        let (temporary, folder, bytes) = try saved()
        defer { temporary.remove() }
        // Where each record ends: its closing brace at the start of a line, indented.
        let text = String(decoding: bytes, as: UTF8.self)
        var ends: [Int] = []
        var search = text.startIndex
        while let found = text.range(of: "\n  }", range: search..<text.endIndex) {
            ends.append(text.utf8.distance(from: text.startIndex, to: found.upperBound))
            search = found.upperBound
        }
        #expect(ends.count == 20)
        // Each length read as a read judges the bytes (see the test below), but for one.
        for length in 1..<bytes.count - 1 {
            let decoded = TestDocuments.recipes.decodedRecordByRecord(Data(bytes.prefix(length)))
            let kept = decoded?.value ?? []
            let whole = ends.filter { $0 <= length }.count
            #expect(kept.count >= whole, "cut at \(length)")
            #expect(
                Array(kept.prefix(whole)) == Array(Self.recipes.prefix(whole)), "cut at \(length)")
            if whole > 0 {
                let problems = decoded?.problems ?? []
                #expect(
                    problems.contains { $0.hasSuffix("the file ends inside it") }
                        || problems.contains("its end cut off (no closing bracket)"),
                    "cut at \(length): \(problems)")
            }
        }
        // Cut inside the ninth record: it goes, the eight before stay, said so.
        let cut = try read(Array(bytes.prefix(ends[8] - 3)), in: temporary, folder)
        #expect(cut.value == Array(Self.recipes.prefix(8)))
        #expect(
            cut.repair?.damage == .recordsDropped(["record 9: the file ends inside it"]))
    }

    /// How one byte of a file is damaged.
    enum ByteDamage: CaseIterable {
        case notUTF8, quote, letter, lineBreak, deleted, doubled, brace, closingBrace,
            bracket, closingBracket

        func apply(at position: Int, to bytes: [UInt8]) -> [UInt8] {
            var damaged = bytes
            switch self {
            case .notUTF8: damaged[position] = 0xFF
            case .quote: damaged[position] = UInt8(ascii: "\"")
            case .letter: damaged[position] = UInt8(ascii: "x")
            case .brace: damaged[position] = UInt8(ascii: "{")
            case .closingBrace: damaged[position] = UInt8(ascii: "}")
            case .bracket: damaged[position] = UInt8(ascii: "[")
            case .closingBracket: damaged[position] = UInt8(ascii: "]")
            case .lineBreak: damaged[position] = 0x0A
            case .deleted: damaged.remove(at: position)
            case .doubled: damaged.insert(bytes[position], at: position)
            }
            return damaged
        }
    }

    /// The recipes as files are laid out by lines: indented as Scenic writes them, with tabs
    /// (an editor's), and a record a line.
    private static func layouts() throws -> [(name: String, bytes: [UInt8])] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let indented = String(decoding: try encoder.encode(recipes), as: UTF8.self)
        let lines = try recipes.map {
            String(decoding: try JSONEncoder().encode($0), as: UTF8.self)
        }
        return [
            ("indented", Array(indented.utf8)),
            ("tabs", Array(indented.replacingOccurrences(of: "\n  ", with: "\n\t").utf8)),
            ("a record a line", Array(("[\n" + lines.joined(separator: ",\n") + "\n]\n").utf8)),
        ]
    }

    /// One byte damaged anywhere in a file laid out by lines, in any way (not UTF-8, a quote,
    /// a letter, a line break, deleted, doubled, a brace), costs at most the record it is in,
    /// and the repair counts every record it leaves out; but for the opening bracket's line,
    /// without which no record can be found.
    ///
    /// A sample of 300 damaged bytes a layout, from a seed the failure names; every byte of
    /// every layout in every way was tried once (19,646 files), with the same result; a brace
    /// in a file of a record a line may join two records, and is left out there.
    /// Before, a bracket or a quote damaged set the whole file aside, a comma damaged cost two
    /// records and said one, and a comma deleted set the whole file aside (a hostile tester).
    /// Read as a read judges the bytes, without the folder (whose look again a tenth of a second
    /// later at a damaged file would take a minute here); the end-to-end reads are above.
    @Test func oneByteDamagedCostsAtMostItsRecordAndIsCounted() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix(seed: seed)
        for (layout, bytes) in try Self.layouts() {
            for _ in 0..<300 {
                // Past the opening bracket's line.
                let position = Int.random(in: 2..<bytes.count, using: &random)
                var damage = ByteDamage.allCases.randomElement(using: &random)!
                // A brace or a bracket in a file of a record a line may join two records, which
                // go together.
                if layout == "a record a line", damage == .brace || damage == .bracket {
                    damage = .doubled
                }
                let damaged = damage.apply(at: position, to: bytes)
                let place = "\(layout), \(damage) at \(position), seed \(seed)"
                let read: [Recipe]
                var said = 0
                if let whole = try? JSONDecoder().decode([Recipe].self, from: Data(damaged)) {
                    read = whole
                } else {
                    let decoded = TestDocuments.recipes.decodedRecordByRecord(Data(damaged))
                    read = decoded?.value ?? []
                    said = decoded?.problems.filter { !ArrayRecordScan.isEndProblem($0) }.count ?? 0
                }
                // A letter over a name or a course is an edit that reads (a record not saved,
                // or another version's), not damage.
                let kept = read.filter(Self.recipes.contains).count
                let edited = read.count - kept
                let lost = Self.recipes.count - kept
                #expect(lost <= 1, "\(place): \(lost) lost")
                #expect(said + edited >= lost, "\(place): \(lost) lost, \(said) said")
            }
        }
    }

    /// The comma between two records written over with `]` costs no record.
    ///
    /// Read as the array's end, it left out every record after it as "bytes after its closing bracket", and the repair said the
    /// rest was kept (a hostile tester's). It is damage between two records, and costs none.
    @Test func aBracketOverTheCommaBetweenTwoRecordsCostsNone() throws {
        let (temporary, folder, bytes) = try saved()
        defer { temporary.remove() }
        var damaged = bytes
        let end = try #require(
            (0..<bytes.count - 1).first {
                bytes[$0] == UInt8(ascii: "}") && bytes[$0 + 1] == UInt8(ascii: ",")
            })
        damaged[end + 1] = UInt8(ascii: "]")
        let read = try read(damaged, in: temporary, folder)
        #expect(read.value == Self.recipes)
        #expect(
            read.repair?.damage
                == .recordsDropped([
                    "damage between two of its records (a comma missing, doubled or written over)"
                ]))
    }

    /// A list's bracket lost inside a record costs that record.
    ///
    /// In records holding lists of lists, as Scenic writes them, a list's `[` lost split the
    /// record and every record after it into parts, each JSON of the wrong kind, and the
    /// whole file was left as another version's, no record read and every save refused (a
    /// hostile tester's). The record it is in goes, the others stay.
    @Test func aBracketLostInsideARecordsListCostsThatRecord() throws {
        struct Grid: DataRecord {
            var id: Int
            var rows: [[Int]]
        }
        let grids = (1...4).map { Grid(id: $0, rows: [[1, 2], [3], []]) }
        let document = DataDocument("grids.json", contents: "grids", empty: [Grid]())
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try folder.transaction { data throws(DataError) in try data.write(grids, to: document) }
        var bytes = try temporary.bytes(of: "grids.json")
        // The empty list of the second record: its `[` becomes a line break.
        let text = String(decoding: bytes, as: UTF8.self)
        let second = try #require(text.range(of: "\"id\" : 2"))
        let empty = try #require(text.range(of: "[\n\n", range: second.upperBound..<text.endIndex))
        bytes[text.utf8.distance(from: text.startIndex, to: empty.lowerBound)] = 0x0A
        try temporary.write(bytes, to: "grids.json")
        let read = try folder.read(document)
        #expect(read.value.map(\.id) == [1, 3, 4])
        #expect(
            read.repair?.damage
                == .recordsDropped([
                    "record 2: its brackets or quotes do not close (one of them was damaged)"
                ]))
    }

    /// Replaced by a byte that is UTF-8, a quote opens or closes a text where none was: the
    /// record it is in goes, and the others stay.
    @Test func aQuoteTurnedIntoAnotherCharacterCostsItsRecord() throws {
        let (temporary, folder, bytes) = try saved()
        defer { temporary.remove() }
        var damaged = bytes
        let quote = try #require(bytes.firstIndex(of: UInt8(ascii: "D")).map { $0 - 1 })
        #expect(damaged[quote] == UInt8(ascii: "\""))
        damaged[quote] = UInt8(ascii: "x")
        let read = try read(damaged, in: temporary, folder)
        #expect(read.value == Array(Self.recipes.dropFirst()))
        #expect(
            read.repair?.damage
                == .recordsDropped([
                    "record 1: its brackets or quotes do not close (one of them was damaged)"
                ]))
    }

    /// A block of the file zeroed (as a crash leaves some file systems) joins the records it
    /// held into one damaged record: the repair says how many records it most likely held,
    /// not 1 (a hostile tester's 4 KiB block cost 40 records, and the repair said 1).
    @Test(arguments: [512, 4096], [false, true])
    func aZeroedBlockIsCountedAsTheRecordsItMostLikelyHeld(size: Int, writtenOver: Bool) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let recipes = (1...200).map { Recipe(name: "Dish \($0)", course: .main) }
        _ = try folder.update(TestDocuments.recipes) { $0 = recipes }
        var bytes = try temporary.bytes(of: "recipes.json")
        // Written over: bytes of another kind of file, the same on every run.
        var seed: UInt32 = 2_463_534_242
        let block: [UInt8] = (0..<size).map { _ in
            guard writtenOver else { return 0 }
            seed ^= seed << 13
            seed ^= seed >> 17
            seed ^= seed << 5
            return UInt8(truncatingIfNeeded: seed)
        }
        bytes.replaceSubrange(4096..<4096 + size, with: block)
        let read = try read(bytes, in: temporary, folder)
        let lost = recipes.count - read.value.count
        let repair = try #require(read.repair)
        guard case .recordsDropped(let problems) = repair.damage else {
            Issue.record("not dropped: \(repair.damage)")
            return
        }
        #expect(problems.count == 1, "\(problems)")
        let said = try #require(
            problems.first.flatMap { $0.firstMatch(of: /most likely held (\d+) records/) })
        let likely = try #require(Int(said.1))
        #expect(abs(likely - lost) <= max(2, lost / 10), "said \(likely), lost \(lost)")
        #expect(repair.message.contains("had about \(likely) records that could not be used"))
        #expect(
            problems.first?.hasSuffix(
                "; it most likely held \(likely) records (a stretch of the file zeroed or "
                    + "written over)") == true, "\(problems)")
    }

    /// Short records are measured by the distance from one to the next, which the stretch
    /// covered too: by their lengths alone, 117 short records lost were said as 201.
    @Test func aZeroedBlockOverShortRecordsIsCountedByTheirPitch() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let document = DataDocument("items.json", contents: "items", empty: [String]())
        let items = (1...600).map { "c\($0)" }
        _ = try folder.update(document) { $0 = items }
        var bytes = try temporary.bytes(of: "items.json")
        bytes.replaceSubrange(3000..<4024, with: repeatElement(0, count: 1024))
        try temporary.write(bytes, to: "items.json")
        let read = try folder.read(document)
        let lost = items.count - read.value.count
        let said = try #require(
            read.repair?.message.firstMatch(of: /most likely held (\d+) records/).flatMap {
                Int($0.1)
            })
        #expect(abs(said - lost) <= max(2, lost / 10), "said \(said), lost \(lost)")
    }

    /// A record long by its text, with one bad byte in it or a block of it zeroed, is one
    /// record lost, not many: a stretch is measured by the records it most likely held only
    /// when it joins records (a zeroed sector inside one long record was said as 449 records
    /// of 20; a hostile tester's).
    @Test(arguments: [1, 1024])
    func aLongRecordDamagedInsideIsCountedAsOne(zeroed: Int) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        // Without the rules of recipes, which drop long names.
        let document = DataDocument("recipes.json", contents: "recipes", empty: [Recipe]())
        let long = Recipe(name: String(repeating: "slow-cooked ", count: 250), course: .main)
        let recipes = (1...20).map { Recipe(name: "Dish \($0)", course: .main) } + [long]
        _ = try folder.update(document) { $0 = recipes }
        var bytes = try temporary.bytes(of: "recipes.json")
        let inside = try #require(bytes.indices.last { bytes[$0] == UInt8(ascii: "-") })
        bytes.replaceSubrange(
            inside - zeroed + 1...inside, with: repeatElement(zeroed == 1 ? 0x01 : 0, count: zeroed)
        )
        try temporary.write(bytes, to: "recipes.json")
        let read = try folder.read(document)
        #expect(read.value == Array(recipes.dropLast()))
        #expect(
            read.repair?.damage
                == .recordsDropped([
                    "record 21: it holds a control character left raw in a text, which JSON "
                        + "escapes"
                ]))
        #expect(read.repair?.message.contains("had 1 record that could not be used") == true)
    }

    /// Records of mixed lengths (one in ten long) say little of what a stretch covered: it is
    /// not measured, rather than said as more records than it cost (16 KiB that cost 3 was
    /// said as 9; a hostile tester's).
    @Test func aStretchOverRecordsOfMixedLengthsIsNotMeasured() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let document = DataDocument("recipes.json", contents: "recipes", empty: [Recipe]())
        let recipes = (1...200).map {
            Recipe(
                name: $0 % 10 == 0 ? String(repeating: "long ", count: 400) : "Dish \($0)",
                course: .main)
        }
        _ = try folder.update(document) { $0 = recipes }
        var bytes = try temporary.bytes(of: "recipes.json")
        // From inside the record before a long one to inside the one after it: 3 records.
        let text = String(decoding: bytes, as: UTF8.self)
        let from = try #require(text.range(of: "Dish 19")).lowerBound.utf16Offset(in: text)
        let to = try #require(text.range(of: "Dish 21")).upperBound.utf16Offset(in: text)
        bytes.replaceSubrange(from..<to, with: repeatElement(0, count: to - from))
        try temporary.write(bytes, to: "recipes.json")
        let read = try folder.read(document)
        #expect(read.value.count == recipes.count - 3)
        #expect(read.repair?.message.contains("had 1 record that could not be used") == true)
        #expect(read.repair?.message.contains("most likely held") == false)
    }

    /// Records dropped leave the file itself under a second name, not a copy of its bytes: a
    /// program still writing it (without the lock) went on writing into a file no name led
    /// to, and the rest of what it wrote was in neither file (a hostile tester's).
    @Test func recordsDroppedLeaveTheFileItselfAside() throws {
        let (temporary, folder, bytes) = try saved()
        defer { temporary.remove() }
        var damaged = bytes
        let quote = try #require(bytes.firstIndex(of: UInt8(ascii: "D")).map { $0 - 1 })
        damaged[quote] = UInt8(ascii: "x")
        try temporary.write(damaged, to: "recipes.json")
        let writer = try FileHandle(
            forWritingTo: URL(fileURLWithPath: temporary.path + "/recipes.json"))
        let read = try folder.read(TestDocuments.recipes)
        #expect(read.value == Array(Self.recipes.dropFirst()))
        try writer.seekToEnd()
        try writer.write(contentsOf: Data("more".utf8))
        try writer.close()
        #expect(try temporary.bytes(of: "recipes.json.corrupt") == damaged + Array("more".utf8))
    }

    /// Half of a UTF-16 pair, which no text holds and no writer writes, is damage: dropped
    /// with a copy, not taken for another version's value (which left the file stuck).
    @Test(arguments: [#"a\ud800b"#, #"a\udc00"#, #"\ud800\u0041"#, #"\ud800"#])
    func halfOfAUTF16PairIsDamage(text: String) throws {
        let (temporary, folder, _) = try saved()
        defer { temporary.remove() }
        let file =
            "[{\"name\": \"Soup\", \"course\": \"starter\"}, "
            + "{\"name\": \"\(text)\", \"course\": \"main\"}]"
        let read = try read(Array(file.utf8), in: temporary, folder)
        #expect(read.value.map(\.name) == ["Soup"])
        #expect(
            read.repair?.damage
                == .recordsDropped([
                    "record 2: it holds half of a UTF-16 pair (\\ud800) without the other half"
                ]))
    }

    /// A record a line of numbers, strings and literals is read by its lines, negative numbers
    /// too (a `-` was taken for an opening bracket, and every such record for damage).
    @Test func recordsOfScalarsAreFoundByTheirLines() throws {
        let file = "[\n  -1,\n  \"a, b\",\n  true,\n  null,\n  -2.5e3\n]\n"
        let scan = try #require(ArrayRecordScan(byLines: Data(file.utf8)))
        #expect(scan.count == 5)
        #expect(scan.damaged.isEmpty)
    }

    /// A whole pair, and escapes that are no pair at all, are read.
    @Test func aWholePairIsRead() throws {
        let (temporary, folder, _) = try saved()
        defer { temporary.remove() }
        let file = #"[{"name": "\ud83d\ude00 \u00e9\\u", "course": "main"}]"#
        let read = try read(Array(file.utf8), in: temporary, folder)
        #expect(read.value.map(\.name) == ["😀 é\\u"])
        #expect(read.repair == nil)
    }
}
