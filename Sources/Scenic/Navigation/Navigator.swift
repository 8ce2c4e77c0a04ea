/// A stack of live scenes; it applies navigation effects and owns `back` and `home`.
///
/// Every scene on the stack keeps its state while covered; its timers and subscriptions stop
/// when it is covered, closed or replaced. A navigator can start deep inside an
/// app from a list of routes:
///
/// ```swift
/// var navigator = Navigator(builder: AppScenes(store: store), root: .list, path: [.detail(3)])
/// navigator.routes  // [.list, .detail(3)]
/// ```
public struct Navigator<Route: Hashable & Sendable> {
    private let builder: any SceneBuilder<Route>
    private var entries: [Entry]
    /// Whether the top scene has been sent its appear action since it came on top.
    private var topHasAppeared = false
    /// Whether a scene on the stack keeps timers that catch up while covered: only then does
    /// a change of the top scene look for them, and time passing counts, for a story's clock
    /// steps and for exploring, as if they ran.
    private(set) var holdsCoveredTimers = false
    /// The top scene's choices, all its commands and whether it has a secret argument, kept
    /// beside the stack: the console reads them for every typed line, and reading them through
    /// the stack copies the top entry in this generic code.
    private var topChoices: ScreenChoices
    private var topAllCommands: [CommandSyntax]
    private var topHasSecretArgument: Bool
    /// Every command with a secret argument of the scenes made in this session, by name.
    private var secretCommands: [CommandSyntax] = []
    /// The top scene's commands, then the other scenes' commands with a secret argument whose
    /// names it does not use: what a typed line's secret is masked by, wherever it is typed.
    private(set) var topMaskingCommands: [CommandSyntax] = []

    private struct Entry {
        let route: Route
        var scene: Scene<Route>
        /// Its timers that catch up, kept while a scene covers it.
        var covered: CoveredTimers?
    }

    /// A navigator showing `root`, with the scenes for `path` pushed on top of it in order.
    public init(builder: some SceneBuilder<Route>, root: Route, path: [Route] = []) {
        self.builder = builder
        entries = ([root] + path).map { Entry(route: $0, scene: builder.scene(for: $0)) }
        (topChoices, topAllCommands, topHasSecretArgument) = Self.facts(of: entries)
        noteSecretCommands(of: entries)
    }

    /// Keeps the commands with a secret argument of the scene for `route`, made now but not
    /// shown: a line typed elsewhere that types one of them is masked as on its own screen.
    package mutating func noteSecretCommands(of route: Route) {
        noteSecretCommands(of: [Entry(route: route, scene: builder.scene(for: route))])
    }

    /// Keeps the commands with a secret argument of the scenes `made` (those on the stack,
    /// the new ones among them), and the commands a line typed now is masked by.
    ///
    /// A password typed on another screen than its command's (`login ada lovelace` on the
    /// Catalog, after the login) is refused there, and was kept in the history file and a
    /// recorded story as typed (found by a hostile tester).
    private mutating func noteSecretCommands(of made: [Entry]) {
        for entry in made where entry.scene.hasSecretArgument {
            for command in entry.scene.allCommands
            where command.arguments.contains(where: { $0.kind == .secret })
                && !secretCommands.contains(where: { $0.name == command.name })
            {
                secretCommands.append(command)
            }
        }
        let elsewhere = secretCommands.filter { secret in
            !topAllCommands.contains { $0.name == secret.name }
        }
        // Shared with the top's list, not copied, in an app without secrets.
        topMaskingCommands = elsewhere.isEmpty ? topAllCommands : topAllCommands + elsewhere
    }

    /// The top scene's choices, all its commands, and whether it has a secret argument.
    private static func facts(of entries: [Entry]) -> (ScreenChoices, [CommandSyntax], Bool) {
        let top = entries[entries.count - 1].scene
        return (top.choices, top.allCommands, top.hasSecretArgument)
    }

    /// The routes on the stack, root first.
    public var routes: [Route] { entries.map(\.route) }

