import Foundation

extension KeyedDecodingContainer {
    /// Decodes the array at `key` record by record, as a document that is an array is read:
    /// in a ``DataDocument``'s read, a record that cannot be decoded is left out, and the read
    /// drops it as it drops the records its rules refuse (with a copy of the file as it was,
    /// named in the read's repair: `record 2 of "cards": "front" is missing`), keeping the
    /// others.
    ///
    /// For a list of records inside a document's value, which Swift's `Decodable` would decode
    /// whole, so that one bad record cost the file:
    ///
    /// ```swift
    /// struct Deck: Codable {
    ///     var name: String
    ///     var cards: [Card]
    ///
    ///     init(from decoder: any Decoder) throws {
    ///         let container = try decoder.container(keyedBy: CodingKeys.self)
    ///         name = try container.decode(String.self, forKey: .name)
    ///         cards = try container.decodeRecords(Card.self, forKey: .cards)
    ///     }
    /// }
    /// ```
    ///
    /// `Record` is any `Decodable` (a ``DataRecord`` or not), and its own lists may be read so
    /// too; a missing key throws, as `decode` does (``decodeRecordsIfPresent(_:forKey:)`` for
    /// a list older files lack). A ``DataFolder/peek(_:)`` of such a file gives `nil`, as of any damaged one, leaving it
    /// for the next read to set right. Anywhere else (a `JSONDecoder` of your own) it decodes
    /// strictly: the first record that cannot be decoded throws, so that no record is ever left
    /// out unsaid. As for a document that is an array, past 10,000 records that cannot be
    /// decoded and ten times as many as can, the records after are not tried: the list throws,
    /// and the file is left as it is.
    public func decodeRecords<Record: Decodable>(_ type: Record.Type, forKey key: Key) throws
        -> [Record]
    {
        // A missing list is missing, not null (the decoder beneath it would say null).
        guard contains(key) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "No value for the key \"\(key.stringValue)\"."))
        }
        let decoder = try superDecoder(forKey: key)
        let depth = decoder.codingPath.count
        var container = try decoder.unkeyedContainer()
        let unreadable = decoder.userInfo[NestedRecordProblems.key] as? NestedRecordProblems
        var records: [Record] = []
        var failures: [String] = []
        var dropped: [[JSONShape.Step]] = []
        // Whether a record failed as another version's would, not for bytes alone.
        var someFailLikeAnotherVersions = false
        while !container.isAtEnd {
            // The attempt never throws, so the container moves on past a record that fails.
            let attempt = try container.decode(NestedRecordAttempt<Record>.self)
            switch attempt.outcome {
            case .success(let record): records.append(record)
            case .failure(let error):
                guard let unreadable else { throw error }
                // Past a bound, the document's, not the record's: thrown on, with the first
                // failures, which say what went wrong (this list's are not counted in yet).
                do {
                    if try unreadable.count(error) { someFailLikeAnotherVersions = true }
                } catch let flood as RecordFlood {
                    throw RecordFlood(first: Array((flood.first + failures).prefix(3)))
                }
                let index = records.count + failures.count
                dropped.append(decoder.codingPath.map(JSONShape.Step.init) + [.index(index)])
                failures.append(
                    "record \(index + 1) of \(NestedRecordProblems.place(of: decoder.codingPath)): "
                        + RecordAttempt<Record>.words(for: error, below: depth + 1))
            }
        }
        unreadable?.problems += failures
        unreadable?.dropped += dropped
        // A record that does not decode is most likely another version's, as in a document that
        // is a list: the file is left as it is. Records that fail for bytes that are not UTF-8
        // alone are damage, dropped.
        if someFailLikeAnotherVersions { unreadable?.listsLeftInPlace += 1 }
        return records
    }

    /// ``decodeRecords(_:forKey:)`` of the array at `key`, or `nil` when the key is missing or
    /// null: for a list that files saved before it existed do not hold
    /// (`try container.decodeRecordsIfPresent(Loan.self, forKey: .returned) ?? []`).
    public func decodeRecordsIfPresent<Record: Decodable>(_ type: Record.Type, forKey key: Key)
        throws -> [Record]?
    {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try decodeRecords(type, forKey: key)
    }
}

/// Lists inside a document with more records that cannot be read than the bound allows: the
/// records after are not tried, and the file is left as it is.
struct RecordFlood: Error {
    /// Why the first records failed, which say what went wrong (a field the app added without
    /// a default); the rest are counted, not listed.
    var first: [String] = []

