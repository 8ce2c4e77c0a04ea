import Foundation
import Scenic

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads and writes snapshot files: UTF-8 text plus one final newline, written atomically.
package enum SnapshotFile {
    /// The most bytes a snapshot file may hold: far more than any screen or story, and small
    /// enough that a file that is not a snapshot (a disk image, a log) is refused, not read.
    package static let sizeLimit = 64 << 20

    /// The bytes stored at `path` as the tools read them (line endings made plain, final
    /// newline dropped), not yet checked to be UTF-8; `nil` when there is no file.
    ///
    /// Matching snapshots are compared as bytes, so the common case never decodes a String.
    ///
    /// - Throws: ``SnapshotError/unreadable(_:_:)``, ``SnapshotError/notARegularFile(_:_:)``
    ///   or ``SnapshotError/tooLarge(_:bytes:limit:)``.
    package static func storedBytes(atPath path: String, shownAs: String) throws(SnapshotError)
        -> [UInt8]?
    {
        guard let bytes = try contents(atPath: path, shownAs: shownAs) else { return nil }
        return plainText(bytes)
    }

    /// `bytes` as a snapshot file holds them, made the text it stores: line endings made plain
    /// and the final newline dropped.
    package static func plainText(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = TextLines.normalizingLineEndings(bytes)
        if bytes.last == UInt8(ascii: "\n") {
            bytes.removeLast()
        }
        return bytes
    }

    /// The hidden name a file `name` is written under before it is renamed into place:
    /// `.<name>.<process>.<random>.tmp`, which ``writingProcess(ofTemporaryName:)`` reads back.
    package static func temporaryName(for name: String) -> String {
        ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    }

    /// The process that was writing under `name`, when it is a ``temporaryName(for:)``.
    package static func writingProcess(ofTemporaryName name: String) -> pid_t? {
        let parts = name.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
        guard name.hasPrefix("."), parts.count >= 4, parts[parts.count - 1] == "tmp",
            UInt32(parts[parts.count - 2]) != nil, let process = pid_t(parts[parts.count - 3]),
            process > 0
        else { return nil }
        return process
    }

    /// `text` as a snapshot file holding it reads back: line endings made plain, and the
    /// carriage returns that end it dropped, since the file's final newline would make the last
    /// one a `"\r\n"` (a test then fails, and `scenic diff` says the files match).
    package static func storableText(_ text: String) -> String {
        var text = TextLines.normalizingLineEndings(text)
        while text.utf8.last == UInt8(ascii: "\r") { text.removeLast() }
        return text
    }

    /// The whole regular file at `path`, as it is; `nil` when there is none.
    ///
    /// Only a regular file is read, and at most `limit` bytes: the last part of the path is
    /// never followed if it is a symbolic link (it could lead anywhere, `/dev/zero` included),
    /// and a FIFO is opened without waiting for a writer and then refused.
    ///
    /// - Throws: ``SnapshotError/unreadable(_:_:)``, ``SnapshotError/notARegularFile(_:_:)``
    ///   or ``SnapshotError/tooLarge(_:bytes:limit:)``.
    package static func contents(
        atPath path: String, shownAs: String, limit: Int = sizeLimit
    ) throws(SnapshotError) -> [UInt8]? {
        // One open instead of an existence check and a read: a missing file is ENOENT.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            var status = stat()
            let kind = lstat(path, &status) == 0 ? FileKind(mode: status.st_mode) : nil
            throw openingError(code, kind: kind, shownAs: shownAs)
        }
        defer { close(descriptor) }
        return try contents(ofOpen: descriptor, shownAs: shownAs, limit: limit)
    }

    /// What a failed open of a file to read or write says: `code` is its errno, `kind` what
    /// `lstat` found there, if anything.
    package static func openingError(_ code: Int32, kind: FileKind?, shownAs: String)
        -> SnapshotError
    {
        // O_NOFOLLOW fails with ELOOP on a link; a socket, or a FIFO opened for writing
        // without a reader, fails with ENXIO: name what is there rather than the errno.
        if code == ELOOP { return .notARegularFile(shownAs, .symbolicLink) }
        if let kind, kind != .regularFile { return .notARegularFile(shownAs, kind) }
        return .unreadable(shownAs, String(cString: strerror(code)))
    }

    /// The whole file open at `descriptor`, once `fstat` shows it is a regular file of at
    /// most `limit` bytes.
    ///
    /// - Throws: ``SnapshotError/unreadable(_:_:)``, ``SnapshotError/notARegularFile(_:_:)``
    ///   or ``SnapshotError/tooLarge(_:bytes:limit:)``.
    package static func contents(ofOpen descriptor: Int32, shownAs: String, limit: Int)
        throws(SnapshotError) -> [UInt8]
    {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(shownAs, systemReason()) }
        let kind = FileKind(mode: status.st_mode)
        // A folder, a FIFO or a device is refused before any read: a device never ends.
        guard kind == .regularFile else { throw .notARegularFile(shownAs, kind) }
        guard status.st_size <= limit else {
            throw .tooLarge(shownAs, bytes: Int(status.st_size), limit: limit)
        }
        var bytes: [UInt8] = []
        // One byte more than the file holds: a regular file gives less than asked only at its
        // end, so the first read usually is the only one.
        var size = Int(status.st_size) + 1
        while true {
            var failure: Int32?
            // Read straight into uninitialized storage: zero-filling a buffer first cost as
            // much as the read.
            let chunk = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
                while true {
                    let count = systemRead(descriptor, buffer.baseAddress, size)
                    if count < 0 && errno == EINTR { continue }
                    if count < 0 { failure = errno }
                    initialized = max(count, 0)
                    return
                }
            }
            if let failure { throw .unreadable(shownAs, String(cString: strerror(failure))) }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            // The file may have grown since fstat.
            guard bytes.count <= limit else {
                throw .tooLarge(shownAs, bytes: bytes.count, limit: limit)
            }
            if chunk.count < size { break }
            size = min(size * 2, limit + 1 - bytes.count)
        }
        return bytes
    }

    /// What a stored snapshot holds compared with the actual text.
    package enum Comparison: Equatable, Sendable {
        /// There is no stored file.
        case missing
        /// The stored text is the actual text, byte for byte.
        case same
        /// The stored text differs; these are its bytes as ``storedBytes(atPath:shownAs:)``
        /// reads them.
        case different([UInt8])
    }

    /// Compares the snapshot stored at `path` with `text`.
    ///
    /// A matching snapshot, the common case, is read into a buffer just large enough and
    /// compared there, byte for byte, before anything is normalized: when the file holds the
    /// text plus its final newline, it matches whatever line endings either has. Only a
    /// difference reads the file by ``storedBytes(atPath:shownAs:)`` and compares it with the
    /// text as a file would store it (``storableText(_:)``).
    ///
    /// - Throws: ``SnapshotError/unreadable(_:_:)``, ``SnapshotError/notARegularFile(_:_:)``
    ///   or ``SnapshotError/tooLarge(_:bytes:limit:)``.
    package static func compare(
        storedAt path: String, shownAs: @autoclosure () -> String, with text: String
    ) throws(SnapshotError) -> Comparison {
        // withCString: a native String is already NUL-terminated, so no C copy is made.
        // O_NOFOLLOW and O_NONBLOCK: a link fails to open and a FIFO does not wait for a
        // writer; the full read below names what they are, as it does for a device, which
        // never compares equal.
        let descriptor = path.withCString {
            open($0, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        }
        guard descriptor >= 0 else {
            if errno == ENOENT { return .missing }
            guard let bytes = try storedBytes(atPath: path, shownAs: shownAs()) else {
                return .missing
            }
            return .different(bytes)
        }
        var text = text
        let sameAsRead = text.withUTF8 { actual in
            // Room for the text, its final newline and one byte more, which only a longer file
            // fills. On the heap: a temporary allocation this size first asks the system where
            // the stack ends, which cost more than the read.
            let size = actual.count + 2
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 1)
            defer { buffer.deallocate() }
            var count = systemRead(descriptor, buffer.baseAddress, size)
            while count < 0 && errno == EINTR {
                count = systemRead(descriptor, buffer.baseAddress, size)
            }
            close(descriptor)
            return count == actual.count + 1 && buffer[actual.count] == UInt8(ascii: "\n")
                && sameBytes(
                    UnsafeRawBufferPointer(rebasing: buffer[0..<actual.count]),
                    UnsafeRawBufferPointer(actual))
        }
        if sameAsRead { return .same }
        guard let bytes = try storedBytes(atPath: path, shownAs: shownAs()) else {
            return .missing
        }
        var actual = storableText(text)
        let same = actual.withUTF8 { actual in
            bytes.withUnsafeBytes { sameBytes($0, UnsafeRawBufferPointer(actual)) }
        }
        return same ? .same : .different(bytes)
    }

    /// `bytes` as text.
    ///
    /// - Throws: ``SnapshotError/notUTF8(_:)``.
    package static func text(of bytes: [UInt8], shownAs: String) throws(SnapshotError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .notUTF8(shownAs)
        }
        return text
    }

    /// Stores `text` plus one newline at `url`, creating folders as needed.
    ///
    /// The bytes go to a hidden temporary file in the same folder, which is then renamed over
    /// `url`, so a reader, even another test process, never sees half a snapshot.
    ///
    /// - Throws: ``SnapshotError/unwritable(_:_:)``.
    package static func write(_ text: String, to url: URL, shownAs: String) throws(SnapshotError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(shownAs, "\(error.localizedDescription)")
        }
        let temporary = folder.appendingPathComponent(temporaryName(for: url.lastPathComponent))
        let bytes = Array((text + "\n").utf8)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unwritable(shownAs, systemReason()) }
        if let reason = writeAll(bytes, to: descriptor) {
            close(descriptor)
            unlink(temporary.path)
            throw .unwritable(shownAs, reason)
        }
        // A file replaced keeps its permissions (a stored snapshot made read-only stays so),
        // as `accept` keeps them.
        var replaced = stat()
        if lstat(url.path, &replaced) == 0, FileKind(mode: replaced.st_mode) == .regularFile {
            fchmod(descriptor, replaced.st_mode & 0o7777)
        }
        close(descriptor)
        // Rename, not write: readers never see half a snapshot.
        guard rename(temporary.path, url.path) == 0 else {
            let reason = systemReason()
            unlink(temporary.path)
            throw .unwritable(shownAs, reason)
        }
    }

    /// Writes every byte of `bytes` to `descriptor`, retrying short and interrupted writes;
    /// returns the system's reason when a write fails.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes {
                systemWrite(descriptor, $0.baseAddress! + written, bytes.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return systemReason()
            }
            written += result
        }
        return nil
    }

    /// Appends `text` to the file at `path` (creating it, unless `creating` is `false`) in one
    /// `write(2)`: with `O_APPEND`, each such write lands whole at the end, however many
    /// processes append at once.
    ///
    /// Only a regular file is appended to: a symbolic link in its place is not followed, and a
    /// FIFO or device is refused rather than waited on or written into.
    ///
    /// - Throws: ``SnapshotError/unwritable(_:_:)`` or ``SnapshotError/notARegularFile(_:_:)``.
    package static func append(
        _ text: String, toPath path: String, creating: Bool = true
    ) throws(SnapshotError) {
        let bytes = Array(text.utf8)
        let flags = O_WRONLY | O_APPEND | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK
        let descriptor = open(path, flags | (creating ? O_CREAT : 0), 0o644)
        guard descriptor >= 0 else {
            let code = errno
            var status = stat()
            let kind = lstat(path, &status) == 0 ? FileKind(mode: status.st_mode) : nil
            throw writingError(openingError(code, kind: kind, shownAs: path))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unwritable(path, systemReason()) }
        guard FileKind(mode: status.st_mode) == .regularFile else {
            throw .notARegularFile(path, FileKind(mode: status.st_mode))
        }
        let result = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress!, $0.count) }
        guard result == bytes.count else { throw .unwritable(path, systemReason()) }
    }

    /// `error` from ``openingError(_:kind:shownAs:)`` as a failure to write: the same, but a
    /// system's reason says the file could not be written rather than read.
    package static func writingError(_ error: SnapshotError) -> SnapshotError {
        guard case .unreadable(let path, let reason) = error else { return error }
        return .unwritable(path, reason)
    }

    /// Deletes the file at `url`; a file that is already gone is fine.
    ///
    /// - Throws: ``SnapshotError/undeletable(_:_:)``.
    package static func remove(_ url: URL, shownAs: String) throws(SnapshotError) {
        try remove(atPath: url.path, shownAs: shownAs)
    }

    /// Deletes the file at `path`; a file that is already gone is fine.
    ///
    /// - Throws: ``SnapshotError/undeletable(_:_:)``.
    package static func remove(atPath path: String, shownAs: String) throws(SnapshotError) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw .undeletable(shownAs, systemReason())
        }
    }

    /// The system's reason for the last failed call, from `errno`.
    package static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}
