import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One file in an app's data folder, read whole, replaced atomically, or moved aside.
///
/// Plain system calls rather than `FileManager`, so every failure keeps its `errno` (for the
/// message) and moving aside can refuse to overwrite.
struct DataFile: Sendable {
    /// The file's absolute path.
    let path: String

    /// Why a path cannot be read as a data file, besides a failing system call.
    enum ReadProblem: Error, Hashable, Sendable {
        /// The system call failed.
        case system(SystemError)
        /// Something other than a regular file is at the path: a folder, a FIFO, a device, a
        /// symbolic link.
        case notAFile(kind: String)
        /// The file is larger than the limit it was read with.
        case tooLarge(bytes: Int)
    }

    /// The file's contents and which file they came from, or `nil` if there is no such file.
    ///
    /// Only a regular file is read, and only up to `limit` bytes: a FIFO or device in its place
    /// would block or never end, and a symbolic link could point anywhere.
    ///
    /// - Throws: what makes the path unreadable as a data file.
    func contents(limit: Int) throws(ReadProblem) -> (data: Data, identity: FileIdentity?)? {
        // Looked at before it is opened: opening a FIFO would wake a writer waiting on it (and
        // closing it unread then kills that writer with SIGPIPE), and opening a device may do
        // what the device does. One put in its place between the look and the open is opened
        // (without waiting) and refused: the descriptor's own kind is checked again below.
        switch try found() {
        case .other(let kind): throw .notAFile(kind: kind)
        // Nothing there a moment ago: as if looked for then (most reads of a journal).
        case .nothing: return nil
        case .file: break
        }
        // O_NONBLOCK: opening a FIFO put there meanwhile must not wait for a writer;
        // O_NOFOLLOW: not a link; O_NOCTTY: a terminal never becomes the process's.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY)
        guard descriptor >= 0 else {
            let failure = SystemError.last()
            switch failure.code {
            case ENOENT: return nil
            case ELOOP: throw .notAFile(kind: "a symbolic link")
            default:
                // A socket fails to open (ENXIO) before fstat can name it: say what it is.
                var status = stat()
                if lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
                    throw .notAFile(kind: Self.kind(of: status.st_mode))
                }
                throw .system(failure)
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .system(.last()) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .notAFile(kind: Self.kind(of: status.st_mode))
        }
        guard status.st_size <= limit else { throw .tooLarge(bytes: Int(status.st_size)) }
        // Read into memory of the size `fstat` gave, one byte more so that the end is seen
        // at once, and handed to `Data` as it is: no buffer to clear, no copy. At least 16 KiB:
        // a file of the kernel's that says it holds 0 bytes may answer only a first read
        // (a bind-mounted sysctl gave "3" of "32768" read a byte at a time). One byte over
        // the limit says the file is over it, unless the limit is the largest size there is.
        let ceiling = limit < Int.max ? limit + 1 : limit
        var capacity = Swift.min(Swift.max(Int(status.st_size), 16 * 1024), ceiling - 1) + 1
        guard var memory = malloc(capacity) else { throw .system(SystemError(code: ENOMEM)) }
        var count = 0
        while true {
            if count == capacity {
                // The file grew while it was read: read on, up to one byte over the limit.
                capacity = capacity > ceiling / 2 ? ceiling : capacity * 2
                guard let larger = realloc(memory, capacity) else {
                    free(memory)
                    throw .system(SystemError(code: ENOMEM))
                }
                memory = larger
            }
            let got = read(descriptor, memory + count, capacity - count)
            if got < 0 {
                if errno == EINTR { continue }
                let failure = SystemError.last()
                free(memory)
                throw .system(failure)
            }
            // Taken after the read: a write meanwhile changes the times, so the next read looks
            // again rather than trusting what was read.
            if got == 0 {
                // What is kept (a cache holds it a while) takes no more memory than it needs.
                if capacity - count > 4096, let fitted = realloc(memory, Swift.max(count, 1)) {
                    memory = fitted
                }
                let contents = Data(bytesNoCopy: memory, count: count, deallocator: .free)
                return (contents, FileIdentity(descriptor: descriptor))
            }
            count += got
            guard count <= limit else {
                free(memory)
                throw .tooLarge(bytes: count)
            }
        }
    }

    /// What is at the path, not following a link.
    enum Found: Equatable, Sendable {
        /// Nothing.
        case nothing
        /// A regular file, with the permissions and group a write keeps.
        case file(mode: mode_t, group: gid_t)
        /// Something else: `a symbolic link`, `a named pipe (FIFO)`, `a folder`.
        case other(kind: String)
    }

