/// A live session written as a `.story` file while it is typed, so that it can be replayed
/// with `--replay` or kept as a story test.
///
/// ```text
/// # Recorded by storefront --record. ${NAME} stands for a secret: give its value with
/// # SCENIC_SECRET_NAME for --replay, or assertStories(secrets:) in a test.
/// # width: 80
/// # Login
/// login ada ${PASSWORD}
/// # Catalog
/// open 1
/// ```
///
/// Each line is written as soon as it is typed, so a session that is killed keeps what was
/// typed before. Secrets are never written: the placeholder of their argument stands in.
package struct StoryRecording {
    private let write: (String) -> Void
    /// The title of the screen the last line was typed on.
    private var lastTitle: String?

    /// Starts a story for `app` at `width`, writing its text with `write`.
    package init(app: String, width: Int, write: @escaping (String) -> Void) {
        self.write = write
        write(
            "# Recorded by \(app) --record. ${NAME} stands for a secret: give its value with\n"
                + "# SCENIC_SECRET_NAME for --replay, or assertStories(secrets:) in a test.\n"
                + "# width: \(width)\n")
    }

    /// Records `text` typed on the screen titled `title`, after a comment naming the screen
    /// when it is not the one the last line was typed on.
    ///
    /// - Parameter hasPlaceholder: whether `text` holds a secret's placeholder, to be filled
    ///   when the story runs, rather than `${` typed as it is.
    mutating func typed(_ text: String, hasPlaceholder: Bool = false, on title: String) {
        if title != lastTitle {
            write("# " + VisibleText.escaping(title) + "\n")
            lastTitle = title
        }
        write((hasPlaceholder ? text : Self.storyLine(typing: text)) + "\n")
    }

    /// Records the placeholder of a secret asked for after the line that needed it.
    mutating func typedSecret(named name: String) {
        write(StoryScript.placeholder(for: name) + "\n")
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
