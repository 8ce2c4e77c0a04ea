import Foundation
import ScenicTestSupport
import Testing

/// The built `storefront` executable on a pseudo-terminal, as a person would use it.
@Suite struct StorefrontTerminalTests {
    @Test func thePasswordIsNotEchoedAndTheWidthFollowsTheTerminal() throws {
        let terminal = try PseudoTerminal()
        terminal.setSize(columns: 52, rows: 30)
        let data = FileManager.default.temporaryDirectory
            .appending(path: "storefront-tty-\(UUID().uuidString)")
        let process = try terminal.launch(
            try BuiltProduct("storefront").url, ["--data-dir", data.path])
        defer { if process.isRunning { process.terminate() } }

        #expect(terminal.waitFor("> "))
        #expect(terminal.output.contains("\n" + String(repeating: "─", count: 52) + "\r\n"))

        terminal.type("login ada\n")
        #expect(terminal.waitFor("Password: "))
        terminal.type("lovelace\n")
        #expect(terminal.waitFor("> ", count: 2))
        // The login screen shows the demo password in its help box; what matters is that the
        // typed one is not echoed after the prompt.
        let afterPrompt = terminal.output.components(separatedBy: "Password: ").last ?? ""
        #expect(!afterPrompt.contains("lovelace"))
        #expect(terminal.output.contains("login ada"))

        // A resized window: the next screen is laid out at the new width.
        terminal.setSize(columns: 70, rows: 30)
        terminal.type("help\n")
        #expect(terminal.waitFor("> ", count: 3))
        #expect(terminal.output.contains("\n" + String(repeating: "─", count: 70) + "\r\n"))

        terminal.type("quit\n")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}

/// Ending `storefront` from outside while it waits for a password.
@Suite struct StorefrontSignalTests {
    @Test func sigtermAtThePasswordPromptRestoresEcho() throws {
        let terminal = try PseudoTerminal()
        let data = FileManager.default.temporaryDirectory
            .appending(path: "storefront-tty-\(UUID().uuidString)")
        let process = try terminal.launch(
            try BuiltProduct("storefront").url, ["--data-dir", data.path])
        defer { if process.isRunning { process.terminate() } }
        #expect(terminal.waitFor("> "))
        terminal.type("login ada\n")
        #expect(terminal.waitFor("Password: "))
        #expect(!terminal.echoes)

        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 143)
        #expect(terminal.echoes)
    }
}
