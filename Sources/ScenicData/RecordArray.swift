import Foundation

/// An array of ``DataRecord``s, which a document writes record by record, reusing the bytes of
/// the records it wrote last time: adding one record to 200 encodes one, not 200.
///
/// The bytes are the ones `JSONEncoder` writes for the whole array with the same settings
/// (pretty-printed: each record indented two spaces, `,` and a newline between records), so
/// the file does not depend on which records were reused.
protocol RecordArray {
    /// The array's JSON, and each record's bytes for the next write (pass them back as
    /// `earlier`); `nil` when the array is empty or a record cannot be encoded, and the whole
    /// array should be encoded at once.
    func encodedRecords(with encoder: JSONEncoder, reusing earlier: (any Sendable)?)
        -> (json: Data, records: any Sendable)?
}

extension Array: RecordArray where Element: DataRecord {
    func encodedRecords(with encoder: JSONEncoder, reusing earlier: (any Sendable)?)
        -> (json: Data, records: any Sendable)?
    {
        guard !isEmpty else { return nil }
        var known = EarlierRecords(earlier as? EncodedRecords<Element>)
        var written: [[UInt8]] = []
        written.reserveCapacity(count)
        // Bytes, made into `Data` once: appending to `Data` record by record costs more.
        var json = [UInt8]("[\n".utf8)
        // Indices, not `enumerated()`: this code is generic and not specialized for the app's
        // record, and every generic type it names is looked up at run time.
        for index in indices {
            let element = self[index]
            let bytes: [UInt8]
            if let reused = known.bytes(of: element) {
                bytes = reused
            } else {
                guard let encoded = try? encoder.encode(element) else { return nil }
                bytes = indentedOneLevel(encoded)
            }
            written.append(bytes)
            if index > 0 { json.append(contentsOf: ",\n".utf8) }
            json.append(contentsOf: bytes)
        }
        json.append(contentsOf: "\n]".utf8)
        return (Data(json), EncodedRecords(records: self, bytes: written))
    }
}

/// `json` one level deeper, as it stands inside an array.
///
/// Two spaces go before every line but empty ones (the encoder leaves the inside of `[]` and
/// `{}` blank). A newline never occurs inside a JSON string, which escapes it. Not generic, so
/// compiled for bytes, and copied a line at a time: a record of 4,000 characters took longer
/// to indent byte by byte than to encode.
private func indentedOneLevel(_ json: Data) -> [UInt8] {
    json.withUnsafeBytes { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 8 + 2)
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            if end > start {
                result.append(contentsOf: "  ".utf8)
                result.append(contentsOf: bytes[start..<end])
            }
            if end < bytes.count { result.append(UInt8(ascii: "\n")) }
            start = end + 1
        }
        return result
    }
}

/// The records of an array as last written, and the bytes each was written as.
final class EncodedRecords<Element: DataRecord>: Sendable {
    let records: [Element]
    let bytes: [[UInt8]]

    init(records: [Element], bytes: [[UInt8]]) {
        self.records = records
        self.bytes = bytes
    }
}

/// Finds the bytes written last time for a record equal to each record of the next write.
///
/// Most writes keep the records in their order, with a few added, removed or changed (a
/// record put first, the oldest dropped), so each record is first compared with the one after
/// the last found, then with the few after it (records removed). Only after more records than
/// that were not found near (a sort, a shuffle) are the earlier records indexed by hash, once:
/// hashing every record of a long array costs more than comparing a few, and is not done
/// while none was found. A write of records nearly all new (an import) stops looking once far
/// more were missed than found, and costs what encoding the whole array does.
private struct EarlierRecords<Element: DataRecord> {
    /// How many records after the expected one are compared, and how many records may be
    /// missed near before the earlier ones are indexed.
    private static var nearby: Int { 8 }
    /// How many records may be missed before looking stops, when few were found.
    private static var missesBeforeGivingUp: Int { 64 }

    private let earlier: EncodedRecords<Element>?
    /// Where the next record is expected in the earlier ones.
    private var next = 0
    private var missed = 0
    private var found = 0
    private var index: [Element: Int]?

    init(_ earlier: EncodedRecords<Element>?) {
        self.earlier = earlier
    }

    /// The bytes an earlier record equal to `record` was written as; `nil` when none is.
    mutating func bytes(of record: Element) -> [UInt8]? {
        guard let earlier,
            missed <= Self.missesBeforeGivingUp || missed <= 4 * found
        else { return nil }
        let records = earlier.records
        let end = Swift.min(next + Self.nearby + 1, records.count)
        if next < end {
            for position in next..<end where records[position] == record {
                return take(position)
            }
        }
        missed += 1
        // Nothing found yet: most likely all new (hashing each earlier record to be sure
        // costs as much as encoding them).
        guard missed > Self.nearby, found > 0 || index != nil else { return nil }
        if index == nil {
            var positions: [Element: Int] = [:]
            positions.reserveCapacity(records.count)
            for position in records.indices where positions[records[position]] == nil {
                positions[records[position]] = position
            }
            index = positions
        }
        guard let position = index?[record] else { return nil }
        // Found after all: it counts as found, not missed.
        missed -= 1
        return take(position)
    }

    private mutating func take(_ position: Int) -> [UInt8]? {
        next = position + 1
        found += 1
        return earlier?.bytes[position]
    }
}
