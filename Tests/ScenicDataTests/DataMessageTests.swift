import Foundation
import Testing

@testable import ScenicData

/// Every message ScenicData shows a user, word for word: these are the app's text.
@Suite struct DataMessageTests {
    static let errors: [(DataError, String)] = [
        (
            .changesUnfinished(path: "/data/d1.json", reason: "is a directory"),
            "Saving stopped at /data/d1.json (is a directory) after some of the files saved "
                + "together with it were changed; the rest wait in the data folder's "
                + ".scenic-data.journal and are saved as soon as /data/d1.json can be written. "
                + "Check it, then try again."
        ),
        (
            .changesUnfinished(path: "/data/d1.json", reason: "no space left on device"),
            "Saving stopped at /data/d1.json (no space left on device) after some of the files "
                + "saved together with it were changed; the rest wait in the data folder's "
                + ".scenic-data.journal and are saved as soon as /data/d1.json can be written. "
                + "Free some space, then try again."
        ),
        (
            .changesLost(
                path: "/data/.scenic-data.journal",
                damage: "its record is not one Scenic wrote",
                keptAt: "/data/.scenic-data.journal.corrupt"),
            "A save that was stopped midway (the app killed, or the machine) left its changes "
                + "to finish in /data/.scenic-data.journal, and they could not all be finished: "
                + "its record is not one Scenic wrote. The files it saved together may be part "
                + "old, part new. Its record was moved to /data/.scenic-data.journal.corrupt. "
                + "Check your data, then make your change again if it is not there."
        ),
        (
            .noLocation(app: "tally"),
            "Cannot choose a folder for tally's data: HOME is not set. Name a data folder, or "
                + "set HOME."
        ),
        (
            .folderNotWritable(path: "/data/tally", reason: "permission denied"),
            "Cannot write to the data folder /data/tally (permission denied). Fix its "
                + "permissions, or choose another folder."
        ),
        (
            .notAFolder(path: "/data/tally"),
            "Cannot use /data/tally as the data folder: it, or a folder above it, is a file. "
                + "Choose another folder."
        ),
        (
            .pathNotUTF8(path: "/data/old\u{FFFD}"),
            "Cannot use /data/old\u{FFFD} as the data folder: its name has bytes that are not "
                + "UTF-8 text (shown as \u{FFFD}), so the folder it names cannot be opened by it, "
                + "and another would be made in its place. Rename the folder to UTF-8 text, or "
                + "choose another folder."
        ),
        (
            .cannotRead(path: "/data/tally.json", reason: "permission denied"),
            "Cannot read /data/tally.json (permission denied). Fix its permissions, or choose "
                + "another data folder."
        ),
        // Permissions are named only where they are the cause.
        (
            .cannotRead(path: "/data/.scenic-data.lock", reason: "read-only file system"),
            "Cannot read /data/.scenic-data.lock (read-only file system). Mount its disk "
                + "writable, or choose another data folder."
        ),
        (
            .folderNotWritable(path: "/proc/1", reason: "no such file or directory"),
            "Cannot write to the data folder /proc/1 (no such file or directory). Check that "
                + "the folder is there and takes new files, or choose another folder."
        ),
        (
            .cannotRead(path: "/data/cart.json", reason: "is a directory"),
            "Cannot read /data/cart.json (is a directory). Check it, or choose another data "
                + "folder."
        ),
        (
            .cannotRead(path: "/data/gone/.scenic-data.lock", reason: "not a directory"),
            "Cannot read /data/gone/.scenic-data.lock (not a directory). Check that every "
                + "folder on its path is one, or choose another data folder."
        ),
        (
            .cannotWrite(path: "/data/cart.json", reason: "permission denied"),
            "Cannot save /data/cart.json (permission denied); the copy on disk is unchanged. "
                + "Fix the folder's permissions, or choose another data folder."
        ),
        (
            .cannotWrite(path: "/data/tally.json", reason: "read-only file system"),
            "Cannot save /data/tally.json (read-only file system); the copy on disk is "
                + "unchanged. Mount its disk writable, or choose another data folder."
        ),
        (
            .cannotWrite(path: "/data/tally.json", reason: "no space left on device"),
            "Cannot save /data/tally.json (no space left on device); the copy on disk is "
                + "unchanged. Free some space or check the folder, then try again."
        ),
        (
            .cannotRead(path: "/data/deck-250.json", reason: "too many open files"),
            "Cannot open /data/deck-250.json (too many open files): this process has as many "
                + "files open as it may, and the copy on disk is unchanged. Close some, or raise "
                + "the limit (ulimit -n), then try again."
        ),
        (
            .cannotWrite(path: "/data/deck-250.json", reason: "too many open files"),
            "Cannot open /data/deck-250.json (too many open files): this process has as many "
                + "files open as it may, and the copy on disk is unchanged. Close some, or raise "
                + "the limit (ulimit -n), then try again."
        ),
        (
            .cannotMoveAside(
                path: "/data/tally.json", damage: "not valid JSON", reason: "permission denied"),
            "/data/tally.json is not valid JSON and could not be moved aside (permission "
                + "denied). Move it elsewhere yourself (it may hold data worth keeping), then try again."
        ),
        (
            .notAFile(path: "/data/tally.json", kind: "a named pipe (FIFO)"),
            "/data/tally.json is a named pipe (FIFO), not a data file, so it was left alone. "
                + "Move it away, or choose another data folder."
        ),
        (
            .busy(folder: "/data", seconds: 1),
            "Another process kept /data busy for over a second, so nothing was read or saved. "
                + "Try again in a moment (a copy of the app stopped with Ctrl-Z holds it until it "
                + "is brought back with fg)."
        ),
        (
            .busy(folder: "/data", seconds: 5),
            "Another process kept /data busy for over 5 seconds, so nothing was read or saved. "
                + "Try again in a moment (a copy of the app stopped with Ctrl-Z holds it until it "
                + "is brought back with fg)."
        ),
        (
            .breaksRules(path: "/data/numbers.json", problem: "13 is unlucky"),
            "Not saved to /data/numbers.json: 13 is unlucky. The copy on disk is unchanged."
        ),
        (
            .tooLarge(path: "/data/numbers.json", bytes: 9_000_000, limit: 8_388_608),
            "Not saved to /data/numbers.json: it would be 9,000,000 bytes, more than the 8 MiB "
                + "a data file may be. The copy on disk is unchanged."
        ),
        (
            .folderReplaced(folder: "/data"),
            "The data folder /data was replaced (moved, or restored by another program), or "
                + "its lock file .scenic-data.lock removed, while this was being saved, so "
                + "nothing more was saved. Try again."
        ),
        (
            .afterRepairs(
                .tooLarge(path: "/data/orders.json", bytes: 9_000_000, limit: 8_388_608),
                repairs: [
                    DataRepair(
                        contents: "cart", path: "/data/cart.json",
                        keptAt: "/data/cart.json.corrupt", damage: .unusable("not valid JSON"))
                ]),
            "Not saved to /data/orders.json: it would be 9,000,000 bytes, more than the 8 MiB "
                + "a data file may be. The copy on disk is unchanged. Before that: "
                + "/data/cart.json was not valid JSON, so it was moved to /data/cart.json.corrupt, "
                + "and for now there is nothing in your cart. Open the moved file to recover "
                + "anything you need."
        ),
        (
            .folderGone(folder: "/data"),
            "The data folder /data is gone (moved or removed while the app ran), so nothing was "
                + "read or saved. Put it back, or start the app again to make it anew."
        ),
        (
            .damagedUnread(path: "/data/notes.json", damage: "not valid JSON"),
            "Not saved to /data/notes.json: the file there is not valid JSON, and saving over it "
                + "would lose what it holds. The copy on disk is unchanged. Open the data again, "
                + "which moves the file aside and says where, then save."
        ),
        (
            .newerFields(path: "/data/notes.json", fields: ["due", "note", "pinned", "tags"]),
            "Not saved to /data/notes.json: it holds fields this version of the app does not "
                + "know (due, note, pinned and 1 more), which saving would drop. The copy on "
                + "disk is unchanged. Use the version of the app that wrote them, or remove them "
                + "from the file by hand if none did."
        ),
        (
            // A field named by the empty string (a hostile tester's read "does not know ()").
            .newerFields(path: "/data/notes.json", fields: ["", "note"]),
            "Not saved to /data/notes.json: it holds fields this version of the app does not "
                + "know (\"\", note), which saving would drop. The copy on disk is unchanged. Use "
                + "the version of the app that wrote them, or remove them from the file by hand "
                + "if none did."
        ),
        (
            .cannotRead(path: "/data/poll.json", reason: "it was being changed while it was read"),
            "Cannot read /data/poll.json (it was being changed while it was read). Nothing was moved "
                + "aside; try again once the program saving it is done, or choose another data "
                + "folder."
        ),
        (
            .changedMeanwhile(path: "/data/notes.json"),
            "Not saved to /data/notes.json: another program changed it while this change was "
                + "being made, without the data folder's lock (an editor, a script), and saving "
                + "would have undone that change. Nothing was saved. Try again, which starts from "
                + "what the file holds now."
        ),
        (
            .newerFields(path: "/data/notes.json", fields: []),
            "Not saved to /data/notes.json: it holds what this version of the app cannot read, "
                + "which saving would drop. The copy on disk is unchanged. Use the version of the "
                + "app that wrote it, or fix it or move it away to start again."
        ),
    ]

