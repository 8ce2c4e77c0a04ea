#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines typed at the terminal or piped into the process, read from standard input.
///
/// Invalid UTF-8 and over-long lines come back flagged, never as a crash; see ``LineSplitter``.
public struct StandardInput: LineInput, WakeableLineInput {
    private let terminal = Terminal(fileDescriptor: 0)
    private var splitter = LineSplitter()
    private var finished = false
    /// For each whole line read but not yet returned, whether it was shown as it was typed.
    private var shownFlags: [Bool] = []
    /// Whether typing is held (echo off) while the console handles a line.
    private var isHolding = false
    /// Whether the line last returned was shown as it was typed.
    public private(set) var lastLineWasShown = false
    /// Whether lines are typed in the line editor (``Terminal/editsLines``).
    private let edits: Bool
    /// Keys typed after the last line's Enter (a paste of several lines), for the next one; a
    /// slice, so taking the first key of a long paste does not move all the others.
    private var keysAhead: ArraySlice<KeyPress> = []
    private var keyDecoder = KeyDecoder()
    /// The terminal's settings before typing was held, to put back when it is released.
    private var settingsBeforeHold: termios?
    /// The settings to put back after the line editor's raw mode, when the terminal was left
    /// out of line mode for it (a hold in raw mode, released to read the line again).
    private var settingsBeforeRawMode: termios?
    /// Whether the hold is the line editor's raw mode, kept when it was woken.
    private var holdIsRawMode = false
    /// The line being typed when a timer or subscription woke the reader, to go on with.
    private var suspendedEditor: LineEditor?
    /// What wakes the reader while it waits for keys; `nil` when nothing can.
    private var wake: Int32?
    /// Whether a resize wakes the reader while it waits for keys.
    private var wakesOnResize = false
    /// Where Ctrl-C pressed while the line being typed waited is kept for it.
    private var interrupts: InterruptRelay?
    /// The lines handled, oldest first, for the up arrow.
    private var history: [String] = []
    /// What the line editor's Ctrl-K, Ctrl-U or Ctrl-W deleted last, for Ctrl-Y.
    private var killed: [Character] = []

    /// The most lines the up arrow can recall.
    static let historyLimit = 500

    /// Where the history is kept between sessions, if anywhere.
    private let historyFile: HistoryFile?

    /// Why the lines typed cannot be kept in the history file, when it is in the way: for the
    /// first screen's status line, so that they are not lost without a word.
    package let historyProblem: String?

    /// The terminal's settings when the session began, which Ctrl-C puts back as it ends it;
    /// `nil` when standard input is no terminal.
    private let startingSettings: TerminalRestore?

    /// Reads standard input; on a terminal, the up arrow recalls lines typed in this session
    /// and, when `historyPath` names a file, in earlier ones (the app's data folder is the
    /// place for it).
    public init(historyPath: String? = nil) {
        lastLineWasShown = terminal.isTerminal
        edits = Terminal.editsLines
        historyFile = edits ? historyPath.map(HistoryFile.init(path:)) : nil
        history = historyFile?.load(limit: Self.historyLimit) ?? []
        historyProblem = historyFile?.problem()?.message
        startingSettings = terminal.currentSettings()
    }

    /// The next line; on a terminal, typed in the line editor, with Tab completing from
    /// `completions`.
    public mutating func readLine(completing completions: Completions) -> InputLine? {
        guard edits, !finished, editTypedAhead() else {
            leaveRawModeHeldOver()
            return readLine()
        }
        guard case .line(let line) = editLine(completing: completions) else { return nil }
        lastLineWasShown = true
        return line
    }

    /// The next line as ``readLine(completing:)`` reads it, or ``LineOrWake/woken`` once
    /// `descriptor` is readable while no key waits; the line being typed is kept, and the next
    /// call draws it again after the prompt and goes on with it.
    package mutating func readLine(
        completing completions: Completions, wakingOn descriptor: Int32?, wakingOnResize: Bool
    ) -> LineOrWake {
        guard edits, !finished, editTypedAhead() else {
            leaveRawModeHeldOver()
            // Without the line editor a resize is not heard: the next screen hears it.
            if let descriptor, !splitter.hasWholeLine, !finished,
                terminal.waitForInput(orWake: descriptor)
            {
                return .woken(wroteBelowScreen: false)
            }
            return .line(readLine())
        }
        wake = descriptor
        wakesOnResize = wakingOnResize
        defer {
            wake = nil
            wakesOnResize = false
        }
        let read = editLine(completing: completions)
        if case .line = read { lastLineWasShown = true }
        return read
    }

