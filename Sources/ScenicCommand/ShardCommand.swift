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
/// Whole suites, and each test outside a suite (a top-level `@Test` function), are dealt out by a
/// hash of their names (FNV-1a, the same on every machine and in every run), so adding a test
/// never moves a suite, and adding a suite moves no other. The tests are listed with
/// `swift test list --skip-build`, or read from `FILE` in that format; a list with no test in
/// it is refused, since every shard would then run nothing and pass.
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
        let units = Self.units(inList: try listing(testsFile))
        guard !units.isEmpty else { throw .shardFoundNoTests(testsFile) }
        let mine = units.filter { Self.shard(ofSuite: $0, count: count) == number - 1 }
        Terminal.printError("Shard \(number)/\(count): " + Self.count(mine, of: units) + ".")
        Terminal.print(Self.pattern(matching: mine))
        return 0
    }

    /// "1 of 5 suites", and the tests outside a suite when there are any.
    private static func count(_ mine: [String], of units: [String]) -> String {
        func plural(_ count: Int, _ word: String) -> String {
            count == 1 ? word : word + "s"
        }
        let suites = units.filter { !isLoneTest($0) }.count
        let loneTests = units.count - suites
        let mineLone = mine.filter(isLoneTest).count
        let suitesPart = "\(mine.count - mineLone) of \(suites) " + plural(suites, "suite")
        guard loneTests > 0 else { return suitesPart }
        return suitesPart + " and \(mineLone) of \(loneTests) " + plural(loneTests, "test")
            + " outside a suite"
    }

    /// Whether `unit` is a test outside any suite (`Module.test()`) rather than a suite.
    private static func isLoneTest(_ unit: String) -> Bool {
        unit.hasSuffix(")")
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

    /// What a `swift test list` output deals out, sorted, each once: its suites
    /// (`Module.Suite`) and its tests outside a suite (`Module.test()`).
    static func units(inList list: String) -> [String] {
        var units = Set<String>()
        for line in list.split(whereSeparator: \.isNewline) {
            // Test lines are `Module.Suite/test()` or, outside a suite, `Module.test()`;
            // anything else (build output) does not start with a module's name and a dot. No
            // Swift name holds a control character, and one in the printed pattern would reach
            // the terminal raw (a `--tests` file is any file).
            guard let dot = line.firstIndex(of: "."), isModuleName(line[..<dot]),
                !line.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else { continue }
            if let slash = firstSlashOutsideBackticks(in: line[dot...]) {
                units.insert(String(line[..<slash]))
            } else if line.hasSuffix(")") {
                units.insert(String(line))
            }
        }
        return units.sorted()
    }

    /// Whether `text` can be a module's name: letters, digits and `_`, not starting with a
    /// digit.
    private static func isModuleName(_ text: Substring) -> Bool {
        guard let first = text.first, !first.isNumber else { return false }
        return text.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }

    /// The first `/` of `text` that is not inside a raw identifier (`` `a/b` ``).
    private static func firstSlashOutsideBackticks(in text: Substring) -> Substring.Index? {
        var inBackticks = false
        for index in text.indices {
            switch text[index] {
            case "`": inBackticks.toggle()
            case "/" where !inBackticks: return index
            default: continue
            }
        }
        return nil
    }

    /// The `--filter` pattern that matches the tests of exactly `units` (see
    /// ``units(inList:)``); with none, a pattern that matches no test.
    static func pattern(matching units: [String]) -> String {
        guard !units.isEmpty else { return "^$" }
        func escaped(_ unit: String) -> String {
            unit.map { "\\^$.|?*+()[]{}".contains($0) ? "\\\($0)" : String($0) }.joined()
        }
        // Suites alone keep the pattern earlier versions wrote.
        guard units.contains(where: isLoneTest) else {
            return "^(" + units.map(escaped).joined(separator: "|") + ")/"
        }
        // A suite's tests follow its name and a slash; a lone test's name ends in its
        // parentheses, so `add()` never matches `addAll()`.
        let alternatives = units.map { isLoneTest($0) ? escaped($0) : escaped($0) + "/" }
        return "^(" + alternatives.joined(separator: "|") + ")"
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
