import Foundation
import ScenicTestSupport
import Testing

/// `scenic review` on a pseudo-terminal, one key per decision.
@Suite(.blocking) struct ReviewCommandTests {
    private let package: TemporaryPackage

    init() throws {
        package = try TemporaryPackage()
        try package.write("a\n", to: "Snapshots/CartTests/a.1.txt")
        try package.write("A\n", to: "Snapshots/CartTests/a.1.txt.new")
        try package.write("b\n", to: "Snapshots/CartTests/b.1.txt.new")
        try package.write("c\n", to: "Snapshots/CartTests/c.1.txt")
        try package.write("C\n", to: "Snapshots/CartTests/c.1.txt.new")
        try package.write("d\n", to: "Snapshots/CartTests/d.1.txt.new")
    }

    private func review(typing keys: [String]) throws -> (status: Int32, output: String) {
        try reviewOnATerminal(package, typing: keys)
    }

    @Test func singleKeysAcceptSkipAndRejectTheRest() throws {
        let result = try review(typing: ["a", "s", "R", "R"])
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "R rejects the change after this one (1 snapshot) too, unseen; press R again to "
                    + "reject them all, or r to reject this one."))
        #expect(result.output.contains("[1/4] CartTests › a (1) (changed)"))
        #expect(result.output.contains("-a\r\n+A"))
        #expect(result.output.contains("Accepted Snapshots/CartTests/a.1.txt (updated)"))
        #expect(result.output.contains("Skipped Snapshots/CartTests/b.1.txt"))
        #expect(result.output.contains("Accepted 1, rejected 2; 1 still pending."))
        #expect(
            package.snapshotFiles() == [
                "Snapshots/CartTests/a.1.txt", "Snapshots/CartTests/b.1.txt.new",
                "Snapshots/CartTests/c.1.txt",
            ])
        #expect(package.read("Snapshots/CartTests/a.1.txt") == "A\n")
        #expect(package.read("Snapshots/CartTests/c.1.txt") == "c\n")
    }

    /// Keys typed before review shows its first change (while `swift run` builds it) decide
    /// nothing: before, an "R" typed ahead rejected every pending snapshot unseen (found by a
    /// hostile tester typing "Ready" during the build).
    @Test func keysTypedBeforeTheFirstChangeIsShownDecideNothing() throws {
        let terminal = try PseudoTerminal()
        terminal.type("Ready A")
        let process = try terminal.launch(
            try BuiltProduct("scenic").url, ["review"], in: package.root)
        #expect(terminal.waitFor("? for all keys: "))
        terminal.type("q")
        terminal.waitFor("still pending")
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
        terminal.readRest()
        #expect(terminal.output.contains("Accepted 0, rejected 0; 4 still pending."))
        #expect(package.snapshotFiles().filter { $0.hasSuffix(".new") }.count == 4)
    }

    @Test func unknownKeysSaySoQuestionMarkListsTheKeysAndQuitLeavesTheRestPending() throws {
        let result = try review(typing: ["x?q"])
        #expect(result.status == 1)
        #expect(result.output.contains("The key \"x\" does nothing here; ? lists the keys."))
        #expect(result.output.contains("v  view: cycle the diff, the stored text and the new text"))
        // Every line of the list fits a terminal of 80 columns (one did not: found by a
        // newcomer).
        let list = result.output.components(separatedBy: "a  accept:").last ?? ""
        let keyLines = list.split(whereSeparator: \.isNewline).prefix { !$0.hasPrefix("[a]ccept") }
        #expect(keyLines.count >= 9 && keyLines.allSatisfy { $0.count < 80 }, "\(keyLines)")
        #expect(result.output.contains("Accepted 0, rejected 0; 4 still pending."))
        #expect(package.snapshotFiles().filter { $0.hasSuffix(".new") }.count == 4)
    }

    @Test func arrowAndFunctionKeysPastedTextAndAccentedLettersDecideNothing() throws {
        // Up is ESC [ A and F3 is ESC O R: their last letters are the keys that accept and
        // reject all the rest. A paste arrives marked, and starts with the same letter.
        let up = "\u{1B}[A"
        let functionKey3 = "\u{1B}OR"
        let paste = "\u{1B}[200~Are you sure\u{1B}[201~"
        let result = try review(typing: [up, functionKey3, paste, "é", "\u{1B}", "q"])
        #expect(result.status == 1)
        let arrow =
            "That key (an arrow, a function key or Alt with a key) does nothing here; type one "
            + "of the keys, ? lists them."
        #expect(result.output.components(separatedBy: arrow).count == 3)
        #expect(
            result.output.contains(
                "Pasted text decides nothing; type one of the keys, ? lists them."))
        #expect(result.output.contains("The key \"é\" does nothing here; ? lists the keys."))
        #expect(result.output.contains("Accepted 0, rejected 0; 4 still pending."))
        #expect(package.snapshotFiles().filter { $0.hasSuffix(".new") }.count == 4)
        #expect(package.read("Snapshots/CartTests/a.1.txt") == "a\n")
    }

    /// A paste is one press however long: past any limit its bytes would be keys, and an `A`
    /// in it would accept all the rest.
    @Test func aPasteOfMoreThanAMebibyteDecidesNothing() throws {
        let paste = "\u{1B}[200~" + String(repeating: "x", count: 1 << 20) + "A\u{1B}[201~"
        let result = try review(typing: [paste, "q"])
        #expect(
            result.output.contains(
                "Pasted text decides nothing; type one of the keys, ? lists them."))
        #expect(!result.output.contains("does nothing here"))
        #expect(result.output.contains("Accepted 0, rejected 0; 4 still pending."))
    }

    /// An end marker inside the pasted text (a clipboard holding markers) does not end the
    /// paste: what follows it is pasted too, never keys.
    @Test func aPasteHoldingPasteMarkersDecidesNothing() throws {
        let nested = "\u{1B}[200~x\u{1B}[200~y\u{1B}[201~A\u{1B}[201~"
        let unmatched = "\u{1B}[200~see log:\u{1B}[201~A\u{1B}[201~"
        let result = try review(typing: [nested, unmatched, "q"])
        #expect(
            result.output.contains(
                "Pasted text decides nothing; type one of the keys, ? lists them."))
        #expect(!result.output.contains("accept all the rest"))
        #expect(result.output.contains("Accepted 0, rejected 0; 4 still pending."))
    }

    /// A start marker inside the pasted text, with no end of its own, leaves the paste open a
    /// second at most: every key after it was taken into the paste, unseen.
    @Test func aPasteWithAnUnmatchedStartMarkerEndsAndKeysCountAgain() throws {
        let (terminal, process) = try startReview(package)
        terminal.type("\u{1B}[200~hello\u{1B}[200~world\u{1B}[201~")
        #expect(terminal.waitFor("Pasted text decides nothing"))
        usleep(1_300_000)
        terminal.type("q")
        #expect(terminal.waitFor("still pending"))
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
        terminal.readRest()
        #expect(terminal.output.contains("Accepted 0, rejected 0; 4 still pending."))
    }

    /// A paste that pauses (a slow link) is still one paste when the rest comes.
    @Test func aPasteThatPausesDecidesNothing() throws {
        let (terminal, process) = try startReview(package)
        terminal.type("\u{1B}[200~abc")
        usleep(1_300_000)
        terminal.type(" xyA\u{1B}[201~")
        #expect(terminal.waitFor("Pasted text decides nothing"))
        #expect(terminal.waitFor("? for all keys: ", count: 2))
        terminal.type("q")
        terminal.waitFor("still pending")
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
        terminal.readRest()
        #expect(!terminal.output.contains("accept all the rest"))
        #expect(!terminal.output.contains("does nothing here"))
        #expect(terminal.output.contains("Accepted 0, rejected 0; 4 still pending."))
    }

    /// What a warning names may be pending still: review does not say all is decided.
    @Test func aFileTheListingCouldNotReadLeavesTheStatusAtOne() throws {
        let folder = package.root.appendingPathComponent("Snapshots/CartTests").path
        let name = Array(folder.utf8) + Array("/bad".utf8) + [0xFE] + Array(".1.txt.new".utf8)
        let descriptor = (name + [0]).withUnsafeBytes {
            open($0.baseAddress!.assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644)
        }
        close(descriptor)
        let result = try review(typing: ["A", "A"])
        #expect(result.output.contains("Accepted 4, rejected 0; 0 still pending."))
        #expect(result.output.contains("has a name that is not UTF-8"))
        #expect(result.status == 1)
    }

    /// Space pages: on what fits one page it says so and decides nothing.
    @Test func spaceOnAChangeThatFitsOnePageDecidesNothing() throws {
        let result = try review(typing: [" ", "q"])
        #expect(result.output.contains("What is shown fits one page; s skips it, or decide."))
        #expect(!result.output.contains("Skipped"))
        #expect(result.output.contains("Accepted 0, rejected 0; 4 still pending."))
    }

    /// `A` says which changes after this one it accepts unseen, and a second `A` accepts them:
    /// a first press accepted changes the reviewer had never seen (found by a newcomer and a
    /// stranger, each of whom took `A` for "all of this change").
    @Test func acceptAllTheRest() throws {
        let result = try review(typing: ["s", "A", "A"])
        #expect(
            result.output.contains(
                "A accepts the 2 changes after this one (2 snapshots) too, unseen; press A again "
                    + "to accept them all, or a to accept this one."))
        #expect(result.status == 1)
        #expect(result.output.contains("Accepted 3, rejected 0; 1 still pending."))
        #expect(
            package.snapshotFiles().filter { $0.hasSuffix(".new") } == [
                "Snapshots/CartTests/a.1.txt.new"
            ])
    }

    /// After `A` said what else it would accept, `a` accepts this change only, and the next is
    /// shown.
    @Test func acceptAllTheRestThenAcceptsThisOneOnly() throws {
        let result = try review(typing: ["A", "a", "q"])
        #expect(result.output.contains("[2/4] CartTests › b (1) (new)"))
        #expect(result.output.contains("Accepted 1, rejected 0; 3 still pending."))
    }

    /// A test run in another window writes a pending file again while the reviewer reads it,
    /// and another process decides one: each decision applies to what was shown, or to nothing.
    @Test func aDecisionAppliesToTheTextShownNeverToOneWrittenAfter() throws {
        let result = try reviewOnATerminal(package, typing: ["a", "a", "r", "a"]) { key in
            guard key == 0 else { return }
            try package.write("Z, never shown\n", to: "Snapshots/CartTests/a.1.txt.new")
            try FileManager.default.removeItem(
                at: package.root.appendingPathComponent("Snapshots/CartTests/b.1.txt.new"))
        }
        #expect(
            result.output.contains(
                "Not accepted: Snapshots/CartTests/a.1.txt.new was written again after review "
                    + "read it (by a test run, most likely), so it holds text you have not seen. "
                    + "It is still pending; run \"swift run scenic review\" to see it."))
        #expect(
            result.output.contains(
                "Already decided: Snapshots/CartTests/b.1.txt.new is gone (another process "
                    + "accepted, rejected or removed it); nothing done."))
        #expect(result.output.contains("Rejected Snapshots/CartTests/c.1.txt (stored one kept)"))
        #expect(result.output.contains("Accepted Snapshots/CartTests/d.1.txt (new)"))
        #expect(
            result.output.contains(
                "Accepted 1, rejected 1; 1 still pending; 1 could not be decided (said above)."))
        #expect(result.status == 1)
        #expect(package.read("Snapshots/CartTests/a.1.txt") == "a\n")
        #expect(package.read("Snapshots/CartTests/a.1.txt.new") == "Z, never shown\n")
    }

    /// Ctrl-Z gives the shell its terminal back while review is stopped; `fg` sets single keys
    /// and bracketed paste again, so a paste is still refused whole, and prompts anew.
    @Test func stoppedAndContinuedItReadsKeysAgainAndRefusesAPaste() throws {
        let (terminal, process) = try startReview(package)
        #expect(!terminal.isInLineMode)
        // Ctrl-S is a key, not a stop of the output while keys are still read.
        var settings = termios()
        tcgetattr(terminal.terminal.fileDescriptor, &settings)
        #expect(settings.c_iflag & tcflag_t(IXON) == 0)
        #expect(ProcessStopping.stop(process, with: SIGTSTP))
        #expect(terminal.waitFor("\u{1B}[?2004l"))
        #expect(terminal.isInLineMode && terminal.echoes)
        kill(process.processIdentifier, SIGCONT)
        #expect(terminal.waitFor("\u{1B}[?2004h", count: 2))
        #expect(terminal.waitFor("? for all keys: ", count: 2))
        #expect(!terminal.isInLineMode)
        pasteThenQuit(terminal, process)
    }

    /// Continued without a stop (a bare SIGCONT), review writes its prompt over itself, from
    /// the line's start, rather than a second time after the first.
    @Test func continuedWithoutAStopItPromptsFromTheLinesStart() throws {
        let (terminal, process) = try startReview(package)
        kill(process.processIdentifier, SIGCONT)
        #expect(terminal.waitFor("\u{1B}[?2004h\r"))
        #expect(!terminal.isInLineMode)
        pasteThenQuit(terminal, process)
    }

    /// Stopped by SIGSTOP, which no program can handle, review finds the terminal as the shell
    /// left it when continued: it sets single keys and bracketed paste again, and prompts.
    @Test func continuedAfterAStopItCouldNotHandleItReadsKeysAgain() throws {
        let (terminal, process) = try startReview(package)
        #expect(ProcessStopping.stop(process))
        terminal.setLineModeAsAShellDoes()
        kill(process.processIdentifier, SIGCONT)
        #expect(terminal.waitFor("? for all keys: ", count: 2))
        #expect(!terminal.isInLineMode)
        pasteThenQuit(terminal, process)
    }

    /// SIGTERM, SIGHUP, Ctrl-\\ and a closed pipe end review with the terminal as it was, as
    /// Ctrl-C does; Ctrl-\\ no longer hands it to the crash reporter, which read keys on.
    @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1])
    func endedBySignalItLeavesTheTerminalInLineMode(signal: Int32) throws {
        let (terminal, process) = try startReview(package)
        #expect(!terminal.isInLineMode)
        kill(process.processIdentifier, signal)
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
        #expect(process.terminationStatus == 128 + signal)
        #expect(terminal.isInLineMode && terminal.echoes)
        #expect(terminal.waitFor("\u{1B}[?2004l"))
        #expect(package.snapshotFiles().filter { $0.hasSuffix(".new") }.count == 4)
    }

    /// A crash's signal, sent from outside, ends review by its default action with the
    /// terminal put back, after the backtrace: the crash reporter returned to review, which
    /// went back to reading keys.
    @Test(arguments: [SIGABRT, SIGSEGV])
    func endedByACrashSignalItDecidesNothingMore(signal: Int32) throws {
        // Not waiting for a key to the backtrace's own prompt.
        let (terminal, process) = try startReview(
            package, environment: ["SWIFT_BACKTRACE": "interactive=no"])
        kill(process.processIdentifier, signal)
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signal)
        terminal.readRest()
        #expect(terminal.output.contains("Program crashed"))
        #expect(terminal.isInLineMode && terminal.echoes)
        #expect(package.snapshotFiles().filter { $0.hasSuffix(".new") }.count == 4)
    }

    @Test func viewCyclesTheDiffTheStoredTextAndTheNewText() throws {
        let result = try review(typing: ["v", "v", "q"])
        #expect(result.output.contains("Stored text of Snapshots/CartTests/a.1.txt:\r\na\r\n"))
        #expect(result.output.contains("New text in Snapshots/CartTests/a.1.txt.new:\r\nA\r\n"))
    }
}