    /// The scene on top of the stack, the one on screen.
    public var top: Scene<Route> { entries[entries.count - 1].scene }

    /// What the scene on top said since the last typed line, after the first `reportedAfter`
    /// notices it reported then (which a screen showed), worded by its Presenter for
    /// `screen`: the newest ones, at most as many as a screen shows.
    func topNoticeMessages(on screen: Screen, reportedAfter: Int = 0) -> [String] {
        entries[entries.count - 1].scene.noticeMessages(on: screen, reportedAfter: reportedAfter)
    }

    /// How many notices the scene on top reported since the last typed line.
    var topNoticesReported: Int { entries[entries.count - 1].scene.noticesReported }

    /// Whether the session should end.
    struct Outcome {
        var status = StatusLine()
        var quits = false
        /// Whether another scene is on top (or the one on top was shown again): what the
        /// last screen's status line said was about the screen before.
        var changedScreen = false
    }

    /// Starts a new typed line: the scene on screen forgets its notices, which lived until
    /// now. (A covered scene forgets its own when it is revealed.)
    mutating func beginLine() {
        guard topChoices.hasNotices else { return }
        entries[entries.count - 1].scene.forgetNotices()
    }

    /// Whether a scene is below the top one, for `back` to return to.
    var canGoBack: Bool { entries.count > 1 }

    /// Whether the top scene has notices to show, reported since the last typed line.
    var topHasNotices: Bool { topChoices.hasNotices }

    /// The top scene's commands, read without the stack (see ``Scene/commands``).
    var topCommands: [CommandSyntax] { topChoices.filter(topAllCommands) }

    /// Every command the top scene's View declares, offered now or not.
    var topDeclaredCommands: [CommandSyntax] { topAllCommands }

    /// ``topCommands`` with the values their arguments offer now: what Tab completes and
    /// exploration types.
    var topCompletedCommands: [CommandSyntax] { topChoices.withValues(topCommands) }

    /// The top scene's screen with the console's status line, written into the console's
    /// buffer without copying the scene.
    func writeTop(on screen: Screen, status: StatusLine, into screenBytes: ScreenBytes) {
        entries[entries.count - 1].scene.write(on: screen, status: status, into: screenBytes)
    }

    /// The top scene's screen with the console's status line, as bytes of its own: to compare
    /// with the screen shown, not to show.
    func topScreen(on screen: Screen, status: StatusLine) -> [UInt8] {
        let screenBytes = ScreenBytes()
        writeTop(on: screen, status: status, into: screenBytes)
        return screenBytes.bytes
    }

    /// The secret argument `words` leave out on the top scene; see ``Scene/secretMissing(from:)``.
    func topSecretMissing(from words: LineWords) -> ArgumentSyntax? {
        guard topHasSecretArgument else { return nil }
        return entries[entries.count - 1].scene.secretMissing(from: words)
    }

    /// The command an empty line runs on the top scene, if its View names one and the screen
    /// offers it now (a Presenter may offer `next` only while there is a next page).
    var topEmptyLineCommand: String? {
        guard let name = entries[entries.count - 1].scene.emptyLineCommand,
            topChoices.names?.contains(name) ?? true
        else { return nil }
        return name
    }

    /// The command a line that names none of the top scene's commands runs, as free text.
    var topOtherLineCommand: String? { entries[entries.count - 1].scene.otherLineCommand }

    /// The top scene's waiting question, read without copying the scene.
    var topQuestion: String? { topChoices.question }
    /// Whether `back` asks the field before the top scene's waiting question, in a form.
    var topQuestionGoesBack: Bool { entries[entries.count - 1].scene.questionGoesBack }
    /// Whether the top scene's Logic hears the screen's size (its scene has a `screenAction`).
    var topHearsScreen: Bool { topChoices.hearsScreen }
    /// Whether the top scene's Logic must hear `screen` before it is drawn: a check without a
    /// call into the scene, made for every screen.
    func topNeedsToHear(_ screen: Screen) -> Bool { topChoices.needsToHear(screen) }
    /// The name of the top scene's waiting question's secret answer, when it is one.
    var topQuestionSecret: String? {
        topChoices.question == nil ? nil : entries[entries.count - 1].scene.questionSecret
    }
    /// What Tab completes an answer to the top scene's waiting question to.
    var topQuestionCompletions: [String] {
        entries[entries.count - 1].scene.questionCompletions
    }

