import Foundation

/// Carries out a scene's work requests and sends their results back as actions.
///
/// A worker is the one place a scene touches the world (files, the network, the clock); its
/// Logic asks for work with ``Effect/perform(_:timeout:)`` and hears the outcome as actions,
/// or with ``Effect/subscribe(_:id:)`` for work that goes on in the background, sending
/// actions while the prompt waits, until cancelled.
/// Most workers answer each request with one action:
///
/// ```swift
/// Worker { request in
///     switch request {
///     case .check(let user, let password):
///         return .checked(accepted: authenticator.isValid(user: user, password: password))
///     }
/// }
/// ```
///
/// A failure is a value too: catch the worker's typed error and send it in an action
/// (`.failed(number, failure)`), and the Logic decides what to show.
///
/// Work that reports progress or several results sends each as it comes
/// (see ``streaming(_:)``). Work runs as a Swift task: when the user presses Ctrl-C or a
/// timeout passes, the task is cancelled, so `Task.sleep`, `URLSession` and
/// `Task.checkCancellation()` stop it.
public struct Worker<Request: Sendable, Action: Sendable>: Sendable {
    let run: @Sendable (Request, Send<Action>) async -> Void

    /// A worker that answers each request with one action.
    public init(_ perform: @escaping @Sendable (Request) async -> Action) {
        run = { request, send in send(await perform(request)) }
    }

    private init(running run: @escaping @Sendable (Request, Send<Action>) async -> Void) {
        self.run = run
    }

    /// A worker that sends any number of actions per request, each as it comes; on a terminal
    /// each is drawn as it arrives.
    ///
    /// ```swift
    /// Worker.streaming { request, send in
    ///     switch request {
    ///     case .fetch(let number):
    ///         send(.progress("Asking the source…"))
    ///         do {
    ///             send(.found(try await source.fact(about: number)))
    ///         } catch let failure as LookupFailure {
    ///             send(.failed(number, failure))
    ///         } catch {
    ///             // Cancelled: the console has already told the Logic.
    ///         }
    ///     }
    /// }
    /// ```
    public static func streaming(
        _ perform: @escaping @Sendable (Request, Send<Action>) async -> Void
    ) -> Worker {
        Worker(running: perform)
    }
}

extension Worker {
    /// Runs the worker on `request` to its end and returns every action it sent, in order: for
    /// a unit test of a worker, streaming ones included.
    ///
    /// ```swift
    /// let sent = await LookupWorker.make(source: fakeSource).actions(for: .fetch(42))
    /// #expect(sent == [.progress("Asking the source…"), .found(fact)])
    /// ```
    public func actions(for request: Request) async -> [Action] {
        let collected = CollectedActions<Action>()
        await run(request, Send { collected.append($0) })
        return collected.all
    }
}

/// The actions a worker sent, gathered from whatever task it sends them on.
private final class CollectedActions<Action: Sendable>: @unchecked Sendable {
    // @unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var actions: [Action] = []

    func append(_ action: Action) {
        lock.withLock { actions.append(action) }
    }

    var all: [Action] { lock.withLock { actions } }
}

extension Worker where Request == Never {
    /// The worker of a scene that asks for no work.
    public static var none: Worker {
        Worker(running: { request, _ in })
    }
}

/// Sends actions from a worker to its scene's Logic.
public struct Send<Action: Sendable>: Sendable {
    private let deliver: @Sendable (Action) -> Void
    /// What holds Ctrl-C and the timeout back from live work; `nil` where nothing interrupts
    /// (piped input, stories, a worker's unit test).
    private let gate: InterruptionGate?

    init(_ deliver: @escaping @Sendable (Action) -> Void, gate: InterruptionGate? = nil) {
        self.deliver = deliver
        self.gate = gate
    }

    /// Sends `action`; after the work was cancelled, it is dropped.
    public func callAsFunction(_ action: Action) {
        deliver(action)
    }

    /// Runs `body`, a part of the work that must not be cut short once begun, such as the
    /// write that commits an import; `nil`, without running it, when the work was already
    /// stopped.
    ///
    /// Ctrl-C and the request's timeout wait while `body` runs, so the actions it sends reach
    /// the Logic first; then the Logic hears ``Logic/interrupted(_:by:)`` as usual (the user
    /// did ask to stop), and can see from its state that the work was done. Once the Logic has
    /// heard that the work stopped, `body` never starts: a write cannot commit after the screen
    /// said nothing was saved.
    ///
    /// ```swift
    /// Worker.streaming { request, send in
    ///     guard case .importFile(let path) = request,
    ///         let rows = try? await parse(path)  // Ctrl-C stops this part
    ///     else { return }
    ///     await send.withoutInterruption {
    ///         try? ledger.add(rows)  // and waits for this one
    ///         send(.imported(rows.count))
    ///     }
    /// }
    /// ```
    @discardableResult
    public func withoutInterruption<Value, Failure: Error>(
        _ body: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value? {
        guard let gate else { return try await body() }
        guard gate.begin() else { return nil }
        defer { gate.end() }
        return try await body()
    }
}
