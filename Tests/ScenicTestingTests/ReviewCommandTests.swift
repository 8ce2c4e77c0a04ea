import Foundation
import ScenicTestSupport
import Testing

/// `scenic review` on a pseudo-terminal, one key per decision.
@Suite struct ReviewCommandTests {
    private let package: TemporaryPackage

    init() throws {
        package = try TemporaryPackage()
        try package.write("a\n", to: "Snapshots/CartTests/a.1.txt")
        try package.write("A\n", to: "Snapshots/CartTests/a.1.txt.new")
        try package.write("b\n", to: "Snapshots/CartTests/b.1.txt.new")
        try package.write("c\n", to: "Snapshots/CartTests/c.1.txt")
        try package.write("C\n", to: "Snapshots/CartTests/c.1.txt.new")
        try package.write("d\n", to: "Snapshots/CartTests/d.1.txt.new")
    }

    private func review(typing keys: [String]) throws -> (status: Int32, output: String) {
        let terminal = try PseudoTerminal()
        let process = try terminal.launch(
            try BuiltProduct("scenic").url, ["review"], in: package.root)
        for (index, key) in keys.enumerated() {
            // Type only once the prompt is up, as a person would.
            #expect(terminal.waitFor("[R]eject all the rest ? ", count: index + 1))
            terminal.type(key)
        }
        terminal.waitFor("still pending.")
        process.waitUntilExit()
        return (process.terminationStatus, terminal.output)
    }

    @Test func singleKeysAcceptSkipAndRejectTheRest() throws {
        let result = try review(typing: ["a", "s", "R"])
        #expect(result.status == 1)
        #expect(result.output.contains("[1/4] CartTests › a (1) (changed)"))
        #expect(result.output.contains("-a\r\n+A"))
        #expect(result.output.contains("Accepted Snapshots/CartTests/a.1.txt (updated)"))
        #expect(result.output.contains("Skipped Snapshots/CartTests/b.1.txt.new"))
        #expect(result.output.contains("Accepted 1, rejected 2; 1 still pending."))
        #expect(
            package.snapshotFiles() == [
                "Snapshots/CartTests/a.1.txt", "Snapshots/CartTests/b.1.txt.new",
                "Snapshots/CartTests/c.1.txt",
            ])
        #expect(package.read("Snapshots/CartTests/a.1.txt") == "A\n")
        #expect(package.read("Snapshots/CartTests/c.1.txt") == "c\n")
    }

    @Test func unknownKeysAreIgnoredAndQuitLeavesTheRestPending() throws {
        let result = try review(typing: ["x?q"])
        #expect(result.status == 1)
        #expect(result.output.contains("Accepted 0, rejected 0; 4 still pending."))
        #expect(package.snapshotFiles().filter { $0.hasSuffix(".new") }.count == 4)
    }

    @Test func acceptAllTheRest() throws {
        let result = try review(typing: ["s", "A"])
        #expect(result.status == 1)
        #expect(result.output.contains("Accepted 3, rejected 0; 1 still pending."))
        #expect(
            package.snapshotFiles().filter { $0.hasSuffix(".new") } == [
                "Snapshots/CartTests/a.1.txt.new"
            ])
    }
}
