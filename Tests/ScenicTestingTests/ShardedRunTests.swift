import Foundation
import ScenicTestSupport
import Testing

/// A suite split across CI machines: each shard's bundle and manifest, `scenic merge`,
/// `scenic apply` of several bundles, `scenic prune --check` over several manifests, and
/// `scenic shard`.
@Suite(.blocking) struct ShardedRunTests {
    private let ci: TemporaryPackage

    init() throws {
        ci = try TemporaryPackage()
        try ci.write("quit\n", to: "Snapshots/FooterTests/footer.list.txt")
        try ci.write("back · quit\n", to: "Snapshots/MenuTests/menu.main.txt")
        try ci.write("Total $3\n", to: "Snapshots/MenuTests/menu.total.txt")
        try ci.write("gone\n", to: "Snapshots/OldTests/old.screen.txt")
    }

    /// One assertion a test makes on CI, in the suite `suite`, into the bundle `bundle`.
    private struct Assertion {
        var suite: String
        var name: String
        var text: String
    }

    /// The assertions of the whole suite: two change `quit` to `leave`, one is new, one passes.
    private let failing = [
        Assertion(suite: "FooterTests", name: "list", text: "leave"),
        Assertion(suite: "MenuTests", name: "main", text: "back · leave"),
        Assertion(suite: "MenuTests", name: "total", text: "Total $3"),
        Assertion(suite: "NewTests", name: "welcome", text: "Hello"),
    ]

    /// The same assertions once the changes are accepted: all pass.
    private let passing = [
        Assertion(suite: "FooterTests", name: "list", text: "quit"),
        Assertion(suite: "MenuTests", name: "main", text: "back · quit"),
        Assertion(suite: "MenuTests", name: "total", text: "Total $3"),
    ]

    /// Runs `assertions` as CI would, recording into the bundle folder `bundle`.
    private func run(_ assertions: [Assertion], into bundle: String) {
        for assertion in assertions {
            _ = ci.assertOnCI(
                assertion.text, suite: assertion.suite,
                test: String(assertion.suite.lowercased().dropLast(5)), named: assertion.name,
                bundle: bundle)
        }
    }

    private func scenic(
        _ arguments: String..., environment: [String: String] = [:]
    ) throws -> ScenicProcess.Output {
        try ScenicProcess.run(arguments, in: ci.root, environment: environment)
    }

    /// Every file under the root-relative `folder`, with its contents.
    private func files(in folder: String) -> [String: Data] {
        TemporaryPackage.files(under: ci.root.appendingPathComponent(folder))
    }

