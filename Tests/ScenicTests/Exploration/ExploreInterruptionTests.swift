import Foundation
import ScenicTestSupport
import Testing

@testable import Scenic

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--explore` interrupted or killed: the child exploring never outlives the app, and an
/// interrupted run says how far it got and with which seed.
@Suite(.serialized, .blocking) struct ExploreInterruptionTests {
    /// A budget no run reaches: each test ends the run itself.
    private static let endless = "1000000000"

    /// A run given no `--seed` explores with the seed it prints.
    ///
    /// So `--seed` with it explores the same way again. Before, the child that explores chose a seed of its own, a few
    /// milliseconds later (found by a newcomer: four runs of four explored elsewhere).
    @Test func thePrintedSeedExploresTheSameWayAgain() throws {
        let sample = try BuiltProduct("PlantedSampleCommand")
        let folder = TestFolder.path("explore-seed")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let unseeded = try sample.run(["--explore", "60", "--no-bug"], in: folder, timeLimit: 120)
        let heading = try #require(unseeded.standardOutput.split(separator: "\n").first)
        let seed = try #require(
            heading.split(separator: " ").firstIndex(of: "seed").map {
                heading.split(separator: " ")[$0 + 1]
            })
        let seeded = try sample.run(
            ["--explore", "60", "--no-bug", "--seed", String(seed)], in: folder, timeLimit: 120)
        #expect(unseeded.status == 0, "\(unseeded.standardError)")
        #expect(seeded.standardOutput == unseeded.standardOutput)
    }

    @Test func ctrlCEndsTheChildAndSaysHowFarItGotAndTheSeed() throws {
        let terminal = try PseudoTerminal()
        let sample = try BuiltProduct("PlantedSampleCommand")
        let seed = UInt64.random(in: 1_000_000...9_999_999)
        let arguments = ["--explore", Self.endless, "--seed", "\(seed)", "--no-bug"]
        let process = try terminal.launchInNewSession(sample.url, arguments)
        let children = ExploringChildren(program: sample.url, arguments: arguments)
        defer {
            if process.isRunning { process.terminate() }
            children.killAll()
        }
        #expect(terminal.waitFor("Exploring \(Self.endless) steps with seed \(seed) at"))
        let child = try #require(children.waitForOne())

        terminal.type("\u{3}")
        // Bounded: a Ctrl-C the app lost would otherwise hold the whole test run.
        let deadline = Date(timeIntervalSinceNow: 30)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        try #require(!process.isRunning, "the app did not end within 30 s of Ctrl-C")
        #expect(ExploringChildren.hasEnded(child))
        #expect(process.terminationStatus == 128 + SIGINT)
        #expect(terminal.waitFor("explores the same way again."))
        let said = try #require(terminal.output.range(of: "Interrupted after "))
        let line = terminal.output[said.lowerBound...].prefix { !$0.isNewline }
        #expect(
            line.wholeMatch(
                of: try Regex(
                    "Interrupted after [0-9]+ of \(Self.endless) lines with seed \(seed); "
                        + "--seed \(seed) explores the same way again.")) != nil,
            "\(line)")
    }

    /// The planted sample exploring without end with `seed` (in `folder`, if given), its
    /// output piped, and the children it starts.
    private static func exploreEndlessly(
        _ sample: BuiltProduct, seed: UInt64, in folder: URL? = nil
    ) throws -> (Process, Pipe, ExploringChildren) {
        let arguments = ["--explore", endless, "--seed", "\(seed)", "--no-bug"]
        let process = Process()
        process.executableURL = sample.url
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, output, ExploringChildren(program: sample.url, arguments: arguments))
    }

    /// The planted sample exploring without end with a seed of its own, its output piped,
    /// once its first child runs; ``stop()`` kills whatever is left and removes the child's
    /// folder.
    private struct EndlessRun {
        let seed = UInt64.random(in: 1_000_000...9_999_999)
        let process: Process
        let output: Pipe
        let children: ExploringChildren
        let child: pid_t
        let folder: URL

        init() throws {
            let sample = try BuiltProduct("PlantedSampleCommand")
            (process, output, children) = try ExploreInterruptionTests.exploreEndlessly(
                sample, seed: seed)
            do {
                child = try #require(children.waitForOne())
                folder = try #require(children.folder(of: child))
            } catch {
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                children.killAll()
                throw error
            }
        }

        func stop() {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            children.killAll()
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// A child stopped from outside (`kill -9` by another program, the system out of memory)
    /// did not trap: the run says so and ends, shrinking nothing and writing no story.
    @Test func aChildKilledFromOutsideIsNoFinding() throws {
        let sample = try BuiltProduct("PlantedSampleCommand")
        let folder = TestFolder.path("explore-killed")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let seed = UInt64.random(in: 1_000_000...9_999_999)
        let (process, output, children) = try Self.exploreEndlessly(sample, seed: seed, in: folder)
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            children.killAll()
        }
        let child = try #require(children.waitForOne())
        kill(child, SIGKILL)
        let printed = String(
            decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
        #expect(process.terminationStatus == 1)
        let stopped: String =
            "planted-sample: the process exploring was stopped by signal 9 from outside the "
            + "app (another program, or the system out of memory); that is no finding, "
            + "and nothing was shrunk. Run again with --seed \(seed) to explore the same "
            + "way.\n"
        #expect(printed.hasSuffix(stopped), "\(printed)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test(arguments: [SIGTERM, SIGKILL])
    func theChildEndsWithTheAppWhateverSignalEndsIt(signal: Int32) throws {
        let run = try EndlessRun()
        defer { run.stop() }

        kill(run.process.processIdentifier, signal)
        let printed = String(
            decoding: run.output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(ProcessStopping.waitForExit(run.process, seconds: 120))
        #expect(ExploringChildren.hasEnded(run.child))
        guard signal == SIGTERM else {
            // A killed app cannot remove its folder: the watcher of its temporary folder does.
            let clock = ContinuousClock()
            let deadline = clock.now + .seconds(10)
            while FileManager.default.fileExists(atPath: run.folder.path), clock.now < deadline {
                Thread.sleep(forTimeInterval: 0.02)
            }
            #expect(!FileManager.default.fileExists(atPath: run.folder.path))
            return
        }
        // One that ended by itself removed its own.
        #expect(!FileManager.default.fileExists(atPath: run.folder.path))
        #expect(run.process.terminationReason == .exit)
        #expect(run.process.terminationStatus == 128 + SIGTERM)
        #expect(
            printed.hasPrefix(
                "Exploring \(Self.endless) steps with seed \(run.seed) at 80 columns.\n"))
        #expect(printed.contains("\nInterrupted after "))
        #expect(
            printed.contains(
                " with seed \(run.seed); --seed \(run.seed) explores the same way again.\n"))
        // And the line it had typed last, if any, which a run stopped because it hung wants.
        let last = printed.components(separatedBy: "\n").dropLast().last ?? ""
        #expect(
            printed.contains("Interrupted after 0 of ")
                ? last.hasPrefix("Interrupted after 0 of ")
                : last.hasPrefix("The last line typed, which may still have been running: "),
            "\(printed)")
    }

    /// A run whose output nobody reads any more (`| head -1` took its first line) ends, as
    /// `SIGPIPE` would end it, with its child and its folder; before, it explored to its end
    /// unseen (found by a hostile tester: a child at 95% of a core after `head` had exited).
    @Test func aRunWhoseReaderIsGoneEndsWithItsChild() throws {
        let run = try EndlessRun()
        defer { run.stop() }
        try run.output.fileHandleForReading.close()
        #expect(ProcessStopping.waitForExit(run.process, seconds: 30))
        #expect(run.process.terminationStatus == 128 + SIGPIPE)
        #expect(ExploringChildren.hasEnded(run.child))
        #expect(!FileManager.default.fileExists(atPath: run.folder.path))
    }

    @Test func theLineSaysHowFarTheRunGotAndItsSeed() throws {
        let exploring = ExplorationInterruption.line(
            .exploring, typed: 4057, steps: 100_000_000, seed: 1, last: "show")
        #expect(
            exploring
                == "Interrupted after 4057 of 100000000 lines with seed 1; --seed 1 explores the "
                + "same way again.\nThe last line typed, which may still have been running: show")
        // The README shows it.
        #expect(try Readme().text.contains("```text\n" + exploring + "\n```"))
        #expect(
            ExplorationInterruption.line(.shrinking(lines: 151), typed: 151, steps: 200, seed: 2)
                == "Interrupted while shrinking the 151 lines that trapped, with seed 2; --seed 2 "
                + "finds them again.")
    }
}

/// The child processes a run of `--explore` started: the program run again with the same
/// command line and the journal variable set, found under `/proc`.
private struct ExploringChildren {
    var program: URL
    var arguments: [String]

    /// The first such child to appear, within a few seconds.
    func waitForOne() -> pid_t? {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let child = running.first { return child }
            usleep(20_000)
        }
        return nil
    }

    /// Kills every such child still running, so a failing test leaves none behind.
    func killAll() {
        for child in running { kill(child, SIGKILL) }
    }

    /// The folder of the files of `child`, its journal's.
    func folder(of child: pid_t) -> URL? {
        guard let environment = FileManager.default.contents(atPath: "/proc/\(child)/environ")
        else { return nil }
        let prefix = "SCENIC_EXPLORE_JOURNAL="
        return String(decoding: environment, as: UTF8.self).split(separator: "\0")
            .first { $0.hasPrefix(prefix) }
            .map { URL(filePath: String($0.dropFirst(prefix.count))).deletingLastPathComponent() }
    }

    /// Whether `child` has ended (it may stay a zombie until its new parent reaps it), within
    /// a few seconds.
    static func hasEnded(_ child: pid_t) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if isEnded(child) { return true }
            usleep(20_000)
        }
        return false
    }

    /// The children running now.
    private var running: [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let process = pid_t(entry),
                let commandLine = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
                let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ")
            else { return nil }
            // The program may be named by another path to it: the arguments say which run.
            let words = String(decoding: commandLine, as: UTF8.self)
                .split(separator: "\0", omittingEmptySubsequences: false).dropLast()
            guard words.first?.hasSuffix("/" + program.lastPathComponent) == true,
                words.dropFirst().map(String.init) == arguments,
                String(decoding: environment, as: UTF8.self).contains("SCENIC_EXPLORE_JOURNAL="),
                !Self.isEnded(process)
            else { return nil }
            return process
        }
    }

    /// Whether `child` has ended now: gone, or a zombie.
    private static func isEnded(_ child: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8),
            let state = stat.range(of: ") ").map({ stat[$0.upperBound...].prefix(1) })
        else { return true }
        return state == "Z" || state == "X"
    }
}

/// The line an interrupted exploration ends with.
@Suite struct ExplorationInterruptionLineTests {
    /// The last line typed is named on a line of its own, its controls made visible and a
    /// long one cut: a run stopped because a line hung says which.
    @Test func theLastLineTypedIsNamedOnALineOfItsOwn() {
        let long = "spin " + String(repeating: "9", count: 80) + "\u{1B}[2J"
        #expect(
            ExplorationInterruption.line(.exploring, typed: 4, steps: 300, seed: 1, last: long)
                == "Interrupted after 4 of 300 lines with seed 1; --seed 1 explores the same "
                + "way again.\nThe last line typed, which may still have been running: spin "
                + String(repeating: "9", count: 54) + "…")
        #expect(
            ExplorationInterruption.line(.exploring, typed: 1, steps: 3, seed: 2, last: "a\u{7}")
                .hasSuffix("running: a^G"))
    }
}
