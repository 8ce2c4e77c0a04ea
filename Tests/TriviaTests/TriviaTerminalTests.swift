import Foundation
import ScenicTestSupport
import Testing

/// `trivia` on a pseudo-terminal that is its controlling terminal, against a slow server: the
/// loading screen shows, Ctrl-C stops the lookup, and the app goes on.
@Suite(.serialized, .blocking) struct TriviaTerminalTests {
    @Test func ctrlCStopsASlowLookupAndTheAppGoesOn() throws {
        let server = try TriviaTestServer.start()
        defer { server.stop() }
        let terminal = try PseudoTerminal()
        terminal.setSize(columns: 80, rows: 40)
        let process = try terminal.launchInNewSession(
            try BuiltProduct("trivia").url,
            [
                "--remote", server.baseURL.absoluteString,
                "--data-dir", try TriviaTestServer.folder().path,
            ])
        defer { if process.isRunning { process.terminate() } }
        #expect(terminal.waitFor("> "))
        // 9 takes the server three seconds.
        terminal.type("number 9\n")
        #expect(terminal.waitFor("Looking up 9…"))
        // Under it, in place of the commands (which would wait for the lookup), what typing
        // does now and what stops the work.
        #expect(
            terminal.waitFor(
                "Working: what you type now runs once this is done. Ctrl-C stops it."))
        terminal.type("\u{3}")
        #expect(terminal.waitFor("» Stopped looking up 9."))
        #expect(process.isRunning)
        terminal.type("number 420\n")
        #expect(terminal.waitFor("420 is a number the test server knows."))
        terminal.type("quit\n")
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
        #expect(process.terminationStatus == 0)
    }

    /// Ctrl-C while the fact is being saved (another copy of the app holds the data folder's
    /// lock) waits for the save and says so; the screen never says the lookup stopped while
    /// the fact is saved after all (a hostile tester's).
    @Test func ctrlCDuringTheSaveWaitsForItAndNeverSaysTheLookupStopped() throws {
        let server = try TriviaTestServer.start()
        defer { server.stop() }
        let folder = try TriviaTestServer.folder()
        // Another copy of the app in a transaction: the save waits for its lock (up to 5 s).
        let lock = open(folder.path + "/.scenic-data.lock", O_RDWR | O_CREAT, 0o600)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)
        let terminal = try PseudoTerminal()
        terminal.setSize(columns: 80, rows: 40)
        let process = try terminal.launchInNewSession(
            try BuiltProduct("trivia").url,
            ["--remote", server.baseURL.absoluteString, "--data-dir", folder.path])
        defer { if process.isRunning { process.terminate() } }
        #expect(terminal.waitFor("> "))
        terminal.type("number 420\n")
        #expect(terminal.waitFor("Looking up 420…"))
        // The server answers at once; then the save waits for the lock.
        let asked = Date().addingTimeInterval(10)
        while server.served.isEmpty && Date() < asked { usleep(20_000) }
        #expect(!server.served.isEmpty)
        usleep(500_000)
        terminal.type("\u{3}")
        #expect(terminal.waitFor("» This cannot be stopped; it ends by itself."))
        flock(lock, LOCK_UN)
        #expect(terminal.waitFor("420 is a number the test server knows."))
        let saved = try String(
            contentsOf: folder.appendingPathComponent("facts.json"), encoding: .utf8)
        #expect(saved.contains("420 is a number the test server knows."))
        #expect(!terminal.output.contains("Stopped looking up 420"))
        terminal.type("quit\n")
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
        #expect(process.terminationStatus == 0)
    }
}
