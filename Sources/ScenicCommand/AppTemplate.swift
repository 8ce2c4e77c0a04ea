/// The files of a new app, for `scenic new app`: a package depending on Scenic with one Home
/// scene, its tests, previews and a story, ready for `swift run` and `swift test`.
struct AppTemplate {
    /// Where `scenic new scene` adds a route case.
    static let routesMarker = "// scenic:routes"
    /// Where it adds a case to the builder's switch.
    static let scenesMarker = "// scenic:scenes"
    /// Where it adds a preview group.
    static let previewsMarker = "// scenic:previews"
    /// Where it adds a named route for `--route`.
    static let namedRoutesMarker = "// scenic:named-routes"

    /// How the app depends on Scenic.
    enum Dependency: Equatable {
        /// A checkout, by its path from the new package's folder (such as `../scenic`) and
        /// the name of its folder as written: a symbolic link's own name, not its target's.
        case path(String, folder: String)
        /// A repository at this URL, from this version on.
        case url(String, version: String)

        /// The package identity SwiftPM gives it, which `.product(name:package:)` names.
        ///
        /// For a path, the folder's name, lowercased: `../Scenic-Kit` is `scenic-kit`, even
        /// when it links to a folder named otherwise. For a URL, its last path component
        /// without a trailing `/` or `.git`, lowercased:
        /// `https://github.com/owner/Scenic.git` is `scenic`.
        var identity: String {
            switch self {
            case .path(_, let folder):
                return Self.packageIdentity(ofFolder: folder)
            case .url(let url, _):
                var last = Substring(url)
                if last.hasSuffix("/") { last.removeLast() }
                if let slash = last.lastIndex(of: "/") { last = last[last.index(after: slash)...] }
                if last.hasSuffix(".git") { last.removeLast(4) }
                return last.lowercased()
            }
        }

        /// The identity SwiftPM gives a package in the folder named `folder`: its name
        /// lowercased, without `.git` (`Scenic.git` is `scenic`).
        static func packageIdentity(ofFolder folder: String) -> String {
            var name = Substring(folder.lowercased())
            if name.hasSuffix(".git") { name.removeLast(4) }
            return String(name)
        }

        /// The dependency `--scenic URL@VERSION` names, checked: the URL's form and
        /// characters, the version and the identity SwiftPM gives the package.
        ///
        /// The version follows the last `@`, since `git@HOST:PATH` has one of its own.
        static func repository(_ option: String) throws(CommandError) -> Dependency {
            guard let at = option.lastIndex(of: "@") else { throw .badScenicOption(option) }
            let url = String(option[..<at])
            let version = String(option[option.index(after: at)...])
            // What follows the last @ of `git@host:owner/scenic.git` is no version: it has
            // none.
            guard !version.contains("/"), !version.contains(":") else {
                throw .badScenicOption(option)
            }
            guard isRepositoryURL(url) else { throw .badScenicURL(url) }
            guard isSemanticVersion(version) else { throw .badScenicVersion(version) }
            let dependency = Dependency.url(url, version: version)
            try dependency.checkIdentity(of: url)
            return dependency
        }

        /// Refuses a dependency whose identity is not plain lowercase letters, digits, `.`,
        /// `_` and `-`, naming `location` (where the dependency is) in the message.
        func checkIdentity(of location: String) throws(CommandError) {
            // Lowercased already: plain ASCII leaves only lowercase letters.
            let plain =
                !identity.isEmpty && identity != "." && identity != ".."
                && Self.isPlain(Substring(identity), punctuation: "._-")
            guard plain else { throw .badPackageIdentity(identity, location: location) }
        }

        /// The `.package(…)` line, of literals checked by ``AppTemplate/literal(_:)``.
        var declaration: String {
            get throws(CommandError) {
                switch self {
                case .path(let path, _): try ".package(path: \(literal(path)))"
                case .url(let url, let version):
                    try ".package(url: \(literal(url)), from: \(literal(version)))"
                }
            }
        }

