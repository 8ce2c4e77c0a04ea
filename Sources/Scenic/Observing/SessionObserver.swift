/// Sees every action, effect and navigation of a session, outside every Logic: analytics, a
/// log, a test's record of what an action led to.
///
/// An observer changes nothing and its Logic never knows it is there, so a Logic stays pure
/// and its tests stay as they are. Attach observers to the session:
///
/// ```swift
/// AppSession(builder: ShopScenes(store: store), observers: [
///     SessionObserver { event in analytics.record(event) }
/// ])
/// ```
///
/// Observers are called in order, on the console's task, as each event happens; keep them
/// quick (hand slow work to a queue of your own). `--log FILE` adds one that writes every event
/// to FILE.
public struct SessionObserver: Sendable {
    private let observe: @Sendable (SessionEvent) -> Void

    /// An observer calling `observe` with each event.
    public init(_ observe: @escaping @Sendable (SessionEvent) -> Void) {
        self.observe = observe
    }

    /// Hands `event` to the observer.
    public func callAsFunction(_ event: SessionEvent) {
        observe(event)
    }
}