/// The same change in many snapshots is one decision.
@Suite(.blocking) struct ReviewByChangeTests {
    private let package: TemporaryPackage

    init() throws {
        package = try TemporaryPackage()
        // A reworded command in the footer of three screens, at different lines, one of them
        // wrapped onto a line of its own.
        let footers = [
            ("cart", "Cart\n1 item\nCommands: add · help · "),
            ("orders", "Orders\nCommands: add · help · "),
            ("home", "Home\nCommands: add · help ·\n"),
        ]
        for (name, footer) in footers {
            try package.write(footer + "quit\n", to: "Snapshots/Screens/\(name).txt")
            try package.write(footer + "exit\n", to: "Snapshots/Screens/\(name).txt.new")
        }
        try package.write("Total $3\n", to: "Snapshots/Screens/total.txt")
        try package.write("Total $4\n", to: "Snapshots/Screens/total.txt.new")
    }

    private func review(typing keys: [String]) throws -> (status: Int32, output: String) {
        try reviewOnATerminal(package, typing: keys)
    }

    /// Lines added whole name no words: the heading says so, where a bare colon read as
    /// words left out (a newcomer's reading list).
    @Test func aChangeOfWholeLinesIsHeadedSo() throws {
        for name in ["one", "two"] {
            try package.write("Title\n", to: "Snapshots/Lines/\(name).txt")
            try package.write("Title\n──────\n", to: "Snapshots/Lines/\(name).txt.new")
        }
        let result = try review(typing: ["s", "s", "s"])
        #expect(result.output.contains("The same change in 2 snapshots (changed), whole lines:"))
    }

