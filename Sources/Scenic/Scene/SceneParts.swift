/// The type-erased face of a scene that ``Scene`` stores.
protocol SceneBox<Route> {
    associatedtype Route: Hashable & Sendable

    var title: String { get }
    /// The View's title, whatever the last screen showed: the screen's name in observers'
    /// events, the same for every state.
    var name: String { get }
    var commands: [CommandSyntax] { get }
    /// Which commands the last screen offered.
    var offered: ScreenChoices { get }
    /// The question waiting for the next line, if the Logic asked one.
    var question: String? { get }
    /// Whether `back` asks the field before the waiting question (in a form).
    var questionGoesBack: Bool { get }
    /// What Tab completes an answer to the waiting question to.
    var questionCompletions: [String] { get }
    /// The name of the waiting question's secret answer, when it is one.
    var questionSecret: String? { get }
    /// The Logic's state, for the invariants an exploration checks.
    var stateValue: Any { get }
    /// The Logic's type, named with its module (`Storefront.CartLogic`), for coverage.
    var logicName: String { get }
    /// The Logic's type, to tell scenes apart without naming them.
    var logicIdentity: ObjectIdentifier { get }
    /// The type of the result the Logic hands down (its `Output`; `Never` for none).
    var resultType: Any.Type { get }
    /// The type of the results the Logic takes from scenes pushed over it (its `Received`).
    var receivedType: Any.Type { get }
    /// Forgets the notices reported so far: a notice lives until the next typed line.
    mutating func forgetNotices()
    /// How many notices were reported since the last typed line, each once however often it
    /// was said.
    var noticesReported: Int { get }
    /// How many notices the screen shows now (the newest ``shownNoticesLimit`` at most).
    var noticesShown: Int { get }
    /// Shows `notices` (of the Logic's notice type) as if the Logic had just reported them.
    mutating func show(_ notices: [any Sendable])
    /// The notices reported since the last typed line, worded as the status line shows them:
    /// what a scene closed by that line said, for the screen shown next.
    func noticeMessages(on screen: Screen) -> [String]
    /// Waits for `question` (of the Logic's question type) as if the Logic had just asked it.
    mutating func ask(_ question: any Sendable)
    /// The screen; without its command lines when `showsCommands` is false (a preview shown
    /// inside the gallery, where its commands do not work).
    func render(on screen: Screen, status: StatusLine, showsCommands: Bool) -> String
    /// The screen with its command lines, written into the console's buffer.
    func write(on screen: Screen, status: StatusLine, into screenBytes: ScreenBytes)
    /// The spelling of the command an empty line runs, if the View names one.
    var emptyLineCommand: String? { get }
    /// The spelling of the command a line that names none runs (``View/otherLineCommand``).
    var otherLineCommand: String? { get }
    /// The secret argument `words` left out, when they are otherwise a complete command.
    func secretMissing(from words: LineWords) -> ArgumentSyntax?
    /// Matches `words` against the commands and runs the command; `secret` fills the secret
    /// argument they left out.
    mutating func handle(_ words: LineWords, secret: String?, display: inout some WorkDisplay)
        async -> SceneOutcome<Route>
    /// Cancels the waiting question; the Logic hears the question's cancelled action, if any.
    mutating func cancelQuestion(display: inout some WorkDisplay) async -> SceneOutcome<Route>
    /// Sends the waiting question's previous action (`back` in a form); `nil` when it has none.
    mutating func goBackInQuestion(display: inout some WorkDisplay) async -> SceneOutcome<Route>?
    /// Answers the waiting question with a typed line.
    mutating func answer(_ line: String, display: inout some WorkDisplay) async
        -> SceneOutcome<Route>
    /// Sends the Logic its appear action, after the screen action when the screen is one it
    /// has not heard.
    mutating func appear(display: inout some WorkDisplay) async -> SceneOutcome<Route>
    /// Sends the Logic its screen action for `display`'s screen, when it has one and has not
    /// heard that screen.
    mutating func hearScreen(display: inout some WorkDisplay) async -> SceneOutcome<Route>
    mutating func receive(_ result: SceneResult, display: inout some WorkDisplay) async
        -> SceneOutcome<Route>
    /// Reduces `action` (of the Logic's action type), sent by one of its timers or
    /// subscriptions.
    mutating func deliver(_ action: any Sendable, display: inout some WorkDisplay) async
        -> SceneOutcome<Route>
}

