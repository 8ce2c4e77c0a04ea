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
/// With `invariants`, the story is typed once more into a fresh console and every rule is
/// checked after every line, as `assertExplores` checks them: a story an exploration found
/// then fails again when its bug comes back, even where no screen shows the broken state.
///
/// Any test may call it, one on the main actor too: `makeConsole` runs on the test's actor (the
/// `isolation` Swift passes), and the console it returns, a fresh one (`sending`), runs off it.
///
/// - Parameters:
///   - story: The story to replay.
///   - invariants: Rules about the Logic's states to check after each line, as given to
///     `assertExplores`.
///   - redactions: Values that change between runs (a temporary folder's path a screen shows),
///     written as named placeholders before the transcript is compared (see ``Redaction``).
///   - isolation: The caller's actor, on which `makeConsole` runs: leave it out, Swift gives it.
///   - makeConsole: Builds the app's console with deterministic workers and fresh data; the
///     story's width replaces its configuration. It may throw (a temporary data folder that
///     cannot be made): the test then fails naming the story and the error. With
///     `invariants`, it is called twice.
public func assertStory<Route: Hashable & Sendable>(
    _ story: Story,
    invariants: [ExplorationInvariant] = [],
    redacting redactions: [Redaction] = [],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    console makeConsole: () async throws -> sending Console<Route>
) async {
    var console: Console<Route>
    // From its start again: a worker may read the clock, or draw, while the scenes are made.
    story.clock.move(to: .zero)
    story.random.restart()
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
    let call = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if let clock = console.clock, clock !== story.clock {
        IssueRecorder.record(
            ConsoleProblem.storyOnAnotherClock(story: story.name).message, at: call)
    }
    let (transcript, untyped, isTooLong) = await story.replayed(on: console)
    guard !isTooLong else {
        IssueRecorder.record(
            ConsoleProblem.storyTooLong(
                story: story.name, typed: story.lines.count - untyped.count,
                lines: story.lines.count, limit: SnapshotFile.sizeLimit
            ).message, at: call)
        return
    }
    if story.setsStart, !story.clock.wasRead {
        IssueRecorder.record(
            ConsoleProblem.storyClockNeverRead(
                story: story.name, start: SessionClock.storyText(of: story.start)
            ).message, at: call)
    }
    if story.setsSeed, !story.random.wasDrawn {
        IssueRecorder.record(
            ConsoleProblem.storySeedNeverDrawn(
                story: story.name, seed: SessionRandom.storyText(of: story.random.seed)
            ).message, at: call)
    }
    if let first = untyped.first {
        IssueRecorder.record(
            ConsoleProblem.storyEndedEarly(story: story.name, untyped: untyped.count, first: first)
                .message, at: call)
    }
    if let failure = StoryTranscript.check(
        Redaction.apply(redactions, to: transcript), of: story, filePath: "\(filePath)",
        function: "\(function)")
    {
        IssueRecorder.record(failure, at: call)
    }
    story.clock.move(to: .zero)
    story.random.restart()
    guard !invariants.isEmpty, var fresh = try? await makeConsole() else { return }
    if fresh.clock == nil { fresh.clock = story.clock }
    let finding = await Explorer(
        steps: story.lines.count, seed: 0, width: story.width, invariants: invariants
    ) { nil }.finding(typing: story.lines, into: fresh)
    if let finding {
        IssueRecorder.record(
            ConsoleProblem.storyBrokeARule(story: story.name, finding: finding.message).message,
            at: call)
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
///   - invariants: Rules about the Logic's states to check after each line of each story, as
///     given to `assertExplores`: a story an exploration found keeps catching its bug.
///   - redactions: Values that change between runs, written as named placeholders in every
///     transcript before it is compared (see ``Redaction``).
///   - isolation: The caller's actor, on which `makeConsole` runs: leave it out, Swift gives it.
///   - makeConsole: Builds a fresh console for each story, on the test's actor. It may throw,
///     as making a temporary data folder can: that story fails naming the error, and the
///     others run.
public func assertStories<Route: Hashable & Sendable>(
    in folder: String = "Stories",
    secrets: [String: String] = [:],
    invariants: [ExplorationInvariant] = [],
    redacting redactions: [Redaction] = [],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    console makeConsole: (Story) async throws -> sending Console<Route>
) async {
    let directory = URL(filePath: "\(filePath)").deletingLastPathComponent()
        .appending(path: folder)
    let call = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let stories: [(name: String, story: Result<Story, StoryError>)]
    do {
        stories = try Story.each(in: directory, secrets: secrets)
    } catch {
        IssueRecorder.record(error.message, at: call)
        return
    }
    // Two stories of one snapshot (`x y`, `x-y`) would each replace what the other wrote; so
    // would two whose names differ in case alone on a Mac's disk, where they are one file
    // (elsewhere the story that passed was failed, saying to use `named:`; a hostile tester).
    func sharedFile(_ name: String) -> String { SnapshotName.fileName(for: name).lowercased() }
    let files = Dictionary(grouping: stories.map(\.name), by: sharedFile)
    let shared = files.filter { $0.value.count > 1 }
    for (_, names) in shared.sorted(by: { $0.key < $1.key }) {
        let file = SnapshotName.fileName(for: names.sorted()[0])
        let stored =
            "Snapshots/" + SnapshotAssertion.resolve(.fromFile, filePath: "\(filePath)") + "/"
            + SnapshotAssertion.resolve(.fromFunction("\(function)"), filePath: "\(filePath)")
            + "." + file + ".txt"
        IssueRecorder.record(
            ConsoleProblem.storiesShareASnapshot(stories: names.sorted(), file: stored).message,
            at: call)
    }
    // One story that cannot be read (a secret not given) fails alone; the others run.
    for (name, read) in stories where shared[sharedFile(name)] == nil {
        switch read {
        case .success(let story):
            await assertStory(
                story, invariants: invariants, redacting: redactions, fileID: fileID,
                filePath: filePath,
                function: function, line: line, column: column,
                console: { try await makeConsole(story) })
        case .failure(let error):
            IssueRecorder.record(error.message, at: call)
        }
    }
    // By folder: a second call in the same test, on another folder, keeps its own stories,
    // the ones that could not be read too: their stored transcripts are not left over.
    SnapshotAssertion.recordLastRun(
        names: stories.map { SnapshotName.fileName(for: $0.name) }, filePath: "\(filePath)",
        function: "\(function)", call: directory.path)
}
