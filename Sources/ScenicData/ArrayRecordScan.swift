import Foundation

/// Where each record of a document that is a JSON array lies in its bytes, and which records
/// hold what no JSON writer writes: bytes that are not UTF-8, a control character left raw in
/// a text, a backslash before a character JSON does not escape, half of a UTF-16 pair, or
/// brackets and quotes that do not close.
///
/// Read by structure alone (quotes, escapes, brackets and commas), so a record is found
/// whatever is wrong inside it: a bad byte in a number or between its fields, where the JSON
/// reader fails the whole document (found by a hostile tester: such a byte set aside every
/// record, another version's with them). Such records are replaced by `null` in
/// ``cleaned(_:)`` before the array is decoded, and never decoded.
///
/// When a bracket or a quote itself is damaged, the structure of the rest cannot be read from
/// it: in a file laid out a record a line or more, indented as Scenic writes it, records are
/// then found by their lines, each one that does not close damaged alone (one byte at a quote
/// set every record aside; a hostile tester's 150 such bytes left 23 copies to merge by hand).
/// A file cut short keeps the records before the cut, and bytes after the closing bracket
/// cost no record.
struct ArrayRecordScan {
    /// Each record's bytes, in order, without the whitespace and the comma around them.
    private let ranges: [Range<Data.Index>]
    /// The positions of the records that hold what no JSON writer writes, and what it is.
    private(set) var damaged: [Int: UnreadableBytes]
    /// What is wrong with the file outside its records, in words that follow "had": bytes
    /// after its closing bracket, or its end cut off after a whole record; `nil` when nothing.
    private(set) var endProblem: String?
    /// How many records were found, damaged ones included.
    var count: Int { ranges.count }
    /// Whether the records were found by the lines of a file indented as Scenic writes it,
    /// where a record's lines are more sure than its brackets and quotes: a damaged
    /// backslash turns a text's `"},{` into structure, and a record read so is cut short.
    private(set) var isByIndentedLines = false
    /// Whether the records were found by the lines of the file (``init(byLines:)`` finds
    /// the same).
    private(set) var isByLines = false

    /// The records of `data`, or `nil` when it is not an array whose records can be told
    /// apart (the JSON reader then says what is wrong).
    init?(_ data: Data) {
        let found = data.withUnsafeBytes { bytes -> ArrayRecordScan? in
            guard let opening = Self.opening(bytes) else { return nil }
            switch Self.byStructure(bytes, from: opening, in: data) {
            case .whole(let scan) where scan.endProblem != nil:
                // A bracket that closed the array early (a record's `{` damaged into `]`): every
                // record after it went as "bytes after its closing bracket" (a hostile
                // tester's). A file whose lines show more records is read by them.
                // Keeping more records, or as many and counting the one lost.
                guard let lines = Self.byLines(bytes, from: opening, in: data),
                    (lines.count - lines.damaged.count, lines.count)
                        > (scan.count - scan.damaged.count, scan.count)
                else { return scan }
                return lines
            case .whole(let scan): return scan
            case .brokenAt(let records):
                // A file whose lines show its records is read by them; one that does not (all
                // on one line) keeps what the structure found, when its end was cut off.
                return Self.byLines(bytes, from: opening, in: data) ?? records
            }
        }
        guard let found else { return nil }
        self = found
    }

    /// The records of `data` found by its lines alone (see ``byLines(_:from:in:)``), for a
    /// file whose structure read whole but whose records are not all JSON; `nil` when it is
    /// not laid out so.
    init?(byLines data: Data) {
        let found = data.withUnsafeBytes { bytes -> ArrayRecordScan? in
            guard let opening = Self.opening(bytes) else { return nil }
            return Self.byLines(bytes, from: opening, in: data)
        }
        guard let found else { return nil }
        self = found
    }

    /// These records, with each that is not JSON (a colon or a comma inside it damaged, two
    /// records run together) damaged too: for a file the JSON reader could not read once the
    /// damaged records were left out, which would otherwise be set aside whole (a hostile
    /// tester: a deleted comma, an `x` over a colon).
    ///
    /// With nothing else wrong, what was between the records was (a comma missing or doubled):
    /// ``endProblem`` says the array was mended.
    func validated(_ data: Data) -> ArrayRecordScan {
        var damaged = damaged
        for (index, range) in ranges.enumerated() where damaged[index] == nil {
            if !Self.isJSON(data[range]) {
                damaged[index] = UnreadableBytes(reason: .notJSON)
            }
        }
        var validated = self
        validated.damaged = damaged
        if damaged.isEmpty, endProblem == nil { validated.endProblem = Self.mended }
        return validated
    }

