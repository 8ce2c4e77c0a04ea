import Testing

@testable import TriviaKit

@Suite struct TriviaNumberTests {
    @Test(arguments: [
        ("0", 0), ("42", 42), ("1,000", 1_000), ("1_000", 1_000), ("1,000,000,000", 1_000_000_000),
        ("007", 7), ("12,345", 12_345), ("1_0", 10),
    ])
    func readsDigitsWithSeparators(text: String, number: Int) throws {
        #expect(try TriviaNumber.parse(text) == number)
    }

    @Test(arguments: [
        ("", TriviaNumber.Problem.empty), ("-1", .negative("-1")), ("forty", .notANumber("forty")),
        ("4.2", .notANumber("4.2")), (",1", .notANumber(",1")), ("1,,0", .notANumber("1,,0")),
        ("1,", .notANumber("1,")), ("1 000", .notANumber("1 000")),
        ("1000000001", .tooLarge("1000000001")),
        ("99999999999999999999999", .tooLarge("99999999999999999999999")),
        ("1,5", .badGrouping("1,5")), ("1,00", .badGrouping("1,00")),
        ("1,0000", .badGrouping("1,0000")), ("1234,567", .badGrouping("1234,567")),
        ("1,000,00", .badGrouping("1,000,00")),
    ])
    func refusesWithAReason(text: String, problem: TriviaNumber.Problem) {
        #expect(throws: problem) { try TriviaNumber.parse(text) }
    }

    @Test func reasonsSayWhatToTypeInstead() {
        #expect(TriviaNumber.Problem.empty.message == "Type a number, such as 42.")
        #expect(
            TriviaNumber.Problem.notANumber("forty").message
                == "\"forty\" is not a number; type digits, such as 42 or 1,000.")
        // Quoted as typed, not in Swift's debug form (`"\\"`, `\u{1B}`): the status line
        // makes control characters visible itself.
        #expect(
            TriviaNumber.Problem.notANumber("a\\b\u{1B}").message
                == "\"a\\b\u{1B}\" is not a number; type digits, such as 42 or 1,000.")
        #expect(
            TriviaNumber.Problem.tooLarge("2000000000").message
                == "2000000000 is past 1,000,000,000, the largest number this app asks about; "
                + "type a whole number from 0 to 1,000,000,000.")
        #expect(
            TriviaNumber.Problem.badGrouping("1,5").message
                == "1,5 is not a whole number as written: commas group digits in threes, as in "
                + "1,000; type a whole number, such as 1 or 15.")
    }
}
