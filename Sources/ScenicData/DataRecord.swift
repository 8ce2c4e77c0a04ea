/// A record that a document holding an array of them writes once: a later write reuses the
/// bytes it wrote for an equal record instead of encoding it again.
///
/// ```swift
/// struct Fact: DataRecord { var number: Int; var text: String }
/// let facts = DataDocument<[Fact]>("facts.json", contents: "saved facts", empty: [])
/// // Putting a fact first in 200 and writing encodes one fact, not 200.
/// ```
///
/// Adopt it only when `==` compares everything the record encodes, as a synthesized `==`
/// does: a record equal to one written before is written with that one's bytes. (Swift
/// compares strings by their characters, so an equal text typed in another Unicode form may be
/// written in the form written first.) The file is the same as `JSONEncoder` writes for the
/// whole array.
public protocol DataRecord: Codable, Hashable, Sendable {}
