import Dispatch
import Synchronization

/// One request being carried out by a worker: the events its scene reacts to, in order.
///
/// Scripted, the worker runs to its end before the first event is read, so nothing depends on
/// timing. Live, it runs as a task beside a timer that says when it has become slow, an
/// optional timeout, and a listener for Ctrl-C; cancelling the job cancels the task, and
/// whatever it sends afterwards is dropped.
struct WorkJob<Action: Sendable> {
    /// What happened to the work.
    enum Event: Sendable {
        /// The worker sent an action.
        case action(Action)
        /// Draw the screen: the work has run past the loading delay, or an action it sent a
        /// moment ago was not followed by its end.
        case draw
        /// The worker returned.
        case finished
        /// The work was stopped before it returned.
        case interrupted(Interruption)
        /// Ctrl-C was pressed, and the work cannot be stopped, or not now (it runs a part that
        /// must not be cut short): it goes on, and the next Ctrl-C ends the session.
        case interruptionRefused
        /// The process was stopped (Ctrl-Z) and continued (`fg`) while the work ran: the
        /// shell wrote over the terminal meanwhile.
        case continued
        /// The worker began a part that must not be cut short (`false`: Ctrl-C waits for it),
        /// or ended the last one (`true`).
        case stoppable(Bool)
    }

    /// The events, ending after ``Event/finished`` or ``Event/interrupted(_:)``.
    let events: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation
    private var tasks: [Task<Void, Never>] = []
    private var listening: (relay: InterruptRelay, token: Int)?
    /// What hears that the process was continued after a stop, while the work is live.
    private var continuedSource: (any DispatchSourceRead)?
    /// A draw asked for and not yet delivered.
    private var drawIsPending = false

    /// Whether work with these settings runs in line.
    ///
    /// It does when scripted and with no timeout that could stop it: then nothing depends on
    /// timing, and ``runInLine(_:)`` carries it out.
    static func runsInLine(timeout: Duration?, interruptible: Bool, settings: WorkSettings)
        -> Bool
    {
        !settings.isLive && (timeout == nil || !interruptible)
    }

    /// Runs `run` to its end and returns what it sent, in order: scripted work, with no task,
    /// stream or timer (a scene loading its data once per screen would otherwise pay for them
    /// on every screen).
    static func runInLine(_ run: @Sendable (Send<Action>) async -> Void) async -> [Action] {
        let sent = Mutex<[Action]>([])
        await run(Send { action in sent.withLock { $0.append(action) } })
        return sent.withLock { $0 }
    }

    /// Starts `run` live or with a timeout (see ``runsInLine(timeout:interruptible:settings:)``
    /// for the rest).
    ///
    /// - Parameters:
    ///   - interruptible: Whether Ctrl-C and `timeout` may stop it (the Logic says what that
    ///     means); when not, neither applies.
    static func start(
        _ run: @escaping @Sendable (Send<Action>) async -> Void,
        timeout: Duration?, interruptible: Bool, settings: WorkSettings
    ) async -> WorkJob {
        let (events, continuation) = AsyncStream<Event>.makeStream()
        var job = WorkJob(events: events, continuation: continuation)
        // Ctrl-C and the timeout go through the gate, which holds them while the worker runs a
        // part that must not be cut short (``Send/withoutInterruption(_:)``).
        let gate = InterruptionGate(
            deliver: { continuation.yield(.interrupted($0)) },
            stoppable: { continuation.yield(.stoppable($0)) })
        let send = Send<Action>({ continuation.yield(.action($0)) }, gate: gate)
        let timeout = interruptible ? timeout : nil
        if let timeout {
            // On a queue of its own too, apart from the worker's: a timeout comes on time
            // however busy the shared pool is, and whatever the worker blocks.
            job.tasks.append(
                Task(executorPreference: QueueExecutor("Scenic work timeout")) {
                    guard (try? await Task.sleep(for: timeout)) != nil else { return }
                    gate.interrupt(.timedOut(timeout))
                })
        }
        if settings.isLive, let continuations = settings.continuations,
            continuations.descriptor >= 0
        {
            let source = DispatchSource.makeReadSource(
                fileDescriptor: continuations.descriptor, queue: .global())
            source.setEventHandler {
                if continuations.take() { continuation.yield(.continued) }
            }
            source.resume()
            job.continuedSource = source
        }
        if settings.isLive {
            let delay = settings.loadingDelay
            job.tasks.append(
                Task {
                    guard (try? await Task.sleep(for: delay)) != nil else { return }
                    continuation.yield(.draw)
                })
        }
        if let relay = settings.interrupts {
            // Work that cannot be stopped (a save) hears the first Ctrl-C only to say so: were
            // the session to end at once, what it was saving would be lost. So does work
            // running a part that must not be cut short: the gate holds that Ctrl-C until the
            // part ends, and the next one, finding no listener, ends the session.
            let token =
                interruptible
                ? relay.listen {
                    guard gate.interrupt(.cancelled) else { return true }
                    continuation.yield(.interruptionRefused)
                    return false
                }
                : relay.listenOnce { continuation.yield(.interruptionRefused) }
            job.listening = (relay, token)
        }
        // Last, once Ctrl-C and the timeout are listened for: the worker starts at once on a
        // queue of its own (a worker may block: see QueueExecutor), and a Ctrl-C in its first
        // moment would otherwise find no work listening and end the session.
        job.tasks.append(
            Task(executorPreference: QueueExecutor("Scenic work")) {
                await run(send)
                continuation.yield(.finished)
            })
        return job
    }

    /// Asks for a ``Event/draw`` after `interval`, unless one is pending: an action is drawn
    /// only when the work goes on after it, since the console draws the screen the work ends
    /// on, and actions sent meanwhile are drawn together.
    mutating func drawSoon(after interval: Duration) {
        guard !drawIsPending else { return }
        drawIsPending = true
        let continuation = continuation
        tasks.append(
            Task {
                guard (try? await Task.sleep(for: interval)) != nil else { return }
                continuation.yield(.draw)
            })
    }

    /// Notes that a ``Event/draw`` was delivered.
    mutating func drew() {
        drawIsPending = false
    }

    /// Cancels the work and its timers; events not yet read are dropped.
    ///
    /// `screenOfferedCtrlC` says whether the screen drawn last said Ctrl-C stops the work
    /// (see ``InterruptRelay/stopListening(_:screenOfferedCtrlC:)``).
    func stop(screenOfferedCtrlC: Bool = false) {
        for task in tasks { task.cancel() }
        if let listening {
            listening.relay.stopListening(
                listening.token, screenOfferedCtrlC: screenOfferedCtrlC)
        }
        continuedSource?.cancel()
        continuation.finish()
    }
}
