/// Turns a scene's State into the content its ``View`` lays out.
///
/// A Presenter formats money, counts, empty states and error messages. It is deterministic,
/// so its output is what snapshot tests store.
///
/// ```swift
/// struct CounterPresenter: Presenter {
///     func present(_ state: CounterLogic.State) -> ViewContent<CounterView.Region> {
///         ViewContent([.count: [.paragraph("Count: \(state.count)")]])
///     }
/// }
/// ```
public protocol Presenter: Sendable {
    /// The scene's state.
    associatedtype State
    /// The View's regions.
    associatedtype Region: Hashable & Sendable

    /// The content for `state`.
    func present(_ state: State) -> ViewContent<Region>
}
