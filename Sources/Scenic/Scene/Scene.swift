/// A live scene: its four parts put together with its current state.
///
/// An app's ``SceneBuilder`` makes one for each route; the ``Navigator`` keeps them on a stack,
/// where a covered scene keeps its state until it is shown again.
///
/// ```swift
/// Scene(
///     view: CounterView(), interactor: CounterInteractor(), logic: CounterLogic(),
///     presenter: CounterPresenter(), state: CounterLogic.State())
/// ```
public struct Scene<Route: Hashable & Sendable> {
    // Its commands never change, so ``commands`` is taken once, when the scene is made.
    private var box: any SceneBox<Route>
    /// Every command of the screen's View, kept beside the box: the console reads them for
    /// every line, and a call into the box costs a run-time lookup of its generic types each
    /// time.
    let allCommands: [CommandSyntax]
    /// Which of them the last screen offered, shared with the box.
    private let offered: ScreenChoices
    /// What the last screen offered and asked, shared with every copy of the scene: the
    /// navigator reads it for every typed line without copying the scene.
    var choices: ScreenChoices { offered }

    /// The commands the screen offers now, besides the global ones: all of the View's unless
    /// its Presenter chose some for the state.
    var commands: [CommandSyntax] { offered.filter(allCommands) }
    /// Whether any command has a secret argument, which the console may have to ask for.
    let hasSecretArgument: Bool

    /// Puts a scene together from its parts, its first state and the worker that carries out
    /// its requests.
    ///
    /// - Parameters:
    ///   - appearAction: sent to the Logic each time the scene comes on top of the stack (when
    ///     first shown and when a scene above it closes), e.g. to load data.
    ///   - screenAction: makes the action that tells the Logic the screen's size (a
    ///     ``Screen``), for a Logic that pages a list by the screen's height: sent before the
    ///     scene's first screen (before its appear action), and again before any later screen
    ///     of a size the Logic has not heard, after a resize. `screenAction: Action.resized`,
    ///     for an action `case resized(Screen)`.
    ///   - worker: carries out each ``Effect/perform(_:timeout:)`` request and sends back its
    ///     results as actions (see ``Worker``).
    @inlinable
    public init<V: View, I: Interactor, L: Logic, P: Presenter>(
        view: V,
        interactor: I,
        logic: L,
        presenter: P,
        state: L.State,
        appearAction: L.Action? = nil,
        screenAction: ((Screen) -> L.Action)? = nil,
        worker: Worker<L.Request, L.Action>
    )
    where
        I.Name == V.Name, I.Action == L.Action, P.State == L.State, P.Region == V.Region,
        P.Notice == L.Notice, L.Route == Route
    {
        // Inlinable: the closures are made in the app's module, which compiles the
        // Presenter's and the Interactor's calls for its own types; the scene's box is generic
        // code that would otherwise look their types up at run time on every line.
        let names = view.commands.map(\.name)
        self.init(
            view: view, logic: logic, state: state, appearAction: appearAction,
            screenAction: screenAction, worker: worker,
            present: { presenter.content(for: $0, notices: $1, on: $2) },
            action: { index, values throws(UsageError) in
                try interactor.action(forCommand: index, of: names, values: values)
            })
    }

    /// Puts a scene together whose Presenter's content (with the notices it words) `present`
    /// makes, and whose Interactor's action for a command `action` finds.
    @usableFromInline
    init<V: View, L: Logic>(
        view: V, logic: L, state: L.State, appearAction: L.Action?,
        screenAction: ((Screen) -> L.Action)?, worker: Worker<L.Request, L.Action>,
        present: @escaping (L.State, [L.Notice], Screen) -> ViewContent<V.Region>,
        action: @escaping (Int, ArgumentValues) throws(UsageError) -> L.Action
    ) where L.Route == Route {
        let parts = SceneParts(
            view: view, logic: logic, state: state, appearAction: appearAction,
            screenAction: screenAction, worker: worker, present: present, action: action)
        // Two commands typed alike: the line would always run the first.
        if let clash = CommandClash.clash(parent: view.title, commands: parts.commands) {
            preconditionFailure(clash.message)
        }
        self.init(box: parts)
    }