    /// Said of an array whose records were all read, once what was between them (a comma
    /// missing, doubled or written over) was mended.
    private static let mended =
        "damage between two of its records (a comma missing, doubled or written over)"

    private init(
        ranges: [Range<Data.Index>], damaged: [Int: UnreadableBytes], endProblem: String?
    ) {
        self.ranges = ranges
        self.damaged = damaged
        self.endProblem = endProblem
    }

    /// `data`'s records as an array, with each damaged one replaced by `null`, so that the
    /// JSON reader reads the others; `data` itself when nothing is damaged.
    func cleaned(_ data: Data) -> Data {
        guard !damaged.isEmpty || endProblem != nil else { return data }
        // Rebuilt from the records found: what was between them (a comma too many, brackets
        // after the array) goes.
        // Undamaged records in a row, with a comma and whitespace alone between them, are
        // copied as one run: record by record, a 300,000-record file took a second more.
        var cleaned = Data()
        cleaned.reserveCapacity(data.count + 2)
        cleaned.append(UInt8(ascii: "["))
        var run: Range<Data.Index>? = nil
        func endRun() {
            if let run { cleaned.append(data[run]) }
            run = nil
        }
        for (index, range) in ranges.enumerated() {
            if damaged[index] == nil, let current = run,
                Self.isOneComma(data[current.upperBound..<range.lowerBound])
            {
                run = current.lowerBound..<range.upperBound
                continue
            }
            endRun()
            if index > 0 { cleaned.append(UInt8(ascii: ",")) }
            if damaged[index] != nil {
                cleaned.append(contentsOf: Array("null".utf8))
            } else {
                run = range
            }
        }
        endRun()
        cleaned.append(UInt8(ascii: "]"))
        return cleaned
    }

    /// Whether `gap` is one comma with whitespace around it: what stands between two records.
    private static func isOneComma(_ gap: Data) -> Bool {
        var commas = 0
        for byte in gap {
            if byte == UInt8(ascii: ",") {
                commas += 1
            } else if !isSpace(byte) {
                return false
            }
        }
        return commas == 1
    }

    // MARK: - By structure

    /// What reading by structure found.
    private enum Structure {
        /// The array closes: its records, and what follows it.
        case whole(ArrayRecordScan)
        /// Its structure breaks (a closing bracket with nothing open, or no closing bracket at
        /// the end); for a file cut short, the records before the cut, the last one damaged
        /// when the cut is inside it.
        case brokenAt(ArrayRecordScan?)
    }

