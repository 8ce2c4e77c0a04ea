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

        init() throws {
            terminal = try PseudoTerminal()
            terminal.setSize(columns: 80, rows: 30)
            let data = TestFolder.path("storefront-password")
            process = try terminal.launchInNewSession(
                try BuiltProduct("storefront").url,
                [
                    "--data-dir", data.path,
                ])
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
