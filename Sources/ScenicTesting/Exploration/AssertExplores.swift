import Foundation
import Scenic
import ScenicSnapshotStore
import Synchronization

/// Explores an app from its own declarations and fails with a minimal story when a rule breaks.
///
/// The explorer types `steps` lines a person could type — each screen's commands with values
/// from each argument's domain (its limits and just outside them, zero, huge, Unicode, quotes,
/// nothing), the values Tab completion offers, `help`, `back` and `home`, answers to a waiting
/// question (right and wrong), empty lines and a little garbage — preferring lines that reach
/// a new screen, command or message, then `quit`. After every line it checks the rules every
/// app keeps (no line wider than the screen, no raw control character, a footer that offers
/// only commands `help` knows, a refusal that says what to type instead, `back` that closes a
/// pushed screen, `quit` that ends the session) and the app's own `invariants`.
///
/// When a rule breaks, the lines are shrunk (lines dropped, then words) and the test fails with
/// them as a story, also written to `Stories/Explored/<test>.seed-<seed>.story` beside the test
/// file (not under CI; `<test>.<name>.seed-<seed>.story` with `named:`): inside the `Stories`
/// folder a test target excludes, so SwiftPM has no file to warn about, and in a folder of its
/// own, which no story test reads. A story this run already wrote is never replaced: a second
/// finding under the same name (an exploration per case of a parameterized test, without
/// `named:`) goes to `….seed-<seed>-2.story`. Move it up into `Stories/` to keep it as a
/// regression story once the bug is fixed (a story test compares transcripts and checks no
/// rule; accept its snapshot only when the transcript is right):
///
/// ```swift
/// @Test func exploration() async {
///     await assertExplores(steps: 300, seed: 1, vocabulary: ["ada", "lovelace"]) {
///         Console(navigator: Navigator(builder: AppScenes(workers: .inMemory()), root: .home))
///     }
/// }
/// ```
///
/// The same seed gives the same run; change it to explore elsewhere. Every run prints its seed
/// and what it reached (`Reached 7 screens …; ran 22 of the 22 commands they declare`), the
/// same count as the commands column of the coverage it returns.
///
/// It returns what the run reached of the app's words, scene by scene (see ``Coverage``), and
/// adds it to the coverage of the test run that `scenic coverage` reports.
///
/// - Parameters:
///   - name: Names the story a finding is written to, beside the test's name: give one per
///     case in a parameterized test (`named: "\(room)"`), so each finding has a file of its
///     own whichever case runs first.
///   - steps: How many lines to type: the budget.
///   - seed: The seed of the run.
///   - width: The screen's width.
///   - vocabulary: Words to type where text is asked for, such as a demo account's name and
///     password.
///   - invariants: The app's own rules about its Logic states.
///   - isolation: The caller's actor, on which `makeConsole` runs: leave it out, Swift gives it.
///   - makeConsole: Builds a fresh console with deterministic workers and fresh data; it is
///     called again for every attempt while shrinking, always on the test's actor (a
///     main-actor test may call `assertExplores` too), and each console runs off it. It may
///     throw (a temporary data folder that cannot be made): the exploration then stops and the
///     test fails naming the error.
/// - Returns: The commands, actions, notices, routes and questions the run reached.
@discardableResult
public func assertExplores<Route: Hashable & Sendable>(
    named name: String? = nil,
    steps: Int = 200,
    seed: UInt64 = 1,
    width: Int = 80,
    vocabulary: [String] = [],
    invariants: [ExplorationInvariant] = [],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    console makeConsole: @escaping () async throws -> sending Console<Route>
) async -> Coverage {
    let thrown = FirstThrownError()
    let maker = ConsoleMaker(makeConsole)
    let explorer = Explorer(
        steps: steps, seed: seed, width: width, vocabulary: vocabulary, invariants: invariants
    ) {
        do {
            return try await maker()
        } catch {
            thrown.keep(error)
            return nil
        }
    }
    let report = await explorer.run()
    if let error = thrown.error {
        let call = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        IssueRecorder.record(
            ConsoleProblem.explorationConsoleThrew(error: "\(error)").message, at: call)
    }
    CoverageRecording.shared.collector(forFile: "\(filePath)")?.keep(report.coverage)
    // Every run says its seed and what it reached, in the test log.
    print(report.heading + "\n" + report.summary, terminator: "")
    guard report.finding != nil else {
        let call = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if report.typedLines == 0, thrown.error == nil {
            // Nothing explored passes as if nothing broke: the test would guard nothing.
            IssueRecorder.record(ConsoleProblem.explorationTypedNothing.message, at: call)
        } else if !report.uncheckedRules.isEmpty {
            // A rule that checked nothing passes as if kept: the test would guard nothing.
            IssueRecorder.record(
                ConsoleProblem.explorationRulesNeverChecked(
                    report.uncheckedRules, lines: report.typedLines
                ).message, at: call)
        }
        return report.coverage
    }
    let folder = URL(filePath: "\(filePath)").deletingLastPathComponent().appending(
        path: "Stories/Explored")
    let base =
        SnapshotName.testName(fromFunction: "\(function)")
        + (name.map { "." + SnapshotName.fileName(for: $0) } ?? "") + ".seed-\(seed)"
    var message = report.heading + "\n" + report.summary
    if case .verify = (try? SnapshotEnvironment.mode()) ?? .pending {
        message += "The story:\n" + report.story
    } else {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = ExploredStories.unclaimed(base, in: folder)
            try Data(report.story.utf8).write(to: url, options: .atomic)
            message +=
                "Wrote the story to \(url.path); replay it with the app's --replay (and "
                + "the options this test's console stands for), and once the bug is fixed, "
                + "move it up into Stories/ to keep it as a regression story, with these rules "
                + "(assertStories(invariants:))."
        } catch {
            message += "Could not write the story (\(error)); here it is:\n" + report.story
        }
    }
    let call = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    IssueRecorder.record(message, at: call)
    return report.coverage
}

