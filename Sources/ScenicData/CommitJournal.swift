import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The changes a transaction makes to more than one document, written down before the first
/// is made, so that the next transaction on the folder finishes them after a kill in the
/// middle: a transaction's changes take effect together, or not at all.
///
/// `.scenic-data.journal` in the folder, JSON such as
/// `{"changes":[{"temporary":".a.json.UUID.tmp","file":{…},"name":"a.json"},{"name":"b.json"}]}`:
/// each new file's contents are already on disk in its temporary file (`file`: its inode, size
/// and modification time, which the rename keeps), and a change without one removes the
/// document's file, if it is still the file the transaction saw (`removing`). Finishing a change
/// twice does no harm (a new file already renamed is the document's file now, a file already
/// removed is missing, and a file written since is another file), so a kill while finishing is
/// finished by the next transaction too. A new file that is neither where it was nor the
/// document's file was removed by another program (a version of the app that knows no journal
/// removes leftover temporary files): that is said, never taken as done. Only names in the folder are read from it: a journal
/// naming anything else (`../x`, `/etc/passwd`, a file that is not a temporary one) is not
/// followed there.
struct CommitJournal: Codable, Sendable {
    /// The journal's file name in the data folder; never a document's (those never start
    /// with a dot).
    static let name = ".scenic-data.journal"
    /// The most bytes a journal may have, checked when it is written as when it is read: about
    /// 40,000 changes of documents with long names.
    static let sizeLimit = 16 * 1_024 * 1_024

    /// One document's change.
    struct Change: Codable, Hashable, Sendable {
        /// The name of the temporary file in the folder that takes the document's place;
        /// `nil` when the document's file is removed.
        var temporary: String?
        /// The new file, as written: the document's file once it is renamed.
        var file: Fingerprint?
        /// The document's file name.
        var name: String
        /// For a removal, the file removed; `nil` when there was none.
        var removing: Fingerprint?
    }

    /// Which file a removal removes: another file at the name since is left alone.
    struct Fingerprint: Codable, Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modifiedSeconds: Int64
        var modifiedNanoseconds: Int64

        /// Whether both describe the same file: the device is left out, as the same disk may
        /// be given another number when it is mounted again (after a crash, the journal's
        /// case).
        func isSameFile(as other: Fingerprint) -> Bool {
            inode == other.inode && size == other.size && modifiedSeconds == other.modifiedSeconds
                && modifiedNanoseconds == other.modifiedNanoseconds
        }

