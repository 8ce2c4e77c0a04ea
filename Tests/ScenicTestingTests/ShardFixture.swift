import Foundation

/// A small package that depends on this checkout, for running the README's CI recipes for
/// real: seven suites (six Swift Testing, one XCTest) that fall into all four shards of four, a
/// test outside any suite (as the README writes tests), and a stored snapshot no test asserts.
///
/// With `SHARD_FIXTURE_FAILS=1` two snapshots change `quit` to `leave`, one is new, and a
/// Logic test fails; otherwise every test passes.
enum ShardFixture {
    /// The variable that makes the fixture's tests fail.
    static let failingVariable = "SHARD_FIXTURE_FAILS"

    /// The files, by path.
    static let files: [String: String] = [
        "Package.swift": """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "ShardFixture",
            dependencies: [.package(path: "../scenic")],
            targets: [
                .testTarget(
                    name: "ShardFixtureTests",
                    dependencies: [.product(name: "ScenicTesting", package: "scenic")])
            ]
        )

        """,
        "Tests/ShardFixtureTests/Fixture.swift": """
        import Foundation

        enum Fixture {
            static var fails: Bool {
                ProcessInfo.processInfo.environment["\(failingVariable)"] == "1"
            }
        }

        """,
        "Tests/ShardFixtureTests/FooterTests.swift": swiftTesting(
            "footer",
            #"assertSnapshot(of: Fixture.fails ? "back · leave" : "back · quit", named: "main")"#),
        "Tests/ShardFixtureTests/MenuTests.swift": swiftTesting(
            "menu",
            #"assertSnapshot(of: Fixture.fails ? "help · leave" : "help · quit", named: "main")"#),
        "Tests/ShardFixtureTests/WelcomeTests.swift": swiftTesting(
            "welcome",
            #"assertSnapshot(of: "Welcome", named: "title"); if Fixture.fails { assertSnapshot(of: "A new banner", named: "banner") }"#
        ),
        "Tests/ShardFixtureTests/TotalTests.swift": swiftTesting(
            "total", #"assertSnapshot(of: "Total $3", named: "paid")"#),
        "Tests/ShardFixtureTests/BadgeTests.swift": swiftTesting(
            "badge", #"assertSnapshot(of: "★ 5", named: "stars")"#),
        "Tests/ShardFixtureTests/LogicTests.swift": """
        import Testing

        @Suite struct LogicTests {
            @Test func adds() { #expect(1 + 1 == (Fixture.fails ? 3 : 2)) }
            @Test func subtracts() { #expect(2 - 1 == 1) }
        }

        """,
        "Tests/ShardFixtureTests/StampTests.swift": """
        import ScenicTesting
        import Testing

        @Test func stamp() { assertSnapshot(of: "Paid in full", named: "mark") }

        """,
        "Tests/ShardFixtureTests/ReceiptTests.swift": """
        import ScenicTesting
        import XCTest

        final class ReceiptTests: XCTestCase {
            func testReceipt() { assertSnapshot(of: "Paid", named: "paid") }
        }

        """,
        "Snapshots/FooterTests/footer.main.txt": "back · quit\n",
        "Snapshots/MenuTests/menu.main.txt": "help · quit\n",
        "Snapshots/WelcomeTests/welcome.title.txt": "Welcome\n",
        "Snapshots/TotalTests/total.paid.txt": "Total $3\n",
        "Snapshots/BadgeTests/badge.stars.txt": "★ 5\n",
        "Snapshots/ReceiptTests/testReceipt.paid.txt": "Paid\n",
        "Snapshots/StampTests/stamp.mark.txt": "Paid in full\n",
        "Snapshots/RetiredTests/retired.old.txt": "gone\n",
    ]

    /// A Swift Testing suite named after its file, with one test.
    private static func swiftTesting(_ test: String, _ body: String) -> String {
        let suite = test.prefix(1).uppercased() + test.dropFirst() + "Tests"
        return """
            import ScenicTesting
            import Testing

            @Suite struct \(suite) {
                @Test func \(test)() { \(body) }
            }

            """
    }

    /// Writes the fixture into `folder`, with this checkout's `.ci/run` and `.gitignore`.
    static func write(to folder: URL, checkout: URL) throws {
        var all = files
        for path in [".ci/run", ".gitignore"] {
            all[path] = try String(
                contentsOf: checkout.appendingPathComponent(path), encoding: .utf8)
        }
        for (path, text) in all {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent(".ci/run").path)
    }
}