    @Test func oneKeyAcceptsEverySnapshotWithTheSameChange() throws {
        let result = try review(typing: ["a", "s"])
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "[1/2] The same change in 3 snapshots (changed): \"quit\" → \"exit\":"))
        #expect(
            result.output.contains("  Screens › cart\r\n  Screens › home\r\n  Screens › orders"))
        // The changed word is marked within the changed line.
        #expect(result.output.contains("-Commands: add · help · [-quit-]"))
        #expect(result.output.contains("+Commands: add · help · {+exit+}"))
        // The footer wrapped onto a line of its own, and the same line among other lines,
        // are shown too, each with its snapshot.
        let others: String =
            "Also in other snapshots of this change, what the diff above does not show:\r\n"
            + "\r\nScreens › home:\r\n@@ -1,3 +1,3 @@\r\n Home\r\n Commands: add · help ·"
            + "\r\n-quit\r\n+exit\r\n\r\nScreens › orders:\r\n@@ -1,2 +1,2 @@\r\n"
            + " Orders\r\n-Commands: add · help · [-quit-]"
        #expect(result.output.contains(others), "\(result.output)")
        #expect(result.output.contains("[2/2] Screens › total (changed)"))
        #expect(result.output.contains("Accepted 3, rejected 0; 1 still pending."))
        #expect(
            package.read("Snapshots/Screens/orders.txt") == "Orders\nCommands: add · help · exit\n")
        #expect(package.exists("Snapshots/Screens/total.txt.new"))
    }

    /// The same words changed in other lines are one group, but every line its key decides
    /// is shown: accepting `Export: no` → `yes` would otherwise accept a wipe unseen.
    @Test func everyChangedLineOfAGroupIsShownBeforeOneKeyDecidesIt() throws {
        let settings = try TemporaryPackage()
        try settings.write("Export: no\n", to: "Snapshots/Zz/a.txt")
        try settings.write("Export: yes\n", to: "Snapshots/Zz/a.txt.new")
        try settings.write("Wipe disk on exit: no\n", to: "Snapshots/Zz/b.txt")
        try settings.write("Wipe disk on exit: yes\n", to: "Snapshots/Zz/b.txt.new")
        try settings.write("Export: no\n", to: "Snapshots/Zz/c.txt")
        try settings.write("Export: yes\n", to: "Snapshots/Zz/c.txt.new")
        let result = try reviewOnATerminal(settings, typing: ["q"])
        #expect(
            result.output.contains("The same change in 3 snapshots (changed): \"no\" → \"yes\":"))
        #expect(
            result.output.contains(
                "Also in other snapshots of this change, what the diff above does not show:\r\n"
                    + "\r\nZz › b:\r\n@@ -1,1 +1,1 @@\r\n-Wipe disk on exit: [-no-]\r\n"
                    + "+Wipe disk on exit: {+yes+}"),
            "\(result.output)")
        // The hunks the diff shows are not listed again.
        #expect(result.output.components(separatedBy: "+Export:").count == 2)
    }

    /// The same changed line among other lines (`Enabled: no` under `Backups` and under
    /// `Danger zone`) is another hunk, shown too.
    @Test func theSameLineAmongOtherLinesIsShownToo() throws {
        let settings = try TemporaryPackage()
        // Two lines up, as a diff's hunk shows them: the line just above is the same.
        for (name, section) in [("a", "Backups"), ("b", "Danger zone"), ("c", "Backups")] {
            let text = "\(section)\nKeep: 7 days\nEnabled: "
            try settings.write(text + "no\n", to: "Snapshots/Zz/\(name).txt")
            try settings.write(text + "yes\n", to: "Snapshots/Zz/\(name).txt.new")
        }
        let result = try reviewOnATerminal(settings, typing: ["q"])
        #expect(
            result.output.contains(
                "Zz › b:\r\n@@ -1,3 +1,3 @@\r\n Danger zone\r\n Keep: 7 days\r\n"))
        #expect(!result.output.contains("Zz › c:"))
    }

    /// Text shown escaped (a combining accent as `<U+0301>`) and the same letters typed look
    /// alike on screen: hunks are compared by the lines they stand for, so the other one is
    /// listed; and the legend of escapes is not part of a listed hunk.
    @Test func hunksThatOnlyLookAlikeAreListed() throws {
        let settings = try TemporaryPackage()
        let middle = (1...8).map { "line \($0)" }.joined(separator: "\n")
        let escaped = "caf<U+0065><U+0301>"
        let real = "cafe\u{301}"
        let stored = "x: no\n\(middle)\ny: no\n"
        try settings.write(stored, to: "Snapshots/Zz/a.txt")
        try settings.write("x: \(escaped)\n\(middle)\ny: \(real)\n", to: "Snapshots/Zz/a.txt.new")
        try settings.write(stored, to: "Snapshots/Zz/b.txt")
        try settings.write("x: \(real)\n\(middle)\ny: \(escaped)\n", to: "Snapshots/Zz/b.txt.new")
        let result = try reviewOnATerminal(settings, typing: ["q"])
        #expect(result.output.contains("The same change in 2 snapshots"))
        #expect(result.output.contains("Zz › b:"), "\(result.output)")
        let listed = result.output.components(separatedBy: "Zz › b:").last ?? ""
        #expect(!listed.contains("marks a trailing space"))
    }

    @Test func eachDecidesAGroupOneByOne() throws {
        let result = try review(typing: ["e", "a", "r", "s", "q"])
        #expect(result.output.contains("[1/2] 1/3 Screens › cart (changed)"))
        #expect(result.output.contains("Accepted 1, rejected 1; 2 still pending."))
    }
}

