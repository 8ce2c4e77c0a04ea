import Foundation
import Testing

@testable import StorefrontKit

@Suite struct DiscountTests {
    @Test(arguments: [
        ("spring10", "SPRING10" as String?),
        ("SPRING10", "SPRING10"),
        ("abc", "ABC"),
        ("ABCDEFGHIJ0123456789", "ABCDEFGHIJ0123456789"),
        ("ab", nil),
        ("ABCDEFGHIJ01234567890", nil),
        ("SPRING-10", nil),
        (" SPRING10", nil),
        ("ÉTÉ2025", nil),
        ("春10", nil),
        ("", nil),
    ])
    func codesAreThreeToTwentyASCIILettersOrDigitsInAnyCase(text: String, code: String?) {
        #expect(Discount.normalizedCode(text) == code)
    }

    @Test func codeIsStoredInCapitals() {
        #expect(Discount(percent: 10, scope: .cart, code: "spring10").code == "SPRING10")
    }

    @Test func expiresAtTheExpiryInstantNotBefore() {
        let expiry = Date(timeIntervalSince1970: 1_704_067_200)
        let discount = Discount(percent: 10, scope: .cart, code: "OLD10", expiry: expiry)
        #expect(!discount.isExpired(at: expiry.addingTimeInterval(-1)))
        #expect(discount.isExpired(at: expiry))
        #expect(!Discount(percent: 10, scope: .cart).isExpired(at: .distantFuture))
    }

    @Test(arguments: [
        #"{"percent":10,"scope":{"cart":{}},"code":"SPRING10"}"#,
        #"{"percent":15,"scope":{"product":{"id":"matcha"}}}"#,
    ])
    func decodesValidDiscounts(json: String) throws {
        #expect(throws: Never.self) {
            try JSONDecoder().decode(Discount.self, from: Data(json.utf8))
        }
    }

    @Test(arguments: [
        #"{"percent":0,"scope":{"cart":{}}}"#,
        #"{"percent":101,"scope":{"cart":{}}}"#,
        #"{"percent":10,"scope":{"cart":{}},"code":"no"}"#,
        #"{"percent":10,"scope":{"cart":{}},"code":"spring10"}"#,
    ])
    func rejectsDecodedDiscountsThatBreakTheRules(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Discount.self, from: Data(json.utf8))
        }
    }
}
