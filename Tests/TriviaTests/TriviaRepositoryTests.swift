import Foundation
import ScenicData
import ScenicTestSupport
import Testing

@testable import TriviaKit

/// Every branch of the online / offline / saved table, and saved facts that are damaged or
/// hostile.
@Suite struct TriviaRepositoryTests {
    private let folder: URL

    init() throws {
        folder = try TriviaTestServer.folder()
    }

    private func repository(_ server: LoopbackHTTPServer) throws -> TriviaRepository {
        TriviaRepository(
            remote: HTTPTriviaRemote(baseURL: server.baseURL, now: { TriviaTestServer.now }),
            cache: FactCache(folder: try DataFolder(path: folder.path)))
    }

    private var factsFile: URL { folder.appendingPathComponent("facts.json") }

    @Test func onlineTheFactIsFreshAndSaved() async throws {
        let server = try TriviaTestServer.start()
        defer { server.stop() }
        let lookUp = await (try repository(server)).lookUp(420)
        guard case .fresh(let fact) = lookUp.outcome else {
            Issue.record("expected a fresh fact, got \(lookUp)")
            return
        }
        #expect(fact.text == "420 is a number the test server knows.")
        #expect(try FactCache(folder: try DataFolder(path: folder.path)).load().facts == [fact])
    }

    @Test func offlineWithASavedFactGivesItWithWhy() async throws {
        let server = try TriviaTestServer.start()
        let repository = try repository(server)
        // 7 is answered, then the server stops.
        guard case .fresh(let fact) = await repository.lookUp(7).outcome else {
            Issue.record("expected a fresh fact")
            return
        }
        #expect(await repository.lookUp(7).outcome == .saved(fact, because: .offline))
    }

    @Test func offlineWithNothingSavedIsTheFailure() async throws {
        let server = try TriviaTestServer.start(for: "offline-from-the-start")
        #expect(await (try repository(server)).lookUp(13).outcome == .failed(.offline))
    }

    /// With the saved facts unreadable, a failed lookup says so, not that none is saved.
    @Test func offlineWithTheSavedFactsUnreadableIsTheFailureAndWhy() async throws {
        try FileManager.default.createDirectory(at: factsFile, withIntermediateDirectories: false)
        let server = try TriviaTestServer.start(for: "offline-from-the-start")
        let lookUp = await (try repository(server)).lookUp(13)
        #expect(lookUp.outcome == .failedUnread(.offline))
        #expect(lookUp.note == DataError.notAFile(path: factsFile.path, kind: "a folder").message)
    }

    @Test func serverErrorsAndBadAnswersFallBackToTheSavedFactToo() async throws {
        let saved = Fact(number: 503, text: "saved", source: "x", fetchedAt: TriviaTestServer.now)
        _ = try FactCache(folder: try DataFolder(path: folder.path)).record(saved)
        let server = try TriviaTestServer.start()
        defer { server.stop() }
        let repository = try repository(server)
        #expect(await repository.lookUp(503).outcome == .saved(saved, because: .status(503)))
        #expect(await repository.lookUp(666).outcome == .failed(.badBody))
    }

