/// Renders blocks to screen text.
///
/// ```swift
/// TextLayout.render([.heading("Cart"), .paragraph("2 items"), .status("Saved")], width: 20)
/// ```
/// prints
/// ```
/// Cart
/// ────────────────────
///
/// 2 items
///
/// » Saved
/// ```
///
/// See ``Block`` for how each kind of block is laid out.
public enum TextLayout {
    /// The narrowest layout; narrower requests are laid out at this width.
    static let minimumWidth = 20
    /// The widest layout; a wider request (say, a bogus `COLUMNS`) is laid out at this width so a
    /// rule never becomes millions of characters.
    static let maximumWidth = 1000

    /// Renders `blocks` at `width` columns (values below 20 are treated as 20): blocks separated
    /// by exactly one blank line, lines joined with "\n", no trailing newline, no line ending in a
    /// space, no line wider than `width`.
    ///
    /// All text from blocks passes through ``VisibleText`` (paragraph "\n" are split first and
    /// are the only line breaks kept). A block that renders no lines (an empty list, a table
    /// without columns, an empty paragraph) is skipped along with its blank line. Widths above
    /// 1000 are treated as 1000.
    ///
    /// - Parameters:
    ///   - blocks: The blocks, top to bottom.
    ///   - width: The terminal width in columns.
    /// - Returns: The screen text.
    public static func render(_ blocks: [Block], width: Int) -> String {
        var writer = LineWriter()
        BlockRenderer.render(blocks, width: usableWidth(width), into: &writer)
        return writer.text
    }

    /// `text` as a screen shows it, cut to at most `width` columns with "…" at the cut: for a
    /// table cell that must keep its row to one line (a fact's first words beside its number).
    ///
    /// Its control characters are made visible first (``VisibleText``), as the screen shows
    /// them, so it is cut by the columns they take; it is never cut inside a character or an
    /// escape. Text that fits is unchanged but for that; a width below 1 is treated as 1.
    ///
    /// ```swift
    /// TextLayout.cut("抹茶 Matcha latte", toWidth: 8)  // "抹茶 Ma…"
    /// TextLayout.cut("tab\there", toWidth: 6)  // "tab^I…"
    /// ```
    public static func cut(_ text: String, toWidth width: Int) -> String {
        BlockRenderer.truncated(VisibleText.escaping(text), toWidth: max(width, 1))
    }

    /// `width` clamped to the widths layouts are made at.
    static func usableWidth(_ width: Int) -> Int {
        min(max(width, minimumWidth), maximumWidth)
    }
}
