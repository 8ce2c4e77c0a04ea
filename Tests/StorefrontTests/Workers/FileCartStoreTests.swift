import ScenicData
import Foundation
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
        let store = FileCartStore(directoryPath: directory.path, catalog: RulesFixture.catalog)

        try store.save(cart)
        let loaded = try store.load()

        #expect(loaded.value == cart)
        #expect(loaded.movedAside == nil)
        // A second store on the same folder (a new run of the app) sees the same cart.
        #expect(
            try FileCartStore(directoryPath: directory.path, catalog: RulesFixture.catalog).load()
                .value == cart)
    }

    @Test func missingFileIsAnEmptyCart() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let loaded = try FileCartStore(directoryPath: directory.path, catalog: RulesFixture.catalog)
            .load()
        #expect(loaded.value == .empty)
        #expect(loaded.movedAside == nil)
        #expect(try directory.names().isEmpty)
    }

    @Test func atomicSaveLeavesOnlyTheCartFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileCartStore(directoryPath: directory.path, catalog: RulesFixture.catalog)

        try store.save(.empty)
        try store.save(cart)
        try store.save(cart)

        #expect(try directory.names() == ["cart.json"])
        #expect(try store.load().value == cart)
    }

    @Test func savedFileIsReadableJSONWithCentsAndCapitalCodes() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileCartStore(directoryPath: directory.path, catalog: RulesFixture.catalog).save(cart)
        let text = String(decoding: try directory.bytes(of: "cart.json"), as: UTF8.self)
        #expect(text.contains("\"price\" : 33"))
        #expect(text.contains("\"SAVE10\""))
        #expect(text.contains("抹茶 Matcha"))
    }

    @Test(arguments: [
        (Array("not json at all".utf8), MovedAsideFile.Damage.notJSON),
        ([], .notJSON),
        (Array("{\"items\": [".utf8), .notJSON),
        ([0x7B, 0xFF, 0xFE, 0x7D], .notUTF8),
        (Array("{\"a\": 1}".utf8), .wrongShape),
        (Array("[]".utf8), .wrongShape),
        (
            Array(
                #"{"codes":[],"items":[{"product":{"category":{"name":"T"},"description":"","id":"x","name":"X","price":1},"quantity":500}]}"#
                    .utf8), .wrongShape
        ),
    ])
    func damagedFileIsMovedAsideAndTheCartStartsEmpty(
        bytes: [UInt8], damage: MovedAsideFile.Damage
    ) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(bytes, to: "cart.json")
        let store = FileCartStore(directoryPath: directory.path, catalog: RulesFixture.catalog)

        let loaded = try store.load()

        #expect(loaded.value == .empty)
        let moved = try #require(loaded.movedAside)
        #expect(moved.damage == damage)
        #expect(moved.originalPath == "\(directory.path)/cart.json")
        #expect(moved.movedPath == "\(directory.path)/cart.json.corrupt")
        #expect(try directory.names() == ["cart.json.corrupt"])
        #expect(try directory.bytes(of: "cart.json.corrupt") == bytes)
        // Once moved, the next load is a plain empty cart with nothing to report.
        #expect(try store.load().movedAside == nil)
    }

    @Test func secondDamagedFileDoesNotOverwriteTheFirst() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = FileCartStore(directoryPath: directory.path, catalog: RulesFixture.catalog)

        try directory.write(Array("first".utf8), to: "cart.json")
        _ = try store.load()
        try directory.write(Array("second".utf8), to: "cart.json")
        let second = try store.load()
        try directory.write(Array("third".utf8), to: "cart.json")
        let third = try store.load()

        #expect(second.movedAside?.movedPath == "\(directory.path)/cart.json.corrupt-2")
        #expect(third.movedAside?.movedPath == "\(directory.path)/cart.json.corrupt-3")
        #expect(try directory.bytes(of: "cart.json.corrupt") == Array("first".utf8))
        #expect(try directory.bytes(of: "cart.json.corrupt-2") == Array("second".utf8))
        #expect(try directory.bytes(of: "cart.json.corrupt-3") == Array("third".utf8))
    }

    @Test func movedAsideMessageNamesBothPaths() {
        let moved = MovedAsideFile(
            contents: "cart", originalPath: "/data/cart.json",
            movedPath: "/data/cart.json.corrupt", damage: .notJSON)
        #expect(
            moved.message
                == "/data/cart.json was not valid JSON, so it was moved to /data/cart.json.corrupt and your cart starts empty. Open the moved file to recover anything you need."
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
        #expect(throws: StoreError.notAFile(path: path, kind: "a folder")) {
            try FileCartStore(directoryPath: directory.path, catalog: RulesFixture.catalog).load()
        }
        #expect(try directory.names() == ["cart.json"])
        #expect(
            StoreError.cannotRead(path: "/data/cart.json", cause: SystemError(code: EISDIR)).message
                == "Cannot read /data/cart.json (is a directory). Fix its permissions, or pass --data-dir DIR to use another folder."
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

        #expect(throws: StoreError.self) {
            try FileCartStore(directoryPath: directory.path, catalog: RulesFixture.catalog).save(
                cart)
        }
        #expect(try directory.names() == ["cart.json"])
        #expect(try directory.bytes(of: "cart.json/keep") == [1])
    }

    @Test func saveIntoAPathUnderAFileFailsWithThePinnedMessage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write([], to: "plain-file")
        let folder = "\(directory.path)/plain-file/sub"

        let error = #expect(throws: StoreError.self) {
            try FileCartStore(directoryPath: folder, catalog: RulesFixture.catalog).save(cart)
        }
        #expect(
            error == .cannotWrite(path: "\(folder)/cart.json", cause: SystemError(code: ENOTDIR)))
        #expect(
            error?.message
                == "Cannot save \(folder)/cart.json (not a directory); the copy on disk is unchanged. Check the folder, or pass --data-dir DIR to use another."
        )
    }

    @Test func cannotMoveAsideMessageTellsTheUserWhatToDo() {
        let error = StoreError.cannotMoveAside(
            path: "/data/orders.json", damage: .notUTF8, cause: SystemError(code: EACCES))
        #expect(
            error.message
                == "/data/orders.json is not UTF-8 text and could not be moved aside (permission denied). Move or delete it yourself, then start Storefront again."
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
            throws: StoreError.cannotMoveAside(
                path: path, damage: .notJSON, cause: SystemError(code: EACCES))
        ) {
            try FileCartStore(directoryPath: directory.path, catalog: RulesFixture.catalog).load()
        }
        chmod(directory.path, 0o755)
        #expect(try directory.bytes(of: "cart.json") == Array("junk".utf8))
    }
}