    /// The words for the bound, after the first failures, as one problem (listed with
    /// others, it was counted as one more record): `record 1: …; …; more than 10,000 records
    /// cannot be read`, `of its lists` where they are a document's lists.
    static func words(_ first: [String], where place: String = "") -> String {
        let bound = ByteCount.grouped(NestedRecordProblems.limit)
        return (first.prefix(3) + ["more than \(bound) records\(place) cannot be read"])
            .joined(separator: "; ")
    }
}

/// More records holding bytes that are not UTF-8 in a document than the bound allows
/// (``NestedRecordProblems/unreadableBytesLimit``): the file is damage, set aside whole.
struct TooManyUnreadableBytes: Error {}

/// A record holding what no JSON writer writes, found by its bytes before it was decoded.
struct UnreadableBytes: Error {
    /// What the record holds.
    enum Reason {
        /// Bytes that are not UTF-8.
        case notUTF8
        /// A control character left raw in a text, where JSON escapes it (`\n`, `\u0000`).
        case controlCharacter
        /// A backslash before a character JSON does not escape (`\é`).
        case unknownEscape
        /// Half of a UTF-16 pair without the other (`\ud800`), which no text holds.
        case loneSurrogate
        /// Brackets or quotes that do not close within the record's lines (one of them, or a
        /// line break, damaged).
        case broken
        /// The file ends inside the record.
        case cutShort
        /// What its brackets and quotes hold is not JSON (a colon or a comma damaged).
        case notJSON
        /// An object in it gives a key twice (a field line doubled).
        case keyGivenTwice
    }

    var reason = Reason.notUTF8
    /// How many records its bytes most likely held, when they are many times a record's
    /// (a block of the file zeroed or written over): `nil` for one.
    var likelyRecords: Int? = nil
}

/// Why each record ``KeyedDecodingContainer/decodeRecords(_:forKey:)`` left out of one decode
/// could not be read, for the ``DataDocument`` read that decoded it.
final class NestedRecordProblems: @unchecked Sendable {
    // @unchecked: one decode, on one thread, uses it.

    /// The key of the collector in a decoder's `userInfo`.
    static var key: CodingUserInfoKey { CodingUserInfoKey(rawValue: "ScenicData.nestedRecords")! }

    /// In the order the records were decoded: `record 2 of "cards": "front" is missing`.
    var problems: [String] = []
    /// Where each record left out was, from the document's root: a write of the rest does not
    /// keep their fields (``JSONShape/removing(_:)``).
    var dropped: [[JSONShape.Step]] = []
    /// How many lists held a record that could not be read as another version's (not for
    /// bytes that are not UTF-8 alone): the file is left in place.
    var listsLeftInPlace = 0
    /// How many records of the document failed, in its array and its lists all told.
    private var failures = 0
    /// How many of them held bytes that are not UTF-8.
    private var unreadableBytes = 0

    /// The records there may be in one document that cannot be read, whatever the records
    /// read: each costs an error and its words (a file of millions that all fail, 8 MB, took
    /// 13 s and 1.7 GB; lists in many records, each under a bound of its own, 49 s and
    /// 1.76 GB; hostile testers).
    static var limit: Int { 10_000 }
    /// The records holding bytes that are not UTF-8 the JSON reader may meet in one document
    /// (in lists inside a value: a document that is a list has its records with such bytes
    /// found by their bytes, ``ArrayRecordScan``, each under the bound of ``limit``).
    ///
    /// Foundation's reader says where each is by counting the lines before it, so each costs a
    /// read of the file up to it (9,999 of them in 7.8 MB took 156 s under the folder's lock;
    /// a hostile tester). Past it, the file is damage, set aside whole.
    static var unreadableBytesLimit: Int { 100 }

    /// Counts a record of the document that failed with `error`, in its array or a list inside
    /// it, toward the bounds; returns whether it failed as another version's would (not for
    /// bytes that are not UTF-8 alone).
    ///
    /// - Throws: ``RecordFlood`` past ``limit`` failures, ``TooManyUnreadableBytes`` past
    ///   ``unreadableBytesLimit`` records with bytes that are not UTF-8, and either when
    ///   `error` is one already (a list inside the record went past a bound).
    func count(_ error: any Error) throws -> Bool {
        if error is RecordFlood || error is TooManyUnreadableBytes { throw error }
        failures += 1
        let isBytes = Self.isUnreadableBytes(error)
        // Only those the JSON reader met cost a read of the lines before them: the records of
        // a document that is a list are found by their bytes and never reach it.
        if isBytes, !(error is UnreadableBytes) { unreadableBytes += 1 }
        if unreadableBytes > Self.unreadableBytesLimit { throw TooManyUnreadableBytes() }
        if failures > Self.limit { throw RecordFlood(first: Array(problems.prefix(3))) }
        return !isBytes
    }

