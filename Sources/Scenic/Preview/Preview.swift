/// A named sample state of a scene, declared beside its Presenter.
///
/// A preview is State, not text: the scene's Presenter and View render it, so a preview always
/// shows what the real screen would.
///
/// ```swift
/// extension CartPresenter {
///     static var previews: [Preview<CartLogic.State>] {
///         [
///             Preview("empty", logic.loadedState(.empty, now: now)),
///             Preview("typical", logic.loadedState(typical, now: now)),
///             Preview("unreadable", CartLogic.State(), notices: [unreadable]),
///         ]
///     }
/// }
/// ```
public struct Preview<State: Sendable>: Sendable {
    /// The preview's name, such as `empty` or `long names`; it names its snapshots.
    public var name: String
    /// The state shown.
    public var state: State
    /// The notices on its status line, as if the Logic had just reported them.
    public var notices: [any Sendable]
    /// The question waiting on its status line, as if the Logic had just asked it.
    public var question: (any Sendable)?

    /// A preview of `state` called `name`.
    public init(_ name: String, _ state: State) {
        self.name = name
        self.state = state
        notices = []
    }

    /// A preview of `state` called `name`, with `question` (of the Logic's ``Question`` type)
    /// waiting for an answer.
    ///
    /// Name the Logic's action type, since Swift cannot tell the Logic from the state:
    /// `Preview("asking", state, asking: Question<EditorLogic.Action>.yesOrNo("Save?", …))`.
    /// A question of another type cannot be shown on the scene's screen, so
    /// `assertPreviews` fails naming it.
    ///
    /// Give the state the Logic has when it asks this question (a form's draft, the item a
    /// removal names): in the gallery, `enter` makes the preview live, and an answer is then
    /// reduced against this state; one the Logic could not have asked in leads nowhere.
    public init<Action: Sendable>(_ name: String, _ state: State, asking question: Question<Action>)
    {
        self.name = name
        self.state = state
        notices = []
        self.question = question
    }

    /// A preview of `state` called `name`, right after the Logic reported `notices` (of its
    /// ``Logic/Notice`` type).
    ///
    /// Name the Logic's notice type, since Swift cannot tell the Logic from the state:
    /// `Preview("removed", state, notices: [CartLogic.Notice.removed("Matcha")])`. A notice of
    /// another type (its words as a `String`, say) cannot be shown on the scene's screen, so
    /// `assertPreviews` fails naming it.
    public init<Notice: Sendable>(_ name: String, _ state: State, notices: [Notice]) {
        self.name = name
        self.state = state
        self.notices = notices
    }
}
