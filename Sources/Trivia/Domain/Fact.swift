import Foundation

/// One fact about one number, with where it came from and when.
struct Fact: Codable, Hashable, Sendable {
    /// The number the fact is about.
    var number: Int
    /// The fact, as one sentence or a few.
    var text: String
    /// Where it was looked up: a server's address, or `embedded`.
    var source: String
    /// When it was looked up.
    var fetchedAt: Date
}
