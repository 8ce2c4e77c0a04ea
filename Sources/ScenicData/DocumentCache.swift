import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The value of each document a folder last read or wrote, with the file it came from, so a
/// read of a file nothing has changed since decodes nothing and checks no rules again.
///
/// Transactions use it under the folder's lock, and ``DataFolder/peek(_:)`` without it: what
/// either remembers is a value decoded from the whole file it names. A remembered value is
/// used only while the document's path still names the same file (device and inode) with the
/// same size, modification and change times: another process's write replaces the file (a new
/// inode), and an edit in place changes its times or size. The cache keeps that file open, so
/// its inode number cannot be given to a new file while the value is remembered.
///
/// File times are coarse (a few milliseconds, seconds on some file systems), so an edit in
/// place soon after the file's last change could keep its times and size. Until the file's
/// last change is older than ``FileIdentity/settledSeconds``, a remembered value is used only when the file's bytes are
/// still the ones it came from: a read and a comparison, still far less than decoding.
final class DocumentCache: Sendable {
    /// One remembered value, and the open file it was read from or written to.
    private final class Entry: Sendable {
        let identity: FileIdentity
        let value: any Sendable
        /// The document whose rules the value keeps (and whose retired fields ``newerFields``
        /// leaves out); held, so that no other document can take its place.
        let document: DocumentIdentity
        /// The file's bytes, while its times cannot yet be trusted; `nil` once they can.
        let bytes: Data?
        /// The fields of the file the value does not write back (``DataDocument/newerFields(in:of:)``);
        /// `nil` when not looked for.
        let newerFields: [String]?
        private let descriptor: Int32

        init(
            identity: FileIdentity, value: any Sendable, document: DocumentIdentity, bytes: Data?,
            newerFields: [String]?, descriptor: Int32
        ) {
            self.identity = identity
            self.value = value
            self.document = document
            self.bytes = bytes
            self.newerFields = newerFields
            self.descriptor = descriptor
        }

        deinit {
            close(descriptor)
            DocumentCache.openFiles.withLock { $0 -= 1 }
        }
    }

    /// How many files the caches of this process keep open, every folder's together: the
    /// descriptors are the process's, however many `DataFolder`s it makes.
    private static let openFiles = Mutex(0)
    /// The most files the caches of a process keep open at once.
    static let processCapacity = 64

    /// How many files the caches of this process keep open now.
    static var filesKeptOpen: Int { openFiles.withLock { $0 } }

    /// Counts one more file kept open, if the process's caches may; when they are all in use,
    /// the least recently used document of any folder of the process is let go first, so a
    /// folder opened late is not left to remember nothing while older ones hold every file.
    private func reserveFile() -> Bool {
        func reserve() -> Bool {
            Self.openFiles.withLock { count in
                guard count < Self.processCapacity else { return false }
                count += 1
                return true
            }
        }
        // Bounded: another thread may take each file let go before this one does.
        for _ in 0...Self.processCapacity {
            if reserve() { return true }
            guard let oldest = Self.cacheUsedLeastRecently() else { return false }
            oldest.entries.withLock { $0.forgetLeastRecentlyUsed() }
        }
        return false
    }

    /// Every cache of the process, to let the least recently used document of any go.
    private static let caches = Mutex<[WeakCache]>([])

    /// A cache, not kept alive by the list of caches.
    private struct WeakCache: @unchecked Sendable {
        weak var cache: DocumentCache?
    }

    /// When a document was last used, by a count every use of any cache moves on.
    private static let uses = Mutex<UInt64>(0)

    init() {
        Self.caches.withLock { caches in
            caches.removeAll { $0.cache == nil }
            caches.append(WeakCache(cache: self))
        }
    }

    /// The cache whose least recently used document was used before every other cache's.
    private static func cacheUsedLeastRecently() -> DocumentCache? {
        let caches = Self.caches.withLock { $0.compactMap(\.cache) }
        var oldest: (cache: DocumentCache, use: UInt64)?
        for cache in caches {
            guard let use = cache.entries.withLock({ $0.leastRecentUse }) else { continue }
            if use < oldest?.use ?? .max { oldest = (cache, use) }
        }
        return oldest?.cache
    }

    /// The most documents remembered at once: each keeps its file open, and an app with a
    /// file per deck or project must not run out of descriptors (256 a process by default
    /// on macOS).
    static let capacity = 32

    /// The remembered documents, by path, with the paths from the least recently used.
    private struct Entries {
        var byPath: [String: Entry] = [:]
        var order: [String] = []
        /// When each path was last used, by ``DocumentCache/uses``.
        var lastUse: [String: UInt64] = [:]

        /// When the least recently used document was used; `nil` when there is none.
        var leastRecentUse: UInt64? {
            order.first.flatMap { lastUse[$0] }
        }

