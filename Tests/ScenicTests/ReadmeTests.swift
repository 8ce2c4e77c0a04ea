import Foundation
import ScenicTestSupport
import Testing

/// How the tests of README.md's quoted text read it and report a quote that went stale.
@Suite struct ReadmeTests {
    static let section = Readme.Section(
        heading: "## Quick start",
        text: """

            Some words.

            ```sh
            swift run storefront
            ```

            ```text
            > add 2
            Added 2.
            ```

              ```text
              indented
              ```
            """)

    @Test func aSectionsBlocksComeWithoutTheirFencesInOrder() {
        #expect(Self.section.blocks() == ["> add 2\nAdded 2.\n", "indented\n"])
        #expect(Self.section.blocks("sh") == ["swift run storefront\n"])
    }

    @Test func aSectionEndsAtTheNextHeadingOfItsLevelButNotAtACommentInABlock() throws {
        let readme = try Readme()
        let quickStart = try readme.section("## Quick start")
        #expect(quickStart.text.contains("swift run storefront"))
        #expect(!quickStart.text.contains("\n## Storefront\n"))
        // A story's `# width:` comment inside a block is not a heading.
        let stories = try readme.section("### Stories")
        #expect(stories.text.contains("**Record a story**"))
    }

    @Test func aStaleQuoteFailsWithADiffAndTheSectionToEdit() {
        let message = Readme.mismatch(
            quoted: "> add 2\nAdded 2.\nCart: 2 items\n",
            actual: "> add 2\nAdded 2 to your cart.\nCart: 2 items\n", in: Self.section)
        #expect(
            message == """
                README.md's section "## Quick start" quotes text the product no longer prints \
                (- README, + product):
                --- README.md, ## Quick start
                +++ what the product prints
                @@ -1,3 +1,3 @@
                 > add 2
                -Added 2.
                +Added 2 to your cart.
                 Cart: 2 items
                Next: if the product is right, edit that section of README.md to the + lines; if \
                not, fix the product.
                """)
    }

    @Test func aQuoteThatMatchesIsNoProblem() {
        #expect(Readme.mismatch(quoted: "a\n", actual: "a\n", in: Self.section) == nil)
    }

    @Test func aMissingBlockNamesTheSection() {
        let error = #expect(throws: Readme.MissingText.self) { try Self.section.block(2) }
        #expect(
            error?.description
                == "README.md's section \"## Quick start\" has 2 ```text blocks; a test reads "
                + "block 3. Put the block back, or change the test with the section.")
    }
}
