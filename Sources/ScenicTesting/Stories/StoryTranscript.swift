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
    /// typing (after a `quit`).
    func replayed<Route>(on console: Console<Route>) async -> (
        transcript: String, untyped: [String]
    ) {
        var console = console
        console.configuration = ConsoleConfiguration(width: .fixed(width), height: .fixed(height))
        // The clock the story's workers were handed moves with its `# after` steps.
        if console.clock == nil { console.clock = clock }
        var script = ScriptInput(story: lines, shown: shownLines)
        var output = TextBuffer()
        _ = await console.run(input: &script, output: &output)
        return (output.text, script.untypedStoryLines)
    }
}