    /// Where the array's records start: past a byte order mark (which the JSON reader passes
    /// over), whitespace and the opening bracket; `nil` when the file is no array.
    private static func opening(_ bytes: UnsafeRawBufferPointer) -> Int? {
        var position = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
        }
        while position < bytes.count, isSpace(bytes[position]) { position += 1 }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "[") else { return nil }
        return position + 1
    }

    private static func byStructure(
        _ bytes: UnsafeRawBufferPointer, from opening: Int, in data: Data
    ) -> Structure {
        var ranges: [Range<Data.Index>] = []
        var damaged: [Int: UnreadableBytes] = [:]
        var record = RecordCheck()
        var start = opening
        var position = opening
        // Ends the record at `end`, unless only whitespace was there (an empty array, a
        // trailing comma, which the reader takes).
        func endRecord(at end: Int) {
            defer { record = RecordCheck() }
            guard let range = trimmed(bytes, start..<end, in: data) else { return }
            if let damage = record.damage(of: data[range]) { damaged[ranges.count] = damage }
            ranges.append(range)
        }
        // Whether the record's value ended (its object, array or text closed): an object or an
        // array after it starts the next record, with no comma between (the comma damaged, the
        // two records ran together and both went; a hostile tester).
        var valueEnded = false
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if record.isInText {
                record.read(byte, next: position < bytes.count ? bytes[position] : nil)
                if record.skipsNext { position += 1 }
                if !record.isInText, record.depth == 0 { valueEnded = true }
                continue
            }
            if valueEnded, record.depth == 0, byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
            {
                endRecord(at: position - 1)
                start = position - 1
                valueEnded = false
            }
            switch byte {
            case UInt8(ascii: "]") where record.depth == 0:
                endRecord(at: position - 1)
                let rest = trimmed(bytes, position..<bytes.count, in: data)
                // Followed by a comma or an object, it is no end but damage between two
                // records, where a comma or a space was: read as a comma, it costs no record
                // (every record after it went as "bytes after its closing bracket"; a hostile
                // tester).
                if let first = rest.map({ data[$0.lowerBound] }),
                    first == UInt8(ascii: ",") || first == UInt8(ascii: "{")
                {
                    start = position
                    valueEnded = false
                    continue
                }
                let extra = rest?.count ?? 0
                // Bytes after the array (a second one appended, zeros a crash left, a stray
                // byte) are no record's: the records are read, and the rest said.
                let endProblem = extra == 0 ? nil : extraBytes(extra)
                return .whole(
                    ArrayRecordScan(ranges: ranges, damaged: damaged, endProblem: endProblem))
            case UInt8(ascii: "}") where record.depth == 0:
                return .brokenAt(nil)
            case UInt8(ascii: ",") where record.depth == 0:
                endRecord(at: position - 1)
                start = position
                valueEnded = false
            default:
                record.read(byte, next: position < bytes.count ? bytes[position] : nil)
                if record.skipsNext { position += 1 }
                if record.depth == 0, byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    valueEnded = true
                }
            }
        }
        // Cut short: the records before the cut are whole; one the cut is inside is damaged.
        var endProblem: String? = nil
        if let range = trimmed(bytes, start..<bytes.count, in: data) {
            // Unless what is left looks like more than one record (a quote damaged, after which
            // texts read as structure and the other way round, to the end): said to end inside
            // one record, every record after the quote went out of view (a hostile tester).
            guard !holdsARecordBoundary(bytes, range.lowerBound - data.startIndex..<bytes.count)
            else { return .brokenAt(nil) }
            damaged[ranges.count] = UnreadableBytes(reason: .cutShort)
            ranges.append(range)
        } else {
            endProblem = cutShort
        }
        return .brokenAt(ArrayRecordScan(ranges: ranges, damaged: damaged, endProblem: endProblem))
    }

    /// Whether `range` of `bytes` holds what ends a record and starts another, `}` and `{`
    /// with a comma between, whatever the texts: a cut that is not one.
    private static func holdsARecordBoundary(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>)
        -> Bool
    {
        var sawClose = false
        var sawComma = false
        for position in range {
            let byte = bytes[position]
            if isSpace(byte) { continue }
            if sawClose, sawComma, byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                return true
            }
            if sawClose, byte == UInt8(ascii: ",") {
                sawComma = true
                continue
            }
            sawClose = byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
            sawComma = false
        }
        return false
    }

    /// The damaged records, each whose bytes hold a stretch of the file zeroed or written over
    /// measured by how many records it most likely held (``UnreadableBytes/likelyRecords``).
    ///
    /// A block of an indented file zeroed (a crash on some file systems) or written over
    /// joins the records it held into one damaged record: 40 records went, and the repair
    /// said 1 (a hostile tester's). Measured only where the whole records' lengths are alike
    /// (the longest at most four times the median), by their mean pitch. A stretch inside a record
    /// longer than the others (a long note) joins no records, most likely: the record's bytes
    /// outside the stretch are more than a record's, and it is counted as one (measured whole,
    /// a zeroed sector inside one long record was said as 449 records of a file of 20; a
    /// hostile tester's).
    func measuredDamage(in data: Data) -> [Int: UnreadableBytes] {
        guard !damaged.isEmpty else { return damaged }
        let whole = ranges.indices.filter { damaged[$0] == nil }.map { ranges[$0].count }
        guard whole.count >= Self.fewestToMeasureBy else { return damaged }
        let sorted = whole.sorted()
        let median = max(1, sorted[sorted.count / 2])
        // Records of mixed lengths (one in ten with a long note) say little of what a stretch
        // covered: 4 short records or 1 long one (measured by their mean, a hostile tester's
        // 16 KiB cost 3 and was said as 9).
        guard sorted[sorted.count - 1] <= Self.mostTimesTheMedian * median else { return damaged }
        // By the distance from one record's start to the next: the stretch covered the commas
        // and indentation between records too (by their lengths alone, 117 short records lost
        // were said as 201).
        let pitches = ranges.indices.dropLast().filter {
            damaged[$0] == nil && damaged[$0 + 1] == nil
        }.map { ranges[$0 + 1].lowerBound - ranges[$0].lowerBound }
        guard !pitches.isEmpty else { return damaged }
        let pitch = max(1, Double(pitches.reduce(0, +)) / Double(pitches.count))
        let between = max(0, pitch - Double(whole.reduce(0, +)) / Double(whole.count))
        var measured = damaged
        for index in damaged.keys {
            let range = ranges[index]
            let stretch = Self.strangeStretch(in: data[range])
            // Its ends in parts of two records, about one record in all; more is a record
            // longer than any whole one, which the stretch is most likely inside.
            guard stretch >= 2 * median, range.count - stretch <= 3 * median else { continue }
            let likely = Int(((Double(range.count) + between) / pitch).rounded())
            guard likely >= 2 else { continue }
            measured[index]?.likelyRecords = likely
        }
        return measured
    }

    /// How many whole records the lengths of records are measured by: with fewer, one long
    /// record is too much of the measure.
    private static let fewestToMeasureBy = 5
    /// How many times the median whole record the longest may be, for records' lengths to
    /// measure a stretch by.
    private static let mostTimesTheMedian = 4

    /// How many bytes lie from the first to the last byte no text of a JSON file holds (a
    /// control character, a byte never in UTF-8), when they are at least one in ten of
    /// them: a stretch zeroed or written over; 0 when there is none.
    private static func strangeStretch(in bytes: Data) -> Int {
        var first: Data.Index? = nil
        var last = bytes.startIndex
        var strange = 0
        for index in bytes.indices where isStrange(bytes[index]) {
            if first == nil { first = index }
            last = index
            strange += 1
        }
        guard let first else { return 0 }
        let stretch = last - first + 1
        return strange * 10 >= stretch ? stretch : 0
    }

    /// Whether `byte` is one no text of a JSON file holds: a control character other than
    /// whitespace, or a byte never in UTF-8.
    private static func isStrange(_ byte: UInt8) -> Bool {
        (byte < 0x20 && !isSpace(byte)) || byte == 0x7F || byte >= 0xF8
    }

    /// The words that say how many records a damaged record most likely held.
    static func likelyRecordsWords(_ count: Int) -> String {
        "\(likelyRecordsMark)\(count) records (a stretch of the file zeroed or written over)"
    }

    private static let likelyRecordsMark = "; it most likely held "

    /// How many records a problem, one record's, most likely cost: the number
    /// ``likelyRecordsWords(_:)`` says, or 1.
    static func likelyRecords(in problem: String) -> Int {
        guard let mark = problem.range(of: likelyRecordsMark) else { return 1 }
        return Int(problem[mark.upperBound...].prefix { $0.isASCII && $0.isNumber }) ?? 1
    }

    /// `1 record`, `3 records`, or, when a problem's record most likely held many, `about 41
    /// records`: how many records `problems` (records' alone) cost.
    static func recordsCounted(_ problems: [String]) -> String {
        let likely = problems.map(likelyRecords)
        let count = likely.reduce(0, +)
        if count == 1 { return "1 record" }
        return (likely.count == count ? "" : "about ") + "\(count) records"
    }

    /// Said of a file whose end was cut off after a whole record.
    private static let cutShort = "its end cut off (no closing bracket)"

    /// Whether `problem` is an ``endProblem``: the file's, no record's.
    static func isEndProblem(_ problem: String) -> Bool {
        problem == cutShort || problem == mended || problem.hasSuffix(afterTheArray)
            || problem.hasSuffix(afterTheRecords)
    }

    /// The end of what is said of bytes after the array: `3 bytes after its closing bracket`.
    private static let afterTheArray = " after its closing bracket"
    /// The end of what is said of bytes where the closing bracket should be: `a byte after its
    /// last record`, with no closing bracket after it.
    private static let afterTheRecords = " after its last record, where its closing bracket goes"

    /// `a byte after its closing bracket`, `3 bytes after…`.
    private static func extraBytes(_ count: Int) -> String {
        (count == 1 ? "a byte" : "\(count) bytes") + afterTheArray
    }

    // MARK: - By lines

    /// The records of a file laid out a record over one or more lines; `nil` for any other
    /// layout.
    ///
    /// The opening bracket ends its line, and the closing bracket stands alone at the start of
    /// a line. As JSON writers indent (Scenic's among them), a record of an object or an array
    /// opens with its bracket alone on a line and closes with one alone at the same
    /// indentation: a record starts at such an opening line, no deeper than the records', or
    /// at any line after a record that closed whole. In a file of a record a line, a record
    /// starts at a line that starts a value, no deeper than the first. A record runs to the
    /// next one's first line: one that does not close within its lines (a bracket or a quote
    /// damaged) is damaged alone, and never split: a part of a record that reads as a whole
    /// one (a field line whose first space became `{`) dropped the fields before it unsaid,
    /// where the whole record is the damage (found by a hostile tester).
    private static func byLines(
        _ bytes: UnsafeRawBufferPointer, from opening: Int, in data: Data
    ) -> ArrayRecordScan? {
        // The opening bracket ends its line.
        var position = opening
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 {
            position += 1
        }
        guard position < bytes.count, bytes[position] == 0x0A || bytes[position] == 0x0D else {
            return nil
        }
        /// One record's lines, as they are read.
        struct Chunk {
            var start: Int
            var check = RecordCheck()
            /// Whether its value closed: an object, an array or a text ended, or a scalar's
            /// line ended.
            var hasClosed = false
            /// Whether bytes other than a comma came after it closed.
            var hasMore = false
            /// Whether its first byte starts a value.
            var startsAValue: Bool
            /// Whether it starts on the line another record ended on, after that one's end.
            var isSplitOff = false
        }
        guard let layout = Self.layout(bytes, from: position) else { return nil }
        let indentation = layout.indentation
        var chunks: [Chunk] = []
        var closing: Int? = nil
        while position < bytes.count {
            // At the start of a line.
            if bytes[position] == 0x0A || bytes[position] == 0x0D {
                position += 1
                continue
            }
            let lineStart = position
            var width = 0
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 {
                width += 1
                position += 1
            }
            guard position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D else {
                continue
            }
            let first = bytes[position]
            // The closing bracket: alone on its line after a record that closed, or on the
            // last line. A `]` over a record's first byte or a field line's first space is
            // that record's damage, which took every record after it (a hostile tester's).
            if width == 0, first == UInt8(ascii: "]"), chunks.last?.check.isInText != true,
                chunks.last?.hasClosed ?? true || !holdsMore(bytes, after: position),
                isClosingLine(bytes, at: position)
            {
                closing = lineStart
                break
            }
            let startsAValue = startsARecord(first)
            // A line of commas alone after a record is its comma (a comma-first layout).
            var lineEnd = position
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D {
                lineEnd += 1
            }
            let isCommas = (position..<lineEnd).allSatisfy {
                bytes[$0] == UInt8(ascii: ",") || isSpace(bytes[$0])
            }
            let last = chunks.last
            let opensARecord =
                layout.opensWithABracketAlone
                ? width <= indentation && isBracketAlone(bytes, position..<lineEnd)
                : width <= indentation && startsAValue
            // After a record that closed whole, the next line starts another (its opening line
            // may be the one damaged); after one with more after its end, that rest is its own.
            let isNew =
                last == nil || opensARecord
                || (last!.hasClosed && !last!.hasMore && !isCommas)
            if isNew {
                chunks.append(Chunk(start: position, startsAValue: startsAValue))
            }
            // The line's bytes, read into its record.
            var chunk = chunks[chunks.count - 1]
            var isEnclosed = chunk.startsAValue && !startsAScalar(bytes[chunk.start])
            while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D {
                let byte = bytes[position]
                position += 1
                if chunk.hasClosed {
                    // An object or an array after a record's end on its line may be the next
                    // record, run into it (the line break damaged): split off, and kept apart
                    // only if it reads whole (below), as a text holding `"},{` whose
                    // backslash was damaged read as a record cut short (a hostile tester).
                    // In an indented file, whose records share no line, only a bracket that
                    // ends the line: the next record's opening line, its line break damaged.
                    if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "["),
                        !layout.opensWithABracketAlone
                            || lineContent(bytes, around: position - 1).upperBound
                                == trimmedEnd(bytes, from: position)
                    {
                        chunks[chunks.count - 1] = chunk
                        chunk = Chunk(start: position - 1, startsAValue: true, isSplitOff: true)
                        chunks.append(chunk)
                        isEnclosed = true
                    } else {
                        if !isSpace(byte), byte != UInt8(ascii: ",") { chunk.hasMore = true }
                        continue
                    }
                }
                chunk.check.read(byte, next: position < bytes.count ? bytes[position] : nil)
                if chunk.check.skipsNext { position += 1 }
                if isEnclosed, chunk.check.depth == 0, !chunk.check.isInText {
                    chunk.hasClosed = true
                    // In an indented file a record ends on a line of its closing bracket
                    // alone: one that ends elsewhere ended early (a quote's backslash
                    // damaged, and a text's `"}` read as its end), and is damage, never a
                    // record read short of its fields.
                    // And at the records' indentation: one that closes deeper lost a bracket
                    // inside (a list's `[`), and read the rest of itself as records of the
                    // wrong kind, which left the file as another version's (a hostile tester).
                    if layout.opensWithABracketAlone,
                        width != indentation
                            || !isClosingBracketAlone(
                                bytes, lineContent(bytes, around: position - 1))
                    {
                        chunk.hasMore = true
                    }
                }
            }
            // A number, `true`, `false` or `null` ends with its line.
            if chunk.startsAValue, !isEnclosed, !chunk.check.isInText, chunk.check.depth == 0 {
                chunk.hasClosed = true
            }
            chunks[chunks.count - 1] = chunk
        }
        guard !chunks.isEmpty else { return nil }
        let end = closing ?? bytes.count
        var ranges: [Range<Data.Index>] = []
        var damaged: [Int: UnreadableBytes] = [:]
        var endProblem: String? = nil
        for (index, chunk) in chunks.enumerated() {
            let stop = index + 1 < chunks.count ? chunks[index + 1].start : end
            guard var range = trimmed(bytes, chunk.start..<stop, in: data) else { continue }
            let isLast = index == chunks.count - 1
            // What stands in the closing bracket's place after the last record (a byte written
            // over it) is no record: the bytes are said, and cost none.
            if isLast, closing == nil, !chunk.startsAValue, index > 0, chunks[index - 1].hasClosed {
                endProblem =
                    (range.count == 1 ? "a byte" : "\(range.count) bytes") + afterTheRecords
                continue
            }
            // The comma after the record is the array's.
            while range.count > 1,
                data[range.upperBound - 1] == UInt8(ascii: ",")
                    || isSpace(data[range.upperBound - 1])
            {
                range = range.lowerBound..<range.upperBound - 1
            }
            let isWhole =
                chunk.startsAValue && chunk.hasClosed && !chunk.hasMore && chunk.check.depth == 0
            // A part split off a record's line that does not read whole, or is no JSON, is that
            // record's: both are its damage.
            if chunk.isSplitOff, !isWhole, let previous = ranges.last {
                ranges[ranges.count - 1] = previous.lowerBound..<range.upperBound
                damaged[ranges.count - 1] = UnreadableBytes(reason: .broken)
                continue
            }
            if !isWhole {
                let isCut = isLast && closing == nil && !chunk.hasClosed
                damaged[ranges.count] = UnreadableBytes(reason: isCut ? .cutShort : .broken)
            } else if let damage = chunk.check.damage(of: data[range]) {
                damaged[ranges.count] = damage
            }
            ranges.append(range)
        }
        guard !ranges.isEmpty else { return nil }
        if let closing {
            let extra = trimmed(bytes, closing + 1..<bytes.count, in: data)?.count ?? 0
            if extra > 0 { endProblem = extraBytes(extra) }
        } else if endProblem == nil, damaged[ranges.count - 1]?.reason != .cutShort {
            endProblem = cutShort
        }
        var scan = ArrayRecordScan(ranges: ranges, damaged: damaged, endProblem: endProblem)
        scan.isByIndentedLines = layout.opensWithABracketAlone
        scan.isByLines = true
        return scan
    }

    /// These records, with each that gives a key twice in one object damaged too: the JSON
    /// reader would take one of the two values unsaid.
    func withoutKeysGivenTwice(_ data: Data) -> ArrayRecordScan {
        var checked = self
        for (index, range) in ranges.enumerated() where checked.damaged[index] == nil {
            if DuplicateKeys.first(in: data[range]) != nil {
                checked.damaged[index] = UnreadableBytes(reason: .keyGivenTwice)
            }
        }
        return checked
    }

    /// These records, found by structure, with each that does not end as an indented file's do.
    ///
    /// A record of an indented file ends on a line that its closing bracket starts. One that
    /// ends elsewhere ended early, where a damaged backslash made a text's `"}` its end, and
    /// would be read cut short of its fields (a hostile tester).
    func endingOnTheirLines(_ data: Data) -> ArrayRecordScan {
        var checked = self
        data.withUnsafeBytes { bytes in
            for (index, range) in ranges.enumerated() where checked.damaged[index] == nil {
                let last = range.upperBound - 1 - data.startIndex
                let line = Self.lineContent(bytes, around: last)
                let closes = bytes[last] == UInt8(ascii: "}") || bytes[last] == UInt8(ascii: "]")
                if !closes || line.lowerBound != last {
                    checked.damaged[index] = UnreadableBytes(reason: .broken)
                }
            }
        }
        return checked
    }

    /// Whether `bytes` are JSON.
    private static func isJSON(_ bytes: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: bytes, options: .fragmentsAllowed)) != nil
    }

    /// How a file laid out by lines places its records.
    private struct Layout {
        /// The width of the whitespace before a record's first line.
        var indentation: Int
        /// Whether records open with a bracket alone on a line (an indented file), rather than
        /// each on a line of its own.
        var opensWithABracketAlone: Bool
    }

    /// The layout of a file's lines from `position`, the start of the line after the opening
    /// bracket; `nil` when there are none.
    ///
    /// Its first line opening a record with a bracket alone, or its last closing one so, says
    /// the file is indented, and the records' indentation is theirs: of the two, the width more
    /// lines of a bracket alone have (one of them may be the line damaged). Otherwise it is a
    /// record a line, as deep as the first.
    private static func layout(_ bytes: UnsafeRawBufferPointer, from position: Int) -> Layout? {
        var first: (width: Int, isBracketAlone: Bool)? = nil
        var last: (width: Int, isBracketAlone: Bool)? = nil
        var bracketsAlone: [Int: Int] = [:]
        var position = position
        while position < bytes.count {
            var width = 0
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 {
                width += 1
                position += 1
            }
            var lineEnd = position
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D {
                lineEnd += 1
            }
            if position < lineEnd {
                // The closing bracket's line, the last: a `]` alone inside a record (a list's
                // `[` lost) left the last line read a list's, and the layout that list's.
                if width == 0, bytes[position] == UInt8(ascii: "]"),
                    !holdsMore(bytes, after: position)
                {
                    break
                }
                let alone = isBracketAlone(bytes, position..<lineEnd)
                let closes = isClosingBracketAlone(bytes, position..<lineEnd)
                if alone || closes { bracketsAlone[width, default: 0] += 1 }
                if first == nil { first = (width, alone) }
                last = (width, closes)
            }
            position = lineEnd + 1
        }
        guard let first else { return nil }
        // A record of an indented file has two such lines, its opening and its closing: one
        // alone is a line break damaged in a file of a record a line (which took it for an
        // indented file, and every record for one; a sampled test).
        let candidates = [first, last].compactMap { $0 }.filter(\.isBracketAlone).map(\.width)
            .filter { bracketsAlone[$0, default: 0] >= 2 }
        guard
            let indentation = candidates.max(by: {
                bracketsAlone[$0, default: 0] < bracketsAlone[$1, default: 0]
            })
        else { return Layout(indentation: first.width, opensWithABracketAlone: false) }
        return Layout(indentation: indentation, opensWithABracketAlone: true)
    }

    /// Whether the line that starts with `]` at `position` may be the array's closing one:
    /// the bracket alone on it, or it the last line that holds anything (bytes after the
    /// closing bracket are said, and cost no record).
    private static func isClosingLine(_ bytes: UnsafeRawBufferPointer, at position: Int) -> Bool {
        trimmedEnd(bytes, from: position + 1) >= 0 || !holdsMore(bytes, after: position)
    }

    /// Whether the lines after the one `position` is on hold more than whitespace.
    private static func holdsMore(_ bytes: UnsafeRawBufferPointer, after position: Int) -> Bool {
        var position = position
        while position < bytes.count, bytes[position] != 0x0A { position += 1 }
        return bytes[position...].contains { !isSpace($0) }
    }

    /// Where the line that `position` is on ends without its whitespace after `position`:
    /// `position` itself when only whitespace follows on the line.
    private static func trimmedEnd(_ bytes: UnsafeRawBufferPointer, from position: Int) -> Int {
        var end = position
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        guard end == bytes.count || bytes[end] == 0x0A || bytes[end] == 0x0D else { return -1 }
        return end
    }

    /// The line of `bytes` that `position` is on, without its whitespace before.
    private static func lineContent(_ bytes: UnsafeRawBufferPointer, around position: Int)
        -> Range<Int>
    {
        var start = position
        while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
        while start < position, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        var end = position
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        return start..<end
    }

    /// Whether `line` of `bytes` (its whitespace before left out) is `{` or `[` alone.
    private static func isBracketAlone(_ bytes: UnsafeRawBufferPointer, _ line: Range<Int>)
        -> Bool
    {
        guard let first = line.first,
            bytes[first] == UInt8(ascii: "{") || bytes[first] == UInt8(ascii: "[")
        else { return false }
        return line.dropFirst().allSatisfy { isSpace(bytes[$0]) }
    }

    /// Whether `line` of `bytes` is `}` or `]` alone, or with the comma after it.
    private static func isClosingBracketAlone(_ bytes: UnsafeRawBufferPointer, _ line: Range<Int>)
        -> Bool
    {
        guard let first = line.first,
            bytes[first] == UInt8(ascii: "}") || bytes[first] == UInt8(ascii: "]")
        else { return false }
        return line.dropFirst().allSatisfy { isSpace(bytes[$0]) || bytes[$0] == UInt8(ascii: ",") }
    }

    /// Whether `byte` starts a number, `true`, `false` or `null`, which end at no bracket.
    private static func startsAScalar(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"),
            UInt8(ascii: "f"), UInt8(ascii: "n"):
            true
        default: false
        }
    }

    /// Whether `byte` starts a JSON value: what a record's first line starts with.
    private static func startsARecord(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "\"")
            || startsAScalar(byte)
    }

    // MARK: - One record

    /// What one record's bytes hold, read byte by byte: its depth of brackets, whether a
    /// text is open, and what no JSON writer writes.
    private struct RecordCheck {
        var depth = 0
        var isInText = false
        /// Whether the byte after the one just read is an escaped one, read with it.
        var skipsNext = false
        var hasControlCharacter = false
        var hasUnknownEscape = false
        var hasHighBytes = false
        /// Whether a `\u` escape names half of a UTF-16 pair without the other half.
        var hasLoneSurrogate = false
        /// The last `\u` escape's value, when it was a first half waiting for its second.
        private var pendingHighSurrogate = false
        /// Bytes of a `\u` escape still to come (its four hex digits), and its value so far.
        private var hexLeft = 0
        private var hexValue: UInt32 = 0
        /// Whether the escape just ended was a `\u` right after a first half.
        private var expectsLowSurrogate = false

        mutating func read(_ byte: UInt8, next: UInt8?) {
            skipsNext = false
            if byte >= 0x80 { hasHighBytes = true }
            if hexLeft > 0 {
                hexLeft -= 1
                hexValue = hexValue << 4 | UInt32(Self.hexDigit(byte) ?? 0)
                if hexLeft == 0 { endUnicodeEscape() }
                return
            }
            guard isInText else {
                switch byte {
                case UInt8(ascii: "\""): isInText = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                default: break
                }
                return
            }
            if byte == UInt8(ascii: "\\") {
                // The escaped byte is text: one JSON escapes (`\n`, `\u`), or damage (a raw
                // newline after the backslash was taken for another version's value, and the
                // file was left stuck for every version; a hostile tester).
                skipsNext = true
                guard let escaped = next else { return }
                if escaped >= 0x80 { hasHighBytes = true }
                if escaped < 0x20 {
                    hasControlCharacter = true
                } else if escaped == UInt8(ascii: "u") {
                    hexLeft = 4
                    hexValue = 0
                    expectsLowSurrogate = pendingHighSurrogate
                    pendingHighSurrogate = false
                    return
                } else if !Self.escapable.contains(escaped) {
                    hasUnknownEscape = true
                }
                endTextCharacter()
            } else if byte == UInt8(ascii: "\"") {
                endTextCharacter()
                isInText = false
            } else {
                if byte < 0x20 { hasControlCharacter = true }
                endTextCharacter()
            }
        }

        /// After a `\uXXXX` escape: a first half of a pair waits for its second; a second
        /// half with no first, or a first followed by anything else, is a lone half.
        private mutating func endUnicodeEscape() {
            let isHigh = (0xD800...0xDBFF).contains(hexValue)
            let isLow = (0xDC00...0xDFFF).contains(hexValue)
            if expectsLowSurrogate {
                expectsLowSurrogate = false
                if !isLow { hasLoneSurrogate = true }
            } else if isLow {
                hasLoneSurrogate = true
            }
            pendingHighSurrogate = isHigh
        }

        /// A character of a text that is no `\u` escape: a first half waiting is alone.
        private mutating func endTextCharacter() {
            if pendingHighSurrogate { hasLoneSurrogate = true }
            pendingHighSurrogate = false
        }

        /// What the record whose bytes are `bytes` holds that no JSON writer writes.
        func damage(of bytes: Data) -> UnreadableBytes? {
            if hasHighBytes, String(validating: bytes, as: UTF8.self) == nil {
                return UnreadableBytes(reason: .notUTF8)
            }
            if hasControlCharacter { return UnreadableBytes(reason: .controlCharacter) }
            if hasUnknownEscape { return UnreadableBytes(reason: .unknownEscape) }
            if hasLoneSurrogate { return UnreadableBytes(reason: .loneSurrogate) }
            return nil
        }

        /// The bytes that may follow a backslash in a JSON text.
        private static let escapable = Set("\"\\/bfnrtu".utf8)

        private static func hexDigit(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// `range` of `bytes` without the whitespace around it, as indices of `data`; `nil` when
    /// only whitespace is there.
    private static func trimmed(
        _ bytes: UnsafeRawBufferPointer, _ range: Range<Int>, in data: Data
    ) -> Range<Data.Index>? {
        var first = range.lowerBound
        var last = range.upperBound
        while first < last, isSpace(bytes[first]) { first += 1 }
        while last > first, isSpace(bytes[last - 1]) { last -= 1 }
        guard first < last else { return nil }
        return data.startIndex + first..<data.startIndex + last
    }
}
