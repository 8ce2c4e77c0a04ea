import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads and writes snapshot files: UTF-8 text plus one final newline, written atomically.
package enum SnapshotFile {
    /// Returns the text stored at `url` without its final newline, or `nil` if there is none.
    ///
    /// `"\r\n"` is read as `"\n"`; nothing else is trimmed.
    ///
    /// - Parameter shownAs: The path used in error messages.
    /// - Throws: ``SnapshotError/notUTF8(_:)`` or ``SnapshotError/unreadable(_:_:)``.
    package static func read(_ url: URL, shownAs: String) throws(SnapshotError) -> String? {
        guard let bytes = try storedBytes(atPath: url.path, shownAs: shownAs) else { return nil }
        return try text(of: bytes, shownAs: shownAs)
    }

    /// The bytes stored at `path` as ``read(_:shownAs:)`` reads them (line endings made plain,
    /// final newline dropped), not yet checked to be UTF-8; `nil` when there is no file.
    ///
    /// Matching snapshots are compared as bytes, so the common case never decodes a String.
    ///
    /// - Throws: ``SnapshotError/unreadable(_:_:)``.
    package static func storedBytes(atPath path: String, shownAs: String) throws(SnapshotError)
        -> [UInt8]?
    {
        // One open instead of an existence check and a read: a missing file is ENOENT.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw .unreadable(shownAs, systemReason())
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var size = 16_384
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
            // A folder where the file should be fails here, with EISDIR.
            if let failure { throw .unreadable(shownAs, String(cString: strerror(failure))) }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            // A regular file gives less than asked only at its end: no read just to see EOF.
            if chunk.count < size { break }
            size *= 2
        }
        bytes = TextLines.normalizingLineEndings(bytes)
        if bytes.last == UInt8(ascii: "\n") {
            bytes.removeLast()
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
    /// difference reads the file by ``storedBytes(atPath:shownAs:)`` and compares again with
    /// both sides' `"\r\n"` made `"\n"`.
    ///
    /// - Throws: ``SnapshotError/unreadable(_:_:)``.
    package static func compare(
        storedAt path: String, shownAs: @autoclosure () -> String, with text: String
    ) throws(SnapshotError) -> Comparison {
        // withCString: a native String is already NUL-terminated, so no C copy is made.
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else {
            if errno == ENOENT { return .missing }
            throw .unreadable(shownAs(), systemReason())
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
        var actual = TextLines.normalizingLineEndings(text)
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
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let bytes = Array((text + "\n").utf8)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unwritable(shownAs, systemReason()) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes {
                systemWrite(descriptor, $0.baseAddress! + written, bytes.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                let reason = systemReason()
                close(descriptor)
                unlink(temporary.path)
                throw .unwritable(shownAs, reason)
            }
            written += result
        }
        close(descriptor)
        // Rename, not write: readers never see half a snapshot.
        guard rename(temporary.path, url.path) == 0 else {
            let reason = systemReason()
            unlink(temporary.path)
            throw .unwritable(shownAs, reason)
        }
    }

    /// Moves the file at `source` over `destination` in one step.
    ///
    /// - Throws: ``SnapshotError/unwritable(_:_:)``.
    package static func move(
        _ source: URL, over destination: URL, shownAs: String
    ) throws(SnapshotError) {
        guard rename(source.path, destination.path) == 0 else {
            throw .unwritable(shownAs, systemReason())
        }
    }

    /// Appends `text` to the file at `path` (creating it) in one `write(2)`: with `O_APPEND`,
    /// each such write lands whole at the end, however many processes append at once.
    ///
    /// - Throws: ``SnapshotError/unwritable(_:_:)``.
    package static func append(_ text: String, toPath path: String) throws(SnapshotError) {
        let bytes = Array(text.utf8)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unwritable(path, systemReason()) }
        defer { close(descriptor) }
        let result = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress!, $0.count) }
        guard result == bytes.count else { throw .unwritable(path, systemReason()) }
    }

    /// Deletes the file at `url`; a file that is already gone is fine.
    ///
    /// - Throws: ``SnapshotError/unwritable(_:_:)``.
    package static func remove(_ url: URL, shownAs: String) throws(SnapshotError) {
        try remove(atPath: url.path, shownAs: shownAs)
    }

    /// Deletes the file at `path`; a file that is already gone is fine.
    ///
    /// - Throws: ``SnapshotError/unwritable(_:_:)``.
    package static func remove(atPath path: String, shownAs: String) throws(SnapshotError) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw .unwritable(shownAs, systemReason())
        }
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}
