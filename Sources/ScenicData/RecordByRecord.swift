import Foundation

/// An array whose records a read can decode one by one, so that a record it cannot read (a
/// case this version does not know, a field edited by hand) costs only itself.
protocol RecordByRecord {
    /// The records of `data` that decode, and for each that does not, where it is and why
    /// and its index, and whether the file is left in place (a record fails as another
    /// version's would); `nil` unless `data` is a JSON array of which at least one record does
    /// not decode, or when its records fail for bytes that are not UTF-8 alone and none reads;
    /// and whether records after the bound went untried (none is then kept); and `data` with
    /// its damaged records replaced by `null` (``ArrayRecordScan/cleaned(_:)``), whose shape
    /// says what the records read hold.
    static func decodedRecordByRecord(from data: Data, with decoder: JSONDecoder)
        -> (
            kept: Self, problems: [String], unreadable: [Int], leavesInPlace: Bool, untried: Bool,
            cleaned: Data
        )?
}

extension Array: RecordByRecord where Element: Decodable {
    static func decodedRecordByRecord(from data: Data, with decoder: JSONDecoder)
        -> (
            kept: Self, problems: [String], unreadable: [Int], leavesInPlace: Bool, untried: Bool,
            cleaned: Data
        )?
    {
        // The document's bounds, shared with the lists inside its records.
        let tally =
            decoder.userInfo[NestedRecordProblems.key] as? NestedRecordProblems
            ?? NestedRecordProblems()
        var records = RecordCollector<Element>(tally: tally)
        decoder.userInfo[RecordCollector<Element>.key] = records
        // Records holding bytes that are not UTF-8 are found by their bytes before anything is
        // decoded, and never decoded: the decoder says what it meets first in them (a string
        // where an object belongs) as another version's, and each of its errors for the bytes
        // counts the lines before them (found by hostile testers: a Latin-1 record left the
        // file in place, and 20,000 of them, taken for another version's, hid the good ones).
        // They are found by structure alone, and replaced by `null` before the array is
        // decoded: a byte in a number or between fields fails the reader's whole document
        // (a hostile tester's set aside another version's records with it). Control
        // characters left raw in a text are such damage too: a JSON writer escapes them.
        guard var scan = ArrayRecordScan(data) else { return nil }
        // Damage may cost more by the structure than by the lines (a byte over the comma
        // between two records joins them), also where the structure shows none: a bracket
        // lost inside a record's list split it and the records after it into parts that
        // each read as JSON, of the wrong kind, and the file was left as another version's
        // (a hostile tester's). The reading that keeps more is taken.
        // Found by the lines already, they are not read again: a file of 14 MB was.
        if !scan.isByLines {
            scan = Self.keepingMore(scan, ArrayRecordScan(byLines: data), in: data)
        }
        scan = scan.withoutKeysGivenTwice(data)
        // Never decoded, they cost what any record that fails costs: past the bound of
        // failures, the file is damage whole.
        guard scan.damaged.count <= NestedRecordProblems.limit else { return nil }
        records.damaged = scan.measuredDamage(in: data)
        var cleaned = scan.cleaned(data)
        // Each attempt hands its record to the collector, so the array decoded holds nothing.
        // A record that does not decode is another version's, most likely (one that renamed a
        // field, changed its kind or added a case): the file is left in place, and the records
        // that decode are read. (Dropped with a copy, an older version's save moved a newer
        // one's records out of its file; a hostile tester.) Records that fail for bytes that
        // are not UTF-8 alone are damage no version writes: dropped, or, with none read, the
        // file set aside.
        if (try? decoder.decode([RecordAttempt<Element>].self, from: cleaned)) == nil {
            // The JSON reader read no record: damage the structure does not show (a comma
            // deleted between two records, a colon written over) left records that are not
            // JSON. They are found one by one, by the structure and by the lines, whichever
            // leaves out fewer (each set the whole file aside; a hostile tester).
            scan = Self.keepingMore(
                scan.validated(data).withoutKeysGivenTwice(data),
                ArrayRecordScan(byLines: data)?.validated(data).withoutKeysGivenTwice(data),
                in: data)
            guard scan.damaged.count <= NestedRecordProblems.limit else { return nil }
            records = RecordCollector<Element>(tally: tally)
            records.damaged = scan.measuredDamage(in: data)
            decoder.userInfo[RecordCollector<Element>.key] = records
            cleaned = scan.cleaned(data)
            guard (try? decoder.decode([RecordAttempt<Element>].self, from: cleaned)) != nil
            else { return nil }
        }
        guard !records.problems.isEmpty || scan.endProblem != nil else { return nil }
        // Bytes after the closing bracket, or an end cut off after a whole record: said after
        // the records' problems, and costing none.
        let problems = records.problems + (scan.endProblem.map { [$0] } ?? [])
        // Past the bound of records with bytes that are not UTF-8, the file is damage whole.
        guard !records.hasTooManyUnreadableBytes else { return nil }
        guard records.someFailLikeAnotherVersions else {
            guard !records.kept.isEmpty, !records.isSpent else { return nil }
            return (records.kept, problems, records.unreadable, false, false, cleaned)
        }
        guard !records.isSpent else {
            // Said as the bound after the first few, as for the lists inside a document: not
            // 10,001 records listed as if they were all (a hostile tester), nor none, which hid
            // what went wrong (a field a new version added without a default; a stranger).
            return (
                [], [RecordFlood.words(records.problems)], records.unreadable, true, true, cleaned
            )
        }
        return (records.kept, problems, records.unreadable, true, false, cleaned)
    }
}

