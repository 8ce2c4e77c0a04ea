import Foundation
import ScenicSnapshotStore
import Testing

/// Accepting or rejecting a snapshot as it was read: what `scenic review` showed is what is
/// decided, or nothing is.
@Suite struct SnapshotDecisionTests {
    private let package: TemporaryPackage
    private let store: SnapshotStore
    private let snapshot = PendingSnapshot(storedPath: "Snapshots/S/total.txt")

    init() throws {
        package = try TemporaryPackage()
        store = SnapshotStore(root: package.root)
        try package.write("Total 3\n", to: snapshot.storedPath)
        try package.write("Total 4\n", to: snapshot.pendingPath)
    }

    /// The files in the snapshot's folder, hidden ones too: nothing may be left behind.
    private func filesInFolder() throws -> [String] {
        try FileManager.default.contentsOfDirectory(
            atPath: package.root.appendingPathComponent("Snapshots/S").path
        ).sorted()
    }

    /// A pending file that is another link to its stored file (made by hand with `ln`) is
    /// accepted by removing that link: a rename between two links to one file does nothing,
    /// and accept said "Accepted" while it stayed pending (found by a hostile tester).
    @Test func aPendingFileLinkedToItsStoredFileIsAcceptedAndGoes() throws {
        let folder = package.root.appendingPathComponent("Snapshots/S").path
        try FileManager.default.removeItem(atPath: folder + "/total.txt.new")
        #expect(link(folder + "/total.txt", folder + "/total.txt.new") == 0)
        #expect(try store.accept(try store.reading(of: snapshot)) == .done)
        #expect(try filesInFolder() == ["total.txt"])
        #expect(package.read(snapshot.storedPath) == "Total 3\n")
        try FileManager.default.removeItem(atPath: folder + "/total.txt")
        try package.write("Total 3\n", to: snapshot.storedPath)
        #expect(link(folder + "/total.txt", folder + "/total.txt.new") == 0)
        #expect(try store.accept(snapshot) == .done)
        #expect(try filesInFolder() == ["total.txt"])
    }

    @Test func acceptingWhatWasReadStoresIt() throws {
        let reading = try store.reading(of: snapshot)
        #expect(try store.accept(reading) == .done)
        #expect(package.read(snapshot.storedPath) == "Total 4\n")
        #expect(try filesInFolder() == ["total.txt"])
    }

    @Test func aPendingFileWrittenAgainAfterItWasReadIsNeitherAcceptedNorRejected() throws {
        let reading = try store.reading(of: snapshot)
        try package.write("Total 5, unseen\n", to: snapshot.pendingPath)
        #expect(try store.accept(reading) == .pendingChanged)
        #expect(try store.reject(reading) == .pendingChanged)
        #expect(package.read(snapshot.storedPath) == "Total 3\n")
        #expect(package.read(snapshot.pendingPath) == "Total 5, unseen\n")
        #expect(try filesInFolder() == ["total.txt", "total.txt.new"])
    }

    @Test func aStoredFileChangedAfterItWasReadIsNotReplaced() throws {
        let reading = try store.reading(of: snapshot)
        try package.write("Total 3, from git\n", to: snapshot.storedPath)
        #expect(try store.accept(reading) == .storedChanged)
        #expect(package.read(snapshot.storedPath) == "Total 3, from git\n")
        #expect(package.read(snapshot.pendingPath) == "Total 4\n")
    }

    @Test func aPendingFileDecidedElsewhereIsGoneNotDecidedAgain() throws {
        let reading = try store.reading(of: snapshot)
        try store.accept(snapshot)
        #expect(try store.accept(reading) == .pendingGone)
        #expect(try store.reject(reading) == .pendingGone)
        #expect(try store.reject(snapshot) == .pendingGone)
        #expect(try store.accept(snapshot) == .pendingGone)
        #expect(package.read(snapshot.storedPath) == "Total 4\n")
    }

