/// Something a ``Logic`` asks the runtime to do after it changed its state.
///
/// Effects are plain values — never closures — so a Logic test can assert the exact list a
/// `reduce` call returned:
///
/// ```swift
/// var tester = LogicTester(LookupLogic(), state: .init(history: [fact]))
/// tester.send(.pick, effects: [.push(.picker([42]))])
/// ```
///
/// An effect is typed by the Logic that returns it (`[Effect<Self>]` in `reduce`), so routes,
/// requests, questions and results are all checked by the compiler.
public enum Effect<L: Logic> {
    /// Shows the scene for `Route` on top of the current one, which keeps its state.
    case push(L.Route)
    /// Closes the current scene and shows the one below it. Refused with a message on the root.
    case pop
    /// Closes every scene above the root.
    case popToRoot
    /// Closes the current scene and shows the scene for `Route` in its place.
    case replace(L.Route)
    /// Rebuilds the whole stack from routes, first is the root (a deep link). Refused when empty.
    case setStack([L.Route])
    /// Asks the scene's worker to carry out a request; what it sends back arrives as actions.
    ///
    /// On a terminal, work that takes a moment shows the screen of the state `reduce` left
    /// (say, "Looking up 42…"), and Ctrl-C cancels it. With a `timeout`, work still running
    /// after that long is cancelled. Either way the Logic then hears
    /// ``Logic/interrupted(_:by:)``.
    case perform(L.Request, timeout: Duration? = nil)
    /// Reports something on the status line, worded by the Presenter.
    ///
    /// One rule says how long a notice lives: until the next typed line. A Logic never
    /// clears its notices, and a screen shown again later does not repeat them.
    case notify(L.Notice)
    /// Asks the user a question on the status line; the next typed line answers it, and the
    /// answer's action is sent to this Logic.
    case ask(Question<L.Action>)
    /// Takes back the question that waits, if one does: what made it stale came first (a
    /// timer ended the session that "Stop this session?" was about). Its `cancelled:` action
    /// is not sent, since the Logic withdrew it knowing why; the next line is a command again.
    case withdrawQuestion
    /// Closes the current scene and hands `Output` to the scene below, whose Logic hears it
    /// through ``Logic/received(_:)``. Refused with a message on the root.
    case finish(L.Output)
    /// Ends the session.
    case quit
    /// Sends `action` to this Logic once, after `delay`, unless cancelled first; a timer or
    /// subscription already running under `id` is stopped and replaced.
    ///
    /// Timers, like subscriptions, belong to the scene on top of the stack: closing it or
    /// replacing it stops them all, and so does covering it with a pushed scene, unless the
    /// timer was started with `whileCovered: .catchesUp` (see ``WhileCovered``). Start the
    /// others in the scene's appear action to have them again when it is shown again.
    /// `whileCovered` has no default: a countdown that stopped unseen under a settings screen
    /// and a spinner that ticked for no one are both easy to write by accident, so each
    /// timer says which it is (`.stops` or `.catchesUp`).
    ///
    /// Time is the runtime's: a real clock on a terminal; in piped input and stories a test
    /// clock that only a `# after 30s` line moves, and in a ``LogicTester`` its `advance(by:)`.
    case after(Duration, send: L.Action, id: L.SourceID, whileCovered: WhileCovered)
    /// Sends `action` to this Logic every `interval` (at least a millisecond) until cancelled
    /// or the scene leaves the top of the stack (see `whileCovered`); replaces what runs under
    /// `id`. See ``after(_:send:id:whileCovered:)``.
    case every(Duration, send: L.Action, id: L.SourceID, whileCovered: WhileCovered)
    /// Sends `action` to this Logic once no line has been typed for `delay`: every line typed
    /// while its scene is on top starts the wait again, whether or not it reaches the Logic
    /// (a command, an answer, `help`, an empty line, one the console refuses). An inactivity
    /// timeout: `.afterIdle(.seconds(120), send: .inactive, id: .inactivity)`.
    ///
    /// Once it has sent, it is done; start it again to wait again. Otherwise as
    /// ``after(_:send:id:whileCovered:)``: it replaces what runs under `id`, ``cancel(_:)``
    /// stops it, and so does the scene leaving the top of the stack, covered or closed. In a
    /// ``LogicTester``, each `send` is a line typed, and `lineTyped()` is one the Logic never
    /// hears.
    case afterIdle(Duration, send: L.Action, id: L.SourceID)
    /// Asks the scene's worker to carry out `request` in the background: the prompt goes on
    /// taking lines, and each action the worker sends is reduced as it arrives and the screen
    /// redrawn, until the worker returns, ``cancel(_:)`` stops it, or the scene leaves the top
    /// of the stack. Replaces what runs under `id`.
    ///
    /// Subscriptions run on a terminal only: piped input and stories, which must give the same
    /// transcript every time, do not start the worker. To show a change in a story, poll with
    /// ``every(_:send:id:)`` and ``perform(_:timeout:)`` instead.
    case subscribe(L.Request, id: L.SourceID)
    /// Stops the timer or subscription running under `id`; nothing it would send arrives
    /// afterwards. Does nothing when none runs.
    case cancel(L.SourceID)
}

extension Effect: Equatable where L.Action: Equatable {}
extension Effect: Sendable {}
