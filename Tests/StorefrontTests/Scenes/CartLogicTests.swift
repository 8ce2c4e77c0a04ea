import Foundation
import Scenic
import ScenicTesting
import Testing

@testable import StorefrontKit

/// The Cart screen's Logic, command by command, with the shop's real catalog.
@Suite struct CartLogicTests {
    let catalog = EmbeddedCatalog().catalog()
    var logic: CartLogic { CartLogic(rules: CartRules(catalog: catalog)) }
    let now = StorefrontWorkers.storyDate

    func item(_ id: String, _ quantity: Int) -> CartItem {
        CartItem(product: catalog.product(id: id)!, quantity: quantity)
    }

    /// Two croissants (20% off automatically) and one matcha.
    var cart: Cart { Cart(items: [item("croissant", 2), item("matcha", 1)]) }

    @Test func appearingLoadsThenPricesTheCart() {
        var tester = LogicTester(logic, state: CartLogic.State())
        tester.send(
            .appeared,
            effects: [
                .perform(.load),
                .every(.seconds(2), send: .watchTimerFired, id: .watch, whileCovered: .stops),
            ])
        tester.send(.loaded(cart, now: now)) {
            $0.cart = cart
            $0.now = now
            $0.isLoaded = true
            $0.priced = CartRules(catalog: catalog).price(cart, now: now)
        }
        #expect(tester.state.priced.total == Money(cents: 520 + 2400))
    }

    @Test func theCartOnScreenFollowsChangesAnotherWindowSavesAndSaysSo() {
        var tester = LogicTester(logic, state: logic.loadedState(cart, now: now))
        tester.send(
            .appeared,
            effects: [
                .perform(.load),
                .every(.seconds(2), send: .watchTimerFired, id: .watch, whileCovered: .stops),
            ])
        tester.advance(by: .seconds(2))
        tester.timerFired(.watchTimerFired, effects: [.perform(.peek)])
        // Nothing changed: nothing to show or say.
        tester.send(.peeked(cart, now: now.addingTimeInterval(2)))
        // A file that cannot be read as it is changes nothing either; watching never sets it
        // right.
        tester.send(.peeked(nil, now: now.addingTimeInterval(2)))
        tester.advance(by: .seconds(2))
        tester.timerFired(.watchTimerFired, effects: [.perform(.peek)])
        let changed = Cart(items: [item("matcha", 3)])
        let later = now.addingTimeInterval(4)
        tester.send(.peeked(changed, now: later), effects: [.notify(.changedElsewhere)]) {
            $0.cart = changed
            $0.now = later
            $0.priced = CartRules(catalog: catalog).price(changed, now: later)
        }
        // Leaving for the checkout stops the watch; coming back starts it again.
        tester.send(.checkout, effects: [.push(.checkout)])
        tester.advance(by: .seconds(10))
    }

    @Test func aCartThatCouldNotBeReadIsNotWatched() {
        var tester = LogicTester(logic, state: CartLogic.State())
        tester.send(.watchTimerFired)
        tester.send(.peeked(cart, now: now))
    }

    @Test func aCartThatCannotBeReadRefusesEveryChange() {
        var tester = LogicTester(logic, state: CartLogic.State())
        tester.send(
            .loadFailed("Cannot read cart.json."),
            effects: [.notify(.storeFailed("Cannot read cart.json."))])
        tester.send(.setQuantity(line: 1, quantity: 2), effects: [.notify(.notLoaded)])
        tester.send(.remove(line: 1), effects: [.notify(.notLoaded)])
        tester.send(.enterCode("SPRING10"), effects: [.notify(.notLoaded)])
        tester.send(.checkout, effects: [.notify(.notLoaded)])
    }

    @Test func qtySavesTheNewQuantityThenShowsIt() {
        var tester = LogicTester(logic, state: logic.loadedState(cart, now: now))
        var changed = cart
        changed.items[0].quantity = 5
        let notice = CartLogic.Notice.quantityChanged(
            productName: "Croissant au beurre", quantity: 5)
        tester.send(
            .setQuantity(line: 1, quantity: 5),
            effects: [.perform(.change(.setQuantity(5, productID: "croissant"), notice: notice))])
        tester.send(.saved(changed, now: now, notice: notice), effects: [.notify(notice)]) {
            $0 = logic.loadedState(changed, now: now)
        }
        #expect(tester.state.priced.lines[0].discounted == Money(cents: 1300))
    }

    @Test func qtyOnALineThatIsNotThereSaysHowManyLinesThereAre() {
        var tester = LogicTester(logic, state: logic.loadedState(cart, now: now))
        tester.send(
            .setQuantity(line: 3, quantity: 1), effects: [.notify(.noSuchLine(3, lineCount: 2))])
    }

    @Test func qtyOutsideTheShopsRangeIsRefusedByTheRules() {
        var tester = LogicTester(logic, state: logic.loadedState(cart, now: now))
        tester.send(
            .setQuantity(line: 1, quantity: 100),
            effects: [.notify(.refused(.quantityOutOfRange(100)))])
    }

    @Test func removeSavesTheCartWithoutTheLineAndItsCode() {
        var withCode = cart
        withCode.codes = ["MATCHA15", "SPRING10"]
        var tester = LogicTester(logic, state: logic.loadedState(withCode, now: now))
        let expected = Cart(items: [item("croissant", 2)], codes: ["SPRING10"])
        let notice = CartLogic.Notice.removed(productName: "抹茶 Matcha")
        tester.send(
            .remove(line: 2),
            effects: [.perform(.change(.remove(productID: "matcha"), notice: notice))])
        tester.send(.saved(expected, now: now, notice: notice), effects: [.notify(notice)]) {
            $0 = logic.loadedState(expected, now: now)
        }
    }

