import Foundation
import ScenicTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lookup sample on a pseudo-terminal that is its controlling terminal, so Ctrl-C is the
/// real keystroke: slow work shows its screen, Ctrl-C stops it, lines typed meanwhile wait.
@Suite(.serialized, .blocking) struct LiveWorkTerminalTests {
    /// The sample running with lookups of `seconds` on a fresh terminal.
    struct Session {
        let terminal: PseudoTerminal
        let process: Process

        init(seconds: Double, arguments: [String] = []) throws {
            terminal = try PseudoTerminal()
            terminal.setSize(columns: 70, rows: 40)
            process = try terminal.launchInNewSession(
                try BuiltProduct("LookupSampleCommand").url, ["\(seconds)"] + arguments)
        }

        /// Whether the terminal echoes typed characters now.
        var echoes: Bool { terminal.echoes }

        func stop() {
            if process.isRunning { process.terminate() }
        }

        /// The sample started with lookups of `seconds`, once its prompt is on the terminal.
        static func atThePrompt(
            seconds: Double, sourceLocation: SourceLocation = #_sourceLocation
        ) throws -> Session {
            let session = try Session(seconds: seconds)
            #expect(session.terminal.waitFor("> "), sourceLocation: sourceLocation)
            // The line editor reads keys: typed earlier, the terminal in line mode would echo
            // them itself, and take Ctrl-C as a signal for no line.
            #expect(session.terminal.waitUntilReadingKeys(), sourceLocation: sourceLocation)
            return session
        }

        /// Types `slow`: in a moment a timer's screen takes 1.5 s to draw.
        func drawSlowlySoon(sourceLocation: SourceLocation = #_sourceLocation) {
            terminal.type("slow\n")
            #expect(terminal.waitFor("> ", count: 2), sourceLocation: sourceLocation)
        }

        /// Types Ctrl-C, then `pick`, and expects `cleared`, typed before Ctrl-C, gone from
        /// the line and the app up; then quits.
        func ctrlCClears(_ cleared: String, sourceLocation: SourceLocation = #_sourceLocation) {
            terminal.type("\u{3}")
            terminal.type("pick\n")
            #expect(terminal.waitFor("The history is empty."), sourceLocation: sourceLocation)
            #expect(process.isRunning, sourceLocation: sourceLocation)
            #expect(!terminal.output.contains(cleared + "pick"), sourceLocation: sourceLocation)
            quit(sourceLocation: sourceLocation)
        }

        /// Types `quit` and expects the sample to end with status 0, within a bounded wait.
        func quit(sourceLocation: SourceLocation = #_sourceLocation) {
            terminal.type("quit\n")
            #expect(ProcessStopping.waitForExit(process), sourceLocation: sourceLocation)
            #expect(process.terminationStatus == 0, sourceLocation: sourceLocation)
        }
    }

    @Test func slowWorkShowsItsScreenAndCtrlCStopsItAndTheAppGoesOn() throws {
        let session = try Session.atThePrompt(seconds: 30)
        defer { session.stop() }
        let terminal = session.terminal

        terminal.type("look 42\n")
        #expect(terminal.waitFor("Looking up 42… Asking the source… Press Ctrl-C to stop."))
        // While the work runs, typing is not echoed among the screens.
        #expect(!session.echoes)

        terminal.type("\u{3}")
        #expect(terminal.waitFor("» Stopped looking up 42."))
        #expect(terminal.waitFor("> ", count: 2))
        #expect(session.process.isRunning)
        // The screen the work ended on replaced the one drawn while it ran, in place: up the
        // rows that one took (the sample's screen has 9 at 70 columns), then clear below.
        let working = try #require(terminal.output.range(of: "Press Ctrl-C to stop."))
        let replaced = try #require(
            terminal.output.range(of: "\r\u{1B}[9A\u{1B}[K\r\n\u{1B}[J\u{1B}[A"))
        #expect(working.upperBound < replaced.lowerBound)
        // The prompt takes typing again, and shows it.
        terminal.type("zebra")
        #expect(terminal.waitFor("zebra"))

