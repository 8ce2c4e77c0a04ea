import Foundation
import ScenicData
import ScenicTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Real processes on one data folder: their transactions take turns, a kill never leaves a
/// damaged document or a locked folder, a long hold is reported as busy, and a transaction used
/// after it ended stops the program.
@Suite(.blocking) struct DataProcessTests {
    /// The exerciser's documents, as the tests read them.
    struct Counter: Codable, Sendable, Equatable {
        var count = 0
    }

    struct Load: Codable, Sendable, Equatable {
        var round = 0
        var filler = Data()
    }

    static let counter = DataDocument("counter.json", contents: "counter", empty: Counter())
    static let load = DataDocument("load.json", contents: "load", empty: Load())

    @Test func processesIncrementingOneCounterLoseNoIncrement() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let processes = 4
        let rounds = 50

        let running = try (0..<processes).map { _ in
            try ExerciserProcess(["count", temporary.path, String(rounds)])
        }
        for process in running {
            // Generous: 200 synced writes on a loaded machine (CI, parallel tests) take long.
            let ending = process.finish(within: .seconds(120))
            #expect(ending.reason == .exit && ending.status == 0, "\(ending.standardError)")
        }

        let read = try DataFolder(path: temporary.path).read(Self.counter)
        #expect(read.value.count == processes * rounds)
        #expect(read.repair == nil)
        #expect(try temporary.names() == [".scenic-data.lock", "counter.json"])
    }

    @Test func aWriteKilledAtAnyMomentLeavesTheDocumentWholeAndNoTemporaryFile() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let bytes = 1_000_000
        // Generous for a loaded machine; an unloaded one is done in a few seconds.
        let deadline = ContinuousClock.now + .seconds(30)
        var rounds = 0
        var leftoversFound = 0
        var lastRound = 0

        // 30 kills at random moments, and more (up to 100) until one has hit a write.
        func goesOn() -> Bool {
            (rounds < 30 || leftoversFound == 0) && rounds < 100 && ContinuousClock.now < deadline
        }
        while goesOn() {
            rounds += 1
            let writer = try ExerciserProcess(["rewrite", temporary.path, String(bytes)])
            // From when it starts writing: on a loaded machine its start alone may take longer
            // than any delay chosen, and the kills would never hit a write.
            #expect(writer.waitForFirstLine(within: .seconds(20)))
            // Later while no write has finished, and while no kill has hit one: on a loaded
            // machine a write, and the encoding before it, may take longer than any delay
            // chosen (a full parallel run once killed 30 writers before their writes began).
            let slack =
                (lastRound == 0 ? UInt32(rounds) * 10_000 : 0)
                + (leftoversFound == 0 ? UInt32(rounds) * 3_000 : 0)
            let delay = UInt32.random(in: 0..<40_000) + slack
            usleep(delay)
            writer.killNow()
            // Killed, it ends at once; noticing it may take a loaded test runner longer (5 s
            // did not once, in a full parallel run).
            let ending = writer.finish(within: .seconds(20))
            #expect(ending.reason == .uncaughtSignal, "\(ending.standardError)")
            let leftovers = try temporary.names().filter {
                $0.hasPrefix(".load.json.") && $0.hasSuffix(".tmp")
            }
            leftoversFound += leftovers.isEmpty ? 0 : 1

            let read = try folder.read(Self.load)

            let value = read.value
            // Every byte of the filler says which round wrote it.
            let mark = UInt8(truncatingIfNeeded: value.round)
            let isWhole =
                value.round == 0
                ? value == Load()
                : value.filler.count == bytes && !value.filler.contains { $0 != mark }
            #expect(isWhole, "round \(value.round) after a kill at \(delay) µs")
            #expect(read.repair == nil, "\(read.repair?.message ?? "")")
            #expect(value.round >= lastRound)
            lastRound = value.round
            let expectedNames = [".scenic-data.lock"] + (value.round > 0 ? ["load.json"] : [])
            // A kill while the folder was being opened leaves its probe file, which the next
            // transaction removes (DataTransactionTests pins that).
            let names = try temporary.names().filter { !$0.hasPrefix(".scenic-data-probe-") }
            #expect(names == expectedNames, "after a kill at \(delay) µs")
        }

        #expect(rounds >= 10, "only \(rounds) kills in the time allowed")
        #expect(lastRound > 0, "no write finished between the kills")
        // Otherwise no kill hit a write, and the removal of leftovers went untested.
        #expect(leftoversFound > 0, "no kill of \(rounds) left a temporary file")
    }

    /// Two documents written in one transaction, the process killed at random moments: the
    /// next transaction finds both of one round, never one new and one old, and no file of
    /// the killed commit left (a kill between the two renames is finished then).
    @Test func twoDocumentsWrittenTogetherAreNeverTornByAKill() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let pair = DataDocument("pair.json", contents: "pair", empty: Load())
        let deadline = ContinuousClock.now + .seconds(30)
        var rounds = 0
        var lastRound = 0
        var journalsFound = 0

        while rounds < 40 && ContinuousClock.now < deadline {
            rounds += 1
            let writer = try ExerciserProcess(["pair", temporary.path, "300000"])
            #expect(writer.waitForFirstLine(within: .seconds(20)))
            usleep(UInt32.random(in: 0..<30_000) + (lastRound == 0 ? UInt32(rounds) * 5_000 : 0))
            writer.killNow()
            #expect(writer.finish(within: .seconds(20)).reason == .uncaughtSignal)
            if try temporary.names().contains(".scenic-data.journal") { journalsFound += 1 }

            let (first, second) = try folder.transaction { data throws(DataError) in
                (try data.read(Self.load).value, try data.read(pair).value)
            }
            #expect(
                first.round == second.round, "torn after a kill: \(first.round) and \(second.round)"
            )
            #expect(first == second)
            #expect(first.round >= lastRound)
            lastRound = first.round
            let names = try temporary.names().filter { !$0.hasPrefix(".scenic-data-probe-") }
            #expect(
                names == [".scenic-data.lock"]
                    + (first.round > 0 ? ["load.json", "pair.json"] : []),
                "after round \(rounds)")
        }

        #expect(lastRound > 0, "no transaction finished between the kills")
        // How many kills hit a commit's journal, for whoever reads the log.
        print("\(rounds) kills, \(journalsFound) left a journal to finish")
    }

    /// Processes that each ask again as soon as they let go all get their turns: none is
    /// refused as busy, though the wait is many times any one hold.
    ///
    /// Polling for the lock let a process that just let go take it back before a poller's next
    /// try, so a poller waited out its lock wait while each hold was short (found by a hostile
    /// tester: four copies doing 0.7 s transactions, one refused after 5 s).
    @Test func processesAskingAgainAtOnceTakeTurnsAndNoneIsRefusedAsBusy() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let processes = 4
        let rounds = 20
        // A fair turn comes after the 3 others' 80 ms holds; 3 s is ten times that. Polling
        // kept each process on the lock for most of its 20 rounds, 1.6 s, so the last to get
        // it waited several of those.
        let running = try (0..<processes).map { _ in
            try ExerciserProcess(["turns", temporary.path, String(rounds), "80", "3000"])
        }
        for process in running {
            let ending = process.finish(within: .seconds(120))
            #expect(ending.reason == .exit && ending.status == 0, "\(ending.standardError)")
        }

        let read = try DataFolder(path: temporary.path).read(Self.counter)
        #expect(read.value.count == processes * rounds)
    }

    /// The lock file's size marks that a process waits; one left by a waiter that was killed
    /// delays the next transaction a moment, then is cleared, and the lock file holds no byte.
    @Test func aWaitingMarkLeftBehindIsClearedByTheNextTransaction() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try folder.transaction { _ throws(DataError) in }
        let lock = temporary.path + "/.scenic-data.lock"
        #expect(truncate(lock, 1) == 0)

        #expect(try folder.transaction { _ throws(DataError) in true })

        var status = stat()
        #expect(stat(lock, &status) == 0)
        #expect(status.st_size == 0)
    }

    @Test func aProcessHoldingTheLockTooLongMakesATransactionFailAsBusyWithoutRunningIt() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let marker = temporary.path + "-held"
        defer { unlink(marker) }
        // Held for 30 s and given a minute to start: a full test run on two busy cores once
        // stalled every process for a minute (the holder "never took the lock" in 5 s).
        let holder = try ExerciserProcess(["hold", temporary.path, marker, "30000"])
        let held = ContinuousClock.now + .seconds(60)
        while access(marker, F_OK) != 0 && ContinuousClock.now < held { usleep(5_000) }
        try #require(access(marker, F_OK) == 0, "the holder never took the lock")
        let folder = try DataFolder(path: temporary.path, lockWait: .milliseconds(300))
        var ran = false
        let start = ContinuousClock.now

        #expect(throws: DataError.busy(folder: temporary.path, seconds: 1)) {
            try folder.transaction { _ throws(DataError) in ran = true }
        }

        let waited = ContinuousClock.now - start
        #expect(!ran)
        // Well before the holder lets go: it did not wait for the lock to be free.
        #expect(waited >= .milliseconds(300) && waited < .seconds(20), "waited \(waited)")
        // Asked again while it is still held: refused again, not queued behind the first
        // wait's thread, which is still in the kernel's queue.
        #expect(throws: DataError.busy(folder: temporary.path, seconds: 1)) {
            try folder.transaction { _ throws(DataError) in ran = true }
        }
        #expect(!ran)
        // Asked again and again: each wait takes over the one the last gave up, still in the
        // kernel's queue, so one descriptor waits, not one a try (a hostile tester's 200 tries
        // left 200 threads and descriptors).
        let lock = temporary.path + "/.scenic-data.lock"
        let impatient = try DataFolder(path: temporary.path, lockWait: .milliseconds(80))
        for _ in 1...5 {
            #expect(throws: DataError.busy(folder: temporary.path, seconds: 1)) {
                try impatient.transaction { _ throws(DataError) in ran = true }
            }
        }
        #expect(!ran)
        #if os(Linux)
            #expect(Self.openDescriptors(of: lock) == 1)
        #endif
        // A killed holder leaves no lock behind: the kernel releases it.
        holder.killNow()
        #expect(holder.finish(within: .seconds(5)).reason == .uncaughtSignal)
        #expect(try folder.transaction { _ throws(DataError) in true })
        #if os(Linux)
            // The threads left waiting let go of the lock and close their descriptors when
            // their turns come (given long: they are threads of a loaded test process).
            let closed = ContinuousClock.now + .seconds(20)
            while Self.openDescriptors(of: lock) > 0 && ContinuousClock.now < closed {
                usleep(5_000)
            }
            #expect(Self.openDescriptors(of: lock) == 0)
        #endif
    }

    #if os(Linux)
        /// How many of this process's descriptors are open on the file at `path`.
        static func openDescriptors(of path: String) -> Int {
            // The links name the file by its real path.
            guard let real = realpath(path, nil) else { return 0 }
            defer { free(real) }
            let target = String(cString: real)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))
            return (names ?? []).count { name in
                let link = try? FileManager.default.destinationOfSymbolicLink(
                    atPath: "/proc/self/fd/" + name)
                return link == target
            }
        }
    #endif

    @Test func aTransactionUsedAfterItEndedStopsTheProgram() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }

        let ending = try ExerciserProcess(["use-after-end", temporary.path])
            .finish(within: .seconds(10))

        #expect(ending.reason == .uncaughtSignal, "status \(ending.status)")
        #expect(ending.standardOutput == "escaped\n")
        #if DEBUG
            #expect(
                ending.standardError.contains("DataTransaction used after its transaction ended"))
        #endif
    }

    @Test(arguments: [
        ("", false), (".hidden", false), ("a/b.json", false), ("../up.json", false),
        (String(repeating: "n", count: 201), false),
        (String(repeating: "n", count: 200), true), ("cart.json", true), ("café ☕.json", true),
        // Swift's characters join these to the "/" or the "." before them; the bytes do not.
        ("a/\u{301}b.json", false), (".\u{301}hidden", false),
        // A mark that would join the folder's "/" before it.
        ("\u{301}a.json", false), ("\u{FE0F}a.json", false), ("\u{200D}a.json", false),
        ("e\u{301}.json", true),
    ])
    func onlyAPlainFileNameMakesADocument(name: String, isPlain: Bool) throws {
        // (A NUL cannot travel in a process's arguments, so that case is not here.)
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }

        let ending = try ExerciserProcess(["document", temporary.path, name])
            .finish(within: .seconds(10))

        if isPlain {
            #expect(ending.reason == .exit && ending.status == 0, "\(ending.standardError)")
            #expect(ending.standardOutput == "made \(name)\n")
        } else {
            #expect(ending.reason == .uncaughtSignal, "status \(ending.status)")
            #expect(ending.standardOutput == "")
        }
    }
}
