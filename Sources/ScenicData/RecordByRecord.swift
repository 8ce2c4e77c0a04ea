import Foundation

/// An array whose records a read can decode one by one, so that a record it cannot read (a
/// case this version does not know, a field edited by hand) costs only itself.
protocol RecordByRecord {
    /// The records of `data` that decode, and for each that does not, where it is and why
    /// and its index, and whether none decodes; `nil` unless `data` is a JSON array of which
    /// at least one record does not decode.
    static func decodedRecordByRecord(from data: Data, with decoder: JSONDecoder)
        -> (kept: Self, problems: [String], unreadable: [Int], noneRead: Bool)?
}

extension Array: RecordByRecord where Element: Decodable {
    static func decodedRecordByRecord(from data: Data, with decoder: JSONDecoder)
        -> (kept: Self, problems: [String], unreadable: [Int], noneRead: Bool)?
    {
        let records = RecordCollector<Element>()
        decoder.userInfo[RecordCollector<Element>.key] = records
        // Each attempt hands its record to the collector, so the array decoded holds nothing.
        // An array of which no record decodes is told apart, however long, and so is one past
        // the bound: another version's, most likely (one that renamed a field, changed its
        // kind or added a case), which a read leaves in place. (Told apart by what its records
        // were, objects failing on a field, it still set aside a version's list of ids that
        // had been a list of objects; hostile testers.)
        guard (try? decoder.decode([RecordAttempt<Element>].self, from: data)) != nil,
            !records.problems.isEmpty
        else { return nil }
        let noneRead = records.kept.isEmpty || records.isSpent
        return (noneRead ? [] : records.kept, records.problems, records.unreadable, noneRead)
    }
}

/// The records of one array as they are decoded, and where and why each other one is not.
///
/// Past ``limit`` failures, and more of them than ``ratio`` times the records read, the array
/// is left as it is, as another version's, and the records after are not tried. A record that
/// fails costs an error and its words (microseconds, hundreds of bytes): a file of millions of
/// records that all fail (`[{},{},…]`, 8 MB) took 13 s and 1.7 GB, holding the folder's lock
/// all along. Records a newer version wrote among those this version reads stay far below.
final class RecordCollector<Element: Decodable>: @unchecked Sendable {
    // @unchecked: one decode, on one thread, uses it.

    /// The key of the collector in a decoder's `userInfo`.
    static var key: CodingUserInfoKey { CodingUserInfoKey(rawValue: "ScenicData.records")! }
    /// The failures there may be whatever the records read.
    static var limit: Int { 10_000 }
    /// How many failures per record read are taken as one array's, past ``limit``.
    static var ratio: Int { 10 }

    /// The records read, in order.
    private(set) var kept: [Element] = []
    /// Where and why each record that could not be read failed: `record 2: "course" is
    /// missing`.
    private(set) var problems: [String] = []
    /// The indices of those records.
    private(set) var unreadable: [Int] = []
    /// Whether the failures went past the bound: the records after are skipped.
    private(set) var isSpent = false

    /// Takes the next record, or why it could not be read.
    func take(_ outcome: Result<Element, any Error>) {
        let index = kept.count + unreadable.count
        switch outcome {
        case .success(let record): kept.append(record)
        case .failure(let error):
            problems.append("record \(index + 1): \(RecordAttempt<Element>.words(for: error))")
            unreadable.append(index)
        }
        if unreadable.count > Self.limit, unreadable.count > kept.count * Self.ratio {
            isSpent = true
        }
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
            // The JSON reader's own, for bytes in a text that are not UTF-8.
            if String(reflecting: type(of: error)).hasPrefix("Foundation") {
                return "it cannot be read"
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
