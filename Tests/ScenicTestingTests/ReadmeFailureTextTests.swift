import Foundation
import Scenic
import ScenicTestSupport
import Testing

@testable import ScenicTesting

/// The failures README.md quotes are the ones the assertions report.
@Suite struct ReadmeFailureTextTests {
    /// A failure as `swift test` prints it under the line Swift Testing writes itself: the first
    /// line after `↳ `, the others indented two spaces.
    private func printed(_ message: String) -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        return (["↳ " + lines[0]] + lines.dropFirst().map { "  " + $0 }).joined(separator: "\n")
            + "\n"
    }

    @Test func theLogicTestFailuresAreTheTestersOwn() throws {
        let section = try Readme().section("### Logic tests")
        var tester = LogicTester(TallyLogic(), state: .init(count: 0, limit: 3))
        let state = IssueRecorder.capturing { tester.send(.add(2)) { $0.count = 3 } }
        Readme.expect(
            state.map { $0.message + "\n" }.joined(), toBe: try section.block(0), in: section)
        var finishing = LogicTester(TallyLogic(), state: .init(count: 1))
        let effects = IssueRecorder.capturing {
            finishing.send(.finish, effects: [.push(.summary)])
        }
        Readme.expect(
            effects.map { $0.message + "\n" }.joined(), toBe: try section.block(1), in: section)
    }

    @Test func theSnapshotFailuresAreTheAssertionsOwn() throws {
        let section = try Readme().section("### Snapshots")
        let package = try TemporaryPackage()
        func failure(_ text: String) -> String {
            // A run of its own each time, so the snapshot is the first of cartScreen() again.
            let failure = SnapshotAssertion(
                suite: .fromFile, test: .fromFunction("cartScreen()"), name: nil,
                filePath: package.testFile(), environment: [:], sites: SnapshotSites()
            ).run(text)
            return failure.map { printed($0.message) } ?? "(passed)"
        }
        let screen = """
            Cart
            ─────────────────────────────────────
              1 × Tea                       $3.00
              2 × Scone                     $5.00
            Total                           $8.00
            """
        // The first run: Swift Testing's own line, then the assertion's message.
        let first = try section.block(0)
        Readme.expect(
            failure(screen), toBe: String(first.drop { $0 != "\n" }.dropFirst()), in: section)
        // After a change: the stored text against the new.
        try package.write(screen + "\n", to: "Snapshots/CartTests/cartScreen.1.txt")
        let changed = screen.replacingOccurrences(of: "$8.00", with: "$9.00 ")
        Readme.expect(failure(changed), toBe: try section.block(1), in: section)
    }
}
