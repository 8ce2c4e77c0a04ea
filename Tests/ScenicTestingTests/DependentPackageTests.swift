import Foundation
import ScenicTestSupport
import Testing

/// Scenic as a dependency, the way a user adds it: the README's "Use Scenic in your package"
/// followed to the letter builds, tests and runs; and a package whose own targets and
/// executables are named like every example and helper target of Scenic still builds, its
/// binaries are its own, and `swift run scenic` works from it.
///
/// Both build among the ``DependentPackages``, with the build of Scenic they share.
@Suite(.serialized, .blocking) struct DependentPackageTests {
    /// This checkout.
    private let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The files the README's section gives, by the path named on the line above each block.
    static func readmeFiles(_ readme: String) -> [String: String] {
        guard let start = readme.range(of: "\n## Use Scenic in your package\n") else { return [:] }
        let section = readme[start.upperBound...].prefix { _ in true }
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        let lines = section[..<end].components(separatedBy: "\n")
        var files: [String: String] = [:]
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index] == "```swift" else { continue }
            let label = lines[..<index].last { !$0.isEmpty } ?? ""
            let body = lines[(index + 1)...].prefix { $0 != "```" }
            index += body.count + 1
            // "`Package.swift`:" or "`Sources/Tally/main.swift` — what it is:"
            guard label.hasPrefix("`"), label.hasSuffix(":"),
                let close = label.dropFirst().firstIndex(of: "`")
            else { continue }
            files[String(label[label.index(after: label.startIndex)..<close])] =
                body.joined(separator: "\n") + "\n"
        }
        return files
    }

    @Test(.timeLimit(.minutes(10))) func theReadmePackageBuildsAndNoNameOfScenicsClashesWithYours()
        async throws
    {
        let readme = try String(
            contentsOf: checkout.appendingPathComponent("README.md"), encoding: .utf8)
        let files = Self.readmeFiles(readme)
        #expect(
            files.keys.sorted() == [
                "Package.swift", "Sources/Tally/main.swift", "Tests/TallyTests/TallyTests.swift",
            ])
        // At the same path every run, not in a new temporary folder: the dependency's path
        // is in every compile command, so a new one each run built Scenic again from nothing
        // (46 s of a warm run on 2 busy cores). The README's package sits beside a checkout in
        // a folder named `scenic`.
        let package = try DependentPackages.emptyPackage("Tally")
        let data = DependentPackages.folder.appendingPathComponent("tally-data")
        try? FileManager.default.removeItem(at: data)
        defer {
            try? FileManager.default.removeItem(at: package)
            try? FileManager.default.removeItem(at: data)
        }
        for (path, text) in files {
            try write(text, to: package.appendingPathComponent(path))
        }
        let scratch = DependentPackages.scratch.path

        // Followed verbatim: builds without a warning, its test passes, the app keeps its data.
        let build = try await DependentPackages.swift(
            ["build", "--build-tests", "--scratch-path", scratch], in: package)
        #expect(build.status == 0, "\(build.log)")
        #expect(!build.log.contains("warning:"), "\(build.log)")
        let tallyFolders = {
            ((try? FileManager.default.contentsOfDirectory(
                atPath: TestFolder.swiftTemporary.path)) ?? []).filter { $0.hasPrefix("tally-") }
        }
        let before = Set(tallyFolders())
        let test = try await DependentPackages.swift(
            ["test", "--skip-build", "--scratch-path", scratch], in: package)
        #expect(test.status == 0, "\(test.log)")
        // Its test removes the data folder it made in the temporary folder.
        let left = Set(tallyFolders()).subtracting(before)
        #expect(left.isEmpty, "The README's test left \(left.sorted()) in its temporary folder")
        let binaries = try await binPath(scratch: scratch, in: package)
        for run in 1...2 {
            let tally = try BuiltProduct(url: binaries.appendingPathComponent("Tally"))
                .run([], in: package, environment: ["TALLY_DATA_DIR": data.path])
            #expect(tally.status == 0, "\(tally.standardError)")
            #expect(tally.standardOutput == "Runs so far: \(run)\n")
        }

        // The same package with targets named like every target of Scenic that is not a
        // product, and executables named like its examples.
        let clashing = [
            "Storefront", "StorefrontKit", "StorefrontCommand", "Trivia", "TriviaKit",
            "TriviaCommand", "DataFiles", "ScenicBenchmarks", "LookupSample", "ScenicTestSupport",
            "PlantedSample",
        ]
        let executables = [
            "storefront", "trivia", "trivia-fetch", "scenic-benchmarks", "LookupSampleCommand",
            "PlantedSampleCommand", "ScenicDataExerciser", "PeakMemoryProbe",
        ]
        var targets = ""
        for name in clashing {
            targets += "        .target(name: \"\(name)\", path: \"Clash/\(name)\"),\n"
            try write(
                "public let name = \"\(name)\"\n",
                to: package.appendingPathComponent(
                    "Clash/\(name)/\(name).swift"))
        }
        for name in executables {
            targets +=
                "        .executableTarget(name: \"\(name)\", path: \"Clash/exe-\(name)\"),\n"
            try write(
                "print(\"mine: \(name)\")\n",
                to: package.appendingPathComponent(
                    "Clash/exe-\(name)/main.swift"))
        }
        let manifest = try #require(files["Package.swift"])
        try write(
            manifest.replacingOccurrences(
                of: "    targets: [\n", with: "    targets: [\n" + targets),
            to: package.appendingPathComponent("Package.swift"))
        let clash = try await DependentPackages.swift(
            ["build", "--scratch-path", scratch], in: package)
        #expect(clash.status == 0, "\(clash.log)")
        for name in executables {
            let own = try BuiltProduct(url: binaries.appendingPathComponent(name))
                .run([], in: package, environment: [:])
            #expect(own.standardOutput == "mine: \(name)\n")
        }
        let scenic = try await DependentPackages.swift(
            ["run", "--scratch-path", scratch, "scenic", "--help"], in: package)
        #expect(scenic.status == 0, "\(scenic.log)")
        #expect(scenic.log.contains("USAGE: scenic [--root DIR] <command>"))
    }

    @Test func theReadmeSectionIsReadAsFiles() {
        let files = Self.readmeFiles(
            """
            intro
            ## Use Scenic in your package

            `A.swift`:

            ```swift
            let a = 1
            ```

            Not a file:

            ```swift
            let b = 2
            ```

            `B.swift` — what it is:

            ```swift
            let c = 3
            ```

            ## Next

            `C.swift`:

            ```swift
            let d = 4
            ```
            """)
        #expect(files == ["A.swift": "let a = 1\n", "B.swift": "let c = 3\n"])
    }

    /// Where `swift build` puts the package's executables.
    private func binPath(scratch: String, in package: URL) async throws -> URL {
        let shown = try await DependentPackages.swift(
            ["build", "--scratch-path", scratch, "--show-bin-path"], in: package)
        let path = shown.log.split(separator: "\n").last.map(String.init) ?? ""
        return URL(fileURLWithPath: path.trimmingCharacters(in: .whitespaces))
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
