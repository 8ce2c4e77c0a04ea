/// A pending snapshot's two files as one reading: what `scenic review` shows, and what
/// accepting it then checks is still there.
///
/// A test run may write the pending file again while a reviewer reads it, and git may bring
/// another stored file: the accept that follows must store the text that was shown, over the
/// text that was shown, or nothing.
package struct SnapshotReading: Hashable, Sendable {
    /// The snapshot read.
    package let snapshot: PendingSnapshot
    /// The stored file's bytes as they were on disk; `nil` when there was none.
    package let storedBytes: [UInt8]?
    /// The pending file's bytes as they were on disk.
    package let pendingBytes: [UInt8]

    /// A reading of `snapshot` made of these bytes.
    package init(snapshot: PendingSnapshot, storedBytes: [UInt8]?, pendingBytes: [UInt8]) {
        self.snapshot = snapshot
        self.storedBytes = storedBytes
        self.pendingBytes = pendingBytes
    }
}