    /// Puts together a scene that asks for no work.
    @inlinable
    public init<V: View, I: Interactor, L: Logic, P: Presenter>(
        view: V,
        interactor: I,
        logic: L,
        presenter: P,
        state: L.State,
        appearAction: L.Action? = nil,
        screenAction: ((Screen) -> L.Action)? = nil
    )
    where
        I.Name == V.Name, I.Action == L.Action, P.State == L.State, P.Region == V.Region,
        P.Notice == L.Notice, L.Route == Route, L.Request == Never
    {
        self.init(
            view: view, interactor: interactor, logic: logic, presenter: presenter,
            state: state, appearAction: appearAction, screenAction: screenAction, worker: .none)
    }

    /// The screen's title: the one its Presenter set for the state on the last screen drawn
    /// (``ViewContent/title``), else the View's.
    public var title: String { box.title }

    /// The View's title, whatever the last screen showed: how observers' events name the screen
    /// (``SessionEvent/screen``), the same for every state, where a Presenter's title may hold
    /// the state's data.
    var name: String { box.name }

    /// The question waiting for the next typed line, as the status line shows it.
    public var question: String? { offered.question }

    /// Whether `back` asks the field before the waiting question, in a form.
    var questionGoesBack: Bool { box.questionGoesBack }
    /// What Tab completes an answer to the waiting question to.
    var questionCompletions: [String] { box.questionCompletions }
    /// The name of the waiting question's secret answer, when it is one.
    var questionSecret: String? { box.questionSecret }

    /// The Logic's state, for the invariants an exploration checks.
    var stateValue: Any { box.stateValue }

    /// The Logic's state and its children's, for the invariants an exploration checks.
    var stateValues: [Any] {
        let state = box.stateValue
        return [state] + (childStates?(state) ?? [])
    }

    /// The children's states inside the Logic's state, on a screen made of scenes.
    var childStates: ((Any) -> [Any])?

    /// The Logic's type, named with its module (`Storefront.CartLogic`), for coverage.
    package var logicName: String { box.logicName }
    /// The Logic's type, to tell scenes apart without naming them.
    var logicIdentity: ObjectIdentifier { box.logicIdentity }
    /// Whether the scene's Logic hands a result to the screen below it, which it then needs.
    var handsBackResults: Bool { box.handsBackResults }
    /// Whether the scene's Logic takes the results `other` hands down: its `Received` is the
    /// other's `Output`, or a ``SceneResult``, which takes any.
    func takesResults(of other: Scene) -> Bool {
        other.handsBackResults
            && (box.receivedType == other.box.resultType || box.receivedType == SceneResult.self)
    }
    /// The names of every command the View declares, whatever the screen offers now; a child
    /// scene's commands are its own words (see ``childVocabulary``).
    package var declaredCommands: [String] {
        let childCommands = Set(childVocabulary.flatMap(\.commands))
        return allCommands.map(\.name).filter { !childCommands.contains($0) }
    }
    /// Each child scene's Logic type, named with its module, and the commands its View
    /// declares, for coverage.
    package internal(set) var childVocabulary: [(logic: String, commands: [String])] = []

    /// The current screen text at `width` columns on a screen `height` rows tall, with
    /// `messages` added to its status line.
    ///
    /// Its Logic does not hear the screen here: a scene with a `screenAction` shows the state
    /// it has, which in a test is the state it was made with.
    public func render(
        width: Int, height: Int = Screen.defaultHeight, messages: [String] = []
    ) -> String {
        box.render(
            on: Screen(width: width, height: height), status: StatusLine(messages: messages),
            showsCommands: true)
    }

    /// The screen as the preview gallery shows it: without its command lines, which do not
    /// work there.
    func renderAsPreview(width: Int) -> String {
        box.render(on: Screen(width: width), status: StatusLine(), showsCommands: false)
    }

    /// The screen with the console's status line, written into the console's buffer.
    func write(on screen: Screen, status: StatusLine, into screenBytes: ScreenBytes) {
        box.write(on: screen, status: status, into: screenBytes)
    }

    /// The spelling of the command an empty line runs on this screen, if any.
    var emptyLineCommand: String? { box.emptyLineCommand }
    /// The spelling of the command a line that names none of the screen's commands runs.
    var otherLineCommand: String? { box.otherLineCommand }