        /// Whether `url` is `https://HOST/PATH`, `http://HOST/PATH`, `ssh://[USER@]HOST/PATH`
        /// (the first three with an optional `:PORT`) or `git@HOST:PATH`, of plain parts.
        ///
        /// A host is dot-separated labels of ASCII letters, digits and `-`; a user ASCII
        /// letters, digits and `. _ -`; a path `/`-separated segments of ASCII letters, digits
        /// and `. _ ~ -` (neither `.` nor `..`), with at most a trailing `/`. Nothing else:
        /// no query, no percent escapes, no spaces.
        private static func isRepositoryURL(_ url: String) -> Bool {
            var rest = Substring(url)
            let pathSeparator: Character
            if url.hasPrefix("git@") {
                rest = rest.dropFirst(4)
                pathSeparator = ":"
            } else if let scheme = ["https://", "http://", "ssh://"].first(where: url.hasPrefix) {
                rest = rest.dropFirst(scheme.count)
                pathSeparator = "/"
                if scheme == "ssh://", let at = rest.firstIndex(of: "@"),
                    !rest[..<at].contains("/")
                {
                    guard isPlain(rest[..<at], punctuation: "._-") else { return false }
                    rest = rest[rest.index(after: at)...]
                }
            } else {
                return false
            }
            guard let separator = rest.firstIndex(of: pathSeparator) else { return false }
            var host = rest[..<separator]
            var path = rest[rest.index(after: separator)...]
            if pathSeparator == "/", let colon = host.lastIndex(of: ":") {
                let port = host[host.index(after: colon)...]
                guard (1...5).contains(port.count), isPlain(port, punctuation: "") else {
                    return false
                }
                host = host[..<colon]
            }
            let labels = host.split(separator: ".", omittingEmptySubsequences: false)
            guard
                labels.allSatisfy({
                    !$0.isEmpty && isPlain($0, punctuation: "-") && !$0.hasPrefix("-")
                        && !$0.hasSuffix("-")
                })
            else { return false }
            if path.hasSuffix("/") { path = path.dropLast() }
            let segments = path.split(separator: "/", omittingEmptySubsequences: false)
            return segments.allSatisfy {
                !$0.isEmpty && $0 != "." && $0 != ".." && isPlain($0, punctuation: "._~-")
            }
        }

        /// Whether `version` is a semantic version: `MAJOR.MINOR.PATCH` (whole numbers
        /// without leading zeros), then optionally `-PRERELEASE` and `+BUILD`, each
        /// dot-separated identifiers of ASCII letters, digits and `-`.
        private static func isSemanticVersion(_ version: String) -> Bool {
            var core = Substring(version)
            var labels: [Substring] = []
            if let plus = core.firstIndex(of: "+") {
                labels.append(core[core.index(after: plus)...])
                core = core[..<plus]
            }
            if let minus = core.firstIndex(of: "-") {
                labels.append(core[core.index(after: minus)...])
                core = core[..<minus]
            }
            let numbers = core.split(separator: ".", omittingEmptySubsequences: false)
            return numbers.count == 3
                && numbers.allSatisfy {
                    Int($0) != nil && isPlain($0, punctuation: "")
                        && ($0 == "0" || !$0.hasPrefix("0"))
                }
                && labels.allSatisfy { label in
                    label.split(separator: ".", omittingEmptySubsequences: false).allSatisfy {
                        !$0.isEmpty && isPlain($0, punctuation: "-")
                    }
                }
        }

        /// Whether `text` holds only ASCII letters, digits and the characters of
        /// `punctuation`.
        private static func isPlain(_ text: Substring, punctuation: String) -> Bool {
            text.unicodeScalars.allSatisfy {
                ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
                    || punctuation.unicodeScalars.contains($0)
            }
        }
    }

    /// `text` as a Swift string literal for `Package.swift`; refused unless it holds only
    /// ASCII letters, digits, spaces and `. _ - ~ / : @ + ,`.
    ///
    /// Every string the generator writes into the manifest goes through here. SwiftPM runs
    /// the manifest as Swift code, so a quote, a backslash (`\(…)`) or a line break taken
    /// from an option would be code run by the next `swift build`. Checked, not escaped:
    /// nothing that would need escaping has a place in a name, path, URL or version here.
    static func literal(_ text: String) throws(CommandError) -> String {
        let safe = text.unicodeScalars.allSatisfy {
            ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
                || " ._-~/:@+,".unicodeScalars.contains($0)
        }
        guard safe else { throw .unsafeInManifest(text) }
        return "\"" + text + "\""
    }

    /// The names the generated Swift code uses besides the app's and its scenes' own: the
    /// modules it imports, the types of Scenic, Swift and Swift Testing it names, and the
    /// names each scene declares inside its types.
    ///
    /// No module or type the generator makes may take one of them, or it would hide the one
    /// the code means. Kept in step with the templates by a test that collects every
    /// capitalized name of a generated app.
    static let namesInUse: Set<String> = [
        "Action", "AppLaunchError", "AppSession", "Argument", "CaseIterable", "Command",
        "CommandInput", "CommandName", "Console", "Effect", "Equatable", "Foundation", "Hashable",
        "Int32", "Interactor", "Logic", "LogicTester", "Name", "Navigator", "Presenter",
        "Preview", "PreviewGroup", "Region", "Route", "Scene", "SceneBuilder", "Scenic",
        "ScenicApp", "ScenicTesting", "Screen", "Self", "Sendable", "State", "String", "Suite",
        "Test", "Testing", "View", "ViewContent",
    ]

