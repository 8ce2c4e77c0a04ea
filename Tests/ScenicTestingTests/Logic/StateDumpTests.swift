import Foundation
import Testing

@testable import ScenicTesting

@Suite struct StateDumpTests {
    struct Line: Equatable {
        var name: String
        var quantity: Int
    }
    struct Cart: Equatable {
        var lines: [Line]
        var code: String?
        var tags: Set<String> = []
        var prices: [String: Int] = [:]
    }
    enum Screen: Equatable {
        case empty
        case showing(Line)
        case failed(reason: String, retries: Int)
    }

    @Test func dumpsNestedValuesOneFieldPerLine() {
        let cart = Cart(lines: [Line(name: "Matcha", quantity: 2)], code: nil)
        #expect(
            StateDump.of(cart) == """
                Cart(
                  lines: [
                    Line(
                      name: "Matcha",
                      quantity: 2
                    )
                  ],
                  code: nil,
                  tags: Set([]),
                  prices: []
                )
                """)
    }

    @Test func sortsSetsAndDictionariesSoEqualValuesDumpAlike() {
        let one = Cart(lines: [], code: "A", tags: ["b", "a", "c"], prices: ["z": 1, "y": 2])
        let two = Cart(lines: [], code: "A", tags: ["c", "b", "a"], prices: ["y": 2, "z": 1])
        #expect(StateDump.of(one) == StateDump.of(two))
        #expect(StateDump.of(one).contains(#""y": 2,"#))
    }

    @Test func dumpsEnumCasesWithAndWithoutPayloads() {
        #expect(StateDump.of(Screen.empty) == ".empty")
        #expect(
            StateDump.oneLine(Screen.failed(reason: "offline", retries: 2))
                == #".failed(reason: "offline", retries: 2)"#)
        #expect(
            StateDump.oneLine(Screen.showing(Line(name: "Tea", quantity: 1)))
                == #".showing(Line(name: "Tea", quantity: 1))"#)
    }

    @Test func escapesControlCharactersInStrings() {
        #expect(StateDump.of("a\u{1B}b\n") == #""a\u{1B}b\n""#)
    }

    /// Strings are spelled as a Swift literal spells them: an apostrophe stays as it is, where
    /// `debugDescription` wrote `\'`, which no Swift code has (a stranger's diff read
    /// `"a person\'s number"`).
    @Test func anApostropheIsWrittenAsItIs() {
        #expect(StateDump.of("a person's number") == #""a person's number""#)
        #expect(
            StateDump.oneLine(Line(name: "O'Brien's \"tea\"", quantity: 1))
                == #"Line(name: "O'Brien's \"tea\"", quantity: 1)"#)
        #expect(StateDump.of(Character("'")) == #""'""#)
    }

    @Test func showsDecimalsAndDatesExactly() {
        #expect(StateDump.of(Decimal(string: "12.50")!) == "12.5")
        #expect(StateDump.of(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
    }
}
