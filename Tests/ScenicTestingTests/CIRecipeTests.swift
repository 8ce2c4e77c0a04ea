import Foundation
import Testing

/// The README's CI recipes, read as files: the one-machine script is this repository's
/// `.ci/run` and runs the suite once; the workflow is a matrix of shards merged by a last job.
@Suite struct CIRecipeTests {
    @Test func theOneMachineRecipeIsTheRepositorysOwnCIRunAndRunsTheSuiteOnce() throws {
        let recipe = try ReadmeCISection().recipe()
        let ciRun = try String(
            contentsOf: ReadmeCISection.checkout.appendingPathComponent(".ci/run"),
            encoding: .utf8)
        #expect(recipe == ciRun)
        // One test run; the check reads that run's manifest rather than running it again.
        #expect(recipe.components(separatedBy: "swift test").count == 2)
        #expect(recipe.contains("swift build --build-tests"))
        #expect(recipe.contains("swift run scenic prune --check .build/scenic-run"))
        // Everything it writes is where .gitignore expects it.
        for written in [
            "--xunit-output .build/", "SCENIC_ARTIFACTS=\"$PWD/.build/",
            "--into .build/scenic-snapshots",
        ] {
            #expect(recipe.contains(written), "\(written)")
        }
        let ignored = try String(
            contentsOf: ReadmeCISection.checkout.appendingPathComponent(".gitignore"),
            encoding: .utf8)
        #expect(ignored.split(separator: "\n").contains(".build/"))
    }

    @Test func theWorkflowIsAMatrixOfShardsMergedAndCheckedByALastJob() throws {
        let workflow = try ReadmeCISection().workflow()
        let test = try #require(workflow["jobs"]?["test"])
        let merge = try #require(workflow["jobs"]?["merge"])

        // N shards, and every shard runs its own part: shard I of the same N.
        let shards = test["strategy"]?["matrix"]?["shard"]?.items.compactMap(\.text) ?? []
        #expect(shards == ["1", "2", "3", "4"])
        #expect(test["strategy"]?["fail-fast"]?.text == "false")
        let steps = test["steps"]?.items ?? []
        let runs = steps.compactMap { $0["run"]?.text }
        let shardStep = try #require(runs.first { $0.contains("scenic shard") })
        #expect(
            shardStep.hasPrefix("swift run scenic shard ${{ matrix.shard }}/\(shards.count) > "))
        let filterFile = String(shardStep.split(separator: " ").last ?? "")
        let testStep = try #require(runs.first { $0.hasPrefix("swift test") })
        #expect(testStep.contains("--filter \"$(cat \(filterFile))\""))
        #expect(testStep.contains("--xunit-output .build/"))
        #expect(runs.firstIndex(of: shardStep)! < runs.firstIndex(of: testStep)!)

        // Each shard's bundle is uploaded, failing or not, under a name the last job finds.
        let artifacts = try #require(test["env"]?["SCENIC_ARTIFACTS"]?.text)
        #expect(artifacts.hasPrefix("${{ github.workspace }}/.build/"))
        let bundleFolder = String(artifacts.dropFirst("${{ github.workspace }}/".count))
        let upload = try #require(
            steps.first { $0["with"]?["path"]?.text == bundleFolder })
        #expect(upload["uses"]?.text?.hasPrefix("actions/upload-artifact@") == true)
        #expect(upload["if"]?.text == "always()")
        #expect(upload["with"]?["name"]?.text == "scenic-shard-${{ matrix.shard }}")

        // The last job runs after every shard, passed or failed, and merges what they uploaded.
        #expect(merge["needs"]?.text == "test")
        #expect(merge["if"]?.text == "always()")
        let mergeSteps = merge["steps"]?.items ?? []
        let download = try #require(
            mergeSteps.first { $0["uses"]?.text?.hasPrefix("actions/download-artifact@") == true })
        #expect(download["with"]?["pattern"]?.text == "scenic-shard-*")
        let shardsFolder = try #require(download["with"]?["path"]?.text)
        let mergeRuns = mergeSteps.compactMap { $0["run"]?.text }
        let merged = try #require(mergeRuns.first { $0.contains("scenic merge") })
        #expect(merged.hasSuffix(" \(shardsFolder)/*"))
        let into = try #require(
            merged.components(separatedBy: "--into ").last?.split(separator: " ").first)
        let mergedUpload = try #require(
            mergeSteps.first { $0["with"]?["name"]?.text == "scenic-snapshots" })
        #expect(mergedUpload["with"]?["path"]?.text == String(into))
        // The check judges on the union of the shards' manifests, after a passing run only.
        let check = try #require(
            mergeSteps.first { $0["run"]?.text?.contains("prune --check") == true })
        #expect(check["run"]?.text == "swift run scenic prune --check \(shardsFolder)/*")
        #expect(check["if"]?.text == "needs.test.result == 'success'")
        // And the coverage, as `.ci/run` checks it, on the merged bundle: its coverage.txt
        // joins the shards'.
        let coverage = try #require(
            mergeSteps.first { $0["run"]?.text?.contains("scenic coverage") == true })
        #expect(coverage["run"]?.text == "swift run scenic coverage --check 90 \(into)")
        #expect(coverage["if"]?.text == "needs.test.result == 'success'")
        // Each shard's bundle folder starts empty: a run adds to what it holds.
        #expect(runs.contains("rm -rf \(bundleFolder) && mkdir -p \(bundleFolder)"))
    }

    @Test func theWorkflowParserReadsMapsListsAndInlineLists() throws {
        let parsed = try WorkflowFile(
            parsing: """
                on: [push, pull_request]
                jobs:
                  a:
                    steps:
                      - uses: x@v1
                        with:
                          path: p
                      - run: echo "a: b"
                """)
        #expect(parsed["on"] == .list([.scalar("push"), .scalar("pull_request")]))
        let steps = parsed["jobs"]?["a"]?["steps"]?.items ?? []
        #expect(steps.count == 2)
        #expect(steps.first?["with"]?["path"]?.text == "p")
        #expect(steps.last?["run"]?.text == "echo \"a: b\"")
        #expect(throws: WorkflowFile.Problem.self) { try WorkflowFile(parsing: "no colon here") }
    }
}