extension SceneBox {
    /// Whether the Logic hands a result to the screen below it (its `Output` is not `Never`).
    var handsBackResults: Bool { resultType != Never.self }
}

/// A scene's four parts, its state and its worker, with their types intact.
///
/// The Interactor and the Presenter are reached through closures (``action``, ``present``),
/// made where the app's types are known.
struct SceneParts<V: View, L: Logic>: SceneBox {
    typealias Route = L.Route

    let view: V
    /// The Interactor's action for the View's command at an index, typed with checked values:
    /// made where the app's types are known, as ``present`` is.
    let action: (Int, ArgumentValues) throws(UsageError) -> L.Action
    let logic: L
    /// The Presenter's content for a state, with the notices it words on the status line:
    /// made where the app's types are known, so that it runs code compiled for them (see
    /// ``Scene``'s initializers).
    let present: (L.State, [L.Notice], Screen) -> ViewContent<V.Region>
    var state: L.State
    let appearAction: L.Action?
    /// The action that tells the Logic the screen's size, or `nil` when it need not know.
    let screenAction: ((Screen) -> L.Action)?
    let worker: Worker<L.Request, L.Action>
    var pendingQuestion: Question<L.Action>? {
        // Kept beside the box too: the console asks for every line whether one waits.
        didSet { offered.question = pendingQuestion?.prompt }
    }
    /// The notices reported since the last typed line, the newest ``shownNoticesLimit``.
    var notices: [L.Notice] = [] {
        didSet { offered.hasNotices = !notices.isEmpty }
    }
    /// The notices reported since the last typed line that gave way to newer ones, each once
    /// (the first ``leftOutKeptLimit``), and how many more did.
    private var noticesLeftOut: (kept: [L.Notice], more: Int) = ([], 0)
    private(set) var noticesReported = 0
    var noticesShown: Int { notices.count }

    /// How many of the notices left out are told apart: a poll's news said again counts once.
    private static var leftOutKeptLimit: Int { 1_000 }

    /// The most notices a screen shows: news that comes while nobody types (thirty jobs
    /// ending) would otherwise push the screen past the terminal's height.
    static var shownNoticesLimit: Int { 10 }

    init(
        view: V, logic: L, state: L.State, appearAction: L.Action?,
        screenAction: ((Screen) -> L.Action)?, worker: Worker<L.Request, L.Action>,
        present: @escaping (L.State, [L.Notice], Screen) -> ViewContent<V.Region>,
        action: @escaping (Int, ArgumentValues) throws(UsageError) -> L.Action
    ) {
        self.view = view
        self.action = action
        self.logic = logic
        self.present = present
        self.state = state
        self.appearAction = appearAction
        self.screenAction = screenAction
        self.worker = worker
        offered.hearsScreen = screenAction != nil
        commands = view.commands.map { $0.syntax }
        hasSecretArgument = commands.contains { command in
            command.arguments.contains { $0.kind == .secret }
        }
        LineCommandDeclarations.check(view)
        otherLine = view.otherLineCommand.map { name in
            let index = view.commands.firstIndex { $0.name == name }
            precondition(
                index != nil,
                "\(V.self).otherLineCommand names \"\(name.rawValue)\", which is not one of its "
                    + "commands")
            let arguments = view.commands[index!].syntax.arguments
            precondition(
                arguments.count == 1 && arguments[0].kind == .restOfLine,
                "\(V.self).otherLineCommand names \"\(name.rawValue)\", which must take one "
                    + "argument, a restOfLine, to hold the line typed")
            return index!
        }
    }

    /// The index of the command a line that names none runs (``View/otherLineCommand``).
    private let otherLine: Int?

    /// The View type whose default render writes the console's buffer: the scene's View, or
    /// the one a composed screen's View renders with (see ``ScreenBytes/writer``).
    private let renderingView = ObjectIdentifier(
        (V.self as? any RenderForwarding.Type)?.renderingView ?? V.self)

    /// The View's commands as the console matches and lists them, taken once.
    let commands: [CommandSyntax]
    /// Whether any command has a secret argument, which the console may have to ask for.
    private let hasSecretArgument: Bool
    /// The command lines at the width last rendered: the same on every screen of the scene
    /// while it offers the same commands.
    private let commandLines = CommandLinesCache()
    /// What the children reduced during the Logic's last `reduce`, for observers: one set for
    /// the scene's life, emptied as it is read.
    private let childReductions = ChildReductions()
    /// The blocks of the last screen the console drew, for the next one to copy.
    private let laidOutBlocks = LaidOutBlocks()
    /// Which commands the last screen offered.
    let offered = ScreenChoices()