/// Explores an app whose workers read the date, handing each console the clock the
/// exploration moves.
///
/// The same as ``assertExplores(named:steps:seed:width:vocabulary:invariants:fileID:filePath:function:line:column:isolation:console:)``,
/// but `makeConsole` is given a fresh ``SessionClock`` for each console, at
/// 2026-01-01T00:00:00Z as `--explore` starts: hand it to the workers as an app hands them
/// `launch.clock`, and the exploration's clock steps (`# after 30s`) move the workers' date
/// with the timers, as a story's `# after` moves `story.clock`. The console keeps the clock
/// unless the closure set another.
///
/// ```swift
/// await assertExplores(steps: 600) { clock in
///     Console(navigator: Navigator(builder: TimerScenes(folder: folder, clock: clock), root: .board))
/// }
/// ```
@discardableResult
public func assertExplores<Route: Hashable & Sendable>(
    named name: String? = nil,
    steps: Int = 200,
    seed: UInt64 = 1,
    width: Int = 80,
    vocabulary: [String] = [],
    invariants: [ExplorationInvariant] = [],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    console makeConsole: @escaping (SessionClock) async throws -> sending Console<Route>
) async -> Coverage {
    await assertExplores(
        named: name, steps: steps, seed: seed, width: width, vocabulary: vocabulary,
        invariants: invariants, fileID: fileID, filePath: filePath, function: function,
        line: line, column: column, isolation: isolation
    ) { () async throws -> sending Console<Route> in
        let clock = SessionClock(startingAt: StoryScript.defaultStart)
        var console = try await makeConsole(clock)
        if console.clock == nil { console.clock = clock }
        return console
    }
}

/// The stories the explorations of this test run wrote, so that none replaces another.
enum ExploredStories {
    private static let claimed = Mutex<Set<String>>([])

    /// `<base>.story` in `folder`, or `<base>-2.story`, `<base>-3.story`, … when this run
    /// has written that one already; claimed for the caller.
    static func unclaimed(_ base: String, in folder: URL) -> URL {
        claimed.withLock { claimed in
            var number = 1
            while true {
                let url = folder.appending(
                    path: base + (number == 1 ? "" : "-\(number)") + ".story")
                if claimed.insert(url.path).inserted { return url }
                number += 1
            }
        }
    }
}

/// The first error a console maker threw, from whichever task the explorer called it on.
private final class FirstThrownError: @unchecked Sendable {
    private let lock = NSLock()
    private var first: (any Error)?

    var error: (any Error)? { lock.withLock { first } }

    func keep(_ error: any Error) {
        lock.withLock { if first == nil { first = error } }
    }
}
