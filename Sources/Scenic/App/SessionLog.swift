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
            file.write(line(for: event, hiding: placeholders))
        }
    }

    /// The longest event a line keeps, in characters: a value printed whole (a catalog) would
    /// make a long session's log grow by megabytes a screen.
    static let longestEvent = 2_000

    /// `2026-11-24T19:02:03.120Z Cart · CartLogic · remove(1) → [perform(…)]` and a newline,
    /// each key of `placeholders` (a story's secret) written as its value.
    ///
    /// The secrets are hidden before the line is cut, so that one the cut falls in is never
    /// shown in part.
    static func line(for event: SessionEvent, hiding placeholders: [String: String] = [:])
        -> String
    {
        let longestSecret = placeholders.keys.map(\.count).max() ?? 0
        let described = event.description(keeping: longestEvent + longestSecret)
        var text = VisibleText.escaping(StoryScript.hiding(placeholders, in: described))
        if text.count > longestEvent {
            text = text.prefix(longestEvent) + "… (cut: a line keeps \(longestEvent) characters)"
        }
        return event.time.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
            + " " + text + "\n"
    }
}
