/// Screen text built in one buffer, line by line.
///
/// Renderers write pieces of a line, then end it; the writer keeps the layout's promises as it
/// goes, so no renderer has to trim or join afterwards:
///
/// - lines are joined with "\n", with no newline after the last one;
/// - no line ends with a space: spaces are held back until text follows them on the same line,
///   and dropped when the line ends first (padding is therefore free at the end of a line);
/// - blocks are separated by exactly one blank line: ``separateBlock()`` asks for one before the
///   next line written, so a block that writes nothing leaves no gap behind.
///
/// ```swift
/// var writer = LineWriter()
/// writer.write("Total")
/// writer.pad(3)
/// writer.write("$9.00")
/// writer.pad(4)
/// writer.endLine()
/// writer.separateBlock()
/// writer.writeLine("Thanks")
/// writer.text  // "Total   $9.00\n\nThanks"
/// ```
struct LineWriter {
    /// Everything written so far.
    private(set) var text = ""
    /// How many lines have been started, blank ones included.
    private(set) var lineCount = 0
    private var isLineOpen = false
    private var heldSpaces = 0
    private var wantsBlankLine = false

    /// An empty writer with room for `capacity` bytes.
    init(capacity: Int = 0) {
        text.reserveCapacity(capacity)
    }

    /// Adds `piece` to the current line (starting one if needed); its trailing spaces are held
    /// back until more text follows.
    mutating func write(_ piece: String) {
        write(Substring(piece))
    }

    /// Adds `piece` to the current line, as ``write(_:)-(String)`` does.
    mutating func write(_ piece: Substring) {
        let utf8 = piece.utf8
        var trailingSpaces = 0
        var end = utf8.endIndex
        while end != utf8.startIndex {
            let before = utf8.index(before: end)
            guard utf8[before] == UInt8(ascii: " ") else { break }
            trailingSpaces += 1
            end = before
        }
        if end == utf8.startIndex {
            // Only spaces (or nothing): they count only if text follows.
            heldSpaces += trailingSpaces
            return
        }
        openLine()
        flushHeldSpaces()
        text.append(contentsOf: trailingSpaces == 0 ? piece : piece[..<end])
        heldSpaces = trailingSpaces
    }

    /// Adds `count` spaces to the current line; like any trailing spaces, they appear only if
    /// text follows them.
    mutating func pad(_ count: Int) {
        heldSpaces += max(count, 0)
    }

    /// Adds `count` copies of "─" to the current line.
    mutating func writeRule(_ count: Int) {
        guard count > 0 else { return }
        openLine()
        flushHeldSpaces()
        Self.append(count, of: Self.rules, bytesEach: 3, to: &text)
    }

    /// Ends the current line, dropping spaces held at its end; ends an empty line when none was
    /// started, so a blank line is `endLine()` alone.
    mutating func endLine() {
        openLine()
        heldSpaces = 0
        isLineOpen = false
    }

    /// Writes `line` as a whole line.
    mutating func writeLine(_ line: String) {
        write(line)
        endLine()
    }

    /// Asks for a blank line before the next line written, unless nothing has been written yet.
    mutating func separateBlock() {
        wantsBlankLine = true
    }

    /// Takes back a blank line asked for but not yet written.
    mutating func cancelSeparation() {
        wantsBlankLine = false
    }

    private mutating func openLine() {
        guard !isLineOpen else { return }
        if wantsBlankLine {
            wantsBlankLine = false
            if lineCount > 0 {
                startLine()
            }
        }
        startLine()
        isLineOpen = true
    }

    private mutating func startLine() {
        if lineCount > 0 {
            text.append("\n")
        }
        lineCount += 1
    }

    private mutating func flushHeldSpaces() {
        if heldSpaces > 0 {
            Self.append(heldSpaces, of: Self.spaces, bytesEach: 1, to: &text)
            heldSpaces = 0
        }
    }

    // Copies of one character are cut from a long run instead of built each time: padding and
    // rules are most of what a screen writes.
    private static let runLength = 256
    private static let spaces = String(repeating: " ", count: runLength)
    private static let rules = String(repeating: "─", count: runLength)

    private static func append(_ count: Int, of run: String, bytesEach: Int, to text: inout String)
    {
        var remaining = count
        while remaining > 0 {
            let chunk = min(remaining, runLength)
            let utf8 = run.utf8
            text.append(
                contentsOf: Substring(
                    utf8[..<utf8.index(utf8.startIndex, offsetBy: chunk * bytesEach)]))
            remaining -= chunk
        }
    }
}
