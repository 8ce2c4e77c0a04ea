import Foundation
import Scenic
import ScenicSnapshotStore

/// Checking story transcripts against their snapshots.
enum StoryTranscript {
    /// Compares a story's transcript with its snapshot; returns the failure text, if any.
    static func check(
        _ transcript: String, of story: Story, filePath: String, function: String,
        environment: [String: String]? = nil
    ) -> String? {
        let assertion = SnapshotAssertion(
            suite: .fromFile, test: .fromFunction(function),
            name: SnapshotName.fileName(for: story.name),
            filePath: filePath, environment: environment,
            hunkHeading: TranscriptHeading.typedLine(in:atOrBefore:))
        // A warning fails no test; a story's transcript is the same on every run.
        return assertion.run(transcript).flatMap {
            $0.isWarning ? nil : "Story \(VisibleName.escaping(story.name)): " + $0.message
        }
    }
}

extension Story {
    /// The transcript of this story on `console`, at the story's width and height and without
    /// color.
    public func replay<Route>(on console: Console<Route>) async -> String {
        await replayed(on: console).transcript
    }

    /// The transcript of this story on `console`, and its lines the session ended before
    /// typing (after a `quit`), or that were not typed once the transcript held more than
    /// `limit` bytes (`isTooLong`: the transcript is then cut short there).
    ///
    /// A story of 8 MiB of typed lines made a transcript of 1.2 GB, in 6½ minutes and 2.4 GB
    /// of memory, before a snapshot's bound refused it (a hostile tester's).
    func replayed<Route>(
        on console: Console<Route>, limit: Int = SnapshotFile.sizeLimit
    ) async -> (transcript: String, untyped: [String], isTooLong: Bool) {
        var console = console
        console.configuration = ConsoleConfiguration(width: .fixed(width), height: .fixed(height))
        // The clock the story's workers were handed moves with its `# after` steps.
        if console.clock == nil { console.clock = clock }
        var script = ScriptInput(story: lines, shown: shownLines)
        var output = BoundedTranscript(limit: limit)
        script.endsWhen = { [output] in output.isTooLong }
        _ = await console.run(input: &script, output: &output)
        return (output.text, script.untypedStoryLines, output.isTooLong)
    }
}

/// A replay's transcript, which keeps no more once it would hold more than `limit` bytes.
private final class BoundedTranscript: TextOutput, @unchecked Sendable {
    // @unchecked: one replay, on one task, writes it and asks whether it is full.
    private var buffer = TextBuffer()
    private let limit: Int
    /// Whether something written was left out, the transcript being full.
    private(set) var isTooLong = false

    init(limit: Int) {
        self.limit = limit
    }

    var text: String { buffer.text }
    var isTerminal: Bool { false }

    func write(_ text: String) {
        if fits(text.utf8.count) { buffer.write(text) }
    }

    func write(utf8 bytes: [UInt8]) {
        if fits(bytes.count) { buffer.write(utf8: bytes) }
    }

    /// Whether `count` more bytes fit; once some did not, nothing more is kept.
    private func fits(_ count: Int) -> Bool {
        if !isTooLong, buffer.bytes.count + count > limit { isTooLong = true }
        return !isTooLong
    }
}