    @Test(arguments: errors)
    func eachErrorSaysWhatHappenedAndWhatToDo(error: DataError, message: String) {
        #expect(error.message == message)
    }

    /// What a message quotes of a file (a field's name, a record's problem) or its path is
    /// written visibly and cut short: printed, an escape sequence in a field's name recoloured
    /// the terminal, and a 7 MB name made a 7 MB message (found by a hostile tester).
    @Test func whatAMessageQuotesOfAFileIsWrittenVisiblyAndCutShort() {
        let long = String(repeating: "k", count: 7_000)
        let error = DataError.newerFields(
            path: "/data/new\nline.json", fields: ["\u{1B}[31mRED\u{1B}[0m", "ta\u{0}g", long])
        #expect(
            error.message
                == "Not saved to /data/new^Jline.json: it holds fields this version of the app "
                + "does not know (^[[31mRED^[[0m, ta^@g, \(String(repeating: "k", count: 80))…), "
                + "which saving would drop. The copy on disk is unchanged. Use the version of the "
                + "app that wrote them, or remove them from the file by hand if none did.")
        let repair = DataRepair(
            contents: "notes", path: "/data/notes.json", keptAt: "/data/notes.json.corrupt",
            damage: .recordsDropped(["record 2: \u{9B}31m\u{202E}txt.exe"]))
        #expect(
            repair.message
                == "/data/notes.json had 1 record that could not be used (record 2: "
                + "<U+009B>31m<U+202E>txt.exe), left out; everything else in your notes is kept. "
                + "The file as it was is at /data/notes.json.corrupt.")
        // Said after another error, nothing is escaped twice.
        #expect(
            DataError.afterRepairs(.folderGone(folder: "/data"), repairs: [repair]).message
                .hasSuffix(
                    "(record 2: <U+009B>31m<U+202E>txt.exe), left out; everything else in "
                        + "your notes is kept. The file as it was is at /data/notes.json.corrupt."))
    }

    @Test func everyErrorCaseHasAMessageHere() {
        // Fails when a case is added without its message in the table above.
        let covered = Set(
            Self.errors.map { error, _ in
                switch error {
                case .noLocation: "noLocation"
                case .folderNotWritable: "folderNotWritable"
                case .notAFolder: "notAFolder"
                case .pathNotUTF8: "pathNotUTF8"
                case .cannotRead: "cannotRead"
                case .cannotWrite: "cannotWrite"
                case .cannotMoveAside: "cannotMoveAside"
                case .notAFile: "notAFile"
                case .busy: "busy"
                case .breaksRules: "breaksRules"
                case .tooLarge: "tooLarge"
                case .newerFields: "newerFields"
                case .damagedUnread: "damagedUnread"
                case .folderGone: "folderGone"
                case .folderReplaced: "folderReplaced"
                case .afterRepairs: "afterRepairs"
                case .changesUnfinished: "changesUnfinished"
                case .changesLost: "changesLost"
                case .changedMeanwhile: "changedMeanwhile"
                }
            })
        #expect(covered.count == 19)
    }

    @Test(arguments: [
        (Array("[".utf8), "was not valid JSON"),
        ([0xC3, 0x28], "was not UTF-8 text"),
        (Array(#"{"numbers":[13]}"#.utf8), "was not valid (13 is unlucky)"),
    ])
    func anUnusableFileSaysWhereItWentAndThatTheDocumentStartsEmpty(
        bytes: [UInt8], damage: String
    ) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write(bytes, to: "numbers.json")

        let repair = try #require(try folder.read(TestDocuments.numbers).repair)

        #expect(
            repair.message
                == "\(temporary.path)/numbers.json \(damage), so it was moved to "
                + "\(temporary.path)/numbers.json.corrupt, and for now there is nothing in your "
                + "numbers. Open the moved file to recover anything you need.")
    }

    /// A document whose empty value holds something (categories) says its defaults are used.
    ///
    /// Empty containers, zeros, `false` and empty texts are nothing.
    @Test(arguments: [
        (#"["Rent","Food"]"#, "the app uses its defaults for your categories"),
        (#"{"theme":"dark","size":0}"#, "the app uses its defaults for your categories"),
        (
            #"{"numbers":[],"count":0,"name":"","on":false,"note":null}"#,
            "there is nothing in your categories"
        ),
        ("[]", "there is nothing in your categories"),
    ])
    func anUnusableFileSaysWhetherTheDocumentStartsFromDefaults(empty: String, left: String)
        throws
    {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write("[", to: "categories.json")
        let defaults = try JSONDecoder().decode(JSONValue.self, from: Data(empty.utf8))
        let document = DataDocument("categories.json", contents: "categories", empty: defaults)

        let read = try folder.read(document)

        #expect(read.value == defaults)
        #expect(
            read.repair?.message
                == "\(temporary.path)/categories.json was not valid JSON, so it was moved to "
                + "\(temporary.path)/categories.json.corrupt, and for now \(left). Open the moved "
                + "file to recover anything you need.")
    }

    /// Any JSON, as a document's value of no particular shape.
    indirect enum JSONValue: Codable, Sendable, Equatable {
        case object([String: JSONValue])
        case array([JSONValue])
        case text(String)
        case number(Int)
        case flag(Bool)
        case null

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let flag = try? container.decode(Bool.self) {
                self = .flag(flag)
            } else if let number = try? container.decode(Int.self) {
                self = .number(number)
            } else if let text = try? container.decode(String.self) {
                self = .text(text)
            } else if let array = try? container.decode([JSONValue].self) {
                self = .array(array)
            } else {
                self = .object(try container.decode([String: JSONValue].self))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .object(let object): try container.encode(object)
            case .array(let array): try container.encode(array)
            case .text(let text): try container.encode(text)
            case .number(let number): try container.encode(number)
            case .flag(let flag): try container.encode(flag)
            case .null: try container.encodeNil()
            }
        }
    }

    @Test func aFileTooLargeSaysTheLimit() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write(#"{"numbers":[1,2,3]}"#, to: "numbers.json")

        let repair = try #require(
            try folder.read(TestDocuments.numbers(sizeLimit: 10)).repair)

        #expect(
            repair.message
                == "\(temporary.path)/numbers.json was larger than the 10 bytes a data file may "
                + "be, so it was moved to \(temporary.path)/numbers.json.corrupt, and for now "
                + "there is nothing in your numbers. Open the moved file to recover anything you "
                + "need.")
    }

    @Test(arguments: [
        (
            [-1], "had 1 record that could not be used (number -1 is negative)"
        ),
        (
            [-1, 2, -3, -4],
            "had 3 records that could not be used (number -1 is negative; number -3 is negative; "
                + "number -4 is negative)"
        ),
        (
            [-1, -2, -3, -4, 5, -6],
            "had 5 records that could not be used (number -1 is negative; number -2 is negative; "
                + "number -3 is negative; and 2 more)"
        ),
    ])
    func droppedRecordsAreNamedUpToThreeAndCountedBeyond(numbers: [Int], records: String) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write(#"{"numbers":\#(numbers)}"#, to: "numbers.json")

        let repair = try #require(try folder.read(TestDocuments.numbers).repair)

        #expect(
            repair.message
                == "\(temporary.path)/numbers.json \(records), left out; everything else in your "
                + "numbers is kept. The file as it was is at "
                + "\(temporary.path)/numbers.json.corrupt.")
    }

    @Test func anErrorDescribesItselfInItsMessagesWords() {
        let error = DataError.busy(folder: "/data", seconds: 5)
        // A test that throws it, and a string made of it, say the sentence, not the case.
        #expect("\(error)" == error.message)
    }

    /// Sizes read as a person compares them: a limit as it was set, a size grouped by
    /// thousands (a stranger's import was refused for "97402402 bytes, more than the
    /// 67108864").
    @Test func sizesAreGroupedAndLimitsReadAsSet() {
        #expect(ByteCount.words(1) == "1 byte")
        #expect(ByteCount.words(999) == "999 bytes")
        #expect(ByteCount.words(97_402_402) == "97,402,402 bytes")
        #expect(ByteCount.words(67_108_864) == "64 MiB")
        #expect(ByteCount.words(1_048_577) == "1,048,577 bytes")
        #expect(ByteCount.grouped(0) == "0")
        #expect(ByteCount.grouped(1_000) == "1,000")
        #expect(ByteCount.grouped(-1_234_567) == "-1,234,567")
    }
}