    /// The Logic states of the scenes on the stack, root first, for an exploration's
    /// invariants.
    var states: [Any] { entries.flatMap(\.scene.stateValues) }
    /// The top scene's Logic state.
    var topState: Any { entries[entries.count - 1].scene.stateValue }

    /// Runs a typed line's words as a command of the top scene and applies what it led to.
    mutating func handle(
        _ words: LineWords, secret: String?, display: inout some WorkDisplay
    ) async -> Outcome {
        let outcome = await entries[entries.count - 1].scene.handle(
            words, secret: secret, display: &display)
        // Most typed lines navigate nowhere: that is known without another async call.
        if let settled = settled(outcome) { return settled }
        return await apply(outcome, display: &display)
    }

    /// Answers the top scene's question with a typed line and applies what it led to.
    mutating func answer(_ line: String, display: inout some WorkDisplay) async -> Outcome {
        let outcome = await entries[entries.count - 1].scene.answer(line, display: &display)
        return await apply(outcome, display: &display)
    }

    /// Cancels the top scene's waiting question and applies what its Logic made of that.
    mutating func cancelQuestion(display: inout some WorkDisplay) async -> Outcome {
        let outcome = await entries[entries.count - 1].scene.cancelQuestion(display: &display)
        return await apply(outcome, display: &display)
    }

    /// `back` while a form's question waits: asks its previous field again; `nil` when the
    /// question has no previous field.
    mutating func goBackInQuestion(display: inout some WorkDisplay) async -> Outcome? {
        guard
            let outcome = await entries[entries.count - 1].scene.goBackInQuestion(display: &display)
        else { return nil }
        return await apply(outcome, display: &display)
    }

    /// `back`: closes the top scene; refused on the first screen.
    mutating func back(display: inout some WorkDisplay) async -> Outcome {
        guard entries.count > 1 else {
            return Outcome(status: .refusal(NavigationProblem.cannotGoBack.message))
        }
        return await apply(SceneOutcome(navigation: [.pop]), display: &display)
    }

    /// `home`: closes every scene above the first.
    mutating func home(display: inout some WorkDisplay) async -> Outcome {
        await apply(SceneOutcome(navigation: [.popToRoot]), display: &display)
    }

    /// Applies navigation steps as if a scene had asked for them.
    mutating func apply(_ steps: [Navigation<Route>], display: inout some WorkDisplay) async
        -> Outcome
    {
        await apply(SceneOutcome(navigation: steps), display: &display)
    }

    /// Hands the top scene what one of its timers or subscriptions sent, and applies what it
    /// led to.
    mutating func deliver(_ action: any Sendable, display: inout some WorkDisplay) async
        -> Outcome
    {
        // What the scene said before was shown: news that closes it says only its own.
        let shown = topNoticesReported
        let outcome = await entries[entries.count - 1].scene.deliver(action, display: &display)
        return await apply(outcome, display: &display, noticesShown: shown)
    }

    /// Tells the top scene's Logic `display`'s screen, when it hears the screen and has not
    /// heard that one, and applies what it led to; `nil` when there was nothing to tell.
    mutating func tellScreen(display: inout some WorkDisplay) async -> Outcome? {
        // A scene that has not appeared was left on top by a navigation loop, which was said
        // and stopped: told the screen, it ran the loop again, and the message was said twice
        // (found by a hostile tester).
        guard topHasAppeared, entries[entries.count - 1].scene.needsToHear(display.screen)
        else { return nil }
        let outcome = await entries[entries.count - 1].scene.hearScreen(display: &display)
        return await apply(outcome, display: &display)
    }

