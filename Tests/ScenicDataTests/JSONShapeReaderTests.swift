import Foundation
import Testing

@testable import ScenicData

/// The fields a newer version added are found the same from the bytes as by the decoder: the
/// fast reader may merge an array's records, but never finds fewer fields, or other ones.
@Suite struct JSONShapeReaderTests {
    /// Keys whose first letter fixes what their values are, as a record type's fields do.
    ///
    /// `o` objects, `l` arrays, the rest strings, numbers, booleans or null. Some need escapes.
    static let keys = [
        "title", "note", "size", "olist", "oinner", "lines", "ltags", "s\\\"q", "s\\u00e9t\\n",
        "é", "s p",
    ]

    /// Random JSON text, as another version or a hand edit may have laid it out.
    static func json(depth: Int, using random: inout SplitMix) -> String {
        let space = [" ", "", "\n  ", "\t"].randomElement(using: &random)!
        var fields: [String] = []
        for key in keys where Int.random(in: 0..<3, using: &random) == 0 {
            let value: String
            switch key.first {
            case "o" where depth < 3:
                value = json(depth: depth + 1, using: &random)
            case "l" where depth < 3:
                let count = Int.random(in: 0..<4, using: &random)
                let elements = (0..<count).map { _ in
                    Bool.random(using: &random)
                        ? json(depth: depth + 1, using: &random)
                        : ["1", "\"x\"", "null", "[]"].randomElement(using: &random)!
                }
                value = "[\(space)\(elements.joined(separator: ",\(space)"))\(space)]"
            case "o", "l":
                value = "null"
            default:
                let scalars = [
                    "\"a \\\" b\"", "1e400", "-0.5E+3", "true", "false", "null",
                    "\"\\ud83d\\ude00\"",
                ]
                value = scalars.randomElement(using: &random)!
            }
            fields.append("\"\(key)\"\(space):\(space)\(value)")
        }
        return "{\(space)\(fields.joined(separator: ",\(space)"))\(space)}"
    }

    /// Paths to some of the values in a decoded shape, as a read leaves out records.
    static func somePaths(in shape: JSONShape, using random: inout SplitMix) -> [[JSONShape.Step]] {
        var paths: [[JSONShape.Step]] = []
        func visit(_ shape: JSONShape, _ path: [JSONShape.Step]) {
            switch shape {
            case .object(let fields):
                for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
                    if Int.random(in: 0..<6, using: &random) == 0 {
                        paths.append(path + [.key(key)])
                    }
                    visit(value, path + [.key(key)])
                }
            case .array(let elements):
                for (index, value) in elements.enumerated() {
                    if Int.random(in: 0..<4, using: &random) == 0 {
                        paths.append(path + [.index(index)])
                    }
                    visit(value, path + [.index(index)])
                }
            case .null, .scalar:
                break
            }
        }
        visit(shape, [])
        return paths
    }

    @Test func findsTheFieldsTheDecoderFindsForRandomDocuments() throws {
        for seed in 0..<400 as Range<UInt64> {
            var random = SplitMix(seed: seed)
            let records = (0..<Int.random(in: 0..<5, using: &random)).map { _ in
                Self.json(depth: 0, using: &random)
            }
            let stored = Data("[\(records.joined(separator: ","))]".utf8)
            let written = Data("[\(Self.json(depth: 0, using: &random))]".utf8)
            let decoded = try JSONDecoder().decode(JSONShape.self, from: stored)
            let leftOut = Self.somePaths(in: decoded, using: &random)
            let writtenShape = try JSONDecoder().decode(JSONShape.self, from: written)
            let retired: Set<String> = Bool.random(using: &random) ? ["note"] : []

            let read = try #require(
                JSONShapeReader.shape(of: stored, without: leftOut), "seed \(seed)")
            let readWritten = try #require(JSONShapeReader.shape(of: written, without: []))
            #expect(
                read.fields(missingFrom: readWritten, retired: retired)
                    == decoded.removing(leftOut).fields(missingFrom: writtenShape, retired: retired),
                "seed \(seed): \(String(decoding: stored, as: UTF8.self))")
        }
    }

    @Test func aRecordsBytesThatAreNotUTF8AreSkippedAsTheDecoderSkipsThem() throws {
        let stored = Data(#"[{"title": "a"#.utf8) + [0xFF] + Data(#"", "new": 1}]"#.utf8)
        let read = try #require(JSONShapeReader.shape(of: stored, without: []))
        #expect(read == .array([.object(["title": .scalar, "new": .scalar])]))
        #expect(JSONShapeReader.shape(of: stored, without: [[.index(0)]]) == .array([]))
    }

    /// A value that writes an array at a place in one record and an object in another knows
    /// the object's fields: merged into the array, its own file was refused for them, in one
    /// order of the records (a hostile tester).
    @Test func aFieldThatIsAnArrayInOneRecordAndAnObjectInAnotherIsKnownEitherWay() throws {
        for text in [
            #"[{"meta": [1]}, {"meta": {"x": 1}}]"#, #"[{"meta": {"x": 1}}, {"meta": [1]}]"#,
            #"[{"meta": [[1]]}, {"meta": [{"x": 1}]}]"#,
        ] {
            let shape = try #require(JSONShape.of(Data(text.utf8)))
            #expect(shape.fields(missingFrom: shape, retired: []).isEmpty, "\(text)")
        }
        let written = try #require(JSONShape.of(Data(#"[{"meta": [1]}, {"meta": {"x": 1}}]"#.utf8)))
        let stored = try #require(JSONShape.of(Data(#"[{"meta": {"x": 1, "y": 2}}]"#.utf8)))
        #expect(stored.fields(missingFrom: written, retired: []) == ["y"])
    }

    @Test func whatIsNotJSONHasNoShape() {
        for text in [
            "", "[", "{\"a\" 1}", "[1,]x", "{\"a\":1,}", "tru", "\"open", "[1] [2]", "{1: 2}",
            String(repeating: "[", count: 700) + String(repeating: "]", count: 700),
        ] {
            #expect(
                JSONShapeReader.shape(of: Data(text.utf8), without: []) == nil, "\(text.prefix(20))"
            )
        }
    }

    @Test func aFileOnlyTheDecoderReadsStillHasAShape() throws {
        // UTF-16, which JSONDecoder reads and the byte reader does not.
        let utf16 = try #require(#"[{"title": "a", "new": 1}]"#.data(using: .utf16))
        #expect(JSONShapeReader.shape(of: utf16, without: []) == nil)
        #expect(JSONShape.of(utf16) == .array([.object(["title": .scalar, "new": .scalar])]))
    }
}
