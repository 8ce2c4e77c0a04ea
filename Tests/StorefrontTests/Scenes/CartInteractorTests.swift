import Scenic
import Testing

@testable import Storefront

/// The Cart screen's usage errors and actions, by typed command.
@Suite struct CartInteractorTests {
    let view = CartView(codes: ["SPRING10"])

    func input(_ name: String, _ values: [String: CommandInput.Value] = [:]) -> CommandInput {
        CommandInput(command: view.commands.first { $0.name == name }!, values: values)
    }

    @Test func qtyMapsLineAndQuantity() throws {
        let action = try CartInteractor().action(
            for: input("qty", ["N": .integer(2), "Q": .integer(99)]))
        #expect(action == .setQuantity(line: 2, quantity: 99))
    }

    @Test func qtyOfZeroPointsAtRemove() {
        #expect(
            throws: UsageError(
                "qty: Q must be from 1 to 99, got 0; to take line 2 out, type \"remove 2\"")
        ) {
            try CartInteractor().action(for: input("qty", ["N": .integer(2), "Q": .integer(0)]))
        }
        #expect(throws: UsageError("qty: Q must be from 1 to 99, got 100")) {
            try CartInteractor().action(for: input("qty", ["N": .integer(1), "Q": .integer(100)]))
        }
    }

    @Test func lineNumbersStartAtOne() {
        #expect(throws: UsageError("qty: N must be a line number from the # column, got 0")) {
            try CartInteractor().action(for: input("qty", ["N": .integer(0), "Q": .integer(1)]))
        }
        #expect(throws: UsageError("remove: N must be a line number from the # column, got -1")) {
            try CartInteractor().action(for: input("remove", ["N": .integer(-1)]))
        }
    }

    @Test func otherCommandsMapToTheirActions() throws {
        let interactor = CartInteractor()
        #expect(try interactor.action(for: input("remove", ["N": .integer(1)])) == .remove(line: 1))
        #expect(
            try interactor.action(for: input("code", ["CODE": .text("spring10")]))
                == .enterCode("spring10"))
        #expect(try interactor.action(for: input("checkout")) == .checkout)
        #expect(try interactor.action(for: input("catalog")) == .browseCatalog)
    }

    @Test func codeHelpListsTodaysCodes() {
        #expect(
            view.commands.first { $0.name == "code" }?.help
                == "Enter a discount code; today's codes: SPRING10")
        #expect(
            CartView(codes: []).commands.first { $0.name == "code" }?.help
                == "Enter a discount code")
    }
}
