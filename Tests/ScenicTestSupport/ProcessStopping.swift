import Foundation

/// Stopping a process under test as a shell's job control does, and waiting for it.
public enum ProcessStopping {
    /// Sends `signal` (SIGSTOP by default) to `process` and waits up to ten seconds until it is
    /// stopped; `false` when it never was.
    @discardableResult
    public static func stop(_ process: Process, with signal: Int32 = SIGSTOP) -> Bool {
        kill(process.processIdentifier, signal)
        return waitUntilStopped(process)
    }

    /// Waits up to ten seconds until `process` is stopped; `false` when it never was (off
    /// Linux, where `/proc` does not say, at once).
    public static func waitUntilStopped(_ process: Process) -> Bool {
        waitUntilStopped(process.processIdentifier)
    }

    /// Waits up to `seconds` for `process` to end; `false`, with it and the processes it
    /// started killed, when it did not.
    ///
    /// Never waits without bound: a test that fails must end (a program started through
    /// `setsid` lives on when `setsid` is killed, and Foundation's `waitUntilExit` has been
    /// seen to miss an exit).
    public static func waitForExit(_ process: Process, seconds: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            guard Date() < deadline else {
                for started in descendants(of: process.processIdentifier).reversed() {
                    kill(started, SIGKILL)
                }
                kill(process.processIdentifier, SIGKILL)
                let killed = Date().addingTimeInterval(5)
                while process.isRunning && Date() < killed { usleep(5_000) }
                return false
            }
            usleep(5_000)
        }
        process.waitUntilExit()
        return true
    }

    /// The processes `process` started, and theirs, in the order started (from `/proc`; none
    /// off Linux).
    public static func descendants(of process: Int32) -> [Int32] {
        let listed =
            (try? String(
                contentsOfFile: "/proc/\(process)/task/\(process)/children", encoding: .utf8))
            ?? ""
        let children = listed.split(separator: " ").compactMap { Int32($0) }
        return children.flatMap { [$0] + descendants(of: $0) }
    }

    /// Waits up to ten seconds until the process numbered `process` is stopped.
    public static func waitUntilStopped(_ process: Int32) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while state(of: process) != "T" {
            guard Date() < deadline else { return false }
            usleep(2_000)
        }
        return true
    }

    /// The state letter of a process in `/proc` (`T` when stopped), or `nil` off Linux.
    private static func state(of process: Int32) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: end)...].dropFirst().first
    }
}
