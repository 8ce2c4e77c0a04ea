import Scenic
import Testing

@testable import StorefrontKit

/// `open N` on the Orders screen.
@Suite struct OrdersInteractorTests {
    @Test func openMapsTheRow() throws {
        let input = try CommandInput("open 3", commands: OrdersView().commands)
        #expect(OrdersInteractor().action(for: input) == .open(3))
    }

    @Test func rowsStartAtOne() {
        #expect(throws: UsageError("open: N must be at least 1, got \"0\"")) {
            try CommandInput("open 0", commands: OrdersView().commands)
        }
    }
}
