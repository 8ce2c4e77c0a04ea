import Foundation
import ScenicData
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whatever is where a document should be, a read neither follows it, nor waits on it, nor
/// moves it: it is refused with a message naming what it is.
@Suite struct HostilePathTests {
    /// A folder path read from bytes that are not UTF-8 is refused, and nothing made.
    ///
    /// `--data-dir $'old\xff'` arrives with U+FFFD for the byte. Before, a new empty folder of
    /// that name was made and used, and the orders in the one named seemed lost (found by a
    /// hostile tester).
    @Test func aFolderPathThatWasNotUTF8IsRefusedAndNothingMade() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let path = temporary.path + "/old\u{FFFD}/deeper"
        #expect(throws: DataError.pathNotUTF8(path: path)) { try DataFolder(path: path) }
        #expect(!FileManager.default.fileExists(atPath: temporary.path + "/old\u{FFFD}"))
    }

    @Test func aSymbolicLinkToAFileIsRefusedAndItsTargetUntouched() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write(#"{"count":7}"#, to: "elsewhere.json")
        #expect(
            symlink(temporary.path(of: "elsewhere.json"), temporary.path(of: "tally.json")) == 0)

        #expect(
            throws: DataError.notAFile(
                path: temporary.path(of: "tally.json"), kind: "a symbolic link")
        ) {
            try folder.read(TestDocuments.tally)
        }
        #expect(try temporary.text(of: "elsewhere.json") == #"{"count":7}"#)
        #expect(try temporary.namesBesideTheLock() == ["elsewhere.json", "tally.json"])
    }

    @Test(arguments: ["/nowhere/tally.json", "/dev/null", "/dev/zero", "tally.json"])
    func aSymbolicLinkToAnythingIsRefused(target: String) throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        // "tally.json" links to itself: a loop.
        #expect(symlink(target, temporary.path(of: "tally.json")) == 0)

        #expect(
            throws: DataError.notAFile(
                path: temporary.path(of: "tally.json"), kind: "a symbolic link")
        ) {
            try folder.read(TestDocuments.tally)
        }
    }

    /// A write leaves a link in the file's place, and the file it points to, as a read and a
    /// removal leave them: replacing the link would leave its target with the old data.
    @Test func aWriteLeavesALinkAndItsTargetAlone() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        try temporary.write(#"{"count":7}"#, to: "elsewhere.json")
        let path = temporary.path(of: "tally.json")
        #expect(symlink(temporary.path(of: "elsewhere.json"), path) == 0)

        #expect(throws: DataError.notAFile(path: path, kind: "a symbolic link")) {
            try folder.transaction { data throws(DataError) in
                try data.write(Tally(count: 8), to: TestDocuments.tally)
            }
        }

        #expect(try temporary.text(of: "elsewhere.json") == #"{"count":7}"#)
        #expect(
            (try? FileManager.default.destinationOfSymbolicLink(atPath: path))
                == temporary.path(of: "elsewhere.json"))
    }

    /// A read of a FIFO in the file's place refuses it without opening it: a writer waiting on
    /// the FIFO is not woken (to be killed by SIGPIPE once the read closed it unread).
    @Test func aReadWakesNoWriterWaitingOnANamedPipe() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let path = temporary.path(of: "tally.json")
        #expect(mkfifo(path, 0o600) == 0)
        let opened = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            // Blocks until something opens the FIFO to read.
            let writer = open(path, O_WRONLY | O_CLOEXEC)
            if writer >= 0 { close(writer) }
            opened.signal()
        }
        #expect(throws: DataError.notAFile(path: path, kind: "a named pipe (FIFO)")) {
            try folder.read(TestDocuments.tally)
        }
        #expect(folder.peek(TestDocuments.tally) == nil)
        #expect(opened.wait(timeout: .now() + 0.3) == .timedOut, "the writer was woken")
        // Let the writer go.
        let reader = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        _ = opened.wait(timeout: .now() + 2)
        if reader >= 0 { close(reader) }
    }

    /// A write leaves a FIFO in the file's place alone, and wakes no writer waiting on it.
    @Test func aWriteLeavesANamedPipeAlone() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let path = temporary.path(of: "tally.json")
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: DataError.notAFile(path: path, kind: "a named pipe (FIFO)")) {
            try folder.transaction { data throws(DataError) in
                try data.write(Tally(count: 8), to: TestDocuments.tally)
            }
        }
        var status = stat()
        #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    /// A write keeps the permissions and the group the file's owner gave it.
    @Test func aWriteKeepsTheFilesPermissionsAndGroup() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        _ = try folder.update(TestDocuments.tally) { $0.count = 1 }
        let path = temporary.path(of: "tally.json")
        #expect(chmod(path, 0o640) == 0)
        // A group other than the process's own, where this process may give one (as root).
        let group: gid_t = getgid() == 0 ? 100 : getgid()
        _ = chown(path, uid_t.max, group)
        var before = stat()
        #expect(lstat(path, &before) == 0)
        _ = try folder.update(TestDocuments.tally) { $0.count = 2 }
        var status = stat()
        #expect(lstat(path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o640)
        #expect(status.st_gid == before.st_gid)
    }

    @Test func aWriteWhereAFolderIsFailsAndLeavesTheFolder() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        #expect(mkdir(temporary.path(of: "tally.json"), 0o755) == 0)
        try temporary.write("kept", to: "tally.json/inside")

        #expect(
            throws: DataError.notAFile(path: temporary.path(of: "tally.json"), kind: "a folder")
        ) {
            try folder.transaction { data throws(DataError) in
                try data.write(Tally(count: 1), to: TestDocuments.tally)
            }
        }
        #expect(try temporary.text(of: "tally.json/inside") == "kept")
        #expect(try temporary.namesBesideTheLock() == ["tally.json"])
    }

    @Test func aLockFileThatIsASymbolicLinkIsNotFollowed() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let lock = temporary.path(of: ".scenic-data.lock")
        #expect(symlink(temporary.path(of: "elsewhere"), lock) == 0)
        var ran = false

        #expect(throws: DataError.notAFile(path: lock, kind: "a symbolic link")) {
            try folder.transaction { _ throws(DataError) in ran = true }
        }
        #expect(!ran)
        #expect(try temporary.names() == [".scenic-data.lock"])
    }

    /// A FIFO opens without waiting when read and written, and a folder does not open: neither
    /// is a lock, and each is named as what it is.
    @Test func aLockThatIsAFolderOrANamedPipeIsNamedAndNeverTaken() throws {
        for (make, kind) in [
            ({ (path: String) in mkdir(path, 0o700) }, "a folder"),
            ({ (path: String) in mkfifo(path, 0o600) }, "a named pipe (FIFO)"),
        ] {
            let temporary = try TemporaryFolder()
            defer { temporary.remove() }
            let folder = try DataFolder(path: temporary.path)
            let lock = temporary.path(of: ".scenic-data.lock")
            #expect(make(lock) == 0)
            var ran = false
            #expect(throws: DataError.notAFile(path: lock, kind: kind)) {
                try folder.transaction { _ throws(DataError) in ran = true }
            }
            #expect(!ran)
        }
    }

    /// A data folder moved away while the app runs is said to be gone, not to need permissions.
    @Test func aFolderMovedAwayIsSaidToBeGone() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let inside = temporary.path(of: "data")
        #expect(mkdir(inside, 0o700) == 0)
        let folder = try DataFolder(path: inside)
        #expect(rename(inside, temporary.path(of: "moved")) == 0)
        #expect(throws: DataError.folderGone(folder: inside)) {
            try folder.read(TestDocuments.tally)
        }
    }

    @Test func aNamedPipeIsRefusedAtOnceInsteadOfWaitedOn() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let path = temporary.path(of: "tally.json")
        #expect(mkfifo(path, 0o600) == 0)

        let outcome = try Self.withinTwoSeconds(unblocking: path) {
            Result { () throws(DataError) in try folder.read(TestDocuments.tally) }
        }

        #expect(throws: DataError.notAFile(path: path, kind: "a named pipe (FIFO)")) {
            try outcome.get()
        }
    }

    @Test func aFolderIsRefused() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        #expect(mkdir(temporary.path(of: "tally.json"), 0o755) == 0)

        #expect(
            throws: DataError.notAFile(path: temporary.path(of: "tally.json"), kind: "a folder")
        ) {
            try folder.read(TestDocuments.tally)
        }
    }

    @Test(.enabled(if: canMakeDeviceNodes, "this process may not make device nodes"))
    func aDeviceIsRefused() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = try DataFolder(path: temporary.path)
        let path = temporary.path(of: "tally.json")
        var null = stat()
        try #require(stat("/dev/null", &null) == 0)
        try #require(mknod(path, S_IFCHR | 0o600, null.st_rdev) == 0)

        let outcome = try Self.withinTwoSeconds(unblocking: path) {
            Result { () throws(DataError) in try folder.read(TestDocuments.tally) }
        }

        #expect(throws: DataError.notAFile(path: path, kind: "a device")) {
            try outcome.get()
        }
    }

    /// Runs `body` on a thread of its own and returns what it returned, or fails the test if
    /// it takes two seconds: then a writer opens `path`, which frees a reader stuck opening a
    /// named pipe, so the test run goes on.
    static func withinTwoSeconds<T: Sendable>(
        unblocking path: String, _ body: @escaping @Sendable () -> T
    ) throws -> T {
        let done = DispatchSemaphore(value: 0)
        let result = Mutex<T?>(nil)
        Thread.detachNewThread {
            let value = body()
            result.withLock { $0 = value }
            done.signal()
        }
        if done.wait(timeout: .now() + 2) == .timedOut {
            Issue.record("the read of \(path) still waits after two seconds")
            let writer = open(path, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            _ = done.wait(timeout: .now() + 2)
        }
        return try #require(result.withLock { $0 })
    }

    #if canImport(Glibc)
        @Test func aSocketIsRefused() throws {
            let temporary = try TemporaryFolder()
            defer { temporary.remove() }
            let folder = try DataFolder(path: temporary.path)
            let path = temporary.path(of: "tally.json")
            let socket = try Self.listeningSocket(at: path)
            defer { close(socket) }

            #expect(throws: DataError.notAFile(path: path, kind: "a socket")) {
                try folder.read(TestDocuments.tally)
            }
        }

        /// A Unix socket bound at `path`, which makes a socket file there.
        static func listeningSocket(at path: String) throws -> Int32 {
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            try #require(descriptor >= 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            let bytes = Array(path.utf8)
            try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
            withUnsafeMutableBytes(of: &address.sun_path) { buffer in
                for (index, byte) in bytes.enumerated() { buffer[index] = byte }
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            try #require(bound == 0)
            return descriptor
        }
    #endif
}
