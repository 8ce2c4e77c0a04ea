import Testing

@testable import Scenic

/// A clock step is bounded in length and in the work it does, so that no story line can keep a
/// replay busy for days.
@Suite struct ClockStepBoundsTests {
    /// A scene whose timer ticks every millisecond, counting.
    struct MetronomeView: View {
        enum Region: CaseIterable { case count }
        enum Name: String, CommandName { case start }
        let title = "Metronome"
        let commands = [Command(Name.start, help: "Tick every millisecond")]
    }

    struct MetronomeInteractor: Interactor {
        func action(for input: CommandInput<MetronomeView.Name>) -> MetronomeLogic.Action {
            .start
        }
    }

    struct MetronomeLogic: Logic {
        typealias Route = CountdownRoute
        enum Action: Equatable, Sendable { case start, tick }
        enum SourceID: Hashable, Sendable { case ticker }

        func reduce(_ ticks: inout Int, _ action: Action) -> [Effect<Self>] {
            switch action {
            case .start:
                return [.every(.milliseconds(1), send: .tick, id: .ticker, whileCovered: .stops)]
            case .tick:
                ticks += 1
                return []
            }
        }
    }

    struct MetronomePresenter: Presenter {
        func present(_ ticks: Int, on screen: Screen) -> ViewContent<MetronomeView.Region> {
            ViewContent([.count: [.paragraph("\(ticks) ticks.")]])
        }
    }

    struct MetronomeScenes: SceneBuilder {
        func scene(for route: CountdownRoute) -> Scene<CountdownRoute> {
            Scene(
                view: MetronomeView(), interactor: MetronomeInteractor(),
                logic: MetronomeLogic(), presenter: MetronomePresenter(), state: 0)
        }
    }

    /// The transcript of `typed`, piped into the metronome at 200 columns.
    private func metronome(_ typed: String) async -> String {
        var console = Console(
            navigator: Navigator(builder: MetronomeScenes(), root: .countdown),
            configuration: ConsoleConfiguration(width: .fixed(200)))
        var input = ScriptInput(typed)
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        return output.text
    }

    @Test func aStepDeliversAtMostAHundredThousandActionsAndSaysWhereItStopped() async {
        let text = await metronome("start\n# after 1d\n# after 5ms\n")
        #expect(text.contains("100000 ticks."))
        #expect(
            text.contains(
                "» Timers fell due 100000 times in this clock step, the most one step delivers; "
                    + "the clock stopped 100s into it. Move the clock in shorter steps."))
        // The next step goes on from where the clock stopped.
        #expect(text.contains("100005 ticks."))
    }

    /// Two busy steps in a row say so once, of the last: the words of the step before stayed
    /// beside them, one more copy a step (a hostile tester's three steps showed three).
    @Test func busyStepsInARowSayItOnce() async throws {
        let text = await metronome("start\n# after 1d\n# after 1d\n")
        let last = try #require(text.components(separatedBy: "> # after 1d\n").last)
        #expect(last.contains("200000 ticks."))
        #expect(last.components(separatedBy: "» Timers fell due").count == 2, "\(last)")
    }

    /// A year passes in one step ("a card due in 200 days"); a longer step is a typo.
    ///
    /// Before, a step was at most a day, so a story of a week took seven (found by a stranger).
    @Test func aStepIsAtMostAYear() throws {
        let year = Duration.seconds(366 * 86_400)
        #expect(StoryScript.clockStep("# after 366d") == year)
        #expect(StoryScript.clockStep("# after 8784h") == year)
        #expect(StoryScript.clockStep("# after 527040m") == year)
        #expect(StoryScript.clockStep("# after 31622400s") == year)
        #expect(StoryScript.clockStep("# after 31622400000ms") == year)
        for longer in [
            "# after 367d", "# after 8785h", "# after 31622401s", "# after 31622400001ms",
            "# after 1000000000m", "# after 999999999999d", "# after 99999999999999999999s",
        ] {
            #expect(StoryScript.clockStep(longer[...]) == nil, "\(longer)")
            #expect(throws: StoryScript.Problem.badClockStep(line: 1, text: longer)) {
                try StoryScript(text: "\(longer)\n")
            }
        }
        #expect(
            StoryScript.clockStepRule("# after 367d")
                == "\"# after 367d\" is not a clock step: give a whole number with ms, s, m, h or "
                + "d, at most a year (366d), such as \"# after 2500ms\", \"# after 30s\" or "
                + "\"# after 1d\". For a comment in words, begin the line with \"##\".")
    }

    @Test func aStepSpacedWithATabIsAStepAndOneSpacedInvisiblyIsRefused() throws {
        #expect(StoryScript.clockStep("# after\t5s") == .seconds(5))
        #expect(StoryScript.clockStep("#\tafter 5\ts") == .seconds(5))
        for meant in ["# after\u{200B}5s", "# after5s", "#  after 5.5s"] {
            #expect(throws: StoryScript.Problem.badClockStep(line: 1, text: meant)) {
                try StoryScript(text: "\(meant)\n")
            }
        }
        for comment in ["# after-hours, the cart", "# afterwards", "# after\tthe login"] {
            #expect(try StoryScript(text: "\(comment)\nstart\n").lines == ["start"], "\(comment)")
        }
    }

    /// A screen's title that a story would read as a directive is recorded so that it reads
    /// as a comment: before, a title "After 5 minutes" made the recording one that --replay
    /// refused (found by a hostile tester).
    @Test func aTitleThatReadsAsADirectiveIsRecordedAsAComment() throws {
        var written = ""
        var recording = StoryRecording(app: "shop", width: 60) { written += $0 }
        for title in [
            "Catalog", "Now 2 in your cart", "Now: checkout", "After 5 minutes", "Width 60",
        ] {
            recording.typed("look", on: title)
        }
        let comments = written.split(separator: "\n").filter { !$0.hasPrefix("# Recorded") }
            .filter { $0.hasPrefix("# ") && !$0.hasPrefix("# SCENIC") && !$0.hasPrefix("# width") }
        #expect(
            comments == [
                "# Catalog", "# screen: Now 2 in your cart", "# screen: Now: checkout",
                "# screen: After 5 minutes", "# screen: Width 60",
            ])
        #expect(try StoryScript(text: written).lines == Array(repeating: "look", count: 5))
    }

    @Test func aWaitLongerThanAYearIsRecordedAsStepsAStoryReads() throws {
        var written = ""
        var recording = StoryRecording(app: "metronome", width: 60) { written += $0 }
        recording.typed("start", on: "Metronome")
        recording.waited(.seconds(2 * 366 * 86_400 + 30))
        recording.typed("start", on: "Metronome")
        let steps = written.split(separator: "\n").filter { $0.hasPrefix("# after") }
        #expect(steps == ["# after 31622400s", "# after 31622400s", "# after 30s"])
        #expect(try StoryScript(text: written).lines.count == 5)
    }

    /// A step spaced with any space is a step: a no-break space (Option-Space on a Mac) or an
    /// ideographic one looked like a space, and the step was refused in words that showed
    /// none (a hostile tester's).
    @Test(arguments: [
        "# after\u{A0}5s", "# after 5s\u{A0}", "# after\u{3000}5s", "#\u{A0}after 5 s",
    ])
    func aStepSpacedWithAnySpaceIsAStep(line: String) {
        #expect(StoryScript.clockStep(Substring(line)) == .seconds(5))
    }
}
