import Foundation
import Scenic
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input and output: printing, color, and single-key input for `review`.
enum Terminal {
    /// Writes the sentences `text` to standard output, wrapped between words at the
    /// terminal's width (a terminal breaks a long line inside a word), then a newline.
    ///
    /// After a prompt still on the line (`prompt`), the text starts a line of its own when it
    /// does not fit beside it: `keys: The key "n" does nothing here; ? lists th` broke inside a
    /// word.
    static func say(_ text: String, afterPrompt prompt: String? = nil) {
        guard let columns = outputSize?.columns, columns >= 20 else { return print(text) }
        let lines = TextWrapper.wrap(text, width: columns - 1)
        let room = columns - 1 - (prompt.map(DisplayWidth.of) ?? 0)
        let fits = lines.count == 1 && DisplayWidth.of(lines[0]) <= room
        print((prompt == nil || fits ? "" : "\n") + lines.joined(separator: "\n"))
    }

    /// Writes the lines of `text` (a list of keys and what they do), each wrapped between words
    /// at the terminal's width with its later lines under its description, `indent` columns in;
    /// the spaces within a line are kept.
    static func list(_ text: String, indent: Int) {
        guard let columns = outputSize?.columns, columns >= 20 else { return print(text) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            hanging(String($0), width: columns - 1, indent: indent)
        }
        print(lines.joined(separator: "\n"))
    }

    /// `line` broken at spaces into lines of at most `width` columns, the later ones indented
    /// by `indent` spaces; a word longer than a line is broken where the line ends.
    static func hanging(_ line: String, width: Int, indent: Int) -> [String] {
        var lines: [String] = []
        var rest = line[...]
        var lead = ""
        while DisplayWidth.of(lead) + DisplayWidth.of(rest) > width {
            let room = width - DisplayWidth.of(lead)
            var end = rest.startIndex
            var used = 0
            var lastSpace: Substring.Index?
            while end < rest.endIndex, used + DisplayWidth.of(rest[end]) <= room {
                if rest[end] == " " { lastSpace = end }
                used += DisplayWidth.of(rest[end])
                end = rest.index(after: end)
            }
            if end < rest.endIndex, rest[end] == " " { lastSpace = end }
            let cut = lastSpace.flatMap { $0 > rest.startIndex ? $0 : nil } ?? end
            guard cut > rest.startIndex else { break }
            let kept = rest[..<cut]
            lines.append(
                lead + kept[..<(kept.lastIndex { $0 != " " }.map(kept.index(after:)) ?? cut)])
            rest = rest[cut...].drop { $0 == " " }
            lead = String(repeating: " ", count: indent)
        }
        lines.append(lead + rest)
        return lines
    }

    /// Writes `text` and a newline to standard output, unbuffered.
    static func print(_ text: String) {
        write(text + "\n", to: 1)
    }

    /// Writes `text` to standard output without a newline, unbuffered.
    static func prompt(_ text: String) {
        write(text, to: 1)
    }

    /// Writes `text` and a newline to standard error.
    static func printError(_ text: String) {
        write(text + "\n", to: 2)
    }

    /// Writes `text` to standard error as it is.
    static func writeError(_ text: String) {
        write(text, to: 2)
    }

    /// The first error writing standard output met (`errno`), for the command's end to say.
    static var outputFailure: Int32? { firstOutputFailure.withLock { $0 } }

    private static let firstOutputFailure = Mutex<Int32?>(nil)

    /// Writes `text` to `fileDescriptor`; a failure is noted, not a crash.
    ///
    /// `FileHandle.write` stopped the process on a closed or full output (`scenic accept
    /// --all >&-`, `> /dev/full`) with one snapshot of several accepted (found by a hostile
    /// tester): the command goes on deciding, and says so at its end.
    private static func write(_ text: String, to fileDescriptor: Int32) {
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes {
                systemWrite(fileDescriptor, $0.baseAddress, $0.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                let failure = errno
                if fileDescriptor == 1 { firstOutputFailure.withLock { $0 = $0 ?? failure } }
                return
            }
            remaining = remaining.dropFirst(written)
        }
    }

    /// Whether standard input is a terminal.
    static var inputIsTerminal: Bool { isatty(0) == 1 }