    @Test func theMergedShardsEqualTheMergedWholeRunAndOpenWithASummary() throws {
        run(failing, into: "whole")
        // Two shards, and one that asserted nothing (its recipe made the folder).
        run([failing[0], failing[3]], into: "shard-1")
        run([failing[1], failing[2]], into: "shard-2")
        try FileManager.default.createDirectory(
            at: ci.root.appendingPathComponent("shard-3"), withIntermediateDirectories: true)
        let summary = ci.root.appendingPathComponent("summary.md")

        let whole = try scenic("merge", "--into", "merged-whole", "whole")
        #expect(whole.status == 0, "\(whole.standardError)")
        let shards = try scenic(
            "merge", "--into", "merged-shards", "shard-1", "shard-2", "shard-3",
            environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(shards.status == 0, "\(shards.standardError)")
        #expect(
            shards.standardOutput == """
                Scenic snapshots: 1 new, 2 changed, 1 unreferenced.
                Wrote the merged bundle to merged-shards.

                """)
        // The README quotes this very line, and the report's opening.
        let readme = try ReadmeCISection().summaryExample()
        #expect(readme.hasPrefix(shards.standardOutput.prefix { $0 != "\n" } + "\n"))
        #expect(try #require(ci.read("merged-shards/report.md")).hasPrefix(readme))
        #expect(files(in: "merged-shards") == files(in: "merged-whole"))
        #expect(
            files(in: "merged-shards").keys.sorted() == [
                "Snapshots/FooterTests/footer.list.txt",
                "Snapshots/FooterTests/footer.list.txt.new",
                "Snapshots/MenuTests/menu.main.txt", "Snapshots/MenuTests/menu.main.txt.new",
                "Snapshots/NewTests/new.welcome.txt.new", "manifest.txt", "report.html",
                "report.md",
            ])
        let report = try #require(ci.read("merged-shards/report.md"))
        #expect(
            report == """
                Scenic snapshots: 1 new, 2 changed, 1 unreferenced.

                Next: download this bundle, then in your checkout run `swift run scenic apply BUNDLE` and `swift run scenic review`; `swift run scenic prune` deletes what no test asserted.

                ## The same change in 2 snapshots (changed): "quit" → "leave"

                - `Snapshots/FooterTests/footer.list.txt`
                - `Snapshots/MenuTests/menu.main.txt`

                ```diff
                --- Snapshots/FooterTests/footer.list.txt
                +++ Snapshots/FooterTests/footer.list.txt.new
                @@ -1,1 +1,1 @@
                -quit
                +leave
                ```

                Also in other snapshots of this change, what the diff above does not show:

                `Snapshots/MenuTests/menu.main.txt`:

                ```diff
                @@ -1,1 +1,1 @@
                -back · quit
                +back · leave
                ```

                ## `Snapshots/NewTests/new.welcome.txt` (new)

                ```diff
                --- /dev/null (new snapshot)
                +++ Snapshots/NewTests/new.welcome.txt.new
                @@ -0,0 +1,1 @@
                +Hello
                ```

                ## Unreferenced: no run asserted these

                - `Snapshots/OldTests/old.screen.txt`

                """)
        #expect(try String(contentsOf: summary, encoding: .utf8) == report)

        // The merged bundle is one a developer applies; so are the shards' bundles.
        let local = try TemporaryPackage()
        try local.write("quit\n", to: "Snapshots/FooterTests/footer.list.txt")
        try local.write("back · quit\n", to: "Snapshots/MenuTests/menu.main.txt")
        let applied = try ScenicProcess.run(
            [
                "apply", ci.root.appendingPathComponent("shard-1").path,
                ci.root.appendingPathComponent("shard-2").path,
            ], in: local.root)
        #expect(applied.status == 0, "\(applied.standardError)")
        #expect(
            applied.standardOutput == """
                Applied Snapshots/FooterTests/footer.list.txt.new (changed)
                Applied Snapshots/MenuTests/menu.main.txt.new (changed)
                Applied Snapshots/NewTests/new.welcome.txt.new (new)
                Next: swift run scenic review

                """)
    }

    @Test func bundlesThatDisagreeAreRefusedWithBothNamedAndNothingWritten() throws {
        run([failing[0]], into: "shard-1")
        run([Assertion(suite: "FooterTests", name: "list", text: "exit")], into: "shard-2")
        let expected =
            "error: Bundles shard-1 and shard-2 disagree about "
            + "Snapshots/FooterTests/footer.list.txt: they hold different text for it, so they "
            + "come from different runs or commits. Nothing was done; give the bundles of one "
            + "run.\n"
        let merged = try scenic("merge", "--into", "merged", "shard-1", "shard-2")
        #expect(merged.status == 1)
        #expect(merged.standardError == expected)
        #expect(!ci.exists("merged"))
        let applied = try scenic("apply", "shard-1", "shard-2")
        #expect(applied.status == 1)
        #expect(applied.standardError == expected)
        #expect(!ci.exists("Snapshots/FooterTests/footer.list.txt.new"))
    }

    /// A run in which a snapshot matched and another in which it changed are two runs: merged,
    /// the change was taken in silence (a retried job's bundle beside the first's; a hostile
    /// tester).
    @Test func aBundleWhoseRunSawASnapshotMatchDisagreesWithOneThatChangedIt() throws {
        run([passing[0]], into: "shard-1")
        run([failing[0]], into: "shard-2")
        let merged = try scenic("merge", "--into", "merged", "shard-1", "shard-2")
        #expect(merged.status == 1)
        #expect(
            merged.standardError
                == "error: Bundles shard-1 and shard-2 disagree about "
                + "Snapshots/FooterTests/footer.list.txt: it matched in the run of shard-1 and "
                + "changed in the run of shard-2, so they come from different runs or commits. "
                + "Nothing was done; give the bundles of one run.\n")
        #expect(!ci.exists("merged"))
        // Shards that asserted other snapshots merge as before.
        run([passing[1]], into: "shard-3")
        #expect(try scenic("merge", "--into", "merged", "shard-2", "shard-3").status == 0)
    }

    @Test func pruneCheckJudgesOnTheUnionOfTheShardsManifests() throws {
        run([passing[0]], into: "shard-1")
        run([passing[1], passing[2]], into: "shard-2")
        let union = try scenic("prune", "--check", "shard-1", "shard-2")
        #expect(union.status == 1)
        #expect(
            union.standardOutput == """
                Would delete 1 unused file:
                  Snapshots/OldTests/old.screen.txt
                Next: run "swift run scenic prune" to delete them, and commit.

                """)
        // One shard alone would take the other's snapshots for unused: the Jest complaint.
        let alone = try scenic("prune", "--check", "shard-1")
        #expect(alone.standardOutput.hasPrefix("Would delete 3 unused files:"))
        // Nothing ran and nothing was deleted.
        #expect(ci.exists("Snapshots/OldTests/old.screen.txt"))
        try FileManager.default.removeItem(
            at: ci.root.appendingPathComponent("Snapshots/OldTests/old.screen.txt"))
        let clean = try scenic("prune", "--check", "shard-1", "shard-2")
        #expect(clean.status == 0)
        #expect(clean.standardOutput == "Every stored snapshot was asserted; nothing to prune.\n")
        // It only checks: deleting needs a complete passing run here.
        let delete = try scenic("prune", "shard-1", "shard-2")
        #expect(delete.status == 2)
        #expect(
            delete.standardError
                == "error: \"scenic prune BUNDLE…\" only checks (--check or --dry-run): it "
                + "deletes only after a complete passing run of its own. Run \"scenic prune\" "
                + "without bundles to delete.\n")
    }

    /// The merged report keeps a disabled test's snapshots as prune keeps them: a green run
    /// with `@Test(.disabled)` said "1 unreferenced", listing a snapshot that `prune --check`
    /// kept and passed (found by a stranger setting up CI).
    @Test func mergeKeepsTheSnapshotsOfATestThatDidNotRunAsPruneDoes() throws {
        try ci.write(
            """
            @Test(.disabled("flaky for now")) func old() { assertSnapshot(of: "gone") }

            """, to: "Tests/AppTests/OldTests.swift")
        run(passing, into: "run")
        let merged = try scenic("merge", "--into", "merged", "run")
        #expect(merged.status == 0)
        #expect(
            merged.standardOutput.hasPrefix(
                "Scenic snapshots: 0 new, 0 changed, 0 unreferenced, 1 kept (their tests did not "
                    + "run).\n"), "\(merged.standardOutput)")
        let report = try #require(ci.read("merged/report.md"))
        #expect(!report.contains("Unreferenced"), "\(report)")
        #expect(!report.contains("Next:"), "\(report)")
        #expect(
            report.hasSuffix(
                "## Kept: tests still in the package that did not run (disabled, or skipped by a "
                    + "condition)\n\n- `Snapshots/OldTests/old.screen.txt`\n"), "\(report)")
        #expect(try scenic("prune", "--check", "run").status == 0)
    }

    @Test func pruneCheckAfterAFailingRunRefusesAndSaysWhyAndWhatToDo() throws {
        run([passing[0]], into: "shard-1")
        run([failing[1], failing[2]], into: "shard-2")
        let result = try scenic("prune", "--check", "shard-1", "shard-2")
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError
                == "error: shard-2 recorded 1 failing snapshot assertion, so the run failed and "
                + "prune cannot tell which snapshots are unreferenced: a failing test may stop "
                + "before its later assertions. Bring the failures here (\"swift run scenic "
                + "apply BUNDLE…\", then \"swift run scenic review\"), fix the tests, and check "
                + "the bundles of a passing run.\n")
    }

    @Test func mergeWritesOnlyIntoANewOrEmptyFolder() throws {
        run([failing[0]], into: "shard-1")
        try ci.write("x\n", to: "taken/file.txt")
        let taken = try scenic("merge", "--into", "taken", "shard-1")
        #expect(taken.status == 1)
        #expect(
            taken.standardError
                == "error: taken exists and is not an empty folder; scenic merge writes the merged "
                + "bundle into a new or empty folder. Give another --into or remove it.\n")
        let itself = try scenic("merge", "--into", "shard-1", "shard-1")
        #expect(itself.status == 1)
        #expect(
            itself.standardError
                == "error: --into shard-1 is one of the bundles being merged; give a new folder.\n")
        // Pending files there would be the package's own.
        let inSnapshots = try scenic("merge", "--into", "Snapshots/merged", "shard-1")
        #expect(inSnapshots.status == 1)
        #expect(
            inSnapshots.standardError
                == "error: --into Snapshots/merged is inside Snapshots/, where its pending files "
                + "would be taken for this package's own; give a folder outside it, such as "
                + "\".build/scenic-snapshots\".\n")
        #expect(!ci.exists("Snapshots/merged"))
        let noInto = try scenic("merge", "shard-1")
        #expect(noInto.status == 2)
        #expect(noInto.standardError.hasPrefix("error: \"scenic merge\" needs --into DIR"))
    }

    /// `swift test list` output: XCTest and Swift Testing lines, and one that is no test.
    private let testList = """
        CartTests.CartLogicTests/testAddsAnItem
        CartTests.CartLogicTests/testRemovesAnItem
        CartTests.CartPresenterTests/emptyCart()
        CartTests.CheckoutTests/paysWith(card:)
        CartTests.CheckoutTests/Refunds/refundsTheTotal()
        StoreTests.CatalogTests/listsProducts()
        StoreTests.OrderTests/placesAnOrder()
        [0/1] Planning build

        """

    @Test func shardsDealOutWholeSuitesStablyAsTestsAndSuitesAreAdded() throws {
        try ci.write(testList, to: "tests.txt")
        var patterns: [String] = []
        var counts: [String] = []
        for number in 1...4 {
            let shard = try scenic("shard", "\(number)/4", "--tests", "tests.txt")
            #expect(shard.status == 0, "\(shard.standardError)")
            patterns.append(shard.standardOutput)
            counts.append(shard.standardError)
        }
        // FNV-1a of the suite names: the same on every machine and in every run. With few
        // suites the shards are uneven, and one may have none: its pattern matches no test.
        #expect(
            patterns == [
                "^$\n", "^(CartTests\\.CartPresenterTests)/\n", "^(StoreTests\\.OrderTests)/\n",
                "^(CartTests\\.CartLogicTests|CartTests\\.CheckoutTests|StoreTests\\.CatalogTests)/\n",
            ])
        #expect(
            counts == [
                "Shard 1/4: 0 of 5 suites.\n", "Shard 2/4: 1 of 5 suites.\n",
                "Shard 3/4: 1 of 5 suites.\n", "Shard 4/4: 3 of 5 suites.\n",
            ])
        // Every test line is matched by exactly one shard's pattern.
        let regexes = try patterns.map { try Regex(String($0.dropLast())) }
        for line in testList.split(separator: "\n") where line.contains("Tests/") {
            #expect(regexes.filter { line.contains($0) }.count == 1, "\(line)")
        }
        // More tests in known suites, and new suites, move no suite.
        try ci.write(
            testList + "CartTests.CartLogicTests/testEmpties\nCartTests.AAATests/first()\n"
                + "ZooTests.ZooTests/last()\n", to: "more.txt")
        for number in 1...4 {
            let shard = try scenic("shard", "\(number)/4", "--tests", "more.txt")
            let old = patterns[number - 1].dropFirst(2).dropLast(3).split(separator: "|")
            let new = shard.standardOutput.dropFirst(2).dropLast(3).split(separator: "|")
            #expect(Set(old).isSubset(of: Set(new)))
        }
    }

    /// The README writes tests as top-level functions too: `swift test list` prints them as
    /// `Module.test()`, with no suite and no slash.
    @Test func testsOutsideASuiteAreDealtOutEachToOneShard() throws {
        let loneTests = """
            CartTests.`adds two items`()
            CartTests.addsAnItem()
            CartTests.add(quantity:)
            StoreTests.listsProducts()
            StoreTests.`a/b`()
            Build complete! (8.02s)

            """
        try ci.write(testList + loneTests, to: "tests.txt")
        var regexes: [Regex<AnyRegexOutput>] = []
        var suites = 0
        var tests = 0
        for number in 1...3 {
            let shard = try scenic("shard", "\(number)/3", "--tests", "tests.txt")
            #expect(shard.status == 0, "\(shard.standardError)")
            regexes.append(try Regex(String(shard.standardOutput.dropLast())))
            let count = try #require(
                shard.standardError.wholeMatch(
                    of: /Shard \d\/3: (\d) of 5 suites and (\d) of 5 tests outside a suite\.\n/))
            suites += Int(count.1) ?? 0
            tests += Int(count.2) ?? 0
        }
        #expect(suites == 5)
        #expect(tests == 5)
        // Every test, in a suite or not, is run by exactly one shard; `add(quantity:)` does
        // not take `addsAnItem()` with it, nor the other way round.
        for line in (testList + loneTests).split(separator: "\n")
        where line.contains("()") || line.contains(":)") || line.contains("/test") {
            #expect(regexes.filter { line.contains($0) }.count == 1, "\(line)")
        }
    }

    /// A `--tests` file is any file: a line with a control character names no Swift test, and
    /// its escape never reaches the terminal in the pattern (found by a hostile tester: a title
    /// set by the printed pattern).
    @Test func aLineWithAControlCharacterIsNoTest() throws {
        try ci.write(
            "CartTests.Cart/adds()\nEvil.Suite\u{1B}]0;owned\u{07}/test()\nEvil.Tab\tSuite/t()\n",
            to: "hostile.txt")
        let result = try scenic("shard", "1/1", "--tests", "hostile.txt")
        #expect(result.status == 0)
        #expect(result.standardOutput == "^(CartTests\\.Cart)/\n")
        #expect(result.standardError == "Shard 1/1: 1 of 1 suite.\n")
    }

    @Test func aListWithNoTestIsRefusedRatherThanEveryShardRunningNothing() throws {
        try ci.write("[0/1] Planning build\nBuild complete! (0.50s)\n", to: "empty.txt")
        let result = try scenic("shard", "1/2", "--tests", "empty.txt")
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError
                == "error: empty.txt lists no test (no line such as \"Module.Suite/test()\" or "
                + "\"Module.test()\"), so every shard would run nothing and pass. Build the tests "
                + "first (\"swift build --build-tests\"), or give the output of \"swift test "
                + "list\".\n")
    }

    /// A shard of Logic tests asserts no snapshot: its bundle holds only its coverage.
    @Test func aShardThatAssertedNoSnapshotIsABundleToMergeApplyAndCheck() throws {
        run(passing, into: "shard-1")
        try ci.write("", to: "shard-2/coverage.txt")
        let merged = try scenic("merge", "--into", "merged", "shard-1", "shard-2")
        #expect(merged.status == 0, "\(merged.standardError)")
        #expect(merged.standardOutput.hasPrefix("Scenic snapshots: 0 new, 0 changed, 1 unref"))
        let check = try scenic("prune", "--check", "shard-1", "shard-2")
        #expect(check.standardOutput.hasPrefix("Would delete 1 unused file:"), "\(check)")
        let applied = try scenic("apply", "shard-2")
        #expect(applied.standardError.isEmpty)
        // A folder holding something else is still refused.
        try ci.write("x\n", to: "other/notes.txt")
        let other = try scenic("merge", "--into", "merged-other", "other")
        #expect(other.status == 1)
        #expect(
            other.standardError
                == "error: other is not an artifacts bundle: it should be the folder a run with "
                + "SCENIC_ARTIFACTS set wrote, holding manifest.txt (every snapshot the run "
                + "asserted), coverage.txt, and report.md and Snapshots/…/*.txt.new files when "
                + "snapshots failed.\n")
    }

    @Test func withoutBuiltTestsShardSaysWhatToDo() throws {
        // This package's manifest declares nothing to build, so `swift test list` fails.
        let result = try scenic("shard", "1/2")
        #expect(result.status == 1)
        #expect(
            result.standardError.hasSuffix(
                "error: Cannot list the tests with \"swift test list --skip-build\": it exited "
                    + "with status 1 (its messages are above). Build them first (\"swift build "
                    + "--build-tests\"), or give the list with --tests FILE.\n"),
            "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    /// A bundle without a manifest, or with an empty one, tells nothing of what the run
    /// asserted.
    ///
    /// Before, an empty manifest read as a run that asserted nothing, and every snapshot of a
    /// test still in the package was kept as one of a test that did not run: the check passed
    /// whatever was unused (found by a hostile tester).
    @Test func pruneCheckNeedsAManifestThatListsSnapshots() throws {
        try ci.write("# old report\n", to: "old-bundle/report.md")
        try ci.write("", to: "empty-bundle/manifest.txt")
        for bundle in ["old-bundle", "empty-bundle"] {
            let result = try scenic("prune", "--check", bundle)
            #expect(result.status == 1)
            #expect(
                result.standardError
                    == "error: No bundle given has a manifest (manifest.txt) that lists the "
                    + "snapshots the run asserted: \(bundle). A run with SCENIC_ARTIFACTS set "
                    + "writes one as soon as a test asserts a snapshot; check that the tests ran "
                    + "with it set.\n")
        }
    }

    @Test func aShardIsIOfN() throws {
        for given in ["0/4", "5/4", "2", "a/b", "2/0"] {
            let result = try scenic("shard", given)
            #expect(result.status == 2)
            #expect(
                result.standardError
                    == "error: \"\(given)\" is not a shard. \"scenic shard\" takes I/N, shard I "
                    + "of N (1 ≤ I ≤ N), as in \"swift test --filter \"$(swift run scenic shard "
                    + "2/4)\"\".\n")
        }
    }
}