    /// The toolchain's modules an app may import: an app's module of the same name would hide
    /// them.
    static let toolchainModules: Set<String> = [
        "Android", "CompilerPluginSupport", "CoreFoundation", "Cxx", "CxxStdlib", "Darwin",
        "Dispatch", "Distributed", "Foundation", "FoundationEssentials",
        "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Glibc",
        "Musl", "Observation", "PackageDescription", "PackagePlugin", "RegexBuilder", "Swift",
        "SwiftOnoneSupport", "SwiftShims", "Synchronization", "Testing", "WASILibc", "WinSDK",
        "XCTest",
    ]

    /// The Swift keywords that start with a capital: none can name a module.
    static let capitalizedKeywords: Set<String> = ["Any", "Protocol", "Self", "Type"]

    /// The names of the modules and types the generator makes for `app` itself.
    static func ownNames(of app: String) -> [String] {
        [app, "\(app)Route", "\(app)Scenes", "\(app)App", "\(app)Command", "\(app)Tests"]
    }

    /// The names of the modules and types the generator makes for `app`, its Home scene and
    /// its tests.
    static func generatedNames(of app: String) -> [String] {
        ownNames(of: app) + SceneTemplate(scene: "Home", app: app).typeNames
            + ["PreviewTests", "StoryTests"]
    }

    /// Why `app` cannot name an app, though it is a Swift type name; `nil` when it can.
    static func conflict(forApp app: String) -> CommandError.NameConflict? {
        // SwiftPM needs module names unique across a package graph, and Scenic's all start so.
        if app.hasPrefix("Scenic") { return .scenicPrefix }
        if capitalizedKeywords.contains(app) { return .keyword(app) }
        if toolchainModules.contains(app) { return .module }
        let taken = namesInUse.union(toolchainModules)
        // Taken by the code, or by another name the generator makes (`Story` would make a
        // test module named like the story suite).
        var made: Set<String> = []
        for name in generatedNames(of: app)
        where taken.contains(name) || !made.insert(name).inserted {
            return .sameName(name)
        }
        return nil
    }

    /// The app's name, a Swift type name such as `Notes`.
    let app: String
    /// How it depends on Scenic.
    let dependency: Dependency

    /// The executable's name: the app's name in lowercase.
    var executable: String { app.lowercased() }

    /// Every file, by path relative to the new package's folder; throws when a string for
    /// `Package.swift` is not one ``literal(_:)`` writes.
    var files: [(path: String, text: String)] {
        get throws(CommandError) {
            let home = SceneTemplate(scene: "Home", app: app)
            return try [
                ("Package.swift", manifest()),
                ("README.md", readme),
                (".gitignore", gitignore),
                (".ci/run", ciRun),
                ("Snapshots/.editorconfig", editorconfig),
                (".swift-format", swiftFormat),
                ("Sources/\(app)/App/\(app)Route.swift", route),
                ("Sources/\(app)/App/\(app)Scenes.swift", scenes),
                ("Sources/\(app)/App/\(app)App.swift", appFile),
                ("Sources/\(app)Command/main.swift", main),
                ("Tests/\(app)Tests/PreviewTests.swift", previewTests),
                ("Tests/\(app)Tests/StoryTests.swift", storyTests),
                ("Tests/\(app)Tests/Stories/first-look.story", story),
            ] + home.files
        }
    }

    /// The manifest: every string in it is a literal ``literal(_:)`` checked.
    private func manifest() throws(CommandError) -> String {
        let name = try Self.literal(app)
        let product = try Self.literal(executable)
        let command = try Self.literal(app + "Command")
        let tests = try Self.literal(app + "Tests")
        let identity = try Self.literal(dependency.identity)
        return try """
        // swift-tools-version: 6.1

        import PackageDescription

        let package = Package(
            name: \(name),
            // Scenic needs macOS 15 or later on a Mac; on Linux this line does nothing.
            platforms: [.macOS(.v15)],
            products: [
                .executable(name: \(product), targets: [\(command)])
            ],
            dependencies: [
                \(dependency.declaration)
            ],
            targets: [
                // The app: scenes in Scenes/, wiring in App/; a library, so tests can drive it.
                .target(
                    name: \(name),
                    dependencies: [.product(name: "Scenic", package: \(identity))]),
                .executableTarget(name: \(command), dependencies: [\(name)]),
                .testTarget(
                    name: \(tests),
                    dependencies: [
                        \(name), .product(name: "ScenicTesting", package: \(identity)),
                    ],
                    exclude: ["Stories"]),
            ]
        )

        """
    }

