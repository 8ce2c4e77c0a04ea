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
    /// `assertPreviews` fails naming it; ``init(_:of:_:asking:)``, given the Logic, lets the
    /// compiler check it.
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
    /// `assertPreviews` fails naming it; ``init(_:of:_:notices:)``, given the Logic, lets the
    /// compiler check it.
    public init<Notice: Sendable>(_ name: String, _ state: State, notices: [Notice]) {
        self.name = name
        self.state = state
        self.notices = notices
    }
}

extension Preview {
    /// A preview of `state` called `name`, with `question` waiting for an answer, of `logic`'s
    /// action type, checked by the compiler.
    ///
    /// Named, the Logic lets Swift infer the question's cases:
    /// `Preview("saving?", of: EditorLogic.self, state, asking: .yesOrNo("Save?", yes: .save,
    /// no: .discard))`. A question of another Logic's actions, or a state of another Logic's,
    /// does not compile.
    public init<L: Logic>(
        _ name: String, of logic: L.Type, _ state: State, asking question: Question<L.Action>
    ) where L.State == State {
        self.init(name, state, asking: question)
    }

    /// A preview of `state` called `name`, right after `logic` reported `notices`, checked by
    /// the compiler.
    ///
    /// Named, the Logic lets Swift infer the notices' cases:
    /// `Preview("removed", of: CartLogic.self, state, notices: [.removed("Matcha")])`. Words
    /// (`notices: ["Saved."]`) or another Logic's notices do not compile.
    public init<L: Logic>(
        _ name: String, of logic: L.Type, _ state: State, notices: [L.Notice]
    ) where L.State == State {
        self.init(name, state, notices: notices)
    }

    /// A preview of `state` called `name`, right after `logic` reported `notices` and asked
    /// `question`, both checked by the compiler.
    ///
    /// For a Logic that says what it did and asks what next in one step:
    /// `Preview("removed", of: CartLogic.self, state, notices: [.removed("Matcha")],
    /// asking: .yesOrNo("Undo?", yes: .undo, no: .keep))`. The status line shows the notices
    /// above the question, as the console does.
    public init<L: Logic>(
        _ name: String, of logic: L.Type, _ state: State, notices: [L.Notice],
        asking question: Question<L.Action>
    ) where L.State == State {
        self.init(name, state, notices: notices)
        self.question = question
    }
}
