import Foundation
import ScenicTestSupport
import Testing

/// `--replay` holds a story's typed lines, not every line of its file: a story of 8 MB is read
/// in bounded memory whatever it is made of.
@Suite(.blocking) struct ReplayMemoryTests {
    /// Eight million blank lines (the 8 MiB a story may hold) peaked at about 300 MB, an
    /// array of every line; read line by line, the app stays near its size without a story.
    @Test func aStoryOfBlankLinesIsReadInBoundedMemory() async throws {
        let folder = try TriviaTestServer.folder()
        let story = folder.appending(path: "blank.story")
        try Data(("# blank\n" + String(repeating: "\n", count: 8_000_000)).utf8).write(to: story)
        let run = try await BuiltProduct("trivia").runMeasuringPeakMemory(
            ["--data-dir", folder.appending(path: "data").path, "--replay", story.path],
            input: Data())
        #expect(run.output.status == 0, "\(run.output.standardError)")
        let megabytes = run.peakResidentBytes / (1_024 * 1_024)
        // About 40 MB in a debug build.
        #expect(megabytes < 100, "the app peaked at \(megabytes) MB")
    }
}
