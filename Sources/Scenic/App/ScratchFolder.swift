import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A temporary folder of the process's own for launches that touch no real data (previews, a
/// found story replayed, an exploration's launches in the process), removed when the process
/// ends, however it ends.
///
/// Such launches make their data under the temporary folder (`NSTemporaryDirectory()`), a
/// fresh folder each; pointing `TMPDIR` here keeps them together, so none is left in `/tmp`.
/// A normal end removes the folder at once; for any other (Ctrl-C at the prompt, a trap the
/// replayed story shows, `SIGKILL`) a watcher removes it: a shell whose standard input is a
/// socket only this process holds, which reads the end of input once the process is gone. The
/// watcher ignores the terminal's signals, which reach the whole process group.
struct ScratchFolder {
    /// The folder's path.
    let path: String
    /// The temporary folder it is in, the one the user chose: what messages about it name.
    let parent: String
    /// This process's end of the watcher's standard input; close-on-exec, so no other child
    /// holds it.
    private let lifeline: Int32

    /// A new folder `APP-scratch-UUID` in the temporary folder `environment` names, with
    /// `TMPDIR` pointed at it in this process and in `environment`; `nil`, changing nothing,
    /// when it cannot be made or watched.
    static func enter(app: String, environment: inout [String: String]) -> ScratchFolder? {
        let parent = FileManager.default.temporaryDirectory
        let folder = parent.appending(path: "\(app)-scratch-\(UUID().uuidString)")
        var ends: [Int32] = [-1, -1]
        guard SocketPair.make(&ends) else { return nil }
        let watcher = Process()
        watcher.executableURL = URL(fileURLWithPath: "/bin/sh")
        watcher.arguments = [
            "-c", #"trap '' INT TERM HUP; read -r _; rm -rf -- "$1""#, "scenic-scratch",
            folder.path,
        ]
        watcher.standardInput = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
        watcher.standardOutput = FileHandle.nullDevice
        watcher.standardError = FileHandle.nullDevice
        // Watched before it is made: a process killed in between leaves nothing behind.
        do {
            try watcher.run()
        } catch {
            close(ends[1])
            return nil
        }
        guard
            (try? FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: false)) != nil
        else {
            close(ends[1])
            return nil
        }
        setenv("TMPDIR", folder.path, 1)
        environment["TMPDIR"] = folder.path
        return ScratchFolder(path: folder.path, parent: parent.path, lifeline: ends[1])
    }

    /// Removes the folder and lets the watcher go.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
        close(lifeline)
    }
}
