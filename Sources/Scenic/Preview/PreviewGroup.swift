/// Every preview of one scene, each able to become a live scene in its state.
///
/// An app lists one group per scene; the preview gallery browses them and
/// `assertPreviews` snapshots them all.
///
/// ```swift
/// PreviewGroup("Cart", previews: CartPresenter.previews) { state in
///     scenes.cart(state: state)
/// }
/// ```
public struct PreviewGroup<Route: Hashable & Sendable>: Sendable {
    /// The scene's name, such as `Cart`.
    public let sceneName: String
    /// The names of its previews, in order.
    public let previewNames: [String]
    /// The notices and the waiting question each preview shows, in order, for coverage.
    package let previewMessages: [(notices: [any Sendable], question: (any Sendable)?)]
    private let makeScene: @Sendable (Int) -> Scene<Route>

    /// A group for the scene called `sceneName`, whose scene `scene` builds from a state.
    public init<State: Sendable>(
        _ sceneName: String, previews: [Preview<State>],
        scene: @escaping @Sendable (State) -> Scene<Route>
    ) {
        self.sceneName = sceneName
        previewNames = previews.map(\.name)
        previewMessages = previews.map { ($0.notices, $0.question) }
        makeScene = { index in
            scene(previews[index].state).showing(previews[index].notices)
                .asking(previews[index].question)
        }
    }

    /// A new live scene in the state of preview `index`.
    public func scene(at index: Int) -> Scene<Route> {
        makeScene(index)
    }
}
