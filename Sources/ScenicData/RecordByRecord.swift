import Foundation

/// An array whose records a read can decode one by one, so that a record it cannot read (a
/// case this version does not know, a field edited by hand) costs only itself.
protocol RecordByRecord {
    /// The records of `data` that decode, and for each that does not, where it is and why
    /// and its index, and whether the file is left in place (a record fails as another
    /// version's would); `nil` unless `data` is a JSON array of which at least one record does
    /// not decode, or when its records fail for bytes that are not UTF-8 alone and none reads;
    /// and whether records after the bound went untried (none is then kept).
    static func decodedRecordByRecord(from data: Data, with decoder: JSONDecoder)
        -> (kept: Self, problems: [String], unreadable: [Int], leavesInPlace: Bool, untried: Bool)?
}

extension Array: RecordByRecord where Element: Decodable {
    static func decodedRecordByRecord(from data: Data, with decoder: JSONDecoder)
        -> (kept: Self, problems: [String], unreadable: [Int], leavesInPlace: Bool, untried: Bool)?
    {
        let records = RecordCollector<Element>()
        decoder.userInfo[RecordCollector<Element>.key] = records
        // Each attempt hands its record to the collector, so the array decoded holds nothing.
        // A record that does not decode is another version's, most likely (one that renamed a
        // field, changed its kind or added a case): the file is left in place, and the records
        // that decode are read. (Dropped with a copy, an older version's save moved a newer
        // one's records out of its file; a hostile tester.) Records that fail for bytes that
        // are not UTF-8 alone are damage no version writes: dropped, or, with none read, the
        // file set aside.
        guard (try? decoder.decode([RecordAttempt<Element>].self, from: data)) != nil,
            !records.problems.isEmpty
        else { return nil }
        // Past the bound of records with bytes that are not UTF-8, the file is damage whole.
        guard !records.hasTooManyUnreadableBytes else { return nil }
        guard records.someFailLikeAnotherVersions else {
            guard !records.kept.isEmpty, !records.isSpent else { return nil }
            return (records.kept, records.problems, records.unreadable, false, false)
        }
        guard !records.isSpent else {
            // Said as the bound, as for the lists inside a document: not 10,001 records
            // listed as if they were all (a hostile tester).
            let words = "more than \(RecordCollector<Element>.limit) records cannot be read"
            return ([], [words], records.unreadable, true, true)
        }
        return (records.kept, records.problems, records.unreadable, true, false)
    }
}

/// The records of one array as they are decoded, and where and why each other one is not.
///
/// Past ``limit`` failures the array is left as it is, as another version's, and the records
/// after are not tried. A record that
/// fails costs an error and its words (microseconds, hundreds of bytes): a file of millions of
/// records that all fail (`[{},{},…]`, 8 MB) took 13 s and 1.7 GB, holding the folder's lock
/// all along. Records a newer version wrote among those this version reads stay far below.
final class RecordCollector<Element: Decodable>: @unchecked Sendable {
    // @unchecked: one decode, on one thread, uses it.

    /// The key of the collector in a decoder's `userInfo`.
    static var key: CodingUserInfoKey { CodingUserInfoKey(rawValue: "ScenicData.records")! }
    /// The failures there may be in one document, whatever the records read.
    static var limit: Int { 10_000 }
    /// The records holding bytes that are not UTF-8 there may be in one document.
    ///
    /// Foundation's reader says where each is by counting the lines before it, so each costs a
    /// read of the file up to it (9,999 of them in 7.8 MB took 156 s under the folder's lock;
    /// a hostile tester). Past it, the file is damage, set aside whole.
    static var unreadableBytesLimit: Int { 100 }

    /// The records read, in order.
    private(set) var kept: [Element] = []
    /// Where and why each record that could not be read failed: `record 2: "course" is
    /// missing`.
    private(set) var problems: [String] = []
    /// The indices of those records.
    private(set) var unreadable: [Int] = []
    /// Whether the failures went past the bound: the records after are skipped.
    private(set) var isSpent = false
    /// Whether a record failed as another version's would, not for bytes that are not UTF-8
    /// alone.
    private(set) var someFailLikeAnotherVersions = false
    /// How many records failed for bytes that are not UTF-8.
    private(set) var unreadableBytes = 0
    /// Whether more records held bytes that are not UTF-8 than ``unreadableBytesLimit``, or a
    /// list inside one did: the records after are skipped, and the file is damage whole.
    var hasTooManyUnreadableBytes: Bool { unreadableBytes > Self.unreadableBytesLimit }

    /// Whether `error` is the JSON reader's own, for bytes in a text that are not UTF-8:
    /// damage no version of an app writes, not a decoding's failure or an app's refusal.
    static func isUnreadableBytes(_ error: any Error) -> Bool {
        // Told apart from the reader's other errors (a number the type cannot hold, `1.5` for
        // an `Int`, is another version's, not damage; a hostile tester) by its case's name:
        // the type is Foundation's own.
        isFoundations(error)
            && String(describing: error).hasPrefix("cannotConvertInputStringDataToUTF8")
    }

    /// Whether `error` is the JSON reader's own, not a decoding's failure or an app's refusal.
    static func isFoundations(_ error: any Error) -> Bool {
        !(error is DecodingError) && String(reflecting: type(of: error)).hasPrefix("Foundation")
    }

    /// Takes the next record, or why it could not be read.
    func take(_ outcome: Result<Element, any Error>) {
        let index = kept.count + unreadable.count
        switch outcome {
        case .success(let record): kept.append(record)
        case .failure(let error):
            if error is TooManyUnreadableBytes {
                unreadableBytes = Self.unreadableBytesLimit + 1
            } else if Self.isUnreadableBytes(error) {
                unreadableBytes += 1
            } else {
                someFailLikeAnotherVersions = true
            }
            if hasTooManyUnreadableBytes { isSpent = true }
            // Past the bound in the lists inside the records: the records after are not tried.
            if error is RecordFlood { isSpent = true }
            problems.append("record \(index + 1): \(RecordAttempt<Element>.words(for: error))")
            unreadable.append(index)
        }
        if unreadable.count > Self.limit { isSpent = true }
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
        let outcome = NestedRecordProblems.decoding(in: decoder) { try Element(from: decoder) }
        records.take(outcome)
    }

    /// Why a record could not be read, in words for the middle of a sentence: `"category"
    /// has a value that is damaged or from a newer version`; `depth` is how many keys of a failure's path
    /// lead to the record (1 for a record of the document's array).
    static func words(for error: any Error, below depth: Int = 1) -> String {
        guard let error = error as? DecodingError else {
            if RecordCollector<Element>.isUnreadableBytes(error) {
                return "it holds bytes that are not UTF-8"
            }
            if RecordCollector<Element>.isFoundations(error) {
                return "a value in it is damaged or from a newer version"
            }
            if error is RecordFlood {
                return "more than \(RecordCollector<Element>.limit) records of its lists cannot be "
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
