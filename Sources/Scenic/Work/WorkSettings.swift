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
    /// Where work hears that the process was continued after a stop, or the terminal changed
    /// size, to draw its screen again; `nil` when nothing stops it for a shell (piped input).
    var continuations: Continuations? = nil
    /// What makes Ctrl-C reach work once it shows its screen, where typing was held with
    /// Ctrl-C as a key (for the line that waits for what a timer sent); `nil` where Ctrl-C
    /// reaches work from the start, or never.
    var ctrlCReachesWork: (@Sendable () -> Void)? = nil

    /// A descriptor that becomes readable when the process is continued after a stop (or the
    /// terminal changes size), and what empties it, saying whether it was.
    struct Continuations: Sendable {
        let descriptor: Int32
        let take: @Sendable () -> Bool
    }

    /// Settings for piped input, stories and tests.
    static let scripted = WorkSettings(isLive: false, loadingDelay: .zero, interrupts: nil)
}
