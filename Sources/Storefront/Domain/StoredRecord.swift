/// One record of a list inside a data file (a cart's line or code), decoded on its own: one
/// that cannot be read costs only itself, not the file.
///
/// The data folder reads a file that is a list record by record; a list inside an object (the
/// cart's lines) is read this way instead, and ``StoredDataRules`` leaves the unreadable ones
/// out, saying why, as it does a line that breaks the shop's rules.
enum StoredRecord<Value: Decodable>: Decodable {
    /// The record, read.
    case read(Value)
    /// Why the record could not be read, in words for the middle of a sentence: `"quantity"
    /// is of the wrong kind`.
    case unreadable(String)

    init(from decoder: any Decoder) throws {
        do {
            self = .read(try Value(from: decoder))
        } catch let error as DecodingError {
            self = .unreadable(Self.words(for: error, below: decoder.codingPath.count))
        } catch {
            self = .unreadable("it cannot be read")
        }
    }

    /// Why `error` stopped the record at depth `depth` from being read, naming the field of
    /// the record it was in.
    private static func words(for error: DecodingError, below depth: Int) -> String {
        func field(_ path: [any CodingKey]) -> String {
            let names = path.dropFirst(depth).map {
                $0.intValue.map { "[\($0)]" } ?? $0.stringValue
            }
            return names.isEmpty ? "it" : "\"" + names.joined(separator: ".") + "\""
        }
        switch error {
        case .keyNotFound(let key, let context):
            return field(context.codingPath + [key]) + " is missing"
        case .valueNotFound(_, let context):
            return field(context.codingPath) + " is null"
        case .typeMismatch(_, let context):
            return field(context.codingPath) + " is of the wrong kind"
        case .dataCorrupted(let context):
            return field(context.codingPath) + " has a value this version cannot read"
        @unknown default:
            return "it cannot be read"
        }
    }
}
