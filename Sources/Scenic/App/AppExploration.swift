import Foundation

/// `--explore STEPS [--seed N]`: explores the app from its own declarations, prints what it
/// reached, and writes a short story that breaks a rule, if one does (shrunk to a local
/// minimum).
///
/// Run as a program, the app explores in a child process of itself: a trap ends the child, and
/// this process reports it and shrinks the lines that led to it as for any other rule.
struct AppExploration<Route: Hashable & Sendable> {
    /// The app's name, for the story's file name and the next command to type.
    var name: String
    var steps: Int
    var seed: UInt64
    var width: Int
    /// Words to type where text is asked for.
    var vocabulary: [String]
    /// The app's rules about its Logic states; each launch may add its own
    /// (``AppSession/explorationInvariants``).
    var invariants: [ExplorationInvariant]
    /// Launches the app afresh, on data of its own.
    var launch: () async throws(AppLaunchError) -> AppSession<Route>
    /// The stack to start on, root first: the one `--route` named, else the launched
    /// session's root (``AppSession/root``), else this.
    var stack: [Route]
    /// Whether `--route` named ``stack``: then it is kept, whatever the session's root.
    var stackIsNamed = false
    /// The app's own options and `--route` as given, which the command that replays a finding
    /// repeats before `--replay`.
    var replayArguments: [String] = []
    /// The app's operands as given, which that command gives after `--replay`.
    var replayOperands: [String] = []
    /// The process's environment, which tells a child what to do.
    var environment: [String: String]
    /// The temporary folder the user chose, where the run's folder is (inside a folder of
    /// the process's own, when it has one): what a message about a full disk names.
    var temporaryFolder = FileManager.default.temporaryDirectory
    /// The app's program and command line, to run as a child; `nil` to explore in this
    /// process (as tests of the app runner do).
    var program: (executable: URL, arguments: [String])?
    /// Why the launched session cannot start on ``stack`` (a first screen that hands its
    /// result down), as the app refuses to run so, and its replay of a finding would.
    var stackProblem: (AppSession<Route>) -> String? = { _ in nil }
    /// The clock the launch handed the app's workers, which every session's console moves.
    var clock = SessionClock(startingAt: StoryScript.defaultStart)

    /// Runs the exploration, printing its seed first and its findings last.
    ///
    /// - Returns: 0 when no rule broke, 1 when one did.
    func run(output: inout some TextOutput) async -> Int32 {
        if let script = environment[ExplorationChild.scriptVariable] {
            ExplorationChild.endWithParent()
            return await replay(script)
        }
        if environment[ExplorationChild.journalVariable] != nil {
            ExplorationChild.endWithParent()
        } else if let program {
            return await watch(program, output: &output)
        }
        return await explore(output: &output)
    }

