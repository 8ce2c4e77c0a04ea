import Foundation
import Testing

/// The `scenic` command against files made to hurt it.
///
/// Links to devices, FIFOs, dangling and linked folders, names with terminal controls, folders
/// that are not folders: nothing is followed, waited on, read without end or printed raw, and
/// what is wrong is said.
@Suite struct ScenicCommandHostileFileTests {
    /// The checkout the bundle is applied to.
    private let package: TemporaryPackage
    /// A folder of its own, removed with it, for the bundle and for what lies outside the
    /// package.
    private let scratch: TemporaryPackage
    private let bundle: URL
    private let outside: URL

    /// A run that has not ended by then is taken to hang: long enough for a loaded machine.
    private static let timeLimit: TimeInterval = 60
    /// The address space a run may take: far more than `scenic` needs, far less than reading
    /// a device without end would.
    private static let memoryLimit = 1 << 30

    init() throws {
        package = try TemporaryPackage()
        scratch = try TemporaryPackage()
        bundle = scratch.root.appendingPathComponent("bundle")
        outside = scratch.root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try package.write("a\n", to: "Snapshots/CartTests/total.1.txt")
        // A bundle made against the stored "a": one changed entry.
        try write("# report\n", at: bundle.appendingPathComponent("report.md"))
        try write("a\n", at: bundled("total.1.txt"))
        try write("b\n", at: bundled("total.1.txt.new"))
    }

    private func bundled(_ name: String) -> URL {
        bundle.appendingPathComponent("Snapshots/CartTests/" + name)
    }

    private func write(_ text: String, at url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func makeFIFO(at url: URL) throws {
        try? FileManager.default.removeItem(at: url)
        #expect(mkfifo(url.path, 0o644) == 0)
    }

    private func link(_ url: URL, to destination: String) throws {
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createSymbolicLink(
            atPath: url.path, withDestinationPath: destination)
    }

    /// Runs `scenic` in the package with bounded memory, killed if it outlives the time
    /// limit: reading a device without end fails the test rather than taking the machine's
    /// memory, and waiting on a FIFO fails it rather than hanging the run.
    private func scenic(
        _ arguments: String..., in folder: URL? = nil, environment: [String: String] = [:]
    ) throws -> ScenicProcess.Output {
        let executable = try #require(ScenicProcess.executable)
        let shell = "ulimit -v \(Self.memoryLimit / 1024) && exec \"$0\" \"$@\""
        return try ScenicProcess.run(
            ["-c", shell, executable.path] + arguments, in: folder ?? package.root,
            environment: environment, timeLimit: Self.timeLimit,
            executable: URL(fileURLWithPath: "/bin/sh"))
    }

    /// The characters that must never reach a terminal raw: C0 controls but the newline, DEL,
    /// C1 controls, bidirectional controls.
    private func rawControls(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A: false
            case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
    }

    // MARK: - Names shown visibly

    @Test func namesWithTerminalControlsAreShownVisiblyEverywhere() throws {
        let names = ["esc\u{1B}[2J", "csi\u{9B}2J", "bidi\u{202E}txt"]
        for name in names {
            try package.write("b\n", to: "Snapshots/CartTests/\(name).1.txt.new")
        }
        let status = try scenic("status")
        let diff = try scenic("diff")
        let accept = try scenic("accept", "--all")
        for output in [status, diff, accept] {
            #expect(rawControls(in: output.standardOutput + output.standardError) == [])
        }
        #expect(status.standardOutput.contains("Snapshots/CartTests/esc^[[2J.1.txt.new"))
        #expect(status.standardOutput.contains("(new; CartTests › csi<U+009B>2J (1))"))
        #expect(diff.standardOutput.contains("+++ Snapshots/CartTests/bidi<U+202E>txt.1.txt.new"))
        #expect(accept.standardOutput.contains("Accepted Snapshots/CartTests/csi<U+009B>2J.1.txt"))

        // In error messages too, whether the name was typed or came from a bundle.
        let typed = try scenic("accept", "Snapshots/\u{1B}]0;x\u{7}.txt")
        #expect(typed.standardError.hasPrefix("error: Snapshots/^[]0;x^G.txt is not a snapshot"))
        try write("n\n", at: bundled("a\u{202E}b.1.txt.new"))
        let applied = try scenic("apply", bundle.path)
        #expect(rawControls(in: applied.standardOutput + applied.standardError) == [])
        #expect(
            applied.standardError.contains(
                "Snapshot name \"a<U+202E>b.1.txt\" is not safe in a file name: it contains "
                    + "\"<U+202E>\""))
    }
}
