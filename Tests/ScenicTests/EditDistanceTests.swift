import Testing

@testable import Scenic

@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("", "", 0), ("open", "open", 0), ("open", "OPEN", 0), ("opne", "open", 1), ("ab", "ba", 1),
        ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("filter", "filtr", 1),
    ])
    func countsEdits(a: String, b: String, distance: Int) {
        #expect(EditDistance.between(a, b) == distance)
    }

    @Test func allowsOneEditForShortWordsAndTwoForLongerOnes() {
        #expect(EditDistance.closest(to: "bak", among: ["back"]) == "back")
        #expect(EditDistance.closest(to: "bk", among: ["back"]) == nil)
        #expect(EditDistance.closest(to: "chekout", among: ["checkout"]) == "checkout")
        #expect(EditDistance.closest(to: "chkut", among: ["checkout"]) == nil)
    }

    /// A one-letter word is no typo of another: changing it changes all of it.
    @Test func aSuggestionKeepsSomethingOfTheTypedWord() {
        #expect(EditDistance.closest(to: "n", among: ["l", "i", "no"]) == nil)
        #expect(EditDistance.closest(to: "gi", among: ["go"]) == "go")
    }

    @Test func prefersTheNearestCandidate() {
        #expect(EditDistance.closest(to: "cars", among: ["card", "cart", "cars"]) == "cars")
    }
}
