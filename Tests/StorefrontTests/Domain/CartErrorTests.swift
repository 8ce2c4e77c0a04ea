import Foundation
import Testing

@testable import StorefrontKit

@Suite struct CartErrorTests {
    @Test(arguments: [
        (
            CartError.quantityOutOfRange(0),
            "0 is not a quantity the shop accepts. Enter a whole number from 1 to 99."
        ),
        (
            .quantityLimitExceeded(productName: "Café Crème", inCart: 98, adding: 5),
            "Your cart already has 98 of Café Crème; 5 more would make 103, above the limit of 99. Add at most 1 more."
        ),
        (
            .quantityLimitExceeded(productName: "Café Crème", inCart: 99, adding: 1),
            "Your cart already has 99 of Café Crème; 1 more would make 100, above the limit of 99. That is as many as one order takes; start another order for more."
        ),
        (
            .productNotInCart(productName: "抹茶 Matcha"),
            "抹茶 Matcha is not in your cart, so there is nothing to change. The Cart screen lists what is in it."
        ),
        (
            .malformedCode("sp!"),
            "\"sp!\" is not a discount code: codes are 3 to 20 letters or digits. Check the code and enter it again."
        ),
        (
            .malformedCode("a very long line that someone pasted"),
            "\"a very long line that s…\" is not a discount code: codes are 3 to 20 letters or digits. Check the code and enter it again."
        ),
        (
            .unknownCode("SPRNG10"),
            "Code SPRNG10 is not a discount code here. Codes are shown on the Cart screen's help."
        ),
        (
            .expiredCode("WINTER23", expiry: Date(timeIntervalSince1970: 1_704_067_200)),
            "Code WINTER23 expired on 2024-01-01 and no longer gives a discount. Codes that still work are shown on the Cart screen's help."
        ),
        (
            .codeAlreadyEntered("SPRING10"),
            "Code SPRING10 is already applied to your cart; each code counts once."
        ),
        (
            .codeProductNotInCart(code: "MATCHA15", productName: "抹茶 Matcha"),
            "Code MATCHA15 is for 抹茶 Matcha, which is not in your cart. Add 抹茶 Matcha first, then enter the code again."
        ),
        (
            .emptyCart,
            "Your cart is empty, so there is nothing to order. Add something from the Catalog first."
        ),
    ])
    func messagesSayWhatHappenedAndWhatToDo(error: CartError, message: String) {
        #expect(error.message == message)
    }

    @Test func expiryDayIsTheUTCDay() {
        // 23:30 on 9 March 2025 in UTC is already 10 March in Tokyo; the message says the 9th.
        let lateEvening = Date(timeIntervalSince1970: 1_741_563_000)
        #expect(CartError.expiredCode("X10", expiry: lateEvening).message.contains("2025-03-09"))
    }
}
