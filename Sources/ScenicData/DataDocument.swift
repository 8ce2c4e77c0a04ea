import Foundation

/// One JSON document in a data folder: a `Codable` value, the rules it keeps, and what stands
/// for it when there is no file yet.
///
/// ```swift
/// struct Tally: Codable, Sendable { var count = 0 }
/// let tally = DataDocument("tally.json", contents: "tally", empty: Tally())
/// ```
///
/// A document only describes the file; read and write it in a ``DataFolder``'s transaction.
public struct DataDocument<Value: Codable & Sendable>: Sendable {
    /// The file's name inside the folder, such as `cart.json`.
    public let name: String
    /// What the document holds, for messages: `cart`, `saved facts`.
    public let contents: String
    /// The value of a document that has no file yet, or whose file could not be used.
    public let empty: Value
    /// The most bytes the file may hold, on read and on write.
    public let sizeLimit: Int
    /// The rules every stored value keeps.
    let rules: @Sendable (Value) -> DataCheck<Value>
    /// Fields a file may hold that this version reads (or skips) and no longer writes, on
    /// purpose: a write may leave them out.
    public let retiredFields: Set<String>
    /// Who this document is, for the folder's remembered values: copies share it; a document
    /// made separately (even alike) checks a value another one remembered by its own rules
    /// first, since its rules may differ, and still decodes nothing.
    let identity = DocumentIdentity()

    /// Why stored bytes or a value cannot be used, in words for the middle of a sentence.
    struct Damage: Error {
        /// The words: `not valid JSON`.
        let words: String
        /// For valid JSON this version could not decode (another version's, most likely: one
        /// that renamed a field, changed its kind or added a case), why: `"name" is missing`.
        var cannotRead: String?

        init(_ words: String, cannotRead: String? = nil) {
            self.words = words
            self.cannotRead = cannotRead
        }
    }

    /// The default ``sizeLimit``: far more than a cart, a history or a cache needs, and
    /// little enough to read at once.
    public static var defaultSizeLimit: Int { 8 * 1024 * 1024 }

    /// The document `name` in its folder.
    ///
    /// - Parameters:
    ///   - name: a plain file name: not empty, no `/`, no NUL, not starting with `.` (names
    ///     starting with a dot are the folder's own: its lock and temporary files), at most 200
    ///     bytes. Anything else is a programming error and stops the program.
    ///   - contents: what the document holds, in words for messages, singular or plural
    ///     (`cart`, `notes`: "there is nothing in your notes").
    ///   - empty: the value when there is no file, or nothing in it can be used: nothing (`[]`)
    ///     or defaults to start with; a repair's message says which.
    ///   - sizeLimit: the most bytes the file may hold.
    ///   - rules: what a stored value must keep, checked on every read and before every write;
    ///     return ``DataCheck/repaired(kept:problems:)`` to drop bad records and keep the rest.
    ///   - retiredFields: fields a file may hold that this version no longer writes, on
    ///     purpose (one it renamed, reading the old name): a write may leave them out. Any
    ///     other field of the file that the value does not write back (one a newer version of
    ///     the app added) makes a write refuse, so that saving never drops it
    ///     (``DataError/newerFields(path:fields:)``).
    public init(
        _ name: String, contents: String, empty: Value, sizeLimit: Int = defaultSizeLimit,
        retiredFields: Set<String> = [],
        rules: @escaping @Sendable (Value) -> DataCheck<Value> = { _ in .valid }
    ) {
        precondition(
            Self.isPlainFileName(name),
            "DataDocument: \"\(name)\" is not a plain file name (no /, no NUL, no leading dot)")
        precondition(sizeLimit > 0, "DataDocument: the size limit must be positive")
        self.name = name
        self.contents = contents
        self.empty = empty
        self.sizeLimit = sizeLimit
        self.retiredFields = retiredFields
        self.rules = rules
    }

    /// What the document's rules say of `value`: check a value before offering to save it.
    public func check(_ value: Value) -> DataCheck<Value> {
        rules(value)
    }

    /// Whether `name` can only name a file directly inside the folder.
    ///
    /// Judged on its bytes: Swift compares characters, and a "/" or a "." followed by a
    /// combining mark is another character. Nor may it start with a mark that joins the
    /// character before it (a combining accent, a variation selector, a joiner): after the
    /// folder's "/", path functions that split on characters would not find where it begins.
    static func isPlainFileName(_ name: String) -> Bool {
        let bytes = name.utf8
        guard let first = bytes.first, first != UInt8(ascii: "."), bytes.count <= 200,
            !bytes.contains(UInt8(ascii: "/")), !bytes.contains(0),
            let scalar = name.unicodeScalars.first
        else { return false }
        let joins =
            scalar.properties.isGraphemeExtend || scalar.value == 0x200D
            || scalar.properties.generalCategory == .spacingMark
        return !joins
    }