extension Array where Element: Decodable {
    /// Of two readings of a file's records, the one that keeps more (`byStructure` when they
    /// keep as many, or there are no lines to read by); in a file indented as Scenic writes
    /// it, the lines' (see ``ArrayRecordScan/isByIndentedLines``).
    fileprivate static func keepingMore(
        _ byStructure: ArrayRecordScan, _ byLines: ArrayRecordScan?, in data: Data
    ) -> ArrayRecordScan {
        guard let byLines else { return byStructure }
        let kept = { (scan: ArrayRecordScan) in scan.count - scan.damaged.count }
        guard byLines.isByIndentedLines else {
            return kept(byLines) > kept(byStructure) ? byLines : byStructure
        }
        // In an indented file, a record found by structure counts only if it ends on its
        // closing line: the lines' reading is taken unless that keeps more.
        let ending = byStructure.endingOnTheirLines(data)
        return kept(ending) > kept(byLines) ? ending : byLines
    }
}

/// The records of one array as they are decoded, and where and why each other one is not.
///
/// Past the document's bounds (``NestedRecordProblems/count(_:)``) the records after are not
/// tried: the array is left as it is, as another version's, or set aside as damage when too
/// many held bytes that are not UTF-8. Records a newer version wrote among those this version
/// reads stay far below them.
final class RecordCollector<Element: Decodable>: @unchecked Sendable {
    // @unchecked: one decode, on one thread, uses it.

    /// The key of the collector in a decoder's `userInfo`.
    static var key: CodingUserInfoKey { CodingUserInfoKey(rawValue: "ScenicData.records")! }

    /// The records read, in order.
    private(set) var kept: [Element] = []
    /// Where and why each record that could not be read failed: `record 2: "course" is
    /// missing`.
    private(set) var problems: [String] = []
    /// The indices of those records.
    private(set) var unreadable: [Int] = []
    /// The positions of the records that hold what no JSON writer writes, and what: never
    /// decoded.
    var damaged: [Int: UnreadableBytes] = [:]
    /// Whether the failures went past the bound: the records after are skipped.
    private(set) var isSpent = false
    /// Whether a record failed as another version's would, not for bytes that are not UTF-8
    /// alone.
    private(set) var someFailLikeAnotherVersions = false
    /// Whether more records held bytes that are not UTF-8 than the document's bound: the
    /// records after are skipped, and the file is damage whole.
    private(set) var hasTooManyUnreadableBytes = false

    /// Counts each failure toward the document's bounds.
    private let tally: NestedRecordProblems

    init(tally: NestedRecordProblems) {
        self.tally = tally
    }

