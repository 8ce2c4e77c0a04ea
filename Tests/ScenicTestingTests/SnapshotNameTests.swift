import Foundation
import Scenic
import ScenicSnapshotStore
import Testing

@Suite struct SnapshotNameTests {
    @Test(arguments: [
        ("", SnapshotName.Problem.empty),
        (".hidden", .leadingDot),
        ("a..b", .doubleDot),
        // `badNames.a..txt` was made of it (found by a hostile tester).
        ("a.", .trailingDot),
        ("..", .leadingDot),
        ("a/b", .separator("/")),
        ("a\\b", .separator("\\")),
        ("a\u{0}b", .controlCharacter("\u{0}")),
        ("line\nbreak", .controlCharacter("\n")),
        ("esc\u{1B}", .controlCharacter("\u{1B}")),
        ("with space", .notAllowed(" ")),
        ("日本", .notAllowed("日")),
        ("quote\"d", .notAllowed("\"")),
    ])
    func refusesUnsafeNames(name: String, problem: SnapshotName.Problem) {
        #expect(SnapshotName.problem(with: name) == problem)
    }

    @Test(arguments: ["1", "empty", "Cart.empty.40", "dash-and_underscore", "CamelCase.v2"])
    func acceptsSafeNames(name: String) {
        #expect(SnapshotName.problem(with: name) == nil)
    }

    @Test func testNameDropsParametersAndBackticks() {
        #expect(SnapshotName.testName(fromFunction: "testCheckout()") == "testCheckout")
        #expect(SnapshotName.testName(fromFunction: "total(items:)") == "total")
        #expect(SnapshotName.testName(fromFunction: "`adds two`()") == "adds-two")
        // A dot would split the file name's test part from its name in the wrong place.
        #expect(SnapshotName.testName(fromFunction: "`a..b / c`()") == "a-b-c")
        #expect(SnapshotName.testName(fromFunction: "`v1.2 (f)`()") == "v1-2-f")
        #expect(SnapshotName.testName(fromFunction: "`total(x)`(items:)") == "total-x")
    }

    @Test func namesPeopleGiveBecomeSafeFileNames() {
        let cases = [
            ("first try", "first-try"), ("with a code, added", "with-a-code-added"),
            ("Café Crème", "Cafe-Creme"), ("抹茶 Matcha", "Matcha"), ("抹茶", "u62B9-u8336"),
            ("  spaced  out  ", "spaced-out"), ("v1..2", "v1.2"), (".hidden", "hidden"),
            ("already-safe.40", "already-safe.40"),
        ]
        for (name, fileName) in cases {
            #expect(SnapshotName.fileName(for: name) == fileName, "\(name)")
            #expect(SnapshotName.problem(with: SnapshotName.fileName(for: name)) == nil)
        }
        #expect(SnapshotLocation.suite(forFile: "/p/Tests/My Tests.swift") == "My-Tests")
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

    /// Text with a control character is written in `$'…'`, never raw.
    ///
    /// bash and zsh read it back as the same bytes. Before, `--explore`'s "See it fail" line
    /// printed an option's escape sequence raw (found by a hostile tester).
    @Test(arguments: [
        ("x\u{1B}]0;pwned\u{7}y", #"$'x\x1B]0;pwned\ay'"#),
        ("dd\nquit", #"$'dd\nquit'"#),
        ("it's\t\\", #"$'it\'s\t\\'"#),
        ("a\u{9B}b\u{202E}c", #"$'a\xC2\x9Bb\xE2\x80\xAEc'"#),
    ])
    func quotesControlCharactersAsEscapes(text: String, quoted: String) throws {
        let written = ShellWord.quoted(text)
        #expect(written == quoted)
        #expect(!VisibleText.containsControlCharacters(written))
        // bash reads it back as the text.
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        bash.arguments = ["-c", "printf %s " + written]
        let pipe = Pipe()
        bash.standardOutput = pipe
        try bash.run()
        let read = pipe.fileHandleForReading.readDataToEndOfFile()
        bash.waitUntilExit()
        #expect(String(decoding: read, as: UTF8.self) == text)
    }
}