    /// The value as the file stores it: sorted, indented JSON, dates in ISO 8601 (``StoredDate``), so the file
    /// reads well and diffs cleanly when someone opens it; or why it cannot be stored.
    ///
    /// An array of ``DataRecord``s is encoded record by record, reusing the bytes of the
    /// `earlier` records (what the last call returned), with the same result.
    func encoded(_ value: Value, reusing earlier: (any Sendable)? = nil)
        -> Result<(data: Data, records: (any Sendable)?), Damage>
    {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = StoredDate.encoding
        if let records = value as? any RecordArray,
            let encoded = records.encodedRecords(with: encoder, reusing: earlier)
        {
            return .success((encoded.json, encoded.records))
        }
        // Only a value no decoder could have made fails here (a floating-point NaN, a date
        // in year 0, say).
        do {
            return .success((try encoder.encode(value), nil))
        } catch {
            if error is StoredDate.OutOfRange {
                return .failure(Damage(StoredDate.OutOfRange.words))
            }
            return .failure(Damage("it cannot be written as JSON"))
        }
    }

    /// Whether ``empty`` holds something (categories to start with, a setting's default)
    /// rather than nothing (`[]`, `{"lines": []}`, `{"count": 0}`): what a repair that starts
    /// the document over says it left.
    var emptyHoldsDefaults: Bool {
        guard case .success(let encoded) = encoded(empty),
            let json = try? JSONSerialization.jsonObject(
                with: encoded.data, options: .fragmentsAllowed)
        else { return false }
        return Self.holdsSomething(json)
    }

    /// Whether decoded JSON holds an element, a non-empty text, a number other than 0 or `true`.
    private static func holdsSomething(_ json: Any) -> Bool {
        switch json {
        case let object as [String: Any]: object.values.contains(where: holdsSomething)
        case let array as [Any]: !array.isEmpty
        case let text as String: !text.isEmpty
        case let number as NSNumber: number != 0
        default: false
        }
    }

    /// A value decoded from a file, and the records of its lists left out
    /// (``KeyedDecodingContainer/decodeRecords(_:forKey:)``).
    struct Decoded {
        /// The value, without the records left out.
        var value: Value
        /// Why each record left out could not be read, for the repair's message.
        var problems: [String]
        /// Where each record left out was in the file, from its root.
        var dropped: [[JSONShape.Step]]
        /// Whether the file is left as it is, as another version's: a record of its array, or
        /// of a list inside it read record by record, could not be read (not for bytes that
        /// are not UTF-8 alone).
        var leavesInPlace = false
        /// Whether records past the bound went untried: what the file holds beyond them was
        /// never looked at, so it names no newer fields.
        var someUntried = false
        /// The file's bytes with records that no JSON writer writes replaced by `null`, when
        /// any were: what the newer fields of the records read are looked for in.
        var cleaned: Data?
    }

