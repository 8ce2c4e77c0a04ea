/// A child scene's Logic inside a parent Logic: where the child's state lives in the parent's,
/// which parent action carries the child's actions, and what the parent makes of what the
/// child reports.
///
/// A child is a scene of its own — View, Interactor, Logic, Presenter, tested alone — that a
/// parent screen shows as one of its regions (a cart summary in a catalog, a list with its own
/// paging). The parent declares it once, beside its Logic, and runs it from its `reduce`:
///
/// ```swift
/// struct DashboardLogic: Logic {
///     typealias Route = AppRoute
///     struct State: Equatable { var alerts = AlertsLogic.State(); var opened: Int? }
///     enum Action: Equatable {
///         case alerts(AlertsLogic.Action)  // the child's actions, typed on this screen
///         case alertOpened(Int)            // what the child reports, for this Logic to decide
///     }
///     static let alerts = Child<Self, AlertsLogic>(
///         AlertsLogic(), state: \State.alerts, action: Action.alerts,
///         reports: { .alertOpened($0) })
///
///     func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
///         switch action {
///         case .alerts(let action): return Self.alerts.reduce(&state, action, in: self)
///         case .alertOpened(let number):
///             state.opened = number
///             return [.push(.alert(number))]
///         }
///     }
/// }
/// ```
///
/// The child's effects become the parent's, so a ``LogicTester`` of the parent asserts them:
/// ``Effect/finish(_:)`` *reports* its value — the parent stays on screen, and the action
/// `reports` makes of it is reduced by the parent's Logic in the same step; notices are
/// wrapped by `notices` into the parent's (whose Presenter words them, usually by asking the
/// child's Presenter); questions answer with the child's actions, carried by `action`;
/// ``Effect/pop``, ``Effect/popToRoot`` and ``Effect/quit`` act on the screen that holds the
/// child.
///
/// A child never navigates on its own: its Logic declares `typealias Route = Never`, so
/// `.push` and `.replace` do not compile in it; the parent pushes when it hears the report.
/// A child asks for no work and starts no timers either (`Request` and `SourceID` are
/// `Never`): its parent loads what it shows, keeps its clock, and hands them over with one of
/// the child's actions.
public struct Child<Parent: Logic, Embedded: Logic>: Sendable
where Embedded.Route == Never, Embedded.Request == Never, Embedded.SourceID == Never {
    /// The child's Logic.
    public let logic: Embedded
    private let state: any WritableKeyPath<Parent.State, Embedded.State> & Sendable
    private let action: @Sendable (Embedded.Action) -> Parent.Action
    private let report: @Sendable (Embedded.Output) -> Parent.Action?
    private let notice: @Sendable (Embedded.Notice) -> Parent.Notice

    /// A child that reports values and notices.
    ///
    /// - Parameters:
    ///   - logic: the child's Logic.
    ///   - state: where the child's state lives in the parent's.
    ///   - action: the parent action that carries one of the child's (a case such as
    ///     `Action.alerts`).
    ///   - reports: the parent action for a value the child reports with
    ///     ``Effect/finish(_:)``, or `nil` to ignore it.
    ///   - notices: the parent notice that carries one of the child's.
    public init(
        _ logic: Embedded, state: any WritableKeyPath<Parent.State, Embedded.State> & Sendable,
        action: @escaping @Sendable (Embedded.Action) -> Parent.Action,
        reports: @escaping @Sendable (Embedded.Output) -> Parent.Action?,
        notices: @escaping @Sendable (Embedded.Notice) -> Parent.Notice
    ) {
        self.logic = logic
        self.state = state
        self.action = action
        report = reports
        notice = notices
    }

    /// The parent action that carries `action` of the child; the console sends it when a
    /// command of the child is typed.
    public func parentAction(_ action: Embedded.Action) -> Parent.Action {
        self.action(action)
    }

    /// The child's state inside `state`.
    public func childState(in state: Parent.State) -> Embedded.State {
        state[keyPath: self.state]
    }

    /// Reduces `action` on the child's part of `state` and returns the child's effects as
    /// the parent's: a reported value is turned into the parent's action and reduced by
    /// `parent` at once, in order with the other effects.
    public func reduce(
        _ state: inout Parent.State, _ action: Embedded.Action, in parent: Parent
    ) -> [Effect<Parent>] {
        let effects = logic.reduce(&state[keyPath: self.state], action)
        let reductions = ChildReductions.current
        reductions?.note(action, effects, logic: Embedded.self)
        var parentEffects: [Effect<Parent>] = []
        for effect in effects {
            switch effect {
            case .push(let never), .replace(let never): switch never {}
            case .perform(let never, _), .subscribe(let never, _): switch never {}
            case .after(_, _, let never, _), .every(_, _, let never, _),
                .afterIdle(_, _, let never),
                .cancel(let never):
                switch never {}
            // A list of `Never` is always empty: the navigator refuses it with its message.
            case .setStack: parentEffects.append(.setStack([]))
            case .pop: parentEffects.append(.pop)
            case .popToRoot: parentEffects.append(.popToRoot)
            case .quit: parentEffects.append(.quit)
            case .notify(let notice): parentEffects.append(.notify(self.notice(notice)))
            case .ask(let question): parentEffects.append(.ask(question.map(self.action)))
            case .withdrawQuestion: parentEffects.append(.withdrawQuestion)
            case .finish(let output):
                guard let reported = report(output) else { continue }
                let reportedEffects = parent.reduce(&state, reported)
                reductions?.note(reported, reportedEffects, logic: Parent.self)
                parentEffects += reportedEffects
            }
        }
        return parentEffects
    }
}

extension Child where Embedded.Notice == Never {
    /// A child that reports values and no notices.
    public init(
        _ logic: Embedded, state: any WritableKeyPath<Parent.State, Embedded.State> & Sendable,
        action: @escaping @Sendable (Embedded.Action) -> Parent.Action,
        reports: @escaping @Sendable (Embedded.Output) -> Parent.Action?
    ) {
        self.init(
            logic, state: state, action: action, reports: reports, notices: nothing)
    }
}

extension Child where Embedded.Output == Never {
    /// A child that reports notices and no values.
    public init(
        _ logic: Embedded, state: any WritableKeyPath<Parent.State, Embedded.State> & Sendable,
        action: @escaping @Sendable (Embedded.Action) -> Parent.Action,
        notices: @escaping @Sendable (Embedded.Notice) -> Parent.Notice
    ) {
        self.init(
            logic, state: state, action: action, reports: nothing, notices: notices)
    }
}

extension Child where Embedded.Output == Never, Embedded.Notice == Never {
    /// A child that reports nothing: the parent only shows it and passes its commands on.
    public init(
        _ logic: Embedded, state: any WritableKeyPath<Parent.State, Embedded.State> & Sendable,
        action: @escaping @Sendable (Embedded.Action) -> Parent.Action
    ) {
        self.init(
            logic, state: state, action: action, reports: nothing,
            notices: nothing)
    }
}

/// The value for a value that cannot exist: what a child that reports nothing makes of a
/// report.
private func nothing<Value>(_ never: Never) -> Value {}
