#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names the last run of each story or preview test asserted, kept in the pending marker,
/// so the tools can tell a pending snapshot its test no longer makes.
///
/// `assertStories` and `assertPreviews` assert every snapshot of their test from a list (the
/// story files, the previews), so when one ends it knows all the names its test makes now. A
/// pending `.txt.new` of a story deleted or renamed since it was written is not among them:
/// nothing rewrites or removes it, and without this record `scenic status` could only call it
/// "changed", inviting an accept that stores the transcript of a story that is gone.
///
/// Each call appends one line to ``PendingMarker`` (only when it is there: without it nothing is
/// pending, so nothing can be left over), `asserted`, the suite and test, the call, the names
/// and the test process's run, separated by tabs. A test's lines from its latest run replace
/// those of earlier runs, and the names of a run's calls are joined, so a second call in the same
/// test keeps its own names, and a call moved to another line (its place is part of the call)
/// does not keep the names it asserted before. The record goes when the marker does, once
/// nothing is pending.
package struct LastRunNames: Sendable {
    /// The names each test's last run asserted, by `<suite>/<test>`, its calls joined.
    package var namesByTest: [String: Set<String>]
    /// When each test's last run began, by `<suite>/<test>`, where its line says: a pending
    /// file written since is that run's, asserted by another call of the test (a plain
    /// `assertSnapshot(named:)` beside `assertPreviews`) or brought in since (`scenic apply`).
    package var runStartByTest: [String: timespec] = [:]

    /// Makes a record from names by `<suite>/<test>`.
    package init(namesByTest: [String: Set<String>] = [:]) {
        self.namesByTest = namesByTest
    }

    /// The first word of every line this type writes.
    private static let lineTag = "asserted"

    /// This test process's run: its process identifier and the time it first recorded, so that
    /// two runs are told apart even when the system reuses an identifier.
    ///
    /// Taken before the process writes its first pending file (see ``noteRunStarted()``), by
    /// the clock file times are read from on Linux (the coarse one), so every file the run
    /// writes is dated no earlier than its start.
    package static let thisRun: String = {
        var now = timespec()
        #if os(Linux)
            clock_gettime(CLOCK_REALTIME_COARSE, &now)
        #else
            clock_gettime(CLOCK_REALTIME, &now)
        #endif
        return "\(getpid())-\(now.tv_sec)-\(now.tv_nsec)"
    }()

    /// Starts this process's run, if it has not started: before a pending file is written.
    package static func noteRunStarted() {
        _ = thisRun
    }

    /// Notes that the call `call` in `test` of `suite` asserted exactly `names` in the run
    /// `run`, in the marker of the package at `rootPath`.
    ///
    /// Does nothing when the marker is not a regular file there. Writing is best effort: the
    /// record only sharpens what `scenic status` says, so a failure must not fail a test.
    package static func record(
        names: [String], suite: String, test: String, call: String, atRoot rootPath: String,
        run: String = thisRun
    ) {
        guard PendingMarker.kind(atRoot: rootPath) == .regularFile else { return }
        // Checked names hold no tab, space or newline; a call (a folder's path) might.
        let safe = { (text: String) in String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 }) }
        let fields = [
            lineTag, suite + "/" + test, safe(call), names.joined(separator: " "), safe(run),
        ]
        try? SnapshotFile.append(
            fields.joined(separator: "\t") + "\n",
            toPath: rootPath + "/" + PendingMarker.path, creating: false)
    }

    /// The record in the marker of the package at `rootPath`; empty when there is none or it
    /// cannot be read, so that nothing is called left over on a guess.
    package static func read(atRoot rootPath: String) -> LastRunNames {
        reading(atRoot: rootPath).names
    }

    /// ``read(atRoot:)``, and what is wrong with the marker when it is there but cannot be
    /// read, or holds lines Scenic did not write (`is a named pipe (FIFO), not a regular
    /// file`): then which pending snapshots are left over cannot be told, and a command that
    /// acts on it says so rather than take every one for new (found by a hostile tester:
    /// `accept --all` stored a left over snapshot past an unreadable marker).
    package static func reading(atRoot rootPath: String) -> (names: LastRunNames, problem: String?)
    {
        let path = rootPath + "/" + PendingMarker.path
        let bytes: [UInt8]
        do {
            guard
                let read = try SnapshotFile.contents(
                    atPath: path, shownAs: PendingMarker.path, limit: sizeLimit)
            else { return (LastRunNames(), nil) }
            bytes = read
        } catch {
            let problem =
                switch error {
                case .notARegularFile(_, let kind): "is \(kind.described), not a regular file"
                case .unreadable(_, let reason): "cannot be read (\(reason))"
                case .tooLarge: "is larger than the \(sizeLimit >> 20) MiB scenic reads of it"
                default: "cannot be read"
                }
            return (LastRunNames(), problem)
        }
        // Each test's latest run, and the names its calls asserted in it.
        var latest: [String: (run: Substring, names: Set<String>)] = [:]
        var foreign = 0
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            // Four fields: a line of a version that named no run; such lines are joined, so
            // that nothing is called left over on a guess.
            guard fields.count == 4 || fields.count == 5, fields[0] == lineTag else {
                foreign += 1
                continue
            }
            let test = String(fields[1])
            let run = fields.count == 5 ? fields[4] : ""
            let names = fields[3].split(separator: " ").map(String.init)
            if latest[test]?.run == run {
                latest[test]?.names.formUnion(names)
            } else {
                latest[test] = (run, Set(names))
            }
        }
        var record = LastRunNames(namesByTest: latest.mapValues(\.names))
        record.runStartByTest = latest.compactMapValues { startOfRun($0.run) }
        let problem =
            foreign == 0
            ? nil : "holds \(foreign == 1 ? "a line" : "\(foreign) lines") scenic did not write"
        return (record, problem)
    }

    /// When the run `pid-seconds-nanoseconds` began; `nil` for a run not written so.
    private static func startOfRun(_ run: Substring) -> timespec? {
        let parts = run.split(separator: "-")
        guard parts.count == 3, let seconds = Int(parts[1]), let nanoseconds = Int(parts[2])
        else { return nil }
        return timespec(tv_sec: seconds, tv_nsec: nanoseconds)
    }

    /// Whether the last run of `snapshot`'s test did not assert it.
    ///
    /// Then its story or preview is gone or renamed. `false` when no run of its test was
    /// recorded, and for a pending file written since that run began, at `rootPath`: that run
    /// (or `scenic apply`, since) wrote it.
    package func isLeftOver(_ snapshot: PendingSnapshot, atRoot rootPath: String) -> Bool {
        // The longest recorded `<suite>/<test>.` the path starts with: a test's name may hold
        // a dot, and `a` must not claim the snapshots of `a.b`.
        let path = snapshot.storedPath
        let folderPrefix = SnapshotLocation.folder + "/"
        guard path.hasPrefix(folderPrefix) else { return false }
        let relative = path.dropFirst(folderPrefix.count)
        let owner = namesByTest.keys.filter { relative.hasPrefix($0 + ".") }
            .max { $0.count < $1.count }
        guard let owner, let names = namesByTest[owner] else { return false }
        let name = relative.dropFirst(owner.count + 1)
            .dropLast(SnapshotLocation.storedExtension.count)
        guard !names.contains(String(name)) else { return false }
        guard let start = runStartByTest[owner] else { return true }
        var status = stat()
        guard lstat(rootPath + "/" + snapshot.pendingPath, &status) == 0 else { return true }
        #if canImport(Darwin)
            let written = status.st_mtimespec
        #else
            let written = status.st_mtim
        #endif
        return (written.tv_sec, written.tv_nsec) < (start.tv_sec, start.tv_nsec)
    }

    /// The most of the marker read: a few lines a run, far below this.
    private static let sizeLimit = 16 << 20
}