    private var route: String {
        """
        /// The screens of the app, one case each.
        enum \(app)Route: Hashable, Sendable {
            case home
            \(Self.routesMarker): `scenic new scene` adds cases above this line.
        }

        """
    }

    private var scenes: String {
        """
        import Scenic

        /// Builds each screen for its route: the one place that hands scenes what they need.
        ///
        /// Each scene's maker lives beside the scene, in `Scenes/<Name>/<Name>Scene.swift`.
        struct \(app)Scenes: SceneBuilder {
            func scene(for route: \(app)Route) -> Scene<\(app)Route> {
                switch route {
                case .home: home()
                \(Self.scenesMarker): `scenic new scene` adds cases above this line.
                }
            }

            /// Every scene's sample states, for `--previews` and the preview tests.
            var previewGroups: [PreviewGroup<\(app)Route>] {
                [
                    PreviewGroup("Home", previews: HomePresenter.previews) { home(state: $0) },
                    \(Self.previewsMarker): `scenic new scene` adds groups above this line.
                ]
            }
        }

        """
    }

    private var appFile: String {
        """
        import Scenic

        /// The app as a process: its command line, its routes and how a session starts.
        public enum \(app)App {
            /// Runs the app on this process's command line; returns the exit status.
            public static func main() async -> Int32 {
                await app().run()
            }

            /// The app, with the options every Scenic app has (`--width`, `--previews`,
            /// `--route`, `--record`, `--replay`, `--help`, `--version`).
            static func app() -> ScenicApp<\(app)Route> {
                let scenes = \(app)Scenes()
                return ScenicApp(
                    name: "\(executable)", summary: "\(app), built on Scenic.", version: "0.1.0",
                    root: .home,
                    routes: [
                        .named("home", .home),
                        \(Self.namedRoutesMarker): `scenic new scene` adds routes above this line.
                    ]
                ) { _ throws(AppLaunchError) in
                    AppSession(builder: scenes, previews: scenes.previewGroups)
                }
            }
        }

        """
    }

    private var main: String {
        """
        import Foundation
        import \(app)

        // `swift run \(executable)`: the app lives in the \(app) library, so its tests can drive it.
        exit(await \(app)App.main())

        """
    }

    private var previewTests: String {
        """
        import Scenic
        import ScenicTesting
        import Testing

        @testable import \(app)

        /// Every preview of every scene, snapshotted at 80 and 40 columns.
        @Suite struct PreviewTests {
            @Test func previews() {
                assertPreviews(\(app)Scenes().previewGroups)
            }
        }

        """
    }

    private var storyTests: String {
        """
        import Scenic
        import ScenicTesting
        import Testing

        @testable import \(app)

        /// Every story in Stories/: lines typed into the whole app, and the transcript snapshotted.
        @Suite struct StoryTests {
            @Test func stories() async {
                // `{ story in … }` gives each story: hand `story.clock` and `story.random` to
                // workers that read the time or draw random numbers, so the story's own
                // `# now:` and `# seed:` set them.
                await assertStories { _ in
                    Console(navigator: Navigator(builder: \(app)Scenes(), root: .home))
                }
            }
        }

        """
    }

    private var story: String {
        """
        # A first look: a note, a mistake, and another note. Record your own with
        # `swift run \(executable) --record Tests/\(app)Tests/Stories/NAME.story`.
        note Buy milk
        note
        note Call Ada

        """
    }

    private var readme: String {
        // The comments line up, whatever the executable's name.
        let run = "swift run \(executable)"
        let test = "swift test".padding(toLength: max(run.count, 10), withPad: " ", startingAt: 0)
        return """
            # \(app)

            A console app built on Scenic, the one dependency `Package.swift` names. Two commands
            do everything:

            ```sh
            \(run)   # the app; --help lists its options, --previews its sample screens
            \(test)   # its Logic tests, preview snapshots and stories
            ```

            The first `swift test` writes every snapshot as pending (`Snapshots/**/*.txt.new`) and
            fails. Read them and accept the ones that are right:

            ```sh
            swift run scenic review    # or: swift run scenic accept --all
            swift test                 # passes
            ```

            Add a screen with `swift run scenic new scene Settings`: it writes the scene's files and
            its Logic test, and wires its route, builder case, previews and `--route` name in.

            """
    }