    package mutating func hearInterrupts(from relay: InterruptRelay) {
        interrupts = relay
    }

    /// Puts back the settings of line mode when the raw mode a hold left for the line editor
    /// is not taken by it: lines are read as the terminal sends them (an over-long line being
    /// skipped among what was typed).
    private mutating func leaveRawModeHeldOver() {
        guard let settings = settingsBeforeRawMode else { return }
        settingsBeforeRawMode = nil
        terminal.release(settings)
    }

    /// Gives the line editor what was typed while the console handled the last line, as keys.
    ///
    /// The terminal held every key as typed meanwhile; taken after any keys still ahead (the
    /// rest of what was typed during the line before), they act as they would typed now.
    /// `false`, leaving it, when an over-long line is being skipped among it: lines are then
    /// read as they were typed, that one refused whole.
    private mutating func editTypedAhead() -> Bool {
        guard splitter.hasBufferedBytes else { return true }
        guard !splitter.isSkippingALine else { return false }
        // The editor shows each line as it takes it.
        shownFlags = []
        keysAhead += keys(from: splitter.takeUnfinishedLine())
        return true
    }

    /// Keeps `text` for the up arrow, unless it repeats the line before.
    public mutating func remember(_ text: String) {
        guard edits, !text.allSatisfy(\.isWhitespace), history.last != text else { return }
        history.append(text)
        if history.count > Self.historyLimit { history.removeFirst() }
        historyFile?.append(text)
    }

