import Foundation

/// The `.story` files of `--replay`, `--record` and `--explore`: read as the story tests read
/// them, created only where no file is.
enum StoryFile {
    /// What names the environment variable holding the value of `${NAME}`.
    static let secretPrefix = "SCENIC_SECRET_"

    /// The story at `path`; each `${NAME}` types the value of `SCENIC_SECRET_NAME` in
    /// `environment`.
    ///
    /// - Throws: ``AppCommandLineProblem`` naming the path and what is wrong with it.
    static func read(_ path: String, environment: [String: String]) throws(AppCommandLineProblem)
        -> StoryScript
    {
        let text: String
        do {
            text = try StoryScript.text(ofFile: path)
        } catch {
            switch error {
            case .unreadable(let reason): throw .unreadableStory(path: path, reason: reason)
            case .notUTF8:
                let line = firstLineNotUTF8(inFile: path).map { " (line \($0))" } ?? ""
                throw .unreadableStory(
                    path: path, reason: "it is not UTF-8 text\(line); save it as UTF-8")
            }
        }
        let secrets = secrets(in: environment)
        // Typed into the replay's input, a line break would type the rest as commands, in clear.
        if let (name, _) = secrets.first(where: { $0.value.contains(where: \.isNewline) }) {
            throw .secretWithLineBreak(name: name)
        }
        do {
            return try StoryScript(text: text, secrets: secrets)
        } catch {
            switch error {
            case .badWidth(let line, let value):
                throw .storyBadWidth(path: path, line: line, value: value)
            case .missingSecret(let line, let name):
                throw .storyMissingSecret(path: path, line: line, name: name)
            case .badClockStep(let line, let text):
                throw .storyBadClockStep(path: path, line: line, text: text)
            case .lateWidth(let line, let width, let first):
                throw .storyLateWidth(path: path, line: line, width: width, first: first)
            case .badHeight(let line, let value):
                throw .storyBadHeight(path: path, line: line, value: value)
            case .lateHeight(let line, let height, let first):
                throw .storyLateHeight(path: path, line: line, height: height, first: first)
            case .badStart(let line, let text, let isLate):
                throw .storyBadStart(path: path, line: line, text: text, isLate: isLate)
            case .badSeed(let line, let text, let isLate):
                throw .storyBadSeed(path: path, line: line, text: text, isLate: isLate)
            }
        }
    }