/// Starts `scenic review` in `package` on a pseudo-terminal (of `columns` by `rows`, when
/// given) and waits for its first prompt.
func startReview(
    _ package: TemporaryPackage, columns: Int? = nil, rows: Int? = nil,
    environment: [String: String?] = [:]
) throws -> (PseudoTerminal, Process) {
    let terminal = try PseudoTerminal()
    if let columns, let rows { terminal.setSize(columns: columns, rows: rows) }
    let process = try terminal.launch(
        try BuiltProduct("scenic").url, ["review"], in: package.root, environment: environment)
    #expect(terminal.waitFor("? for all keys: "))
    return (terminal, process)
}

/// Pastes a line into a running review, which must decide nothing, then quits it, the four
/// pending snapshots left pending.
func pasteThenQuit(_ terminal: PseudoTerminal, _ process: Process) {
    terminal.type("\u{1B}[200~Are you sure\u{1B}[201~")
    #expect(terminal.waitFor("Pasted text decides nothing"))
    terminal.type("q")
    terminal.waitFor("still pending")
    #expect(ProcessStopping.waitForExit(process, seconds: 120))
    #expect(terminal.output.contains("Accepted 0, rejected 0; 4 still pending."))
}

/// Runs `scenic review` in `package` on a pseudo-terminal, typing each key once the prompt is
/// up, as a person would.
///
/// `beforeKey` runs with each key's index once its prompt is up, before the key is typed: what
/// another process does while a reviewer reads.
func reviewOnATerminal(
    _ package: TemporaryPackage, typing keys: [String],
    beforeKey: (Int) throws -> Void = { _ in }
) throws -> (status: Int32, output: String) {
    let terminal = try PseudoTerminal()
    let process = try terminal.launch(try BuiltProduct("scenic").url, ["review"], in: package.root)
    for (index, key) in keys.enumerated() {
        #expect(terminal.waitFor("? for all keys: ", count: index + 1))
        try beforeKey(index)
        terminal.type(key)
    }
    terminal.waitFor("still pending")
    #expect(ProcessStopping.waitForExit(process, seconds: 120))
    terminal.readRest()
    return (process.terminationStatus, terminal.output)
}

