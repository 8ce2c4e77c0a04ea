/// The screen a ``Presenter`` presents for: its width, so narrow screens can drop or shorten
/// columns instead of wrapping words, and its height, so a list can show as many rows as fit.
///
/// A Logic that pages a list by the screen's height hears the screen too: give its scene a
/// `screenAction` (see ``Scene``), and keep the screen in the State.
public struct Screen: Hashable, Sendable {
    /// The columns available, from 20 to 1000 (the console clamps what the terminal says).
    public var width: Int
    /// The rows available, from 10 to 1000 (the console clamps what the terminal says): the
    /// terminal's height, or 24 where there is none (piped input, a story without
    /// `# height:`, a preview, a snapshot test).
    ///
    /// The whole screen is that tall: its title, rules, status line and command lines take
    /// rows of it, and the console writes its prompt on the last row.
    public var height: Int

    /// A screen `width` columns wide and `height` rows tall, clamped to 20…1000 columns and
    /// 10…1000 rows as the console does.
    public init(width: Int, height: Int = Screen.defaultHeight) {
        self.width = TextLayout.usableWidth(width)
        self.height = Self.usableHeight(height)
    }

    /// Whether the screen is narrower than `columns`: `screen.isNarrower(than: 60)`.
    public func isNarrower(than columns: Int) -> Bool {
        width < columns
    }

    /// The height of a screen with no terminal to ask: 24 rows, a terminal's usual height.
    public static var defaultHeight: Int { 24 }

    /// The fewest rows a screen has: a title, a rule, a few lines and the prompt.
    static var minimumHeight: Int { 10 }
    /// The most rows a screen has.
    static var maximumHeight: Int { 1000 }

    /// `height` brought into the range a screen has.
    static func usableHeight(_ height: Int) -> Int {
        min(max(height, minimumHeight), maximumHeight)
    }
}
