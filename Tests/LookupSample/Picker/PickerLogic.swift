import Scenic

/// Picking one number: the picker finishes with it, and the screen below hears it.
package struct PickerLogic: Logic {
    package typealias Route = LookupRoute
    package typealias Output = Int

    package struct State: Equatable, Sendable {
        package var numbers: [Int]
        package var problem: String?
        /// The screen the picker was last told of, as `WIDTHxHEIGHT`.
        package var sizedFor: String?

        package init(numbers: [Int]) {
            self.numbers = numbers
        }
    }

    package enum Action: Equatable, Sendable {
        case pick(row: Int)
        /// The screen's size, heard before the first screen and after a resize.
        case screenChanged(Screen)
    }

    package init() {}

    package func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .pick(let row):
            guard state.numbers.indices.contains(row - 1) else {
                state.problem = "There is no row \(row); the list has \(state.numbers.count)."
                return []
            }
            return [.finish(state.numbers[row - 1])]
        case .screenChanged(let screen):
            state.sizedFor = "\(screen.width)x\(screen.height)"
            return []
        }
    }
}
