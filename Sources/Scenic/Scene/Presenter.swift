/// Turns a scene's State into the content its ``View`` lays out, for a given screen.
///
/// A Presenter formats money, counts, empty states and error messages, and chooses what fits
/// the screen's width (dropping or shortening columns on narrow screens). It is deterministic,
/// so its output is what snapshot tests store.
///
/// ```swift
/// struct CounterPresenter: Presenter {
///     func present(_ state: CounterLogic.State, on screen: Screen) -> ViewContent<CounterView.Region> {
///         ViewContent([.count: [.paragraph("Count: \(state.count)")]])
///     }
/// }
/// ```
public protocol Presenter: Sendable {
    /// The scene's state.
    associatedtype State
    /// The View's regions.
    associatedtype Region: Hashable & Sendable
    /// The Logic's notices (``Logic/Notice``), which this Presenter words.
    associatedtype Notice = Never

    /// The content for `state` on `screen`.
    func present(_ state: State, on screen: Screen) -> ViewContent<Region>

    /// The status-line sentence for a notice the Logic reported with ``Effect/notify(_:)``.
    func message(for notice: Notice) -> String
}

extension Presenter where Notice == Never {
    /// A scene without notices has nothing to word.
    public func message(for notice: Never) -> String {}
}

extension Presenter {
    /// The content for `state` on `screen`, with `notices` worded after its own messages: what
    /// a live scene shows.
    ///
    /// Inlinable, for the closures ``Scene``'s initializers make in the app's module.
    @inlinable
    func content(for state: State, notices: [Notice], on screen: Screen) -> ViewContent<Region> {
        var content = present(state, on: screen)
        // Most screens report nothing.
        if !notices.isEmpty { content.messages += notices.map(message(for:)) }
        return content
    }
}
