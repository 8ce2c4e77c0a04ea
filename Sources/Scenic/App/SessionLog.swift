import Foundation

/// The observer `--log FILE` adds: every event on a line of its own, after its time, with
/// control characters made visible, so the log reads the same in any viewer.
enum SessionLog {
    /// An observer writing each event to `file`, with each of `secrets` (the values a story
    /// types for `${NAME}`) written as its placeholder.
    ///
    /// Only secrets of three characters or more: a shorter one would hide every number like it.
    static func observer(writingTo file: SessionFile, hiding secrets: [String: String] = [:])
        -> SessionObserver
    {
        var placeholders: [String: String] = [:]
        for (name, secret) in secrets where secret.count >= 3 {
            placeholders[secret] = StoryScript.placeholder(for: name)
        }
        return SessionObserver { [placeholders] event in
            file.write(StoryScript.hiding(placeholders, in: line(for: event)))
        }
    }

    /// The longest event a line keeps, in characters: a value printed whole (a catalog) would
    /// make a long session's log grow by megabytes a screen.
    static let longestEvent = 2_000

    /// `2026-11-24T19:02:03.120Z Cart · CartLogic · remove(1) → [perform(…)]` and a newline.
    static func line(for event: SessionEvent) -> String {
        var text = VisibleText.escaping(event.description)
        if text.count > longestEvent {
            let cut = text.count - longestEvent
            text = text.prefix(longestEvent) + "… (\(cut) more characters)"
        }
        return event.time.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
            + " " + text + "\n"
    }
}
