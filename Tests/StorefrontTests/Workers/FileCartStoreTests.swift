import Foundation
import ScenicData
import Testing

@testable import StorefrontKit

@Suite struct FileCartStoreTests {
    let cart = Cart(
        items: [
            CartItem(product: RulesFixture.tea, quantity: 2),
            CartItem(product: RulesFixture.mug, quantity: 1),
        ],
        codes: ["SAVE10"])

    @Test func savedCartLoadsBackEqual() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try CartFile(directoryPath: directory.path, catalog: RulesFixture.catalog)

        try store.save(cart)
        let loaded = try store.load()

        #expect(loaded.value == cart)
        #expect(loaded.repair == nil)
        // A second store on the same folder (a new run of the app) sees the same cart.
        #expect(
            try CartFile(directoryPath: directory.path, catalog: RulesFixture.catalog).load()
                .value == cart)
    }

    @Test func missingFileIsAnEmptyCart() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let loaded = try CartFile(directoryPath: directory.path, catalog: RulesFixture.catalog)
            .load()
        #expect(loaded.value == .empty)
        #expect(loaded.repair == nil)
        #expect(try directory.names().isEmpty)
    }

    @Test func atomicSaveLeavesOnlyTheCartFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try CartFile(directoryPath: directory.path, catalog: RulesFixture.catalog)

        try store.save(.empty)
        try store.save(cart)
        try store.save(cart)

        #expect(try directory.names() == ["cart.json"])
        #expect(try store.load().value == cart)
    }

    @Test func savedFileIsReadableJSONWithCentsAndCapitalCodes() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try CartFile(directoryPath: directory.path, catalog: RulesFixture.catalog).save(cart)
        let text = String(decoding: try directory.bytes(of: "cart.json"), as: UTF8.self)
        #expect(text.contains("\"price\" : 33"))
        #expect(text.contains("\"SAVE10\""))
        #expect(text.contains("抹茶 Matcha"))
    }

    @Test(arguments: [
        (Array("not json at all".utf8), DataRepair.Damage.unusable("not valid JSON")),
        ([], .unusable("not valid JSON")),
        (Array("{\"items\": [".utf8), .unusable("not valid JSON")),
        ([0x7B, 0xFF, 0xFE, 0x7D], .unusable("not UTF-8 text")),
    ])
    func damagedFileIsMovedAsideAndTheCartStartsEmpty(
        bytes: [UInt8], damage: DataRepair.Damage
    ) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(bytes, to: "cart.json")
        let store = try CartFile(directoryPath: directory.path, catalog: RulesFixture.catalog)

        let loaded = try store.load()

        #expect(loaded.value == .empty)
        let moved = try #require(loaded.repair)
        #expect(moved.damage == damage)
        #expect(moved.path == "\(directory.path)/cart.json")
        #expect(moved.keptAt == "\(directory.path)/cart.json.corrupt")
        #expect(try directory.names() == ["cart.json.corrupt"])
        #expect(try directory.bytes(of: "cart.json.corrupt") == bytes)
        // Once moved, the next load is a plain empty cart with nothing to report.
        #expect(try store.load().repair == nil)
    }

    /// A cart another version wrote, its items missing or of another kind (a version that
    /// keeps them by product), is left as it is and not saved over: it was set aside, and the
    /// next save began a cart that version would then read instead.
    @Test(arguments: [
        (#"{"a": 1}"#, #""items" is missing"#),
        (#"{"codes":[],"items":{"2":1}}"#, #""items" is of the wrong kind"#),
        ("[]", "it is of the wrong kind"),
        ("12", "it is of the wrong kind"),
    ])
    func aCartAnotherVersionWroteIsLeftAsItIs(text: String, problem: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Array(text.utf8), to: "cart.json")
        let store = try CartFile(directoryPath: directory.path, catalog: RulesFixture.catalog)

        let loaded = try store.load()

        #expect(loaded.value == .empty)
        #expect(loaded.repair?.damage == .recordsLeftInPlace([problem], newerFields: []))
        let path = "\(directory.path)/cart.json"
        #expect(throws: StoreError.data(.newerFields(path: path, fields: []))) {
            try store.save(cart)
        }
        #expect(try directory.names() == ["cart.json"])
        #expect(try directory.bytes(of: "cart.json") == Array(text.utf8))
    }

    /// A line or code this version cannot read leaves the cart as it is.
    ///
    /// Another version's, or edited by hand: the rest is read (a line whose quantity was edited
    /// to "three" once cost the whole cart), the rules still say what they drop, and a save is
    /// refused rather than drop what it could not read.
    @Test func aBadLineOrCodeLeavesTheCartInPlace() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try CartFile(directoryPath: directory.path, catalog: RulesFixture.catalog)
        try store.save(cart)
        let saved = String(decoding: try directory.bytes(of: "cart.json"), as: UTF8.self)
        let lines = try #require(
            try JSONSerialization.jsonObject(with: Data(saved.utf8)) as? [String: Any])
        var items = try #require(lines["items"] as? [[String: Any]])
        var third = items[1]
        third["quantity"] = 500
        items[1]["quantity"] = "three"
        items.append(third)
        let edited: [String: Any] = ["items": items, "codes": ["SAVE10", 7]]
        let bytes = Array(try JSONSerialization.data(withJSONObject: edited))
        try directory.write(bytes, to: "cart.json")

        let loaded = try store.load()

        #expect(loaded.value.items == [cart.items[0]])
        #expect(loaded.value.codes == ["SAVE10"])
        let repair = try #require(loaded.repair)
        #expect(
            repair.damage
                == .recordsLeftInPlace(
                    [
                        #"record 2 of "items": "quantity" is of the wrong kind"#,
                        #"record 2 of "codes": it is of the wrong kind"#,
                        #"the quantity 500 of "mug" is outside 1 to 99"#,
                    ], newerFields: []))
        #expect(
            throws: StoreError.data(.newerFields(path: "\(directory.path)/cart.json", fields: []))
        ) {
            try store.save(cart)
        }
        #expect(try directory.bytes(of: "cart.json") == bytes)
        #expect(try directory.names() == ["cart.json"])
    }

    @Test func secondDamagedFileDoesNotOverwriteTheFirst() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try CartFile(directoryPath: directory.path, catalog: RulesFixture.catalog)

        try directory.write(Array("first".utf8), to: "cart.json")
        _ = try store.load()
        try directory.write(Array("second".utf8), to: "cart.json")
        let second = try store.load()
        try directory.write(Array("third".utf8), to: "cart.json")
        let third = try store.load()

        #expect(second.repair?.keptAt == "\(directory.path)/cart.json.corrupt-2")
        #expect(third.repair?.keptAt == "\(directory.path)/cart.json.corrupt-3")
        #expect(try directory.bytes(of: "cart.json.corrupt") == Array("first".utf8))
        #expect(try directory.bytes(of: "cart.json.corrupt-2") == Array("second".utf8))
        #expect(try directory.bytes(of: "cart.json.corrupt-3") == Array("third".utf8))
    }

    @Test func movedAsideMessageNamesBothPaths() {
        let moved = DataRepair(
            contents: "cart", path: "/data/cart.json", keptAt: "/data/cart.json.corrupt",
            damage: .unusable("not valid JSON"))
        #expect(
            moved.message
                == "/data/cart.json was not valid JSON, so it was moved to /data/cart.json.corrupt, and for now there is nothing in your cart. Open the moved file to recover anything you need."
        )
    }

    @Test func unreadableFileIsReportedAndLeftInPlace() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // A directory where the file should be: refused before reading, as root too (unlike
        // permission bits).
        try FileManager.default.createDirectory(
            atPath: "\(directory.path)/cart.json", withIntermediateDirectories: false)

        let path = "\(directory.path)/cart.json"
        #expect(throws: StoreError.data(.notAFile(path: path, kind: "a folder"))) {
            try CartFile(directoryPath: directory.path, catalog: RulesFixture.catalog).load()
        }
        #expect(try directory.names() == ["cart.json"])
        #expect(
            StoreError.data(.cannotRead(path: "/data/cart.json", reason: "is a directory")).message
                == "Cannot read /data/cart.json (is a directory). Check it, or choose another data folder."
        )
    }

    @Test func failedSaveLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // A non-empty directory named cart.json: the temporary file is written, the rename
        // over it fails.
        let blocker = "\(directory.path)/cart.json"
        try FileManager.default.createDirectory(atPath: blocker, withIntermediateDirectories: false)
        try directory.write([1], to: "cart.json/keep")

        #expect(throws: (any Error).self) {
            try CartFile(directoryPath: directory.path, catalog: RulesFixture.catalog).save(
                cart)
        }
        #expect(try directory.names() == ["cart.json"])
        #expect(try directory.bytes(of: "cart.json/keep") == [1])
    }

    @Test func cannotMoveAsideMessageTellsTheUserWhatToDo() {
        let error = StoreError.data(
            .cannotMoveAside(
                path: "/data/orders.json", damage: "not UTF-8 text", reason: "permission denied"))
        #expect(
            error.message
                == "/data/orders.json is not UTF-8 text and could not be moved aside (permission denied). Move it elsewhere yourself (it may hold data worth keeping), then try again."
        )
    }
}

extension FileCartStoreTests {
    @Test(.enabled(if: !TemporaryDirectory.runsAsRoot, "root ignores permission bits"))
    func damagedFileInReadOnlyFolderIsReportedNotDeleted() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(Array("junk".utf8), to: "cart.json")
        chmod(directory.path, 0o500)

        let path = "\(directory.path)/cart.json"
        #expect(
            throws: StoreError.data(
                .cannotMoveAside(
                    path: path, damage: "not valid JSON", reason: "permission denied"))
        ) {
            try CartFile(directoryPath: directory.path, catalog: RulesFixture.catalog).load()
        }
        chmod(directory.path, 0o755)
        #expect(try directory.bytes(of: "cart.json") == Array("junk".utf8))
    }
}
