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
        let known = (earlier as? EncodedRecords<Element>)?.bytes ?? [:]
        var records: [Element: [UInt8]] = [:]
        records.reserveCapacity(count)
        // Bytes, made into `Data` once: appending to `Data` record by record costs more.
        var json = [UInt8]("[\n".utf8)
        for (index, element) in enumerated() {
            let bytes: [UInt8]
            if let reused = known[element] ?? records[element] {
                bytes = reused
            } else {
                guard let encoded = try? encoder.encode(element) else { return nil }
                bytes = Self.indented(encoded)
            }
            records[element] = bytes
            if index > 0 { json.append(contentsOf: ",\n".utf8) }
            json.append(contentsOf: bytes)
        }
        json.append(contentsOf: "\n]".utf8)
        return (Data(json), EncodedRecords(bytes: records))
    }

    /// `json` one level deeper, as it stands inside an array.
    ///
    /// Two spaces go before every line but empty ones (the encoder leaves the inside of `[]`
    /// and `{}` blank). A newline never occurs inside a JSON string, which escapes it.
    private static func indented(_ json: Data) -> [UInt8] {
        var result = [UInt8]("  ".utf8)
        result.reserveCapacity(json.count + json.count / 8)
        var afterNewline = false
        for byte in json {
            if afterNewline && byte != UInt8(ascii: "\n") { result.append(contentsOf: "  ".utf8) }
            result.append(byte)
            afterNewline = byte == UInt8(ascii: "\n")
        }
        return result
    }
}

/// The bytes of each record of an array, by record.
///
final class EncodedRecords<Element: DataRecord>: Sendable {
    let bytes: [Element: [UInt8]]

    init(bytes: [Element: [UInt8]]) {
        self.bytes = bytes
    }
}
