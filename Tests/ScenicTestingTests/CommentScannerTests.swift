import Testing

@testable import ScenicCommand

/// What `scenic prune` takes for comments in a test file: never a declaration after a string,
/// an interpolation or a regular expression that holds a comment's marks.
@Suite struct CommentScannerTests {
    /// Whether `source`, its comments made spaces, still declares `func kept()`, and no
    /// longer names `gone`.
    private func keepsTheTest(_ source: String) -> Bool {
        let scanned = TestsThatDidNotRun.withoutComments(source)
        return scanned.contains("func kept()") && !scanned.contains("gone")
    }

    @Test(arguments: [
        // Interpolated code holding a string with a comment's mark: the outer string was taken
        // to end at the inner quote, and the `/*` blanked the rest of the file.
        #"let a = "ls \(dir + "/*")"; // gone"# + "\n@Test func kept() {}\n",
        #"let a = "\(f("/*"))" /* gone */"# + "\n@Test func kept() {}\n",
        #"let a = "\(f(")"))/*" // gone"# + "\n@Test func kept() {}\n",
        // Regular expressions: a `/*` after a backslash, and an extended one.
        #"let r = /a\/*/ // gone"# + "\n@Test func kept() {}\n",
        "let r = #/a/*b/# // gone\n@Test func kept() {}\n",
        // Raw strings, with their own escapes and interpolations.
        ##"let r = #"\"/*"#; let s = #"\#(x + "/*")"# // gone"## + "\n@Test func kept() {}\n",
        // A multi-line string, and a comment mark in a line comment.
        "let g = \"\"\"\n/*.swift\n\"\"\"\n// gone /*\n@Test func kept() {}\n",
        // Nested block comments end where they end.
        "/* gone /* gone */ gone */\n@Test func kept() {}\n",
    ])
    func commentMarksInCodeThatIsNoCommentKeepTheTestsAfterThem(source: String) {
        #expect(keepsTheTest(source), "\(TestsThatDidNotRun.withoutComments(source))")
    }

    /// A block comment with no end is no comment: what follows it is kept, not blanked.
    @Test func aBlockCommentWithNoEndKeepsWhatFollows() {
        let scanned = TestsThatDidNotRun.withoutComments(
            "let x = 1 /* open\n@Test func kept() {}\n")
        #expect(scanned.contains("func kept()"))
    }
}
