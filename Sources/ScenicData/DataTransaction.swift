import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads and writes documents while a ``DataFolder``'s lock is held.
///
/// Only ``DataFolder/transaction(_:)`` makes one, for the closure it runs. An app may wrap it
/// in types of its own for that long; using it after the closure returns is a programming
/// error that stops the program, so no read or write ever happens without the lock. It is
/// not `Sendable`: it stays on the thread that holds the lock.
///
/// Its writes and removals take effect together, when the closure returns: each new file is
/// written and flushed to disk by the call that asks for it (so a full disk fails that call),
/// and takes its document's place at the end, with the others. Reads in the transaction see
/// its own changes. A closure that throws, or a kill before the end, changes no document; a
/// kill while a transaction of several changes ends is finished by the next transaction on
/// the folder, in any process (see ``CommitJournal``).
public final class DataTransaction {
    /// The folder's absolute path.
    let folder: String
    /// The folder's values of documents whose files have not changed since.
    private let cache: DocumentCache
    /// Whether the lock is still held.
    private var isOpen = true
    /// Whether the lock held still guards the folder's path (see ``FileLock/withLock(_:)``).
    private let lockIsCurrent: () -> Bool
    /// What this transaction knows of each file it read or wrote, which stays so while it
    /// holds the lock: a write after a read needs no second look at the file.
    private var known: [PathKey: Known] = [:]
    /// How many more times this transaction looks again at a damaged file that changed a
    /// moment ago: shared by its reads, so that it holds the lock three seconds at most for
    /// them all (three such files held it six, and other copies of the app said it was busy),
    /// each read having a second of its own at most (one file that kept changing took the
    /// whole budget, and the next, being saved, was set aside at once).
    private var looksLeft = DataTransaction.mostLooksInATransaction
    /// What this transaction's reads set right, in order: said by the error if the closure
    /// throws (``DataError/afterRepairs(_:repairs:)``).
    private(set) var repairs: [DataRepair] = []
    /// The changes this transaction made, by file path (see ``key(_:)``), made on disk by
    /// ``commit()``.
    private var changes: [PathKey: Change] = [:]
    /// The paths of ``changes`` in the order they were first changed.
    private var changed: [String] = []
    /// Each file this transaction read, or changed, as it was then (`nil`: no file): one that
    /// another program changed meanwhile, without the folder's lock, is not saved over.
    private var seen: [PathKey: FileIdentity?] = [:]

    /// What this transaction's dictionaries know a file by: the bytes of its path.
    ///
    /// As the file system does: Swift's `String` equality would take "café" in two Unicode
    /// forms for one name, which on Linux name two files.
    private struct PathKey: Hashable {
        let path: String

        static func == (left: PathKey, right: PathKey) -> Bool {
            left.path.utf8.elementsEqual(right.path.utf8)
        }

