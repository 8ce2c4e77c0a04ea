/// Where work draws its scene's screen while it runs: the console, for the line it handles.
protocol WorkDisplay {
    /// How work runs.
    var settings: WorkSettings { get }
    /// The screen the scene is presented for.
    var screen: Screen { get }
    /// Writes a screen drawn while work runs.
    mutating func showWhileWorking(_ screenText: String)
    /// Writes a screen drawn while work runs after the process was stopped and continued:
    /// below whatever the shell wrote meanwhile, rather than in place of the last one.
    mutating func showWhileWorkingAfterStop(_ screenText: String)
    /// Measures ``screen`` again, after the terminal may have changed size.
    mutating func measureScreenAgain()
    /// How soon after an action work sent its screen is drawn again.
    var redrawInterval: Duration { get }
    /// What sees every action reduced and every screen change.
    var observers: [SessionObserver] { get }
    /// Where timers and subscriptions run; `nil` where nothing can deliver what they send.
    var events: SystemEvents? { get }
}

/// A display that draws nothing, for scripted runs and tests.
struct ScriptedWork: WorkDisplay {
    let settings = WorkSettings.scripted
    var screen = Screen(width: 80)
    let redrawInterval = Duration.zero
    var observers: [SessionObserver] = []
    let events: SystemEvents? = nil
    func showWhileWorking(_ screenText: String) {}
    func showWhileWorkingAfterStop(_ screenText: String) {}
    func measureScreenAgain() {}
}