    @Test func acceptingKeepsTheStoredFilesPermissions() throws {
        let stored = package.root.appendingPathComponent(snapshot.storedPath).path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: stored)
        #expect(try store.accept(try store.reading(of: snapshot)) == .done)
        let attributes = try FileManager.default.attributesOfItem(atPath: stored)
        #expect(attributes[.posixPermissions] as? Int == 0o444)
        #expect(package.read(snapshot.storedPath) == "Total 4\n")
    }

    /// Accepted by root, the new text keeps the stored file's owner, as it keeps its mode.
    @Test(.enabled(if: getuid() == 0)) func acceptingAsRootKeepsTheStoredFilesOwner() throws {
        let stored = package.root.appendingPathComponent(snapshot.storedPath).path
        #expect(chown(stored, 65534, 65534) == 0)
        #expect(try store.accept(try store.reading(of: snapshot)) == .done)
        var status = stat()
        #expect(stat(stored, &status) == 0)
        #expect(status.st_uid == 65534 && status.st_gid == 65534)
    }

    /// A file an accept was stopped in the middle of (a kill between its two renames) is named
    /// by every listing, with the command that puts it back; one whose process still runs is
    /// not, since it is being decided.
    @Test func aFileLeftClaimedByAStoppedAcceptIsNamed() throws {
        try package.write("Total 9\n", to: "Snapshots/S/.2147483647.7.claimed.total.txt.new")
        try package.write("Total 8\n", to: "Snapshots/S/.\(getpid()).7.claimed.other.txt.new")
        let problems = store.listing().problems.map(\.message)
        #expect(
            problems == [
                "Snapshots/S/.2147483647.7.claimed.total.txt.new holds the text of "
                    + "Snapshots/S/total.txt.new, left there when an accept or reject was stopped "
                    + "midway. Move it back to decide it again: mv -n "
                    + "Snapshots/S/.2147483647.7.claimed.total.txt.new Snapshots/S/total.txt.new "
                    + "(-n: not over a newer one there); or delete it."
            ])
    }

    /// The temporary file of a write whose process was killed is named, with the command that
    /// deletes it.
    ///
    /// A test run stopped while it wrote a large pending file leaves one; one whose process
    /// still runs is not named, since it is being written. Before, nothing ever said or
    /// removed it, and git took it for a new file (found by a hostile tester).
    @Test func aTemporaryFileLeftByAKilledWriteIsNamed() throws {
        try package.write("Total", to: "Snapshots/S/.big.1.txt.new.2147483647.116933944.tmp")
        try package.write("Total", to: "Snapshots/S/.other.1.txt.new.\(getpid()).7.tmp")
        try package.write("notes", to: "Snapshots/S/.notes.tmp")
        let problems = store.listing().problems.map(\.message)
        #expect(
            problems == [
                "Snapshots/S/.big.1.txt.new.2147483647.116933944.tmp is what is left of a write "
                    + "that was stopped midway (its process is gone, as when a test run is "
                    + "killed); no snapshot is in it. Delete it: rm "
                    + "Snapshots/S/.big.1.txt.new.2147483647.116933944.tmp"
            ])
    }

    /// A test run writing the pending file again and again while it is accepted: whatever
    /// wins, the stored file ends up holding the text that was read, or the one before it.
    @Test func aWriterRacingTheAcceptNeverGetsItsTextAcceptedUnseen() throws {
        let writer = RacingWriter(
            folder: package.root.appendingPathComponent("Snapshots/S"), name: "total.txt.new")
        writer.start()
        var outcomes: [SnapshotStore.Decided: Int] = [:]
        for _ in 0..<300 {
            try package.write("Total 3\n", to: snapshot.storedPath)
            guard let reading = try? store.reading(of: snapshot) else { continue }
            let outcome = try store.accept(reading)
            outcomes[outcome, default: 0] += 1
            let stored = package.read(snapshot.storedPath)
            let read = String(decoding: reading.pendingBytes, as: UTF8.self)
            #expect(stored == (outcome == .done ? read : "Total 3\n"), "\(outcome)")
        }
        writer.stop()
        #expect(outcomes[.done, default: 0] > 0)
        #expect(try filesInFolder().allSatisfy { !$0.contains(FileTree.claimedMarker) })
    }
}

/// Writes one file again and again from another thread, each time by a rename, alternating
/// two texts, as test runs writing a pending snapshot would.
private final class RacingWriter: @unchecked Sendable {
    private let folder: URL
    private let name: String
    private let lock = NSLock()
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)

    init(folder: URL, name: String) {
        self.folder = folder
        self.name = name
    }

    func start() {
        Thread.detachNewThread { [self] in
            var round = 0
            while !lock.withLock({ stopped }) {
                round += 1
                let temporary = folder.appendingPathComponent("writer-\(round % 2).tmp")
                try? Data("Total \(round % 2 == 0 ? "even" : "odd")\n".utf8).write(to: temporary)
                rename(temporary.path, folder.appendingPathComponent(name).path)
            }
            finished.signal()
        }
    }

    func stop() {
        lock.withLock { stopped = true }
        finished.wait()
    }
}