    /// What is at the path, looked at without opening it (one `lstat`).
    func found() throws(ReadProblem) -> Found {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return .nothing }
            throw .system(.last())
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .other(kind: Self.kind(of: status.st_mode))
        }
        return .file(mode: status.st_mode & 0o7777, group: status.st_gid)
    }

    /// What a file mode says is at a path, for messages.
    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    /// Whether `name` is a temporary file that ``writeAtomically(_:replacing:)`` makes
    /// (`.NAME.UUID.tmp`) or the probe a ``DataFolder`` writes when it opens
    /// (`.scenic-data-probe-UUID`).
    static func isTemporaryName(_ name: String) -> Bool {
        let probe = ".scenic-data-probe-"
        if name.hasPrefix(probe) {
            return UUID(uuidString: String(name.dropFirst(probe.count))) != nil
        }
        return isWrittenTemporaryName(name)
    }

    /// Whether `name` is a temporary file that ``writeTemporary(_:replacing:)`` makes
    /// (`.NAME.UUID.tmp`), which a commit journal may name; never a probe.
    static func isWrittenTemporaryName(_ name: String) -> Bool {
        // On bytes: ".\u{301}" is one character, which `hasPrefix(".")` does not match.
        guard name.utf8.first == UInt8(ascii: "."), name.hasSuffix(".tmp") else { return false }
        let parts = name.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let identifier = parts.last else { return false }
        return UUID(uuidString: String(identifier)) != nil
    }

    /// Replaces the file's contents with `data`, all at once.
    ///
    /// The data goes to a temporary file in the same directory, is flushed to disk, and is
    /// then renamed over the file: readers see the old contents or the new, never half, and a
    /// crash leaves the old file intact. The temporary file is removed on any failure.
    ///
    /// - Parameter replacing: what the caller found at the path: a file replaced keeps its
    ///   permissions and group.
    /// - Returns: which file now holds `data`, or `nil` if that could not be found out.
    /// - Throws: the ``SystemError`` of the failing call, such as `ENOSPC`.
    @discardableResult
    func writeAtomically(_ data: Data, replacing: Found) throws(SystemError) -> FileIdentity? {
        let temporary = try writeTemporary(data, replacing: replacing)
        try takeName(from: temporary)
        // After the rename, which may change the file's times.
        let identity = FileIdentity(path: path)
        syncDirectory()
        return identity
    }

    /// Writes `data` to a new temporary file beside the file (`.NAME.UUID.tmp`), flushed to
    /// disk, for ``takeName(from:)`` to put in the file's place; returns its path.
    ///
    /// - Parameter replacing: what the caller found at the path: a file replaced keeps its
    ///   permissions and group.
    /// - Throws: the ``SystemError`` of the failing call, such as `ENOSPC`; the temporary file
    ///   is then removed.
    func writeTemporary(_ data: Data, replacing: Found) throws(SystemError) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        // Hidden and unique, so it never shows up as data and two writers never collide.
        let temporary = "\(directory)/.\(name).\(UUID().uuidString).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .last() }
        defer { close(descriptor) }
        // The file replaced keeps the permissions and group its owner gave it (shared with a
        // group, say); a group this process may not give is left as the folder gives it.
        if case .file(let mode, let group) = replacing {
            _ = fchown(descriptor, uid_t.max, group)
            fchmod(descriptor, mode)
        }
        if let failure = Self.writeAll(data, to: descriptor) ?? Self.sync(descriptor) {
            unlink(temporary)
            throw failure
        }
        return temporary
    }

    /// Renames `temporary`, a file ``writeTemporary(_:replacing:)`` wrote, over the file.
    ///
    /// One step, so readers see the old contents or the new. The directory is not synced.
    ///
    /// - Throws: the ``SystemError`` of the rename; the temporary file is then removed.
    func takeName(from temporary: String) throws(SystemError) {
        guard rename(temporary, path) == 0 else {
            let failure = SystemError.last()
            unlink(temporary)
            throw failure
        }
    }

    /// What removing a data file did.
    enum Removal: Hashable, Sendable {
        /// The file was removed.
        case removed
        /// There was no file.
        case missing
        /// Something other than a regular file is at the path (`kind` names it), left alone.
        case notAFile(kind: String)
    }

    /// Removes the file, if it is a regular one: a link, a FIFO or a folder in its place is
    /// left alone, as a read leaves it unread.
    ///
    /// - Throws: the ``SystemError`` of the failing call, such as `EROFS`.
    func remove() throws(SystemError) -> Removal {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return .missing }
            throw .last()
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .notAFile(kind: Self.kind(of: status.st_mode))
        }
        guard unlink(path) == 0 else {
            // Another process removed it meanwhile (without the lock): it is gone all the same.
            if errno == ENOENT { return .missing }
            throw .last()
        }
        syncDirectory()
        return .removed
    }

    /// Makes a rename or a removal in the file's directory durable.
    ///
    /// If the directory cannot be synced, the change is already made and a later sync will
    /// catch up, so that is not a failure.
    func syncDirectory() {
        let directory = (path as NSString).deletingLastPathComponent
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 {
            _ = Self.flush(descriptor)
            close(descriptor)
        }
    }

    /// The most copies of a file kept aside: `NAME.corrupt` to `NAME.corrupt-10000`.
    static let mostCopiesAside = 10_000

    /// The name of copy `attempt` (from 1) set aside: `NAME.corrupt`, then `NAME.corrupt-2`.
    private func asideName(_ attempt: Int) -> String {
        attempt == 1 ? "\(path).corrupt" : "\(path).corrupt-\(attempt)"
    }

    /// Moves the file to the first free name of `NAME.corrupt`, `NAME.corrupt-2`, … in the
    /// same directory, and returns that path.
    ///
    /// An existing file of that name is never replaced: the move is a hard link (which fails
    /// if the name is taken) followed by removing the original.
    ///
    /// - Throws: the ``SystemError`` of the failing call, such as `EACCES`.
    func moveAside() throws(SystemError) -> String {
        for attempt in 1...Self.mostCopiesAside {
            let candidate = asideName(attempt)
            if link(path, candidate) == 0 {
                guard unlink(path) == 0 else { throw .last() }
                return candidate
            }
            switch errno {
            case EEXIST:
                continue
            case EPERM, EOPNOTSUPP, EXDEV, ENOSYS:
                // This file system has no hard links: check the name, then rename. A race
                // with another process could still lose a file here; there is no better way.
                if access(candidate, F_OK) == 0 { continue }
                guard rename(path, candidate) == 0 else { throw .last() }
                return candidate
            default:
                throw .last()
            }
        }
        throw .everyAsideNameTaken
    }

    /// Gives the file a second name, the first free one of `NAME.corrupt`, `NAME.corrupt-2`, …,
    /// and returns it; the file stays where it is.
    ///
    /// For a file about to be replaced: the replace gives its name to the new file, and the
    /// old one lives on under the second name; a replace that fails, or a kill before it,
    /// leaves the old file where it was. A hard link, so it costs no copy; on a file system
    /// without them, a copy of its bytes.
    ///
    /// - Throws: the ``SystemError`` of the failing call, such as `EACCES`.
    func keepAside() throws(SystemError) -> String {
        for attempt in 1...Self.mostCopiesAside {
            let candidate = asideName(attempt)
            if link(path, candidate) == 0 { return candidate }
            switch errno {
            case EEXIST:
                continue
            case EPERM, EOPNOTSUPP, EXDEV, ENOSYS:
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw .last()
                }
                return try keepCopy(of: data)
            default:
                throw .last()
            }
        }
        throw .everyAsideNameTaken
    }

    /// Writes `data` (the file's contents as read) to the first free name of `NAME.corrupt`,
    /// `NAME.corrupt-2`, … and returns that path; the file itself stays.
    ///
    /// - Throws: the ``SystemError`` of the failing call, such as `ENOSPC`.
    func keepCopy(of data: Data) throws(SystemError) -> String {
        for attempt in 1...Self.mostCopiesAside {
            let candidate = asideName(attempt)
            // O_EXCL: an earlier copy is never replaced.
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                if errno == EEXIST { continue }
                throw .last()
            }
            if let failure = Self.writeAll(data, to: descriptor) ?? Self.sync(descriptor) {
                close(descriptor)
                unlink(candidate)
                throw failure
            }
            close(descriptor)
            return candidate
        }
        throw .everyAsideNameTaken
    }

    /// Writes every byte, retrying short writes; returns the error if a write fails.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> SystemError? {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return .last()
                }
                offset += written
            }
            return nil
        }
    }

    /// Flushes the file to disk; returns the error if that fails.
    private static func sync(_ descriptor: Int32) -> SystemError? {
        flush(descriptor) == 0 ? nil : .last()
    }

    /// Asks the system to put what was written to `descriptor` on the disk itself, so that a
    /// power cut after a rename finds the new content; 0 when it did, or -1 with `errno`.
    ///
    /// On macOS `fsync` only hands the data to the drive, which may hold it in its cache and
    /// write it in another order; `F_FULLFSYNC` asks the drive to flush. File systems that do
    /// not support it (some network ones) get `fsync`.
    private static func flush(_ descriptor: Int32) -> Int32 {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return 0 }
        #endif
        return fsync(descriptor)
    }
}