        func hash(into hasher: inout Hasher) {
            var path = path
            path.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    private static func key(_ path: String) -> PathKey {
        PathKey(path: path)
    }

    /// A change to a document's file, made on disk when the transaction ends.
    private struct Change {
        /// The temporary file holding the new contents; `nil` for a removal.
        var temporary: String?
        /// The value written, for reads later in this transaction; `nil` for a removal.
        var value: (any Sendable)?
        /// The bytes written, and the document that wrote them: another document naming the
        /// file reads them by its own rules.
        var written: (bytes: Data, by: DocumentIdentity)? = nil
        /// For a replace, why the file it replaces is kept aside (`NAME.corrupt`) first: what it
        /// holds that no read showed.
        var keepAside: String? = nil
        /// Where it is kept: a second name the file was given when the replace was asked for,
        /// which holds the old file once the change is made (and goes if it is not).
        var keptAt: String? = nil
        /// For a removal, the file it removes, as it was when it was asked for; `nil` when
        /// there was none.
        var removing: FileIdentity? = nil
        /// Tells the folder's cache what the file holds once the change is made, given the
        /// file's identity then.
        var remember: (FileIdentity?) -> Void
    }

    /// What a transaction knows of a file's fields that its value does not write back.
    private enum Known {
        /// These fields (none for a file this version wrote).
        case newerFields([String])
        /// These fields, in a file a read left as it is although it holds records this version
        /// cannot use: a replace keeps it aside first.
        case leftInPlace([String])
        /// A file a read left as it is because a record of it, or all of it, could not be read
        /// (another version's): a write is refused, a replace keeps it aside first.
        case anotherVersions
        /// Not looked for yet: the bytes read and the value decoded from them.
        case decoded(Data, any Sendable)
        /// Not looked for yet: the value an earlier read of the file decoded, remembered while
        /// the file is the one with this identity.
        case remembered(any Sendable, FileIdentity)
    }

    /// The copies the commit under way kept aside, which go if it changes nothing.
    private var keptForCommit: [String] = []

    init(folder: String, cache: DocumentCache, lockIsCurrent: @escaping () -> Bool) {
        self.folder = folder
        self.cache = cache
        self.lockIsCurrent = lockIsCurrent
    }

    /// Throws when the folder was replaced since the lock was taken.
    ///
    /// Another process may be in a transaction on the new folder, and a change made now would
    /// undo its own. Checked before every change to a file.
    private func checkLock() throws(DataError) {
        guard lockIsCurrent() else {
            // Nothing at the path: moved away or removed, not replaced.
            var status = stat()
            if lstat(folder, &status) != 0, errno == ENOENT { throw .folderGone(folder: folder) }
            throw .folderReplaced(folder: folder)
        }
    }

    /// Ends the transaction: every later read or write stops the program.
    func close() {
        isOpen = false
    }

    /// The value of `document`, set right if the file is damaged.
    ///
    /// A missing file gives the document's empty value. A file that is too large, not UTF-8,
    /// not JSON of the document's type, or invalid by its rules as a whole is moved aside
    /// (`NAME.corrupt`, never replacing an earlier one) and the empty value is used. When the
    /// rules drop some records, or some records of an array cannot be decoded (and others
    /// can), the file as it was is kept aside and the rest is saved. Either
    /// way ``DataRead/repair`` says so. Only a regular file is read: never a link or a FIFO.
    ///
    /// The folder remembers the value it last read or wrote for each document: while the file
    /// is the same one (not replaced, same size and times, and for two seconds after a change
    /// the same bytes), reading it again decodes nothing and checks no rules. Any write, from
    /// this process or another, or an edit in place, is seen by the next read, but for a
    /// write through a shared memory map after the first to a page, which changes no time:
    /// that is seen once the file changes otherwise.
    ///
    /// - Throws: ``DataError/cannotRead(path:reason:)``, ``DataError/notAFile(path:kind:)``,
    ///   ``DataError/cannotMoveAside(path:damage:reason:)`` or, when a repaired value cannot be
    ///   saved, ``DataError/cannotWrite(path:reason:)``.
    public func read<Value>(_ document: DataDocument<Value>) throws(DataError) -> DataRead<Value> {
        let file = file(of: document)
        if !changes.isEmpty, let change = changes[Self.key(file.path)] {
            // This transaction's own change, not on disk yet.
            guard let written = change.written else {
                return DataRead(value: document.empty, repair: nil)
            }
            if written.by === document.identity, let value = change.value as? Value {
                return DataRead(value: value, repair: nil)
            }
            // Written through another document naming the file: read by this one's rules.
            switch Self.examine(written.bytes, as: document) {
            case .whole(let value):
                return DataRead(value: value, repair: nil)
            case .partly(_, let problems, _, _, _):
                throw .cannotRead(
                    path: file.path,
                    reason: "this transaction wrote it through another document, and "
                        + "\(Self.partly(problems)) by this one's rules")
            case .unusable(let damage):
                throw .cannotRead(
                    path: file.path,
                    reason: "this transaction wrote it through another document, and it is "
                        + "\(damage) by this one's rules")
            }
        }
        if let remembered = cache.remembered(of: document, at: file.path) {
            see(file.path, as: remembered.identity)
            known[Self.key(file.path)] =
                remembered.newerFields.map(Known.newerFields)
                ?? .remembered(remembered.value, remembered.identity)
            return DataRead(value: remembered.value, repair: nil)
        }
        var looks = 0
        // Counts one more look at a damaged file that is changing. Past the looks a file and a
        // transaction get, it stays where it is and the read says why: judged at the bound, a
        // half-written file was moved aside and the writer's rest went into the copy, whole (a
        // hostile tester).
        func lookAgain() throws(DataError) {
            guard looksLeft > 0, looks < Self.mostLooksAtAFile else {
                throw .cannotRead(path: file.path, reason: DataError.keptChanging)
            }
            looksLeft -= 1
            looks += 1
        }
        while true {
            let contents: (data: Data, identity: FileIdentity?)?
            do {
                contents = try file.contents(limit: document.sizeLimit)
            } catch {
                switch error {
                case .system(let cause): throw .cannotRead(path: file.path, reason: cause.reason)
                case .notAFile(let kind): throw .notAFile(path: file.path, kind: kind)
                case .tooLarge:
                    return try setAside(
                        document, file,
                        "larger than the \(ByteCount.words(document.sizeLimit)) a data file may be")
                }
            }
            guard let (data, identity) = contents.map({ ($0.data, $0.identity) }) else {
                see(file.path, as: nil)
                return DataRead(value: document.empty, repair: nil)
            }
            see(file.path, as: identity)
            let examined = Self.examine(data, as: document)
            // Another program saving the file in place (an editor, `cat new > file`) leaves it
            // half written for a moment: a read then set the user's edit aside as damaged, and
            // the document started again from empty (found by a hostile tester). A damaged file
            // is judged once it has not changed for a moment. One changed "in the future" (a
            // file server's clock ahead of this one) cannot be told by its time, and a file
            // whose records are left in place is not set aside: both are judged at once (each
            // read of such a file waited two seconds).
            if examined.setsAside, let identity {
                // The first look is never enough: a file just truncated by a save in place
                // showed its size 0 with the change time of the save before it, and was moved
                // aside at once, the save's rest going into the copy (a hostile tester). It is
                // looked at again a tenth of a second later.
                if looks == 0, looksLeft > 0 {
                    looksLeft -= 1
                    looks += 1
                    usleep(useconds_t(Self.stillness / 1_000))
                    continue
                }
                let still = identity.nanosecondsSinceChange
                if still >= 0, still < Self.stillness {
                    try lookAgain()
                    usleep(useconds_t((Self.stillness - still) / 1_000))
                    continue
                }
            }
            // What would be set aside must be what was judged: a program rewriting the file
            // over and over left it half written when read, and whole when it was moved aside
            // as "not valid JSON" (a stranger's voting booth). Read again, or say so.
            if examined.setsAside, let identity, FileIdentity(path: file.path) != identity {
                try lookAgain()
                continue
            }
            switch examined {
            case .whole(let value):
                // Fields a newer version added are looked for by the first write, not here: an
                // app that only reads pays nothing for them.
                cache.remember(
                    value, of: document.identity, at: file.path, identity: identity, bytes: data,
                    newerFields: nil)
                known[Self.key(file.path)] = .decoded(data, value)
                return DataRead(value: value, repair: nil)
            case .partly(let kept, let problems, let newerFields, let leavesInPlace, let records):
                // Encoded once to find newer fields: the save of what is kept reuses them (a
                // damaged file of 14 MB was encoded twice).
                if records != nil { cache.keepRecords(records, at: file.path) }
                if let read = try keep(
                    kept, dropping: problems, of: document, file, (data, identity),
                    newerFields: newerFields, leavesInPlace: leavesInPlace)
                {
                    return read
                }
                // Changed while the rest was made ready: what is saved must be what was read.
                try lookAgain()
            case .unusable(let damage):
                return try setAside(document, file, damage)
            }
        }
    }

    /// How long a damaged file must not have changed before a read judges it (nanoseconds),
    /// and how many times a read, and a transaction in all, look again at one that changes
    /// meanwhile: at most a second a file, and three with the lock held.
    private static let stillness: Int64 = 100_000_000
    private static let mostLooksAtAFile = 10
    private static let mostLooksInATransaction = 30

    /// What the bytes of a document's file hold, as a read judges them.
    private enum Examined<Value> {
        /// A value this version reads whole, by the rules.
        case whole(Value)
        /// What is left once the records `problems` describes are dropped (ones that cannot
        /// be decoded, or that break the rules), and the fields a newer version added to the
        /// records left, which saving them would drop; `leavesInPlace` when a record could not
        /// be decoded, or nothing of the file (another version's, most likely).
        ///
        /// `records` are the bytes of the records read as the write of what is kept would
        /// encode them, for that write to reuse (``DataDocument/encoded(_:reusing:)``).
        case partly(
            Value, problems: [String], newerFields: [String], leavesInPlace: Bool,
            records: (any Sendable)?)
        /// Nothing usable, for these words: `not valid JSON`.
        case unusable(String)

        /// Whether a read sets the file aside, or a copy of it, and saves what is left: not for
        /// a whole value, nor for records left in place beside a newer version's fields.
        var setsAside: Bool {
            switch self {
            case .whole: false
            case .partly(_, _, let newerFields, let leavesInPlace, _):
                newerFields.isEmpty && !leavesInPlace
            case .unusable: true
            }
        }
    }

    /// Judges `data` as `document`'s file: the one judgement a read acts on and a write that
    /// did not read looks at.
    private static func examine<Value>(_ data: Data, as document: DataDocument<Value>)
        -> Examined<Value>
    {
        let value: Value
        // Records of an array that cannot be decoded (a case a newer version wrote, a field
        // edited by hand) are dropped one by one, as records the rules drop are: one bad
        // record never costs the good ones.
        let unreadable: [String]
        let dropped: [[JSONShape.Step]]
        var leavesInPlace = false
        var someUntried = false
        // The bytes the records read were read from: the file's, or the file's with records no
        // JSON writer writes replaced by `null`, whose bytes a shape could not be read from.
        var readFrom = data
        switch document.decoded(data) {
        // Records of an array inside the value (``KeyedDecodingContainer/decodeRecords(_:forKey:)``)
        // may have been left out already.
        case .success(let decoded):
            (value, unreadable, dropped) = (decoded.value, decoded.problems, decoded.dropped)
            leavesInPlace = decoded.leavesInPlace
        case .failure(let damage):
            guard let partial = document.decodedRecordByRecord(data) else {
                // Valid JSON this version cannot read: most likely another version's, which
                // renamed a field, changed its kind or added a case (found by hostile testers,
                // for arrays, then objects, then an app's own refusal of a format version).
                if let problem = damage.cannotRead {
                    return .partly(
                        document.empty, problems: [problem], newerFields: [], leavesInPlace: true,
                        records: nil)
                }
                return .unusable(damage.words)
            }
            (value, unreadable, dropped) = (partial.value, partial.problems, partial.dropped)
            leavesInPlace = partial.leavesInPlace
            someUntried = partial.someUntried
            readFrom = partial.cleaned ?? data
        }
        // What saving the rest would drop of the records that were read: fields a newer
        // version added (it may have written the records this version cannot read, too).
        var records: (any Sendable)? = nil
        func newer() -> [String] {
            guard !someUntried else { return [] }
            let found = document.newerFieldsAndRecords(in: readFrom, of: value, without: dropped)
            records = found.records
            return found.fields
        }
        // Another version's: the rules judge what was read, but cannot set aside the file (an
        // empty value they refused set it aside).
        if leavesInPlace {
            // The rest of the document is judged as ever, but a refusal of it cannot set
            // aside what another version wrote.
            switch document.rules(value) {
            case .valid, .invalid:
                return .partly(
                    value, problems: unreadable, newerFields: newer(), leavesInPlace: true,
                    records: records)
            case .repaired(let kept, let problems):
                return .partly(
                    kept, problems: unreadable + problems, newerFields: newer(),
                    leavesInPlace: true, records: records)
            }
        }
        switch document.rules(value) {
        case .valid where unreadable.isEmpty:
            return .whole(value)
        case .valid:
            return .partly(
                value, problems: unreadable, newerFields: newer(), leavesInPlace: leavesInPlace,
                records: records)
        case .invalid(let problem):
            return .unusable("not valid (\(problem))")
        case .repaired(let kept, let problems):
            return .partly(
                kept, problems: unreadable + problems, newerFields: newer(),
                leavesInPlace: leavesInPlace, records: records)
        }
    }

    /// Saves `kept`, what is left of the file once the records `problems` describes are
    /// dropped, with the file as it was kept aside; or, when the records kept hold
    /// `newerFields`, which saving would drop, or when a record of it could not be read
    /// (`leavesInPlace`), leaves the file as it is and refuses writes.
    ///
    /// Returns nil, and saves nothing, when the file changed since it was read: the caller
    /// reads it again.
    ///
    /// A file with a record that does not decode is most likely another version's: one that
    /// renamed a field, changed its kind or added a case. Set aside, its records went with
    /// it, and the document started again empty beside the copy (found by a stranger's
    /// ledger, whose first version then saved a new file that the second version read in
    /// place of the user's).
    private func keep<Value>(
        _ kept: Value, dropping problems: [String], of document: DataDocument<Value>,
        _ file: DataFile, _ read: (data: Data, identity: FileIdentity?), newerFields: [String],
        leavesInPlace: Bool
    ) throws(DataError) -> DataRead<Value>? {
        /// Leaves the file as it is, read as `kept`, saying `problems`.
        func leftInPlace(_ problems: [String]) -> DataRead<Value> {
            // Nothing is written, so nothing is copied: a later write is refused as any write
            // over a newer version's fields is, and the file waits for that version.
            known[Self.key(file.path)] =
                newerFields.isEmpty ? .anotherVersions : .leftInPlace(newerFields)
            // Nothing was set right, so a failure later in the transaction has nothing of it
            // to say: a refused write is `newerFields`, as for any newer version's file.
            let repair = DataRepair(
                contents: document.contents, path: file.path, keptAt: file.path,
                damage: .recordsLeftInPlace(problems, newerFields: newerFields)
            )
            return DataRead(value: kept, repair: repair)
        }
        guard newerFields.isEmpty, !leavesInPlace else { return leftInPlace(problems) }
        // What is kept must be storable before the original is copied aside: a rest that
        // cannot be saved would otherwise leave a new copy on every read.
        let bytes: Data
        do {
            bytes = try storable(kept, as: document, at: file.path)
        } catch .tooLarge(let path, let size, let limit) {
            // Written as this version writes it (indented, its own fields), the rest is larger
            // than the file: another version, or a hand, wrote it smaller. Set aside, every
            // record went with it, for all versions (found by hostile testers); left, the
            // version that wrote it drops the damaged records itself.
            return leftInPlace(
                problems + [DataError.tooLarge(path: path, bytes: size, limit: limit).damageWords])
        } catch {
            return try setAside(document, file, "partly invalid, and \(error.damageWords)")
        }
        // The slow part first, so the file is compared, kept aside and replaced in a moment.
        let replacing = (try? file.found()) ?? .nothing
        let temporary: String
        do {
            // The file was read as a regular file under the lock: it keeps its permissions.
            temporary = try file.writeTemporary(bytes, replacing: replacing)
        } catch {
            throw .cannotWrite(path: file.path, reason: error.reason)
        }
        do {
            try checkLock()
        } catch {
            unlink(temporary)
            throw error
        }
        let copy: String
        do {
            if let identity = read.identity {
                // Another program that saved the file while the rest was made ready (an editor,
                // a script) had its change replaced by the rest of the file before it, and the
                // copy kept aside held only the bytes read (a hostile tester's). The caller
                // reads the file again.
                guard FileIdentity(path: file.path) == identity else {
                    unlink(temporary)
                    return nil
                }
                // The file itself, by a second name: a program still writing it (without the
                // lock) went on writing into a file no name led to, and lost the rest of what
                // it wrote (a hostile tester's).
                copy = try file.keepAside()
            } else {
                copy = try file.keepCopy(of: read.data)
            }
        } catch {
            unlink(temporary)
            throw .cannotMoveAside(path: file.path, damage: "partly invalid", reason: error.reason)
        }
        do {
            try file.takeName(from: temporary)
        } catch {
            // Nothing changed: the copy goes, so the next read tries again with no pile-up.
            unlink(copy)
            throw .cannotWrite(path: file.path, reason: error.reason)
        }
        let identity = FileIdentity(path: file.path)
        file.syncDirectory()
        see(file.path, as: identity, again: true)
        cache.remember(
            kept, of: document.identity, at: file.path, identity: identity, bytes: bytes,
            newerFields: [])
        known[Self.key(file.path)] = .newerFields([])
        let repair = DataRepair(
            contents: document.contents, path: file.path, keptAt: copy,
            damage: .recordsDropped(problems))
        repairs.append(repair)
        return DataRead(value: kept, repair: repair)
    }

    /// Replaces `document`'s file with `value` when the transaction ends, with its other
    /// changes.
    ///
    /// Readers see the old file or the new, never half, and a kill at any point leaves one of
    /// the two. Reads later in this transaction see `value`.
    ///
    /// The new file is written and flushed to disk now, beside the old one, so a full disk
    /// fails this call rather than the transaction's end.
    ///
    /// - Throws: ``DataError/breaksRules(path:problem:)`` when `value` breaks the document's
    ///   rules (what a read would refuse is never written), ``DataError/tooLarge(path:bytes:limit:)``,
    ///   ``DataError/notAFile(path:kind:)`` for a link, a FIFO or a folder in the file's place,
    ///   ``DataError/newerFields(path:fields:)`` when the file holds fields the value would
    ///   not write back (a newer version of the app added them), or
    ///   ``DataError/cannotWrite(path:reason:)``; the file is then unchanged.
    public func write<Value>(_ value: Value, to document: DataDocument<Value>) throws(DataError) {
        try write(value, to: document, keepingNewerFields: true)
    }

    /// The refusal a ``write(_:to:)`` of `document` would meet now, or `nil` when it would be
    /// written: for a screen that says the document is read-only here (another version of
    /// the app wrote fields or records this one cannot keep) before the user fills a form,
    /// not after.
    ///
    /// ```swift
    /// let readOnly = try folder.transaction { data throws(DataError) in
    ///     data.writeRefusal(for: .tasks)
    /// }
    /// ```
    ///
    /// It looks at the file (once per transaction), as a write would; a read of the document
    /// does not, so that an app that only reads pays nothing for it. Ask after reading the
    /// document: a damaged file that no read set right answers
    /// ``DataError/damagedUnread(path:damage:)``, which the read would have cleared. Whether
    /// the disk or the folder takes the write is not asked: a write may still fail with
    /// ``DataError/cannotWrite(path:reason:)``.
    public func writeRefusal<Value>(for document: DataDocument<Value>) -> DataError? {
        let file = file(of: document)
        // A link, a FIFO or a folder in its place is refused by the write itself.
        if case .other(let kind)? = try? file.found() {
            return .notAFile(path: file.path, kind: kind)
        }
        do throws(DataError) {
            let newer = try newerFields(of: document, in: file)
            return newer.isEmpty ? nil : .newerFields(path: file.path, fields: newer)
        } catch {
            return error
        }
    }

    /// Replaces `document`'s file with `value`, whatever it holds now.
    ///
    /// Fields a newer version of the app added go too: for a document the user overwrites
    /// on purpose, whole (a save slot, a restore, an import that replaces), where nothing of
    /// the old file is meant to stay. A document this version changes is written with
    /// ``write(_:to:)``, which never drops what a newer version added. A file a read would set
    /// aside or leave in place (damaged, or with records this version could not use, which
    /// the user never saw: ``DataRepair/Damage/recordsLeftInPlace(_:newerFields:)``) is kept
    /// aside first, as `NAME.corrupt`, whether or not it was read before, as a read keeps
    /// what it drops; the file keeps its place until the new one takes its name.
    ///
    /// All at once, with the transaction's other changes, as ``write(_:to:)``: a kill at any
    /// point leaves the old file or the new.
    ///
    /// - Returns: where the file it replaces is kept (`NAME.corrupt`, or `NAME.corrupt-2`, …
    ///   when that is taken), when it held what no read showed; `nil` otherwise. Say it: the
    ///   user's other version's data went there. The copy stays only when the transaction's
    ///   changes are made.
    /// - Throws: what ``write(_:to:)`` throws, but ``DataError/newerFields(path:fields:)``;
    ///   ``DataError/cannotMoveAside(path:damage:reason:)`` when the copy cannot be made.
    @discardableResult
    public func replace<Value>(_ document: DataDocument<Value>, with value: Value)
        throws(DataError) -> String?
    {
        try write(value, to: document, keepingNewerFields: false)
    }

    /// ``write(_:to:)``, and with `keepingNewerFields` false ``replace(_:with:)``.
    @discardableResult
    private func write<Value>(
        _ value: Value, to document: DataDocument<Value>, keepingNewerFields: Bool
    ) throws(DataError) -> String? {
        let file = file(of: document)
        // A link, a FIFO or a folder in the file's place is left alone, as a read leaves it:
        // the rename would replace a link, and the file it points to would keep the old data.
        // (A path that cannot be looked at fails the write below, which says why.)
        let replaced = (try? file.found()) ?? .nothing
        if case .other(let kind) = replaced { throw .notAFile(path: file.path, kind: kind) }
        try checkLock()
        // What the file holds that no read showed, kept aside when the replace takes effect.
        var keepAside: String? = nil
        if keepingNewerFields {
            // Fields a newer version of the app added would be dropped: the file stays.
            let newer = try newerFields(of: document, in: file)
            guard newer.isEmpty else { throw .newerFields(path: file.path, fields: newer) }
        } else {
            keepAside = try damageNoReadShowed(of: document, in: file)
        }
        // After what the file holds: a file left in place as another version's is the reason a
        // write is refused, not what the rules say of the empty value plus an edit (found by a
        // hostile tester).
        let data = try storable(value, as: document, at: file.path)
        let temporary: String
        do {
            temporary = try file.writeTemporary(data, replacing: replaced)
        } catch {
            throw .cannotWrite(path: file.path, reason: error.reason)
        }
        let cache = cache
        let path = file.path
        let keptAt: String?
        do {
            keptAt = try stage(
                Change(
                    temporary: temporary, value: value, written: (data, document.identity),
                    keepAside: keepAside
                ) { identity in
                    cache.remember(
                        value, of: document.identity, at: path, identity: identity, bytes: data,
                        newerFields: [])
                }, at: path)
        } catch {
            unlink(temporary)
            throw error
        }
        known[Self.key(file.path)] = .newerFields([])
        return keptAt
    }

    /// Records `change` as this transaction's change to the file at `path`, in place of an
    /// earlier one (whose temporary file goes); returns where the file is kept aside, when
    /// the change keeps it.
    ///
    /// The copy is made now, as a second name of the file, so that the replace or remove can
    /// say where (found by a hostile tester and a stranger's save slots, whose user's game went
    /// to a copy no one named); a transaction whose changes are not made removes it, and so
    /// does the next sweep after a kill (a second name of the live file).
    ///
    /// - Throws: ``DataError/cannotMoveAside(path:damage:reason:)`` when the copy cannot be
    ///   made; nothing is staged.
    @discardableResult
    private func stage(_ change: Change, at path: String) throws(DataError) -> String? {
        // A file written without a read is judged as it is now (its newer fields, what it
        // holds that no read showed): a change to it from now on is one made meanwhile.
        if seen[Self.key(path)] == nil { see(path, as: FileIdentity(path: path)) }
        var change = change
        let earlier = changes[Self.key(path)]
        // What the file held that no read showed is still kept aside: a write after a replace
        // or a remove of the file overwrote it with no copy (a hostile tester).
        if change.keepAside == nil { change.keepAside = earlier?.keepAside }
        change.keptAt = earlier?.keptAt
        if let damage = change.keepAside, change.keptAt == nil {
            do {
                change.keptAt = try DataFile(path: path).keepAside()
            } catch {
                throw .cannotMoveAside(path: path, damage: damage, reason: error.reason)
            }
            keptForCommit.append(change.keptAt!)
        }
        if let earlier {
            if let temporary = earlier.temporary { unlink(temporary) }
        } else {
            changed.append(path)
        }
        changes[Self.key(path)] = change
        return change.keptAt
    }

    /// Makes this transaction's changes on disk, all together: one change is one rename or
    /// removal; several are written down in a ``CommitJournal`` first, so that a kill in the
    /// middle is finished by the next transaction.
    ///
    /// - Throws: with nothing changed, ``DataError/cannotWrite(path:reason:)``,
    ///   ``DataError/notAFile(path:kind:)``, ``DataError/tooLarge(path:bytes:limit:)`` (a
    ///   journal larger than a read takes), or, when the folder was replaced meanwhile,
    ///   ``DataError/folderReplaced(folder:)`` or ``DataError/folderGone(folder:)``; with some
    ///   changes made, ``DataError/changesUnfinished(path:reason:)`` (the next transaction
    ///   makes the rest) or ``DataError/changesLost(path:damage:keptAt:)`` (a new file another
    ///   program removed meanwhile).
    func commit() throws(DataError) {
        guard !changed.isEmpty else { return }
        do {
            try checkLock()
            try checkUnchangedMeanwhile()
        } catch {
            discard()
            throw error
        }
        // A commit that changes nothing discards its changes, and with them the copies its
        // replaces and removals made (a full disk left a second name of the live file as its
        // `.corrupt`, one more at every try; found by a hostile tester). One left to finish
        // keeps them.
        defer { keptForCommit = [] }
        if changed.count == 1, let path = changed.first, let change = changes[Self.key(path)] {
            try commitAlone(change, at: path)
        } else {
            try commitTogether()
        }
        for path in changed {
            changes[Self.key(path)]?.remember(FileIdentity(path: path))
        }
        changes = [:]
        changed = []
    }

    /// Records that the file at `path` was read or judged as `identity` (`nil`: no file): the
    /// first time, or `again` after this transaction changed it itself (a repair).
    private func see(_ path: String, as identity: FileIdentity?, again: Bool = false) {
        if again || seen[Self.key(path)] == nil { seen[Self.key(path)] = .some(identity) }
    }

    /// Throws when a file this transaction changes is not as it read or judged it.
    ///
    /// Another program wrote it meanwhile without the folder's lock (an editor saving in place,
    /// a script writing a new file and renaming it over). Saved over, that program's change was
    /// lost without a word (found by a hostile tester).
    ///
    /// Its name, size and modification time are compared; not its change time, which this
    /// transaction's own copy aside (a second name of the file) moves.
    private func checkUnchangedMeanwhile() throws(DataError) {
        for path in changed {
            guard let before = seen[Self.key(path)] else { continue }
            let now = FileIdentity(path: path)
            guard before?.sameContents(as: now) ?? (now == nil) else {
                throw .changedMeanwhile(path: path)
            }
        }
    }

    /// Makes the changes of a transaction that made several, through a ``CommitJournal``.
    private func commitTogether() throws(DataError) {
        let folder = folder
        let journal = CommitJournal(
            changes: changed.map { path in
                let change = changes[Self.key(path)]
                return CommitJournal.Change(
                    temporary: change?.temporary.map { ($0 as NSString).lastPathComponent },
                    // The rename keeps it: how a finished change is told from a lost one.
                    file: change?.temporary.flatMap(FileIdentity.init(path:))
                        .map(CommitJournal.Fingerprint.init),
                    name: (path as NSString).lastPathComponent,
                    removing: change?.removing.map(CommitJournal.Fingerprint.init))
            })
        let journalPath = folder + "/" + CommitJournal.name
        do {
            try journal.make(in: folder)
        } catch {
            switch error {
            case .notWritten(let cause):
                // The user's document is named, not the journal they never heard of (a full
                // disk said `.scenic-data.journal`; found by a stranger).
                let saved = changed.first ?? journalPath
                discard()
                throw .cannotWrite(path: saved, reason: cause.reason)
            case .tooLarge(let bytes):
                discard()
                throw .tooLarge(path: journalPath, bytes: bytes, limit: CommitJournal.sizeLimit)
            case .unfinished(let name, let cause):
                // The journal and the temporary files stay, for the next transaction.
                changes = [:]
                changed = []
                throw .changesUnfinished(path: folder + "/" + name, reason: cause.reason)
            case .lost(let removed, let changedSince):
                // By another program between the write and now.
                changes = [:]
                changed = []
                // The folder may have been replaced meanwhile: its journal is not this one.
                try checkLock()
                try CommitJournal.lose(
                    DataFile(path: journalPath),
                    CommitJournal.words(removed: removed, changedSince: changedSince, by: ""))
            }
        }
    }

    /// Makes the one change of a transaction that made one.
    private func commitAlone(_ change: Change, at path: String) throws(DataError) {
        let file = DataFile(path: path)
        var removal = DataFile.Removal.removed
        do throws(SystemError) {
            if let temporary = change.temporary {
                try file.takeName(from: temporary)
                file.syncDirectory()
            } else {
                removal = try file.remove()
            }
        } catch {
            // Nothing changed: the file it wrote goes.
            discard()
            // Its lock file removed, another process took a lock of its own and swept the file
            // this one wrote as a leftover: "no such file or directory" said to free some space
            // (found by a hostile tester).
            try checkLock()
            throw .cannotWrite(path: path, reason: error.reason)
        }
        if case .notAFile(let kind) = removal {
            discard()
            throw .notAFile(path: path, kind: kind)
        }
    }

    /// Forgets the writes and removals this transaction made so far: none of them takes
    /// effect, as if the closure had thrown, but the closure goes on and returns its value.
    ///
    /// For a closure that finds, after writing, a reason of the app's own to change nothing
    /// (the board a card moves to is gone): returning commits what was written, so discard it
    /// first. What reads set right (a damaged file moved aside) stays, as it does for a throw.
    ///
    /// ```swift
    /// try folder.transaction { data throws(DataError) -> MoveOutcome in
    ///     try data.write(source, to: board(from))
    ///     guard try data.read(index).value.contains(to) else {
    ///         data.discardChanges()
    ///         return .targetGone
    ///     }
    ///     try data.write(target, to: board(to))
    ///     return .moved
    /// }
    /// ```
    public func discardChanges() {
        precondition(isOpen, "DataTransaction used after its transaction ended")
        discard()
        // What they wrote is forgotten: reads and writes start again from the files.
        known = [:]
    }

    /// Forgets this transaction's changes, removing the files it wrote: none takes effect.
    func discard() {
        for copy in keptForCommit { unlink(copy) }
        keptForCommit = []
        for path in changed {
            if let temporary = changes[Self.key(path)]?.temporary { unlink(temporary) }
            // The bytes of records it encoded were never stored.
            cache.keepRecords(nil, at: path)
        }
        changes = [:]
        changed = []
    }

    /// The fields of `document`'s file that a write would drop (a newer version added them),
    /// from what this transaction knows of the file, or from the file itself.
    ///
    /// - Throws: ``DataError/damagedUnread(path:damage:)`` for a damaged file this transaction
    ///   did not read, or ``DataError/cannotRead(path:reason:)``.
    private func newerFields<Value>(of document: DataDocument<Value>, in file: DataFile)
        throws(DataError) -> [String]
    {
        var read: (data: Data, value: Value)?
        switch known[Self.key(file.path)] {
        case .newerFields(let fields), .leftInPlace(let fields): return fields
        case .anotherVersions: throw .newerFields(path: file.path, fields: [])
        case .decoded(let data, let value as Value): read = (data, value)
        case .remembered(let value as Value, let identity):
            // The file's bytes, not decoded again (a first save of 50,000 records decoded them
            // twice and encoded them twice: a stranger's recipe box, whose second copy waited
            // out the lock); a file changed since is looked at whole.
            if let contents = try? file.contents(limit: document.sizeLimit),
                contents.identity == identity
            {
                read = (contents.data, value)
            }
        default: break
        }
        if let read {
            let found = document.newerFieldsAndRecords(
                in: read.data, of: read.value, reusing: cache.records(at: file.path))
            // The records of what was read, encoded to compare, are most of what is written
            // next.
            if let records = found.records { cache.keepRecords(records, at: file.path) }
            return found.fields
        }
        if let remembered = cache.newerFields(of: document, at: file.path) { return remembered }
        switch look(at: file, as: document) {
        case .readable(let fields):
            // Read whole: a later write need not look again.
            known[Self.key(file.path)] = .newerFields(fields)
            return fields
        case .leftInPlace(let fields):
            // Not remembered: a later replace must look again, and keep it aside.
            return fields
        case .anotherVersions: throw .newerFields(path: file.path, fields: [])
        case .damaged(let damage): throw .damagedUnread(path: file.path, damage: damage)
        case .unreadable(let reason): throw .cannotRead(path: file.path, reason: reason)
        }
    }

    /// Before a replace: why `document`'s file must be kept aside (`NAME.corrupt`) when the
    /// replace takes effect, or `nil`.
    ///
    /// It must when it holds what no read showed: records this version could not use, left in
    /// place or damaged, whichever transaction read it. A file read whole by `document`'s
    /// rules is replaced as it is.
    private func damageNoReadShowed<Value>(
        of document: DataDocument<Value>, in file: DataFile
    ) throws(DataError) -> String? {
        // Changed by this transaction already: what the file held was judged then.
        if let change = changes[Self.key(file.path)] { return change.keepAside }
        switch known[Self.key(file.path)] {
        case .leftInPlace:
            return "partly unreadable"
        case .anotherVersions:
            return "unreadable by this version"
        case .decoded(_, let value as Value), .remembered(let value as Value, _):
            // Read whole in this transaction, but perhaps by another document's rules.
            if case .valid = document.rules(value) { return nil }
        default:
            if cache.newerFields(of: document, at: file.path) != nil { return nil }
        }
        switch look(at: file, as: document) {
        case .readable: return nil
        case .leftInPlace: return "partly unreadable"
        case .anotherVersions: return "unreadable by this version"
        case .damaged(let damage): return damage
        case .unreadable(let reason): throw .cannotRead(path: file.path, reason: reason)
        }
    }

    /// Changes `document`'s value with `change` and writes it back: the read-modify-write of
    /// one document, in this transaction.
    ///
    /// - Returns: the value written, with what the read set right: show its
    ///   ``DataRead/repair``, which says where a damaged file was moved. Dropping it unread is
    ///   a warning (write `_ = try data.update(…)` where nothing can have been damaged).
    /// - Throws: what ``read(_:)`` and ``write(_:to:)`` throw; when the write is refused, the
    ///   file is unchanged.
    public func update<Value>(
        _ document: DataDocument<Value>, _ change: (inout Value) -> Void
    ) throws(DataError) -> DataRead<Value> {
        let read = try read(document)
        var value = read.value
        change(&value)
        try write(value, to: document)
        return DataRead(value: value, repair: read.repair)
    }

    /// Removes `document`'s file when the transaction ends, with its other changes: the folder
    /// then holds nothing of it, and a read gives its empty value, in this process and in
    /// others (and in this transaction from now on).
    ///
    /// For documents an app makes and ends, such as one file per deck or per project. Only a
    /// regular file is removed, and a missing one is no error. Copies that reads kept aside
    /// (`NAME.corrupt`) stay: they are the user's to recover from. A kill at any point leaves
    /// the file whole or gone.
    ///
    /// - Throws: ``DataError/notAFile(path:kind:)`` when something else is at the path (it is
    ///   left alone), or ``DataError/cannotWrite(path:reason:)`` when the folder refuses; the
    ///   file is then unchanged.
    ///
    /// - Returns: where the file is kept (`NAME.corrupt`, …), when it held what no read showed
    ///   (damaged, or another version's), as ``replace(_:with:)`` keeps it; `nil` otherwise.
    @discardableResult
    public func remove<Value>(_ document: DataDocument<Value>) throws(DataError) -> String? {
        let file = file(of: document)
        try checkLock()
        let found: DataFile.Found
        do {
            found = try file.found()
        } catch {
            switch error {
            case .system(let cause): throw .cannotWrite(path: file.path, reason: cause.reason)
            case .notAFile(let kind): throw .notAFile(path: file.path, kind: kind)
            case .tooLarge: throw .cannotWrite(path: file.path, reason: "\(error)")
            }
        }
        if case .other(let kind) = found { throw .notAFile(path: file.path, kind: kind) }
        let cache = cache
        let path = file.path
        // The file it removes, told from one written at its name since (see CommitJournal).
        var removing: FileIdentity? = nil
        if case .file = found { removing = FileIdentity(path: path) }
        // What it holds that no read showed (another version's records) is kept aside first,
        // as a replace keeps it: the document a user removed showed them none (found by a
        // hostile tester).
        let keepAside = try damageNoReadShowed(of: document, in: file)
        let keptAt = try stage(
            Change(temporary: nil, value: nil, keepAside: keepAside, removing: removing) { _ in
                // Nothing of it is worth keeping in memory either.
                cache.forget(path)
                cache.keepRecords(nil, at: path)
            }, at: path)
        // Gone, as far as this transaction goes: a write after it keeps nothing of the file.
        known[Self.key(file.path)] = .newerFields([])
        return keptAt
    }

    /// The bytes that store `value`, once the rules, JSON and the size limit allow it.
    private func storable<Value>(
        _ value: Value, as document: DataDocument<Value>, at path: String
    ) throws(DataError) -> Data {
        switch document.rules(value) {
        case .valid: break
        case .invalid(let problem): throw .breaksRules(path: path, problem: problem)
        case .repaired(_, let problems):
            throw .breaksRules(path: path, problem: problems.joined(separator: "; "))
        }
        let data: Data
        switch document.encoded(value, reusing: cache.records(at: path)) {
        case .success(let encoded):
            data = encoded.data
            cache.keepRecords(encoded.records, at: path)
        case .failure(let damage): throw .breaksRules(path: path, problem: damage.words)
        }
        guard data.count <= document.sizeLimit else {
            throw .tooLarge(path: path, bytes: data.count, limit: document.sizeLimit)
        }
        return data
    }

    private func file<Value>(of document: DataDocument<Value>) -> DataFile {
        precondition(isOpen, "DataTransaction used after its transaction ended")
        return DataFile(path: folder + "/" + document.name)
    }

    /// What a write that did not read `document`'s file first finds there.
    private enum Look {
        /// No file, or one this version reads whole, with the fields it would not write back
        /// (a newer version added them).
        case readable(newerFields: [String])
        /// A file a read leaves in place: records this version cannot use beside records with
        /// fields a newer version added (see ``keep(_:dropping:of:_:_:newerFields:)``).
        case leftInPlace(newerFields: [String])
        /// A file a read leaves in place because a record of it, or all of it, could not be
        /// read.
        case anotherVersions
        /// A file that a read would set aside or set right (these words say why): a write over
        /// it would lose what it holds, with no copy kept.
        case damaged(String)
        /// A file that cannot be read (why).
        case unreadable(String)
    }

    /// `partly invalid (2 records could not be used)`.
    private static func partly(_ problems: [String]) -> String {
        let records = ArrayRecordScan.recordsCounted(problems)
        return "partly invalid (\(records) could not be used)"
    }

    /// What is in `document`'s file, for a write that did not read it first.
    private func look<Value>(at file: DataFile, as document: DataDocument<Value>) -> Look {
        let contents: (data: Data, identity: FileIdentity?)?
        do {
            contents = try file.contents(limit: document.sizeLimit)
        } catch {
            switch error {
            case .system(let cause): return .unreadable(cause.reason)
            // The write refuses what is not a regular file by itself.
            case .notAFile: return .readable(newerFields: [])
            case .tooLarge:
                return .damaged(
                    "larger than the \(ByteCount.words(document.sizeLimit)) a data file may be")
            }
        }
        guard let data = contents?.data else { return .readable(newerFields: []) }
        switch Self.examine(data, as: document) {
        case .whole(let value):
            return .readable(newerFields: document.newerFields(in: data, of: value))
        // A read leaves such a file as it is (see ``keep(_:dropping:of:_:_:newerFields:)``).
        case .partly(_, _, let newer, _, _) where !newer.isEmpty:
            return .leftInPlace(newerFields: newer)
        case .partly(_, _, _, true, _): return .anotherVersions
        case .partly(let kept, let problems, _, _, _):
            // A read leaves it in place, too, when what it keeps would be larger than the limit
            // (see ``keep(_:dropping:of:_:_:newerFields:)``): told to open the data again to
            // set it aside, the user could never do so (a hostile tester).
            if case .failure(.tooLarge) = Result(catching: { () throws(DataError) in
                try storable(kept, as: document, at: file.path)
            }) {
                return .anotherVersions
            }
            return .damaged(Self.partly(problems))
        case .unusable(let damage): return .damaged(damage)
        }
    }

    /// Moves the unusable file aside and starts the document empty.
    private func setAside<Value>(
        _ document: DataDocument<Value>, _ file: DataFile, _ damage: String
    ) throws(DataError) -> DataRead<Value> {
        let moved: String
        try checkLock()
        known[Self.key(file.path)] = nil
        do {
            moved = try file.moveAside()
        } catch {
            throw .cannotMoveAside(path: file.path, damage: damage, reason: error.reason)
        }
        see(file.path, as: nil, again: true)
        let repair = DataRepair(
            contents: document.contents, path: file.path, keptAt: moved,
            damage: .unusable(damage), startsFromDefaults: document.emptyHoldsDefaults)
        repairs.append(repair)
        return DataRead(value: document.empty, repair: repair)
    }
}