    /// The number of the first line of the file at `path` that is not UTF-8, to point at it.
    private static func firstLineNotUTF8(inFile path: String) -> Int? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        return lines.firstIndex { String(validating: $0, as: UTF8.self) == nil }.map { $0 + 1 }
    }

    /// The value of each `${NAME}`: the `SCENIC_SECRET_NAME` variables of `environment`.
    static func secrets(in environment: [String: String]) -> [String: String] {
        var secrets: [String: String] = [:]
        for (variable, value) in environment where variable.hasPrefix(secretPrefix) {
            secrets[String(variable.dropFirst(secretPrefix.count))] = value
        }
        return secrets
    }

    /// Creates the file `--record` writes, never over an existing one (it may be a story
    /// test); returns its file descriptor.
    ///
    /// - Throws: ``AppCommandLineProblem/cannotRecord(path:reason:)`` naming the path and why.
    static func create(_ path: String) throws(AppCommandLineProblem) -> Int32 {
        let descriptor = createNew(path)
        guard descriptor < 0 else { return descriptor }
        throw .cannotRecord(path: path, reason: openFailure(errno, path))
    }

    /// Creates the story `--explore` writes of what it found, never over an existing file (an
    /// earlier run's story, or a story test); returns its file descriptor.
    ///
    /// - Throws: ``AppCommandLineProblem/explorationStoryExists(path:)`` or
    ///   ``AppCommandLineProblem/cannotWriteExplorationStory(path:reason:)``.
    static func createExplorationStory(_ path: String) throws(AppCommandLineProblem) -> Int32 {
        let descriptor = createNew(path)
        guard descriptor < 0 else { return descriptor }
        let code = errno
        if code == EEXIST { throw .explorationStoryExists(path: path) }
        throw .cannotWriteExplorationStory(path: path, reason: openFailure(code, path))
    }

    /// Creates the file at `path` for writing, failing (-1, with `errno`) if one is there.
    private static func createNew(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    }

    /// Opens the file `--log` writes, adding to its end (a log of earlier sessions is kept);
    /// returns its file descriptor.
    ///
    /// - Throws: ``AppCommandLineProblem/cannotLog(path:reason:)`` naming the path and why.
    /// - Parameter story: the descriptor of the `--record` story, which the log must not be.
    static func openLog(_ path: String, story: Int32? = nil) throws(AppCommandLineProblem)
        -> Int32
    {
        // Not blocking: a FIFO nobody reads would hold the app before its first screen.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            throw .cannotLog(path: path, reason: openFailure(errno, path))
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        if let story, isSameFile(descriptor, story) {
            close(descriptor)
            throw .cannotLog(
                path: path, reason: "it is the --record story; give the log a file of its own")
        }
        // A log adds to a log: `--log` naming a data file or the story being replayed added
        // lines to it, and the app then found its data damaged.
        let found = existingLog(descriptor, path: path)
        guard found.isALogOrNothing else {
            close(descriptor)
            throw .cannotLog(
                path: path,
                reason: "it holds something other than a log (a log's lines start with their "
                    + "time), and a log only adds to a log; give the log a file of its own")
        }
        // A session before stopped in its last line (a full disk): this one's first line
        // starts a line of its own rather than finishing that one (a hostile tester's
        // `search("ite2026-11-30T14:07:18.394Z Login · …`). Appended whole, as a session's
        // lines are; a failure shows at the session's first.
        if found.endsCutShort { _ = Terminal.write([UInt8(ascii: "\n")], to: descriptor) }
        return descriptor
    }

    /// What the file open at `descriptor` (from `path`) holds already, read once.
    ///
    /// It is a log or nothing when it is empty, not a regular file (a FIFO, a device), one
    /// this user may not read, or starts with a line as ``SessionLog`` writes it: its time to
    /// the millisecond, then the screen and ` · `
    /// (`2026-11-24T19:02:03.120Z Cart · CartLogic · remove(1) → []`). It ends cut short
    /// when its last byte is not a newline.
    private static func existingLog(_ descriptor: Int32, path: String)
        -> (isALogOrNothing: Bool, endsCutShort: Bool)
    {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            status.st_size > 0
        else { return (true, false) }
        let reader = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard reader >= 0 else { return (true, false) }
        defer { close(reader) }
        guard isSameFile(reader, descriptor) else { return (false, false) }
        var start = [UInt8](repeating: 0, count: 4_096)
        let count = start.withUnsafeMutableBytes { pread(reader, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return (false, false) }
        let firstLine = start[..<count].prefix { $0 != UInt8(ascii: "\n") }
        // A diary or a table whose lines start with a time is no log: a log's has both.
        let isALog =
            firstLine.count > 25
            && String(decoding: firstLine, as: UTF8.self).contains(" · ")
            && "NNNN-NN-NNTNN:NN:NN.NNNZ ".utf8.enumerated().allSatisfy { index, pattern in
                let byte = firstLine[firstLine.startIndex + index]
                return pattern == UInt8(ascii: "N")
                    ? (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) : byte == pattern
            }
        var last: UInt8 = 0
        let endsCutShort =
            pread(reader, &last, 1, status.st_size - 1) == 1 && last != UInt8(ascii: "\n")
        return (isALog, isALog && endsCutShort)
    }

    /// Whether two descriptors are open on one file.
    private static func isSameFile(_ first: Int32, _ second: Int32) -> Bool {
        var one = stat()
        var other = stat()
        guard fstat(first, &one) == 0, fstat(second, &other) == 0 else { return false }
        return one.st_dev == other.st_dev && one.st_ino == other.st_ino
    }

    /// Why `write` failed with `code`, in words for the middle of a sentence.
    static func writeFailure(_ code: Int32) -> String {
        switch code {
        case ENOSPC: "its disk is full"
        case EPIPE: "nothing reads it any more"
        case EBADF: "it is closed"
        default: String(cString: strerror(code))
        }
    }

    /// Why `open` failed with `code` at `path`, in words for the middle of a sentence.
    private static func openFailure(_ code: Int32, _ path: String) -> String {
        var status = stat()
        let isFolder = lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
        return switch code {
        // A folder given where a file goes exists too, but removing it is not the advice.
        case EEXIST where isFolder:
            "it is a folder; give the path of a new file, in it or elsewhere"
        case EEXIST: "it already exists; remove it or choose another name"
        case ENOENT: "its folder does not exist"
        case EACCES: "permission denied"
        case EISDIR: "it is a folder"
        case ENXIO: "it is a FIFO that no program reads"
        default: String(cString: strerror(code))
        }
    }
}