        /// The fingerprint of the file `identity` describes.
        init(_ identity: FileIdentity) {
            device = identity.device
            inode = identity.inode
            size = identity.size
            modifiedSeconds = identity.modifiedSeconds
            modifiedNanoseconds = identity.modifiedNanoseconds
        }
    }

    /// The changes, in the order the transaction made them.
    var changes: [Change]

    /// Writes the journal into `folder`, makes every change, then removes the journal.
    ///
    /// - Throws: ``CommitJournal/Failure/notWritten(_:)`` or
    ///   ``CommitJournal/Failure/tooLarge(bytes:)`` when no change was made (the caller
    ///   removes the temporary files); ``CommitJournal/Failure/unfinished(name:_:)`` when a
    ///   change failed after the journal was written (it stays, with the temporary files, for
    ///   the next transaction to finish); or ``CommitJournal/Failure/lost(names:)``.
    func make(in folder: String) throws(Failure) {
        let journal = DataFile(path: folder + "/" + Self.name)
        let data: Data
        do {
            data = try JSONEncoder().encode(self)
        } catch {
            // Encoding plain strings and numbers cannot fail.
            preconditionFailure("A commit journal could not be encoded: \(error)")
        }
        // What a read refuses is never written: a journal the next transaction would not
        // follow would leave a kill's changes half made.
        guard data.count <= Self.sizeLimit else { throw .tooLarge(bytes: data.count) }
        do {
            try journal.writeAtomically(data, replacing: .nothing)
        } catch {
            throw .notWritten(error)
        }
        try finish(in: folder)
        unlink(journal.path)
        journal.syncDirectory()
    }

    /// Why a commit did not make all its changes.
    enum Failure: Error {
        /// The journal could not be written: nothing was changed.
        case notWritten(SystemError)
        /// The journal would be larger than ``CommitJournal/sizeLimit``: nothing was changed.
        case tooLarge(bytes: Int)
        /// The journal was written, and the change of document `name` failed; the journal
        /// stays for the next transaction to finish.
        case unfinished(name: String, SystemError)
        /// The new files of these documents (`removed`) were removed before they took their
        /// places, and the files of those (`changedSince`) were to be removed but are other
        /// files now, left alone: every other change was made.
        case lost(removed: [String], changedSince: [String])
    }

    /// Makes every change in `folder` that is not made yet, then syncs the folder.
    private func finish(in folder: String) throws(Failure) {
        var removed: [String] = []
        var changedSince: [String] = []
        for change in changes {
            let path = folder + "/" + change.name
            let now = FileIdentity(path: path).map(Fingerprint.init)
            if let temporary = change.temporary {
                guard FileIdentity(path: folder + "/" + temporary) != nil else {
                    // Renamed before a kill, by this commit or by one finishing it: the
                    // document's file is the new one. Otherwise something removed it.
                    guard let file = change.file, let now, now.isSameFile(as: file) else {
                        removed.append(change.name)
                        continue
                    }
                    continue
                }
                guard rename(folder + "/" + temporary, path) == 0 else {
                    throw .unfinished(name: change.name, .last())
                }
            } else {
                // Removed already: nothing to do. Another file since: left alone, and said.
                guard let removing = change.removing, let now else { continue }
                guard now.isSameFile(as: removing) else {
                    changedSince.append(change.name)
                    continue
                }
                do throws(SystemError) {
                    _ = try DataFile(path: path).remove()
                } catch {
                    throw .unfinished(name: change.name, error)
                }
            }
        }
        DataFile(path: folder + "/" + Self.name).syncDirectory()
        if !removed.isEmpty || !changedSince.isEmpty {
            throw .lost(removed: removed, changedSince: changedSince)
        }
    }

    /// Why a journal's changes could not all be made, in words for ``DataError/changesLost``;
    /// `by` says who may have done it.
    static func words(removed: [String], changedSince: [String], by: String) -> String {
        var parts: [String] = []
        if !removed.isEmpty {
            parts.append(
                "the new contents of \(DataRepair.named(removed)) were removed before they took "
                    + "their places (by another program\(by))")
        }
        if !changedSince.isEmpty {
            let one = changedSince.count == 1
            parts.append(
                "\(DataRepair.named(changedSince)), to be removed, changed since and "
                    + (one ? "was left as it is" : "were left as they are"))
        }
        return parts.joined(separator: "; ")
    }

    /// Finishes the changes of a commit that was killed in the middle, if `folder` holds its
    /// journal; call it holding the folder's lock, before removing leftover temporary files.
    ///
    /// A journal that cannot be read, or holds something other than changes to names in the
    /// folder, is moved aside (`.scenic-data.journal.corrupt`) after the changes it names
    /// correctly are made: Scenic writes the journal whole or not at all, so only another
    /// program or a damaged disk makes it so. So is one whose new files another program
    /// removed.
    ///
    /// - Throws: ``DataError/notAFile(path:kind:)`` when something other than a file is at
    ///   its path, or ``DataError/cannotRead(path:reason:)`` when it cannot be read (every
    ///   transaction fails so until it is moved); ``DataError/changesUnfinished(path:reason:)``
    ///   naming the document whose change failed (every transaction fails so until it can be
    ///   made); ``DataError/changesLost(path:damage:keptAt:)`` once, when the journal was moved
    ///   aside; or ``DataError/cannotMoveAside(path:damage:reason:)``.
    static func finishLeftOver(in folder: String) throws(DataError) {
        let file = DataFile(path: folder + "/" + name)
        let contents: Data
        do {
            guard let found = try file.contents(limit: sizeLimit) else { return }
            contents = found.data
        } catch {
            switch error {
            case .notAFile(let kind): throw .notAFile(path: file.path, kind: kind)
            case .system(let cause): throw .cannotRead(path: file.path, reason: cause.reason)
            case .tooLarge(let bytes):
                try lose(file, "its record is \(ByteCount.words(bytes)), more than a record may be")
            }
        }
        guard let journal = try? JSONDecoder().decode(Self.self, from: contents) else {
            try lose(file, "its record is not one Scenic wrote")
        }
        let usable = journal.changes.filter(\.isInFolder)
        do {
            try CommitJournal(changes: usable).finish(in: folder)
        } catch {
            switch error {
            case .unfinished(let failed, let cause):
                throw .changesUnfinished(path: folder + "/" + failed, reason: cause.reason)
            case .lost(let removed, let changedSince):
                try lose(
                    file,
                    words(
                        removed: removed, changedSince: changedSince,
                        by: ", perhaps a version of this app from before 2026-11-29"))
            case .notWritten, .tooLarge:
                preconditionFailure("Finishing a journal writes none")
            }
        }
        guard usable.count == journal.changes.count else {
            try lose(file, "its record names files outside the data folder, left alone")
        }
        unlink(file.path)
        file.syncDirectory()
    }

    /// Moves the journal `file` aside and says that its changes could not all be made, and
    /// why (`damage`).
    static func lose(_ file: DataFile, _ damage: String) throws(DataError) -> Never {
        let keptAt: String
        do {
            keptAt = try file.moveAside()
        } catch {
            throw .cannotMoveAside(
                path: file.path, damage: "a record of unfinished changes", reason: error.reason)
        }
        throw .changesLost(path: file.path, damage: damage, keptAt: keptAt)
    }
}

extension CommitJournal.Change {
    /// Whether the change names only files in the folder: a document's plain name, and a
    /// temporary file's name as ``DataFile/writeTemporary(_:replacing:)`` makes them.
    var isInFolder: Bool {
        guard DataDocument<Int>.isPlainFileName(name) else { return false }
        guard let temporary else { return true }
        return !temporary.utf8.contains(UInt8(ascii: "/"))
            && DataFile.isWrittenTemporaryName(temporary)
    }
}
