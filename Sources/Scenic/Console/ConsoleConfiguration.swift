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

    /// The screen width.
    public var width: Width
    /// Whether the prompt and titles may be bold.
    ///
    /// Screens themselves are always plain text.
    public var usesColor: Bool
    /// How long work runs on a terminal before the screen its Logic set for it is drawn.
    ///
    /// Quick work (a file read) then shows no in-between screen; slow work (a network request)
    /// shows its loading state. Piped input never draws one.
    public var loadingDelay: Duration

    /// A configuration; by default 80 columns and no color, as tests want.
    public init(
        width: Width = .fixed(80), usesColor: Bool = false,
        loadingDelay: Duration = .milliseconds(150)
    ) {
        self.width = width
        self.usesColor = usesColor
        self.loadingDelay = loadingDelay
    }

    /// The configuration for a real process.
    ///
    /// The width is the first of: `width` (from a `--width` option), a positive `COLUMNS`
    /// environment variable, the terminal's width, 80. Color is used only when standard
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
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        return ConsoleConfiguration(width: resolved, usesColor: outputIsTerminal && !noColor)
    }

    /// The number of columns `text` (the `COLUMNS` variable) gives; the largest `Int` for
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
}
