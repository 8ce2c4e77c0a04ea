import Scenic
import Testing

@testable import StorefrontKit

/// The Cart screen's commands as typed, through the console's parsing and the Interactor.
@Suite struct CartInteractorTests {
    let view = CartView(codes: ["SPRING10"])

    func action(_ line: String) throws(UsageError) -> CartLogic.Action {
        CartInteractor().action(for: try CommandInput(line, commands: view.commands))
    }

    @Test func qtyMapsLineAndQuantity() throws {
        #expect(try action("qty 2 99") == .setQuantity(line: 2, quantity: 99))
        // As CommandInput's documentation shows it.
        let input = try CommandInput("qty 1 3", commands: CartView(codes: []).commands)
        #expect(CartInteractor().action(for: input) == .setQuantity(line: 1, quantity: 3))
    }

    @Test func quantitiesOutsideTheCartsRangeAreRefused() {
        #expect(throws: UsageError("qty: Q must be from 1 to 99, got \"0\"")) {
            try action("qty 2 0")
        }
        #expect(throws: UsageError("qty: Q must be from 1 to 99, got \"100\"")) {
            try action("qty 1 100")
        }
        #expect(throws: UsageError("qty: Q must be from 1 to 99, got \"99999999999999999999\"")) {
            try action("qty 1 99999999999999999999")
        }
    }

    @Test func theViewsQuantitiesAreTheCartsRules() {
        for quantity in [0, 1, 99, 100] {
            #expect(
                ((try? action("qty 1 \(quantity)")) != nil)
                    == CartRules.quantityRange.contains(quantity))
        }
    }

    @Test func lineNumbersStartAtOne() {
        #expect(throws: UsageError("qty: N must be at least 1, got \"0\"")) {
            try action("qty 0 1")
        }
        #expect(throws: UsageError("remove: N must be at least 1, got \"-1\"")) {
            try action("remove -1")
        }
    }

    @Test func otherCommandsMapToTheirActions() throws {
        #expect(try action("remove 1") == .remove(line: 1))
        #expect(try action("code spring10") == .enterCode("spring10"))
        #expect(try action("checkout") == .checkout)
        #expect(try action("CATALOG") == .browseCatalog)
    }

    @Test func codeHelpListsTodaysCodes() {
        #expect(
            view.commands.first { $0.name == .code }?.help
                == "Enter a discount code; today's codes: SPRING10")
        #expect(
            CartView(codes: []).commands.first { $0.name == .code }?.help
                == "Enter a discount code")
    }
}
