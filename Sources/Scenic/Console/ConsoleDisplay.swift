/// The console's output as screens: each one separated from the last by a blank line, its
/// title bold when color is allowed; also where work draws its screen while it runs.
struct ConsoleDisplay<Output: TextOutput>: WorkDisplay {
    var output: Output
    let configuration: ConsoleConfiguration
    let settings: WorkSettings
    /// The screen being presented for, measured before each screen of a line.
    var screen: Screen
    private var hasShownAScreen = false

    init(output: Output, configuration: ConsoleConfiguration, settings: WorkSettings) {
        self.output = output
        self.configuration = configuration
        self.settings = settings
        screen = Screen(width: configuration.currentWidth)
    }

    /// Writes a screen.
    mutating func show(_ screenText: String) {
        // Three writes rather than one concatenation: a screen is copied once, not twice.
        if hasShownAScreen { output.write("\n") }
        output.write(decorated(screenText))
        output.write("\n")
        hasShownAScreen = true
    }

    /// Makes the title bold when color is allowed; the text is otherwise unchanged.
    private func decorated(_ screen: String) -> String {
        guard configuration.usesColor, let end = screen.firstIndex(of: "\n") else { return screen }
        return "\u{1B}[1m" + screen[..<end] + "\u{1B}[0m" + screen[end...]
    }
}