    private var gitignore: String {
        """
        .build/
        .swiftpm/
        Package.resolved
        *.txt.new
        Snapshots/.pending
        Snapshots/**/.*.tmp
        /snapshot-manifest-*

        """
    }

    private var ciRun: String {
        """
        #!/usr/bin/env bash
        # CI: build with the tests, then run them; snapshots are only compared (CI=true).
        set -euo pipefail
        cd "$(dirname "$0")/.."
        swift build --build-tests
        CI=true swift test

        """
    }

    /// Scenic's own style, so `swift format lint --strict` checks the app as Scenic is checked.
    private var swiftFormat: String {
        """
        {
          "fileScopedDeclarationPrivacy": {
            "accessLevel": "private"
          },
          "indentBlankLines": false,
          "indentConditionalCompilationBlocks": true,
          "indentSwitchCaseLabels": false,
          "indentation": {
            "spaces": 4
          },
          "lineBreakAroundMultilineExpressionChainComponents": false,
          "lineBreakBeforeControlFlowKeywords": false,
          "lineBreakBeforeEachArgument": false,
          "lineBreakBeforeEachGenericRequirement": false,
          "lineBreakBetweenDeclarationAttributes": false,
          "lineLength": 100,
          "maximumBlankLines": 1,
          "multiElementCollectionTrailingCommas": true,
          "noAssignmentInExpressions": {
            "allowedFunctions": [
              "XCTAssertNoThrow"
            ]
          },
          "orderedImports": {
            "includeConditionalImports": false
          },
          "prioritizeKeepingFunctionOutputTogether": false,
          "reflowMultilineStringLiterals": "never",
          "respectsExistingLineBreaks": true,
          "rules": {
            "AllPublicDeclarationsHaveDocumentation": true,
            "AlwaysUseLiteralForEmptyCollectionInit": false,
            "AlwaysUseLowerCamelCase": true,
            "AmbiguousTrailingClosureOverload": true,
            "AvoidRetroactiveConformances": true,
            "BeginDocumentationCommentWithOneLineSummary": true,
            "DoNotUseSemicolons": true,
            "DontRepeatTypeInStaticProperties": true,
            "FileScopedDeclarationPrivacy": true,
            "FullyIndirectEnum": true,
            "GroupNumericLiterals": true,
            "IdentifiersMustBeASCII": true,
            "NeverForceUnwrap": false,
            "NeverUseForceTry": false,
            "NeverUseImplicitlyUnwrappedOptionals": false,
            "NoAccessLevelOnExtensionDeclaration": true,
            "NoAssignmentInExpressions": true,
            "NoBlockComments": true,
            "NoCasesWithOnlyFallthrough": true,
            "NoEmptyLinesOpeningClosingBraces": false,
            "NoEmptyTrailingClosureParentheses": true,
            "NoLabelsInCasePatterns": true,
            "NoLeadingUnderscores": false,
            "NoParensAroundConditions": true,
            "NoPlaygroundLiterals": true,
            "NoVoidReturnOnFunctionSignature": true,
            "OmitExplicitReturns": false,
            "OneCasePerLine": true,
            "OneVariableDeclarationPerLine": true,
            "OnlyOneTrailingClosureArgument": true,
            "OrderedImports": true,
            "ReplaceForEachWithForLoop": true,
            "ReturnVoidInsteadOfEmptyTuple": true,
            "TypeNamesShouldBeCapitalized": true,
            "UseEarlyExits": false,
            "UseExplicitNilCheckInConditions": true,
            "UseLetInEveryBoundCaseVariable": true,
            "UseShorthandTypeNames": true,
            "UseSingleLinePropertyGetter": true,
            "UseSynthesizedInitializer": true,
            "UseTripleSlashForDocumentationComments": true,
            "UseWhereClausesInForLoops": false,
            "ValidateDocumentationComments": false
          },
          "spacesAroundRangeFormationOperators": false,
          "spacesBeforeEndOfLineComments": 2,
          "tabWidth": 8,
          "version": 1
        }

        """
    }

    private var editorconfig: String {
        """
        # Snapshots are compared byte for byte: editors must not trim or add anything.
        [*]
        trim_trailing_whitespace = false
        insert_final_newline = false

        """
    }
}