    /// The secret argument `words` left out, when they are otherwise a complete command: the
    /// console asks for it before the command runs.
    func secretMissing(from words: LineWords) -> ArgumentSyntax? {
        guard hasSecretArgument else { return nil }
        return box.secretMissing(from: words)
    }

    /// Forgets the notices the scene reported: a new line has been typed.
    mutating func forgetNotices() {
        if offered.hasNotices { box.forgetNotices() }
    }

    /// The notices the scene reported since the last typed line, worded for the status line;
    /// with `reportedAfter`, only those it reported after that many (the newest, at most as
    /// many as a screen shows).
    func noticeMessages(on screen: Screen, reportedAfter: Int = 0) -> [String] {
        guard offered.hasNotices else { return [] }
        let messages = box.noticeMessages(on: screen)
        guard reportedAfter > 0 else { return messages }
        let newer = box.noticesReported - reportedAfter
        // The line saying how many gave way comes first; the newest come last.
        return Array(messages.suffix(max(0, min(newer, box.noticesShown))))
    }

    /// How many notices the scene reported since the last typed line (each said once).
    var noticesReported: Int { box.noticesReported }

    /// This scene with `question` waiting, as a preview of the screen right after its Logic
    /// asked it; a question of another action type than the Logic's is left out.
    func asking(_ question: (any Sendable)?) -> Scene {
        guard let question else { return self }
        var scene = self
        scene.box.ask(question)
        return scene
    }

    /// This scene showing `notices`, as a preview of the screen right after its Logic reported
    /// them; notices of another type than the Logic's are left out.
    func showing(_ notices: [any Sendable]) -> Scene {
        var scene = self
        scene.box.show(notices)
        return scene
    }

    /// Runs a typed line's words as one of the scene's commands; `secret` is the value of the
    /// secret argument they left out.
    mutating func handle(
        _ words: LineWords, secret: String?, display: inout some WorkDisplay
    ) async -> SceneOutcome<Route> {
        await box.handle(words, secret: secret, display: &display)
    }

    /// Cancels the scene's waiting question (`back`, `home` or `quit` was typed).
    mutating func cancelQuestion(display: inout some WorkDisplay) async -> SceneOutcome<Route> {
        await box.cancelQuestion(display: &display)
    }

    /// Sends the waiting question's previous action (`back` in a form); `nil` when it has none.
    mutating func goBackInQuestion(display: inout some WorkDisplay) async -> SceneOutcome<Route>? {
        await box.goBackInQuestion(display: &display)
    }

    /// Answers the scene's waiting question with a typed line.
    mutating func answer(_ line: String, display: inout some WorkDisplay) async
        -> SceneOutcome<Route>
    {
        await box.answer(line, display: &display)
    }

    /// Sends the appear action, if the scene has one, after the screen action when the
    /// Logic has not heard the screen.
    mutating func appear(display: inout some WorkDisplay) async -> SceneOutcome<Route> {
        await box.appear(display: &display)
    }

    /// Whether the Logic must hear `screen` before it is drawn: a cheap check, made for every
    /// screen, without a call into the box.
    func needsToHear(_ screen: Screen) -> Bool {
        offered.needsToHear(screen)
    }

    /// Sends the screen action for `display`'s screen, if the Logic has not heard it.
    mutating func hearScreen(display: inout some WorkDisplay) async -> SceneOutcome<Route> {
        await box.hearScreen(display: &display)
    }

    /// Hands the scene the result a scene above it finished with.
    mutating func receive(_ result: SceneResult, display: inout some WorkDisplay) async
        -> SceneOutcome<Route>
    {
        await box.receive(result, display: &display)
    }

    /// Hands the scene what one of its timers or subscriptions sent.
    mutating func deliver(_ action: any Sendable, display: inout some WorkDisplay) async
        -> SceneOutcome<Route>
    {
        await box.deliver(action, display: &display)
    }

    /// This scene inside another app's navigation: `transform` turns each of its routes into
    /// one of the other route type.
    func mapRoutes<Outer: Hashable & Sendable>(
        _ transform: @escaping (Route) -> Outer,
        stack: @escaping ([Outer]) -> [Outer]
    ) -> Scene<Outer> {
        var mapped = Scene<Outer>(
            box: RouteMapping(base: box, transform: transform, stack: stack))
        // What its children are stays with the scene whatever its routes.
        mapped.childVocabulary = childVocabulary
        mapped.childStates = childStates
        return mapped
    }

