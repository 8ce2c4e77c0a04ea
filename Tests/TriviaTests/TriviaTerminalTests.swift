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
}
