#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a program that changes its terminal's settings does when a signal stops, continues or
/// ends it: one piece for the app console and `scenic review`.
///
/// While installed, every signal whose default action would end the process ends it with the
/// terminal's settings as they were when the program began (one the program handles or ignores
/// itself stays its own); a crash's signal first hands over to the handler installed before
/// (the Swift runtime's backtrace), then ends the process by its default action, even when
/// that handler returns (as it does for a signal sent from outside); SIGTSTP stops it with the
/// settings put back; and when it is continued, after any stop (SIGSTOP too, which no program
/// can handle, and after which the shell has set its own settings), the settings last set
/// through ``set(_:on:discardingTypedInput:)`` are set again, and a byte on
/// ``continuedDescriptor`` tells a reader to draw its line again. Only in the terminal's
/// foreground group: in the background the terminal is the shell's.
///
/// A handler may run anywhere, even while the Swift runtime holds a lock, so the handlers call
/// nothing but async-signal-safe functions and touch no generic, tuple or optional value, whose
/// type the runtime might look up under that lock (a debug build of `scenic review` spun so,
/// for ever): everything they use is made beforehand, in memory of its own.
package enum TerminalSignals {
    /// The signals whose default action ends the process, but SIGINT, which a program handles
    /// its own way (the console hands it to running work).
    package static let endingSignals: [Int32] = {
        var signals = [
            SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF,
            SIGXCPU, SIGXFSZ, SIGIO, SIGSYS,
        ]
        #if os(Linux)
            // The real-time signals, SIGRTMIN to SIGRTMAX as glibc sets them.
            signals += [SIGSTKFLT, SIGPWR] + Array(34...64)
        #endif
        return signals
    }()

    /// The signals of a crash, which the Swift runtime handles by printing a backtrace.
    package static let crashSignals = [SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP]

    /// Installs the handlers for the terminal at `fileDescriptor`, whose settings now are
    /// `original`, and returns what puts the handlers and the signal mask back.
    ///
    /// - Parameters:
    ///   - endingAlso: signals to end the process on besides ``endingSignals`` (SIGINT, for a
    ///     program that lets Ctrl-C end it).
    ///   - writingOnEnd: bytes written to standard output after the settings are put back, when
    ///     a signal ends the process (a newline, so the shell's prompt starts a line).
    ///   - writingOnStop: the same when the process stops; a shell ends the line itself then,
    ///     before it says the job stopped.
    ///   - writingOnContinue: bytes written to standard output after the settings are set
    ///     again, when the process is continued (a prompt).
    ///
    /// The signals are let through to the calling thread however the process was started: a
    /// parent that blocked them would otherwise leave it deaf to them. One installation at a
    /// time per process.
    package static func install(
        fileDescriptor: Int32, original: termios, endingAlso: [Int32] = [],
        writingOnEnd: [UInt8], writingOnStop: [UInt8], writingOnContinue: [UInt8]
    ) -> () -> Void {
        savedDescriptor = fileDescriptor
        savedOriginal = original
        isEnding = 0
        wanted[0] = original
        wanted[1] = original
        wantedIndex = 0
        endBytes = prepared(writingOnEnd)
        stopBytes = prepared(writingOnStop)
        continueBytes = prepared(writingOnContinue)
        if continuedPipe[0] < 0 {
            // Kept open for the life of the process, like the bytes: a handler may run late.
            _ = pipe(&continuedPipe)
            for end in continuedPipe {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            }
            continuedWriteEnd = continuedPipe[1]
        }
        var previous: [(Int32, sigaction)] = []
        // A signal the program handles or ignores itself (SIGUSR1 to reload, SIGHUP under
        // `nohup`) stays its own; a crash's handler is the runtime's, handed over to.
        for number in endingSignals + endingAlso where isDefault(number) {
            previous.append((number, handle(number, with: endOnSignal)))
        }
        for number in crashSignals {
            let before = handleWithInformation(number, with: endOnCrash)
            crashHandlers[Int(number)] = before
            previous.append((number, before))
        }
        handlesStops = isDefault(SIGTSTP)
        if handlesStops { previous.append((SIGTSTP, handle(SIGTSTP, with: stopOnSignal))) }
        if isDefault(SIGCONT) {
            previous.append((SIGCONT, handle(SIGCONT, with: setAgainOnContinue)))
        }
        if isDefault(SIGWINCH) {
            previous.append((SIGWINCH, handle(SIGWINCH, with: noteResize)))
        }
        var handled = sigset_t()
        sigemptyset(&handled)
        for (number, _) in previous { sigaddset(&handled, number) }
        var previousMask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &handled, &previousMask)
        return {
            handlesStops = false
            var mask = previousMask
            pthread_sigmask(SIG_SETMASK, &mask, nil)
            for (number, action) in previous {
                var action = action
                sigaction(number, &action, nil)
            }
        }
    }

    /// Sets `settings` on the terminal at `fileDescriptor` now, to be set again after a stop.
    ///
    /// They are the ones set again when the process is continued; `false` when the terminal
    /// refused them. With `discardingTypedInput`, what was typed but not yet read is dropped.
    @discardableResult
    package static func set(
        _ settings: termios, on fileDescriptor: Int32, discardingTypedInput: Bool = false
    ) -> Bool {
        // The other slot is written, then chosen: a handler never reads half-written settings.
        let next = 1 - wantedIndex
        wanted[next] = settings
        wantedIndex = next
        var settings = settings
        guard waitUntilForeground(fileDescriptor, stoppingWith: SIGTTOU) else { return false }
        return asJob {
            tcsetattr(fileDescriptor, discardingTypedInput ? TCSAFLUSH : TCSANOW, &settings) == 0
        }
    }

    /// Puts `settings` back on the terminal at `fileDescriptor` as the process ends, dropping
    /// what was typed but not read; from then on, nothing sets any other (a line editor on
    /// another thread, continued, would set raw mode again after this).
    package static func setAsTheProcessEnds(_ settings: termios, on fileDescriptor: Int32) {
        isEnding = 1
        var settings = settings
        tcsetattr(fileDescriptor, TCSAFLUSH, &settings)
    }

    /// Returns once this process is in the terminal's foreground group, stopping it with
    /// `signal` (SIGTTIN before a read, SIGTTOU before a change of settings) meanwhile, as the
    /// system stops a program in the background that uses its terminal; `false`, at once,
    /// when the process is ending.
    ///
    /// The system would stop it from inside the call, and restart the call when the process
    /// is continued, stopping it again: `kill %1` (SIGTERM, then SIGCONT) then never ended a
    /// stopped app, as the call stopped it again before the signal's handler, on another
    /// thread, could. Here the thread comes back between stops, and lets the handler go first.
    package static func waitUntilForeground(_ fileDescriptor: Int32, stoppingWith signal: Int32)
        -> Bool
    {
        while true {
            if isEnding != 0 { return false }
            let foreground = tcgetpgrp(fileDescriptor)
            // No controlling terminal, or in the foreground: nothing to wait for.
            if foreground < 0 || foreground == getpgrp() { return true }
            let before = continuations
            ProcessStop.stopUntilContinued(by: signal)
            // Not stopped (ignored, or a process group no shell controls): the call fails or
            // goes ahead as the system decides.
            if continuations == before { return true }
            // A signal sent with the continuation (`kill %1`'s SIGTERM) is being handled on
            // another thread: its moment to end the process comes first.
            usleep(20_000)
        }
    }

    /// Runs `body`, which reads the terminal or changes its settings, with SIGTTIN and SIGTTOU
    /// let through to this thread, so that a process in the background is stopped by them
    /// until `fg`, as any program is.
    ///
    /// The concurrency runtime's threads block them: from the background, a read then failed
    /// as if input had ended, and the settings changed under the shell (raw mode at its
    /// prompt).
    package static func asJob<Result>(_ body: () -> Result) -> Result {
        var jobControl = sigset_t()
        sigemptyset(&jobControl)
        sigaddset(&jobControl, SIGTTIN)
        sigaddset(&jobControl, SIGTTOU)
        var mask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &jobControl, &mask)
        defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
        return body()
    }

    /// Stops the process and its group as Ctrl-Z does (``ProcessStop``), and returns once it
    /// is continued, or was not stopped (a group no shell controls).
    ///
    /// The kernel hands a signal sent to the group to the process's first thread that takes
    /// it, not to the one that sent it: that one went on, and set raw mode again before the
    /// stop, leaving the shell a terminal without line mode or echo. So it waits for the
    /// handler to see the stop through (a moment at most when nothing stops it).
    package static func stopWithGroup(wholeGroup: Bool) {
        let handledBefore = stopsHandled
        ProcessStop.stopUntilContinued(wholeGroup: wholeGroup)
        guard handlesStops else { return }
        var waited = 0
        while stopsHandled == handledBefore && waited < 2_000 {
            usleep(1_000)
            waited += 1
        }
    }

    /// Whether SIGTSTP is handled here: the settings are put back for the stop and set again
    /// after it.
    package nonisolated(unsafe) static var handlesStops = false

    /// A descriptor that becomes readable when the process is continued after a stop or the
    /// terminal changes size, for a reader that waits for keys to draw its line again; -1
    /// before the first ``install``.
    package static var continuedDescriptor: Int32 { continuedPipe[0] }

    /// Whether the process was continued since the last call; empties
    /// ``continuedDescriptor``, keeping a resize for ``takeResized()``.
    package static func takeContinued() -> Bool {
        readWakeUps()
        defer { pendingWakeUps.continued = false }
        return pendingWakeUps.continued
    }

    /// Whether the terminal changed size since the last call; empties
    /// ``continuedDescriptor``, keeping a continuation for ``takeContinued()``.
    package static func takeResized() -> Bool {
        readWakeUps()
        defer { pendingWakeUps.resized = false }
        return pendingWakeUps.resized
    }

    /// Tells the reader, through ``continuedDescriptor``, that Ctrl-C came for the line it
    /// edits (``takeInterrupt()``); from a thread, not a signal handler.
    package static func noteInterrupt() {
        guard continuedWriteEnd >= 0 else { return }
        var byte = WakeUp.interrupted
        _ = write(continuedWriteEnd, &byte, 1)
    }

    /// Whether Ctrl-C came for the line being edited since the last call
    /// (``noteInterrupt()``).
    package static func takeInterrupt() -> Bool {
        readWakeUps()
        return takeInterruptRead()
    }

    /// Whether a Ctrl-C for the line being edited was read from ``continuedDescriptor`` (by a
    /// call that takes something else) and not yet taken: the descriptor no longer says so.
    package static func takeInterruptRead() -> Bool {
        defer { pendingWakeUps.interrupted = false }
        return pendingWakeUps.interrupted
    }

    /// Whether wake-ups were read from ``continuedDescriptor`` (by a call that takes one of
    /// them) and not all taken: the descriptor no longer says so, so a reader handles them as
    /// if it did.
    package static var hasWakeUpsRead: Bool {
        pendingWakeUps.continued || pendingWakeUps.resized || pendingWakeUps.interrupted
    }

    /// Drops a Ctrl-C noted for a line the editor has handed over (one that came with its
    /// Enter), keeping the other wake-ups for the next line.
    package static func dropInterrupt() {
        readWakeUps()
        pendingWakeUps.interrupted = false
    }

    /// Moves what the handlers wrote to the pipe into ``pendingWakeUps``.
    private static func readWakeUps() {
        guard continuedPipe[0] >= 0 else { return }
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(continuedPipe[0], &bytes, bytes.count)
            guard count > 0 else { return }
            for byte in bytes[..<count] {
                switch byte {
                case WakeUp.resized: pendingWakeUps.resized = true
                case WakeUp.interrupted: pendingWakeUps.interrupted = true
                default: pendingWakeUps.continued = true
                }
            }
        }
    }

    /// What the handlers write to the pipe behind ``continuedDescriptor``.
    fileprivate enum WakeUp {
        static let continued: UInt8 = 1
        static let resized: UInt8 = 2
        static let interrupted: UInt8 = 3
    }

    /// The wake-ups read from the pipe and not yet taken; read and written by the one thread
    /// that reads the terminal.
    private nonisolated(unsafe) static var pendingWakeUps = (
        continued: false, resized: false, interrupted: false
    )

    /// Whether `number` acts as it does by default now: no handler and not ignored, or (for
    /// SIGQUIT) the Swift runtime's backtrace, which takes it as it takes a crash's signals, and
    /// after whose report the process went on reading.
    private static func isDefault(_ number: Int32) -> Bool {
        let handler = handlerAddress(of: number)
        // SIG_DFL is the null handler; the backtrace's is SIGABRT's, a function (above 1).
        if handler == 0 { return true }
        return number == SIGQUIT && handler > 1 && handler == handlerAddress(of: SIGABRT)
    }

    /// The address of the function `number` calls now; 0 for SIG_DFL, 1 for SIG_IGN.
    private static func handlerAddress(of number: Int32) -> Int {
        var current = sigaction()
        guard sigaction(number, nil, &current) == 0 else { return 1 }
        return functionAddress(of: current)
    }

    /// Installs `handler` for `number` with nothing blocked but the signal itself; an
    /// interrupted call is restarted, as `signal` would have it; returns the action it
    /// replaces.
    fileprivate static func handle(
        _ number: Int32, with handler: @convention(c) (Int32) -> Void
    ) -> sigaction {
        var action = sigaction()
        #if os(Linux)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = Int32(SA_RESTART)
        return replace(number, with: action)
    }

    /// Installs `handler` for a crash's signal `number` as the Swift runtime installs its
    /// backtrace's, which it hands over to: called with the signal's information and context,
    /// on the alternate stack (a stack overflow leaves no other), and with every other signal
    /// blocked but the crash signals, so that a fault while the backtrace reads memory is
    /// handled rather than fatal; returns the action it replaces.
    private static func handleWithInformation(
        _ number: Int32,
        with handler:
            @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?)
            -> Void
    ) -> sigaction {
        var action = sigaction()
        #if os(Linux)
            action.__sigaction_handler.sa_sigaction = handler
        #else
            action.__sigaction_u.__sa_sigaction = handler
        #endif
        sigfillset(&action.sa_mask)
        for crash in crashSignals { sigdelset(&action.sa_mask, crash) }
        action.sa_flags = Int32(SA_ONSTACK | SA_SIGINFO | SA_NODEFER)
        return replace(number, with: action)
    }

    /// Makes `action` the action of `number`; returns the one it replaces.
    private static func replace(_ number: Int32, with action: sigaction) -> sigaction {
        var action = action
        var before = sigaction()
        sigaction(number, &action, &before)
        return before
    }

    /// `bytes` copied into memory of their own, kept for the life of the process.
    private static func prepared(_ bytes: [UInt8]) -> SavedBytes {
        let start = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 1)
        for (offset, byte) in bytes.enumerated() {
            start.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self)
        }
        return SavedBytes(start: start, count: bytes.count)
    }
}

