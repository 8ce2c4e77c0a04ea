import Foundation
import Testing

@testable import StorefrontKit

@Suite struct MoneyTests {
    @Test(arguments: [
        (0, "$0.00"),
        (5, "$0.05"),
        (50, "$0.50"),
        (1250, "$12.50"),
        (-105, "-$1.05"),
        (99_999, "$999.99"),
        (100_000, "$1,000.00"),
        (123_400, "$1,234.00"),
        (123_456_700, "$1,234,567.00"),
        (-123_456_789, "-$1,234,567.89"),
    ])
    func formatsDollarsWithGroupingAndTwoDecimals(cents: Int, text: String) {
        #expect(Money(cents: cents).formatted == text)
    }

    @Test(arguments: [
        ("12", 1200),
        ("12.5", 1250),
        ("12.50", 1250),
        ("$12.50", 1250),
        ("1,234.00", 123_400),
        ("12,345,678", 1_234_567_800),
        (".5", 50),
        ("0", 0),
        ("0.01", 1),
        ("007.10", 710),
        ("1000000000", 100_000_000_000),
    ])
    func parsesPricesAsUsersTypeThem(text: String, cents: Int) throws {
        #expect(try Money.parse(text) == Money(cents: cents))
    }

    @Test(arguments: [
        ("", MoneyError.empty),
        ("abc", .notANumber("abc")),
        // A decimal comma is no thousands separator: "1,5" was read as 15 (found by a hostile
        // tester).
        ("1,5", .notANumber("1,5")),
        ("12,50", .notANumber("12,50")),
        ("1,2345", .notANumber("1,2345")),
        (",123", .notANumber(",123")),
        ("1234,567", .notANumber("1234,567")),
        ("1,,234", .notANumber("1,,234")),
        ("12a", .notANumber("12a")),
        ("1.2.3", .notANumber("1.2.3")),
        ("12.", .notANumber("12.")),
        (".", .notANumber(".")),
        ("$", .notANumber("$")),
        (" 12", .notANumber(" 12")),
        ("١٢", .notANumber("١٢")),
        ("12.505", .tooManyFractionDigits("12.505")),
        ("12.500", .tooManyFractionDigits("12.500")),
        ("-3", .negative("-3")),
        ("-0.5", .negative("-0.5")),
        ("1000000000.01", .tooLarge("1000000000.01")),
        ("99999999999999999999999", .tooLarge("99999999999999999999999")),
    ])
    func rejectsTextThatIsNotAPrice(text: String, error: MoneyError) {
        #expect(throws: error) { try Money.parse(text) }
    }

    @Test(arguments: [
        ("12.34", Result<Int, MoneyError>.success(1234)),
        ("0.001", .failure(.tooManyFractionDigits("0.001"))),
        ("-1", .failure(.negative("-1"))),
    ])
    func convertsDecimalsOnlyWhenWholeCents(decimal: String, expected: Result<Int, MoneyError>) {
        let value = Decimal(string: decimal, locale: Locale(identifier: "en_US_POSIX"))!
        #expect(Result { () throws(MoneyError) in try Money(decimal: value).cents } == expected)
    }

    @Test(arguments: [
        (33, 15, 5),  // 4.95¢ rounds up
        (5, 10, 1),  // 0.5¢: a half rounds up
        (4, 10, 0),  // 0.4¢ rounds down
        (30, 15, 5),  // 4.5¢
        (1, 50, 1),
        (1, 49, 0),
        (7900, 25, 1975),
        (1000, 100, 1000),
    ])
    func percentageRoundsHalfUpToTheCent(cents: Int, percent: Int, expected: Int) {
        #expect(Money(cents: cents).percentage(percent) == Money(cents: expected))
    }

    @Test func priceRangeParsesBothBoundsInOrder() throws {
        #expect(
            try Catalog.priceRange(lowest: "5", highest: "20") == Money(
                cents: 500)...Money(cents: 2000))
        #expect(
            try Catalog.priceRange(lowest: "7", highest: "7.00") == Money(
                cents: 700)...Money(cents: 700))
        #expect(
            throws: MoneyError.reversedRange(lowest: Money(cents: 2000), highest: Money(cents: 500))
        ) {
            try Catalog.priceRange(lowest: "20", highest: "5")
        }
        #expect(throws: MoneyError.notANumber("x")) {
            try Catalog.priceRange(lowest: "1", highest: "x")
        }
    }

    @Test(arguments: [
        (MoneyError.empty, "No price was given. Enter a price such as 12.50."),
        (
            .notANumber("12a"),
            "\"12a\" is not a price. Enter digits with at most two decimals, such as 12.50."
        ),
        (
            .notANumber("this is a very long paragraph pasted by mistake"),
            "\"this is a very long par…\" is not a price. Enter digits with at most two decimals, such as 12.50."
        ),
        (
            .tooManyFractionDigits("12.505"),
            "12.505 has more than two decimals. Enter dollars and cents, such as 12.50."
        ),
        (.negative("-3"), "-3 is below zero. Enter a price of 0 or more, such as 12.50."),
        (
            .tooLarge("2000000000"),
            "2000000000 is too large for a price. Enter at most $1,000,000,000.00."
        ),
        (
            .reversedRange(lowest: Money(cents: 2000), highest: Money(cents: 500)),
            "the lowest price $20.00 is above the highest price $5.00. Put the lower price first, such as 5 20."
        ),
    ])
    func errorMessagesSayWhatHappenedAndWhatToDo(error: MoneyError, message: String) {
        #expect(error.message == message)
    }

    @Test func encodesAsBareCents() throws {
        let data = try JSONEncoder().encode([Money(cents: 1250)])
        #expect(String(decoding: data, as: UTF8.self) == "[1250]")
        #expect(try JSONDecoder().decode([Money].self, from: data) == [Money(cents: 1250)])
    }
}

/// The largest cart the stored-data rules let in is priced without overflow: every value that
/// enters the arithmetic is bounded, so the sums stay far below `Int.max`.
@Suite struct LargestCartTests {
    @Test func theLargestCartTheRulesAcceptIsPricedWithoutOverflow() {
        let catalog = EmbeddedCatalog().catalog()
        let items = catalog.products.map { product in
            var dear = product
            dear.price = Money.largestPrice
            return CartItem(product: dear, quantity: CartRules.quantityRange.upperBound)
        }
        let cart = Cart(items: items, codes: ["SPRING10"])
        #expect(StoredDataRules.checked(cart, catalog: catalog).problems.isEmpty)
        let priced = CartRules(catalog: catalog).price(cart, now: StorefrontWorkers.storyDate)
        let regular = Money.largestPrice.cents * 99 * catalog.products.count
        #expect(priced.subtotal.cents <= regular)
        #expect(priced.total.cents > 0)
        #expect(priced.total.cents < Int.max / 1_000)
    }
}