    /// Reads keys in raw mode until Enter, drawing the line after the prompt as it changes.
    private mutating func editLine(completing completions: Completions) -> LineOrWake {
        var editor = LineEditor(history: history, completions: completions)
        editor.killed = killed
        // What Ctrl-K, Ctrl-U or Ctrl-W deleted on this line is there for Ctrl-Y on the next.
        defer { killed = editor.killed }
        let promptWidth = DisplayWidth.of(TranscriptFormat.prompt)
        // Rows written below the prompt's line (Tab's list, the prompt after a stop) move it
        // away from the screen above, which a redraw may then no longer replace.
        var wroteBelowScreen = false
        // The size the line began at: a resize while the app was stopped sends it no signal
        // (the shell had the terminal), so a continue compares (found by a hostile tester).
        var size = wakesOnResize ? terminal.size : nil
        if let suspended = suspendedEditor {
            editor = suspended
            // What woke the line may have changed the screen's values or asked the question
            // anew with others: Tab completes from what waits now (a stranger's Tab kept
            // completing the people of a question asked before one was added).
            editor.completions = completions
            suspendedEditor = nil
            draw(editor, promptWidth: promptWidth)
        }
        let original = settingsBeforeRawMode ?? terminal.currentSettings()?.settings
        settingsBeforeRawMode = nil
        // Woken, the terminal stays in raw mode as the hold (no line mode in between, where a
        // Ctrl-C would drop what was typed and end the session): released to read the line
        // again, it is still raw (``releaseTypeAheadToRead()``).
        // A line typed leaves raw mode on too, until the console holds what is typed next:
        // back in line mode in between, the kernel echoed the rest of a long paste onto the
        // screen and cut its lines at 4 KB (found by a hostile tester).
        let keepsRawMode = { (read: LineOrWake) in
            switch read {
            case .woken, .resized, .line(.some): true
            case .line(.none): false
            }
        }
        let read = terminal.withRawMode(from: original, keepsRawMode: keepsRawMode) {
            () -> LineOrWake in
            markPastes(true)
            defer { markPastes(false) }
            // In raw mode, where Ctrl-C is a key again: one pressed while the line waited, which
            // no work heard, came before whatever was typed after it.
            let pressed = min(interrupts?.lineIsEdited() ?? 0, 2)
            if pressed > 0 {
                keysAhead = ArraySlice(repeating: .interrupt, count: pressed) + keysAhead
            }
            while true {
                if keysAhead.isEmpty {
                    // Wake-ups read with another (`kill -INT` sent while stopped, read with the
                    // continuation after Ctrl-Z) would otherwise wait for the next one.
                    let ready =
                        TerminalSignals.hasWakeUpsRead
                        ? .continued
                        : terminal.waitForInput(
                            orWake: wake, continued: TerminalSignals.continuedDescriptor)
                    switch ready {
                    case .woken:
                        suspendedEditor = editor
                        // Still in raw mode: no Ctrl-C can come as a signal before this.
                        interrupts?.lineWaits()
                        return .woken(wroteBelowScreen: wroteBelowScreen)
                    case .continued:
                        // After a stop the shell had the terminal (`fg` leaves the cursor on a
                        // line of its own): the prompt and the line come back as they were.
                        // After a resize the terminal may have wrapped the line anew: its row
                        // and those below are cleared, and it is drawn to the new width.
                        let continued = TerminalSignals.takeContinued()
                        var resized = TerminalSignals.takeResized()
                        if continued, wakesOnResize, terminal.size != size {
                            resized = true
                            size = terminal.size
                        }
                        // A Ctrl-C handled late, or sent from outside: the key's, as bash takes it.
                        if TerminalSignals.takeInterrupt() { keysAhead.append(.interrupt) }
                        // The stop turned the marking of pastes off, for the shell.
                        if continued { markPastes(true) }
                        if resized, wakesOnResize {
                            // The scene on top draws its screen again at the new size, and
                            // the line comes back after its prompt: after a stop too, below
                            // what the shell wrote (found by a hostile tester).
                            suspendedEditor = editor
                            interrupts?.lineWaits()
                            return .resized
                        }
                        if continued || resized {
                            wroteBelowScreen = true
                            let clear = resized ? "\u{1B}[J" : ""
                            Terminal.write(
                                Array(("\r" + clear + TranscriptFormat.prompt).utf8), to: 1)
                            draw(editor, promptWidth: promptWidth)
                        }
                        continue
                    case .input:
                        break
                    }
                    guard let bytes = readBytes(upTo: 4096) else {
                        finished = true
                        interrupts?.lineIsTaken()
                        Terminal.write(Array("\r\n".utf8), to: 1)
                        return .line(nil)
                    }
                    keysAhead = keys(from: bytes)
                }
                while !keysAhead.isEmpty {
                    let key = keysAhead.removeFirst()
                    switch editor.apply(key) {
                    case .editing:
                        // A paste is drawn once, after its last key.
                        if keysAhead.isEmpty { draw(editor, promptWidth: promptWidth) }
                    case .typed(let text):
                        interrupts?.lineIsTaken()
                        // A Ctrl-C that came with the Enter was this line's, not the next one's.
                        TerminalSignals.dropInterrupt()
                        if let shown = editor.completions.shownOnEnter?(text) {
                            drawShown(shown, promptWidth: promptWidth)
                        } else {
                            drawWhole(editor, promptWidth: promptWidth)
                        }
                        return .line(editor.inputLine(typed: text))
                    case .candidates(let names):
                        wroteBelowScreen = true
                        // Keys that came with the Tab in one read (Ctrl-U, then "ca") are drawn
                        // first: the row above the list showed the line as it was before them.
                        draw(editor, promptWidth: promptWidth)
                        let listing = LineEditor.listing(names, columns: terminal.columns ?? 80)
                        Terminal.write(Array(("\r\n" + listing).utf8), to: 1)
                        Terminal.write(Array(TranscriptFormat.prompt.utf8), to: 1)
                        draw(editor, promptWidth: promptWidth)
                    case .interrupted:
                        endOnInterrupt()
                    case .quit:
                        endOnInterrupt(signal: SIGQUIT)
                    case .suspended:
                        // Keys that came after Ctrl-Z were meant for the shell, as a terminal
                        // in line mode takes them: dropped.
                        keysAhead = []
                        wroteBelowScreen = true
                        suspend()
                        markPastes(true)
                        if wakesOnResize, terminal.size != size {
                            // Resized while stopped: the scene is drawn again below what the
                            // shell wrote, and the line after its prompt.
                            _ = TerminalSignals.takeResized()
                            suspendedEditor = editor
                            interrupts?.lineWaits()
                            return .resized
                        }
                        Terminal.write(Array(TranscriptFormat.prompt.utf8), to: 1)
                        draw(editor, promptWidth: promptWidth)
                    case .endOfInput:
                        finished = true
                        interrupts?.lineIsTaken()
                        // Keys that came with Ctrl-D (Ctrl-U, then Ctrl-D, in one read) were not
                        // drawn yet: the line they emptied is left empty, not as it was.
                        draw(editor, promptWidth: promptWidth)
                        Terminal.write(Array("\r\n".utf8), to: 1)
                        return .line(nil)
                    }
                }
            }
        }
        switch read {
        case .woken, .resized:
            // Raw mode is the hold: Ctrl-C, Ctrl-Z and Ctrl-\ are keys, kept in order with the
            // rest, until work shows its screen.
            if let original {
                isHolding = true
                holdIsRawMode = true
                settingsBeforeHold = original
            }
        case .line(.some): settingsBeforeRawMode = original
        case .line(.none): break
        }
        return read
    }

