import Foundation
import ScenicData
import Synchronization

/// A count, the smallest useful document.
struct Tally: Codable, Sendable, Equatable {
    var count = 0
}

/// A list of numbers with rules: a negative number is a bad record (dropped), and 13 anywhere
/// makes the whole list invalid.
struct Numbers: Codable, Sendable, Equatable {
    var numbers: [Int] = []

    /// Drops negative numbers; refuses a list with 13 in it.
    static func rules(_ value: Numbers) -> DataCheck<Numbers> {
        if value.numbers.contains(13) { return .invalid("13 is unlucky") }
        let negative = value.numbers.filter { $0 < 0 }
        guard !negative.isEmpty else { return .valid }
        return .repaired(
            kept: Numbers(numbers: value.numbers.filter { $0 >= 0 }),
            problems: negative.map { "number \($0) is negative" })
    }
}

/// A recipe, a record of an array: a name of at most 10 characters (longer ones are dropped
/// by the rules) and a course this version knows.
struct Recipe: DataRecord {
    enum Course: String, Codable { case starter, main, dessert }
    var name: String
    var course: Course

    /// Drops recipes whose name is longer than 10 characters.
    static func rules(_ recipes: [Recipe]) -> DataCheck<[Recipe]> {
        let long = recipes.filter { $0.name.count > 10 }
        guard !long.isEmpty else { return .valid }
        return .repaired(
            kept: recipes.filter { $0.name.count <= 10 },
            problems: long.map { "\($0.name): a name over 10 characters" })
    }
}

/// A value that counts how often it is decoded, by the tag its file holds, so tests that run
/// at once each count their own file's decodes.
struct Counted: Codable, Sendable, Equatable {
    private static let decodings = Mutex<[String: Int]>([:])
    var tag: String
    var count = 0

    init(tag: String, count: Int = 0) {
        self.tag = tag
        self.count = count
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tag = try container.decode(String.self, forKey: .tag)
        count = try container.decode(Int.self, forKey: .count)
        Self.decodings.withLock { [tag] in $0[tag, default: 0] += 1 }
    }

    /// How many times a file tagged `tag` was decoded so far.
    static func decodings(of tag: String) -> Int {
        decodings.withLock { $0[tag, default: 0] }
    }
}

/// The documents the tests read and write.
enum TestDocuments {
    static let tally = DataDocument("tally.json", contents: "tally", empty: Tally())

    static let numbers = DataDocument(
        "numbers.json", contents: "numbers", empty: Numbers(), rules: Numbers.rules)

    static let recipes = DataDocument(
        "recipes.json", contents: "recipes", empty: [Recipe](), rules: Recipe.rules)

    /// `numbers.json` with room for only `sizeLimit` bytes.
    static func numbers(sizeLimit: Int) -> DataDocument<Numbers> {
        DataDocument(
            "numbers.json", contents: "numbers", empty: Numbers(), sizeLimit: sizeLimit,
            rules: Numbers.rules)
    }
}
