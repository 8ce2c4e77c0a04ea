/// What the console does with what timers and subscriptions send: at a story's clock step,
/// and on a terminal while the prompt waits.
extension Console {
    /// What comes after a screen: a typed line, another screen, or the end of input.
    enum NextInput {
        case line(InputLine)
        /// Timers or subscriptions changed the screen; `reply` shows it.
        case screen(Reply)
        case end
    }

    /// The next typed line, handling on the way what timers and subscriptions send: a story's
    /// `# after 30s` moves the test clock, and on a terminal what arrives while the prompt
    /// waits is reduced at once, and the screen drawn again if it changed.
    mutating func nextLine<Input: LineInput>(
        from input: inout Input, after reply: Reply, display: inout ConsoleDisplay<some TextOutput>
    ) async -> NextInput {
        if let held = heldClockStep {
            heldClockStep = nil
            if let changed = await step(
                held.text, by: held.duration, after: reply, display: &display)
            {
                return .screen(changed)
            }
            lookBeforeNextLine(after: reply, display: display)
        }
        while true {
            // Reading waits on the wake-up only while something runs: a scene without timers
            // or subscriptions reads its lines as before.
            let wake =
                input.isTerminal && display.events?.isEmpty == false
                ? display.events?.mailbox?.wakeDescriptor : nil
            let showsScene = if case .screen = reply { true } else { false }
            switch read(
                from: &input, wakingOn: wake.flatMap { $0 >= 0 ? $0 : nil }, showsScene: showsScene)
            {
            case .line(let line): return .line(line)
            case .end: return .end
            case .clockStep(let text, let duration):
                if let changed = await step(text, by: duration, after: reply, display: &display) {
                    return .screen(changed)
                }
                lookBeforeNextLine(after: reply, display: display)
            case .badClockStep(let text):
                // Said, not passed over as a comment: the clock would silently stay put.
                display.output.write(TranscriptFormat.echo(VisibleText.escaping(text)) + "\n")
                var status = StatusLine()
                status.add(.refusal(StoryScript.clockStepRule(text)))
                return .screen(.screen(status))
            case .resized:
                // The prompt and the line being typed give way to the screen drawn again, below
                // the last one, which the terminal may have rewrapped; the line editor draws the
                // line again after the next prompt.
                display.output.write("\r\u{1B}[K")
                if !Self.changeWakeable(&input, { $0.holdTypeAheadAsKeys() }) {
                    input.holdTypeAhead()
                }
                display.forgetLastScreen()
                return .screen(reply)
            case .woken(let wroteBelowScreen):
                // The prompt and the line being typed give way to what comes next (a screen
                // slow work draws, the new screen); the line editor draws the line again after
                // the next prompt. Output that is no terminal (`app | tee log`, typed at a
                // terminal) ends the prompt's line instead: the controls went into the file (a
                // stranger's flashcards).
                display.output.write(display.output.isTerminal ? "\r\u{1B}[K" : "\n")
                // Keys typed meanwhile (the work a timer starts can take seconds) are not echoed
                // among its screens; the line editor takes them when it is back, Ctrl-C among
                // them in order (it clears the line typed before it, whatever was typed after
                // the wake-up), until work shows its screen and says Ctrl-C stops it.
                if !Self.changeWakeable(&input, { $0.holdTypeAheadAsKeys() }) {
                    input.holdTypeAhead()
                }
                // Nothing was typed since the screen above: the new one takes its place, unless
                // rows were written below it meanwhile.
                if wroteBelowScreen { display.forgetLastScreen() }
                display.mayReplaceLastScreen()
                if let wait = display.eventScreenWait(at: .now) {
                    // What arrived waits in the mailbox until the screen may be drawn.
                    display.events?.mailbox?.drainWakeUps()
                    if !display.eventScreenWaits {
                        display.events?.wakeUp(after: wait)
                        display.eventScreenWaits = true
                    }
                    display.keepLastScreen()
                    display.output.write(prompt)
                    Self.releaseToRead(&input)
                    continue
                }
                display.eventScreenWaits = false
                let changed = await deliverArrived(after: reply, display: &display)
                // Still held: the console releases it once the new screen is drawn.
                if let changed {
                    display.eventScreenDrawn(at: .now)
                    return .screen(changed)
                }
                display.keepLastScreen()
                display.output.write(prompt)
                Self.releaseToRead(&input)
            }
        }
    }

