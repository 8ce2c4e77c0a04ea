/// The console's output as screens: each one separated from the last by a blank line, its
/// title bold when color is allowed; also where work draws its screen while it runs.
///
/// On a terminal, the screens work draws replace one another in place, and the screen the work
/// ends on replaces the last of them: a long import leaves one screen in the scrollback, not
/// one per update. A screen taller than the terminal cannot be replaced (its top has scrolled
/// away), so those are appended, at most once a second.
struct ConsoleDisplay<Output: TextOutput>: WorkDisplay {
    var output: Output
    let configuration: ConsoleConfiguration
    let settings: WorkSettings
    /// The screen being presented for, measured before each screen of a line.
    var screen: Screen
    /// The size of the terminal that screens drawn while work runs are redrawn on in place,
    /// asked before each; `nil` when the output is not a terminal a person watches.
    let terminalSize: (() -> TerminalSize?)?
    let observers: [SessionObserver]
    /// The timers and subscriptions of the scene on top.
    let events: SystemEvents?
    private var hasShownAScreen = false
    /// How many screens work has drawn while it ran, so far.
    private(set) var workScreensShown = 0
    /// The rows of the screen drawn last and the terminal's size then, when the next screen
    /// may replace it: it does only on a terminal of that size still (a resize wraps the old
    /// screen's rows anew).
    private var replaceable: (rows: Int, size: TerminalSize)?
    /// The rows of the screen drawn last and the terminal's size then, on a terminal: what a
    /// screen that timers or subscriptions changed may replace (``mayReplaceLastScreen()``).
    private var lastScreen: (rows: Int, size: TerminalSize)?
    /// When a screen that timers or subscriptions changed was last drawn below the one before
    /// (that one no longer fit to be replaced).
    private var eventScreenAppended: ContinuousClock.Instant?
    /// Whether such a screen waits to be drawn, a wake-up asked for; the console clears it
    /// when it takes what arrived.
    var eventScreenWaits = false

    init(
        output: Output, configuration: ConsoleConfiguration, settings: WorkSettings,
        terminalSize: (() -> TerminalSize?)? = nil, observers: [SessionObserver] = [],
        events: SystemEvents? = nil
    ) {
        self.events = events
        self.output = output
        self.configuration = configuration
        self.settings = settings
        self.terminalSize = terminalSize
        self.observers = observers
        screen = configuration.currentScreen
    }

    /// The buffer the next screen is written into, reused from screen to screen.
    let screenBytes = ScreenBytes()

    /// Writes a screen, in place of the one work drew last if it can.
    mutating func show(_ screenText: String) {
        startScreen()
        output.write(decorated(screenText))
        output.write("\n")
        // Help's text, or a screen work draws: text a person may be reading, or one that the
        // screen work ends on replaces anyway.
        lastScreen = nil
    }

    /// Writes the screen in ``screenBytes``, as ``show(_:)`` writes a string.
    mutating func showScreenBytes() {
        let bytes = screenBytes.bytes
        startScreen()
        if configuration.usesColor, let end = bytes.firstIndex(of: UInt8(ascii: "\n")) {
            output.write("\u{1B}[1m")
            output.write(utf8: Array(bytes[..<end]))
            output.write("\u{1B}[0m")
            output.write(utf8: Array(bytes[end...]))
        } else {
            output.write(utf8: bytes)
        }
        output.write("\n")
        noteLastScreen { String(decoding: bytes, as: UTF8.self) }
    }

    /// Keeps the rows of the scene's screen just written, on a terminal only: elsewhere
    /// nothing is ever redrawn in place, and a piped session pays nothing for it.
    private mutating func noteLastScreen(_ text: () -> String) {
        guard let size = terminalSize?() else { return }
        lastScreen = (size.rows(of: text()), size)
    }

    /// Lets the next screen replace the one drawn last.
    ///
    /// That screen must be the last thing above the cursor's row (the prompt cleared, nothing
    /// typed since): for a screen that timers or subscriptions change while the prompt waits,
    /// so that a clock ticking every second leaves one screen in the scrollback. Not when the
    /// terminal changed size since (the old screen may have wrapped differently) or the screen
    /// no longer fits (its top scrolled away).
    mutating func mayReplaceLastScreen() {
        guard let last = lastScreen, let size = terminalSize?(), size == last.size,
            last.rows < size.rows
        else { return }
        replaceable = last
    }

