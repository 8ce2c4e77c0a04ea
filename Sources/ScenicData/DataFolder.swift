import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder where an app keeps its documents, known to be writable, and the lock that
/// makes each read-modify-write of them one transaction, across processes too.
///
/// ```swift
/// let folder = try DataFolder.standard(app: "tally")
/// let count = try folder.transaction { data throws(DataError) in
///     var tally = try data.read(document).value
///     tally.count += 1
///     try data.write(tally, to: document)
///     return tally.count
/// }
/// ```
///
/// Say `throws(DataError)` in the closure: Swift does not yet infer a closure's error type,
/// and one that throws `any Error` does not compile here.
///
/// ```swift
/// // The same, with the read-modify-write of one document written for you:
/// let tally = try folder.transaction { data throws(DataError) in
///     try data.update(document) { $0.count += 1 }
/// }
/// ```
public struct DataFolder: Hashable, Sendable {
    /// The folder's absolute path.
    public let path: String
    /// How long a transaction waits for another process's before it fails as
    /// ``DataError/busy(folder:seconds:)``.
    public let lockWait: Duration
    /// The documents' values as last read or written here, used while their files are
    /// unchanged; shared by copies of this value, not by other folders of the same path.
    let cache = DocumentCache()
    /// Whether what killed processes left needs looking for; shared as ``cache`` is.
    let sweep = FolderSweep()

    /// The name of the lock file in the folder; it holds nothing and is never removed.
    static let lockName = ".scenic-data.lock"

