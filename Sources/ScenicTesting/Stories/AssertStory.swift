import Foundation
import Scenic
import ScenicSnapshotStore

/// Replays `story` through a fresh console and asserts its transcript as a snapshot.
///
/// The transcript is exactly what the app prints when the story's lines are piped into it:
/// every screen, every typed line after `> `, and `(end of input)`. It is stored at
/// `Snapshots/<test file>/<test function>.<story name>.txt` and goes through the same workflow
/// as any snapshot (pending `.new` files, `swift run scenic review`). When it differs, each
/// hunk of the diff is headed by the typed line that led to it:
///
/// ```text
/// @@ -31,7 +31,7 @@ > add 2
/// ```
///
/// - Parameters:
///   - story: The story to replay.
///   - makeConsole: Builds the app's console with deterministic workers and fresh data; the
///     story's width replaces its configuration. It may throw (a temporary data folder that
///     cannot be made): the test then fails naming the story and the error.
public func assertStory<Route: Hashable & Sendable>(
    _ story: Story,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column,
    console makeConsole: () async throws -> Console<Route>
) async {
    var console: Console<Route>
    do {
        console = try await makeConsole()
    } catch {
        let call = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        IssueRecorder.record(
            ConsoleProblem.storyConsoleThrew(story: story.name, error: "\(error)").message,
            at: call)
        return
    }
    if let collector = CoverageRecording.shared.collector(forFile: "\(filePath)") {
        console.observers.append(collector.observer(.story))
    }
    let transcript = await story.replay(on: console)
    let failure = StoryTranscript.check(
        transcript, of: story, filePath: "\(filePath)", function: "\(function)")
    if let failure {
        let call = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        IssueRecorder.record(failure, at: call)
    }
}

/// Replays every `.story` file in `folder` and asserts each transcript; see ``assertStory``.
///
/// Adding a story is adding a file: the next `swift test` fails on its missing snapshot and
/// writes it as pending, ready for `swift run scenic review`.
///
/// - Parameters:
///   - folder: The folder of `.story` files, relative to the folder of the calling test file.
///   - secrets: The values typed for `${NAME}` placeholders, such as the password of a story
///     recorded with `--record`.
///   - makeConsole: Builds a fresh console for each story. It may throw, as making a
///     temporary data folder can: that story fails naming the error, and the others run.
public func assertStories<Route: Hashable & Sendable>(
    in folder: String = "Stories",
    secrets: [String: String] = [:],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column,
    console makeConsole: (Story) async throws -> Console<Route>
) async {
    let directory = URL(filePath: "\(filePath)").deletingLastPathComponent()
        .appending(path: folder)
    let stories: [Story]
    do {
        stories = try Story.all(in: directory, secrets: secrets)
    } catch {
        let call = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        IssueRecorder.record(error.message, at: call)
        return
    }
    for story in stories {
        await assertStory(
            story, fileID: fileID, filePath: filePath, function: function, line: line,
            column: column, console: { try await makeConsole(story) })
    }
    // By folder: a second call in the same test, on another folder, keeps its own stories.
    SnapshotAssertion.recordLastRun(
        names: stories.map { SnapshotName.fileName(for: $0.name) }, filePath: "\(filePath)",
        function: "\(function)", call: directory.path)
}
