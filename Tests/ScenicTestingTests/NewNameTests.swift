import Foundation
import ScenicTestSupport
import Testing

/// `scenic new` refuses the app and scene names its generated code cannot use, before it
/// writes anything, says why and offers a name that would do.
///
/// Which names break was found by building apps with each candidate; these tests run only the
/// `scenic` command, never a build.
@Suite(.blocking) struct NewNameTests {
    /// A repository dependency: the manifest needs no checkout, and nothing here builds it.
    private let repository = "https://example.invalid/owner/scenic.git@1.0.0"

    private func scenic(_ arguments: [String], in folder: URL) throws -> ScenicProcess.Output {
        try ScenicProcess.run(arguments, in: folder)
    }

    /// A new empty folder, removed by `body`'s end.
    private func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = TestFolder.path("scenic-new-names")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// Every file under `folder` and its bytes.
    private func contents(of folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: folder.path) ?? [] {
            files[path] = FileManager.default.contents(
                atPath: folder.appendingPathComponent(path).path)
        }
        return files
    }

    /// The name a refusal offers: what follows "such as".
    private func suggestion(in message: String) throws -> String {
        let range = try #require(message.range(of: ", such as "))
        return String(message[range.upperBound...].prefix { $0 != "." })
    }

    @Test func appNamesTheGeneratedCodeCannotUseAreRefusedBeforeAnythingIsWritten() throws {
        try withFolder { work in
            let refused = [
                "Self", "Any", "Type", "Protocol", "Foundation", "Swift", "Testing", "XCTest",
                "Dispatch", "Glibc", "Musl", "Darwin", "Scenic", "ScenicTesting", "ScenicData",
                "ScenicNotes", "PackageDescription", "Console", "Navigator", "LogicTester",
                "Story", "HomeView",
            ]
            for name in refused {
                let result = try scenic(["new", "app", name, "--scenic", repository], in: work)
                #expect(result.status == 2, "\(name)")
                #expect(
                    result.standardError.hasPrefix("error: \"\(name)\" cannot name an app: "),
                    "\(name): \(result.standardError)")
                #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty)
            }
            let messages = try ["Foundation", "ScenicNotes", "Self", "Story"].map {
                try scenic(["new", "app", $0], in: work).standardError
            }
            #expect(
                messages == [
                    "error: \"Foundation\" cannot name an app: an app's module of that name would "
                        + "hide the toolchain's Foundation. Pick another name, such as "
                        + "FoundationApp.\n",
                    "error: \"ScenicNotes\" cannot name an app: Scenic's modules all start with "
                        + "Scenic, and SwiftPM needs module names unique across a package graph. "
                        + "Pick another name, such as Notes.\n",
                    "error: \"Self\" cannot name an app: Self is a Swift keyword. Pick another "
                        + "name, such as SelfApp.\n",
                    "error: \"Story\" cannot name an app: the generated code would then have two "
                        + "things named StoryTests: the app's and one it already uses. Pick "
                        + "another name, such as StoryApp.\n",
                ])
            // What a refusal offers is a name that is taken.
            for message in messages {
                let name = try suggestion(in: message)
                let result = try scenic(["new", "app", name, "--scenic", repository], in: work)
                #expect(result.status == 0, "\(name): \(result.standardError)")
            }
        }
    }

    /// `--route` words are written as command-line words are: lowercase, dashes between words.
    @Test func aScenesRouteWordIsItsNameInLowercaseWordsJoinedByDashes() throws {
        try withFolder { work in
            #expect(try scenic(["new", "app", "Zz", "--scenic", repository], in: work).status == 0)
            let app = work.appendingPathComponent("Zz")
            for scene in ["AddTimer", "HTTPLog", "Level2", "Qq"] {
                #expect(try scenic(["new", "scene", scene], in: app).status == 0)
            }
            let text = try String(
                contentsOf: app.appendingPathComponent("Sources/Zz/App/ZzApp.swift"),
                encoding: .utf8)
            for line in [
                #".named("add-timer", .addTimer),"#, #".named("http-log", .httpLog),"#,
                #".named("level2", .level2),"#, #".named("qq", .qq),"#,
            ] {
                #expect(text.contains(line), "\(line) in \(text)")
            }
        }
    }

    @Test func everyNameTheGeneratedCodeUsesIsRefusedAsAnAppName() throws {
        try withFolder { work in
            #expect(try scenic(["new", "app", "Zz", "--scenic", repository], in: work).status == 0)
            let app = work.appendingPathComponent("Zz")
            #expect(try scenic(["new", "scene", "Qq"], in: app).status == 0)
            // Every capitalized name in the code, outside comments and strings, but the app's
            // and its scenes' own.
            var used: Set<String> = []
            for path in FileManager.default.subpaths(atPath: app.path) ?? []
            where path.hasSuffix(".swift") && path != "Package.swift" {
                let text = try String(
                    contentsOf: app.appendingPathComponent(path), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let code = line.split(
                        separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
                        .split(separator: "\"", omittingEmptySubsequences: false)
                        .enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
                        .joined(separator: " ")
                    for word in code.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
                    where word.first?.isUppercase == true
                        && !["Zz", "Home", "Qq"].contains(where: word.hasPrefix)
                    {
                        used.insert(String(word))
                    }
                }
            }
            // A few the scan must find, so a broken scan cannot pass.
            #expect(used.isSuperset(of: ["Scenic", "Foundation", "Console", "State", "Int32"]))
            for name in used.sorted() {
                let result = try scenic(["new", "app", name, "--scenic", repository], in: work)
                #expect(result.status == 2, "\(name) is used by the generated code")
            }
        }
    }

    @Test func sceneNamesTheAppCannotUseAreRefusedAndTheAppIsLeftAsItWas() throws {
        try withFolder { work in
            let created = try scenic(
                ["new", "app", "SettingsView", "--scenic", repository], in: work)
            #expect(created.status == 0)
            let app = work.appendingPathComponent("SettingsView")
            let before = contents(of: app)
            let refused = [
                "Import", "Default", "Case", "Init", "Return", "True", "Self", "Class", "Func",
                "Is", "As", "In", "Await", "Protocol", "Route", "Settings", "View", "Scene",
                "Logic",
            ]
            for name in refused {
                let result = try scenic(["new", "scene", name], in: app)
                #expect(result.status == 2, "\(name)")
                #expect(
                    result.standardError.hasPrefix("error: \"\(name)\" cannot name a scene: "),
                    "\(name): \(result.standardError)")
                #expect(result.standardOutput.isEmpty)
                #expect(contents(of: app) == before, "\(name) changed the app")
            }
            let messages = try ["Import", "Route", "Settings", "View"].map {
                try scenic(["new", "scene", $0], in: app).standardError
            }
            #expect(
                messages == [
                    "error: \"Import\" cannot name a scene: its route case and maker would be "
                        + "import, a Swift keyword. Pick another name, such as ImportScreen.\n",
                    "error: \"Route\" cannot name a scene: the generated code would then have two "
                        + "things named route: the scene's and one it already uses. Pick another "
                        + "name, such as RouteScreen.\n",
                    "error: \"Settings\" cannot name a scene: the generated code would then have "
                        + "two things named SettingsView: the scene's and one it already uses. "
                        + "Pick another name, such as SettingsScreen.\n",
                    "error: \"View\" cannot name a scene: its types would read ViewView, "
                        + "ViewLogic, like Scenic's own scene parts. Pick another name, such as "
                        + "ViewScreen.\n",
                ])
            // Offered names are taken, and so are contextual keywords, which compile as route
            // cases (an app with each was built).
            for name in try messages.map(suggestion(in:)) + ["Any", "Type", "Some", "None"] {
                let result = try scenic(["new", "scene", name], in: app)
                #expect(result.status == 0, "\(name): \(result.standardError)")
            }
        }
    }
}