/// Bytes for a handler to write: a pointer and a count, a plain value.
private struct SavedBytes {
    let start: UnsafeMutableRawPointer
    let count: Int

    /// Writes the bytes to standard output.
    func write() {
        if count > 0 { _ = systemWrite(1, start, count) }
    }
}

/// The C library's `write`, under a name the method above does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

// What the handlers read, written before they are installed (``TerminalSignals/set(_:on:)``
// writes the slot not in use, then chooses it).
nonisolated(unsafe) private var savedDescriptor: Int32 = -1
nonisolated(unsafe) private var savedOriginal = termios()
nonisolated(unsafe) private var wanted = WantedSettings()
nonisolated(unsafe) private var wantedIndex = 0
nonisolated(unsafe) private var endBytes = SavedBytes(
    start: UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1), count: 0)
nonisolated(unsafe) private var stopBytes = endBytes
nonisolated(unsafe) private var continueBytes = endBytes
nonisolated(unsafe) private var continuedPipe: [Int32] = [-1, -1]
nonisolated(unsafe) private var continuedWriteEnd: Int32 = -1
nonisolated(unsafe) private var crashHandlers = CrashHandlers()
/// 1 once a signal is ending the process.
nonisolated(unsafe) private var isEnding: Int32 = 0
/// How many times the process was continued after a stop, as far as its handler saw.
nonisolated(unsafe) private var continuations = 0
/// How many stops the handler of SIGTSTP has seen to their end (continued, or not stopped).
nonisolated(unsafe) private var stopsHandled = 0

