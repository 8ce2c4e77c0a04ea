import Testing

@testable import TriviaKit

@Suite struct TriviaNumberTests {
    @Test(arguments: [
        ("0", 0), ("42", 42), ("1,000", 1_000), ("1_000", 1_000), ("1,000,000,000", 1_000_000_000),
        ("007", 7),
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
    ])
    func refusesWithAReason(text: String, problem: TriviaNumber.Problem) {
        #expect(throws: problem) { try TriviaNumber.parse(text) }
    }

    @Test func reasonsSayWhatToTypeInstead() {
        #expect(TriviaNumber.Problem.empty.message == "Type a number, such as 42.")
        #expect(
            TriviaNumber.Problem.notANumber("forty").message
                == "\"forty\" is not a number; type digits, such as 42 or 1,000.")
        #expect(
            TriviaNumber.Problem.tooLarge("2000000000").message
                == "2000000000 is past 1,000,000,000, the largest number this app asks about; "
                + "type a whole number from 0 to 1,000,000,000.")
    }
}
