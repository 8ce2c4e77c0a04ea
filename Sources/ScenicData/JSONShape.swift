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

    /// Adds an array's element to `variants`: merged into the one it agrees with, or added.
    ///
    /// Elements whose shapes disagree (an object where another has an array) stay apart, so
    /// the fields of each are compared (merged into the first, a value that wrote an array in
    /// one record and an object in the next had its own file refused for the object's fields;
    /// a hostile tester); only the last few are tried, to stay linear.
    static func add(_ shape: JSONShape, to variants: inout [JSONShape]) {
        for index in variants.indices.suffix(8).reversed() {
            if let merged = merged(variants[index], shape) {
                variants[index] = merged
                return
            }
        }
        variants.append(shape)
    }

    /// One shape holding every field of `left` and `right`, or `nil` when they disagree: an
    /// object and an array at the same place.
    private static func merged(_ left: JSONShape, _ right: JSONShape) -> JSONShape? {
        switch (left, right) {
        case (.object(var fields), .object(let others)):
            for (key, other) in others {
                if let field = fields[key] {
                    guard let both = merged(field, other) else { return nil }
                    fields[key] = both
                } else {
                    fields[key] = other
                }
            }
            return .object(fields)
        case (.array(var elements), .array(let others)):
            for other in others { add(other, to: &elements) }
            return .array(elements)
        case (.object, .array), (.array, .object):
            return nil
        case (.object, _), (.array, _):
            return left
        case (_, .object), (_, .array):
            return right
        case (.scalar, _), (_, .scalar):
            return .scalar
        case (.null, .null):
            return .null
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
        collect(missingFrom: [written], retired: retired, scope: .document, into: &fields)
        return fields
    }

    /// Collects the keys of this shape's objects that no shape in `written` has at the same
    /// place: what a value writes there, in any of its records.
    ///
    /// Records are compared with all that a value writes rather than one for one, since a
    /// value need not keep a file's records in their order or number (a `Set` merges two
    /// equal ones; rules drop some): a field the value writes in any record is one this
    /// version knows.
    private func collect(
        missingFrom written: [JSONShape], retired: Set<String>, scope: RetiredScope,
        into fields: inout Set<String>
    ) {
        switch self {
        case .object(let stored):
            let counterparts = written.compactMap { shape -> [String: JSONShape]? in
                if case .object(let fields) = shape { fields } else { nil }
            }
            let isRecord = scope == .document || scope == .record
            for (key, value) in stored {
                let below = counterparts.compactMap { $0[key] }
                if !below.isEmpty {
                    value.collect(
                        missingFrom: below, retired: retired,
                        scope: scope == .document ? .record : .none, into: &fields)
                } else if value != .null, !(isRecord && retired.contains(key)) {
                    fields.insert(key)
                }
            }
        case .array(let stored):
            // Compared only with arrays: a value that writes something else there writes no
            // records to compare with.
            var elements: [JSONShape] = []
            var writesAnArray = false
            for case .array(let some) in written {
                writesAnArray = true
                for element in some { Self.add(element, to: &elements) }
            }
            guard writesAnArray else { return }
            for value in stored {
                // The records of an array document, or of one the document holds, are records.
                value.collect(
                    missingFrom: elements, retired: retired,
                    scope: scope == .none ? .none : .record, into: &fields)
            }
        case .null, .scalar:
            break
        }
    }
}