    /// How long a screen that timers or subscriptions changed must wait to be drawn, at `now`:
    /// appended below the last (it no longer fits to be replaced), one comes at most once a
    /// second, as work's do, rather than one for every tick of a subscription (a log followed
    /// as it grows filled the scrollback with five screens a second); `nil` when it may be
    /// drawn now.
    func eventScreenWait(at now: ContinuousClock.Instant) -> Duration? {
        guard replaceable == nil, let last = eventScreenAppended else { return nil }
        let wait = .seconds(1) - (now - last)
        return wait > .zero ? wait : nil
    }

    /// Notes that a screen timers or subscriptions changed is drawn at `now`.
    mutating func eventScreenDrawn(at now: ContinuousClock.Instant) {
        eventScreenAppended = replaceable == nil ? now : nil
    }

    /// Keeps the next screens from replacing the one drawn last: rows were written below it
    /// (Tab's list of names, the prompt again after a stop).
    mutating func forgetLastScreen() {
        lastScreen = nil
    }

    /// Takes back ``mayReplaceLastScreen()`` when no screen came: the next one, after a typed
    /// line, goes below as usual.
    mutating func keepLastScreen() {
        replaceable = nil
    }

    /// Writes what the scenes said on the session's last line, each as a screen's status line
    /// shows it, at `width` columns: no screen follows to show them.
    mutating func sayLastWords(_ lastWords: [String], width: Int) {
        for words in lastWords {
            output.write(TextLayout.render([.status(words)], width: width))
            output.write("\n")
        }
    }

    /// Moves to where the next screen starts.
    private mutating func startScreen() {
        // Separate writes rather than one concatenation: a screen is copied once, not twice.
        if let last = replaceable, terminalSize?() == last.size {
            output.write(Self.replacing(rows: last.rows))
        } else if hasShownAScreen {
            output.write("\n")
        }
        replaceable = nil
        hasShownAScreen = true
    }

    /// What moves the cursor back to the first row of a screen of `rows` rows drawn last, and
    /// clears it and everything below, so the next screen takes its place.
    ///
    /// The first row is cleared alone and the rest from the row below it: a screen drawn from
    /// the terminal's top row (after `clear`) would otherwise be cleared with the cursor in the
    /// top-left corner, which tmux (`scroll-on-clear`, on by default) takes as clearing the
    /// whole screen and keeps in the scrollback, so each replaced screen stayed there (found by
    /// a stranger's log explorer: 31 progress screens in 3 seconds).
    static func replacing(rows: Int) -> String {
        "\r\u{1B}[\(rows)A\u{1B}[K\n\u{1B}[J\u{1B}[A"
    }

    /// Writes a screen drawn while work runs: the next screen replaces it when the whole of it
    /// is on the terminal.
    mutating func showWhileWorking(_ screenText: String) {
        workScreensShown += 1
        show(screenText)
        guard let size = terminalSize?() else { return }
        let rows = size.rows(of: screenText)
        if rows < size.rows { replaceable = (rows, size) }
    }

    /// Measures the screen again: the terminal may have changed size since the line began.
    mutating func measureScreenAgain() {
        screen = configuration.currentScreen
    }

    /// Writes a screen drawn while work runs, after a stop: the shell wrote its lines where
    /// the last screen was, so this one goes below them.
    mutating func showWhileWorkingAfterStop(_ screenText: String) {
        keepLastScreen()
        showWhileWorking(screenText)
    }

    /// How soon after an action work sent its screen is drawn again: often when screens
    /// replace one another, at most once a second when each is appended.
    var redrawInterval: Duration {
        replaceable == nil ? .seconds(1) : .milliseconds(40)
    }

    /// Makes the title bold when color is allowed; the text is otherwise unchanged.
    private func decorated(_ screen: String) -> String {
        guard configuration.usesColor, let end = screen.firstIndex(of: "\n") else { return screen }
        return "\u{1B}[1m" + screen[..<end] + "\u{1B}[0m" + screen[end...]
    }
}