    /// The title of the last screen: the Presenter's for its state, else the View's.
    var title: String { offered.title ?? view.title }
    var name: String { view.title }
    var question: String? { offered.question }
    var questionGoesBack: Bool { pendingQuestion?.previous != nil }
    var questionCompletions: [String] { pendingQuestion?.completions ?? [] }
    var questionSecret: String? { pendingQuestion?.secretName }
    var stateValue: Any { state }
    var logicName: String { String(reflecting: L.self) }
    var logicIdentity: ObjectIdentifier { ObjectIdentifier(L.self) }
    var resultType: Any.Type { L.Output.self }
    var receivedType: Any.Type { L.Received.self }

    var emptyLineCommand: String? { view.emptyLineCommand?.rawValue }
    var otherLineCommand: String? { offeredOtherLine.map { commands[$0].name } }

    /// The index of the command a line that names none runs, while the screen offers it: a
    /// Presenter that hides it takes no free text for now, and such a line is an unknown
    /// command, as on a screen that never takes any.
    private var offeredOtherLine: Int? {
        guard let otherLine, offered.offers(commands[otherLine]) else { return nil }
        return otherLine
    }

    func render(on screen: Screen, status: StatusLine, showsCommands: Bool) -> String {
        view.render(
            content(on: screen, status: status, showsCommands: showsCommands), width: screen.width)
    }

    /// The screen drawn while work runs: the commands, which would wait for the work, give
    /// way to a line that says so, and whether Ctrl-C stops it.
    private func renderWhileWorking(on screen: Screen, status: StatusLine, canBeStopped: Bool)
        -> String
    {
        var content = content(on: screen, status: status, showsCommands: false)
        content.commandLines = ScreenFooter.workingLines(
            canBeStopped: canBeStopped, width: screen.width)
        return view.render(content, width: screen.width)
    }

    func write(on screen: Screen, status: StatusLine, into screenBytes: ScreenBytes) {
        var content = content(on: screen, status: status, showsCommands: true)
        content.screenBytes = screenBytes
        content.laidOutBlocks = laidOutBlocks
        screenBytes.clear()
        screenBytes.writer = renderingView
        let text = view.render(content, width: screen.width)
        // A View of the app's own renders a string and leaves the buffer empty.
        if !screenBytes.isFilled { screenBytes.fill(text) }
    }

    /// Keeps `values` in `slot`, `nil` for none.
    ///
    /// Most screens offer none, and then nothing is written. Inlined: it runs for every screen.
    @inline(__always)
    private static func keep<Values: Collection>(_ values: Values, in slot: inout Values?) {
        if !values.isEmpty || slot != nil { slot = values.isEmpty ? nil : values }
    }

    /// What the Presenter shows for the state, with the footer, notices and status messages.
    private func content(on screen: Screen, status: StatusLine, showsCommands: Bool)
        -> ViewContent<V.Region>
    {
        var content = present(state, notices, screen)
        let leftOut = noticesLeftOut.kept.count + noticesLeftOut.more
        if leftOut > 0 {
            content.messages.insert(
                StatusNote.earlierNoticesLeftOut(leftOut).message,
                at: max(0, content.messages.count - notices.count))
        }
        let names = content.offeredCommandNames
        // Most screens offer every command, always, under the View's title: nothing to write
        // or filter then.
        if names != nil || offered.names != nil { offered.names = names }
        if content.title != nil || offered.title != nil { offered.title = content.title }
        Self.keep(content.offeredValues, in: &offered.values)
        Self.keep(content.childOfferedValues, in: &offered.childValues)
        if showsCommands, question != nil {
            // While a question waits, the screen's commands are refused ("Please answer…"):
            // the footer lists only what still works, and help says what the question takes.
            content.commandLines = ScreenFooter.commandLines(for: [], width: screen.width)
        } else if showsCommands {
            content.commandLines = commandLines.lines(width: screen.width, offered: names) {
                ScreenFooter.commandLines(for: offered.filter(commands), width: $0)
            }
        } else {
            content.commandLines = []
        }
        // The Presenter's messages and the notices it worded, hidden when a refused line
        // answers in their place.
        if status.hidesSceneMessages { content.messages = [] }
        if !status.earlierNotices.isEmpty {
            content.messages = status.earlierNotices + content.messages
        }
        if !status.notes.isEmpty { content.messages = status.notes + content.messages }
        if !status.messages.isEmpty { content.messages += status.messages }
        if let question { content.messages.append(question) }
        return content
    }

