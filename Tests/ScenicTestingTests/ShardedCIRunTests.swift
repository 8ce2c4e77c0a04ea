import Foundation
import ScenicTestSupport
import Testing

/// The README's CI section walked on a fresh clone: the one-machine recipe (`.ci/run`) runs the
/// whole suite; the workflow's jobs, run as they are written, run it as 4 shards (4 processes)
/// and merge them; and the union gives the whole run's answer.
///
/// The suite is a small fixture package (``ShardFixture``) that depends on this checkout, not
/// this package's own: running this package's suite 5 times inside its own run would take an
/// hour on a small machine, and would run this test again. The clone is fresh each time but
/// for its `.build`, the scratch folder of the ``DependentPackages``, which it shares with the
/// other tests that build against this checkout: only the first of them builds Scenic.
@Suite(.serialized, .blocking) struct ShardedCIRunTests {
    private let holder = DependentPackages.folder
    private let clone = DependentPackages.clone

    /// Runs `command` with `sh -e` in the clone, as a CI step runs, with no terminal and only
    /// the given snapshot variables.
    private func step(_ command: String, environment: [String: String?] = [:]) async throws
        -> BuiltProduct.Output
    {
        var changes: [String: String?] = [
            "CI": "true", "SCENIC_SNAPSHOTS": nil, "SCENIC_SNAPSHOT_MANIFEST": nil,
            "SCENIC_ARTIFACTS": nil, "SCENIC_TEST_COMMAND": nil, "GITHUB_STEP_SUMMARY": nil,
            ShardFixture.failingVariable: nil,
            // The same for every test run, so that SwiftPM finds the manifests it compiled.
            "TMPDIR": TestFolder.swiftTemporary.path,
        ]
        for (key, value) in environment { changes[key] = value }
        let clone = clone
        return try await DependentPackages.exclusively {
            try await SeparateThread.run { [changes] in
                try BuiltProduct(url: URL(fileURLWithPath: "/bin/sh")).run(
                    ["-ec", command], in: clone, environment: changes, timeLimit: 1_200)
            }
        }
    }