/// Two slots of settings, a fixed-size C value a handler reads without any lookup.
private struct WantedSettings {
    private var first = termios()
    private var second = termios()

    subscript(index: Int) -> termios {
        get { index == 0 ? first : second }
        set {
            if index == 0 { first = newValue } else { second = newValue }
        }
    }
}

/// The actions the crash signals had before, by signal number, in memory of their own.
private struct CrashHandlers {
    private let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

    init() { actions.initialize(repeating: sigaction(), count: 65) }

    subscript(number: Int) -> sigaction {
        get { number >= 0 && number < 65 ? actions[number] : sigaction() }
        nonmutating set { if number >= 0 && number < 65 { actions[number] = newValue } }
    }
}

/// Whether this process's group is the terminal's foreground group.
///
/// Only then are the terminal's settings this process's to change. In the background (`kill %1` sends SIGTERM and SIGCONT to a
/// stopped job there) the shell has its own, and changing them would stop the process again,
/// inside the handler, by SIGTTOU.
private func isInForeground() -> Bool {
    guard savedDescriptor >= 0 else { return false }
    let foreground = tcgetpgrp(savedDescriptor)
    // A terminal that is not this process's controlling one has no foreground group to ask:
    // no shell's job control stands between the process and it.
    return foreground < 0 || foreground == getpgrp()
}

