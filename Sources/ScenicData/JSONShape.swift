import Foundation

/// The shape of a JSON value as far as fields go: objects with their keys, arrays with their
/// elements, and scalars without their values.
///
/// Read by the same `JSONDecoder` that reads the document, so any file the document could be
/// read from has a shape: `JSONSerialization` refuses some JSON the decoder reads (`1e400`, a
/// lone surrogate such as `"\ud800"` in a field this version skips), and a check of fields
/// that could not parse the file found none and let a write drop them.
indirect enum JSONShape: Decodable, Equatable {
    /// An object: each key's shape.
    case object([String: JSONShape])
    /// An array: each element's shape.
    case array([JSONShape])
    /// `null`, which holds nothing to keep.
    case null
    /// A string, a number or a boolean; its value is not read.
    case scalar

    /// Any key of an object.
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            var shapes: [String: JSONShape] = [:]
            for key in object.allKeys {
                shapes[key.stringValue] = try object.decode(JSONShape.self, forKey: key)
            }
            self = .object(shapes)
        } else if var array = try? decoder.unkeyedContainer() {
            var shapes: [JSONShape] = []
            while !array.isAtEnd { shapes.append(try array.decode(JSONShape.self)) }
            self = .array(shapes)
        } else {
            // The value itself is never decoded: a number too large for a Double is a scalar.
            let value = try decoder.singleValueContainer()
            self = value.decodeNil() ? .null : .scalar
        }
    }

    /// The shape of the JSON in `data`; `nil` when it is not JSON.
    static func of(_ data: Data) -> JSONShape? {
        try? JSONDecoder().decode(JSONShape.self, from: data)
    }

    /// The keys of the objects in this shape (a key set to `null` aside) that the objects at
    /// the same places in `written` lack; `retired` keys aside at `recordDepth` (the
    /// document's own fields, or its records' when it is an array), and only there.
    func fields(missingFrom written: JSONShape, retired: Set<String>, depth: Int = 0) -> Set<String>
    {
        var fields = Set<String>()
        collect(missingFrom: written, retired: retired, depth: depth, into: &fields)
        return fields
    }

    private func collect(
        missingFrom written: JSONShape, retired: Set<String>, depth: Int,
        into fields: inout Set<String>
    ) {
        switch (self, written) {
        case (.object(let stored), _):
            var counterparts: [String: JSONShape] = [:]
            if case .object(let keys) = written { counterparts = keys }
            for (key, value) in stored {
                if let counterpart = counterparts[key] {
                    value.collect(
                        missingFrom: counterpart, retired: [], depth: depth + 1, into: &fields)
                } else if value != .null, !(depth == 0 && retired.contains(key)) {
                    fields.insert(key)
                }
            }
        case (.array(let stored), .array(let counterparts)):
            for (value, counterpart) in zip(stored, counterparts) {
                // The records of an array document are at the document's own depth.
                value.collect(
                    missingFrom: counterpart, retired: retired, depth: depth, into: &fields)
            }
        default:
            break
        }
    }
}