    /// Takes the next record, or why it could not be read.
    func take(_ outcome: Result<Element, any Error>) {
        let index = kept.count + unreadable.count
        switch outcome {
        case .success(let record): kept.append(record)
        case .failure(let error):
            do {
                if try tally.count(error) { someFailLikeAnotherVersions = true }
            } catch is TooManyUnreadableBytes {
                hasTooManyUnreadableBytes = true
                isSpent = true
            } catch {
                // Past the bound of failures: another version's, the records after untried.
                someFailLikeAnotherVersions = true
                isSpent = true
            }
            problems.append("record \(index + 1): \(RecordAttempt<Element>.words(for: error))")
            unreadable.append(index)
        }
    }

    /// Takes the next record as damage, when it is one of ``damaged``; `false` otherwise.
    func takeIfDamaged() -> Bool {
        let index = kept.count + unreadable.count
        guard let damage = damaged[index] else { return false }
        take(.failure(damage))
        return true
    }
}

/// One record of an array, decoded or not, handed to the decoder's ``RecordCollector``: its
/// failure is kept instead of failing the array.
struct RecordAttempt<Element: Decodable>: Decodable {
    init(from decoder: any Decoder) throws {
        guard
            let records = decoder.userInfo[RecordCollector<Element>.key]
                as? RecordCollector<Element>, !records.isSpent
        else { return }
        guard !records.takeIfDamaged() else { return }
        let outcome = NestedRecordProblems.decoding(in: decoder) { try Element(from: decoder) }
        records.take(outcome)
    }

    /// What a record found damaged by its bytes holds, in words for the middle of a sentence.
    private static func words(for reason: UnreadableBytes.Reason) -> String {
        switch reason {
        case .notUTF8: return "it holds bytes that are not UTF-8"
        case .controlCharacter:
            return "it holds a control character left raw in a text, which JSON escapes"
        case .unknownEscape:
            return "it holds a backslash before a character JSON does not escape"
        case .loneSurrogate:
            return "it holds half of a UTF-16 pair (\\ud800) without the other half"
        case .broken:
            return "its brackets or quotes do not close (one of them was damaged)"
        case .cutShort: return "the file ends inside it"
        case .notJSON: return "it is not valid JSON (a colon or a comma in it damaged)"
        case .keyGivenTwice: return "it gives a key twice in one object"
        }
    }

    /// Why a record could not be read, in words for the middle of a sentence: `"category"
    /// has a value that is damaged or from a newer version`; `depth` is how many keys of a failure's path
    /// lead to the record (1 for a record of the document's array).
    static func words(for error: any Error, below depth: Int = 1) -> String {
        guard let error = error as? DecodingError else {
            if let damage = error as? UnreadableBytes {
                return words(for: damage.reason)
                    + (damage.likelyRecords.map(ArrayRecordScan.likelyRecordsWords) ?? "")
            }
            if let reason = NestedRecordProblems.textDamage(error) {
                return words(for: reason)
            }
            if NestedRecordProblems.isFoundations(error) {
                return "a value in it is damaged or from a newer version"
            }
            if error is RecordFlood {
                return "more than \(NestedRecordProblems.limit) records of its lists cannot be "
                    + "read"
            }
            // The app's own refusal, in its words (a format version it does not know).
            let words = String(describing: error)
            return "the app refused it: " + (words.count > 100 ? words.prefix(99) + "…" : words)
        }
        func field(_ path: [any CodingKey]) -> String {
            // The record's own position is said already; the fields inside it are named.
            // `cards[1].front`: an index follows its list's name.
            let names = path.dropFirst(depth).reduce(into: "") { name, key in
                if let index = key.intValue {
                    name += "[\(index)]"
                } else {
                    name += (name.isEmpty ? "" : ".") + key.stringValue
                }
            }
            return names.isEmpty ? "it" : "\"" + names + "\""
        }
        switch error {
        case .keyNotFound(let key, let context):
            return field(context.codingPath + [key]) + " is missing"
        case .valueNotFound(_, let context):
            return field(context.codingPath) + " is null"
        case .typeMismatch(_, let context):
            return field(context.codingPath) + " is of the wrong kind"
        case .dataCorrupted(let context):
            // A date typed by hand and a case a newer version added both land here.
            return field(context.codingPath)
                + " has a value that is damaged or from a newer version"
        @unknown default:
            return "it cannot be read"
        }
    }
}
