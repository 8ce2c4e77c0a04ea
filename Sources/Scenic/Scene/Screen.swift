/// The screen a ``Presenter`` presents for: its width, so narrow screens can drop or shorten
/// columns instead of wrapping words.
public struct Screen: Equatable, Sendable {
    /// The columns available, from 20 to 1000 (the console clamps what the terminal says).
    public var width: Int

    /// A screen `width` columns wide, clamped to 20…1000 as the layout does.
    public init(width: Int) {
        self.width = TextLayout.usableWidth(width)
    }

    /// Whether the screen is narrower than `columns`: `screen.isNarrower(than: 60)`.
    public func isNarrower(than columns: Int) -> Bool {
        width < columns
    }
}
