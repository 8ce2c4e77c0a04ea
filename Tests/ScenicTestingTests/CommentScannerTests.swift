import Testing

@testable import ScenicCommand

/// What `scenic prune` takes for comments in a test file: only lines that start with `//`,
/// so that nothing else (a string, an interpolation, a regular expression, a raw identifier
/// holding a comment's marks) can hide the declarations after it.
@Suite struct CommentScannerTests {
    /// Whether `source`, its comment lines made blank, still declares `func kept()`.
    private func keepsTheTest(_ source: String) -> Bool {
        TestsThatDidNotRun.withoutComments(source).contains("func kept()")
    }

    @Test(arguments: [
        // Each of these hid the test after it from a scanner that looked for block comments.
        #"let a = "ls \(dir + "/*")"; // note"# + "\n@Test func kept() {}\n// */\n",
        #"@Test func ran() { let r = /"/; let s = "/*"; _ = (r, s) }"#
            + "\n@Test func kept() {}\n// */\n",
        #"@Test func ran() { _ = /a\// }; @Test func kept() {}"# + "\n",
        "@Test func ran() { _ = ##/a/*b/## }\n@Test func kept() {}\n// */\n",
        "@Test func `ignores /* in globs`() {}\n@Test func kept() {}\n// */\n",
        "@Test func `strips // comments`() {}; @Test func kept() {}\n",
        "let g = \"\"\"\n/*.swift\n\"\"\"\n@Test func kept() {}\n// end */\n",
        // A block comment keeps what it names: the safe side.
        "/* old: func gone() */\n@Test func kept() {}\n",
    ])
    func nothingButACommentLineHidesADeclaration(source: String) {
        #expect(keepsTheTest(source), "\(TestsThatDidNotRun.withoutComments(source))")
    }

    /// A line that is a comment names no test, indented or not.
    @Test func aCommentLineNamesNothing() {
        let scanned = TestsThatDidNotRun.withoutComments(
            "// @Test func gone() {}\n    // func alsoGone()\n@Test func kept() {}")
        #expect(!scanned.contains("gone") && !scanned.contains("alsoGone"))
        #expect(scanned.contains("func kept()"))
    }
}
