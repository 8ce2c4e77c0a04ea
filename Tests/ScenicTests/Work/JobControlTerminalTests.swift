import Foundation
import ScenicTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lookup sample under a shell's job control: started in the background, stopped with its
/// script, and ended while lines typed ahead wait.
@Suite(.serialized, .blocking) struct JobControlTerminalTests {
    /// The sample's program, with lookups of 30 seconds.
    private static func sample() throws -> String {
        try BuiltProduct("LookupSampleCommand").url.path + " 30"
    }

    /// The bytes typed on `terminal` that no program has read yet.
    private static func unread(on terminal: PseudoTerminal) -> Int32 {
        var count: Int32 = 0
        _ = ioctl(terminal.terminal.fileDescriptor, UInt(FIONREAD), &count)
        return count
    }

    /// The sample in a session of its own, its slow lookup of 42 under way.
    private static func lookingUp42() throws -> (PseudoTerminal, Process) {
        let terminal = try PseudoTerminal()
        let process = try terminal.launchInNewSession(
            URL(filePath: "/bin/sh"), ["-c", "exec " + (try sample())])
        #expect(terminal.waitFor("> "))
        terminal.type("look 42\n")
        #expect(terminal.waitFor("Looking up 42…"))
        return (terminal, process)
    }

    /// A signal that ends the app drops the lines typed ahead while work ran: they would
    /// otherwise reach the shell as commands (a password typed ahead too).
    @Test func endedWhileLinesWaitItLeavesNoneForTheShell() throws {
        let (terminal, process) = try Self.lookingUp42()
        defer { if process.isRunning { process.terminate() } }
        terminal.type("echo typed-ahead\n")
        usleep(200_000)
        #expect(Self.unread(on: terminal) > 0)
        let app = try #require(ProcessStopping.descendants(of: process.processIdentifier).first)
        kill(app, SIGTERM)
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
        #expect(Self.unread(on: terminal) == 0)
        #expect(terminal.isInLineMode && terminal.echoes)
    }

    /// Stopped and continued while work runs, the app draws the work's screen again, below
    /// what the shell wrote meanwhile; before, nothing showed until the work ended.
    @Test func continuedWhileWorkRunsItDrawsTheWorksScreenAgain() throws {
        let (terminal, process) = try Self.lookingUp42()
        defer { if process.isRunning { process.terminate() } }
        let working = "Working: what you type now runs once this is done. Ctrl-C stops it."
        #expect(terminal.waitFor(working))
        let app = try #require(ProcessStopping.descendants(of: process.processIdentifier).first)
        kill(app, SIGSTOP)
        #expect(ProcessStopping.waitUntilStopped(app))
        terminal.setLineModeAsAShellDoes()
        kill(app, SIGCONT)
        #expect(terminal.waitFor(working, count: 2))
        terminal.type("\u{3}")
        #expect(terminal.waitFor("» Stopped looking up 42."))
        terminal.type("quit\n")
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
    }

    /// Ctrl-Z at the prompt stops the app's whole process group, as the terminal's Ctrl-Z does.
    ///
    /// A script that started the app stops too, so its shell sees the job stopped.
    /// Before, only the app stopped, and the terminal went to no one.
    @Test func ctrlZStopsTheScriptThatStartedTheAppToo() throws {
        let terminal = try PseudoTerminal()
        // A shell with job control runs the script as a job of its own; a process group whose
        // parents are all outside its session (orphaned) is never stopped.
        // Then a sleep: bash goes on to it once the job stops, and must outlive the test, or
        // the stopped job, orphaned, is sent SIGHUP.
        let script = "sh -c '" + (try Self.sample()) + "; echo ended'; sleep 60"
        let process = try terminal.launchInNewSession(URL(filePath: "/bin/bash"), ["-mc", script])
        let started = { ProcessStopping.descendants(of: process.processIdentifier) }
        defer {
            for child in started() { kill(child, SIGKILL) }
            if process.isRunning { process.terminate() }
        }
        #expect(terminal.waitFor("> "))
        #expect(terminal.waitUntilReadingKeys())
        // bash, sh, the app.
        let processes = started()
        try #require(processes.count == 3, "\(processes)")
        terminal.type("\u{1A}")
        #expect(ProcessStopping.waitUntilStopped(processes[2]))
        #expect(ProcessStopping.waitUntilStopped(processes[1]))
        #expect(terminal.isInLineMode && terminal.echoes)
    }

