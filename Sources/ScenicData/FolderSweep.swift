import Synchronization

/// Whether a data folder's files need looking over for what a killed process left (temporary
/// files, a probe) before a transaction: only when someone else changed the folder since this
/// folder value's last transaction ended.
///
/// Listing a folder costs in proportion to its files, and most transactions follow the
/// process's own: a folder whose identity (inode, modification and change times) is the one
/// the last transaction left had no file added, removed or renamed since. File times are
/// coarse, so a change in the same tick can be missed; what is missed then is a temporary
/// file, harmless and looked over at the next change. A killed transaction's unfinished
/// changes are never left to this: their journal is looked for by name every time.
final class FolderSweep: Sendable {
    /// The folder as the last transaction left it; `nil` before the first.
    private let leftAs = Mutex<FileIdentity?>(nil)

    /// Whether the folder at `path` changed since ``remember(_:)`` last saw it.
    func isNeeded(at path: String) -> Bool {
        guard let now = FileIdentity(folderAt: path) else { return true }
        return leftAs.withLock { $0 != now }
    }

    /// Notes the folder at `path` as a transaction leaves it.
    func remember(_ path: String) {
        let now = FileIdentity(folderAt: path)
        leftAs.withLock { $0 = now }
    }
}
