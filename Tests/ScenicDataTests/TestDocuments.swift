import Foundation
import ScenicData

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