    /// A SIGINT sent while the app was stopped at the prompt (`kill -INT %1`, then `fg`) acts
    /// as Ctrl-C when the app is continued: read with the continuation, it waited for the
    /// next resize, which then cleared the line, or ended the app minutes later.
    @Test func aSigintSentWhileStoppedActsWhenContinued() throws {
        let terminal = try PseudoTerminal()
        let process = try terminal.launchInNewSession(
            URL(filePath: "/bin/bash"), ["--norc", "--noprofile", "-i"],
            environment: ["PS1": "$ "])
        let started = { ProcessStopping.descendants(of: process.processIdentifier) }
        defer {
            for child in started() { kill(child, SIGKILL) }
            if process.isRunning { process.terminate() }
        }
        #expect(terminal.waitFor("$ "))
        terminal.type((try Self.sample()) + "\n")
        #expect(terminal.waitFor("> "))
        #expect(terminal.waitUntilReadingKeys())
        terminal.type("abc")
        #expect(terminal.waitFor("abc"))
        terminal.type("\u{1A}")
        #expect(terminal.waitFor("$ ", count: 2))
        terminal.type("kill -INT %1\n")
        #expect(terminal.waitFor("$ ", count: 3))
        terminal.type("fg\n")
        #expect(terminal.waitUntilReadingKeys())
        usleep(500_000)
        terminal.type("pick\n")
        #expect(terminal.waitFor("The history is empty."))
        #expect(!terminal.output.contains("abcpick"), "\(terminal.output)")
        terminal.type("quit\n")
        #expect(terminal.waitFor("$ ", count: 4))
        terminal.type("exit\n")
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
    }

    /// Resized while stopped at the prompt, a scene that hears the screen is drawn again on `fg`.
    ///
    /// Ctrl-Z, a resize, then `fg`: its Logic is told the new size, and the line typed before
    /// the stop is kept. The app, stopped, is sent no signal of the resize (the shell's group
    /// has the terminal then); before, it was drawn at the old size until the next resize.
    @Test func resizedWhileStoppedAScreenThatHearsTheSizeIsDrawnAgainOnFg() throws {
        let terminal = try PseudoTerminal()
        terminal.setSize(columns: 80, rows: 24)
        let process = try terminal.launchInNewSession(
            URL(filePath: "/bin/bash"), ["--norc", "--noprofile", "-i"],
            environment: ["PS1": "$ "])
        let started = { ProcessStopping.descendants(of: process.processIdentifier) }
        defer {
            for child in started() { kill(child, SIGKILL) }
            if process.isRunning { process.terminate() }
        }
        #expect(terminal.waitFor("$ "))
        terminal.type(try BuiltProduct("LookupSampleCommand").url.path + " 0.1\n")
        #expect(terminal.waitFor("> "))
        terminal.type("look 6\n")
        #expect(terminal.waitFor("6 is even."))
        terminal.type("pick\n")
        #expect(terminal.waitFor("Sized for 80x24."))
        #expect(terminal.waitUntilReadingKeys())
        let picks = terminal.output.components(separatedBy: "pick").count - 1
        terminal.type("pick ")
        #expect(terminal.waitFor("pick", count: picks + 1))
        terminal.type("\u{1A}")
        #expect(terminal.waitFor("$ ", count: 2))
        terminal.setSize(columns: 60, rows: 30)
        terminal.type("fg\n")
        #expect(terminal.waitFor("Sized for 60x30."))
        // The line typed before the stop goes on: the picker hands 6 down, looked up again.
        #expect(terminal.waitUntilReadingKeys())
        let found = terminal.output.components(separatedBy: "6 is even.").count - 1
        terminal.type("1\n")
        #expect(terminal.waitFor("6 is even.", count: found + 1))
        // Typed while the lookup runs, it ends the app once the lookup is done; then bash.
        let running = started().count
        terminal.type("quit\n")
        let deadline = Date().addingTimeInterval(60)
        while started().count >= running && Date() < deadline { usleep(10_000) }
        #expect(started().count < running)
        terminal.type("exit\n")
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
    }

