/// How the console lays out and decorates screens.
public struct ConsoleConfiguration: Equatable, Sendable {
    /// Where the screen width comes from.
    public enum Width: Equatable, Sendable {
        /// Always this many columns.
        case fixed(Int)
        /// The terminal's current width, asked before every screen so resizing follows;
        /// 80 when standard output is not a terminal.
        case terminal
    }

    /// Where the screen height comes from.
    public enum Height: Equatable, Sendable {
        /// Always this many rows.
        case fixed(Int)
        /// The terminal's current height, asked before every screen so resizing follows;
        /// 24 when standard output is not a terminal.
        case terminal
    }

    /// The screen width.
    public var width: Width
    /// The screen height.
    public var height: Height
    /// Whether the prompt and titles may be bold.
    ///
    /// Screens themselves are always plain text.
    public var usesColor: Bool
    /// How long work runs on a terminal before the screen its Logic set for it is drawn.
    ///
    /// Quick work (a file read) then shows no in-between screen; slow work (a network request)
    /// shows its loading state. Piped input never draws one.
    public var loadingDelay: Duration

    /// A configuration; by default 80 columns, 24 rows and no color, as tests want.
    public init(
        width: Width = .fixed(80), height: Height = .fixed(Screen.defaultHeight),
        usesColor: Bool = false, loadingDelay: Duration = .milliseconds(150)
    ) {
        self.width = width
        self.height = height
        self.usesColor = usesColor
        self.loadingDelay = loadingDelay
    }

    /// The configuration for a real process.
    ///
    /// The width is the first of: `width` (from a `--width` option), a positive `COLUMNS`
    /// environment variable, the terminal's width, 80. The height is the first of: a positive
    /// `LINES` environment variable, the terminal's height, 24. Color is used only when standard
    /// output is a terminal that is not `TERM=dumb` (an editor's shell buffer, which shows the
    /// codes as text) and `NO_COLOR` is unset or empty (see no-color.org).
    public static func forProcess(
        width: Int? = nil,
        environment: [String: String],
        outputIsTerminal: Bool
    ) -> ConsoleConfiguration {
        let resolved: Width
        if let width {
            resolved = .fixed(width)
        } else if let columns = environment["COLUMNS"].flatMap(Self.columns(in:)), columns > 0 {
            resolved = .fixed(columns)
        } else {
            resolved = outputIsTerminal ? .terminal : .fixed(80)
        }
        let resolvedHeight: Height
        if let lines = environment["LINES"].flatMap(Self.columns(in:)), lines > 0 {
            resolvedHeight = .fixed(lines)
        } else {
            resolvedHeight = outputIsTerminal ? .terminal : .fixed(Screen.defaultHeight)
        }
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        return ConsoleConfiguration(
            width: resolved, height: resolvedHeight, usesColor: outputIsTerminal && !noColor)
    }

    /// The number of columns or rows `text` (the `COLUMNS` or `LINES` variable) gives; the largest `Int` for
    /// digits too many to hold (laid out at the widest, as any width too wide is), `nil` for
    /// what is no number.
    static func columns(in text: String) -> Int? {
        if let columns = Int(text) { return columns }
        let unsigned = text.hasPrefix("+") ? text.dropFirst() : text[...]
        guard !unsigned.isEmpty, unsigned.utf8.allSatisfy({ (48...57).contains($0) }) else {
            return nil
        }
        return Int.max
    }

    /// The width to lay out the next screen at: the fixed width, or the terminal's now.
    public var currentWidth: Int {
        switch width {
        case .fixed(let columns): columns
        case .terminal: Terminal(fileDescriptor: 1).columns ?? 80
        }
    }

    /// The height to lay out the next screen at: the fixed height, or the terminal's now.
    public var currentHeight: Int {
        switch height {
        case .fixed(let rows): rows
        case .terminal: Terminal(fileDescriptor: 1).size?.rows ?? Screen.defaultHeight
        }
    }

    /// The screen to lay out the next screen for, at ``currentWidth`` and ``currentHeight``.
    var currentScreen: Screen {
        switch (width, height) {
        case (.fixed(let columns), .fixed(let rows)): Screen(width: columns, height: rows)
        case (.terminal, .terminal):
            // One question of the terminal for both.
            Terminal(fileDescriptor: 1).size.map { Screen(width: $0.columns, height: $0.rows) }
                ?? Screen(width: currentWidth, height: currentHeight)
        default: Screen(width: currentWidth, height: currentHeight)
        }
    }
}