    /// Sends the top scene its appear action if it has not had it since it came on top.
    mutating func appearIfNeeded(display: inout some WorkDisplay) async -> Outcome {
        await apply(SceneOutcome(), display: &display)
    }

    /// Applies navigation in order, hands finished scenes' results down, then lets each newly
    /// revealed top scene appear, which may navigate again.
    ///
    /// The first `noticesShown` notices the scene on top reported since the last typed line
    /// were shown already, so they do not go with it to the next screen.
    private mutating func apply(
        _ first: SceneOutcome<Route>, display: inout some WorkDisplay, noticesShown: Int = 0
    ) async -> Outcome {
        var noticesShown = noticesShown
        if let settled = settled(first) { return settled }
        var outcome = Outcome(status: first.status)
        var pending = first.navigation[...]
        // A scene whose appear action always navigates would loop forever; stop and say so.
        var appearances = 0
        while true {
            while let step = pending.popFirst() {
                if case .quit = step {
                    outcome.quits = true
                    return outcome
                }
                // A push covers the top scene: its timers that catch up wait with it (and the
                // others stop, as for any change of the top scene).
                var covered: CoveredTimers?
                let isPush: Bool
                if case .push = step { isPush = true } else { isPush = false }
                if isPush { covered = display.events?.cover() }
                // What the scene on top said on this line, before another takes its place.
                let earlier = entries[entries.count - 1].scene.noticeMessages(
                    on: display.screen, reportedAfter: noticesShown)
                noticesShown = 0
                switch applyOne(step) {
                // The session ends after it: a refusal to close the first screen ("Type quit
                // to leave") would be its last words (a hostile tester).
                case .refused where pending.contains(.quit):
                    continue
                case .refused(let problem):
                    // What the scene said on the line says what it did (a form launched as the
                    // first screen saved, then closed): shown beside the refusal, which hides
                    // the scene's own messages (found by a stranger).
                    if !earlier.isEmpty {
                        outcome.status.earlierNotices += earlier
                        entries[entries.count - 1].scene.forgetNotices()
                    }
                    outcome.status.add(.refusal(problem.message))
                    continue
                case .unchanged:
                    // `home` on the first screen: the scene on top stays, and so do its
                    // timers and subscriptions.
                    continue
                case .changed:
                    outcome.changedScreen = true
                }
                if !earlier.isEmpty {
                    outcome.status.earlierNotices += earlier
                    // Said now: the covered scene does not say it again when shown again.
                    if isPush { entries[entries.count - 2].scene.forgetNotices() }
                }
                // Timers and subscriptions belong to the scene on top, which just changed.
                if !isPush { display.events?.stopAll() }
                if let covered {
                    entries[entries.count - 2].covered = covered
                    holdsCoveredTimers = true
                }
                if !display.observers.isEmpty { showObserversTheStack(display.observers) }
                // A scene shown again hears first what its timers owe from while it was covered.
                if holdsCoveredTimers, !isPush {
                    let caughtUp = await catchUp(display: &display)
                    outcome.status.add(caughtUp.status)
                    if !caughtUp.navigation.isEmpty { pending = caughtUp.navigation[...] + pending }
                }
                guard case .finish(let result) = step else { continue }
                // The revealed scene appears first, then hears the result: the result is the
                // newer news, so a reload on appearing cannot undo it.
                let appeared = await appear(display: &display)
                let received = await entries[entries.count - 1].scene.receive(
                    result, display: &display)
                outcome.status.add(appeared.status)
                outcome.status.add(received.status)
                pending = (appeared.navigation + received.navigation)[...] + pending
            }
            guard !topHasAppeared else { return outcome }
            appearances += 1
            guard appearances <= Self.appearanceLimit else {
                outcome.status.add(
                    .refusal(NavigationProblem.navigationLoop(limit: Self.appearanceLimit).message))
                return outcome
            }
            let appeared = await appear(display: &display)
            outcome.status.add(appeared.status)
            pending = appeared.navigation[...]
        }
    }