    func secretMissing(from words: LineWords) -> ArgumentSyntax? {
        // Matching twice costs nothing on the many screens with no secret argument.
        guard hasSecretArgument,
            let argument =
                (try? SyntaxMatcher.match(
                    words, against: commands, otherLine: offeredOtherLine))?.missingSecret
        else { return nil }
        return argument
    }

    func noticeMessages(on screen: Screen) -> [String] {
        guard !notices.isEmpty else { return [] }
        // The Presenter words them after its own messages.
        var messages = Array(present(state, notices, screen).messages.suffix(notices.count))
        let leftOut = noticesLeftOut.kept.count + noticesLeftOut.more
        if leftOut > 0 { messages.insert(StatusNote.earlierNoticesLeftOut(leftOut).message, at: 0) }
        return messages
    }

    mutating func forgetNotices() {
        if noticesReported != 0 { noticesReported = 0 }
        if !notices.isEmpty { notices = [] }
        if !noticesLeftOut.kept.isEmpty || noticesLeftOut.more > 0 { noticesLeftOut = ([], 0) }
    }

    mutating func show(_ notices: [any Sendable]) {
        forgetNotices()
        for case let notice as L.Notice in notices { report(notice) }
    }

    /// Adds `notice` to those the screen shows: once however often it is said before the next
    /// typed line (a timer's news), the newest ``shownNoticesLimit``.
    private mutating func report(_ notice: L.Notice) {
        guard !notices.contains(notice) else { return }
        noticesReported += 1
        // Said again after it gave way: shown again, as the newest.
        if let index = noticesLeftOut.kept.firstIndex(of: notice) {
            noticesLeftOut.kept.remove(at: index)
        }
        if notices.count == Self.shownNoticesLimit {
            let oldest = notices.removeFirst()
            if noticesLeftOut.kept.count < Self.leftOutKeptLimit {
                noticesLeftOut.kept.append(oldest)
            } else {
                noticesLeftOut.more += 1
            }
        }
        notices.append(notice)
    }

    mutating func ask(_ question: any Sendable) {
        if let question = question as? Question<L.Action> { pendingQuestion = question }
    }

    /// On a screen that takes free text, how to send a line refused as a command as text
    /// instead (`move fast to 2`, refused by `move`'s arguments, as a card's title).
    private func withFreeTextHint(_ refusal: String, for words: LineWords) -> String {
        guard let otherLine = offeredOtherLine, let first = words.words.first,
            !commands[otherLine].isNamed(first)
        else { return refusal }
        return ScreenFooter.refusal(refusal, sendingTextTo: commands[otherLine].name)
    }

    /// Whether `words` name a command the screen hides for now while it takes free text: then
    /// they are text (a chat's "next" on a one-page channel is a message).
    private func hiddenCommandIsText(_ words: LineWords) -> Bool {
        guard offeredOtherLine != nil, let first = words.words.first,
            let named = commands.first(where: { $0.isNamed(first) })
        else { return false }
        return !offered.offers(named)
    }

    /// The command `words` name when the screen offers none of that name now.
    private func hiddenCommand(named words: LineWords) -> CommandSyntax? {
        guard offered.names != nil, let first = words.words.first else { return nil }
        let named = commands.filter { $0.isNamed(first) }
        guard let command = named.first, !named.contains(where: offered.offers) else { return nil }
        return command
    }