    /// Whether to color standard output: only on a terminal, and never with `NO_COLOR` set.
    static func usesColor(environment: [String: String]) -> Bool {
        isatty(1) == 1 && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// The columns and rows of the terminal standard output is; `nil` when it is not a terminal
    /// (piped output is never clipped or paged) or tells no size.
    static var outputSize: (columns: Int, rows: Int)? {
        guard isatty(1) == 1 else { return nil }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Asks the terminal to mark pasted text (bracketed paste mode).
    private static let bracketedPasteOn = "\u{1B}[?2004h"
    /// Asks the terminal to stop marking pasted text.
    private static let bracketedPasteOff = "\u{1B}[?2004l"

    /// Runs `body` with standard input in single-key mode (no line buffering, no echo),
    /// printing `prompt` again when the process is continued after a stop.
    ///
    /// Returns `nil` without running `body` when the terminal cannot switch modes. The mode
    /// is restored when `body` returns; by signal handlers when a signal ends the process
    /// (Ctrl-C, Ctrl-\\, SIGTERM, SIGHUP, a closed pipe); and while it is stopped (Ctrl-Z), to
    /// be set again, with bracketed paste, when it is continued (`fg`): a paste then could
    /// otherwise arrive as keys.
    static func withSingleKeyInput<Result>(reprinting promptText: String, _ body: () -> Result)
        -> Result?
    {
        var original = termios()
        guard tcgetattr(0, &original) == 0 else { return nil }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        // Ctrl-S would stop the output while keys are still read: a key would decide a change
        // not yet on the screen.
        raw.c_iflag &= ~tcflag_t(IXON)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        // Pasted text then comes marked, and is refused whole rather than taken as keys.
        let bracketsPastes = isatty(1) == 1
        // Ctrl-C still raises SIGINT (ISIG stays on): it ends review as every ending signal
        // does, with the terminal put back. However review is stopped (Ctrl-Z, SIGSTOP,
        // reading in the background), the shell takes the terminal back meanwhile: continued,
        // single keys and bracketed paste are set again, or a paste would be keys, and the
        // prompt is written again.
        let restoreSignals = TerminalSignals.install(
            fileDescriptor: 0, original: original, endingAlso: [SIGINT],
            writingOnEnd: Array(((bracketsPastes ? bracketedPasteOff : "") + "\n").utf8),
            writingOnStop: Array((bracketsPastes ? bracketedPasteOff : "").utf8),
            // From the line's start: continued without a stop, the prompt is still there.
            writingOnContinue: Array(
                ((bracketsPastes ? bracketedPasteOn : "") + "\r" + promptText).utf8))
        guard TerminalSignals.set(raw, on: 0) else {
            restoreSignals()
            return nil
        }
        // Keys typed before single keys are read (while `swift run` built the command) were
        // meant for something else: one `R` would reject every change unseen.
        tcflush(0, TCIFLUSH)
        if bracketsPastes { prompt(bracketedPasteOn) }
        defer {
            if bracketsPastes { prompt(bracketedPasteOff) }
            TerminalSignals.set(original, on: 0)
            restoreSignals()
        }
        return body()
    }

    /// Reads the bytes of one key press in single-key mode: one byte, a character's bytes, or
    /// an escape sequence whole; `nil` at the end of input.
    ///
    /// A terminal sends an arrow or function key as an escape sequence whose last byte is a
    /// letter (Up is `ESC [ A`, F3 `ESC O R`), and, in the bracketed paste mode single-key
    /// input turns on, pasted text between `ESC [ 200 ~` and `ESC [ 201 ~`; taken a byte at a
    /// time, those letters would be answers (`A` accepts all the rest). So an escape byte and
    /// what comes with it are one press, waited for briefly, since a remote terminal's may come
    /// a moment later; other bytes stay one press each, so keys typed ahead still count.
    static func readKeyPress() -> [UInt8]? {
        guard let first = readByte() else { return nil }
        var bytes = [first]
        if first >= 0xC0 {
            // A character's lead byte says how many bytes follow it.
            let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
            while bytes.count < length, let next = readByte(waitingMilliseconds: 50) {
                bytes.append(next)
            }
            return bytes
        }
        guard first == 0x1B else { return bytes }
        let pasteStart = Array("\u{1B}[200~".utf8)
        let pasteEnd = Array("\u{1B}[201~".utf8)
        // A paste is read to its end however long and however slowly it comes (a slow link
        // pauses it), keeping only its start (memory stays bounded): its bytes after any
        // limit or pause, taken as keys, would decide (`A`). Markers inside the pasted text (a
        // clipboard holding them) are counted, and a paste ends only once its markers are
        // matched and nothing more has come for a moment: a terminal sends a paste at once,
        // so an end marker in the text does not end it early and let what follows be keys.
        // Once an end marker came, more markers are waited for a second at most: a start
        // marker in the text with no end of its own (`ESC[200~hello ESC[200~world ESC[201~`)
        // left the paste open, and every key after it was taken into it, unseen (found by a
        // hostile tester).
        var last = bytes
        var depth = 0
        // When the first end marker came: the second after it is counted from then, not
        // from each byte (keys typed every 0.7 s were all taken into the paste).
        var endCame: ContinuousClock.Instant?
        while true {
            let isPaste = bytes.starts(with: pasteStart)
            let next: UInt8?
            if isPaste && depth > 0 {
                if let endCame {
                    let left = endCame + .seconds(1) - .now
                    let milliseconds =
                        left.components.seconds * 1_000
                        + left.components.attoseconds / 1_000_000_000_000_000
                    next = readByte(waitingMilliseconds: Int32(max(milliseconds, 0)))
                } else {
                    next = readByte()
                }
            } else {
                next = readByte(waitingMilliseconds: 50)
            }
            guard let next else { break }
            if bytes.count < 1 << 16 { bytes.append(next) }
            last.append(next)
            if last.count > pasteEnd.count { last.removeFirst() }
            if last == pasteStart {
                depth += 1
            } else if last == pasteEnd {
                depth = max(depth - 1, 0)
                endCame = endCame ?? .now
            }
        }
        return bytes
    }

    /// The next byte of standard input if one comes within `milliseconds`.
    private static func readByte(waitingMilliseconds milliseconds: Int32) -> UInt8? {
        var request = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&request, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, request.revents & Int16(POLLIN) != 0 else { return nil }
            return readByte()
        }
    }

    /// Reads one byte from standard input; `nil` at end of input.
    static func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(0, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }
}

/// The system's `write`, named apart from ``Terminal``'s own.
private func systemWrite(_ fileDescriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fileDescriptor, bytes, count)
}
