import Foundation
import ScenicTestSupport
import Testing

/// A Logic that asks for work says what stopping it means, and a Logic takes pushed scenes'
/// values by their type: checked by compiling small Logics against the built Scenic module, as
/// an app's compiler would.
@Suite struct LogicConformanceTests {
    /// A Logic with work, its `interrupted` spelled by `signature`.
    private static func saveLogic(interrupted signature: String) -> String {
        """
        import Scenic

        struct SaveLogic: Logic {
            typealias Route = Int
            struct State {}
            enum Action: Sendable { case save, stopped }
            enum Request: Equatable, Sendable { case write }
            func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
                action == .save ? [.perform(.write, timeout: .seconds(5))] : []
            }
            \(signature) { .stopped }
        }
        """
    }

    @Test func aLogicWithWorkCompilesWithItsInterruptedSpelledRight() throws {
        let outcome = try Self.typecheck(
            Self.saveLogic(
                interrupted:
                    "func interrupted(_ request: Request, by interruption: Interruption) -> Action?"
            ))
        #expect(outcome.status == 0, "\(outcome.log)")
    }

    @Test(arguments: [
        "func interrupted(_ request: Request, because interruption: Interruption) -> Action?",
        "func interupted(_ request: Request, by interruption: Interruption) -> Action?",
        "func interrupted(_ request: Request, by interruption: Interruption?) -> Action?",
        "func stopped(_ request: Request) -> Action?",
    ])
    func aLogicWithWorkAndAMistypedInterruptedDoesNotCompile(signature: String) throws {
        let outcome = try Self.typecheck(Self.saveLogic(interrupted: signature))
        #expect(outcome.status != 0)
        #expect(outcome.log.contains("type 'SaveLogic' does not conform to protocol 'Logic'"))
    }

    @Test func aLogicWithoutWorkNeedsNoInterrupted() throws {
        let outcome = try Self.typecheck(
            """
            import Scenic

            struct CountLogic: Logic {
                typealias Route = Int
                struct State { var count = 0 }
                enum Action: Sendable { case add }
                func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
                    state.count += 1
                    return []
                }
            }
            """)
        #expect(outcome.status == 0, "\(outcome.log)")
    }

    @Test func receivedTakesThePushedScenesValueByItsType() throws {
        // The Logic's `Received` is the type its `received(_:)` takes, and a test hands it a
        // value of that type: another type does not compile.
        let taking = """
            import Scenic
            import ScenicTesting

            struct ListLogic: Logic {
                typealias Route = Int
                struct State: Equatable { var picked: Int? }
                enum Action: Equatable, Sendable { case picked(Int) }
                func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
                    if case .picked(let number) = action { state.picked = number }
                    return []
                }
                func received(_ number: Int) -> Action? { .picked(number) }
            }

            let receivesInt: Int.Type = ListLogic.Received.self
            func check(_ tester: inout LogicTester<ListLogic>) {
                tester.receive(VALUE) { $0.picked = 42 }
            }
            """
        let right = try Self.typecheck(taking.replacingOccurrences(of: "VALUE", with: "42"))
        #expect(right.status == 0, "\(right.log)")
        let wrong = try Self.typecheck(taking.replacingOccurrences(of: "VALUE", with: "\"42\""))
        #expect(wrong.status != 0)
        #expect(wrong.log.contains("cannot convert value of type 'String' to expected argument"))
    }

    /// A question of a form (one with `previous:`) takes a `cancelled:` action, never `nil`:
    /// a form cancelled by `home` or `quit` without the Logic hearing of it keeps its draft.
    ///
    /// Before, `cancelled: nil` compiled, where the README said it did not (found by a
    /// stranger). Outside a form, `nil` still compiles: there may be nothing to drop.
    @Test(arguments: [
        (
            ".text(\"Who?\", .text(\"a name\"), cancelled: nil, previous: .back) { .name($0) }",
            false
        ),
        (".yesOrNo(\"Save?\", yes: .save, no: .back, cancelled: nil, previous: .back)", false),
        (".secret(\"Key?\", named: \"KEY\", cancelled: nil, previous: .back) { .name($0) }", false),
        (
            ".text(\"Who?\", .text(\"a name\"), cancelled: .back, previous: .back) { .name($0) }",
            true
        ),
        (".secret(\"Key?\", named: \"KEY\", cancelled: nil) { .name($0) }", true),
        (".text(\"Who?\", .text(\"a name\"), cancelled: nil) { .name($0) }", true),
    ])
    func aFormsQuestionNeedsACancelledAction(question: String, compiles: Bool) throws {
        let outcome = try Self.typecheck(
            """
            import Scenic

            enum Action: Sendable { case name(String), save, back }
            let question: Question<Action> = \(question)
            """)
        #expect((outcome.status == 0) == compiles, "\(outcome.log)")
    }

    /// Type-checks `code` as one file of a module that imports the package's built modules.
    private static func typecheck(_ code: String) throws -> SwiftProcess.Outcome {
        let folder = TestFolder.path("scenic-conformance")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try code.write(to: folder.appending(path: "main.swift"), atomically: true, encoding: .utf8)
        return try SwiftProcess.run(
            ["-typecheck", "-swift-version", "6", "-I", try modules.path, "main.swift"],
            in: folder, tool: "swiftc")
    }

    /// The build's folder of module interfaces, beside the test binary.
    private static var modules: URL {
        get throws {
            var folder = Bundle.main.executableURL?.deletingLastPathComponent()
            for _ in 0..<4 {
                guard let current = folder else { break }
                let candidate = current.appending(path: "Modules")
                if FileManager.default.fileExists(
                    atPath: candidate.appending(path: "Scenic.swiftmodule").path)
                {
                    return candidate
                }
                folder = current.deletingLastPathComponent()
            }
            throw CocoaError(
                .fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Modules/Scenic.swiftmodule"])
        }
    }
}