/// Puts the settings the program began with back, dropping what was typed but not yet read
/// (lines typed ahead would otherwise reach the shell as commands, a hidden password too), and
/// writes `bytes` (those for an end, or a stop).
private func restoreFromHandler(writing bytes: SavedBytes = endBytes) {
    guard isInForeground() else { return }
    tcsetattr(savedDescriptor, TCSAFLUSH, &savedOriginal)
    bytes.write()
}

/// Sets the settings last set again, unless the process is ending or in the background.
private func setWantedAgain() {
    guard isEnding == 0, isInForeground() else { return }
    var settings = wanted[wantedIndex]
    tcsetattr(savedDescriptor, TCSANOW, &settings)
}

/// Ends the process with the terminal put back, with the status a shell gives a process that
/// signal ended.
private func endOnSignal(_ number: Int32) {
    // A continuation handled on another thread meanwhile must not set the settings again.
    isEnding = 1
    restoreFromHandler()
    _exit(128 + number)
}

/// The address of the function `action` calls; 0 for SIG_DFL, 1 for SIG_IGN. (A plain C
/// value read: a handler may call it.)
private func functionAddress(of action: sigaction) -> Int {
    #if os(Linux)
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    #else
        unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
    #endif
}

/// Puts the terminal back, lets the handler before (the backtrace) run with the signal's
/// information and context, then ends the process by the signal's default action, a core dump
/// where the system keeps them.
private func endOnCrash(
    _ number: Int32, _ information: UnsafeMutablePointer<siginfo_t>?,
    _ context: UnsafeMutableRawPointer?
) {
    isEnding = 1
    restoreFromHandler()
    var before = crashHandlers[Int(number)]
    #if os(Linux)
        let handler = before.__sigaction_handler.sa_handler
        let withInformation = before.__sigaction_handler.sa_sigaction
        let takesInformation = before.sa_flags & Int32(SA_SIGINFO) != 0
    #else
        let handler = before.__sigaction_u.__sa_handler
        let withInformation = before.__sigaction_u.__sa_sigaction
        let takesInformation = before.sa_flags & SA_SIGINFO != 0
    #endif
    // SIG_DFL is 0 and SIG_IGN 1: only a function is called.
    if functionAddress(of: before) > 1 {
        // It expects to be the signal's action: it is made so, and called as the system would.
        sigaction(number, &before, nil)
        if takesInformation {
            withInformation?(number, information, context)
        } else {
            handler?(number)
        }
    }
    signal(number, SIG_DFL)
    var crash = sigset_t()
    sigemptyset(&crash)
    sigaddset(&crash, number)
    pthread_sigmask(SIG_UNBLOCK, &crash, nil)
    raise(number)
    _exit(128 + number)
}