    /// Started in the background, the app is stopped when it would take the terminal.
    ///
    /// As any program is; it leaves the shell's settings alone. Ended there (`kill %1` sends SIGTERM
    /// and SIGCONT), it ends rather than being stopped again by its own handler. Before, it
    /// set raw mode under the shell's prompt.
    @Test func startedInTheBackgroundItWaitsForTheTerminalAndEndsThere() throws {
        let terminal = try PseudoTerminal()
        // A shell with job control: the app runs in a process group of its own, not the
        // terminal's foreground one.
        let process = try terminal.launchInNewSession(
            URL(filePath: "/bin/bash"), ["-mc", (try Self.sample()) + " & sleep 60"])
        let started = { ProcessStopping.descendants(of: process.processIdentifier) }
        defer {
            for child in started() { kill(child, SIGKILL) }
            if process.isRunning { process.terminate() }
        }
        // bash, then the app and sleep, once each has started its program.
        let program = try BuiltProduct("LookupSampleCommand").url.path
        let findApp = {
            started().first {
                (try? String(contentsOfFile: "/proc/\($0)/cmdline", encoding: .utf8))?
                    .hasPrefix(program) == true
            }
        }
        let deadline = Date().addingTimeInterval(10)
        while findApp() == nil, Date() < deadline { usleep(10_000) }
        let app = try #require(findApp())
        #expect(ProcessStopping.waitUntilStopped(app))
        #expect(terminal.isInLineMode && terminal.echoes)
        // Stopped before its first screen, which would be drawn over the shell's prompt.
        usleep(200_000)
        #expect(!terminal.output.contains("Lookup"), "\(terminal.output)")
        kill(app, SIGTERM)
        kill(app, SIGCONT)
        let ended = Date().addingTimeInterval(10)
        while kill(app, 0) == 0, Date() < ended { usleep(10_000) }
        #expect(kill(app, 0) != 0)
        #expect(terminal.isInLineMode && terminal.echoes)
    }

    /// Put in the background while its work runs (`bg`), the app waits, stopped, for `fg`
    /// before the next screen, as before its first.
    ///
    /// Before, the work's answer and a prompt were drawn over the shell's, and what was typed
    /// next seemed to go to the app (found by a hostile tester).
    @Test func putInTheBackgroundDuringWorkItWaitsForTheTerminalBeforeItsNextScreen() throws {
        let terminal = try PseudoTerminal()
        let process = try terminal.launchInNewSession(
            URL(filePath: "/bin/bash"), ["--norc", "--noprofile", "-i"],
            environment: ["PS1": "SH$ "])
        defer {
            for child in ProcessStopping.descendants(of: process.processIdentifier) {
                kill(child, SIGKILL)
            }
            if process.isRunning { process.terminate() }
        }
        #expect(terminal.waitFor("SH$ "))
        terminal.type(try BuiltProduct("LookupSampleCommand").url.path + " 1\n")
        #expect(terminal.waitFor("> "))
        terminal.type("look 42\n")
        #expect(terminal.waitFor("Looking up 42…"))
        terminal.type("\u{1A}")
        #expect(terminal.waitFor("Stopped"))
        terminal.type("bg\n")
        #expect(terminal.waitFor("SH$ ", count: 3))
        // The lookup ends a second later, in the background: nothing drawn over the shell.
        usleep(2_000_000)
        terminal.readRest()
        let inTheBackground = terminal.output.components(separatedBy: "bg\r\n").last ?? ""
        #expect(!inTheBackground.contains("42 is even."), "\(inTheBackground)")
        terminal.type("fg\n")
        #expect(terminal.waitFor("42 is even."))
        terminal.type("quit\n")
        #expect(terminal.waitFor("SH$ ", count: 4))
        terminal.type("exit\n")
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
    }
}