/// `scenic review` in a terminal of 80 columns and 24 rows, as a reviewer has it.
@Suite(.blocking) struct ReviewAtTheTerminalsSizeTests {
    private let package: TemporaryPackage

    init() throws {
        package = try TemporaryPackage()
        // A story of 80-column screens whose footer changed on each: a long diff of full lines.
        let screen = (1...4).map { "Line \($0) " + String(repeating: "x", count: 73) }
        let rule = String(repeating: "─", count: 80)
        let stored = (1...12).map { _ in (screen + [rule, "Commands: help · quit"]) }
        let new = (1...12).map { _ in (screen + [rule, "Commands: help · leave"]) }
        try package.write(
            stored.joined().joined(separator: "\n") + "\n",
            to: "Snapshots/StoryTests/stories.long-one-with-a-name-that-takes-room.txt")
        try package.write(
            new.joined().joined(separator: "\n") + "\n",
            to: "Snapshots/StoryTests/stories.long-one-with-a-name-that-takes-room.txt.new")
    }

    @Test func aLongDiffIsPagedUnderItsHeadingAndNoLineIsWiderThanTheTerminal() throws {
        let terminal = try PseudoTerminal()
        terminal.setSize(columns: 80, rows: 24)
        let process = try terminal.launch(
            try BuiltProduct("scenic").url, ["review"], in: package.root)
        for (index, key) in [" ", " ", "b", "q"].enumerated() {
            #expect(terminal.waitFor("? for all keys: ", count: index + 1))
            terminal.type(key)
        }
        terminal.waitFor("still pending")
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
        let lines = terminal.output.components(separatedBy: "\r\n")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        // The 80-column lines of the diff are clipped with a marker rather than wrapped.
        #expect(lines.contains(" " + String(repeating: "─", count: 78) + "→"))
        // Each page is headed again, and says where it stands.
        let heading = "[1/1] StoryTests › stories (long-one-with-a-name-that-takes-room) (changed)"
        #expect(lines.filter { $0 == heading }.count == 4)
        let positions = lines.filter { $0.hasPrefix("-- lines ") }
        #expect(
            positions == [
                "-- lines 1–20 of 85: Space for more --",
                "-- lines 21–40 of 85: Space for more, b back --",
                "-- lines 41–60 of 85: Space for more, b back --",
                "-- lines 21–40 of 85: Space for more, b back --",
            ])
        // So each page fits the 24 rows: a blank line, the heading, 20 lines, where, the prompt.
        #expect(process.terminationStatus == 1)
    }

    /// Resized between pages, the change is laid out again for the new size.
    ///
    /// From its first page: the next page was laid out for the old size, and the heading
    /// scrolled away (a hostile tester). What was seen is asked about again before an unseen
    /// accept.
    @Test func aResizeBetweenPagesLaysTheChangeOutAgain() throws {
        let (terminal, process) = try startReview(package, columns: 80, rows: 24)
        defer { if process.isRunning { process.terminate() } }
        terminal.type(" ")
        #expect(terminal.waitFor("-- lines 21–40 of 85"))
        #expect(terminal.waitFor("? for all keys: ", count: 2))
        terminal.setSize(columns: 60, rows: 14)
        let before = terminal.output.count
        terminal.type(" ")
        // The second first page: the first was shown before the resize (waiting for it alone
        // passed at once, and a loaded machine's new page came after the read; a helper's
        // full run).
        #expect(terminal.waitFor("-- lines 1–", count: 2))
        terminal.readRest()
        let after = String(terminal.output.dropFirst(before))
        #expect(after.contains("-- lines 1–"), "\(after)")
        let lines = after.components(separatedBy: "\r\n")
        #expect(lines.allSatisfy { $0.count <= 60 }, "\(lines.filter { $0.count > 60 })")
        terminal.type("q")
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
    }

    /// A new snapshot of 80-column screens is shown as it is at 80 columns: as a diff, a `+`
    /// before each line folded every rule in two (a newcomer's first review).
    @Test func aNewSnapshotsTextIsShownAsItIsAndFitsTheTerminalItWasMadeFor() throws {
        let rule = String(repeating: "─", count: 80)
        try package.write(
            "Cart\n\(rule)\nNo items.\n\(rule)\n",
            to: "Snapshots/StoryTests/stories.new-one.txt.new")
        let terminal = try PseudoTerminal()
        terminal.setSize(columns: 80, rows: 24)
        let process = try terminal.launch(
            try BuiltProduct("scenic").url, ["review"], in: package.root)
        for (index, key) in ["s", "q"].enumerated() {
            #expect(terminal.waitFor("? for all keys: ", count: index + 1))
            terminal.type(key)
        }
        terminal.waitFor("still pending")
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
        #expect(terminal.output.contains("(new)\r\nCart\r\n\(rule)\r\nNo items.\r\n\(rule)\r\n"))
        #expect(!terminal.output.contains("↩"))
    }

    /// Accepting a long change after its first page asks once more: a reviewer pressing `a`
    /// on page 1 of 5 would otherwise accept four pages never shown.
    @Test func acceptingALongChangeUnseenTakesASecondKey() throws {
        let (terminal, process) = try startReview(package, columns: 80, rows: 24)
        terminal.type("a")
        // Wrapped between words at the terminal's width, where the terminal broke "accept".
        #expect(
            terminal.waitFor(
                "Only part of this change was shown (page 1 of 5); Space shows the rest, or\r\n"
                    + "press the key again to accept it unseen."))
        #expect(terminal.waitFor("? for all keys: ", count: 2))
        terminal.type("a")
        terminal.waitFor("still pending")
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
        #expect(terminal.output.contains("Accepted 1, rejected 0; 0 still pending."))
    }

    /// Another view, or `A` for all the rest, is no way around the second key: the diff's
    /// unseen pages are unseen whichever view is up.
    @Test func viewingTheTextsOrAcceptingAllTheRestStillAsksForTheUnseenPages() throws {
        let terminal = try PseudoTerminal()
        terminal.setSize(columns: 80, rows: 24)
        let process = try terminal.launch(
            try BuiltProduct("scenic").url, ["review"], in: package.root)
        for (index, key) in ["v", "A", "A"].enumerated() {
            #expect(terminal.waitFor("? for all keys: ", count: index + 1))
            terminal.type(key)
        }
        terminal.waitFor("still pending")
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
        let said = terminal.output.replacingOccurrences(of: "\r\n", with: " ")
        #expect(
            said.contains(
                "Only part of this change was shown (page 1 of 5); v shows the diff again and "
                    + "Space the rest, or press the key again to accept it unseen."))
        #expect(terminal.output.contains("Accepted 1, rejected 0; 0 still pending."))
    }

    @Test func theReadmeShowsWhatReviewPrintsAtEightyColumns() throws {
        let readme = try Readme()
        let section = try readme.section("#### The `scenic` command")
        // The sample app's previews, with the global quit renamed in their footers.
        let review = try TemporaryPackage()
        let folder = readme.folder.appending(path: "Snapshots/PreviewGalleryTests")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasPrefix("everyPreviewOfTheSampleAppIsSnapshotted.") && name.hasSuffix(".txt") {
            let stored = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
            let path = "Snapshots/PreviewGalleryTests/" + name
            try review.write(stored, to: path)
            // Every footer's: after a dot, or alone where a narrow footer wraps before it.
            let renamed = stored.replacingOccurrences(of: "· quit\n", with: "· leave\n")
                .replacingOccurrences(of: "\nquit\n", with: "\nleave\n")
            if renamed != stored { try review.write(renamed, to: path + ".new") }
        }
        let terminal = try PseudoTerminal()
        terminal.setSize(columns: 80, rows: 24)
        let process = try terminal.launch(
            try BuiltProduct("scenic").url, ["review"], in: review.root)
        #expect(terminal.waitFor("? for all keys: "))
        terminal.type("q")
        terminal.waitFor("still pending")
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
        // The first screen, from the heading to the prompt, as the terminal shows it (trailing
        // spaces, such as a context line's, do not show).
        let screen: [String] = terminal.output.components(separatedBy: "\r\n")
            .drop { !$0.hasPrefix("[1/1]") }
            .prefix { !$0.hasPrefix("Accepted") }.dropLast()
        let shown: [String] = screen.map { (line: String) -> String in
            let quitless = line.replacingOccurrences(of: "keys: quit", with: "keys:")
            return String(quitless.reversed().drop { $0 == " " }.reversed())
        }
        Readme.expect(shown.joined(separator: "\n") + "\n", toBe: try section.block(0), in: section)
    }

    @Test func pipedOutputIsNeitherClippedNorPaged() throws {
        let terminal = try PseudoTerminal()
        terminal.setSize(columns: 80, rows: 24)
        let process = try terminal.launch(
            URL(filePath: "/bin/sh"),
            ["-c", "\"$0\" review > review.txt", try BuiltProduct("scenic").url.path],
            in: package.root)
        // Keys typed before review shows its first change are discarded: wait for its prompt.
        let written = package.root.appending(path: "review.txt")
        let deadline = Date().addingTimeInterval(60)
        while (try? String(contentsOf: written, encoding: .utf8))?.contains("? for all keys: ")
            != true, Date() < deadline
        {
            usleep(10_000)
        }
        terminal.type("q")
        #expect(ProcessStopping.waitForExit(process, seconds: 120))
        let text = try String(contentsOf: written, encoding: .utf8)
        #expect(!text.contains("-- lines "))
        #expect(text.contains("\n " + String(repeating: "─", count: 80) + "\n"))
    }
}
