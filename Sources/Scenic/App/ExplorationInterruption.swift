import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `--explore` does when Ctrl-C, `SIGTERM` or `SIGHUP` ends it while a child explores or
/// a trap is shrunk: says in one line how far it got and with which seed, removes the
/// children's folder, and ends with 128 plus the signal's number (130 for Ctrl-C).
///
/// The child ends with this process by its lifeline (see ``ExplorationChild``), whatever ends
/// it; the line is what lets a run that was given no `--seed` be repeated.
final class ExplorationInterruption {
    /// How far a run has got.
    enum Progress {
        /// A child explores, writing each line to the journal first.
        case exploring
        /// A child trapped after `lines` lines, which are being shrunk.
        case shrinking(lines: Int)
    }

    /// The signals that end a run with a line, rather than at once.
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    private let run: Run
    private let signalPipe: SignalPipe

    /// Watches for the signals while a run with `seed` and `steps` explores, its child
    /// journaling to `journal` in `folder`.
    init(seed: UInt64, steps: Int, journal: URL, folder: URL) {
        let run = Run(seed: seed, steps: steps, journal: journal, folder: folder)
        self.run = run
        // Caught before the child starts: a Ctrl-C lost here would leave the run going.
        signalPipe = SignalPipe(signals: Self.signals) { run.end(by: $0) }
        Thread.detachNewThread { run.endWhenNothingReadsTheOutput() }
    }

    /// Notes the process number of the child running now (`nil` once it ended), which an
    /// ending run stops before it removes the folder.
    func childRuns(_ child: pid_t?) {
        let ending = run.child.withLock { running in
            running.pid = child
            return running.ending
        }
        // The child ended because the run is ending: the process ends on the thread that
        // stopped it, and this one must not report the child's end as a finding meanwhile.
        while ending { sleep(60) }
    }

    /// Notes that the run now shrinks the `lines` that trapped.
    func shrinking(_ lines: Int) {
        run.progress.withLock { $0 = .shrinking(lines: lines) }
    }

    /// Stops watching; the signals act as they did before.
    func stop() {
        signalPipe.stop()
        run.watchesOutput.withLock { $0 = false }
    }

    /// The line that says how far a run with `seed` and `steps` got, having typed `typed`
    /// lines, the last of them `last`; and when exploring, a second line that names it, as
    /// a run stopped because it hung there wants to know.
    static func line(
        _ progress: Progress, typed: Int, steps: Int, seed: UInt64, last: String? = nil
    ) -> String {
        switch progress {
        case .exploring:
            let named = last.map { line in
                var shown = VisibleText.escaping(line)
                if shown.count > 60 { shown = String(shown.prefix(59)) + "…" }
                return "\nThe last line typed, which may still have been running: \(shown)"
            }
            return "Interrupted after \(typed) of \(steps) lines with seed \(seed); "
                + "--seed \(seed) explores the same way again." + (named ?? "")
        case .shrinking(let lines):
            return "Interrupted while shrinking the \(lines) lines that trapped, with seed "
                + "\(seed); --seed \(seed) finds them again."
        }
    }

    /// What the signal handlers share with the run.
    private final class Run: Sendable {
        let seed: UInt64
        let steps: Int
        /// The file the exploring child writes each line to before it types it.
        let journal: URL
        /// The folder of the children's files, removed on the way out.
        let folder: URL
        let progress = Mutex(Progress.exploring)
        /// The child running now, if any, and whether the run is ending.
        let child = Mutex<(pid: pid_t?, ending: Bool)>((nil, false))
        /// Whether the run still watches its standard output for a reader that went away.
        let watchesOutput = Mutex(true)

        init(seed: UInt64, steps: Int, journal: URL, folder: URL) {
            self.seed = seed
            self.steps = steps
            self.journal = journal
            self.folder = folder
        }

        /// Ends the run as `SIGPIPE` would, saying nothing, once the pipe its standard output
        /// writes to has no reader: `app --explore 100000000 | head -1` had what it wanted
        /// from the first line, and the run would otherwise explore to its end unseen.
        func endWhenNothingReadsTheOutput() {
            var output = pollfd(fd: 1, events: 0, revents: 0)
            while watchesOutput.withLock({ $0 }) {
                output.revents = 0
                guard poll(&output, 1, 250) > 0 else { continue }
                // Closed, or not a pipe that can lose its reader: nothing more to watch.
                guard output.revents & Int16(POLLERR) != 0 else { return }
                end(by: SIGPIPE, saying: false)
            }
        }

        /// Says how far the run got (unless `saying` is false: nothing would read it) and ends
        /// the process, by `number`.
        func end(by number: Int32, saying: Bool = true) {
            let progress = progress.withLock { $0 }
            let (typed, last) = Self.lines(of: journal)
            // At a terminal, the echoed ^C ends no line.
            let start = number == SIGINT && isatty(1) == 1 ? "\n" : ""
            let line = ExplorationInterruption.line(
                progress, typed: typed, steps: steps, seed: seed, last: last)
            if saying { Terminal.write(Array((start + line + "\n").utf8), to: 1) }
            // The child's launches make scratch data in the folder: it is stopped first, so
            // that nothing is made there while the folder is removed.
            let running = child.withLock { running in
                running.ending = true
                return running.pid
            }
            if let child = running {
                kill(child, SIGKILL)
                var status: Int32 = 0
                _ = waitpid(child, &status, 0)
            }
            try? FileManager.default.removeItem(at: folder)
            _exit(128 + number)
        }

        /// How many lines the file at `url` holds, and the last of them; read a piece at a
        /// time, as a long run's journal is large.
        private static func lines(of url: URL) -> (count: Int, last: String?) {
            guard let file = try? FileHandle(forReadingFrom: url) else { return (0, nil) }
            defer { try? file.close() }
            var count = 0
            // The bytes since the line before the last ended, at most a line's worth kept.
            var tail: [UInt8] = []
            while let piece = try? file.read(upToCount: 1 << 20), !piece.isEmpty {
                count += piece.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
                tail += piece
                if let lastBreak = tail.dropLast().lastIndex(of: UInt8(ascii: "\n")) {
                    tail.removeSubrange(...lastBreak)
                }
                if tail.count > 1 << 16 { tail.removeFirst(tail.count - (1 << 16)) }
            }
            if tail.last == UInt8(ascii: "\n") { tail.removeLast() }
            return (count, count > 0 ? String(decoding: tail, as: UTF8.self) : nil)
        }
    }
}