    mutating func handle(_ words: LineWords, secret: String?, display: inout some WorkDisplay)
        async -> SceneOutcome<Route>
    {
        let command: Int
        var values: [String: ArgumentValue]
        let declared: [ArgumentSyntax]
        do {
            let isText = hiddenCommandIsText(words)
            if !isText, let hidden = hiddenCommand(named: words) {
                // Refused as not offered whatever its arguments: a range error would ask for
                // another value, refused all the same (found by a stranger's log viewer).
                return SceneOutcome(
                    status: .refusal(CommandProblem.notOfferedNow(hidden.name).message))
            }
            let matched =
                isText
                ? SyntaxMatcher.freeText(words, to: otherLine ?? 0, of: commands)
                : try SyntaxMatcher.match(words, against: commands, otherLine: offeredOtherLine)
            guard offered.offers(matched.syntax) else {
                return SceneOutcome(
                    status: .refusal(CommandProblem.notOfferedNow(matched.syntax.name).message))
            }
            command = matched.command
            values = matched.values
            declared = matched.syntax.arguments
            if let argument = matched.missingSecret {
                guard let secret else {
                    return SceneOutcome(
                        status: .refusal(
                            CommandProblem.missingArgument(
                                command: matched.syntax, argument: argument
                            ).message))
                }
                values[argument.name] = .text(secret)
            }
        } catch {
            return SceneOutcome(status: .refusal(withFreeTextHint(error.message, for: words)))
        }
        let action: L.Action
        do {
            action = try self.action(command, ArgumentValues(values, declared: declared))
        } catch {
            return SceneOutcome(status: .refusal(withFreeTextHint(error.message, for: words)))
        }
        // Observers get the action, and a log must not write the password typed for it.
        var secrets: [String] = []
        if hasSecretArgument, !display.observers.isEmpty {
            for argument in values.keys {
                guard case .text(let typed) = values[argument],
                    commands.contains(where: { command in
                        command.arguments.contains { $0.name == argument && $0.kind == .secret }
                    })
                else { continue }
                secrets.append(typed)
            }
        }
        return await send(
            action, secrets: secrets, command: command, display: &display)
    }

    mutating func answer(_ line: String, display: inout some WorkDisplay) async
        -> SceneOutcome<Route>
    {
        guard let question = pendingQuestion else { return SceneOutcome() }
        switch question.reading(line) {
        case .failure(let refusal):
            // The question stays: the next line answers it again.
            return SceneOutcome(status: .refusal(refusal.message))
        case .success(let action):
            pendingQuestion = nil
            // A secret answer is written `•••` wherever observers show the action.
            let secrets = question.secretName == nil ? [] : [line]
            return await send(action, secrets: secrets, display: &display)
        }
    }

    mutating func cancelQuestion(display: inout some WorkDisplay) async -> SceneOutcome<Route> {
        guard let question = pendingQuestion else { return SceneOutcome() }
        pendingQuestion = nil
        guard let cancelled = question.cancelled else { return SceneOutcome() }
        return await send(cancelled, display: &display)
    }

    mutating func goBackInQuestion(display: inout some WorkDisplay) async -> SceneOutcome<Route>? {
        guard let previous = pendingQuestion?.previous else { return nil }
        pendingQuestion = nil
        return await send(previous, display: &display)
    }

    mutating func appear(display: inout some WorkDisplay) async -> SceneOutcome<Route> {
        // The screen first, so that what the scene loads as it appears fits the screen.
        var outcome = SceneOutcome<Route>()
        if let action = screenActionToHear(display.screen) {
            outcome = await send(action, display: &display)
        }
        guard let appearAction else { return outcome }
        let appeared = await send(appearAction, display: &display)
        outcome.status.add(appeared.status)
        outcome.navigation += appeared.navigation
        return outcome
    }

    mutating func hearScreen(display: inout some WorkDisplay) async -> SceneOutcome<Route> {
        guard let action = screenActionToHear(display.screen) else { return SceneOutcome() }
        return await send(action, display: &display)
    }

    /// The screen action for `screen`, noted as heard, or `nil` when there is none to send.
    ///
    /// Sent when the Logic has a screen action and has not heard that screen: the one place
    /// that decides it, for every moment a screen may be heard (appearing, before a screen is
    /// drawn, during work).
    private func screenActionToHear(_ screen: Screen) -> L.Action? {
        guard let screenAction, offered.needsToHear(screen) else { return nil }
        offered.screenHeard = screen
        return screenAction(screen)
    }

    mutating func receive(_ result: SceneResult, display: inout some WorkDisplay) async
        -> SceneOutcome<Route>
    {
        guard let reception = logic.action(receiving: result) else {
            return SceneOutcome(
                status: .refusal(
                    NavigationProblem.resultNotTaken(
                        result.typeName, logic: String(describing: L.self)
                    ).message))
        }
        guard let action = reception else { return SceneOutcome() }
        return await send(action, display: &display)
    }