    @Test func removeOnAnEmptyCartSaysItIsEmpty() {
        var tester = LogicTester(logic, state: logic.loadedState(.empty, now: now))
        tester.send(.remove(line: 1), effects: [.notify(.noSuchLine(1, lineCount: 0))])
    }

    @Test func aCartCodeSaysWhatItSaves() {
        var tester = LogicTester(logic, state: logic.loadedState(cart, now: now))
        var expected = cart
        expected.codes = ["SPRING10"]
        // 10% of $5.20 + $24.00 = $29.20 is $2.92.
        let notice = CartLogic.Notice.codeApplied(
            code: "SPRING10", percent: 10, target: nil, amount: Money(cents: 292))
        tester.send(
            .enterCode("spring10"),
            effects: [.perform(.change(.enterCode("spring10", now: now), notice: notice))])
    }

    @Test func aProductCodeNamesItsProduct() {
        var tester = LogicTester(logic, state: logic.loadedState(cart, now: now))
        var expected = cart
        expected.codes = ["MATCHA15"]
        // 15% of $24.00 is $3.60.
        let notice = CartLogic.Notice.codeApplied(
            code: "MATCHA15", percent: 15, target: "抹茶 Matcha", amount: Money(cents: 360))
        tester.send(
            .enterCode("MATCHA15"),
            effects: [.perform(.change(.enterCode("MATCHA15", now: now), notice: notice))])
    }

    @Test func wrongCodesAreExplainedByTheRules() {
        var withCode = cart
        withCode.codes = ["SPRING10"]
        var tester = LogicTester(logic, state: logic.loadedState(withCode, now: now))
        tester.send(.enterCode("NOPE42"), effects: [.notify(.refused(.unknownCode("NOPE42")))])
        tester.send(
            .enterCode("WINTER23"),
            effects: [
                .notify(
                    .refused(
                        .expiredCode("WINTER23", expiry: Date(timeIntervalSince1970: 1_704_067_200))
                    ))
            ])
        tester.send(
            .enterCode("spring10"), effects: [.notify(.refused(.codeAlreadyEntered("SPRING10")))])
        tester.send(
            .enterCode("KETTLE25"),
            effects: [
                .notify(
                    .refused(
                        .codeProductNotInCart(code: "KETTLE25", productName: "Gooseneck kettle")))
            ])
        tester.send(.enterCode("no!"), effects: [.notify(.refused(.malformedCode("no!")))])
    }

    @Test func aFailedSaveKeepsTheCartAndSaysWhy() {
        var tester = LogicTester(logic, state: logic.loadedState(cart, now: now))
        tester.send(
            .saveFailed("Cannot save cart.json."),
            effects: [.notify(.storeFailed("Cannot save cart.json."))])
        // The next action clears the message.
        tester.send(.checkout, effects: [.push(.checkout)])
    }

    @Test func checkoutIsRefusedOnAnEmptyCart() {
        var tester = LogicTester(logic, state: logic.loadedState(.empty, now: now))
        tester.send(.checkout, effects: [.notify(.refused(.emptyCart))])
    }

    @Test func catalogGoesBackToTheCatalogAtTheRoot() {
        var tester = LogicTester(logic, state: logic.loadedState(cart, now: now))
        tester.send(.browseCatalog, effects: [.popToRoot])
    }

    @Test func aCodeBelowALargerOneSavesNothingMore() {
        let catalog = Catalog(
            categories: [], products: [self.catalog.product(id: "mug")!],
            discounts: [
                Discount(percent: 20, scope: .cart, code: "BIG20"),
                Discount(percent: 10, scope: .cart, code: "SMALL10"),
            ])
        let logic = CartLogic(rules: CartRules(catalog: catalog))
        let cart = Cart(items: [item("mug", 1)], codes: ["BIG20"])
        var tester = LogicTester(logic, state: logic.loadedState(cart, now: now))
        var expected = cart
        expected.codes.append("SMALL10")
        let notice = CartLogic.Notice.codeOutdone(code: "SMALL10", percent: 10, target: nil)
        tester.send(
            .enterCode("SMALL10"),
            effects: [.perform(.change(.enterCode("SMALL10", now: now), notice: notice))])
        #expect(
            CartPresenter().message(for: notice)
                == "Code SMALL10 is entered (10% off the whole cart), but a larger discount "
                + "already applies to the cart, so it saves nothing more.")
    }

    @Test func aCartCodeOnAnEmptyCartWaitsForSomethingToDiscount() {
        var tester = LogicTester(logic, state: logic.loadedState(.empty, now: now))
        let notice = CartLogic.Notice.codeWaiting(code: "SPRING10", percent: 10)
        tester.send(
            .enterCode("spring10"),
            effects: [.perform(.change(.enterCode("spring10", now: now), notice: notice))])
        #expect(
            CartPresenter().message(for: notice)
                == "Code SPRING10 is entered: 10% off the whole cart once you add something.")
    }

    @Test func aProductCodeSaysWhatItsOwnDiscountTakesOffNotANetOfTotals() {
        // With the cart code entered, the matcha code's 15% ($3.60) lowers the total by only
        // 90% of that; the message names the code's own amount.
        var withCode = cart
        withCode.codes = ["SPRING10"]
        var tester = LogicTester(logic, state: logic.loadedState(withCode, now: now))
        let notice = CartLogic.Notice.codeApplied(
            code: "MATCHA15", percent: 15, target: "抹茶 Matcha", amount: Money(cents: 360))
        tester.send(
            .enterCode("matcha15"),
            effects: [.perform(.change(.enterCode("matcha15", now: now), notice: notice))])
        #expect(
            CartPresenter().message(for: notice)
                == "Code MATCHA15 applied: 15% off 抹茶 Matcha, $3.60 off.")
    }
}
