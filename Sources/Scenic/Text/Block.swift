/// One piece of a screen.
///
/// A screen is a list of blocks rendered top to bottom by ``TextLayout``, separated by one blank
/// line. Every block lays its text out by display width, escapes control characters with
/// ``VisibleText``, never ends a line with a space and never exceeds the width it is given.
public enum Block: Equatable, Sendable {
    /// The text (wrapped), then a rule line of "─" as wide as the full width.
    ///
    /// At width 20, `.heading("Your cart")` renders
    /// ```
    /// Your cart
    /// ────────────────────
    /// ```
    case heading(String)

    /// Word-wrapped text; "\n" in the text is a hard line break.
    ///
    /// "\r\n" breaks lines too; a lone "\r" is shown as `^M` like any other control. Runs of
    /// spaces collapse to one; blank lines at the start and end are dropped. At width
    /// 20, `.paragraph("Fresh matcha, whisked to order.\nServed hot.")` renders
    /// ```
    /// Fresh matcha,
    /// whisked to order.
    /// Served hot.
    /// ```
    case paragraph(String)

    /// One "• item" per item, continuation lines indented 2 to align with the text.
    ///
    /// At width 20, `.bulletList(["Oat milk", "Two shots of espresso"])` renders
    /// ```
    /// • Oat milk
    /// • Two shots of
    ///   espresso
    /// ```
    case bulletList([String])

    /// "1. item" per item; numbers right-aligned when there are 10 or more ("  9. ", " 10. "),
    /// continuation lines aligned with the text.
    ///
    /// At width 20, `.numberedList(["Choose a drink", "Pay"])` renders
    /// ```
    /// 1. Choose a drink
    /// 2. Pay
    /// ```
    case numberedList([String])

    /// Keys padded to the longest key, then two spaces, then the value wrapped with a hanging
    /// indent.
    ///
    /// If the key column (longest key plus the two spaces) would take more than half the width,
    /// each value goes on the line after its key, indented 2. At width 24,
    /// `.keyValues([KeyValue("Total", "$9.00"), KeyValue("Note", "Leave at the door")])` renders
    /// ```
    /// Total  $9.00
    /// Note   Leave at the door
    /// ```
    case keyValues([KeyValue])

    /// Rows and columns with aligned cells; see ``Table``.
    case table(Table)

    /// "─" repeated to the full width.
    ///
    /// At width 20, `.rule` renders
    /// ```
    /// ────────────────────
    /// ```
    case rule

    /// A message: "» " then the text wrapped, continuation lines indented 2.
    ///
    /// At width 20, `.status("Added Matcha Latte to your cart")` renders
    /// ```
    /// » Added Matcha Latte
    ///   to your cart
    /// ```
    case status(String)

    /// Blocks drawn inside a frame exactly as wide as the layout, content rendered at width - 4.
    ///
    /// The title, if any, sits in the top edge (cut with "…" when too long). When the content
    /// would be narrower than 10 columns (deeply nested boxes), the content is rendered without
    /// the frame. At width 20, `.box(title: "Cart", [.paragraph("2 items")])` renders
    /// ```
    /// ┌─ Cart ───────────┐
    /// │ 2 items          │
    /// └──────────────────┘
    /// ```
    case box(title: String?, [Block])

    /// Lines kept exactly as given (no wrapping), for text that is already laid out, such as a
    /// screen shown inside another screen.
    ///
    /// Control characters are still made visible, trailing spaces dropped, and a line wider
    /// than the layout is cut with "…". At width 20,
    /// `.preformatted("Total   $9.00\nA line much too long to fit")` renders
    /// ```
    /// Total   $9.00
    /// A line much too lon…
    /// ```
    case preformatted(String)

    /// One line of text with a mark under one of its characters, such as where a parser
    /// stopped in what was typed.
    ///
    /// `at` counts the text's characters from 0; the text's count marks the place after its
    /// end (a parser that wanted more), and a number outside that range is taken as the nearer
    /// end. The text is shown as every block shows it (a tab as `^I`, an escape as `^[`), on one
    /// line, with `^` under the first column of the marked character. A text wider than the
    /// layout is cut to a window around the mark, with "…" at each cut end, so the mark stays
    /// in view however long the line. At width 20, `.marked("2 * (3 + 4", at: 4)` renders
    /// ```
    /// 2 * (3 + 4
    ///     ^
    /// ```
    case marked(String, at: Int)
}
