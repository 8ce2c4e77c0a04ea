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
/// does: a record equal to one written before is written with that one's bytes. The file is
/// then the same as `JSONEncoder` writes for the whole array, but for what `==` calls equal and
/// writes otherwise, which keeps the form written first: a text typed in another Unicode form
/// (Swift compares characters), a zero's sign (`-0.0 == 0.0`), a `Set`'s or a dictionary's
/// order. Where that matters, give the record an `==` of your own that tells them apart.
public protocol DataRecord: Codable, Hashable, Sendable {}
