import Scenic
import Testing

@testable import Storefront

/// `open N` on the Orders screen.
@Suite struct OrdersInteractorTests {
    let open = OrdersView().commands[0]

    @Test func openMapsTheRow() throws {
        #expect(
            try OrdersInteractor().action(
                for: CommandInput(command: open, values: ["N": .integer(3)])) == .open(3))
    }

    @Test func rowsStartAtOne() {
        #expect(throws: UsageError("open: N must be a number from the # column, got 0")) {
            try OrdersInteractor().action(
                for: CommandInput(command: open, values: ["N": .integer(0)]))
        }
    }
}
