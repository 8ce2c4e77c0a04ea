import Foundation
import ScenicTestSupport
import Testing

/// `scenic new`, the whole path a user takes: make an app, build it against this checkout, run
/// its tests (its first snapshots are written as pending), accept them, pass; add a scene, and
/// build, review and pass again.
///
/// The generated package builds among the ``DependentPackages``, with the build of Scenic they
/// share.
@Suite(.serialized, .blocking) struct NewAppTests {
    /// Runs `swift` with `arguments` in `folder`; returns the status and what it printed.
    private func swift(_ arguments: [String], in folder: URL) throws -> SwiftProcess.Outcome {
        try SwiftProcess.run(arguments, in: folder)
    }

    private func scenic(_ arguments: [String], in folder: URL) throws -> BuiltProduct.Output {
        try BuiltProduct("scenic").run(arguments, in: folder, environment: ["CI": nil])
    }

    private func pending(in app: URL) -> [String] {
        let snapshots = app.appendingPathComponent("Snapshots").path
        let files = (FileManager.default.subpaths(atPath: snapshots) ?? []).sorted()
        return files.filter { $0.hasSuffix(".txt.new") }
    }

    /// The commands of README.md's "Start an app" section, without their comments.
    private func startAnAppCommands(_ section: Readme.Section) throws -> [String] {
        try section.block(0, "sh").split(separator: "\n").map {
            String($0.prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test(.timeLimit(.minutes(10))) func fromNewAppToReviewedSnapshotsAndANewScene()
        async throws
    {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let scratch = DependentPackages.scratch.path
        // A folder A holding the app and a link to this checkout; the app is moved out of it,
        // beside the shared link, and A removed before the first build, so only a path
        // written relative to the app's folder still leads to Scenic.
        let holder = DependentPackages.folder
        let before = try DependentPackages.emptyPackage("new-app")
        let app = holder.appendingPathComponent("Notes")
        try? FileManager.default.removeItem(at: app)
        defer {
            try? FileManager.default.removeItem(at: before)
            try? FileManager.default.removeItem(at: app)
        }
        try FileManager.default.createSymbolicLink(
            at: before.appendingPathComponent("scenic"), withDestinationURL: checkout)

        // Run from the folder holding A: both paths are read relative to it.
        let created = try scenic(
            ["new", "app", "Notes", "--in", "new-app/Notes", "--scenic", "new-app/scenic"],
            in: holder)
        #expect(created.status == 0, "\(created.standardError)")
        #expect(
            created.standardOutput.hasPrefix(
                "Created Notes in \(before.appendingPathComponent("Notes").path) (20 files)."))
        let package = try String(
            contentsOf: before.appendingPathComponent("Notes/Package.swift"), encoding: .utf8)
        // Written from the app's folder, and named as SwiftPM names a path dependency.
        #expect(package.contains(".package(path: \"../scenic\")"))
        #expect(package.contains(".product(name: \"Scenic\", package: \"scenic\")"))
        try FileManager.default.moveItem(at: before.appendingPathComponent("Notes"), to: app)
        try FileManager.default.removeItem(at: before)
        // What the tools write and no one commits, as the README lists it (a killed write's
        // temporary file was missing, and `git add -A` took it).
        let ignored = try String(
            contentsOf: app.appendingPathComponent(".gitignore"), encoding: .utf8)
        for pattern in [
            "*.txt.new", "Snapshots/.pending", "Snapshots/**/.*.tmp", "/snapshot-manifest-*",
        ] {
            #expect(ignored.split(separator: "\n").contains(Substring(pattern)), "\(pattern)")
        }
        // Its README points nowhere: no link, no address of a host that may not be its.
        let readme = try String(
            contentsOf: app.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(!readme.contains("](") && !readme.contains("://"), "\(readme)")
        // The app is checked with Scenic's own style, which must not drift from this copy.
        #expect(
            try String(contentsOf: app.appendingPathComponent(".swift-format"), encoding: .utf8)
                == String(
                    contentsOf: checkout.appendingPathComponent(".swift-format"), encoding: .utf8)
                + "\n")

        // The first run writes every snapshot as pending and fails.
        let build = try await DependentPackages.swift(
            ["build", "--build-tests", "--scratch-path", scratch], in: app)
        #expect(build.status == 0, "\(build.log)")
        #expect(!build.log.contains("warning:"), "\(build.log)")
        let first = try await DependentPackages.swift(["test", "--scratch-path", scratch], in: app)
        #expect(first.status != 0)
        // What README.md quotes is what the first run and `scenic status` print: the run says
        // under each failure what it wrote, and only `status` lists the pending files.
        let section = try Readme(filePath: #filePath).section("## Start an app")
        #expect(first.log.contains(try section.block(0)), "\(first.log)")
        #expect(!first.log.contains("pending snapshots"))
        let status = try scenic(["status"], in: app)
        Readme.expect(status.standardOutput, toBe: try section.block(1), in: section)
        #expect(
            pending(in: app) == [
                "PreviewTests/previews.Home.empty.40.txt.new",
                "PreviewTests/previews.Home.empty.80.txt.new",
                "PreviewTests/previews.Home.noted.40.txt.new",
                "PreviewTests/previews.Home.noted.80.txt.new",
                "StoryTests/stories.first-look.txt.new",
            ])
        // The story goes through all four parts of the Home scene: a note kept, a mistake the
        // console explains, and a note kept in place of the first.
        let story = try String(
            contentsOf: app.appendingPathComponent(
                "Snapshots/StoryTests/stories.first-look.txt.new"),
            encoding: .utf8)
        let screens = story.split(separator: "\n").filter {
            $0.hasPrefix("Note: ") || $0.hasPrefix("No note yet")
        }
        #expect(
            screens == [
                "No note yet: type note and some words to keep one.", "Note: Buy milk",
                "Note: Buy milk", "Note: Call Ada",
            ])
        #expect(story.contains("» note: missing TEXT. Usage: note TEXT\n"))
        // Accepted, they pass.
        #expect(try scenic(["accept", "--all"], in: app).status == 0)
        let passing = try await DependentPackages.swift(
            ["test", "--scratch-path", scratch], in: app)
        #expect(passing.status == 0, "\(passing.log)")
        // It ends with the line README.md's quick start describes.
        #expect(
            passing.log.split(separator: "\n").contains {
                $0.hasPrefix("✔ Test run with ") && $0.contains(" passed after ")
            })
        // The app itself runs, as the section's last command has it, and says what to type.
        let notes = try await DependentPackages.swift(
            ["run", "--scratch-path", scratch, "notes"], in: app)
        #expect(notes.status == 0, "\(notes.log)")
        #expect(notes.log.contains("No note yet: type note and some words to keep one."))
        #expect(notes.log.contains("(end of input)"))
        // Those are the section's commands, in its order.
        #expect(
            try startAnAppCommands(section) == [
                "swift run scenic new app Notes --in ../Notes", "cd ../Notes", "swift test",
                "swift run scenic review", "swift test", "swift run notes",
            ])