    mutating func deliver(_ action: any Sendable, display: inout some WorkDisplay) async
        -> SceneOutcome<Route>
    {
        guard let action = action as? L.Action else { return SceneOutcome() }
        return await send(action, display: &display)
    }

    /// Reduces `action`, then carries out its effects in order: navigation is collected for
    /// the navigator, and work is awaited, its actions reduced (and their effects carried out)
    /// before the effects that followed it, so `[.perform(load), .push(next)]` pushes after
    /// the load's outcome is known.
    private mutating func send(
        _ action: L.Action, secrets: [String] = [], command: Int? = nil,
        display: inout some WorkDisplay
    ) async -> SceneOutcome<Route> {
        var outcome = SceneOutcome<Route>()
        await carryOut(
            reduce(action, display, secrets: secrets, command: command), into: &outcome,
            display: &display)
        return outcome
    }

    /// Reduces `action` and shows observers what it led to; `secrets` were typed for it, with
    /// the View's command at index `command`.
    private mutating func reduce(
        _ action: L.Action, _ display: some WorkDisplay, secrets: [String] = [],
        command index: Int? = nil
    ) -> [Effect<L>] {
        // Most sessions have no observer: nothing to build then.
        guard !display.observers.isEmpty else { return logic.reduce(&state, action) }
        let effects = ChildReductions.$current.withValue(childReductions) {
            logic.reduce(&state, action)
        }
        let command = index.map { view.commands[$0].name }
        let event = SessionEvent(
            .reduced(action: action, effects: effects), screen: name,
            source: String(describing: L.self), secrets: secrets,
            command: command?.rawValue, logic: L.self,
            commandOwner: (command as? any OwnedCommandName)?.owner)
        for observer in display.observers { observer(event) }
        // What the children reduced within it (typed values in them are the same secrets).
        for reduction in childReductions.take() {
            let event = SessionEvent(
                .reduced(action: reduction.action, effects: reduction.effects), screen: name,
                source: String(describing: reduction.logic), secrets: secrets,
                logic: reduction.logic)
            for observer in display.observers { observer(event) }
        }
        return effects
    }

    private mutating func carryOut(
        _ effects: [Effect<L>], into outcome: inout SceneOutcome<Route>,
        display: inout some WorkDisplay
    ) async {
        // Effects up to the next request for work are carried out by synchronous code: in this
        // generic async function, each effect's payload would take room allocated on the task.
        // Many actions only change the state, and the loop is then skipped.
        var next = 0
        while next < effects.count {
            next = carryOutUntilWork(effects, from: next, into: &outcome, events: display.events)
            guard next < effects.count, case .perform(let request, let timeout) = effects[next]
            else { return }
            await perform(request, timeout: timeout, into: &outcome, display: &display)
            next += 1
        }
    }

    /// Carries out `effects` from index `first` on, up to the first request for work; returns
    /// that request's index, or the count when none is left.
    private mutating func carryOutUntilWork(
        _ effects: [Effect<L>], from first: Int, into outcome: inout SceneOutcome<Route>,
        events: SystemEvents?
    ) -> Int {
        for index in first..<effects.count {
            switch effects[index] {
            case .perform: return index
            case .notify(let notice): report(notice)
            case .ask(let question): pendingQuestion = question
            case .withdrawQuestion: pendingQuestion = nil
            case .push(let route): outcome.navigation.append(.push(route))
            case .pop: outcome.navigation.append(.pop)
            case .popToRoot: outcome.navigation.append(.popToRoot)
            case .replace(let route): outcome.navigation.append(.replace(route))
            case .setStack(let routes): outcome.navigation.append(.setStack(routes))
            case .finish(let output): outcome.navigation.append(.finish(SceneResult(output)))
            case .quit: outcome.navigation.append(.quit)
            case .after, .every, .afterIdle, .subscribe, .cancel: start(effects[index], events)
            }
        }
        return effects.count
    }

