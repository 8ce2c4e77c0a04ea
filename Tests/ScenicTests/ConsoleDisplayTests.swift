import Testing

@testable import Scenic

/// Screens drawn while work runs replace one another in place on a terminal, and the screen the
/// work ends on replaces the last of them; elsewhere they are appended.
@Suite struct ConsoleDisplayTests {
    private static let progress = ["Import\n\nRead 10 rows.", "Import\n\nRead 20 rows."]
    private static let done = "Import\n\nImported 30 rows."

    private func display(size: TerminalSize?) -> ConsoleDisplay<TextBuffer> {
        ConsoleDisplay(
            output: TextBuffer(), configuration: ConsoleConfiguration(), settings: .scripted,
            terminalSize: size.map { size in { size } })
    }

    @Test func workScreensAndTheFinalScreenReplaceEachOtherOnATerminal() {
        var display = display(size: TerminalSize(columns: 80, rows: 24))
        display.show("Start")
        display.showWhileWorking(Self.progress[0])
        #expect(display.redrawInterval == .milliseconds(40))
        display.showWhileWorking(Self.progress[1])
        display.show(Self.done)
        // Each replacing screen goes up the three rows of the one before, clears that row,
        // then from the row below it everything below, and goes back up.
        let replace = "\r\u{1B}[3A\u{1B}[K\n\u{1B}[J\u{1B}[A"
        #expect(
            display.output.text
                == "Start\n" + "\n" + Self.progress[0] + "\n" + replace + Self.progress[1] + "\n"
                + replace + Self.done + "\n")
        // Screens after that are appended again.
        display.show("Next")
        #expect(display.output.text.hasSuffix(Self.done + "\n\nNext\n"))
    }

    /// A screen is replaced without ever clearing from the top-left corner.
    ///
    /// A screen drawn from the terminal's top row (after `clear`) would be: tmux
    /// (`scroll-on-clear`, on by default) keeps a screen so cleared in the scrollback, which
    /// filled with every progress screen of a stranger's log explorer. The first row is cleared
    /// alone, to its end, and the rest only after a line feed has left that row.
    @Test func aReplacedScreenIsNeverClearedFromTheTopLeftCorner() {
        let replace = ConsoleDisplay<TextBuffer>.replacing(rows: 7)
        #expect(replace.hasPrefix("\r\u{1B}[7A"))
        let clears = replace.dropFirst("\r\u{1B}[7A".count)
        let firstClear = clears.range(of: "\u{1B}[J")
        #expect(firstClear.map { clears[..<$0.lowerBound].contains("\n") } == true)
        #expect(clears.hasPrefix("\u{1B}[K"))
        // And it leaves the cursor where it went up to: one row down, one row up.
        #expect(replace.filter { $0 == "\n" }.count == 1 && replace.hasSuffix("\u{1B}[A"))
    }

    /// A screen timers or subscriptions changed, drawn below the last because that one no longer
    /// fits, comes at most once a second, as work's do (found by a stranger's log explorer:
    /// following a growing log on a short terminal appended five screens a second).
    @Test func screensEventsChangeAreAppendedAtMostOnceASecond() {
        var short = display(size: TerminalSize(columns: 80, rows: 3))
        let start = ContinuousClock.now
        #expect(short.eventScreenWait(at: start) == nil)
        short.eventScreenDrawn(at: start)
        #expect(short.eventScreenWait(at: start + .milliseconds(300)) == .milliseconds(700))
        #expect(short.eventScreenWait(at: start + .milliseconds(1_000)) == nil)
        // A screen that fits is replaced in place, as often as it changes.
        var tall = display(size: TerminalSize(columns: 80, rows: 24))
        tall.screenBytes.fill("Clock\n10:00:01")
        tall.showScreenBytes()
        tall.mayReplaceLastScreen()
        tall.eventScreenDrawn(at: start)
        tall.mayReplaceLastScreen()
        #expect(tall.eventScreenWait(at: start + .milliseconds(10)) == nil)
    }

    /// The terminal's size, as a resize changes it.
    private final class Size {
        var now = TerminalSize(columns: 80, rows: 24)
    }

    /// A resize while work runs wraps the last work screen's rows anew: going up the rows it
    /// took before would land in its middle, so the next screen goes below instead.
    @Test func aScreenAfterAResizeIsAppendedRatherThanPutInPlace() {
        let size = Size()
        var display = ConsoleDisplay(
            output: TextBuffer(), configuration: ConsoleConfiguration(), settings: .scripted,
            terminalSize: { size.now })
        display.show("Start")
        display.showWhileWorking(Self.progress[0])
        size.now = TerminalSize(columns: 40, rows: 24)
        display.showWhileWorking(Self.progress[1])
        display.show(Self.done)
        #expect(
            display.output.text
                == "Start\n" + "\n" + Self.progress[0] + "\n" + "\n" + Self.progress[1] + "\n"
                + "\r\u{1B}[3A\u{1B}[K\n\u{1B}[J\u{1B}[A" + Self.done + "\n")
    }

    @Test func linesThatWrapCountAsTheRowsTheyTake() {
        var display = display(size: TerminalSize(columns: 10, rows: 24))
        // 25 columns wrap to 3 rows; an empty line still takes one.
        display.showWhileWorking(String(repeating: "x", count: 25) + "\n\nend")
        display.show("Done")
        #expect(display.output.text.contains("\r\u{1B}[5A\u{1B}[K\n\u{1B}[J\u{1B}[A" + "Done\n"))
    }

    @Test func aScreenTallerThanTheTerminalIsAppendedAtMostOnceASecond() {
        var display = display(size: TerminalSize(columns: 80, rows: 3))
        display.showWhileWorking(Self.progress[0])
        #expect(display.redrawInterval == .seconds(1))
        display.show(Self.done)
        #expect(display.output.text == Self.progress[0] + "\n\n" + Self.done + "\n")
    }

    @Test func withoutATerminalEveryScreenIsAppended() {
        var display = display(size: nil)
        display.showWhileWorking(Self.progress[0])
        display.showWhileWorking(Self.progress[1])
        display.show(Self.done)
        #expect(!display.output.text.contains("\u{1B}"))
        #expect(
            display.output.text
                == Self.progress[0] + "\n\n" + Self.progress[1] + "\n\n" + Self.done + "\n")
    }
}