    /// The value in `data`, with why each record that
    /// ``KeyedDecodingContainer/decodeRecords(_:forKey:)`` left out of an array inside it could
    /// not be read; or why nothing in it can be used (words for mid-sentence).
    func decoded(_ data: Data) -> Result<Decoded, Damage> {
        let isUTF8 = String(validating: data, as: UTF8.self) != nil
        // An array with bytes that are not UTF-8 in a record cannot decode whole: its records
        // are read one by one (``decodedRecordByRecord(_:)``) without a first full pass.
        guard isUTF8 || !(Value.self is any RecordByRecord.Type) else {
            return .failure(Damage("not UTF-8 text"))
        }
        let failure: any Error
        do {
            let decoder = Self.decoder
            let unreadable = NestedRecordProblems()
            decoder.userInfo[NestedRecordProblems.key] = unreadable
            let value = try decoder.decode(Value.self, from: data)
            // Bytes that are not UTF-8 cost only the records they are in, when those were
            // left out; anywhere else they are the file's, and so are they beside lists left
            // in place, where which records hold them is not known (an array document's are
            // found before it is decoded: ``RecordCollector/damaged``).
            guard isUTF8 || (!unreadable.problems.isEmpty && unreadable.listsLeftInPlace == 0)
            else {
                return .failure(Damage("not UTF-8 text"))
            }
            if let damage = Self.keyGivenTwice(in: data) { return .failure(damage) }
            return .success(
                Decoded(
                    value: value, problems: unreadable.problems, dropped: unreadable.dropped,
                    leavesInPlace: unreadable.listsLeftInPlace > 0))
        } catch {
            guard isUTF8 else { return .failure(Damage("not UTF-8 text")) }
            // Texts with control characters left raw or unknown escapes, past the bound: said
            // as what they are (it was "the app refused it: TooManyUnreadableBytes()").
            if error is TooManyUnreadableBytes {
                let bound = ByteCount.grouped(NestedRecordProblems.unreadableBytesLimit)
                return .failure(
                    Damage(
                        "damaged (more than \(bound) of its records hold text no JSON writer writes)"
                    ))
            }
            failure = error
        }
        // Told apart only for the message: text that is not JSON at all, or JSON of another
        // shape (edited by hand, or written by another program). A failure inside the value
        // names where it is, so the JSON was read: parsing it again (a second copy of a large
        // file in memory) is left for the failures that may be the JSON's own.
        if case DecodingError.dataCorrupted(let context) = failure, context.codingPath.isEmpty {
            let isJSON =
                (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
            if !isJSON {
                // Said apart: valid JSON nested deeper than the reader reads was called "not
                // valid JSON" (a hostile tester).
                let words =
                    JSONShapeReader.isNested(deeperThan: Self.readableDepth, data)
                    ? "not valid JSON (nested more than \(Self.readableDepth) levels deep)"
                    : "not valid JSON"
                return .failure(Damage(words))
            }
        }
        if let damage = Self.keyGivenTwice(in: data) { return .failure(damage) }
        return .failure(Damage("not in the expected format", cannotRead: Self.problem(failure)))
    }

    /// Why valid JSON could not be decoded, in words for the middle of a sentence: a field
    /// missing, null, of another kind or a case this version does not know, as a version that
    /// renamed the field, changed its kind or added the case wrote it; or the app's own
    /// `init(from:)` refused it (a format version it does not know).
    private static func problem(_ failure: any Error) -> String {
        switch failure {
        case let flood as RecordFlood:
            return RecordFlood.words(flood.first, where: " of its lists")
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
            // Foundation says "not valid JSON" of valid JSON, at no path, for a number the
            // field's type cannot hold (1.5 or 1e30 for an `Int`: a kind a newer version
            // changed).
            return "a value in it is damaged or from a newer version"
        default:
            return RecordAttempt<Value>.words(for: failure, below: 0)
        }
    }

    /// The levels of nesting Foundation's JSON reader reads.
    private static var readableDepth: Int { 512 }

    /// The damage of JSON that gives a key twice in one object, which the decoder reads with
    /// the first: the second would be lost on the next save.
    private static func keyGivenTwice(in data: Data) -> Damage? {
        DuplicateKeys.first(in: data).map {
            Damage("not valid JSON (\"\($0)\" is given twice in one object)")
        }
    }

    /// For an array that ``decoded(_:)`` could not read whole: the records that decode (none,
    /// when no record does), and where and why each other one does not, with their indices;
    /// `nil` for any other value.
    func decodedRecordByRecord(_ data: Data) -> Decoded? {
        // A key given twice in a record is that record's damage (see ``ArrayRecordScan``): read
        // in the whole file, damage elsewhere made keys of texts, and one doubled field line
        // set every record aside (hostile testers).
        // Lists inside the records are read record by record too.
        let decoder = Self.decoder
        let nested = NestedRecordProblems()
        decoder.userInfo[NestedRecordProblems.key] = nested
        guard let records = Value.self as? any RecordByRecord.Type,
            let partial = records.decodedRecordByRecord(from: data, with: decoder),
            let kept = partial.kept as? Value
        else { return nil }
        // Left in place when another version's records are in its array, bytes that are not
        // UTF-8 in others and all: set aside, the newer version found its records gone and was
        // told nothing (a hostile tester). The records holding such bytes were found by their
        // bytes and dropped whole, lists and all; the version that reads the others drops them
        // too.
        let leavesInPlace = partial.leavesInPlace || nested.listsLeftInPlace > 0
        return Decoded(
            value: kept, problems: partial.problems + nested.problems,
            dropped: partial.unreadable.map { [.index($0)] } + nested.dropped,
            leavesInPlace: leavesInPlace, someUntried: partial.untried, cleaned: partial.cleaned)
    }

    /// The fields of the JSON in `data` that `value`, decoded from it, does not write back.
    ///
    /// What a newer version of the app added, which a write of `value` would drop; fields
    /// retired on purpose aside (the document's own fields, or its records'). Sorted, each
    /// name once.
    func newerFields(in data: Data, of value: Value, reusing earlier: (any Sendable)? = nil)
        -> [String]
    {
        newerFieldsAndRecords(in: data, of: value, reusing: earlier).fields
    }

    /// ``newerFields(in:of:reusing:)``, and the bytes of `value`'s records as it encoded them
    /// (see ``encoded(_:reusing:)``), for the write that follows to reuse.
    ///
    /// `dropped` are the records of `data` (paths from its root) that `value` was decoded
    /// without: a newer version's fields in the records that could be read are looked for, which
    /// rewriting the file without the others would drop; the others' fields are no loss (a file
    /// whose every record was dropped would otherwise hold nothing but "newer" fields).
    func newerFieldsAndRecords(
        in data: Data, of value: Value, without dropped: [[JSONShape.Step]] = [],
        reusing earlier: (any Sendable)? = nil
    ) -> (fields: [String], records: (any Sendable)?) {
        guard case .success(let encoded) = encoded(value, reusing: earlier) else {
            return ([], nil)
        }
        // A file this library wrote from an equal value has the very same bytes: nothing
        // to look for (the common case, and the cheap one).
        guard encoded.data != data,
            let stored = JSONShape.of(data, without: dropped),
            let written = JSONShape.of(encoded.data)
        else { return ([], encoded.records) }
        return (
            stored.fields(missingFrom: written, retired: retiredFields).sorted(), encoded.records
        )
    }

    /// Reads what ``encoded(_:reusing:)`` writes.
    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = StoredDate.decoding
        return decoder
    }
}

/// The identity a ``DataDocument`` and its copies share: what a remembered value was checked by.
final class DocumentIdentity: Sendable {}
