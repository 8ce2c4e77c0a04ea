import Scenic

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files under one folder (a package root, an artifacts bundle), reached one folder at a
/// time without following any symbolic link below it.
///
/// The folder itself is opened as given: someone chose it, and a path to it may well pass
/// through links (`/tmp` on macOS is one). Below it, every folder is opened with
/// `O_NOFOLLOW | O_DIRECTORY` from the one above and every file is opened, made, renamed or
/// removed relative to its folder's descriptor, so a link swapped in anywhere, a file where a
/// folder should be, a FIFO or a device is found and named, never followed, waited on or read
/// without end.
///
/// Paths are relative to the folder, with `/` between parts; messages show them after
/// ``shownPrefix``.
package struct FileTree: Sendable {
    /// The folder's path.
    package var root: String
    /// What messages put before a relative path: empty for the package, `BUNDLE/` for a
    /// bundle, so its files are not taken for the package's.
    package var shownPrefix: String

    /// The files under `root`, shown in messages as `shownPrefix` + their relative path.
    package init(root: String, shownPrefix: String = "") {
        self.root = root
        self.shownPrefix = shownPrefix
    }

    /// Why the folder at `path` cannot be opened, or `nil` when it can.
    ///
    /// For a folder someone named (a package root, a bundle): links in `path` are followed,
    /// and what is there, if not a folder, is named, rather than saying "no such file".
    package static func problem(openingFolder path: String) -> SnapshotError.FolderProblem? {
        // O_NONBLOCK: a FIFO at the name is refused, never waited on.
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor < 0 else {
            close(descriptor)
            return nil
        }
        let code = errno
        var status = stat()
        if stat(path, &status) == 0, FileKind(mode: status.st_mode) != .folder {
            return .notAFolder(FileKind(mode: status.st_mode))
        }
        return .cannotEnter(String(cString: strerror(code)))
    }

    /// How messages show the relative `path`.
    package func shown(_ path: String) -> String {
        shownPrefix + path
    }

    /// What is at `path`, not following a link there; `nil` when nothing is.
    ///
    /// - Throws: ``SnapshotError/unreachable(_:folder:_:)`` when a folder on the way cannot be
    ///   used.
    package func kind(of path: String) throws(SnapshotError) -> FileKind? {
        let (folder, name) = split(path)
        guard let descriptor = try openFolder(folder, for: path, creating: false) else {
            return nil
        }
        defer { close(descriptor) }
        return try kind(of: name, in: descriptor, path: path)
    }

    /// The bytes of the regular file at `path`, as they are; `nil` when there is none.
    ///
    /// - Throws: ``SnapshotError/unreachable(_:folder:_:)``,
    ///   ``SnapshotError/notARegularFile(_:_:)``, ``SnapshotError/tooLarge(_:bytes:limit:)``
    ///   or ``SnapshotError/unreadable(_:_:)``.
    package func read(_ path: String, limit: Int = SnapshotFile.sizeLimit) throws(SnapshotError)
        -> [UInt8]?
    {
        let (folder, name) = split(path)
        guard let parent = try openFolder(folder, for: path, creating: false) else { return nil }
        defer { close(parent) }
        // O_NONBLOCK: a FIFO opens at once, and is then refused by its kind.
        let descriptor = openat(parent, name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw SnapshotFile.openingError(
                code, kind: try? kind(of: name, in: parent, path: path), shownAs: shown(path))
        }
        defer { close(descriptor) }
        return try SnapshotFile.contents(ofOpen: descriptor, shownAs: shown(path), limit: limit)
    }

    /// Makes the folders of `path` that are missing, then stores `bytes` at `path` by a rename
    /// from a hidden temporary file beside it, so a reader never sees half of them.
    ///
    /// - Throws: ``SnapshotError/unreachable(_:folder:_:)``,
    ///   ``SnapshotError/notARegularFile(_:_:)`` (something other than a regular file is at
    ///   `path`, and is left alone) or ``SnapshotError/unwritable(_:_:)``.
    package func write(_ bytes: [UInt8], to path: String) throws(SnapshotError) {
        let (folder, name) = split(path)
        guard let parent = try openFolder(folder, for: path, creating: true) else {
            throw .unwritable(shown(path), "its folder is missing")
        }
        defer { close(parent) }
        if let kind = try kind(of: name, in: parent, path: path), kind != .regularFile {
            throw .notARegularFile(shown(path), kind)
        }
        let temporary = SnapshotFile.temporaryName(for: name)
        // O_EXCL | O_NOFOLLOW: a file or a link that takes the name first is never written.
        let descriptor = openat(
            parent, temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw .unwritable(shown(path), SnapshotFile.systemReason()) }
        if let reason = SnapshotFile.writeAll(bytes, to: descriptor) {
            close(descriptor)
            unlinkat(parent, temporary, 0)
            throw .unwritable(shown(path), reason)
        }
        close(descriptor)
        // Rename, not write: readers never see half a snapshot.
        guard renameat(parent, temporary, parent, name) == 0 else {
            let reason = SnapshotFile.systemReason()
            unlinkat(parent, temporary, 0)
            throw .unwritable(shown(path), reason)
        }
    }

    /// What a ``move(_:over:ifHolding:)`` or ``remove(_:ifHolding:)`` did.
    package enum Outcome: Equatable, Sendable {
        /// The file was moved or removed.
        case done
        /// Nothing: the file no longer held the expected bytes, and is left as it is.
        case changed
        /// Nothing: no file was there (another process moved or removed it).
        case gone
    }

    /// Renames the regular file at `source` over `destination`, in the same folder, in one
    /// step; a destination's permissions are kept (a read-only snapshot stays read-only), and
    /// its owner and group as far as this user may give them.
    ///
    /// With `expected`, only a source that holds exactly those bytes is moved (see
    /// ``claim(_:in:path:holding:)``).
    ///
    /// - Throws: ``SnapshotError/notARegularFile(_:_:)`` when either is something else (a link
    ///   is neither moved nor replaced), ``SnapshotError/unreachable(_:folder:_:)`` or
    ///   ``SnapshotError/unwritable(_:_:)``.
    @discardableResult
    package func move(
        _ source: String, over destination: String, ifHolding expected: [UInt8]? = nil
    ) throws(SnapshotError) -> Outcome {
        let (folder, sourceName) = split(source)
        let (destinationFolder, destinationName) = split(destination)
        precondition(folder == destinationFolder, "FileTree.move: only within one folder")
        guard let parent = try openFolder(folder, for: source, creating: false) else {
            return .gone
        }
        defer { close(parent) }
        switch try kind(of: sourceName, in: parent, path: source) {
        case nil: return .gone
        case .regularFile?: break
        case let kind?: throw .notARegularFile(shown(source), kind)
        }
        var destinationStatus = stat()
        let destinationExists =
            fstatat(parent, destinationName, &destinationStatus, AT_SYMLINK_NOFOLLOW) == 0
        if destinationExists, FileKind(mode: destinationStatus.st_mode) != .regularFile {
            throw .notARegularFile(shown(destination), FileKind(mode: destinationStatus.st_mode))
        }
        var moving = sourceName
        if let expected {
            switch try claim(sourceName, in: parent, path: source, holding: expected) {
            case .claimed(let name): moving = name
            case .changed: return .changed
            case .gone: return .gone
            }
        }
        var movingStatus = stat()
        if destinationExists, fstatat(parent, moving, &movingStatus, AT_SYMLINK_NOFOLLOW) == 0,
            movingStatus.st_ino == destinationStatus.st_ino,
            movingStatus.st_dev == destinationStatus.st_dev
        {
            // Two links to one file: a rename between them does nothing and says it worked, so
            // the source's link goes, and the destination already holds the text.
            guard unlinkat(parent, moving, 0) == 0 else {
                throw .undeletable(shown(source), SnapshotFile.systemReason())
            }
            return .done
        }
        if destinationExists {
            // The new text takes the stored file's place, and its owner and permissions with
            // it, as far as this user may give them (the owner only by root).
            _ = fchownat(
                parent, moving, destinationStatus.st_uid, destinationStatus.st_gid,
                AT_SYMLINK_NOFOLLOW)
            fchmodat(parent, moving, destinationStatus.st_mode & 0o7777, 0)
        }
        guard renameat(parent, moving, parent, destinationName) == 0 else {
            // Another process moved or removed it since it was looked at.
            if errno == ENOENT && moving == sourceName { return .gone }
            var reason = SnapshotFile.systemReason()
            if moving != sourceName, !putBack(moving, as: sourceName, in: parent) {
                reason += leftAt(moving, of: source)
            }
            throw .unwritable(shown(destination), reason)
        }
        return .done
    }

    /// Deletes the regular file at `path`; with `expected`, only if it holds exactly those
    /// bytes (see ``claim(_:in:path:holding:)``).
    ///
    /// - Throws: ``SnapshotError/notARegularFile(_:_:)`` for anything else there, which is
    ///   left alone, ``SnapshotError/unreachable(_:folder:_:)`` or
    ///   ``SnapshotError/unwritable(_:_:)``.
    @discardableResult
    package func remove(_ path: String, ifHolding expected: [UInt8]? = nil)
        throws(SnapshotError) -> Outcome
    {
        let (folder, name) = split(path)
        guard let parent = try openFolder(folder, for: path, creating: false) else { return .gone }
        defer { close(parent) }
        switch try kind(of: name, in: parent, path: path) {
        case nil: return .gone
        case .regularFile?: break
        case let kind?: throw .notARegularFile(shown(path), kind)
        }
        var removing = name
        if let expected {
            switch try claim(name, in: parent, path: path, holding: expected) {
            case .claimed(let claimed): removing = claimed
            case .changed: return .changed
            case .gone: return .gone
            }
        }
        guard unlinkat(parent, removing, 0) == 0 else {
            if errno == ENOENT { return .gone }
            var reason = SnapshotFile.systemReason()
            if removing != name, !putBack(removing, as: name, in: parent) {
                reason += leftAt(removing, of: path)
            }
            throw .undeletable(shown(path), reason)
        }
        return .done
    }

    /// What ``claim(_:in:path:holding:)`` found.
    private enum Claim {
        /// The file holds the expected bytes and is now at this hidden name.
        case claimed(String)
        /// The file holds other bytes; it is back at its name.
        case changed
        /// No file was there.
        case gone
    }

    /// Checks the file `name` holds `expected`, then renames it to a hidden name of this
    /// process's own, making sure the file renamed is the file checked.
    ///
    /// A writer that replaces the file meanwhile (a test run writing a pending snapshot again)
    /// makes a new file, which is put back rather than moved or removed: what is decided is
    /// what was checked. A file put back never replaces one that took its name meanwhile: that
    /// one is newer. The file holds the hidden name (``claimedMarker``, ending in its own
    /// name) only between two renames, for no longer than the caller's next system call; a
    /// kill there leaves it at that name, which a listing names, and every other file as it
    /// was.
    private func claim(_ name: String, in parent: Int32, path: String, holding expected: [UInt8])
        throws(SnapshotError) -> Claim
    {
        let descriptor = openat(parent, name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT { return .gone }
            throw .unreadable(shown(path), SnapshotFile.systemReason())
        }
        defer { close(descriptor) }
        let contents = try SnapshotFile.contents(
            ofOpen: descriptor, shownAs: shown(path), limit: SnapshotFile.sizeLimit)
        guard contents == expected else { return .changed }
        var checked = stat()
        guard fstat(descriptor, &checked) == 0 else {
            throw .unreadable(shown(path), SnapshotFile.systemReason())
        }
        let claimed =
            ".\(getpid()).\(UInt32.random(in: 0...UInt32.max))\(Self.claimedMarker)\(name)"
        guard renameat(parent, name, parent, claimed) == 0 else {
            if errno == ENOENT { return .gone }
            throw .unwritable(shown(path), SnapshotFile.systemReason())
        }
        // The same file, unchanged since it was read: not one renamed into its place, nor one
        // written over in place.
        var renamed = stat()
        var now = stat()
        let isSame =
            fstatat(parent, claimed, &renamed, AT_SYMLINK_NOFOLLOW) == 0
            && fstat(descriptor, &now) == 0 && renamed.st_ino == checked.st_ino
            && renamed.st_dev == checked.st_dev && now.st_size == checked.st_size
            && Self.modified(now) == Self.modified(checked)
        guard isSame else {
            _ = putBack(claimed, as: name, in: parent)
            return .changed
        }
        return .claimed(claimed)
    }

    /// What a claimed file's name holds between `.PID.RANDOM` and its own name.
    package static let claimedMarker = ".claimed."

    /// When `status`'s file was last modified, as seconds and nanoseconds.
    package static func modified(_ status: stat) -> [Int] {
        #if canImport(Darwin)
            return [status.st_mtimespec.tv_sec, status.st_mtimespec.tv_nsec]
        #else
            return [status.st_mtim.tv_sec, status.st_mtim.tv_nsec]
        #endif
    }

    /// When `status`'s file last changed, as seconds and nanoseconds: the later of its
    /// modification time and its status change time, which no program can set back (a copy
    /// restored with `cp -p` keeps an old modification time).
    package static func lastChanged(_ status: stat) -> [Int] {
        #if canImport(Darwin)
            let changed = [status.st_ctimespec.tv_sec, status.st_ctimespec.tv_nsec]
        #else
            let changed = [Int(status.st_ctim.tv_sec), Int(status.st_ctim.tv_nsec)]
        #endif
        let modified = modified(status)
        return modified.lexicographicallyPrecedes(changed) ? changed : modified
    }

    /// Gives the file at `claimed` the name `name` back, unless a newer file took the name
    /// meanwhile: that one is kept, and the claimed one dropped.
    ///
    /// Returns whether the claimed name is gone.
    private func putBack(_ claimed: String, as name: String, in parent: Int32) -> Bool {
        // A link, unlike a rename, never replaces a file that is there.
        if linkat(parent, claimed, parent, name, 0) == 0 || errno == EEXIST {
            return unlinkat(parent, claimed, 0) == 0
        }
        // A file system without links: a rename, which keeps the text at least.
        return renameat(parent, claimed, parent, name) == 0
    }

    /// Says where a claimed file is left when it could not be given its name back.
    private func leftAt(_ claimed: String, of path: String) -> String {
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) + "/" : ""
        return "; its text is left at \(shown(folder + claimed)): move it back to \(shown(path))"
    }

    /// What a listing found: the regular files, and the folders it could not look into.
    package struct Listing: Sendable {
        /// Relative paths of the regular files, sorted.
        package var files: [String] = []
        /// A ``SnapshotError/unlistable(_:_:)`` for each folder that could not be listed.
        package var problems: [SnapshotError] = []
        /// Entries passed over as neither a regular file nor a folder (a link, a FIFO).
        ///
        /// Their relative paths, each with its ``SnapshotError/notARegularFile(_:_:)``: a
        /// bundle's may hide a failure.
        package var passedOver: [(path: String, problem: SnapshotError)] = []
    }

    /// The regular files under the folder `path`, at any depth, with hidden files and folders
    /// (names starting with `.`, such as temporary files of an unfinished write) left out.
    ///
    /// Symbolic links are neither listed nor followed, nor are FIFOs, devices or sockets. A
    /// folder that cannot be opened is a problem in the listing, so that no one is told that
    /// nothing is there. A missing `path` holds nothing.
    package func files(under path: String) -> Listing {
        var listing = Listing()
        do throws(SnapshotError) {
            let (folder, name) = split(path)
            guard let parent = try openFolder(folder, for: path, creating: false) else {
                return listing
            }
            defer { close(parent) }
            collect(name, in: parent, path: path, into: &listing)
        } catch {
            // A folder above `path` could not be used: that is the one to name.
            if case .unreachable(_, let blocked, let problem) = error {
                listing.problems.append(.unlistable(blocked, problem))
            } else {
                listing.problems.append(error)
            }
        }
        listing.files.sort()
        return listing
    }

    /// Adds the files under the folder `name` in `parent` (at the relative `path`) to
    /// `listing`.
    private func collect(
        _ name: String, in parent: Int32, path: String, into listing: inout Listing
    ) {
        let descriptor = openat(
            parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return }
            listing.problems.append(
                .unlistable(shown(path), folderProblem(code, name: name, in: parent)))
            return
        }
        // fdopendir owns the descriptor from here on (closedir closes it); it stays the
        // folder's descriptor for fstatat and openat meanwhile.
        guard let directory = fdopendir(descriptor) else {
            let problem = SnapshotError.FolderProblem.cannotEnter(SnapshotFile.systemReason())
            listing.problems.append(.unlistable(shown(path), problem))
            close(descriptor)
            return
        }
        defer { closedir(directory) }
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        while let entry = readdir(directory) {
            let bytes = (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self)
            // Hidden: ".", "..", the pending marker, temporary files; but a file an accept or
            // reject was stopped in the middle of is named.
            if bytes[0] == CChar(UInt8(ascii: ".")) {
                let hidden = String(cString: bytes)
                if let left = leftClaim(hidden, in: path, parent: descriptor)
                    ?? leftWrite(hidden, in: path, parent: descriptor)
                {
                    listing.problems.append(left)
                }
                continue
            }
            guard let entryName = String(validatingCString: bytes) else {
                // Named, not passed over: a repaired name would reach no file.
                listing.problems.append(.nameNotUTF8(shown(path + "/" + Self.escaping(bytes))))
                continue
            }
            let entryPath = path + "/" + entryName
            var status = stat()
            guard fstatat(descriptor, entryName, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
                continue
            }
            switch FileKind(mode: status.st_mode) {
            case .regularFile: listing.files.append(entryPath)
            case .folder:
                // Named like a pending file, it stands where one would be: said, as a link is,
                // and left alone with what it holds.
                if entryName.hasSuffix(
                    SnapshotLocation.storedExtension + SnapshotLocation.pendingSuffix)
                {
                    listing.passedOver.append(
                        (entryPath, .notARegularFile(shown(entryPath), .folder)))
                    continue
                }
                collect(entryName, in: descriptor, path: entryPath, into: &listing)
            case let kind:
                listing.passedOver.append((entryPath, .notARegularFile(shown(entryPath), kind)))
            }
        }
    }

    /// The problem a hidden file `name` in the folder `path` is when it is a claimed file
    /// whose process is gone: the text it holds was being accepted or rejected when that
    /// stopped midway.
    private func leftClaim(_ name: String, in path: String, parent: Int32) -> SnapshotError? {
        // Only what a claim makes: a regular file named for a pending snapshot, by a process
        // that is gone.
        guard let marker = name.range(of: Self.claimedMarker),
            name[marker.upperBound...].hasSuffix(
                SnapshotLocation.storedExtension + SnapshotLocation.pendingSuffix),
            let process = pid_t(name.dropFirst().prefix { $0 != "." }), process > 0,
            kill(process, 0) != 0 && errno == ESRCH,
            (try? kind(of: name, in: parent, path: path + "/" + name)) == .regularFile
        else { return nil }
        return .claimLeftOver(
            shown(path + "/" + name), original: shown(path + "/" + name[marker.upperBound...]))
    }

    /// The problem a hidden file `name` in the folder `path` is when it is the temporary file
    /// of a write whose process is gone (a test run killed while it wrote a pending file):
    /// nothing else would ever remove it, and git would take it for a new file.
    private func leftWrite(_ name: String, in path: String, parent: Int32) -> SnapshotError? {
        guard let process = SnapshotFile.writingProcess(ofTemporaryName: name),
            kill(process, 0) != 0 && errno == ESRCH,
            (try? kind(of: name, in: parent, path: path + "/" + name)) == .regularFile
        else { return nil }
        return .writeLeftOver(shown(path + "/" + name))
    }

    /// A name that is not UTF-8 as text: its UTF-8 parts as they are, every other byte as
    /// `\xNN`.
    private static func escaping(_ name: UnsafePointer<CChar>) -> String {
        let bytes = UnsafeBufferPointer(start: name, count: strlen(name)).map {
            UInt8(bitPattern: $0)
        }
        var text = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<offset + length] {
                    let hex = String(byte, radix: 16, uppercase: true)
                    text += (byte < 0x10 ? "\\x0" : "\\x") + hex
                }
                offset += length
            case .emptyInput:
                return text
            }
        }
    }

    /// Opens the folder at the relative `folder` (`""` is the root), one part at a time from
    /// the root, never through a link; with `creating`, a missing part is made first.
    ///
    /// - Parameter path: The file the folder is opened for, for messages.
    /// - Returns: The folder's descriptor, for the caller to close, or `nil` when a part is
    ///   missing and not `creating`.
    /// - Throws: ``SnapshotError/unreachable(_:folder:_:)``.
    private func openFolder(_ folder: String, for path: String, creating: Bool)
        throws(SnapshotError) -> Int32?
    {
        var descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let problem = SnapshotError.FolderProblem.cannotEnter(SnapshotFile.systemReason())
            throw .unreachable(shown(path), folder: shownRoot, problem)
        }
        var reached = ""
        for part in folder.split(separator: "/") {
            let name = String(part)
            reached += (reached.isEmpty ? "" : "/") + name
            // mkdirat never follows a link: one at this name, even dangling, is EEXIST.
            var makeFailure: Int32?
            if creating, mkdirat(descriptor, name, 0o755) != 0, errno != EEXIST {
                makeFailure = errno
            }
            let next = openat(
                descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard next >= 0 else {
                let code = errno
                defer { close(descriptor) }
                if code == ENOENT, let makeFailure {
                    let reason = String(cString: strerror(makeFailure))
                    throw .unreachable(shown(path), folder: shown(reached), .cannotMake(reason))
                }
                if code == ENOENT { return nil }
                let problem = folderProblem(code, name: name, in: descriptor)
                throw .unreachable(shown(path), folder: shown(reached), problem)
            }
            close(descriptor)
            descriptor = next
        }
        return descriptor
    }

    /// Why the folder `name` in `parent` failed to open with `code`: what is there when it is
    /// not a folder, else the system's reason.
    private func folderProblem(_ code: Int32, name: String, in parent: Int32)
        -> SnapshotError.FolderProblem
    {
        var status = stat()
        if fstatat(parent, name, &status, AT_SYMLINK_NOFOLLOW) == 0 {
            let kind = FileKind(mode: status.st_mode)
            if kind == .symbolicLink { return .symbolicLink }
            if kind != .folder { return .notAFolder(kind) }
        }
        return .cannotEnter(String(cString: strerror(code)))
    }

    /// What is at `name` in the folder open at `parent`; `nil` when nothing is.
    private func kind(of name: String, in parent: Int32, path: String) throws(SnapshotError)
        -> FileKind?
    {
        var status = stat()
        guard fstatat(parent, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return nil }
            throw .unreadable(shown(path), SnapshotFile.systemReason())
        }
        return FileKind(mode: status.st_mode)
    }

    /// How messages show the root itself.
    private var shownRoot: String {
        shownPrefix.isEmpty ? "." : String(shownPrefix.dropLast())
    }

    /// The relative `path` as its folder (`""` for the root) and its last part.
    private func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }
}
