/// Cuts a stream of bytes into ``InputLine`` values, in bounded memory.
///
/// Lines end at `\n`, `\r\n` or a lone `\r` (an old Mac editor's line ending, and what Enter
/// sends; no typed line holds one). A line over ``maximumLineBytes`` is skipped to its end
/// without being kept, and reported as ``InputLine/Problem/tooLong(byteCount:)``.
public struct LineSplitter: Sendable {
    /// The longest line kept, in bytes: 64 KiB.
    public static let maximumLineBytes = 65_536

    private var pending: [UInt8] = []
    /// Bytes of an over-long line skipped so far, or `nil` when not skipping.
    private var skipped: Int?
    private var chunk: [UInt8] = []
    private var chunkIndex = 0
    /// Whether the last line ended at a `\r` that was the last byte added: a `\n` coming next
    /// is the rest of its `\r\n`, not an empty line.
    private var endedAtReturn = false

    /// A splitter with no bytes yet.
    public init() {}

    /// Whether bytes were added that no line returned has taken yet.
    var hasBufferedBytes: Bool {
        chunkIndex < chunk.count || !pending.isEmpty || skipped != nil
    }

    /// Whether a whole line was added that no line returned has taken yet, so that
    /// ``nextLine()`` gives it without more bytes.
    var hasWholeLine: Bool {
        let rest = chunk[chunkIndex...].drop { endedAtReturn && $0 == UInt8(ascii: "\n") }
        return rest.contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    }

    /// Whether an over-long line is being skipped: its start is not kept.
    var isSkippingALine: Bool { skipped != nil }

    /// Takes the bytes added that no line returned has taken yet (whole lines, line endings
    /// and all, and a line begun but not ended), for a reader that goes on with them key by key.
    ///
    /// While ``isSkippingALine``, only the bytes added after the line's start was dropped are
    /// given.
    mutating func takeUnfinishedLine() -> [UInt8] {
        defer {
            pending = []
            skipped = nil
            chunk = []
            chunkIndex = 0
            endedAtReturn = false
        }
        return pending + chunk[chunkIndex...]
    }

    /// Adds bytes read from the source.
    public mutating func append(_ bytes: [UInt8]) {
        if chunkIndex < chunk.count {
            chunk.removeFirst(chunkIndex)
            chunk += bytes
        } else {
            chunk = bytes
        }
        chunkIndex = 0
    }

    /// The next complete line, or `nil` when more bytes are needed.
    public mutating func nextLine() -> InputLine? {
        while chunkIndex < chunk.count {
            if endedAtReturn {
                endedAtReturn = false
                if chunk[chunkIndex] == UInt8(ascii: "\n") {
                    chunkIndex += 1
                    continue
                }
            }
            let start = chunkIndex
            let newline = chunk[start...].firstIndex {
                $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
            }
            let end = newline ?? chunk.count
            chunkIndex = newline.map { $0 + 1 } ?? chunk.count
            if let newline, chunk[newline] == UInt8(ascii: "\r") {
                // "\r\n" is one line ending; its "\n" may come with the next bytes.
                if chunkIndex < chunk.count {
                    if chunk[chunkIndex] == UInt8(ascii: "\n") { chunkIndex += 1 }
                } else {
                    endedAtReturn = true
                }
            }
            if let count = skipped {
                skipped = count + (end - start)
            } else {
                pending += chunk[start..<end]
                if pending.count > Self.maximumLineBytes {
                    skipped = pending.count
                    pending = []
                }
            }
            if newline != nil {
                return takeLine()
            }
        }
        return nil
    }

    /// The last line when the source ended without a final newline, or `nil` if there is none.
    public mutating func finish() -> InputLine? {
        if let line = nextLine() { return line }
        guard !pending.isEmpty || skipped != nil else { return nil }
        return takeLine()
    }

    private mutating func takeLine() -> InputLine {
        defer {
            pending = []
            skipped = nil
        }
        if let count = skipped {
            return InputLine("", problem: .tooLong(byteCount: count))
        }
        var bytes = pending[...]
        if bytes.last == UInt8(ascii: "\r") {
            bytes = bytes.dropLast()
        }
        // Decoding replaces invalid bytes, so the text differs from them exactly when some were.
        // (`String(validating:as:)` runs generic code that looks its types up at run time, on
        // every line.)
        let text = String(decoding: bytes, as: UTF8.self)
        if text.utf8.elementsEqual(bytes) { return InputLine(text) }
        return InputLine(text, problem: .invalidUTF8)
    }
}