    /// Starts or stops a timer or subscription; kept apart, as most scenes have none.
    private func start(_ effect: Effect<L>, _ events: SystemEvents?) {
        guard let events else { return }
        switch effect {
        case .after(let delay, let action, let id, let whileCovered):
            events.startTimer(
                id, after: delay, every: nil, action: action,
                catchesUp: whileCovered == .catchesUp)
        case .every(let interval, let action, let id, let whileCovered):
            events.startTimer(
                id, after: interval, every: interval, action: action,
                catchesUp: whileCovered == .catchesUp)
        case .afterIdle(let delay, let action, let id):
            events.startIdleTimer(id, after: delay, action: action)
        case .subscribe(let request, let id):
            let worker = worker
            events.subscribe(id) { send in await worker.run(request, Send { send($0) }) }
        case .cancel(let id):
            events.cancel(id)
        default:
            break
        }
    }

    /// Runs one request to its end (or its interruption), reducing what it sends as it comes.
    private mutating func perform(
        _ request: L.Request, timeout: Duration?, into outcome: inout SceneOutcome<Route>,
        display: inout some WorkDisplay
    ) async {
        let worker = worker
        let interruptible = logic.interrupted(request, by: .cancelled) != nil
        if WorkJob<L.Action>.runsInLine(
            timeout: timeout, interruptible: interruptible, settings: display.settings)
        {
            for action in await WorkJob<L.Action>.runInLine({ await worker.run(request, $0) }) {
                await carryOut(reduce(action, display), into: &outcome, display: &display)
            }
            return
        }
        var job = await WorkJob<L.Action>.start(
            { send in await worker.run(request, send) }, timeout: timeout,
            interruptible: interruptible, settings: display.settings)
        // Whether the screen drawn last said Ctrl-C stops the work: a Ctrl-C pressed as it
        // ends is then still the work's.
        var offeredCtrlC = false
        defer { job.stop(screenOfferedCtrlC: offeredCtrlC) }
        var isShowing = false
        // Whether the screen says Ctrl-C stops the work: not while it runs a part that must
        // not be cut short, which Ctrl-C waits for.
        var canBeStopped = interruptible
        // What the screens drawn meanwhile say besides the scene's own messages.
        var status = StatusLine()
        for await event in job.events {
            switch event {
            case .action(let action):
                await carryOut(reduce(action, display), into: &outcome, display: &display)
                if isShowing { job.drawSoon(after: display.redrawInterval) }
            case .draw:
                // Shown, it says Ctrl-C stops it: from now on, Ctrl-C does.
                if !isShowing { display.settings.ctrlCReachesWork?() }
                isShowing = true
                job.drew()
                offeredCtrlC = canBeStopped
                display.showWhileWorking(
                    renderWhileWorking(
                        on: display.screen, status: status, canBeStopped: canBeStopped))
            case .stoppable(let stoppable):
                canBeStopped = interruptible && stoppable
                if isShowing { job.drawSoon(after: .zero) }
            case .continued:
                // Continued or resized: drawn again below what the shell wrote (or what the
                // terminal wrapped anew), at the width the terminal has now, if it was on the
                // screen before.
                display.measureScreenAgain()
                // A Logic that pages by the screen's size hears a new one before the screen is
                // drawn at it, as it hears what the work sends: drawn first, the screen showed
                // the old page in a smaller terminal (a hostile tester).
                if let action = screenActionToHear(display.screen) {
                    await carryOut(reduce(action, display), into: &outcome, display: &display)
                }
                if isShowing {
                    offeredCtrlC = canBeStopped
                    display.showWhileWorkingAfterStop(
                        renderWhileWorking(
                            on: display.screen, status: status, canBeStopped: canBeStopped))
                }
            case .interruptionRefused:
                isShowing = true
                offeredCtrlC = false
                status = StatusLine(messages: [WorkProblem.cannotBeStopped.message])
                display.showWhileWorking(
                    renderWhileWorking(on: display.screen, status: status, canBeStopped: false))
            case .finished:
                return
            case .interrupted(let interruption):
                job.stop()
                if let action = logic.interrupted(request, by: interruption) {
                    await carryOut(reduce(action, display), into: &outcome, display: &display)
                }
                return
            }
        }
    }
}

/// The command lines a scene laid out last, and the width they were laid out at.
final class CommandLinesCache {
    private var width = 0
    private var offered: Set<String>?
    private var lines: [String] = []

    /// The lines at `width` for the commands `offered`, laid out by `layOut` only when either
    /// changed.
    func lines(width: Int, offered: Set<String>?, layOut: (Int) -> [String]) -> [String] {
        if width != self.width || offered != self.offered || lines.isEmpty {
            lines = layOut(width)
            self.width = width
            self.offered = offered
        }
        return lines
    }
}