    /// A story's clock step `text`: recorded, echoed, and the clock moved by `duration`.
    ///
    /// Returns the screen to draw, or `nil` when nothing changed, as a terminal draws what
    /// timers bring (``screenAfterNews(_:display:)``): a step in which nothing changed adds no
    /// copy of the screen to the transcript (a session recorded at a terminal with a timer
    /// running has a step before nearly every line), and a replay of a recorded session shows
    /// what the session showed.
    private mutating func step(
        _ text: String, by duration: Duration, after reply: Reply,
        display: inout ConsoleDisplay<some TextOutput>
    ) async -> Reply? {
        recording?.clockStep(text)
        display.output.write(TranscriptFormat.echo(VisibleText.escaping(text)) + "\n")
        var news = screenBeforeNews(after: reply, display: display)
        if await advanceClock(by: duration, news: &news, display: &display) {
            return quitting(onNews: news, display: display)
        }
        return screenAfterNews(news, display: display)
    }

    /// The screen as timers and subscriptions find it, to tell whether what they bring changes
    /// it.
    struct ScreenBeforeNews {
        /// The status line shown, to which what they say is added.
        var status: StatusLine
        /// The screen's bytes with it.
        let screen: [UInt8]
        /// How many work screens had been drawn.
        let workScreens: Int
        /// Whether the scene on top had notices.
        let hadNotices: Bool
        /// The status line as the screen showed it, and how many notices the scene on top had
        /// reported: news that ends the session says only what it adds.
        var shown: (status: StatusLine, notices: Int)
    }

    /// The end of the session by news (a timer that logs out), with what the news said and no
    /// screen has shown.
    private func quitting(onNews news: ScreenBeforeNews, display: ConsoleDisplay<some TextOutput>)
        -> Reply
    {
        let status = news.status
        let shown = news.shown.status
        let added = StatusLine(
            notes: Array(status.notes.dropFirst(shown.notes.count)),
            earlierNotices: Array(status.earlierNotices.dropFirst(shown.earlierNotices.count)),
            messages: Array(status.messages.dropFirst(shown.messages.count)))
        return .quit(
            lastWords: lastWords(after: added, display: display, noticesBefore: news.shown.notices))
    }

    /// The screen `reply` drew (or, after help's text, the one under it), before news.
    private func screenBeforeNews(
        after reply: Reply, display: ConsoleDisplay<some TextOutput>
    ) -> ScreenBeforeNews {
        var status = StatusLine()
        if case .screen(let shown) = reply { status = shown }
        return ScreenBeforeNews(
            status: status, screen: navigator.topScreen(on: display.screen, status: status),
            workScreens: display.workScreensShown, hadNotices: navigator.topHasNotices,
            shown: (status, navigator.topNoticesReported))
    }

    /// The screen to draw after news, or `nil` when it is the one `before` found, so that a
    /// poll that finds nothing new draws nothing, and help's text stays.
    private func screenAfterNews(
        _ before: ScreenBeforeNews, display: ConsoleDisplay<some TextOutput>
    ) -> Reply? {
        var status = before.status
        // A refused line hid the scene's messages, which were older than it; news that arrived
        // since (a subscription's "changed in another window") is newer, and shown beside it.
        if !before.hadNotices && navigator.topHasNotices { status.hidesSceneMessages = false }
        // Work drew its own screens ("Looking up…"): the screen it ended on is drawn even when
        // it is the one from before the work.
        guard display.workScreensShown == before.workScreens,
            navigator.topScreen(on: display.screen, status: status) == before.screen
        else { return .screen(status) }
        return nil
    }

    /// Releases `input`'s typing for the line read right after (``WakeableLineInput/
    /// releaseTypeAheadToRead()``).
    static func releaseToRead<Input: LineInput>(_ input: inout Input) {
        // Only a terminal holds typing (piped input, a story: nothing to look up per line).
        guard input.isTerminal, changeWakeable(&input, { $0.releaseTypeAheadToRead() }) else {
            return input.releaseTypeAhead()
        }
    }