    /// Whether `error` is the JSON reader's own, for what no JSON writer writes in a text:
    /// damage no version of an app writes, not a decoding's failure or an app's refusal.
    static func isUnreadableBytes(_ error: any Error) -> Bool {
        textDamage(error) != nil
    }

    /// What no JSON writer writes that the JSON reader found in a text, for `error`: bytes
    /// that are not UTF-8, a control character left raw, a backslash before a character JSON
    /// does not escape, half of a UTF-16 pair; `nil` for any other error.
    ///
    /// Only bytes that are not UTF-8 were told apart: a zero byte in a text was taken for
    /// another version's record, the file left in place and every save refused (a hostile
    /// tester's).
    static func textDamage(_ error: any Error) -> UnreadableBytes.Reason? {
        if let damage = error as? UnreadableBytes { return damage.reason }
        // Told apart from the reader's other errors (a number the type cannot hold, `1.5` for
        // an `Int`, is another version's, not damage; a hostile tester) by its case's name:
        // the type is Foundation's own.
        guard isFoundations(error) else { return nil }
        let name = String(describing: error)
        return foundationsTextDamage.first { name.hasPrefix($0.name) }?.reason
    }

    /// The cases of Foundation's JSON reader's error for damage in a text, by name.
    private static let foundationsTextDamage: [(name: String, reason: UnreadableBytes.Reason)] =
        [
            ("cannotConvertInputStringDataToUTF8", .notUTF8),
            ("unescapedControlCharacterInString", .controlCharacter),
            ("unexpectedEscapedCharacter", .unknownEscape),
            ("invalidHexDigitSequence", .unknownEscape),
            ("expectedLowSurrogateUTF8SequenceAfterHighSurrogate", .loneSurrogate),
            ("couldNotCreateUnicodeScalarFromUInt32", .loneSurrogate),
        ]

    /// Whether `error` is the JSON reader's own, not a decoding's failure or an app's refusal.
    static func isFoundations(_ error: any Error) -> Bool {
        !(error is DecodingError) && String(reflecting: type(of: error)).hasPrefix("Foundation")
    }

    /// Where the list at `path` is, for a message: `"cards"`, `"recipes" in record 1 of
    /// "menus"`, or `"loans" in record 3` in a document that is a list.
    static func place(of path: [any CodingKey]) -> String {
        var places: [String] = []
        var index = 0
        while index < path.count {
            let key = path[index]
            if let position = key.intValue {
                places.append("record \(position + 1)")
            } else if index + 1 < path.count, let position = path[index + 1].intValue {
                places.append("record \(position + 1) of \"\(key.stringValue)\"")
                index += 1
            } else {
                places.append("\"\(key.stringValue)\"")
            }
            index += 1
        }
        return places.reversed().joined(separator: " in ")
    }

    /// What `decode` gives, or its failure; a record that fails is left out whole, so what
    /// the records of its own lists found wrong meanwhile is not said of it too.
    static func decoding<Record>(in decoder: any Decoder, _ decode: () throws -> Record)
        -> Result<Record, any Error>
    {
        let collector = decoder.userInfo[key] as? NestedRecordProblems
        let before = (
            collector?.problems.count ?? 0, collector?.dropped.count ?? 0,
            collector?.listsLeftInPlace ?? 0
        )
        do {
            return .success(try decode())
        } catch {
            collector?.problems.removeSubrange(before.0...)
            collector?.dropped.removeSubrange(before.1...)
            collector?.listsLeftInPlace = before.2
            return .failure(error)
        }
    }
}

/// One record of a nested array, decoded or not: its failure is kept instead of thrown.
private struct NestedRecordAttempt<Record: Decodable>: Decodable {
    let outcome: Result<Record, any Error>

    init(from decoder: any Decoder) {
        outcome = NestedRecordProblems.decoding(in: decoder) { try Record(from: decoder) }
    }
}
