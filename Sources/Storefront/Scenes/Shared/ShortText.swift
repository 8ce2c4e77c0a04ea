/// Text cut to fit a line of a summary, so that a pasted paragraph does not fill the screen.
package enum ShortText {
    /// `text` whole when it has at most `count` characters, else its start and "…", `count`
    /// characters in all.
    package static func shortened(_ text: String, to count: Int) -> String {
        text.count <= count ? text : text.prefix(max(count - 1, 0)) + "…"
    }
}
