/// A named sample state of a scene, declared beside its Presenter.
///
/// A preview is State, not text: the scene's Presenter and View render it, so a preview always
/// shows what the real screen would.
///
/// ```swift
/// extension CartPresenter {
///     static let previews = [
///         Preview("empty", CartLogic.State()),
///         Preview("typical", CartLogic.State(lines: [matchaLine, croissantLine])),
///     ]
/// }
/// ```
public struct Preview<State> {
    /// The preview's name, such as `empty` or `long names`; it names its snapshots.
    public var name: String
    /// The state shown.
    public var state: State

    /// A preview of `state` called `name`.
    public init(_ name: String, _ state: State) {
        self.name = name
        self.state = state
    }
}

extension Preview: Sendable where State: Sendable {}