        // Ctrl-C clears a line being typed; on an empty line it ends the session the way an
        // interrupted program ends, with the terminal as it was.
        terminal.type("\u{3}")
        terminal.type("quail")
        #expect(terminal.waitFor("quail"))
        terminal.type("\u{15}\u{3}")
        #expect(ProcessStopping.waitForExit(session.process, seconds: 120))
        #expect(session.process.terminationStatus == 130)
        #expect(session.echoes)
    }

    /// Ctrl-C pressed as work ends, while the next screen is made, ends nothing.
    ///
    /// The screen still said Ctrl-C stops the work while a slow Presenter made the next one,
    /// so that Ctrl-C is the work's. It ended the app; after work a timer started (`later`),
    /// it was kept for the line waiting, and ended the app on an empty one.
    @Test(arguments: ["look 1500", "later 1500"])
    func ctrlCPressedAsWorkEndsIsTheWorksAndEndsNothing(line: String) throws {
        let session = try Session.atThePrompt(seconds: 0.3)
        defer { session.stop() }
        let terminal = session.terminal
        terminal.type(line + "\n")
        #expect(terminal.waitFor("Press Ctrl-C to stop."))
        // The lookup ends at 0.3 s; the screen after it takes 1.5 s more to present.
        usleep(700_000)
        terminal.type("\u{3}")
        #expect(terminal.waitFor("1500 is even."))
        usleep(300_000)
        #expect(session.process.isRunning)
        #expect(!terminal.output.contains("Stopped looking up"))
        session.quit()
    }

    @Test func workATimerStartsTakesTypingWithoutEchoingItAmongItsScreens() throws {
        let session = try Session.atThePrompt(seconds: 1.5)
        defer { session.stop() }
        let terminal = session.terminal
        // The timer falls due while the prompt waits, and its action starts slow work.
        terminal.type("later 42\n")
        #expect(terminal.waitFor("Looking up 42… Asking the source… Press Ctrl-C to stop."))
        #expect(!session.echoes)
        terminal.type("zq")
        #expect(terminal.waitFor("42 is even."))
        #expect(terminal.waitFor("zq"))
        // Typed while the work ran, the keys are the line being typed at the prompt after it,
        // not echoed before the screen the work ended on.
        let output = terminal.output
        let fact = try #require(output.range(of: "42 is even."))
        #expect(!output[..<fact.lowerBound].contains("zq"))
        #expect(output[fact.upperBound...].contains("> "))
        // The line goes on from there: "zq", then erased, then "help".
        terminal.type("\u{15}help\n")
        #expect(terminal.waitFor("Look up a fact about N in a moment, by a timer"))
    }

    /// Ctrl-C while what a timer sent is handled acts as the key does at the prompt.
    ///
    /// With no work running then, the terminal takes Ctrl-C as a signal; pressed with text on
    /// the line, it cleared nothing and ended the app (a job runner's, every job with it).
    @Test func ctrlCWhileATimersScreenIsDrawnClearsTheLineAndEndsNothing() throws {
        let session = try Session.atThePrompt(seconds: 30)
        defer { session.stop() }
        let terminal = session.terminal
        session.drawSlowlySoon()
        let clearing = "\r\u{1B}[K"
        let clearedBefore = terminal.output.components(separatedBy: clearing).count - 1
        terminal.type("abc")
        #expect(terminal.waitFor("abc"))
        // The timer falls due: the line gives way to a screen that takes 1.5 s to present.
        #expect(terminal.waitFor(clearing, count: clearedBefore + 1))
        usleep(300_000)
        session.ctrlCClears("abc")
    }

    /// Keys typed while a timer's screen is drawn, then Ctrl-C: the keys are cleared, in order,
    /// and the app stays (the terminal, in line mode there, dropped the keys, and the Ctrl-C,
    /// acting on the line thus emptied, ended the app).
    @Test func ctrlCAfterKeysTypedWhileATimersScreenIsDrawnClearsThem() throws {
        let session = try Session.atThePrompt(seconds: 30)
        defer { session.stop() }
        session.drawSlowlySoon()
        usleep(600_000)
        session.terminal.type("def")
        usleep(200_000)
        session.ctrlCClears("def")
    }

    /// On an empty line, that Ctrl-C ends the app as at the prompt, once the screen is drawn.
    @Test func ctrlCWhileATimersScreenIsDrawnOnAnEmptyLineEndsTheApp() throws {
        let session = try Session.atThePrompt(seconds: 30)
        defer { session.stop() }
        session.drawSlowlySoon()
        usleep(600_000)
        session.terminal.type("\u{3}")
        #expect(ProcessStopping.waitForExit(session.process, seconds: 120))
        #expect(session.process.terminationStatus == 130)
        #expect(session.terminal.isInLineMode)
    }

    /// A SIGINT that comes while the line editor reads keys acts as Ctrl-C typed then.
    ///
    /// Handled late, or sent by `kill -INT`, it clears a line with text on it and ends the app
    /// on an empty one, as bash takes it. Handled late, it ended a job runner with the line on
    /// it.
    @Test func aSigintWhileALineIsEditedActsAsCtrlC() throws {
        let session = try Session.atThePrompt(seconds: 30)
        defer { session.stop() }
        let terminal = session.terminal
        let app = try #require(
            ProcessStopping.descendants(of: session.process.processIdentifier).first)
        terminal.type("abc")
        #expect(terminal.waitFor("abc"))
        kill(app, SIGINT)
        usleep(300_000)
        #expect(session.process.isRunning)
        terminal.type("pick\n")
        #expect(terminal.waitFor("The history is empty."))
        #expect(!terminal.output.contains("abcpick"))
        kill(app, SIGINT)
        #expect(ProcessStopping.waitForExit(session.process, seconds: 120))
        #expect(session.process.terminationStatus == 130)
        #expect(terminal.isInLineMode)
    }

    /// Work a timer started takes Ctrl-C as keys until its screen says Ctrl-C stops it; from
    /// then on, Ctrl-C stops it.
    @Test func ctrlCStopsWorkATimerStartedOnceItsScreenShows() throws {
        let session = try Session.atThePrompt(seconds: 30)
        defer { session.stop() }
        let terminal = session.terminal
        terminal.type("later 42\n")
        #expect(terminal.waitFor("Looking up 42… Asking the source… Press Ctrl-C to stop."))
        terminal.type("\u{3}")
        #expect(terminal.waitFor("» Stopped looking up 42."))
        #expect(session.process.isRunning)
        session.quit()
    }

    @Test func aRecordingSaysWhereCtrlCStoppedWork() throws {
        let story = TestFolder.path("lookup", ending: ".story")
        defer { try? FileManager.default.removeItem(at: story) }
        let session = try Session(seconds: 30, arguments: ["--record", story.path])
        defer { session.stop() }
        let terminal = session.terminal
        #expect(terminal.waitFor("> "))
        terminal.type("look 42\n")
        #expect(terminal.waitFor("Press Ctrl-C to stop."))
        terminal.type("\u{3}")
        #expect(terminal.waitFor("» Stopped looking up 42."))
        #expect(terminal.waitFor("> ", count: 2))
        terminal.type("quit\n")
        #expect(ProcessStopping.waitForExit(session.process, seconds: 120))
        let text = try String(contentsOf: story, encoding: .utf8)
        #expect(
            text.hasSuffix(
                "look 42\n# (Ctrl-C stopped the work of the line above; a replay lets it finish)\n"
                    + "quit\n"), "\(text)")
    }

    /// A recording notes news from a subscription only where it changed the screen.
    ///
    /// A replay does not show such news; news that changed nothing (a watcher seeing the window's own save)
    /// needs no word. Before, every line after such news got one: a stranger's recording had
    /// one after nearly every command.
    @Test func aRecordingSaysWhereNewsChangedTheScreenOnly() throws {
        let story = TestFolder.path("news", ending: ".story")
        defer { try? FileManager.default.removeItem(at: story) }
        let session = try Session(seconds: 30, arguments: ["--record", story.path])
        defer { session.stop() }
        let terminal = session.terminal
        #expect(terminal.waitFor("> "))
        terminal.type("news 0\n")
        #expect(terminal.waitFor("> ", count: 2))
        // Its two items of news, which change nothing, come in a tenth of a second each.
        Thread.sleep(forTimeInterval: 1)
        terminal.type("news 1\n")
        #expect(terminal.waitFor("Fresh news 1"))
        terminal.type("quit\n")
        #expect(ProcessStopping.waitForExit(session.process, seconds: 120))
        let text = try String(contentsOf: story, encoding: .utf8)
        #expect(
            text.hasSuffix(
                "news 0\nnews 1\n"
                    + "# (news from a subscription came here; stories do not replay it)\nquit\n"),
            "\(text)")
    }

    /// A line taken up again after news redrew the screen completes from the screen as it is.
    ///
    /// Before, Tab kept the values of the screen the line was begun on: a stranger's Tab did
    /// not complete a person added in another window while their question waited.
    @Test func tabCompletesFromTheScreenTheNewsRedrew() throws {
        let session = try Session.atThePrompt(seconds: 30)
        defer { session.stop() }
        let terminal = session.terminal
        // The headline comes a second after the line is begun, which waits, its text kept.
        terminal.type("news 1\n")
        #expect(terminal.waitFor("> ", count: 2))
        terminal.type("read Fr")
        #expect(terminal.waitFor("read Fr"))
        #expect(!terminal.output.contains("Fresh news 1"), "the line was begun after the news")
        #expect(terminal.waitFor("Fresh news 1"))
        terminal.type("\t\n")
        #expect(
            terminal.waitFor("Reading \"Fresh news 1\"."), "\(terminal.outputWithoutPasteMarking)")
    }

    @Test func linesTypedWhileWorkRunsAreHandledInOrderAfterIt() throws {
        let session = try Session.atThePrompt(seconds: 1)
        defer { session.stop() }
        let terminal = session.terminal

        terminal.type("look 5\n")
        #expect(terminal.waitFor("Looking up 5…"))
        terminal.type("look 6\npick\n")
        #expect(terminal.waitFor("Pick a number"))
        let output = terminal.outputWithoutPasteMarking
        let afterFirst = output.components(separatedBy: "Looking up 5…").last ?? ""
        // Each line typed ahead is drawn after its prompt by the line editor, in order, and
        // handled then.
        let six = try #require(afterFirst.range(of: "> \r\u{1B}[2Clook 6\u{1B}[K"))
        let sixDone = try #require(afterFirst.range(of: "6 is even."))
        let pick = try #require(afterFirst.range(of: "> \r\u{1B}[2Cpick\u{1B}[K"))
        #expect(six.lowerBound < sixDone.lowerBound)
        #expect(sixDone.lowerBound < pick.lowerBound)
        // Nothing typed ahead appears before the work it waited for had ended.
        let beforeFive = try #require(afterFirst.range(of: "5 is odd."))
        #expect(beforeFive.lowerBound < six.lowerBound)

        session.quit()
    }

    /// A line typed ahead of work that Ctrl-C stops goes with it, as a shell drops what was
    /// typed ahead of a command Ctrl-C stops; what is typed after the Ctrl-C is kept.
    @Test func aLineTypedAheadOfWorkCtrlCStopsIsDroppedWithIt() throws {
        let session = try Session.atThePrompt(seconds: 30)
        defer { session.stop() }
        let terminal = session.terminal

        terminal.type("look 42\n")
        #expect(terminal.waitFor("Press Ctrl-C to stop."))
        terminal.type("look 6\n")
        Thread.sleep(forTimeInterval: 0.2)
        terminal.type("\u{3}")
        #expect(terminal.waitFor("» Stopped looking up 42."))
        // The picker, with nothing looked up: the line typed after the Ctrl-C runs.
        terminal.type("pick\n")
        #expect(terminal.waitFor("» The history is empty."))
        #expect(!terminal.output.contains("Looking up 6"))

        session.quit()
    }

    /// Keys typed while work runs act as keys once it is done, as they would typed then.
    ///
    /// The terminal, in line mode meanwhile, passes arrows and Tab on as bytes. Before, a
    /// typed-ahead line kept them as text (`look 7^[[D…`), refused or changed.
    @Test func arrowsAndTabTypedWhileWorkRunsActAsKeys() throws {
        let session = try Session.atThePrompt(seconds: 1)
        defer { session.stop() }
        let terminal = session.terminal
        terminal.type("look 5\n")
        #expect(terminal.waitFor("Looking up 5…"))
        // "lok 7", three times Left, "o": "look 7"; then "pi" and Tab: "pick".
        terminal.type("lok 7\u{1B}[D\u{1B}[D\u{1B}[Do\npi\t\n")
        #expect(terminal.waitFor("Pick a number"))
        let afterFirst = terminal.output.components(separatedBy: "Looking up 5…").last ?? ""
        #expect(afterFirst.contains("7 is odd."), "\(afterFirst)")
        #expect(!afterFirst.contains("[D"), "\(afterFirst)")
        session.quit()
    }

    /// Alt-] (or Alt-Shift-P) sends what opens a terminal's string: the keys typed after it
    /// are typed, not swallowed as the string's text until a control key.
    @Test func keysTypedAfterAnAltKeyThatOpensAStringAreTyped() throws {
        let session = try Session.atThePrompt(seconds: 0.1)
        defer { session.stop() }
        let terminal = session.terminal
        terminal.type("lo")
        #expect(terminal.waitFor("lo"))
        for alt in ["\u{1B}]", "\u{1B}P"] {
            terminal.type(alt)
            usleep(300_000)
        }
        terminal.type("ok 9\n")
        #expect(terminal.waitFor("9 is odd."))
        session.quit()
    }

    /// A string a terminal would write whole, left open, ends after a pause.
    ///
    /// `ESC ] 2 ;`, then keys half a second later: they are typed. Before, they were swallowed
    /// as its text until a control key (found by a hostile tester).
    @Test func keysTypedAfterAStringLeftOpenAreTyped() throws {
        let session = try Session.atThePrompt(seconds: 0.1)
        defer { session.stop() }
        let terminal = session.terminal
        terminal.type("lo")
        #expect(terminal.waitFor("lo"))
        terminal.type("\u{1B}]2;")
        usleep(800_000)
        terminal.type("ok 9\n")
        #expect(terminal.waitFor("9 is odd."))
        session.quit()
    }

    /// A resize draws the prompt and the line again at once, to the new width, from the start
    /// of its row with everything below cleared: the terminal may have wrapped the old line
    /// anew, and until a key was pressed the row showed its tail without the prompt.
    @Test func aResizeDrawsThePromptAndTheLineAgain() throws {
        let session = try Session.atThePrompt(seconds: 0.1)
        defer { session.stop() }
        let terminal = session.terminal
        let line = "look " + String(repeating: "9", count: 50)
        terminal.type(line)
        #expect(terminal.waitFor(line))
        terminal.setSize(columns: 20, rows: 40)
        // The line, too wide now, is shown around the cursor: its end, in the new width.
        #expect(terminal.waitFor("\r\u{1B}[J> \r\u{1B}[2C"))
        let redrawn = terminal.output.components(separatedBy: "\r\u{1B}[J> \r\u{1B}[2C").last ?? ""
        let shown = redrawn.components(separatedBy: "\u{1B}[K").first ?? ""
        #expect(shown.hasSuffix("99999") && shown.count < 18, "\(shown.debugDescription)")
        terminal.type("\u{15}")
        session.quit()
    }

    /// A scene whose Logic hears the screen's size is drawn again as soon as the terminal is
    /// resized, its Logic told first; the line being typed stays and goes on.
    @Test func aResizeDrawsAScreenThatHearsTheSizeAgainAtOnce() throws {
        let session = try Session.atThePrompt(seconds: 0.1)
        defer { session.stop() }
        let terminal = session.terminal
        terminal.type("look 6\n")
        #expect(terminal.waitFor("6 is even."))
        terminal.type("pick\n")
        #expect(terminal.waitFor("Sized for 70x40."))
        terminal.type("pick ")
        #expect(terminal.waitFor("pick "))
        terminal.setSize(columns: 60, rows: 30)
        #expect(terminal.waitFor("Sized for 60x30."))
        // The line typed before the resize goes on: the picker hands 6 down, looked up again.
        let found = terminal.output.components(separatedBy: "6 is even.").count - 1
        terminal.type("1\n")
        #expect(terminal.waitFor("6 is even.", count: found + 1))
        #expect(!terminal.output.contains("Unknown command"))
        session.quit()
    }

    /// Under help, a resize draws only the prompt and the line again, as under any scene.
    ///
    /// Help was drawn a second time at its old width (found by a hostile tester). The scene
    /// hears the new size before its next screen.
    @Test func aResizeUnderHelpDrawsOnlyThePromptAgain() throws {
        let session = try Session.atThePrompt(seconds: 0.1)
        defer { session.stop() }
        let terminal = session.terminal
        terminal.type("look 6\n")
        #expect(terminal.waitFor("6 is even."))
        terminal.type("pick\n")
        #expect(terminal.waitFor("Sized for 70x40."))
        terminal.type("help pick\n")
        #expect(terminal.waitFor("Help: pick"))
        #expect(terminal.waitUntilReadingKeys())
        terminal.type("pi")
        #expect(terminal.waitFor("pi"))
        terminal.setSize(columns: 60, rows: 30)
        // The line comes back after the prompt, cleared to the end of the screen below.
        #expect(terminal.waitFor("\r\u{1B}[J> "))
        terminal.type("ck 9\n")
        #expect(terminal.waitFor("Sized for 60x30."))
        #expect(terminal.output.components(separatedBy: "Help: pick").count == 2)
        #expect(terminal.output.components(separatedBy: "Sized for 70x40.").count == 2)
        session.quit()
    }

    /// A resize while work runs draws the work's screen again, below, to the new width.
    @Test func aResizeWhileWorkRunsDrawsItsScreenAgain() throws {
        let session = try Session.atThePrompt(seconds: 30)
        defer { session.stop() }
        let terminal = session.terminal
        terminal.type("look 42\n")
        let working = "Working: what you type now runs once this is done."
        #expect(terminal.waitFor(working))
        terminal.setSize(columns: 60, rows: 40)
        #expect(terminal.waitFor("Looking up 42…", count: 2))
        // Laid out again at the new width: its rules are 60 wide, not 70. Waited for, both the
        // heading's and the footer's: the screen may arrive in pieces (CI read it half drawn).
        let rule = { (width: Int) in "\r\n" + String(repeating: "─", count: width) + "\r\n" }
        #expect(terminal.waitFor(rule(60), count: 2))
        let again = terminal.output.components(separatedBy: "Looking up 42…").last ?? ""
        #expect(again.contains(rule(60)), "\(again.debugDescription)")
        #expect(!again.contains(String(repeating: "─", count: 61)))
        terminal.type("\u{3}")
        #expect(terminal.waitFor("» Stopped looking up 42."))
        session.quit()
    }

    /// A line exactly as wide as the room after the prompt is left whole on the screen when
    /// typed: drawn around the cursor, it had lost its first character.
    @Test func aLineAsWideAsTheRoomIsLeftWhole() throws {
        let session = try Session.atThePrompt(seconds: 0.1)
        defer { session.stop() }
        let terminal = session.terminal
        // 70 columns: the prompt's 2, the cursor's 1, and 67 for the line.
        let line = "look " + String(repeating: "1", count: 62)
        terminal.type(line + "\n")
        // Written whole and ended, not drawn around the cursor (which ends in an erase).
        #expect(terminal.waitFor("\r\u{1B}[2C" + line + "\r"))
        session.quit()
    }

    /// What was typed during a line's work and not yet taken joins what is typed during the
    /// next one, in order: before, a line begun in the first (`lo`) held back what came in the
    /// second (`ok 4`) until it was typed again, then ran it alone.
    @Test func typingSpreadOverTwoLinesOfWorkStaysInOrder() throws {
        let session = try Session.atThePrompt(seconds: 1.5)
        defer { session.stop() }
        let terminal = session.terminal
        terminal.type("look 1\n")
        #expect(terminal.waitFor("Looking up 1…"))
        terminal.type("look 2\nlo")
        #expect(terminal.waitFor("Looking up 2…"))
        terminal.type("ok 4\n")
        #expect(terminal.waitFor("4 is even."))
        #expect(!terminal.output.contains("Unknown command"), "\(terminal.output.suffix(400))")
        session.quit()
    }

    /// An Alt key that opens a sequence, typed while work runs, leaves the keys typed after the
    /// work typed too.
    @Test func anAltKeyTypedDuringWorkLeavesTheNextKeysTyped() throws {
        let session = try Session.atThePrompt(seconds: 1)
        defer { session.stop() }
        let terminal = session.terminal
        terminal.type("look 3\n")
        #expect(terminal.waitFor("Looking up 3…"))
        terminal.type("look 5\u{1B}]")
        #expect(terminal.waitFor("3 is odd."))
        usleep(300_000)
        terminal.type("5\n")
        #expect(terminal.waitFor("55 is odd."))
        session.quit()
    }

    /// Ctrl-S typed while work runs does not freeze the screen until Ctrl-Q (the terminal's
    /// flow control), as at the prompt, where it is a key that does nothing.
    @Test func ctrlSWhileWorkRunsFreezesNothing() throws {
        let session = try Session.atThePrompt(seconds: 1)
        defer { session.stop() }
        let terminal = session.terminal
        terminal.type("look 7\n")
        #expect(terminal.waitFor("Looking up 7…"))
        terminal.type("\u{13}")
        #expect(terminal.waitFor("7 is odd."))
        session.quit()
    }
}
