/// Carries out a scene's work requests and sends their results back as actions.
///
/// A worker is the one place a scene touches the world (files, the network, the clock); its
/// Logic asks for work with ``Effect/perform(_:timeout:)`` and hears the outcome as actions.
/// Most workers answer each request with one action:
///
/// ```swift
/// Worker { request in
///     switch request {
///     case .lookUp(let number):
///         do throws(LookupError) {
///             return .found(try await remote.fact(about: number))
///         } catch {
///             return .failed(number, error)  // a typed failure arrives as a value
///         }
///     }
/// }
/// ```
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
    ///     for page in 1...3 {
    ///         send(.progress(page, of: 3))
    ///         send(.received(await remote.page(page)))
    ///     }
    /// }
    /// ```
    public static func streaming(
        _ perform: @escaping @Sendable (Request, Send<Action>) async -> Void
    ) -> Worker {
        Worker(running: perform)
    }
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

    init(_ deliver: @escaping @Sendable (Action) -> Void) {
        self.deliver = deliver
    }

    /// Sends `action`; after the work was cancelled, it is dropped.
    public func callAsFunction(_ action: Action) {
        deliver(action)
    }
}
