import Foundation
import Synchronization

/// The observer `--log FILE` adds: every event on a line of its own, after its time, with
/// control characters made visible, so the log reads the same in any viewer.
enum SessionLog {
    /// An observer writing each event to `file`, with each of `secrets` (the values a story
    /// types for `${NAME}`) written as its placeholder, and each secret typed in the session
    /// (a password, a secret answer) written `•••` in every line after it was typed too: the
    /// Logic may keep it and send it on (`.perform(.save(settings))`).
    ///
    /// A secret of one or two characters only as a whole quoted value: hidden wherever it
    /// stands, it would hide every number like it.
    static func observer(writingTo file: SessionFile, hiding secrets: [String: String] = [:])
        -> SessionObserver
    {
        var placeholders: [String: String] = [:]
        for (name, secret) in secrets where !secret.isEmpty {
            placeholders.merge(
                StoryScript.hidingRules(for: secret, as: StoryScript.placeholder(for: name))
            ) { kept, _ in kept }
        }
        let typed = Mutex<[String: String]>([:])
        return SessionObserver { [placeholders] event in
            let hidden = typed.withLock { typed in
                for secret in event.secrets where !secret.isEmpty { typed[secret] = "•••" }
                return typed
            }
            // A story's own secret keeps its placeholder.
            let all = hidden.merging(placeholders) { _, placeholder in placeholder }
            file.write(line(for: event, hiding: all))
        }
    }

    /// The longest event a line keeps, in characters: a value printed whole (a catalog) would
    /// make a long session's log grow by megabytes a screen.
    static let longestEvent = 2_000

    /// `2026-11-24T19:02:03.120Z Cart · CartLogic · remove(1) → [perform(…)]` and a newline,
    /// each key of `placeholders` (a story's secret) written as its value, also where a quoted
    /// value spells it escaped.
    ///
    /// The secrets are hidden before the line is cut, so that one the cut falls in is never
    /// shown in part.
    static func line(for event: SessionEvent, hiding placeholders: [String: String] = [:])
        -> String
    {
        // Each as typed and as a value's quotes spell it (`pa\"ss`): values are written escaped.
        var spelled: [String: String] = [:]
        for (secret, placeholder) in placeholders {
            for spelling in LogValue.spellings(of: secret) {
                let (hidden, shown) = LogValue.hiding(spelling, with: placeholder)
                spelled[hidden] = shown
            }
        }
        let longestSecret = spelled.keys.map(\.count).max() ?? 0
        let described = event.description(keeping: longestEvent + longestSecret)
        var text = VisibleText.escaping(StoryScript.hiding(spelled, in: described))
        if text.count > longestEvent {
            text = text.prefix(longestEvent) + "… (cut: a line keeps \(longestEvent) characters)"
        }
        return event.time.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
            + " " + text + "\n"
    }
}
