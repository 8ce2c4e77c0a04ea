import Synchronization

/// Whether a data folder's files need looking over for what a killed process left (temporary
/// files, a probe) before a transaction: when someone else changed the folder since this
/// folder value's last transaction ended, and at least every two seconds of transactions.
///
/// Listing a folder costs in proportion to its files, and most transactions follow the
/// process's own: a folder whose identity (inode, modification and change times) is the one
/// the last transaction left had no file added, removed or renamed since, as far as its times
/// tell. They are coarse (a few milliseconds, a second on some file systems), so a leftover
/// made in the same tick as that transaction's end is not seen in them: the folder is listed
/// again once the last listing is older than ``FileIdentity/settledSeconds``. What is missed
/// meanwhile is a temporary file, harmless; a killed transaction's unfinished changes are never
/// left to this: their journal is looked for by name every time.
final class FolderSweep: Sendable {
    private struct Seen {
        /// The folder as the last transaction left it; `nil` before the first.
        var identity: FileIdentity?
        /// When the folder was last listed; `nil` before the first listing.
        var listedAt: ContinuousClock.Instant?
    }

    private let seen = Mutex(Seen())
    /// How old a listing may be before the folder's times are not trusted to tell.
    private let trusted: Duration

    init(trustingTimesFor trusted: Duration = .seconds(FileIdentity.settledSeconds)) {
        self.trusted = trusted
    }

    /// Whether the folder at `path` changed since ``remember(_:)`` last saw it, or was last
    /// listed too long ago for its times to tell.
    func isNeeded(at path: String) -> Bool {
        guard let now = FileIdentity(folderAt: path) else { return true }
        return seen.withLock { seen in
            guard seen.identity == now, let listedAt = seen.listedAt else { return true }
            return listedAt.duration(to: .now) > trusted
        }
    }

    /// Notes that the folder was just listed and what killed processes left there removed.
    func listed() {
        seen.withLock { $0.listedAt = .now }
    }

    /// Notes the folder at `path` as a transaction leaves it.
    func remember(_ path: String) {
        let now = FileIdentity(folderAt: path)
        seen.withLock { $0.identity = now }
    }
}
