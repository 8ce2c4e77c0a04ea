import Foundation
import ScenicSnapshotStore

/// `scenic shard I/N [--tests FILE]` prints the `--filter` pattern of shard I of N.
///
/// It is for a CI matrix, where each of N machines runs one shard of the package's tests:
///
/// ```sh
/// swift test --filter "$(swift run scenic shard 2/4)"
/// ```
///
/// Whole suites are dealt out by a hash of their names (FNV-1a, the same on every machine and
/// in every run), so adding a test never moves a suite, and adding a suite moves no other. The
/// tests are listed with `swift test list --skip-build`, or read from `FILE` in that format.
struct ShardCommand {
    /// The option that names a file listing the tests.
    static let testsOption = "--tests"

    var context: CommandContext

    /// Prints the pattern; returns 0.
    func run(_ arguments: [String]) throws(CommandError) -> Int32 {
        let parsed = try ArgumentList(arguments, valueOptions: [Self.testsOption], of: .shard)
        if parsed.words.count > 1 { throw .unexpectedArgument(parsed.words[1], subcommand: .shard) }
        let shard = parsed.words.first
        let testsFile = parsed.values[Self.testsOption]
        guard let shard, let (number, count) = Self.parse(shard) else { throw .badShard(shard) }
        let suites = Self.suites(inList: try listing(testsFile))
        let mine = suites.filter { Self.shard(ofSuite: $0, count: count) == number - 1 }
        Terminal.printError(
            "Shard \(number)/\(count): \(mine.count) of \(suites.count) suite"
                + (suites.count == 1 ? "" : "s") + ".")
        Terminal.print(Self.pattern(matching: mine))
        return 0
    }

    /// `I/N` as numbers, when 1 ≤ I ≤ N.
    static func parse(_ text: String) -> (number: Int, count: Int)? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Int(parts[0]), let count = Int(parts[1]),
            1 <= number, number <= count
        else { return nil }
        return (number, count)
    }

    /// The shard, from 0, that the suite named `suite` (`Module.Suite`) belongs to.
    static func shard(ofSuite suite: String, count: Int) -> Int {
        // FNV-1a: Swift's own hash is seeded anew in every process.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in suite.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(count))
    }

    /// The suites (`Module.Suite`) of a `swift test list` output, sorted, each once.
    static func suites(inList list: String) -> [String] {
        var suites = Set<String>()
        for line in list.split(separator: "\n") {
            // Test lines are `Module.Suite/test`; anything else (build output) is not one.
            guard let slash = line.firstIndex(of: "/") else { continue }
            let suite = line[..<slash]
            guard suite.contains("."), !suite.contains(" ") else { continue }
            suites.insert(String(suite))
        }
        return suites.sorted()
    }

    /// The `--filter` pattern that matches the tests of exactly `suites`; with none, a
    /// pattern that matches no test.
    static func pattern(matching suites: [String]) -> String {
        guard !suites.isEmpty else { return "^$" }
        let escaped = suites.map { suite in
            suite.map { "\\^$.|?*+()[]{}".contains($0) ? "\\\($0)" : String($0) }.joined()
        }
        return "^(" + escaped.joined(separator: "|") + ")/"
    }

    /// The test list: `FILE`'s text, or what `swift test list --skip-build` prints.
    private func listing(_ file: String?) throws(CommandError) -> String {
        if let file {
            let url = URL(fileURLWithPath: file, relativeTo: context.currentFolder)
            let bytes = try context.attempt { () throws(SnapshotError) in
                try SnapshotFile.contents(
                    atPath: url.path, shownAs: file, limit: SnapshotFile.sizeLimit)
            }
            guard let bytes else { throw .snapshot(.unreadable(file, "there is no such file")) }
            return String(decoding: bytes, as: UTF8.self)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "test", "list", "--skip-build"]
        process.currentDirectoryURL = context.store.root
        // Its own messages (a build that is missing, say) go straight to standard error.
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            throw .shardCannotListTests(error.localizedDescription)
        }
        let listed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw .shardCannotListTests(
                "it exited with status \(process.terminationStatus) (its messages are above)")
        }
        return String(decoding: listed, as: UTF8.self)
    }
}