/// Stops the process with the terminal put back (the shell's), and when it is continued sets
/// the settings last set again.
private func stopOnSignal(_ number: Int32) {
    restoreFromHandler(writing: stopBytes)
    // Stopped by the default action; continued, ``setAgainOnContinue`` has set the settings
    // again and said so, and this handler is set again. A process group no shell controls is
    // not stopped, and gets no SIGCONT: the settings are set again here too.
    signal(SIGTSTP, SIG_DFL)
    ProcessStop.stopUntilContinued()
    _ = TerminalSignals.handle(SIGTSTP, with: stopOnSignal)
    setWantedAgain()
    stopsHandled &+= 1
}

/// Sets the settings last set again when the process is continued, writes the bytes for it,
/// and tells a reader through the continued pipe.
private func setAgainOnContinue(_ number: Int32) {
    continuations &+= 1
    // Continued in the background (`bg`), the terminal is the shell's: nothing to set or draw.
    guard isEnding == 0, isInForeground() else { return }
    setWantedAgain()
    continueBytes.write()
    var byte = TerminalSignals.WakeUp.continued
    _ = write(continuedWriteEnd, &byte, 1)
}

/// Tells a reader through the continued pipe that the terminal changed size, so that it draws
/// its line again: the terminal may have wrapped it anew.
private func noteResize(_ number: Int32) {
    guard isEnding == 0 else { return }
    var byte = TerminalSignals.WakeUp.resized
    _ = write(continuedWriteEnd, &byte, 1)
}
