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

/// The documents the tests read and write.
enum TestDocuments {
    static let tally = DataDocument("tally.json", contents: "tally", empty: Tally())

    static let numbers = DataDocument(
        "numbers.json", contents: "numbers", empty: Numbers(), rules: Numbers.rules)

    /// `numbers.json` with room for only `sizeLimit` bytes.
    static func numbers(sizeLimit: Int) -> DataDocument<Numbers> {
        DataDocument(
            "numbers.json", contents: "numbers", empty: Numbers(), sizeLimit: sizeLimit,
            rules: Numbers.rules)
    }
}