    /// The folder at `path` (relative paths are taken from the current folder), created with
    /// its parents if needed, and checked by writing and removing a file in it.
    ///
    /// - Throws: ``DataError/folderNotWritable(path:reason:)`` naming the path and the cause,
    ///   ``DataError/notAFolder(path:)`` when a file stands where a folder should, or
    ///   ``DataError/pathNotUTF8(path:)`` for a path read from bytes that are not UTF-8.
    public init(path: String, lockWait: Duration = .seconds(5)) throws(DataError) {
        let absolute = URL(
            fileURLWithPath: path,
            relativeTo: URL(
                fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        ).standardizedFileURL.path
        // A command line's, the environment's or the working folder's bytes that are not UTF-8
        // arrive as U+FFFD: `old\xff` became `old\u{FFFD}`, a new empty folder, and the orders
        // seemed lost (found by a hostile tester).
        guard !absolute.unicodeScalars.contains("\u{FFFD}") else {
            throw .pathNotUTF8(path: absolute)
        }
        try Self.prepare(absolute)
        self.path = absolute
        self.lockWait = lockWait
    }

    /// The usual folder for `app`'s data, created and checked as ``init(path:lockWait:)`` does.
    ///
    /// The first of these that is set and not empty wins: `explicitPath` (an app's
    /// `--data-dir`), the variable `environmentVariable` names, `$XDG_DATA_HOME/APP` (if
    /// absolute, as the XDG spec requires), `$HOME/.local/share/APP`.
    ///
    /// - Parameters:
    ///   - app: the app's name, a plain file name such as `tally`.
    ///   - explicitPath: the folder the user named, if any.
    ///   - environmentVariable: the variable that names the folder, such as `TALLY_DATA_DIR`.
    ///   - environment: the process environment; tests pass their own.
    ///   - lockWait: how long a transaction waits for another process's.
    /// - Throws: ``DataError/noLocation(app:)`` or ``DataError/folderNotWritable(path:reason:)``.
    public static func standard(
        app: String, explicitPath: String? = nil, environmentVariable: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        lockWait: Duration = .seconds(5)
    ) throws(DataError) -> DataFolder {
        let path = try location(
            app: app, explicitPath: explicitPath, environmentVariable: environmentVariable,
            environment: environment)
        return try DataFolder(path: path, lockWait: lockWait)
    }

    /// Which folder ``standard(app:explicitPath:environmentVariable:environment:lockWait:)``
    /// uses, without touching the disk; relative paths stay relative.
    static func location(
        app: String, explicitPath: String?, environmentVariable: String?,
        environment: [String: String]
    ) throws(DataError) -> String {
        precondition(
            DataDocument<Int>.isPlainFileName(app), "DataFolder: \"\(app)\" cannot name a folder")
        // Empty counts as unset, as the XDG spec says, so `TALLY_DATA_DIR= tally` falls
        // through instead of meaning the current folder.
        let set = { (value: String?) in value.flatMap { $0.isEmpty ? nil : $0 } }
        if let explicit = set(explicitPath) { return explicit }
        if let variable = environmentVariable, let value = set(environment[variable]) {
            return value
        }
        if let xdg = set(environment["XDG_DATA_HOME"]), xdg.hasPrefix("/") {
            return xdg + "/" + app
        }
        if let home = set(environment["HOME"]) { return home + "/.local/share/" + app }
        throw .noLocation(app: app)
    }

    /// Runs `body` as one transaction: no other transaction on this folder, in this process
    /// or another, runs meanwhile, so what it reads is still what is on disk when it writes.
    ///
    /// Its writes and removals take effect together when `body` returns; when it throws, none
    /// does (see ``DataTransaction``).
    ///
    /// Keep a transaction short: others wait for it.
    ///
    /// - Precondition: no transaction on this folder is running on this thread: one started
    ///   inside another (`folder.read` in the body, where `data.read` belongs) would wait for
    ///   itself, so the program stops at once, saying so.
    ///
    /// - Throws: ``DataError/busy(folder:seconds:)`` when another process holds the folder
    ///   for longer than ``lockWait`` (`body` has then not run), or what `body` throws; when
    ///   its reads set files right before it threw, ``DataError/afterRepairs(_:repairs:)``
    ///   with that error and those repairs, whose message says both.
    @discardableResult
    public func transaction<Result>(
        _ body: (DataTransaction) throws(DataError) -> Result
    ) throws(DataError) -> Result {
        let lock = FileLock(path: path + "/" + Self.lockName, wait: lockWait)
        let outcome: Swift.Result<Result, DataError>
        do {
            let nested =
                "A transaction on the data folder \(path) started inside another on the same "
                + "folder, which it would wait for forever. Inside a transaction, read and write "
                + "through the one it gives (data.read, not folder.read)."
            outcome = try lock.withLock(nested: nested) { isCurrent in
                // Left as this transaction leaves it, under the lock, whatever it did.
                defer { sweep.remember(path) }
                do throws(DataError) {
                    try finishWhatAKillLeft()
                } catch {
                    return .failure(error)
                }
                let transaction = DataTransaction(
                    folder: path, cache: cache, lockIsCurrent: isCurrent)
                defer { transaction.close() }
                return Swift.Result { () throws(DataError) in
                    let result: Result
                    do throws(DataError) {
                        result = try body(transaction)
                    } catch {
                        // None of its changes takes effect.
                        transaction.discard()
                        throw error
                    }
                    try transaction.commit()
                    return result
                }
                .mapError { error in
                    // A repair the closure never got to show is said with the failure.
                    transaction.repairs.isEmpty
                        ? error : .afterRepairs(error, repairs: transaction.repairs)
                }
            }
        } catch {
            switch error {
            case .system(let cause):
                // What is at the lock's path, or that nothing is, says more than the call did.
                if case .other(let kind)? = try? DataFile(path: lock.path).found() {
                    throw .notAFile(path: lock.path, kind: kind)
                }
                var status = stat()
                if cause.code == ENOENT, stat(path, &status) != 0 {
                    throw .folderGone(folder: path)
                }
                throw .cannotRead(path: lock.path, reason: cause.reason)
            case .busy: throw .busy(folder: path, seconds: lock.waitSeconds)
            }
        }
        return try outcome.get()
    }

    /// Whether both name the same folder and wait as long for its lock.
    public static func == (left: DataFolder, right: DataFolder) -> Bool {
        left.path == right.path && left.lockWait == right.lockWait
    }

    /// Hashes what ``==`` compares: the path and the wait.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(lockWait)
    }

    /// Reads `document` in a transaction of its own.
    ///
    /// - Throws: what ``DataTransaction/read(_:)`` throws, or ``DataError/busy(folder:seconds:)``.
    public func read<Value>(_ document: DataDocument<Value>) throws(DataError) -> DataRead<Value> {
        try transaction { data throws(DataError) in try data.read(document) }
    }

    /// The refusal a write of `document` would meet now, or `nil`, in a transaction of its own;
    /// see ``DataTransaction/writeRefusal(for:)``.
    ///
    /// - Throws: ``DataError/busy(folder:seconds:)``, or what opening the folder throws.
    public func writeRefusal<Value>(for document: DataDocument<Value>) throws(DataError)
        -> DataError?
    {
        try transaction { data throws(DataError) in data.writeRefusal(for: document) }
    }

    /// Changes `document` in a transaction of its own; see ``DataTransaction/update(_:_:)``.
    ///
    /// - Returns: the value written, with what the read set right (show its
    ///   ``DataRead/repair``).
    public func update<Value>(
        _ document: DataDocument<Value>, _ change: (inout Value) -> Void
    ) throws(DataError) -> DataRead<Value> {
        try transaction { data throws(DataError) in try data.update(document, change) }
    }