    /// Suspends the app on Ctrl-Z at the prompt, as the terminal does for a program that reads
    /// lines.
    ///
    /// The terminal gets back the settings the session found (the shell's), the process
    /// stops with its process group, and when it is continued (`fg`) the prompt comes back
    /// in raw mode. A process group no shell controls (orphaned) is not stopped, as the
    /// system decides.
    private func suspend() {
        var raw = termios()
        let hadSettings = tcgetattr(0, &raw) == 0
        // Before the stop: the shell may take the terminal back as soon as the script that
        // started the app stops, before this process's handler of the stop runs.
        startingSettings?.apply()
        markPastes(false)
        // Nothing ends the prompt's line: the shell does, before it says the job stopped.
        // From this thread (the console's threads block signals it watches), so it stops at
        // once, before it draws anything more.
        // The whole group only from the terminal's foreground group, the one its Ctrl-Z stops:
        // a program that started the app on a terminal not its own is left alone.
        TerminalSignals.stopWithGroup(wholeGroup: tcgetpgrp(0) == getpgrp())
        if hadSettings { TerminalSignals.set(raw, on: 0) }
        // The caller prompts again; the continuation needs no other drawing.
        _ = TerminalSignals.takeContinued()
    }

    /// Said above a secret question asked again after a stop, when part of its answer had been
    /// typed: it was not kept, and nothing on the screen could tell.
    static let secretCleared =
        "(What was typed of the hidden answer was cleared; type it all again.)\r\n"

    /// Ends the session on Ctrl-C at the prompt or the password prompt, as an interrupted
    /// program ends: status 130, with the terminal as the session found it (line mode, echo,
    /// Ctrl-D).
    private func endOnInterrupt(signal: Int32 = SIGINT) -> Never {
        guard let startingSettings else { exit(128 + signal) }
        startingSettings.endProcess(status: 128 + signal)
    }

    /// Turns the terminal's marking of pasted text on or off, when lines are edited.
    private func markPastes(_ on: Bool) {
        guard edits else { return }
        Terminal.write(on ? Terminal.pasteMarkingOn : Terminal.pasteMarkingOff, to: 1)
    }

    /// Draws the editor's line after the prompt, with the cursor in place.
    private func draw(_ editor: LineEditor, promptWidth: Int) {
        let columns = terminal.columns ?? 80
        let (text, cursorColumn) = editor.visible(columns: columns, promptWidth: promptWidth)
        // Back to the start of the line, past the prompt, the line, clear the rest, then the
        // cursor's column. "ESC[0C" moves one column on some terminals, so 0 is never sent.
        let toColumn = { (column: Int) in column > 0 ? "\u{1B}[\(column)C" : "" }
        let sequence =
            "\r" + toColumn(promptWidth) + text + "\u{1B}[K" + "\r"
            + toColumn(promptWidth + cursorColumn)
        Terminal.write(Array(sequence.utf8), to: 1)
    }

    /// Draws the typed line whole after the prompt, wrapped by the terminal, and ends it:
    /// while typing, a line wider than the screen shows only the part around the cursor, and
    /// that part would stay in the scrollback as if it were the line.
    private func drawWhole(_ editor: LineEditor, promptWidth: Int) {
        let columns = terminal.columns ?? 80
        let whole = editor.whole
        // Wider than `draw` shows whole, the line is written whole (a line exactly as wide as
        // the room lost its first character in the scrollback).
        guard
            DisplayWidth.of(whole)
                > LineEditor.widestShownWhole(columns: columns, promptWidth: promptWidth)
        else {
            draw(editor, promptWidth: promptWidth)
            Terminal.write(Array("\r\n".utf8), to: 1)
            return
        }
        // It covers the part drawn while typing, so nothing is cleared: an erase after the
        // last column would take the line's last character on many terminals.
        let toColumn = promptWidth > 0 ? "\u{1B}[\(promptWidth)C" : ""
        Terminal.write(Array(("\r" + toColumn + whole + "\r\n").utf8), to: 1)
    }