    @Test func aDamagedFileIsMovedAsideNamedAndNeverOverwritten() async throws {
        try Data("{not json".utf8).write(to: factsFile)
        let server = try TriviaTestServer.start()
        defer { server.stop() }
        let lookUp = await (try repository(server)).lookUp(420)
        #expect(
            lookUp.note
                == "\(factsFile.path) was not valid JSON, so it was moved to "
                + "\(factsFile.path).corrupt, and for now there is nothing in your fact list. "
                + "Open the moved file to recover anything you need.")
        #expect(
            try String(
                contentsOf: URL(fileURLWithPath: factsFile.path + ".corrupt"), encoding: .utf8)
                == "{not json")
        // A second damaged file goes beside the first.
        try Data([0xFF, 0xFE]).write(to: factsFile)
        let second = try FactCache(folder: try DataFolder(path: folder.path)).load()
        #expect(second.movedAside?.contains("facts.json.corrupt-2") == true)
        #expect(second.movedAside?.contains("not UTF-8 text") == true)
    }

    @Test func aFactBreakingTheRulesIsDroppedAndTheOthersKept() throws {
        let stored = """
            [{"number": -5, "text": "negative", "source": "x", "fetchedAt": "2026-11-23T20:30:00Z"},
            {"number": 6, "text": "six", "source": "x", "fetchedAt": "2026-11-23T20:30:00Z"}]
            """
        try Data(stored.utf8).write(to: factsFile)
        let loaded = try FactCache(folder: try DataFolder(path: folder.path)).load()
        #expect(loaded.facts.map(\.number) == [6])
        #expect(
            loaded.movedAside
                == "\(factsFile.path) had 1 record that could not be used (the fact about -5: a "
                + "number out of range), left out; everything else in your fact list is kept. The file "
                + "as it was is at \(factsFile.path).corrupt.")
        #expect(
            try String(contentsOfFile: factsFile.path + ".corrupt", encoding: .utf8) == stored)
        // Set right once: the next read finds nothing to repair.
        #expect(try FactCache(folder: try DataFolder(path: folder.path)).load().movedAside == nil)
    }

    /// A server's answer longer than the rules keep is shown, not saved, and costs no saved
    /// fact: what a read would refuse is never written.
    @Test func aFactTooLongToKeepIsShownButNotSaved() async throws {
        let cache = FactCache(folder: try DataFolder(path: folder.path))
        let kept = Fact(number: 5, text: "five", source: "x", fetchedAt: TriviaTestServer.now)
        _ = try cache.record(kept)
        let long = Fact(
            number: 6, text: String(repeating: "x", count: FactCache.textLimit + 1), source: "x",
            fetchedAt: TriviaTestServer.now)
        #expect(
            throws: DataError.breaksRules(
                path: factsFile.path, problem: "the fact about 6: a text over 2,000 characters")
        ) { try cache.record(long) }
        #expect(try cache.load().facts == [kept])
        #expect(try cache.load().movedAside == nil)
        // A source as long as a hand-edited file may hold is no address either.
        var far = kept
        far.source = String(repeating: "s", count: FactCache.textLimit + 1)
        #expect(
            throws: DataError.breaksRules(
                path: factsFile.path, problem: "the fact about 5: a source over 2,000 characters")
        ) { try cache.record(far) }
    }

    /// A file filled with facts of few characters but many bytes is set right by the next save.
    ///
    /// One character can carry any number of marks: a hostile server filled the file with
    /// such facts, 60 KB each, to just under the size a data file may be, so that no fact
    /// could be saved after them. Held to bytes too, those facts are dropped, with a copy of
    /// the file and a note, and the new fact is saved.
    @Test func aFileFilledWithFactsHugeInBytesIsSetRightByTheNextSave() throws {
        let marks = String(repeating: "\u{301}", count: 30_125)
        let huge = (0..<139).map { number in
            Fact(
                number: number, text: "\(number) a" + marks, source: "x",
                fetchedAt: TriviaTestServer.now)
        }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let stored = try encoder.encode(huge)
        // Read whole (a larger file is moved aside), with no room for one more fact.
        #expect(stored.count <= DataDocument<[Fact]>.defaultSizeLimit)
        #expect(stored.count > DataDocument<[Fact]>.defaultSizeLimit - 5_000)
        try stored.write(to: factsFile)
        let cache = FactCache(folder: try DataFolder(path: folder.path))
        let fact = Fact(number: 42, text: "42", source: "x", fetchedAt: TriviaTestServer.now)

        let recorded = try cache.record(fact)

        #expect(recorded.facts == [fact])
        let note: String =
            "\(factsFile.path) had 139 records that could not be used (the fact about "
            + "0: a text over 4,000 bytes; the fact about 1: a text over 4,000 bytes; the "
            + "fact about 2: a text over 4,000 bytes; and 136 more), left out; everything else "
            + "in your fact list is kept. The file as it was is at \(factsFile.path).corrupt."
        #expect(recorded.movedAside == note)
        #expect(try Data(contentsOf: URL(fileURLWithPath: factsFile.path + ".corrupt")) == stored)
        #expect(try cache.load().facts == [fact])
    }

    /// A full history of the largest facts the rules keep is saved with room to spare.
    ///
    /// So a save is never refused for the file's size. A text is stored largest as control
    /// characters (six bytes each, `\u0001`) and one more character carrying the rest of its
    /// bytes as marks.
    @Test func theLargestFactsTheRulesKeepFitTheFileWithRoomToSpare() throws {
        let controls = String(repeating: "\u{1}", count: FactCache.textLimit - 1)
        let marks = (FactCache.textByteLimit - controls.utf8.count - 1) / 2
        let largest = controls + "a" + String(repeating: "\u{301}", count: marks)
        #expect(largest.count == FactCache.textLimit)
        #expect(largest.utf8.count == FactCache.textByteLimit)
        let facts = (0...FactCache.capacity).map { index in
            Fact(
                number: TriviaNumber.largest - index, text: largest, source: largest,
                fetchedAt: TriviaTestServer.now)
        }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        try encoder.encode(Array(facts.dropFirst())).write(to: factsFile)
        let cache = FactCache(folder: try DataFolder(path: folder.path))

        let recorded = try cache.record(facts[0])

        #expect(recorded.facts == Array(facts.prefix(FactCache.capacity)))
        #expect(recorded.movedAside == nil)
        let size = try #require(
            try FileManager.default.attributesOfItem(atPath: factsFile.path)[.size] as? Int)
        #expect(size < DataDocument<[Fact]>.defaultSizeLimit * 3 / 4, "\(size) bytes")
    }

    /// Should a save be refused for the file's size all the same, the message says how to
    /// make room.
    @Test func aSaveRefusedForSizeSaysHowToMakeRoom() {
        let refused = DataError.tooLarge(path: "/d/facts.json", bytes: 8_388_696, limit: 8_388_608)
        #expect(
            FactCache.message(for: refused)
                == "Not saved to /d/facts.json: it would be 8,388,696 bytes, more than the 8 MiB "
                + "a data file may be. The copy on disk is unchanged. To make room, forget the "
                + "saved facts: \"history\", then \"clear\".")
        let busy = DataError.busy(folder: "/d", seconds: 5)
        #expect(FactCache.message(for: busy) == busy.message)
    }

    @Test func aLinkInPlaceOfTheFileIsLeftAlone() throws {
        let elsewhere = folder.appendingPathComponent("elsewhere.json")
        try Data("[]".utf8).write(to: elsewhere)
        try FileManager.default.createSymbolicLink(at: factsFile, withDestinationURL: elsewhere)
        #expect(throws: DataError.notAFile(path: factsFile.path, kind: "a symbolic link")) {
            try FactCache(folder: try DataFolder(path: folder.path)).load()
        }
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: factsFile.path)
                == elsewhere.path)
    }

    @Test func theHistoryKeepsTheNewestFactsUpToItsCapacity() throws {
        let cache = FactCache(folder: try DataFolder(path: folder.path))
        for number in 0..<(FactCache.capacity + 5) {
            _ = try cache.record(
                Fact(
                    number: number, text: "\(number)", source: "x", fetchedAt: TriviaTestServer.now)
            )
        }
        let facts = try cache.load().facts
        #expect(facts.count == FactCache.capacity)
        #expect(facts.first?.number == FactCache.capacity + 4)
    }

    /// A file holding more facts than the history keeps (another version's, or edited by
    /// hand) is cut on read, with a copy of the file as it was and a note that names it: the
    /// next save, which keeps only ``FactCache/capacity`` facts, then drops nothing unsaid.
    @Test func factsOverTheCapacityAreDroppedOnReadWithACopyAndANote() throws {
        let facts = (0..<(FactCache.capacity + 100)).map { number in
            Fact(number: number, text: "\(number)", source: "x", fetchedAt: TriviaTestServer.now)
        }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let stored = try encoder.encode(facts)
        try stored.write(to: factsFile)
        let cache = FactCache(folder: try DataFolder(path: folder.path))

        let recorded = try cache.record(
            Fact(number: 42, text: "42", source: "x", fetchedAt: TriviaTestServer.now))

        #expect(recorded.facts.count == FactCache.capacity)
        #expect(recorded.facts.first?.number == 42)
        #expect(recorded.facts.last?.number == FactCache.capacity - 2)
        let note: String =
            "\(factsFile.path) had 100 records that could not be used (the fact about "
            + "200: older than the 200 newest facts kept; the fact about 201: older than the "
            + "200 newest facts kept; the fact about 202: older than the 200 newest facts "
            + "kept; and 97 more), left out; everything else in your "
            + "fact list is kept. The file as it was is at "
            + "\(factsFile.path).corrupt."
        #expect(recorded.movedAside == note)
        #expect(try Data(contentsOf: URL(fileURLWithPath: factsFile.path + ".corrupt")) == stored)
    }

    /// `clear` forgets every fact on purpose: a field a newer version added goes with them,
    /// where a save that keeps facts refuses to drop it.
    @Test func clearForgetsFactsANewerVersionWroteToo() throws {
        try Data(
            """
            [{"number": 6, "text": "six", "source": "x", "fetchedAt": "2026-11-23T20:30:00Z",
            "rating": 5}]
            """.utf8
        ).write(to: factsFile)
        let cache = FactCache(folder: try DataFolder(path: folder.path))
        let listed = try cache.load().facts
        #expect(listed.map(\.number) == [6])

        #expect(try cache.clear(listed) == .init(forgotten: 1, facts: []))

        #expect(try cache.load().facts.isEmpty)
        #expect(try String(contentsOf: factsFile, encoding: .utf8) == "[\n\n]")
    }

    /// A damaged file found by `clear` is moved aside and named, as any read does: what the
    /// user never saw is not what they asked to forget.
    @Test func clearMovesADamagedFileAsideAndNamesIt() throws {
        try Data("{not json".utf8).write(to: factsFile)
        let cache = FactCache(folder: try DataFolder(path: folder.path))

        let cleared = try cache.clear([])

        #expect(cleared.forgotten == 0)
        #expect(cleared.movedAside?.contains("moved to \(factsFile.path).corrupt") == true)
        #expect(
            try String(contentsOfFile: factsFile.path + ".corrupt", encoding: .utf8)
                == "{not json")
        #expect(try cache.load().facts.isEmpty)
    }

    /// `clear` forgets each fact listed once, and keeps the others: facts saved after the list
    /// was read, and a fact alike in every field to a listed one (the same number looked up
    /// twice in one second), saved again since.
    @Test func clearForgetsEachFactListedOnceAndKeepsTheOthers() throws {
        let cache = FactCache(folder: try DataFolder(path: folder.path))
        let fact = { (number: Int) in
            Fact(number: number, text: "\(number)", source: "x", fetchedAt: TriviaTestServer.now)
        }
        for number in [1, 2, 2] { _ = try cache.record(fact(number)) }
        let listed = try cache.load().facts
        for number in [3, 2] { _ = try cache.record(fact(number)) }
        // Listed, then gone before the clear: nothing to forget, and said so.
        let gone = fact(4)

        let cleared = try cache.clear(listed + [gone])

        #expect(cleared == .init(forgotten: 3, facts: [fact(2), fact(3)]))
        #expect(try cache.load().facts == [fact(2), fact(3)])
        // Nothing listed is left: the file is not written again.
        #expect(try cache.clear([fact(1)]) == .init(forgotten: 0, facts: [fact(2), fact(3)]))
    }

    /// Two writers at once (each change is locked read-modify-write) lose no fact.
    @Test func concurrentRecordsLoseNothing() async throws {
        let folder = folder
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<2 {
                group.addTask {
                    guard let cache = try? FactCache(folder: DataFolder(path: folder.path)) else {
                        return
                    }
                    for index in 0..<40 {
                        _ = try? cache.record(
                            Fact(
                                number: writer * 1_000 + index, text: "t", source: "x",
                                fetchedAt: TriviaTestServer.now))
                    }
                }
            }
        }
        #expect(try FactCache(folder: try DataFolder(path: folder.path)).load().facts.count == 80)
    }

    /// A process killed mid-save leaves a temporary file; the next change removes it and keeps
    /// the whole file.
    @Test func aKilledSavesTemporaryFileIsRemovedByTheNextChange() throws {
        let cache = FactCache(folder: try DataFolder(path: folder.path))
        _ = try cache.record(
            Fact(number: 7, text: "seven", source: "x", fetchedAt: TriviaTestServer.now))
        let leftover = folder.appendingPathComponent(".facts.json.\(UUID().uuidString).tmp")
        try Data("[{\"number\": 8".utf8).write(to: leftover)
        #expect(try cache.load().facts.map(\.number) == [7])
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
    }

    /// A process that keeps the folder locked is reported, not waited for forever.
    @Test func aFolderLockedTooLongIsReportedAsBusy() throws {
        let cache = FactCache(
            folder: try DataFolder(path: folder.path, lockWait: .milliseconds(50)))
        let holder = try DataFolder(path: folder.path)
        // Held by another thread, as another process would hold it (one transaction inside
        // another on one thread stops the program instead).
        let held = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            _ = try? holder.transaction { _ throws(DataError) in
                held.signal()
                done.wait()
            }
        }
        held.wait()
        let problem = Result { () throws(DataError) in try cache.load() }
        done.signal()
        guard case .failure(let failure) = problem else {
            Issue.record("the load ran while the folder was locked")
            return
        }
        #expect(failure == .busy(folder: folder.path, seconds: 1))
    }
}