    /// Explores in this process, writing each line to the journal a parent named, if any.
    private func explore(output: inout some TextOutput) async -> Int32 {
        var explorer: Explorer<Route>
        do {
            explorer = try await self.explorer()
        } catch {
            // An app that cannot start explores nothing: said as its own start says it (after
            // the heading, which a child's parent has said already), never "No rule broke in
            // 0 lines".
            let isChild = environment[ExplorationChild.journalVariable] != nil
            output.write(
                (isChild ? "" : heading) + name + ": " + VisibleText.escaping(error.message) + "\n")
            return error.status
        }
        if let path = environment[ExplorationChild.journalVariable] {
            let file = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
            // A trap after a line the journal lacks would be reported after the wrong lines and
            // shrunk to a story that replays nothing, so a child that cannot keep its journal
            // stops at once, saying nothing: its parent then says it could not write its files.
            guard file >= 0 else { return ExplorationChild.journalLostStatus }
            // Written straight to the file, unbuffered, so a trap loses none of it.
            var journaled = 0
            explorer.journal = {
                if Terminal.write(Array(($0 + "\n").utf8), to: file) != nil {
                    exit(ExplorationChild.journalLostStatus)
                }
                journaled += 1
            }
            // Where each fresh session began, so a trap is shrunk on its own session's lines.
            explorer.sessionStarted = {
                let sessions = open(
                    ExplorationChild.sessionsPath(ofJournal: path),
                    O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
                guard sessions >= 0,
                    Terminal.write(Array("\(journaled)\n".utf8), to: sessions) == nil
                else { exit(ExplorationChild.journalLostStatus) }
                close(sessions)
            }
        } else {
            // A child's parent has said it already, before the child started.
            output.write(heading)
        }
        let report = await explorer.run()
        output.write(
            report.reachSummary + "\nWhat it reached of the app's words:\n"
                + report.coverage.table + "\n" + report.findingSummary)
        return write(report, output: &output)
    }

    /// Types the lines of the JSON file at `path`, as a parent shrinking a trap asks.
    private func replay(_ path: String) async -> Int32 {
        guard let data = FileManager.default.contents(atPath: path),
            let lines = try? JSONDecoder().decode([String].self, from: data)
        else { return 2 }
        guard let explorer = try? await explorer() else { return 2 }
        return await explorer.finding(typing: lines) == nil ? 0 : 1
    }

    /// Explores in a child process; when it traps, shrinks the lines it typed with more
    /// children, and writes them as a story.
    private func watch(
        _ program: (executable: URL, arguments: [String]), output: inout some TextOutput
    ) async -> Int32 {
        let folder = ExplorationChild.newFolder(in: FileManager.default.temporaryDirectory)
        // Made by the system call, so a failure is said in its words ("Not a directory").
        guard mkdir(folder.path, 0o700) == 0 else {
            // Explored in this process instead, a trap would end the run with nothing said.
            let problem = AppCommandLineProblem.explorationFolderUnusable(
                folder: FileManager.default.temporaryDirectory.path,
                reason: String(cString: strerror(errno)))
            output.write(heading + name + ": " + problem.message(app: name) + "\n")
            return 1
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        var child = ExplorationChild(
            executable: program.executable, arguments: program.arguments,
            environment: environment, folder: folder)
        let journal = folder.appending(path: "journal")
        // Said before the child starts, so a run interrupted early has told its seed.
        output.write(heading)
        let interruption = ExplorationInterruption(
            seed: seed, steps: steps, journal: journal, folder: folder)
        defer { interruption.stop() }
        child.running = { interruption.childRuns($0) }
        // The seed it printed: without it, a run given no --seed explored with a seed of the
        // child's own, and the printed one did not repeat it (found by a newcomer).
        let ending = child.run([
            ExplorationChild.journalVariable: journal.path,
            ExplorationChild.seedVariable: String(seed),
        ])
        output.write(ending.standardOutput)
        guard ending.trapped else {
            if let signal = ending.killedBy {
                let problem = AppCommandLineProblem.explorationChildKilled(
                    signal: signal, seed: seed)
                output.write(name + ": " + problem.message(app: name) + "\n")
                return 1
            }
            // A child that did not trap always prints what it reached: nothing printed means
            // it could not write its files (a full disk), and its run says nothing.
            guard ending.standardOutput.isEmpty else { return ending.status }
            let problem = AppCommandLineProblem.explorationChildSaidNothing(
                status: ending.status, folder: temporaryFolder.path, seed: seed)
            output.write(name + ": " + problem.message(app: name) + "\n")
            return 1
        }
        let text = (try? String(contentsOf: journal, encoding: .utf8)) ?? ""
        var typed = Array(text.split(separator: "\n", omittingEmptySubsequences: false).dropLast())
            .map(String.init)
        var report = ExplorationReport(seed: seed, steps: steps, width: width)
        // The app ended sessions before the one that trapped: that one's lines, typed into a
        // fresh app, are what trapped.
        let starts = ExplorationChild.sessionStarts(ofJournal: journal.path)
        if let start = starts.last, start <= typed.count {
            typed.removeFirst(start)
            report.sessionsEnded = starts.count
        }
        report.foundAfter = typed
        report.finding = Self.trap(ending, after: typed)
        let script = folder.appending(path: "script.json")
        interruption.shrinking(typed.count)
        // The shrinker ends on the last lines it kept: how they trapped is the story's finding.
        var kept = ending
        report.lines = await LineShrinker().shrink(typed) { lines in
            guard (try? JSONEncoder().encode(lines).write(to: script)) != nil else { return false }
            let ending = child.run([ExplorationChild.scriptVariable: script.path])
            if ending.trapped { kept = ending }
            return ending.trapped
        }
        report.shrunkFinding = Self.trap(kept, after: report.lines)
        output.write(report.findingSummary)
        return write(report, output: &output)
    }

    /// The finding of a child that trapped after typing `lines`.
    private static func trap(_ ending: ExplorationChild.Ending, after lines: [String])
        -> ExplorationFinding
    {
        let last = lines.last.map { " after \"\(VisibleText.escaping($0))\"" } ?? ""
        return ExplorationFinding(
            rule: "trap",
            message: "The app trapped (signal \(ending.status))\(last)"
                + (ending.reason.map { ": " + $0 } ?? "") + ".")
    }

    /// Writes the story of what broke beside the user, never over a file; 0 when nothing broke
    /// (1 when nothing was explored: the app ended its first session before a line).
    private func write(_ report: ExplorationReport, output: inout some TextOutput) -> Int32 {
        guard report.finding != nil else { return report.typedLines == 0 ? 1 : 0 }
        let path = "\(name)-explore-seed-\(seed).story"
        do throws(AppCommandLineProblem) {
            let file = try StoryFile.createExplorationStory(path)
            let failure = Terminal.write(Array(report.story.utf8), to: file)
            close(file)
            if let failure {
                // Part of a story would replay something else: the whole is printed instead.
                unlink(path)
                throw .cannotWriteExplorationStory(
                    path: path, reason: StoryFile.writeFailure(failure))
            }
            let command = ([name] + replayArguments + ["--replay", path] + replayOperands)
                .map(ShellWord.quoted)
            let see = report.reproducesEveryTime ? "See it fail" : "Replay it"
            output.write("Wrote \(path). \(see): \(command.joined(separator: " "))\n")
        } catch {
            // On the terminal, its control characters made visible, as in the lines above.
            let story = report.story.split(separator: "\n", omittingEmptySubsequences: false)
                .map { VisibleText.escaping(String($0)) }.joined(separator: "\n")
            output.write(name + ": " + error.message(app: name) + "\n" + story)
        }
        return 1
    }

    /// What typing `lines` in a fresh session of the app breaks, if anything (a story's
    /// finding, checked again), and whether the app or its launch declares rules of its own.
    func finding(typing lines: [String]) async -> (
        finding: ExplorationFinding?, hasOwnRules: Bool
    ) {
        guard let explorer = try? await explorer() else { return (nil, false) }
        return (await explorer.finding(typing: lines), !explorer.invariants.isEmpty)
    }

    /// The first line of the run's output, so every run can be repeated.
    private var heading: String {
        ExplorationReport(seed: seed, steps: steps, width: width).heading + "\n"
    }

    /// The explorer of fresh sessions of the app, checking the app's rules and the launch's.
    ///
    /// Every session comes from the same launch (the same options), so the first one, launched
    /// here, tells the launch's rules and is then the first session explored.
    private func explorer() async throws(AppLaunchError) -> Explorer<Route> {
        let launch = launch
        let stack = stack
        let stackIsNamed = stackIsNamed
        let clock = clock
        let first = FirstSession(try await launch())
        if let session = first.session, let problem = stackProblem(session) {
            throw AppLaunchError(problem, status: 2)
        }
        return Explorer(
            steps: steps, seed: seed, width: width, vocabulary: vocabulary,
            invariants: invariants + (first.session?.explorationInvariants ?? [])
        ) { () -> Console<Route>? in
            var session = first.take()
            if session == nil { session = try? await launch() }
            guard let session else { return nil }
            let stack = stackIsNamed ? stack : session.root.map { [$0] } ?? stack
            var console = Console(
                navigator: Navigator(
                    builder: session.builder, root: stack[0], path: Array(stack.dropFirst())))
            console.openingMessages = session.openingMessages
            console.clock = clock
            return console
        }
    }

    /// The session launched to read the launch's rules, handed to the first console made.
    private final class FirstSession {
        private(set) var session: AppSession<Route>?

        init(_ session: AppSession<Route>?) {
            self.session = session
        }

        /// The session, once; `nil` after.
        func take() -> AppSession<Route>? {
            defer { session = nil }
            return session
        }
    }

    /// A seed for a run that was given none: from the clock, so each run explores elsewhere;
    /// the run prints it, so any run can be repeated.
    static var freshSeed: UInt64 {
        UInt64(Date().timeIntervalSince1970 * 1000) % 1_000_000
    }
}
