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
    // Bytes, not a String: appending to an array is a copy, where appending to a String also
    // checks its form each time. The text is made once, at the end.
    private var bytes: [UInt8] = []
    /// How many lines have been started, blank ones included.
    private(set) var lineCount = 0
    private var isLineOpen = false
    private var heldSpaces = 0
    private var wantsBlankLine = false

    /// An empty writer with room for `capacity` bytes.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// An empty writer that writes into `storage`'s room, from its start.
    init(reusing storage: [UInt8]) {
        bytes = storage
        bytes.removeAll(keepingCapacity: true)
    }

    /// Everything written so far.
    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Everything written so far, as UTF-8 bytes.
    var utf8: [UInt8] { bytes }

    /// Adds `piece` to the current line (starting one if needed); its trailing spaces are held
    /// back until more text follows.
    mutating func write(_ piece: String) {
        var piece = piece
        piece.withUTF8 { write(utf8: $0) }
    }

    /// Adds `piece` to the current line, as ``write(_:)-(String)`` does.
    mutating func write(_ piece: Substring) {
        var piece = piece
        piece.withUTF8 { write(utf8: $0) }
    }

    /// Adds a piece given as UTF-8 bytes (valid, as written by another writer) to the current
    /// line, as ``write(_:)-(String)`` does.
    mutating func write(utf8 piece: UnsafeBufferPointer<UInt8>) {
        var end = piece.count
        while end > 0, piece[end - 1] == UInt8(ascii: " ") {
            end -= 1
        }
        guard end > 0 else {
            // Only spaces (or nothing): they count only if text follows.
            heldSpaces += piece.count
            return
        }
        openLine()
        flushHeldSpaces()
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: piece[..<end]))
        heldSpaces = piece.count - end
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
        Self.append(count, of: Self.rule, into: &bytes)
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

    /// Where the next block starts, for ``lines(since:)``.
    struct BlockStart {
        fileprivate let byteCount: Int
        fileprivate let lineCount: Int
        fileprivate let wantsBlankLine: Bool
        fileprivate let isAtLineStart: Bool
    }

    /// Where the next block starts: call it after ``separateBlock()``, before the block writes.
    var blockStart: BlockStart {
        BlockStart(
            byteCount: bytes.count, lineCount: lineCount, wantsBlankLine: wantsBlankLine,
            isAtLineStart: !isLineOpen && heldSpaces == 0)
    }

    /// The whole lines written since `start`, without the line breaks before them, and how
    /// many they are; `nil` when the block started or ended inside a line.
    func lines(since start: BlockStart) -> (bytes: ArraySlice<UInt8>, count: Int)? {
        guard start.isAtLineStart, !isLineOpen, heldSpaces == 0 else { return nil }
        guard lineCount > start.lineCount else { return (bytes[bytes.count...], 0) }
        // What ``openLine()`` wrote before the first line: a blank line, then a line break.
        let blankLine = start.wantsBlankLine && start.lineCount > 0
        let breaks = start.lineCount == 0 ? 0 : (blankLine ? 2 : 1)
        let count = lineCount - start.lineCount - (blankLine ? 1 : 0)
        return (bytes[(start.byteCount + breaks)...], count)
    }

    /// Writes `count` whole lines (joined by "\n", as ``lines(since:)`` gives them) where a
    /// block starts, as if they were written one by one.
    mutating func writeLines(_ lines: [UInt8], count: Int) {
        guard count > 0 else { return }
        openLine()
        bytes.append(contentsOf: lines)
        lineCount += count - 1
        heldSpaces = 0
        isLineOpen = false
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
            bytes.append(UInt8(ascii: "\n"))
        }
        lineCount += 1
    }

    private mutating func flushHeldSpaces() {
        if heldSpaces > 0 {
            Self.append(heldSpaces, of: Self.spaces, into: &bytes)
            heldSpaces = 0
        }
    }

    // A screen writes a rule or two and many runs of padding: copying from prepared bytes is a
    // few block copies, where appending one character at a time is a loop per byte.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 128)
    /// "─" (U+2500, E2 94 80 in UTF-8) 128 times.
    private static let rule = [UInt8](repeatElement([0xE2, 0x94, 0x80], count: 128).joined())

    /// Appends `count` copies of the character `run` repeats (each `run.count / 128` bytes).
    private static func append(_ count: Int, of run: [UInt8], into bytes: inout [UInt8]) {
        let size = run.count / 128
        var left = count
        while left > 0 {
            let taken = min(left, 128)
            run.withUnsafeBufferPointer { run in
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: run[..<(taken * size)]))
            }
            left -= taken
        }
    }
}