    /// Runs `change` on `input` as the ``WakeableLineInput`` it is; `false`, changing nothing,
    /// when it is none.
    @discardableResult
    static func changeWakeable<Input: LineInput>(
        _ input: inout Input, _ change: (inout any WakeableLineInput) -> Void
    ) -> Bool {
        guard var wakeable = input as? any WakeableLineInput else { return false }
        change(&wakeable)
        guard let back = wakeable as? Input else { return false }
        input = back
        return true
    }

    /// Adds what news led to to the status line; when it changed the screen (a timer that
    /// logs out), the status line is only what it said: the line's answer, or earlier news,
    /// was about the screen before (a stranger's "Paused." stayed on the next screen), and
    /// every notice of the scene now on top is news.
    private static func add(_ outcome: Navigator<Route>.Outcome, to news: inout ScreenBeforeNews) {
        if outcome.changedScreen {
            news.status = StatusLine()
            news.shown = (StatusLine(), 0)
        }
        news.status.add(outcome.status)
    }

    /// The most actions one clock step delivers (a 2-second poll over a whole day is 43,200).
    static var maximumDeliveriesPerClockStep: Int { 100_000 }

    /// Moves the test clock by `duration`, reducing each action that falls due on the way in
    /// order and adding what they say to `news`; returns whether one of them quit.
    ///
    /// Stops, and says so, after ``maximumDeliveriesPerClockStep`` actions.
    private mutating func advanceClock(
        by duration: Duration, news: inout ScreenBeforeNews,
        display: inout ConsoleDisplay<some TextOutput>
    ) async -> Bool {
        guard let events = display.events else { return false }
        let start = events.now
        let deadline = start + duration
        var deliveries = 0
        // The app's clock moves with the timers': work a timer starts reads the time it fell due.
        defer { clock?.move(to: events.now) }
        while let action = events.nextDue(by: deadline) {
            clock?.move(to: events.now)
            let outcome = await navigator.deliver(action, display: &display)
            Self.add(outcome, to: &news)
            if outcome.quits { return true }
            deliveries += 1
            // Bounded: a timer every millisecond over a long step would run for hours.
            if deliveries == Self.maximumDeliveriesPerClockStep, events.hasDue(by: deadline) {
                // Said of this step alone: the same words of the steps before stayed beside
                // them, one more copy a step (a hostile tester's three steps showed three).
                news.status.messages.removeAll(where: ConsoleProblem.isClockStepTooBusy)
                news.status.add(
                    .refusal(
                        ConsoleProblem.clockStepTooBusy(
                            deliveries: deliveries, stoppedAfter: events.now - start
                        ).message))
                break
            }
        }
        return false
    }

    /// Reduces what live timers and subscriptions sent; the screen to draw, or `nil` when it
    /// would be the one on screen, so that a poll that finds nothing new draws nothing.
    private mutating func deliverArrived(
        after reply: Reply, display: inout ConsoleDisplay<some TextOutput>
    ) async -> Reply? {
        guard let events = display.events else { return nil }
        let arrived = events.takeArrived()
        guard !arrived.isEmpty else { return nil }
        var news = screenBeforeNews(after: reply, display: display)
        var subscriptionSent = false
        for arrival in arrived {
            // A story recorded from the session waits as long on its test clock.
            if let due = arrival.due {
                if due > events.recordedNow {
                    recording?.waited(due - events.recordedNow)
                    events.recordedNow = due
                }
                recording?.timerFellDue()
            } else {
                subscriptionSent = true
            }
            let outcome = await navigator.deliver(arrival.action, display: &display)
            Self.add(outcome, to: &news)
            if outcome.quits { return quitting(onNews: news, display: display) }
        }
        let changed = screenAfterNews(news, display: display)
        // A recorded story says where news it does not replay changed the screen; news that
        // changed nothing (a watcher seeing the app's own save) needs no word, and wrote one
        // after nearly every line of a stranger's recording.
        if changed != nil, subscriptionSent { recording?.notedSubscription() }
        return changed
    }
}