    /// Each test's outcome in the run's test results (`.build/test-results*.xml`, as a CI's
    /// test view reads them), by `Module.Suite/test`: `true` when it passed.
    private func outcomes() throws -> [String: Bool] {
        var found: [String: Bool] = [:]
        let folder = clone.appendingPathComponent(".build")
        let results = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("test-results") && $0.hasSuffix(".xml") }
        #expect(!results.isEmpty)
        for file in results {
            let xml = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for testCase in xml.components(separatedBy: "<testcase ").dropFirst() {
                let attribute = { (name: String) in
                    testCase.components(separatedBy: name + "=\"").dropFirst().first?
                        .prefix { $0 != "\"" } ?? ""
                }
                // " name": "classname" ends in "name" too.
                let test = String(attribute("classname") + "/" + attribute(" name"))
                // A failure is inside its test case, before the next one starts.
                found[test] = !(testCase.components(separatedBy: "</testcase>").first ?? "")
                    .contains("<failure")
            }
        }
        return found
    }

    /// Makes the fixture's repository and a fresh clone of it, but for the clone's `.build`.
    ///
    /// The build folder stays where it is: the other tests may be using it meanwhile, and
    /// SwiftPM would rebuild everything in it if its path changed.
    private func freshClone() throws {
        try DependentPackages.prepare()
        let origin = holder.appendingPathComponent("shard-origin")
        let next = holder.appendingPathComponent("shard-clone")
        try? FileManager.default.removeItem(at: origin)
        try? FileManager.default.removeItem(at: next)
        try FileManager.default.createDirectory(at: origin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: clone, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: clone.path)
        where name != ".build" {
            try FileManager.default.removeItem(at: clone.appendingPathComponent(name))
        }
        try ShardFixture.write(to: origin, checkout: ReadmeCISection.checkout)
        let git =
            "git -c user.name=Scenic -c user.email=scenic@localhost -c init.defaultBranch=main"
        let made = try BuiltProduct(url: URL(fileURLWithPath: "/bin/sh")).run(
            [
                "-ec",
                "cd shard-origin && \(git) init -q && \(git) add -A && \(git) commit -qm fixture "
                    + "&& cd .. && \(git) clone -q shard-origin shard-clone",
            ], in: holder)
        #expect(made.status == 0, "\(made.standardError)")
        for name in try FileManager.default.contentsOfDirectory(atPath: next.path) {
            try FileManager.default.moveItem(
                at: next.appendingPathComponent(name), to: clone.appendingPathComponent(name))
        }
        try FileManager.default.removeItem(at: next)
    }

    /// What one way of running the suite answered.
    private struct Answer {
        var outcomes: [String: Bool]
        var merged: [String: Data]
        var check: BuiltProduct.Output
    }

    /// The one-machine recipe, `.ci/run`, as CI runs it; `CI` is left unset, as on a
    /// developer's machine, which the recipe must not depend on.
    private func wholeRun(failing: Bool) async throws -> Answer {
        var environment: [String: String?] = ["CI": nil]
        if failing { environment[ShardFixture.failingVariable] = "1" }
        let run = try await step(".ci/run", environment: environment)
        // Failing tests fail it; passing ones reach the check, which finds the retired snapshot.
        #expect(run.status == 1, "\(run.standardError)")
        #expect(
            run.standardError.contains("CI: the tests failed (exit status 1)") == failing,
            "\(run.standardError)")
        // Nothing is left for git to see: every output is under .build.
        let status = try await step("git status --porcelain --untracked-files=all")
        #expect(status.standardOutput.isEmpty, "\(status.standardOutput)")
        let report = try String(
            contentsOf: clone.appendingPathComponent(".build/scenic-snapshots/report.md"),
            encoding: .utf8)
        #expect(
            report.hasPrefix(
                failing
                    ? "Scenic snapshots: 1 new, 2 changed, 1 unreferenced.\n"
                    : "Scenic snapshots: 0 new, 0 changed, 1 unreferenced.\n"))
        // After a failing run the recipe stops before the check; run it as a developer would.
        let check = try await step("swift run scenic prune --check .build/scenic-run")
        if !failing {
            #expect(run.standardOutput.hasSuffix(check.standardOutput))
        }
        return Answer(
            outcomes: try outcomes(),
            merged: TemporaryPackage.files(
                under: clone.appendingPathComponent(".build/scenic-snapshots")),
            check: check)
    }

    /// The workflow's jobs as written: the test job once per shard, then the merge job, with
    /// uploads and downloads done by copying folders.
    private func shardedRun(failing: Bool) async throws -> (
        Answer, perShard: [[String: Bool]]
    ) {
        let workflow = try ReadmeCISection().workflow()
        let test = try #require(workflow["jobs"]?["test"])
        let merge = try #require(workflow["jobs"]?["merge"])
        let shards = test["strategy"]?["matrix"]?["shard"]?.items.compactMap(\.text) ?? []
        let workspace = { (text: String) in
            text.replacingOccurrences(of: "${{ github.workspace }}", with: clone.path)
        }
        let bundle = try #require(test["env"]?["SCENIC_ARTIFACTS"]?.text.map(workspace))
        let uploads = holder.appendingPathComponent("shard-uploads")
        try? FileManager.default.removeItem(at: uploads)
        try FileManager.default.createDirectory(at: uploads, withIntermediateDirectories: true)
        var environment: [String: String?] = [ShardFixture.failingVariable: failing ? "1" : ""]
        environment["SCENIC_ARTIFACTS"] = bundle

        var perShard: [[String: Bool]] = []
        var allPassed = true
        for shard in shards {
            // A fresh runner has no bundle or test results of an earlier job.
            try? FileManager.default.removeItem(at: URL(fileURLWithPath: bundle))
            for results in ["test-results.xml", "test-results-swift-testing.xml"] {
                try? FileManager.default.removeItem(
                    at: clone.appendingPathComponent(".build/" + results))
            }
            var failed = false
            for item in test["steps"]?.items ?? [] {
                if let run = item["run"]?.text, !failed {
                    let command = run.replacingOccurrences(of: "${{ matrix.shard }}", with: shard)
                    let output = try await step(workspace(command), environment: environment)
                    if command.hasPrefix("swift test") { perShard.append(try outcomes()) }
                    failed = output.status != 0
                }
                let name = item["with"]?["name"]?.text ?? ""
                if name.hasPrefix("scenic-shard-"), item["if"]?.text == "always()" || !failed {
                    let upload = uploads.appendingPathComponent(
                        name.replacingOccurrences(of: "${{ matrix.shard }}", with: shard))
                    let contents =
                        (try? FileManager.default.contentsOfDirectory(atPath: bundle)) ?? []
                    // Like upload-artifact: a folder with no files makes no artifact.
                    if !contents.isEmpty {
                        try FileManager.default.copyItem(
                            at: URL(fileURLWithPath: bundle), to: upload)
                    }
                }
            }
            allPassed = allPassed && !failed
        }

        // The merge job, on a fresh runner: no earlier job's outputs, the artifacts downloaded.
        for leftover in [".build/scenic-snapshots", ".build/scenic-run", ".build/shards"] {
            try? FileManager.default.removeItem(at: clone.appendingPathComponent(leftover))
        }
        var check: BuiltProduct.Output?
        for item in merge["steps"]?.items ?? [] {
            if item["uses"]?.text?.hasPrefix("actions/download-artifact@") == true {
                let path = try #require(item["with"]?["path"]?.text)
                try FileManager.default.copyItem(
                    at: uploads, to: clone.appendingPathComponent(path))
            }
            guard let run = item["run"]?.text else { continue }
            if let condition = item["if"]?.text {
                #expect(condition == "needs.test.result == 'success'")
                if !allPassed { continue }
            }
            let output = try await step(run)
            if run.contains("prune --check") { check = output }
        }
        let merged = try #require(
            merge["steps"]?.items.first { $0["with"]?["name"]?.text == "scenic-snapshots" }?[
                "with"]?["path"]?.text)
        // After failing shards the workflow skips the check; run it as a developer would.
        let answer: BuiltProduct.Output
        if let check {
            answer = check
        } else {
            answer = try await step("swift run scenic prune --check .build/shards/*")
        }
        #expect(allPassed == !failing)
        return (
            Answer(
                outcomes: perShard.reduce(into: [:]) { $0.merge($1) { first, _ in first } },
                merged: TemporaryPackage.files(under: clone.appendingPathComponent(merged)),
                check: answer),
            perShard
        )
    }

    @Test(.timeLimit(.minutes(30))) func fourShardsGiveTheWholeRunsAnswer() async throws {
        try freshClone()
        for failing in [true, false] {
            let whole = try await wholeRun(failing: failing)
            let (sharded, perShard) = try await shardedRun(failing: failing)
            // Four shards, each running some tests, no test in two.
            #expect(perShard.count == 4)
            #expect(perShard.allSatisfy { !$0.isEmpty }, "\(perShard)")
            let shardedCount = perShard.reduce(0) { $0 + $1.count }
            #expect(shardedCount == whole.outcomes.count)
            // The same tests pass and fail.
            #expect(whole.outcomes.count == 9, "\(whole.outcomes)")
            // The test outside a suite ran in one shard.
            #expect(
                sharded.outcomes.keys.contains { $0.hasSuffix("stamp()") }, "\(sharded.outcomes)")
            #expect(sharded.outcomes == whole.outcomes)
            #expect(
                whole.outcomes.filter { !$0.value }.keys.sorted()
                    == (failing
                        ? [
                            "ShardFixtureTests.FooterTests/footer()",
                            "ShardFixtureTests.LogicTests/adds()",
                            "ShardFixtureTests.MenuTests/menu()",
                            "ShardFixtureTests.WelcomeTests/welcome()",
                        ] : []))
            // The merged bundle is the whole run's bundle, byte for byte.
            #expect(sharded.merged == whole.merged)
            #expect(sharded.merged.keys.contains("report.md"))
            // prune --check over the 4 manifests gives the whole run's answer.
            #expect(sharded.check.status == whole.check.status)
            if failing {
                #expect(whole.check.standardError.contains("so the run failed"))
                #expect(sharded.check.standardError.contains("so the run failed"))
            } else {
                #expect(sharded.check.standardOutput == whole.check.standardOutput)
                #expect(
                    whole.check.standardOutput.hasSuffix(
                        """
                        Would delete 1 unused file:
                          Snapshots/RetiredTests/retired.old.txt
                        Next: run "swift run scenic prune" to delete them, and commit.

                        """))
            }
        }
    }
}
