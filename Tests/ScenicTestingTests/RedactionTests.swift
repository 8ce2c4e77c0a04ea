import Foundation
import Testing

@testable import ScenicTesting

/// Values that change from run to run are written as named placeholders before a snapshot is
/// compared, so the stored file stays the same.
@Suite struct RedactionTests {
    @Test func timesAndPathsBecomePlaceholdersInOrder() {
        let folder = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString).path
        let text = "Saved at 10:30:15 to \(folder)/notes.json; next at 10:31:15."
        let redacted = Redaction.apply(
            [Redaction("TIME", matching: /\d\d:\d\d:\d\d/), Redaction("FOLDER", text: folder)],
            to: text)
        #expect(redacted == "Saved at [TIME] to [FOLDER]/notes.json; next at [TIME].")
        #expect(Redaction("EMPTY", text: "").apply(to: text) == text)
    }

    /// A story's screens may show what changes from run to run too (a temporary folder, found
    /// by a stranger's log explorer, whose stories could not be asserted without it).
    @Test func aStorysTranscriptIsRedactedBeforeItIsCompared() async throws {
        let folder = "/tmp/notes-" + UUID().uuidString.prefix(8)
        let story = try Story(name: "saved", text: "say Saved to \(folder)/notes.json\n")
        // Stored as "Saved to [FOLDER]/notes.json", in the typed line and on the screen.
        await assertStory(story, redacting: [Redaction("FOLDER", matching: /\/tmp\/notes-\w+/)]) {
            EchoScenes.console
        }
    }

    @Test func aSnapshotWithAChangingValueMatchesOnceRedacted() {
        // Stored in Snapshots/RedactionTests/aSnapshotWithAChangingValueMatchesOnceRedacted.1.txt
        // as "Order [ID]… placed at [TIME]." whatever the id and the time are.
        let now = Date().formatted(.iso8601.time(includingFractionalSeconds: false))
        assertSnapshot(
            of: "Order \(UUID().uuidString.prefix(4))… placed at \(now).",
            redacting: [
                Redaction("TIME", matching: /\d\d:\d\d:\d\d/),
                Redaction("ID", matching: /[0-9A-F]{4}(?=…)/),
            ])
    }
}