        // A new scene: files, its Logic test, and its wiring; then the same loop.
        let scene = try scenic(["new", "scene", "Settings"], in: app)
        #expect(scene.status == 0, "\(scene.standardError)")
        #expect(scene.standardOutput.contains("Changed Sources/Notes/App/NotesScenes.swift"))
        // What leads to the new screen, which nothing does yet.
        #expect(
            scene.standardOutput.hasSuffix(
                "The app opens it with --route settings; to reach it from another screen, return "
                    + ".push(.settings) from that screen's Logic.\n"))
        #expect(
            try await DependentPackages.swift(["test", "--scratch-path", scratch], in: app).status
                != 0)
        #expect(pending(in: app).count == 4)
        #expect(try scenic(["accept", "--all"], in: app).status == 0)
        let again = try await DependentPackages.swift(["test", "--scratch-path", scratch], in: app)
        #expect(again.status == 0, "\(again.log)")
        #expect(again.log.contains("SettingsLogicTests"))

        // The generated code keeps the house style.
        let lint = try await SeparateThread.run {
            try SwiftProcess.run(
                ["format", "lint", "--strict", "--recursive", "Sources", "Tests", "Package.swift"],
                in: app)
        }
        #expect(lint.status == 0, "\(lint.log)")
    }

    /// The path of the `.package(path:)` dependency in the manifest in `app`, on one line or
    /// wrapped over several as a long one is.
    private func dependencyPath(in app: URL) throws -> String {
        let manifest = try String(
            contentsOf: app.appendingPathComponent("Package.swift"), encoding: .utf8)
        let start = try #require(manifest.range(of: ".package("))
        let rest = manifest[start.upperBound...].drop { $0 == " " || $0 == "\n" }
        try #require(rest.hasPrefix("path:"))
        return String(rest.split(separator: "\"")[1])
    }

    @Test func theDependencyIsWrittenFromTheAppsFolderAndNamedAsSwiftPMNamesIt() throws {
        let work = TestFolder.path("scenic-new-dependency")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()

        // By default, the checkout this scenic was built from, by a path that leads there
        // from the app's folder.
        #expect(try scenic(["new", "app", "Notes"], in: work).status == 0)
        let notes = work.appendingPathComponent("Notes")
        let path = try dependencyPath(in: notes)
        #expect(!path.hasPrefix("/"))
        #expect(
            URL(fileURLWithPath: path, relativeTo: notes).standardizedFileURL
                .resolvingSymlinksInPath().path == checkout.resolvingSymlinksInPath().path)
        let notesManifest = try String(
            contentsOf: notes.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(
            notesManifest.contains(
                ".product(name: \"Scenic\", package: \"\(checkout.lastPathComponent.lowercased())\")"
            ))

        // A link keeps its own name, a trailing slash is dropped, and the identity is the
        // name lowercased; SwiftPM, reading the manifest, agrees.
        try FileManager.default.createSymbolicLink(
            at: work.appendingPathComponent("Scenic-Kit"), withDestinationURL: checkout)
        let linked = try scenic(["new", "app", "Tally", "--scenic", "Scenic-Kit/"], in: work)
        #expect(linked.status == 0, "\(linked.standardError)")
        let tally = work.appendingPathComponent("Tally")
        #expect(try dependencyPath(in: tally) == "../Scenic-Kit")
        let tallyManifest = try String(
            contentsOf: tally.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(tallyManifest.contains(".product(name: \"Scenic\", package: \"scenic-kit\")"))
        // An app folder named as the dependency is: SwiftPM would take them for one.
        let sameName = try scenic(
            ["new", "app", "Other", "--in", "apps/SCENIC-KIT", "--scenic", "Scenic-Kit"], in: work)
        #expect(sameName.status == 2)
        // The folder as the command saw it: on macOS, the temporary folder's real path.
        #expect(
            sameName.standardError.hasPrefix(
                "error: SwiftPM names a package after its folder, so an app in /"))
        #expect(
            sameName.standardError.hasSuffix(
                "/apps/SCENIC-KIT would be the package \"scenic-kit\", as Scenic is here, and "
                    + "the two would be taken for one. Give --in a folder with another name.\n"))
        #expect(
            !FileManager.default.fileExists(atPath: work.appendingPathComponent("apps").path))
        // SwiftPM drops `.git` from a folder's name too (found by a hostile tester).
        let withGit = try scenic(
            ["new", "app", "Other", "--in", "apps/Scenic-Kit.git", "--scenic", "Scenic-Kit"],
            in: work)
        #expect(withGit.status == 2)
        #expect(withGit.standardError.contains("would be the package \"scenic-kit\""))

        // An app folder that is a link to an empty folder elsewhere: SwiftPM reads the path
        // from where the folder really is.
        let elsewhere = work.appendingPathComponent("elsewhere/empty")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: work.appendingPathComponent("Linked"), withDestinationURL: elsewhere)
        let throughLink = try scenic(
            ["new", "app", "Linked", "--scenic", "Scenic-Kit"], in: work)
        #expect(throughLink.status == 0, "\(throughLink.standardError)")
        #expect(try dependencyPath(in: elsewhere) == "../../Scenic-Kit")
        // An absolute path is meant as given: the app can move anywhere on this machine.
        let absolute = work.appendingPathComponent("Scenic-Kit").path
        let whole = try scenic(["new", "app", "Ledger", "--scenic", absolute], in: work)
        #expect(whole.status == 0, "\(whole.standardError)")
        let ledger = work.appendingPathComponent("Ledger")
        #expect(try dependencyPath(in: ledger) == absolute)
        let ledgerManifest = try String(
            contentsOf: ledger.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(ledgerManifest.contains(".product(name: \"Scenic\", package: \"scenic-kit\")"))
        for app in [notes, tally, work.appendingPathComponent("Linked"), ledger] {
            let dump = try swift(["package", "dump-package"], in: app)
            #expect(dump.status == 0, "\(dump.log)")
        }
    }

    @Test func aScenicRepositoryIsCheckedBeforeAnythingIsWritten() throws {
        let work = TestFolder.path("scenic-new-repository")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let notURL = "is not a repository URL"
        let notVersion = "is not a semantic version"
        // SwiftPM runs Package.swift as Swift code: none of these may reach it.
        let refused: [(option: String, says: String)] = [
            (#"https://example.invalid/x\(print("hi"))@1.0.0"#, notURL),
            (#"https://example.invalid/owner/sce"nic@1.0.0"#, notURL),
            (#"https://example.invalid/owner\scenic@1.0.0"#, notURL),
            ("https://example.invalid/owner/scenic\n@1.0.0", notURL),
            ("https://example.invalid/owner/my scenic@1.0.0", notURL),
            ("https:///owner/scenic@1.0.0", notURL),
            ("git@:owner/scenic@1.0.0", notURL),
            ("https://example.invalid/owner/scenic?ref=main@1.0.0", notURL),
            ("ftp://example.invalid/owner/scenic@1.0.0", notURL),
            ("https://example.invalid/owner/scenic@", notVersion),
            ("https://example.invalid/owner/scenic@1.0", notVersion),
            ("https://example.invalid/owner/scenic@1.0.0 ", notVersion),
            (#"https://example.invalid/owner/scenic@1.0.0+\(x)"#, notVersion),
            ("https://example.invalid/owner/scenic@1.0.0-\"", notVersion),
            ("git@example.invalid:Scenic.git@1.0.0", "the identity \"git@example.invalid:scenic\""),
            ("https://example.invalid/owner/scenic", "is neither a folder"),
        ]
        for (option, says) in refused {
            let result = try scenic(["new", "app", "Tally", "--scenic", option], in: work)
            #expect(result.status == 2, "\(option)")
            #expect(result.standardError.contains(says), "\(option): \(result.standardError)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty)
        }
        let hostile = try scenic(
            ["new", "app", "Tally", "--scenic", #"https://example.invalid/x\(print("hi"))@1.0.0"#],
            in: work)
        #expect(
            hostile.standardError == """
                error: --scenic: "https://example.invalid/x\\\\(print(\\"hi\\"))" is not a \
                repository URL scenic new writes: use https://HOST/PATH, http://HOST/PATH, \
                ssh://[USER@]HOST/PATH or git@HOST:PATH, with only ASCII letters, digits and \
                . _ ~ - in the host and path, such as \
                https://github.com/OWNER/scenic.git@1.0.0.

                """)
        let empty = try scenic(
            ["new", "app", "Tally", "--scenic", "https://example.invalid/owner/scenic@"], in: work)
        #expect(
            empty.standardError == """
                error: --scenic: "" after the last @ is not a semantic version: give \
                MAJOR.MINOR.PATCH, optionally followed by -PRERELEASE and +BUILD of ASCII \
                letters, digits, dots and hyphens, such as 1.2.0 or 2.0.0-beta.1.

                """)
        let identity = try scenic(
            ["new", "app", "Tally", "--scenic", "git@example.invalid:Scenic.git@1.0.0"], in: work)
        #expect(
            identity.standardError == """
                error: SwiftPM gives the package at "git@example.invalid:Scenic.git" the \
                identity "git@example.invalid:scenic" (its last path component without .git, \
                lowercased), which scenic new does not write into Package.swift: name the \
                folder or repository with ASCII letters, digits, dots, hyphens and underscores \
                only, such as scenic (for a checkout, a symbolic link so named will do).

                """)

        // Each form, written as given and named as SwiftPM names it; SwiftPM reads each
        // manifest (without fetching anything).
        let accepted: [(option: String, url: String, version: String, identity: String)] = [
            (
                "https://github.com/owner/Scenic.git/@1.2.3-beta.1+exp.5",
                "https://github.com/owner/Scenic.git/", "1.2.3-beta.1+exp.5", "scenic"
            ),
            (
                "http://example.invalid:8080/Scenic-Kit@0.1.0",
                "http://example.invalid:8080/Scenic-Kit", "0.1.0", "scenic-kit"
            ),
            (
                "ssh://git@example.invalid:2222/owner/scenic.git@1.0.0",
                "ssh://git@example.invalid:2222/owner/scenic.git", "1.0.0", "scenic"
            ),
            (
                "git@example.invalid:owner/My.Scenic.git@2.0.0",
                "git@example.invalid:owner/My.Scenic.git", "2.0.0", "my.scenic"
            ),
        ]
        for (index, form) in accepted.enumerated() {
            let name = "Tally\(index)"
            let result = try scenic(["new", "app", name, "--scenic", form.option], in: work)
            #expect(result.status == 0, "\(form.option): \(result.standardError)")
            let app = work.appendingPathComponent(name)
            let manifest = try String(
                contentsOf: app.appendingPathComponent("Package.swift"), encoding: .utf8)
            #expect(
                manifest.contains(".package(url: \"\(form.url)\", from: \"\(form.version)\")"))
            #expect(manifest.contains(".product(name: \"Scenic\", package: \"\(form.identity)\")"))
            let dump = try swift(["package", "dump-package"], in: app)
            #expect(dump.status == 0, "\(form.option): \(dump.log)")
        }
    }

    @Test func aScenicCheckoutWhosePathCannotBeWrittenIsRefused() throws {
        let work = TestFolder.path("scenic-new-odd-path")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        // A folder on the way with a quote and a backslash in its name.
        let odd = work.appendingPathComponent(#"odd "\(dir)""#)
        try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: odd.appendingPathComponent("scenic"), withDestinationURL: checkout)
        try FileManager.default.createSymbolicLink(
            at: work.appendingPathComponent("Scenic Kit"), withDestinationURL: checkout)
        let before = try FileManager.default.contentsOfDirectory(atPath: work.path).sorted()

        let unsafe = try scenic(
            ["new", "app", "Tally", "--scenic", #"odd "\(dir)"/scenic"#], in: work)
        #expect(unsafe.status == 2)
        #expect(
            unsafe.standardError == """
                error: "../odd \\"\\\\(dir)\\"/scenic" cannot go into Package.swift, which \
                SwiftPM runs as Swift code: scenic new writes only ASCII letters, digits, spaces \
                and . _ - ~ / : @ + , there. Give --scenic a path without other characters (a \
                symbolic link to the checkout will do).

                """)
        let spaced = try scenic(["new", "app", "Tally", "--scenic", "Scenic Kit"], in: work)
        #expect(spaced.status == 2)
        #expect(spaced.standardError.hasPrefix("error: SwiftPM gives the package at \"/"))
        #expect(spaced.standardError.contains("/Scenic Kit\" the identity \"scenic kit\" "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).sorted() == before)
    }

    @Test func namesAreCheckedAndNothingExistingIsOverwritten() throws {
        let work = TestFolder.path("scenic-new-names")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let byURL = try scenic(
            ["new", "app", "Tally", "--scenic", "https://github.com/owner/scenic.git@1.2.0"],
            in: work)
        #expect(byURL.status == 0)
        let manifest = try String(
            contentsOf: work.appendingPathComponent("Tally/Package.swift"), encoding: .utf8)
        #expect(
            manifest.contains(
                ".package(url: \"https://github.com/owner/scenic.git\", from: \"1.2.0\")"))
        #expect(manifest.contains(".product(name: \"Scenic\", package: \"scenic\")"))
        let nowhere = try scenic(["new", "app", "Other", "--scenic", "/nowhere"], in: work)
        #expect(nowhere.status == 2)
        #expect(nowhere.standardError.contains("--scenic \"/nowhere\" is neither"))
        #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("Other").path))
        let bad = try scenic(["new", "app", "my-app"], in: work)
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("\"my-app\" cannot name an app"))
        #expect(try scenic(["new", "app", "Notes"], in: work).status == 0)
        let again = try scenic(["new", "app", "Notes"], in: work)
        #expect(again.status == 1)
        #expect(again.standardError.contains("exists and is not empty"))
        // A file where the folder would be is named as one, and left as it was.
        try Data("notes".utf8).write(to: work.appendingPathComponent("afile"))
        let onFile = try scenic(["new", "app", "Other", "--in", "afile"], in: work)
        #expect(onFile.status == 1)
        #expect(
            onFile.standardError
                == "error: \(work.appendingPathComponent("afile").path) is a file; scenic new app "
                + "writes into a new or empty folder. Give another name or --in DIR.\n")
        #expect(try Data(contentsOf: work.appendingPathComponent("afile")) == Data("notes".utf8))
        let app = work.appendingPathComponent("Notes")
        let home = try scenic(["new", "scene", "Home"], in: app)
        #expect(home.status == 1)
        #expect(home.standardError.contains("A scene Home exists already"))
        // A scene named like one the app has would add its route case again, and the app would
        // no longer build (found by a hostile tester): refused before anything is written.
        let alike = try scenic(["new", "scene", "HOME"], in: app)
        #expect(alike.status == 1)
        #expect(
            alike.standardError
                == "error: A scene HOME would add case home, which Sources/Notes/App/NotesRoute.swift "
                + "has already (a scene named alike, such as HttpLog for HTTPLog, takes the same); "
                + "nothing was changed. Pick another name.\n")
        #expect(
            !FileManager.default.fileExists(
                atPath: app.appendingPathComponent("Sources/Notes/Scenes/HOME").path))
        // Without its marker, a file is left alone and the lines to add are printed.
        let appFile = app.appendingPathComponent("Sources/Notes/App/NotesApp.swift")
        let text = try String(contentsOf: appFile, encoding: .utf8)
        try text.replacingOccurrences(of: "// scenic:named-routes", with: "// routes")
            .write(to: appFile, atomically: true, encoding: .utf8)
        let partial = try scenic(["new", "scene", "Settings"], in: app)
        #expect(partial.status == 1)
        #expect(partial.standardError.contains(".named(\"settings\", .settings),"))
        #expect(
            partial.standardError.contains(
                "NotesApp.swift has no \"scenic:\" marker line for these lines of the new scene, "
                    + "so they were not added there (anything else it was given was). Add by hand:")
        )
        #expect(try String(contentsOf: appFile, encoding: .utf8).contains(".settings") == false)
    }
}
