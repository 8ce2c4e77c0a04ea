import Foundation

/// The shape of a JSON value as far as fields go: objects with their keys, arrays with their
/// elements, and scalars without their values.
///
/// Read from the bytes by ``JSONShapeReader``, which skips values unread, or else by the same
/// `JSONDecoder` that reads the document, so any file the document could be read from has a
/// shape: `JSONSerialization` refuses some JSON the decoder reads (`1e400`, a lone surrogate
/// such as `"\ud800"` in a field this version skips), and a check of fields that could not
/// parse the file found none and let a write drop them.
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

    /// One step of a path into a JSON value: an object's key or an array's index.
    enum Step: Hashable {
        case key(String)
        case index(Int)

        /// The step a decoder's coding key takes.
        init(_ key: any CodingKey) {
            self = key.intValue.map(Step.index) ?? .key(key.stringValue)
        }
    }

    /// The shape without the values at `paths` (from its root): without the records a read
    /// left out, whose fields a write of the rest does not have to keep.
    func removing(_ paths: [[Step]]) -> JSONShape {
        guard !paths.isEmpty else { return self }
        // Sorted by their first step once: looking through every path for each element cost
        // elements × paths, 57 s for a file of 23,000 records a tenth of them bad, with the
        // folder locked (found by a hostile tester).
        var byFirstStep: [Step: [[Step]]] = [:]
        for path in paths {
            guard let first = path.first else { continue }
            byFirstStep[first, default: []].append(Array(path.dropFirst()))
        }
        /// The rest of each path that starts with `step`.
        func below(_ step: Step) -> [[Step]] { byFirstStep[step] ?? [] }
        switch self {
        case .object(let fields):
            return .object(
                fields.reduce(into: [:]) { result, field in
                    let rest = below(.key(field.key))
                    guard !rest.contains(where: \.isEmpty) else { return }
                    result[field.key] = field.value.removing(rest)
                })
        case .array(let elements):
            return .array(
                elements.indices.compactMap { index in
                    let rest = below(.index(index))
                    return rest.contains(where: \.isEmpty) ? nil : elements[index].removing(rest)
                })
        case .null, .scalar:
            return self
        }
    }

    /// The shape of the JSON in `data` without the values at `leftOut` (paths from its root);
    /// `nil` when it is not JSON.
    ///
    /// Read from the bytes (``JSONShapeReader``), each array's elements merged into one; by the
    /// decoder when the bytes are JSON only it reads (UTF-16, say).
    static func of(_ data: Data, without leftOut: [[Step]] = []) -> JSONShape? {
        if let shape = JSONShapeReader.shape(of: data, without: leftOut) { return shape }
        return (try? JSONDecoder().decode(JSONShape.self, from: data))?.removing(leftOut)
    }

    /// One shape that has every field any of `self` and `other` has, at every depth: what a
    /// value writes anywhere in an array, for comparing any record of a file with.
    ///
    /// Records are compared with all that a value writes rather than one for one, since a
    /// value need not keep a file's records in their order or number (a `Set` merges two
    /// equal ones; rules drop some): a field the value writes in any record is one this
    /// version knows.
    func merged(with other: JSONShape) -> JSONShape {
        switch (self, other) {
        case (.object(let left), .object(let right)):
            return .object(left.merging(right) { $0.merged(with: $1) })
        case (.array(let left), .array(let right)):
            let all = left + right
            guard let first = all.first else { return .array([]) }
            return .array([all.dropFirst().reduce(first) { $0.merged(with: $1) }])
        case (.object, _), (.array, _): return self
        case (_, .object), (_, .array): return other
        case (.scalar, _), (_, .scalar): return .scalar
        default: return .null
        }
    }

    /// Where a retired field is retired: the fields of the document's records.
    enum RetiredScope {
        /// The fields of this object, and of the objects it holds directly or in arrays (the
        /// document itself: a record, a dictionary of records, a wrapper of an array of them).
        case document
        /// The fields of this object alone (a record).
        case record
        /// Nowhere.
        case none
    }

    /// The keys of the objects in this shape (a key set to `null` aside) that `written`, what
    /// a value writes at the same place, lacks; `retired` keys aside where `scope` says.
    func fields(missingFrom written: JSONShape, retired: Set<String>) -> Set<String> {
        var fields = Set<String>()
        collect(missingFrom: written, retired: retired, scope: .document, into: &fields)
        return fields
    }

    private func collect(
        missingFrom written: JSONShape, retired: Set<String>, scope: RetiredScope,
        into fields: inout Set<String>
    ) {
        switch (self, written) {
        case (.object(let stored), _):
            var counterparts: [String: JSONShape] = [:]
            if case .object(let keys) = written { counterparts = keys }
            let isRecord = scope == .document || scope == .record
            for (key, value) in stored {
                if let counterpart = counterparts[key] {
                    value.collect(
                        missingFrom: counterpart, retired: retired,
                        scope: scope == .document ? .record : .none, into: &fields)
                } else if value != .null, !(isRecord && retired.contains(key)) {
                    fields.insert(key)
                }
            }
        case (.array(let stored), .array(let counterparts)):
            // Each record against all that the value writes in any of its records.
            let written = counterparts.dropFirst().reduce(counterparts.first ?? .null) {
                $0.merged(with: $1)
            }
            for value in stored {
                // The records of an array document, or of one the document holds, are records.
                value.collect(
                    missingFrom: written, retired: retired,
                    scope: scope == .none ? .none : .record, into: &fields)
            }
        default:
            break
        }
    }
}
