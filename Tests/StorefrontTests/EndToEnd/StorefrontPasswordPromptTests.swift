import Foundation
import ScenicTestSupport
import Testing

/// Ctrl-C and Ctrl-D at `storefront`'s `Password:` prompt, typed on a pseudo-terminal that is
/// the app's controlling terminal, so Ctrl-C is the real keystroke a person presses.
@Suite(.serialized, .blocking) struct StorefrontPasswordPromptTests {
    /// `storefront` at its `Password:` prompt, after `login ada`.
    struct Session {
        let terminal: PseudoTerminal
        let process: Process

        /// `environment` changes the app's (`TERM=dumb`: no line editor).
        init(environment: [String: String?] = [:]) throws {
            terminal = try PseudoTerminal()
            terminal.setSize(columns: 80, rows: 30)
            let data = TestFolder.path("storefront-password")
            process = try terminal.launchInNewSession(
                try BuiltProduct("storefront").url,
                [
                    "--data-dir", data.path,
                ], environment: environment)
            #expect(terminal.waitFor("> "))
            terminal.type("login ada\r")
            #expect(terminal.waitFor("Password: "))
        }

        /// Waits for the app to end (a few seconds at most) and gives its exit status.
        func exitStatus() -> Int32? {
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning && Date() < deadline { usleep(10_000) }
            guard !process.isRunning else { return nil }
            return process.terminationStatus
        }

        /// Whether the terminal is as a shell expects to find it: line mode, echo, Ctrl-D.
        var isRestored: Bool {
            terminal.isInLineMode && terminal.echoes && terminal.endsInputOnCtrlD
        }

        func stop() {
            if process.isRunning { process.terminate() }
        }
    }

    @Test func ctrlCEndsTheSessionAsAtAnEmptyPrompt() throws {
        let session = try Session()
        defer { session.stop() }
        session.terminal.type("\u{3}")
        #expect(session.exitStatus() == 130)
        #expect(session.isRestored)
    }

    @Test func ctrlCAfterTypingEndsTheSessionAndNothingTypedIsKept() throws {
        let session = try Session()
        defer { session.stop() }
        session.terminal.type("love")
        session.terminal.type("\u{3}")
        // Were the interrupt swallowed, this would log in with the rest as the password.
        session.terminal.type("lace\r")
        #expect(session.exitStatus() == 130)
        #expect(session.isRestored)
        #expect(!session.terminal.output.contains("Catalog"))
    }

    @Test func ctrlDOnAnEmptyPasswordEndsTheSession() throws {
        let session = try Session()
        defer { session.stop() }
        session.terminal.type("\u{4}")
        #expect(session.exitStatus() == 0)
        #expect(session.isRestored)
    }

    @Test func backspaceAndCtrlUEditThePasswordUnseen() throws {
        let session = try Session()
        defer { session.stop() }
        session.terminal.type("wrong\u{15}lovelacx\u{7F}e\r")
        #expect(session.terminal.waitFor("Catalog"))
        let afterPrompt = session.terminal.output.components(separatedBy: "Password: ").last ?? ""
        #expect(!afterPrompt.contains("wrong"))
        #expect(!afterPrompt.contains("lovelac"))
        session.terminal.type("quit\r")
        #expect(session.exitStatus() == 0)
        #expect(session.isRestored)
    }

    /// Home, Ctrl-A and the arrows do nothing, so Ctrl-U clears the whole password.
    ///
    /// They would move a cursor nobody sees. Before, `zzqq`, Home, Ctrl-U, `lovelace` sent
    /// `lovelacezzqq` (found by a hostile tester).
    @Test func keysThatMoveTheCursorDoNothingSoCtrlUClearsAll() throws {
        let session = try Session()
        defer { session.stop() }
        session.terminal.type("zzqq\u{1B}[H\u{15}ab\u{1}\u{1B}[D\u{15}lovelace\r")
        #expect(session.terminal.waitFor("Catalog"))
        session.terminal.type("quit\r")
        #expect(session.exitStatus() == 0)
    }

    /// The password and the lines after it typed in one go: what follows Enter is read as the
    /// next lines, though the password's keys are read in chunks, not a byte at a time.
    @Test(arguments: [nil, "dumb"])
    func linesTypedAfterThePasswordInOneGoAreTheNextLines(term: String?) throws {
        // Without the line editor (`TERM=dumb`) the lines are read as the terminal gives them.
        let session = try Session(environment: term.map { ["TERM": $0] } ?? [:])
        defer { session.stop() }
        session.terminal.type("lovelace\ropen 2\rquit\r")
        #expect(session.terminal.waitFor("Genmaicha"))
        #expect(session.exitStatus() == 0)
        let afterPrompt = session.terminal.output.components(separatedBy: "Password: ").last ?? ""
        #expect(!afterPrompt.contains("lovelace"))
    }

    /// A paste far over the line's limit is refused whole, and what is typed after it works.
    @Test func aPasteOverTheLimitIsRefusedAndTheLineAfterItWorks() throws {
        let session = try Session()
        defer { session.stop() }
        session.terminal.type(String(repeating: "x", count: 300_000) + "\r")
        #expect(session.terminal.waitFor("over the limit of 65536"))
        session.terminal.type("login ada\r")
        #expect(session.terminal.waitFor("Password: ", count: 2))
        session.terminal.type("lovelace\r")
        #expect(session.terminal.waitFor("Catalog"))
        session.terminal.type("quit\r")
        #expect(session.exitStatus() == 0)
    }

    @Test func ctrlDAfterTypingIsNeverPartOfThePassword() throws {
        let session = try Session()
        defer { session.stop() }
        // As at the prompt, Ctrl-D on a line with text deletes under the cursor: at the end of
        // the line, nothing.
        session.terminal.type("lovelace\u{4}\r")
        #expect(session.terminal.waitFor("Catalog"))
        session.terminal.type("quit\r")
        #expect(session.exitStatus() == 0)
        #expect(session.isRestored)
    }
}