    private init(box: any SceneBox<Route>) {
        self.box = box
        allCommands = box.commands
        offered = box.offered
        hasSecretArgument = allCommands.contains { command in
            command.arguments.contains { $0.kind == .secret }
        }
    }
}

/// A scene whose navigation is translated into another route type.
private struct RouteMapping<Inner: Hashable & Sendable, Route: Hashable & Sendable>: SceneBox {
    var base: any SceneBox<Inner>
    let transform: (Inner) -> Route
    /// Adjusts a rebuilt stack (the gallery keeps itself as the root).
    let stack: ([Route]) -> [Route]

    var title: String { base.title }
    var name: String { base.name }
    var commands: [CommandSyntax] { base.commands }
    var offered: ScreenChoices { base.offered }
    var question: String? { base.question }
    var questionGoesBack: Bool { base.questionGoesBack }
    var questionCompletions: [String] { base.questionCompletions }
    var questionSecret: String? { base.questionSecret }
    var stateValue: Any { base.stateValue }
    var logicName: String { base.logicName }
    var logicIdentity: ObjectIdentifier { base.logicIdentity }
    var resultType: Any.Type { base.resultType }
    var receivedType: Any.Type { base.receivedType }

    mutating func forgetNotices() {
        base.forgetNotices()
    }

    var noticesReported: Int { base.noticesReported }
    var noticesShown: Int { base.noticesShown }

    func noticeMessages(on screen: Screen) -> [String] {
        base.noticeMessages(on: screen)
    }

    mutating func show(_ notices: [any Sendable]) {
        base.show(notices)
    }

    mutating func ask(_ question: any Sendable) {
        base.ask(question)
    }

    func render(on screen: Screen, status: StatusLine, showsCommands: Bool) -> String {
        base.render(on: screen, status: status, showsCommands: showsCommands)
    }

    func write(on screen: Screen, status: StatusLine, into screenBytes: ScreenBytes) {
        base.write(on: screen, status: status, into: screenBytes)
    }

    var emptyLineCommand: String? { base.emptyLineCommand }
    var otherLineCommand: String? { base.otherLineCommand }

    func secretMissing(from words: LineWords) -> ArgumentSyntax? {
        base.secretMissing(from: words)
    }

    mutating func handle(
        _ words: LineWords, secret: String?, display: inout some WorkDisplay
    ) async -> SceneOutcome<Route> {
        map(await base.handle(words, secret: secret, display: &display))
    }

    mutating func answer(_ line: String, display: inout some WorkDisplay) async
        -> SceneOutcome<Route>
    {
        map(await base.answer(line, display: &display))
    }

    mutating func cancelQuestion(display: inout some WorkDisplay) async -> SceneOutcome<Route> {
        map(await base.cancelQuestion(display: &display))
    }

    mutating func goBackInQuestion(display: inout some WorkDisplay) async -> SceneOutcome<Route>? {
        await base.goBackInQuestion(display: &display).map(map)
    }

    mutating func appear(display: inout some WorkDisplay) async -> SceneOutcome<Route> {
        map(await base.appear(display: &display))
    }

    mutating func hearScreen(display: inout some WorkDisplay) async -> SceneOutcome<Route> {
        map(await base.hearScreen(display: &display))
    }

    mutating func receive(_ result: SceneResult, display: inout some WorkDisplay) async
        -> SceneOutcome<Route>
    {
        map(await base.receive(result, display: &display))
    }

    mutating func deliver(_ action: any Sendable, display: inout some WorkDisplay) async
        -> SceneOutcome<Route>
    {
        map(await base.deliver(action, display: &display))
    }

    private func map(_ outcome: SceneOutcome<Inner>) -> SceneOutcome<Route> {
        let navigation = outcome.navigation.map { step -> Navigation<Route> in
            if case .setStack(let routes) = step { return .setStack(stack(routes.map(transform))) }
            return step.map(transform)
        }
        return SceneOutcome(navigation: navigation, status: outcome.status)
    }
}