        /// Marks `path` as just used.
        mutating func touch(_ path: String) {
            if let index = order.firstIndex(of: path) { order.remove(at: index) }
            order.append(path)
            lastUse[path] = DocumentCache.uses.withLock { use in
                use += 1
                return use
            }
        }

        /// Keeps `entry` for `path`, forgetting the least recently used beyond the capacity.
        mutating func keep(_ entry: Entry, at path: String) {
            byPath[path] = entry
            touch(path)
            while order.count > DocumentCache.capacity {
                forgetLeastRecentlyUsed()
            }
        }

        mutating func forgetLeastRecentlyUsed() {
            guard !order.isEmpty else { return }
            let path = order.removeFirst()
            byPath[path] = nil
            lastUse[path] = nil
        }

        mutating func forget(_ path: String) {
            byPath[path] = nil
            lastUse[path] = nil
            if let index = order.firstIndex(of: path) { order.remove(at: index) }
        }
    }

    private let entries = Mutex(Entries())
    /// The bytes of each record of each document last written, for ``RecordArray``; they
    /// depend only on the records, so they stay good whoever writes the file next.
    private let encodedRecords = Mutex<[String: any Sendable]>([:])

    /// The value remembered for `document` at `path`, if the file there is still the one it
    /// came from, holds at most the document's size limit and keeps the document's rules.
    ///
    /// Two documents may name one file, each with its own limit and rules, and a read must
    /// answer the same whether the value is remembered or not: a value another document
    /// remembered is checked by this one's rules first, and used only if it keeps them.
    func value<Value>(of document: DataDocument<Value>, at path: String) -> Value? {
        remembered(of: document, at: path)?.value
    }

    /// ``value(of:at:)``, with the file's fields that the value does not write back, when
    /// they were looked for by this document (another may have retired other fields), and the
    /// file's identity, which the value is still that of.
    func remembered<Value>(of document: DataDocument<Value>, at path: String)
        -> (value: Value, newerFields: [String]?, identity: FileIdentity)?
    {
        guard let entry = current(at: path), entry.identity.size <= document.sizeLimit,
            let value = entry.value as? Value
        else { return nil }
        if entry.document === document.identity {
            return (value, entry.newerFields, entry.identity)
        }
        guard case .valid = document.rules(value) else { return nil }
        return (value, nil, entry.identity)
    }

    /// The fields of the file at `path` that its remembered value does not write back, if
    /// the file is still the one it came from and `document` looked for them.
    func newerFields<Value>(of document: DataDocument<Value>, at path: String) -> [String]? {
        guard let entry = current(at: path), entry.document === document.identity else {
            return nil
        }
        return entry.newerFields
    }

    /// What is remembered for `path`, if the file there is still the one it came from.
    private func current(at path: String) -> Entry? {
        guard
            let entry = entries.withLock({ entries in
                entries.byPath[path].map { entry in
                    entries.touch(path)
                    return entry
                }
            }),
            FileIdentity(path: path) == entry.identity
        else { return nil }
        guard let bytes = entry.bytes else { return entry }
        // One byte more than remembered, so a longer file never reads as equal.
        guard let (data, identity) = try? DataFile(path: path).contents(limit: bytes.count + 1),
            data == bytes
        else { return nil }
        remember(
            entry.value, of: entry.document, at: path, identity: identity, bytes: data,
            newerFields: entry.newerFields)
        return entry
    }

    /// Remembers `value`, which keeps the rules of `document`, as the contents of the file at
    /// `path`, which had `identity` and held `bytes` when it was read or written, with the
    /// `newerFields` of the file that the value does not write back (`nil` when not looked
    /// for); forgets the document if the file there is no longer that one.
    func remember(
        _ value: any Sendable, of document: DocumentIdentity, at path: String,
        identity: FileIdentity?, bytes: Data, newerFields: [String]?
    ) {
        // The entry this replaces lets its file go first.
        forget(path)
        // Past the process's budget, the document is not remembered: read again next time.
        guard reserveFile() else { return }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else {
            Self.openFiles.withLock { $0 -= 1 }
            return
        }
        guard let identity, FileIdentity(descriptor: descriptor) == identity else {
            close(descriptor)
            Self.openFiles.withLock { $0 -= 1 }
            return
        }
        let entry = Entry(
            identity: identity, value: value, document: document,
            bytes: identity.changedLately ? bytes : nil,
            newerFields: newerFields, descriptor: descriptor)
        entries.withLock { $0.keep(entry, at: path) }
    }

    /// Forgets what was remembered for the document at `path`.
    func forget(_ path: String) {
        entries.withLock { $0.forget(path) }
    }

    /// The records' bytes the last write of the document at `path` kept.
    func records(at path: String) -> (any Sendable)? {
        encodedRecords.withLock { $0[path] }
    }

    /// Keeps `records` (the bytes of the records just encoded) for the next write of `path`.
    func keepRecords(_ records: (any Sendable)?, at path: String) {
        encodedRecords.withLock { $0[path] = records }
    }
}
