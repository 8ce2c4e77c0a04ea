/// What a ``LogicTester`` checks when the test ends: that no timer fell due unstated.
///
/// A tester checks a due timer at its next step; the last step has none after it, so the
/// tester's copies share one of these, and when the last copy goes (the end of the test) it
/// fails, at the last step, for the timers due by then and never stated.
final class LogicTesterEnding {
    /// The due timers' actions, written out, and the step that left them due; `nil` when none.
    var unstated: (actions: [String], call: CallSite)?

    deinit {
        guard let unstated else { return }
        IssueRecorder.record(
            LogicTesterProblem.timersDueAtEnd(actions: unstated.actions).message,
            at: unstated.call)
    }
}
