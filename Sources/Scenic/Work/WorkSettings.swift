/// How work runs while the console handles a line.
///
/// Piped input and stories run each request to its end before anything else, and draw nothing
/// while it runs, so the same lines always give the same transcript. On a terminal the work is
/// live: its screen is drawn when it takes longer than ``loadingDelay``, each action it sends
/// afterwards is drawn, and Ctrl-C reaches it through ``interrupts``.
struct WorkSettings: Sendable {
    /// Whether a person watches: draw slow work and let Ctrl-C stop it.
    var isLive: Bool
    /// How long work runs before its screen is drawn.
    var loadingDelay: Duration
    /// Where Ctrl-C arrives while work runs; `nil` when it cannot (piped input).
    var interrupts: InterruptRelay?

    /// Settings for piped input, stories and tests.
    static let scripted = WorkSettings(isLive: false, loadingDelay: .zero, interrupts: nil)
}

/// Where work draws its scene's screen while it runs: the console, for the line it handles.
protocol WorkDisplay {
    /// How work runs.
    var settings: WorkSettings { get }
    /// The screen the scene is presented for.
    var screen: Screen { get }
    /// Writes a screen drawn while work runs.
    mutating func show(_ screenText: String)
}

/// A display that draws nothing, for scripted runs and tests.
struct ScriptedWork: WorkDisplay {
    let settings = WorkSettings.scripted
    var screen = Screen(width: 80)
    func show(_ screenText: String) {}
}