    /// Hands the top scene, shown again, what its timers that catch up fell due for while it
    /// was covered, in order, and lets them run on; at most
    /// ``Console/maximumDeliveriesPerClockStep`` actions, as a clock step.
    private mutating func catchUp(display: inout some WorkDisplay) async -> SceneOutcome<Route> {
        var caughtUp = SceneOutcome<Route>()
        defer { holdsCoveredTimers = entries.contains { $0.covered != nil } }
        guard let covered = entries[entries.count - 1].covered, let events = display.events
        else { return caughtUp }
        entries[entries.count - 1].covered = nil
        events.reveal(covered)
        var deliveries = 0
        while let action = events.nextCaughtUp() {
            let delivered = await entries[entries.count - 1].scene.deliver(
                action, display: &display)
            caughtUp.status.add(delivered.status)
            caughtUp.navigation += delivered.navigation
            deliveries += 1
            if deliveries == Self.maximumCatchUp {
                events.skipCaughtUp()
                caughtUp.status.add(
                    .refusal(NavigationProblem.tooMuchToCatchUp(deliveries: deliveries).message))
                break
            }
        }
        return caughtUp
    }

    /// The most actions timers that catch up hand a scene shown again.
    static var maximumCatchUp: Int { 100_000 }

    /// The outcome of `first` when it navigates nowhere and the top scene has appeared: most
    /// typed lines, for which generic code over the app's routes is not cheap even for an
    /// empty list.
    private func settled(_ first: SceneOutcome<Route>) -> Outcome? {
        guard first.navigation.isEmpty && topHasAppeared else { return nil }
        return Outcome(status: first.status)
    }

    private static var appearanceLimit: Int { 32 }

    /// Tells observers which screens are on the stack now.
    private func showObserversTheStack(_ observers: [SessionObserver]) {
        let event = SessionEvent(
            .navigated(routes: entries.map(\.route)), screen: top.name,
            source: "Navigator")
        for observer in observers { observer(event) }
    }

    /// Sends the top scene its appear action and marks it as appeared.
    private mutating func appear(display: inout some WorkDisplay) async -> SceneOutcome<Route> {
        topHasAppeared = true
        return await entries[entries.count - 1].scene.appear(display: &display)
    }

    /// What one navigation step did to the stack.
    private enum StepOutcome {
        /// Another scene is on top.
        case changed
        /// Nothing changed: the scene on top is the one that was.
        case unchanged
        /// Refused, for this reason.
        case refused(NavigationProblem)
    }

    /// Applies one step.
    private mutating func applyOne(_ step: Navigation<Route>) -> StepOutcome {
        switch step {
        case .push(let route):
            entries.append(Entry(route: route, scene: builder.scene(for: route)))
        case .pop:
            guard entries.count > 1 else { return .refused(.firstScreenStays) }
            entries.removeLast()
            entries[entries.count - 1].scene.forgetNotices()
        case .finish:
            guard entries.count > 1 else { return .refused(.nothingToFinishTo) }
            entries.removeLast()
            entries[entries.count - 1].scene.forgetNotices()
        case .popToRoot:
            guard entries.count > 1 else { return .unchanged }
            entries.removeSubrange(1...)
            entries[0].scene.forgetNotices()
        case .replace(let route):
            entries[entries.count - 1] = Entry(route: route, scene: builder.scene(for: route))
        case .setStack(let routes):
            guard !routes.isEmpty else { return .refused(.emptyStack) }
            entries = routes.map { Entry(route: $0, scene: builder.scene(for: $0)) }
        case .quit:
            return .unchanged
        }
        (topChoices, topAllCommands, topHasSecretArgument) = Self.facts(of: entries)
        noteSecretCommands(of: entries)
        topHasAppeared = false
        return .changed
    }
}
