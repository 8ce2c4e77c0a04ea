import Foundation

/// A live session written as a `.story` file while it is typed, so that it can be replayed
/// with `--replay` or kept as a story test.
///
/// ```text
/// # Recorded by storefront --record.
/// # width: 80
/// # now: 2026-05-04T10:30:00Z
/// # seed: 8017245562370911210
/// # Login
/// login ada
/// # ${PASSWORD} stands for a secret: give its value with SCENIC_SECRET_PASSWORD for --replay,
/// # or assertStories(secrets:) in a test.
/// ${PASSWORD}
/// # Catalog
/// open 1
/// ```
///
/// Each line is written as soon as it is typed, so a session that is killed keeps what was
/// typed before. Secrets are never written: the placeholder of their argument stands in.
package struct StoryRecording {
    private let write: (String) -> Void
    /// Takes the last write back out of the file, when the file can (`--record`'s can).
    package var retract: (() -> Void)?
    /// The title of the screen the last line was typed on.
    private var lastTitle: String?
    /// How long live timers ran since the last line written, for the `# after` step written
    /// before the next typed line.
    private var waiting: Duration = .zero
    /// Whether a timer fell due since the last line written: a replay delivers it only at a
    /// clock step, so one is written even when it fell due at once (`# after 0ms`).
    private var timerFell = false
    /// Whether a subscription sent news since the last line written.
    private var subscriptionSent = false
    /// The placeholders the story said how to give the values of, before their first line.
    private var explainedSecrets: Set<String> = []

    /// Starts a story for `app` at `width` and `height`, writing its text with `write`; `route` is what
    /// `--route` was given, if anything, and `arguments` and `operands` the app's own options
    /// (`--route` among them) and operands as given, which a replay must repeat; `start` is
    /// the time the app's clock read as the session began, which the replay starts its clock
    /// at, so the dates the app shows are the ones recorded; `seed` the seed the app's random
    /// numbers were drawn from, which the replay draws from.
    package init(
        app: String, width: Int, height: Int = Screen.defaultHeight, route: [String] = [],
        arguments: [String] = [], operands: [String] = [], start: Date? = nil, seed: UInt64? = nil,
        write: @escaping (String) -> Void
    ) {
        self.write = write
        // How to give a secret's value is said before its first line, when there is one: said
        // in every story's header, it sent a newcomer looking for a secret there was not.
        var header = "# Recorded by \(app) --record.\n"
        let routeArguments = route.isEmpty ? [] : ["--route"] + route
        if arguments != routeArguments || !operands.isEmpty {
            // The session may depend on them (a seed, a data folder, a file): say how to
            // repeat them, as a finding of `--explore` does.
            let command = ([app] + arguments + ["--replay", "FILE"] + operands)
                .map { VisibleText.escaping(ShellWord.quoted($0)) }.joined(separator: " ")
            header += "# Replay it as it was recorded: \(command)\n"
            header +=
                "# (on a copy of the data as it was before: replayed on the data it changed, it\n"
                + "# changes it again)\n"
            if arguments.count > routeArguments.count || !operands.isEmpty {
                // A story test makes its console itself: a `--speed` story replayed there
                // without its timer, and passed (found by a stranger).
                header +=
                    "# A story test runs on the console its test makes, without these options:\n"
                    + "# make that console as they make the app.\n"
            }
            if !route.isEmpty {
                header +=
                    "# A story test starts at the app's first screen, so type the way there first.\n"
            }
        } else if !route.isEmpty {
            // A story starts at the app's first screen; this one did not.
            let words = route.map { VisibleText.escaping($0) }.joined(separator: " ")
            header +=
                "# It starts at --route \(words): replay it with \"--route \(words) --replay FILE\";\n"
                + "# a story test starts at the app's first screen, so type the way there first.\n"
        }
        let now = start.map { Self.startLine($0) + "\n" } ?? ""
        let drawn = seed.map { Self.seedLine($0) + "\n" } ?? ""
        // The height too, so a replay pages a list as the session did; said only when it is
        // not the 24 rows a story has without it.
        let tall = height == StoryScript.defaultHeight ? "" : "# height: \(height)\n"
        write(header + "# width: \(width)\n" + tall + now + drawn)
    }

    /// The `# seed:` line of a story recorded from a session drawing from `seed`, without its
    /// newline; dropped from the story when the session ends without the app drawing.
    static func seedLine(_ seed: UInt64) -> String {
        "# seed: " + SessionRandom.storyText(of: seed)
    }

    /// The `# now:` line of a story recorded from `start`, without its newline; dropped from
    /// the story when the session ends without the app reading its clock.
    static func startLine(_ start: Date) -> String {
        "# now: " + SessionClock.storyText(of: start)
    }

    /// The comment naming the screen titled `title`: `# Catalog`, or `# screen: Now 2 in your
    /// cart` for a title a story would read as a directive (`# now…`, `# after 5 minutes`,
    /// `# width 60`), which the replay would refuse or act on.
    static func screenComment(_ title: String) -> String {
        let comment = "# " + VisibleText.escaping(title)
        let meaning = try? StoryScript.read(comment[...], number: 1, secrets: [:])
        return meaning == .skipped ? comment : "# screen: " + VisibleText.escaping(title)
    }

    /// Records a secret answer, typed on the screen titled `title`, as its placeholder.
    ///
    /// The time waited before it is written after it: no timer falls due while a secret is
    /// typed, so a replay that moved the clock first had a timer take the question away (found
    /// by a hostile tester).
    mutating func typedSecretAnswer(named name: String, on title: String) {
        typed(StoryScript.placeholder(for: name), hasPlaceholder: true, on: title, waitsAfter: true)
    }

    /// Says how to give the value of the secret `name` stands for, the first time it is
    /// written: `# ${PASSWORD} stands for a secret: give its value with …`.
    private mutating func explain(_ name: String) {
        explain(placeholder: StoryScript.placeholder(for: name))
    }

    /// ``explain(_:)`` for a placeholder as written: `${PASSWORD}`.
    private mutating func explain(placeholder: String) {
        guard explainedSecrets.insert(placeholder).inserted else { return }
        let variable = "SCENIC_SECRET_" + placeholder.dropFirst(2).dropLast()
        write(
            "# \(placeholder) stands for a secret: give its value with \(variable) for --replay,\n"
                + "# or assertStories(secrets:) in a test.\n")
    }

    /// Records `text` typed on the screen titled `title`, after a comment naming the screen
    /// when it is not the one the last line was typed on.
    ///
    /// - Parameters:
    ///   - hasPlaceholder: whether `text` holds a secret's placeholder, to be filled when the
    ///     story runs, rather than `${` typed as it is.
    ///   - waitsAfter: whether the time waited so far is written after it, with the next line.
    mutating func typed(
        _ text: String, hasPlaceholder: Bool = false, on title: String, waitsAfter: Bool = false
    ) {
        // The screen's name first: the timers ran while it was shown.
        if title != lastTitle {
            write(Self.screenComment(title) + "\n")
            lastTitle = title
        }
        if !waitsAfter { writeWaiting() }
        if hasPlaceholder {
            // Each `${NAME}` of the line, said before the line.
            for name in StoryScript.placeholderNames(in: text) {
                explain(placeholder: "${" + name + "}")
            }
        }
        write((hasPlaceholder ? text : Self.storyLine(typing: text)) + "\n")
    }

    /// Records the placeholder of a secret asked for after the line that needed it.
    mutating func typedSecret(named name: String) {
        explain(name)
        write(StoryScript.placeholder(for: name) + "\n")
    }

    /// Takes back the line just recorded, whose secret (`name`), asked after it, was too long
    /// to keep: the console ignored both, and a replay would type the story's next line as the
    /// secret.
    mutating func droppedTooLongSecret(named name: String) {
        retract?()
        write(
            "# (a line too long to keep was typed here for \(StoryScript.placeholder(for: name)),"
                + " and ignored with the command that asked for it)\n")
    }

    /// Records a clock step of piped input (`# after 30s`) as it was typed.
    mutating func clockStep(_ text: String) {
        writeWaiting()
        write(text + "\n")
    }

    /// Notes that live timers fell due `duration` after the last one.
    ///
    /// The next line written follows a `# after` step that moves a replay's test clock as far.
    /// Steps in a row are written as one (a timer every 2 seconds for a minute is
    /// `# after 60s`, not 30 steps).
    mutating func waited(_ duration: Duration) {
        waiting += duration
    }

    /// Notes that a timer fell due, after the waits ``waited(_:)`` noted.
    mutating func timerFellDue() {
        timerFell = true
    }

    /// Notes that Ctrl-C stopped the work of the line just recorded, which a story cannot do:
    /// its replay lets the work finish, and the story says so.
    mutating func notedInterruption() {
        write("# (Ctrl-C stopped the work of the line above; a replay lets it finish)\n")
    }

    /// Notes that a subscription sent news, which a story does not replay (stories run no
    /// subscriptions): the story says so before the next line.
    mutating func notedSubscription() {
        subscriptionSent = true
    }

    /// Writes what the story still owes at its end: a wait (and news) after the last line,
    /// before a timer ended the session.
    mutating func ended() {
        writeWaiting()
    }

    private mutating func writeWaiting() {
        if subscriptionSent {
            write("# (news from a subscription came here; stories do not replay it)\n")
            subscriptionSent = false
        }
        // A timer due at once fell due with no wait: its step is written all the same (a
        // recorded `later 0` that ended the session replayed without its end).
        if timerFell, waiting == .zero { write("# after 0ms\n") }
        timerFell = false
        // A wait longer than a story's longest step (a session left open overnight) is written
        // as several steps.
        while waiting > .zero {
            let step = min(waiting, StoryScript.maximumClockStep)
            write("# after " + Self.spelled(step) + "\n")
            waiting -= step
        }
    }

    /// `30s`, or `2500ms` when it is not a whole number of seconds (rounded up, so a replay's
    /// timer is due by then).
    static func spelled(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let perMillisecond: Int64 = 1_000_000_000_000_000
        let milliseconds = seconds * 1_000 + (attoseconds + perMillisecond - 1) / perMillisecond
        return milliseconds % 1_000 == 0 ? "\(milliseconds / 1_000)s" : "\(milliseconds)ms"
    }

    /// The story line that types `text` exactly: escaped with `\` when the story would
    /// otherwise read it as a comment, a blank line, an escape or a placeholder.
    static func storyLine(typing text: String) -> String {
        let isPlain =
            !text.allSatisfy(\.isWhitespace) && !StoryScript.isComment(text[...])
            && !text.hasPrefix("\\") && !text.contains("${")
        return isPlain ? text : "\\" + text
    }
}