    /// Draws `shown` (visible text: a typed line with its secret masked) after the prompt in
    /// place of the line being typed, and ends it.
    ///
    /// While typing, the line took one row (a long one shows the part around the cursor), so
    /// the row is cleared after a `shown` that fits; a wider one covers it.
    private func drawShown(_ shown: String, promptWidth: Int) {
        let columns = terminal.columns ?? 80
        let toColumn = promptWidth > 0 ? "\u{1B}[\(promptWidth)C" : ""
        let fits =
            DisplayWidth.of(shown)
            <= LineEditor.widestShownWhole(columns: columns, promptWidth: promptWidth)
        Terminal.write(
            Array(("\r" + toColumn + shown + (fits ? "\u{1B}[K" : "") + "\r\n").utf8), to: 1)
    }

    /// Up to `limit` bytes of what there is (waiting until there is some); `nil` at the end
    /// of input.
    private func readBytes(upTo limit: Int) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: limit)
        // Piped input has no job control to wait for: it is read as it comes.
        let isTerminal = startingSettings != nil
        while true {
            if isTerminal {
                guard TerminalSignals.waitUntilForeground(0, stoppingWith: SIGTTIN) else {
                    return nil
                }
            }
            let count =
                isTerminal
                ? TerminalSignals.asJob {
                    buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                }
                : buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count > 0 { return Array(buffer[..<count]) }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Whether standard input is a terminal.
    public var isTerminal: Bool { terminal.isTerminal }

    /// The next line, or `nil` at the end of input (Ctrl-D on a terminal).
    public mutating func readLine() -> InputLine? {
        let line = nextLine()
        lastLineWasShown = shownFlags.isEmpty ? isTerminal : shownFlags.removeFirst()
        return line
    }

    private mutating func nextLine() -> InputLine? {
        while true {
            if let line = splitter.nextLine() { return line }
            guard !finished else { return nil }
            guard readChunk() else {
                finished = true
                return splitter.finish()
            }
        }
    }

    /// Whether a whole line, or the end of input, is there to read within `milliseconds`: what
    /// comes meanwhile is kept for the lines read next.
    package mutating func hasLineOrEnd(within milliseconds: Int32) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(milliseconds)
        while !finished && !splitter.hasWholeLine {
            let left = deadline - .now
            guard left > .zero,
                terminal.hasInput(within: Int32(left / .milliseconds(1)) + 1)
            else { return false }
            if !readChunk() { finished = true }
        }
        return true
    }

    /// Reads what is there (blocking until something is); `false` at the end of input.
    private mutating func readChunk() -> Bool {
        guard let bytes = readBytes(upTo: 16_384) else { return false }
        splitter.append(bytes)
        let shown = isTerminal && !isHolding
        for byte in bytes where byte == UInt8(ascii: "\n") { shownFlags.append(shown) }
        return true
    }

    /// The next line, read without showing it on a terminal.
    ///
    /// On a terminal the keys are read one by one in raw mode, so Ctrl-C and Ctrl-D act as they
    /// do at the prompt instead of as the held terminal would take them (Ctrl-C a signal that
    /// discards the typing, Ctrl-D a character of the secret): Ctrl-C ends the session, and
    /// Ctrl-D on an empty line ends the input. Ctrl-C ends it even after typing, unlike at the
    /// prompt, where it clears the line: a hidden line cleared would look as if nothing had
    /// happened. Backspace, Ctrl-U and Ctrl-W edit what is typed, unseen; keys that move the
    /// cursor do nothing, so Ctrl-U clears it all.
    public mutating func readSecretLine(prompting prompt: () -> Void) -> InputLine? {
        guard isTerminal else {
            prompt()
            return readLine()
        }
        // Nothing to recall and nothing to complete: no word of a secret may come from
        // elsewhere, nor any of it be shown.
        var editor = LineEditor()
        let original = settingsBeforeRawMode ?? terminal.currentSettings()?.settings
        settingsBeforeRawMode = nil
        return terminal.withRawMode(from: original) { () -> InputLine? in
            // Ctrl-C pressed while the line before waited ends the session, as here.
            if (interrupts?.lineIsEdited() ?? 0) > 0 { endOnInterrupt() }
            defer { interrupts?.lineIsTaken() }
            // A password pasted from a manager is typed as text: nothing in it edits the line.
            markPastes(true)
            defer { markPastes(false) }
            prompt()
            while true {
                // Keys pasted with the line that asked (a password after its command) come
                // first, so they never reach the editor's visible line.
                while !keysAhead.isEmpty {
                    let key = keysAhead.removeFirst()
                    if key == .interrupt { endOnInterrupt() }
                    if key == .quit { endOnInterrupt(signal: SIGQUIT) }
                    // Home and the arrows would move a cursor nobody sees, and Ctrl-U then clear
                    // only what is before it (found by a hostile tester).
                    if key.mattersOnlyWhenSeen { continue }
                    switch editor.apply(key) {
                    case .typed(let text):
                        return editor.inputLine(typed: text)
                    case .endOfInput:
                        finished = true
                        Terminal.write(Array("\r\n".utf8), to: 1)
                        return nil
                    case .suspended:
                        // Asked again when the app continues, from the start: what was typed
                        // of it cannot be shown, so neither could what was kept.
                        keysAhead = []
                        let cleared = !editor.characters.isEmpty
                        editor = LineEditor()
                        suspend()
                        markPastes(true)
                        if cleared { Terminal.write(Array(Self.secretCleared.utf8), to: 1) }
                        prompt()
                    case .editing, .candidates, .interrupted, .quit:
                        continue
                    }
                }
                // Then what was typed while the line that asked was handled, as keys, so that
                // its control characters act as they would typed now: a whole line, Enter and
                // all, or the start of one.
                if splitter.hasWholeLine, let line = readLine() {
                    keysAhead = keys(from: Array(line.text.utf8) + [0x0D])
                    continue
                }
                let typedBefore = splitter.hasBufferedBytes ? splitter.takeUnfinishedLine() : nil
                if TerminalSignals.takeInterruptRead() { endOnInterrupt() }
                if typedBefore == nil,
                    terminal.waitForInput(
                        orWake: nil, continued: TerminalSignals.continuedDescriptor)
                        == .continued
                {
                    // Asked again after a stop, from the start, as after Ctrl-Z; a resize
                    // changes nothing here, where nothing typed is shown.
                    _ = TerminalSignals.takeResized()
                    if TerminalSignals.takeInterrupt() { endOnInterrupt() }
                    if TerminalSignals.takeContinued() {
                        markPastes(true)
                        let cleared = !editor.characters.isEmpty
                        editor = LineEditor()
                        Terminal.write(Array("\r".utf8), to: 1)
                        if cleared { Terminal.write(Array(Self.secretCleared.utf8), to: 1) }
                        prompt()
                    }
                    continue
                }
                // What is there, as at the prompt: keys after Enter stay ahead for the line
                // editor, which takes them first. Read a byte at a time, with a wait for each, a
                // pasted mebibyte took 17 s, keys typed meanwhile and Ctrl-C behind it (found
                // by a hostile tester). Lines read without the editor (`TERM=dumb`, output to a
                // pipe) would not take those keys: there, what follows Enter stays with the
                // terminal, read a byte at a time.
                guard let bytes = typedBefore ?? readBytes(upTo: edits ? 16_384 : 1) else {
                    finished = true
                    Terminal.write(Array("\r\n".utf8), to: 1)
                    return nil
                }
                keysAhead = keys(from: bytes)
            }
        }
    }

    /// The keys `bytes` read from the terminal complete.
    ///
    /// When they end by opening a sequence (`ESC ]`) and nothing more comes at once, that was
    /// a person's Alt key, not a terminal's reply: the keys typed next are keys, not its text.
    /// When they end inside a paste and nothing more comes for a while, the paste's end mark
    /// was lost: the keys typed next are keys again; so they are after a string (`ESC ] 2 ;`)
    /// left open that long.
    private mutating func keys(from bytes: [UInt8]) -> ArraySlice<KeyPress> {
        let keys = keyDecoder.keys(from: bytes)
        if keyDecoder.hasOnlyOpenedASequence,
            !terminal.hasInput(within: Self.sequenceCompletionMilliseconds)
        {
            keyDecoder.endOpenedSequence()
        }
        if keyDecoder.isPasting, !terminal.hasInput(within: Self.pastePauseMilliseconds) {
            keyDecoder.endPaste()
        }
        if keyDecoder.isInString, !terminal.hasInput(within: Self.pastePauseMilliseconds) {
            keyDecoder.endString()
        }
        return keys[...]
    }

    /// How long a paste may pause before its end mark is taken as lost: a terminal writes a
    /// paste whole, and a slow connection delivers it in pieces well within this.
    static let pastePauseMilliseconds: Int32 = 500

    /// How long the rest of a sequence a terminal sends may take to follow its opening: it
    /// writes one whole, so only a split read separates them; a person types slower.
    static let sequenceCompletionMilliseconds: Int32 = 50

    /// Turns the terminal's echo off, keeping what was typed so far; for the line editor, keys
    /// are then kept as typed (the terminal does not edit lines meanwhile), so that the editor
    /// acts on them afterwards as if typed then: Ctrl-U clears the line being typed before
    /// the hold too, and Ctrl-D waits for the editor like any other key.
    public mutating func holdTypeAhead() {
        guard isTerminal else { return }
        isHolding = true
        // From the line mode raw mode was left on over, if it was: the hold is made of it.
        settingsBeforeHold = terminal.hold(keysAsTyped: edits, from: settingsBeforeRawMode)
        settingsBeforeRawMode = nil
    }

    package mutating func holdTypeAheadAsKeys() {
        // Woken, the line editor left its raw mode on: that is the hold.
        guard isTerminal, !isHolding else { return }
        isHolding = true
        settingsBeforeHold = terminal.hold(
            keysAsTyped: edits, signalsAsKeys: true, from: settingsBeforeRawMode)
        settingsBeforeRawMode = nil
    }

    package mutating func releaseTypeAheadToRead() {
        guard isTerminal, isHolding, holdIsRawMode else { return releaseTypeAhead() }
        while !finished && terminal.hasInput() {
            if !readChunk() { finished = true }
        }
        // Left out of line mode for the line editor, which takes it back at once (work that
        // showed its screen made Ctrl-C a signal: raw mode takes it as a key again).
        isHolding = false
        holdIsRawMode = false
        settingsBeforeRawMode = settingsBeforeHold
        settingsBeforeHold = nil
    }

    package mutating func discardRestOfPaste() {
        guard isTerminal else { return }
        // What was read ahead and not yet taken as keys (held while the app worked) is the
        // paste's too: decoded, for its end mark.
        _ = keyDecoder.keys(from: splitter.takeUnfinishedLine())
        keysAhead = []
        // Bounded: a terminal writes a paste at once, so it comes at the speed of the link;
        // a device that never stops sending ends the session all the same.
        let deadline = ContinuousClock.now + .seconds(10)
        var dropped = 0
        while keyDecoder.isPasting, dropped < Self.largestPasteDropped,
            ContinuousClock.now < deadline,
            terminal.hasInput(within: Self.pastePauseMilliseconds),
            let bytes = readBytes(upTo: 65_536)
        {
            dropped += bytes.count
            _ = keyDecoder.keys(from: bytes)
        }
    }

    /// The most bytes of a paste dropped as the session ends inside it.
    static let largestPasteDropped = 64 << 20

    /// Reads what was typed while echo was off, marks its lines unshown, and puts the
    /// settings back; for the line editor, which takes the terminal next, they are put back
    /// when it is done with it.
    public mutating func releaseTypeAhead() {
        holdIsRawMode = false
        guard isTerminal, isHolding else { return }
        // What is there now: a terminal in line mode (no line editor) reports a whole line
        // only, so this never waits for a line being typed.
        while !finished && terminal.hasInput() {
            if !readChunk() { finished = true }
        }
        isHolding = false
        if let settings = settingsBeforeHold {
            // The line editor takes the terminal next, in raw mode: held until then, never in
            // line mode, where the kernel would echo what comes meanwhile.
            if edits { settingsBeforeRawMode = settings } else { terminal.release(settings) }
        }
        settingsBeforeHold = nil
    }
}
