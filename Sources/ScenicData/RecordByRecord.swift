import Foundation

/// An array whose records a read can decode one by one, so that a record it cannot read (a
/// case this version does not know, a field edited by hand) costs only itself.
protocol RecordByRecord {
    /// The records of `data` that decode, and for each that does not, where it is and why
    /// and its index; `nil` unless `data` is a JSON array of which at least one record decodes
    /// and one does not.
    static func decodedRecordByRecord(from data: Data, with decoder: JSONDecoder)
        -> (kept: Self, problems: [String], unreadable: [Int])?
}

extension Array: RecordByRecord where Element: Decodable {
    static func decodedRecordByRecord(from data: Data, with decoder: JSONDecoder)
        -> (kept: Self, problems: [String], unreadable: [Int])?
    {
        guard let attempts = try? decoder.decode([RecordAttempt<Element>].self, from: data)
        else { return nil }
        var kept: [Element] = []
        var problems: [String] = []
        var unreadable: [Int] = []
        for (index, attempt) in attempts.enumerated() {
            switch attempt.result {
            case .success(let record): kept.append(record)
            case .failure(let error):
                problems.append("record \(index + 1): \(RecordAttempt<Element>.words(for: error))")
                unreadable.append(index)
            }
        }
        guard !kept.isEmpty, !problems.isEmpty else { return nil }
        return (kept, problems, unreadable)
    }
}

/// One record of an array, decoded or not: its failure is kept instead of failing the array.
struct RecordAttempt<Element: Decodable>: Decodable {
    let result: Result<Element, any Error>

    init(from decoder: any Decoder) throws {
        do {
            result = .success(try Element(from: decoder))
        } catch {
            result = .failure(error)
        }
    }

    /// Why a record could not be read, in words for the middle of a sentence: `"category"
    /// has a value this version cannot read`.
    static func words(for error: any Error) -> String {
        guard let error = error as? DecodingError else { return "it cannot be read" }
        func field(_ path: [any CodingKey]) -> String {
            // The record's own position is said already; the fields inside it are named.
            let names = path.dropFirst().map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
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
