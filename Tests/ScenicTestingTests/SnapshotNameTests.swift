import ScenicSnapshotStore
import Testing

@Suite struct SnapshotNameTests {
    @Test(arguments: [
        ("", SnapshotName.Problem.empty),
        (".hidden", .leadingDot),
        ("a..b", .doubleDot),
        ("..", .leadingDot),
        ("a/b", .separator("/")),
        ("a\\b", .separator("\\")),
        ("a\u{0}b", .controlCharacter("\u{0}")),
        ("line\nbreak", .controlCharacter("\n")),
        ("esc\u{1B}", .controlCharacter("\u{1B}")),
    ])
    func refusesUnsafeNames(name: String, problem: SnapshotName.Problem) {
        #expect(SnapshotName.problem(with: name) == problem)
    }

    @Test(arguments: ["1", "empty", "Cart.empty.40", "with space", "dash-and_underscore", "日本"])
    func acceptsSafeNames(name: String) {
        #expect(SnapshotName.problem(with: name) == nil)
    }

    @Test func testNameDropsParametersAndBackticks() {
        #expect(SnapshotName.testName(fromFunction: "testCheckout()") == "testCheckout")
        #expect(SnapshotName.testName(fromFunction: "total(items:)") == "total")
        #expect(SnapshotName.testName(fromFunction: "`adds two`()") == "adds two")
    }

    @Test func locationBuildsPathsFromTheTestFile() throws {
        let suite = SnapshotLocation.suite(forFile: "/p/Tests/StoreTests/CartTests.swift")
        let location = try SnapshotLocation(suite: suite, test: "total", name: "Cart.empty.40")
        #expect(location.storedPath == "Snapshots/CartTests/total.Cart.empty.40.txt")
        #expect(location.pendingPath == "Snapshots/CartTests/total.Cart.empty.40.txt.new")
        #expect(throws: SnapshotError.unsafeName("../x", .leadingDot)) {
            try SnapshotLocation(suite: suite, test: "total", name: "../x")
        }
    }
}

/// Paths in the commands the tools print can be pasted into a shell as they are.
@Suite struct ShellWordTests {
    @Test(arguments: [
        ("Snapshots/CartTests/total.1.txt", "Snapshots/CartTests/total.1.txt"),
        (
            "Snapshots/Previews/Cart.expired code.40.txt",
            "'Snapshots/Previews/Cart.expired code.40.txt'"
        ),
        ("a'b", #"'a'\''b'"#),
        ("$HOME", "'$HOME'"),
        ("", "''"),
    ])
    func quotesWhatAShellWouldSplitOrExpand(text: String, quoted: String) {
        #expect(ShellWord.quoted(text) == quoted)
    }
}