    /// Finishes what killed processes left in the folder, before a transaction begins.
    ///
    /// First the changes of a transaction killed while they took effect, written down in its
    /// journal with their new files; then the temporary files (`.NAME.UUID.tmp`) a killed
    /// write left behind, and the probe file of a process killed while it opened the folder.
    /// Called holding the lock: no write is under way then, and every transaction sees all of
    /// a transaction's changes or none.
    ///
    /// The journal is looked for by name every time; the folder is listed for the rest only
    /// when someone else changed it since this value's last transaction, or every two seconds
    /// of transactions (``FolderSweep``).
    private func finishWhatAKillLeft() throws(DataError) {
        // Its changes first: the temporary files it names are the changes.
        try CommitJournal.finishLeftOver(in: path)
        guard sweep.isNeeded(at: path),
            let names = try? FileManager.default.contentsOfDirectory(atPath: path)
        else { return }
        for name in names where DataFile.isTemporaryName(name) {
            // A file the journal renamed is gone already.
            unlink(path + "/" + name)
        }
        // A copy kept aside that is still a second name of the file itself was made for a
        // change that a kill stopped before it took effect (a replace's copy, made before the
        // journal; found by a hostile tester): the file keeps its place, and the name goes.
        for name in names {
            guard let base = Self.baseName(ofCopy: name) else { continue }
            var copy = stat()
            var original = stat()
            guard lstat(path + "/" + name, &copy) == 0, lstat(path + "/" + base, &original) == 0,
                copy.st_dev == original.st_dev, copy.st_ino == original.st_ino
            else { continue }
            unlink(path + "/" + name)
        }
        sweep.listed()
    }

    /// The name of the document `name` is a copy of, when it is one a read or a replace kept
    /// aside (`cart.json.corrupt`, `cart.json.corrupt-2`).
    static func baseName(ofCopy name: String) -> String? {
        guard let marker = name.range(of: ".corrupt", options: .backwards) else { return nil }
        let rest = name[marker.upperBound...]
        guard
            rest.isEmpty
                || rest.first == "-" && rest.dropFirst().allSatisfy(\.isASCII)
                    && !rest.dropFirst().isEmpty && rest.dropFirst().allSatisfy(\.isNumber)
        else { return nil }
        let base = String(name[..<marker.lowerBound])
        return base.isEmpty ? nil : base
    }

    /// Creates `path` and its parents, then writes and removes a probe file in it, so a
    /// read-only folder is reported at start rather than after the user's first change.
    private static func prepare(_ path: String) throws(DataError) {
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            // EEXIST is fine: a parent that is a file fails at the next level (ENOTDIR).
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                if errno == ENOTDIR { throw .notAFolder(path: path) }
                throw .folderNotWritable(path: path, reason: reason(making: path, .last()))
            }
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOTDIR { throw .notAFolder(path: path) }
            throw .folderNotWritable(path: path, reason: reason(making: path, .last()))
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw .notAFolder(path: path) }
        let probe = "\(path)/.scenic-data-probe-\(UUID().uuidString)"
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .folderNotWritable(path: path, reason: SystemError.last().reason)
        }
        close(descriptor)
        // ENOENT is fine: another process's transaction may have just removed the probe as a
        // leftover (it cleans up probes that killed processes leave).
        guard unlink(probe) == 0 || errno == ENOENT else {
            throw .folderNotWritable(path: path, reason: SystemError.last().reason)
        }
    }

    /// Why `path` could not be made: the system's reason, or, when a symbolic link on the way
    /// points nowhere (to a drive not mounted, a folder since removed), that link and where it
    /// points, since "no such file or directory" names neither.
    private static func reason(making path: String, _ error: SystemError) -> String {
        guard error.code == ENOENT else { return error.reason }
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            var status = stat()
            guard lstat(prefix, &status) == 0 else { break }
            guard status.st_mode & S_IFMT == S_IFLNK, stat(prefix, &status) != 0 else { continue }
            var target = [CChar](repeating: 0, count: Int(PATH_MAX))
            let length = readlink(prefix, &target, target.count)
            guard length >= 0 else { break }
            let bytes = target.prefix(length).map { UInt8(bitPattern: $0) }
            let destination = String(decoding: bytes, as: UTF8.self)
            return "\(prefix) is a symbolic link to \(destination), which does not exist"
        }
        return error.reason
    }
}
