import Dispatch
import LookupSample
import ScenicTestSupport
import Testing

@testable import Scenic

/// Work, results and questions through the real console with piped input: nothing is drawn
/// while work runs, so every transcript is the same whatever the timing.
@Suite struct ScriptedWorkTests {
    /// A source that answers at once, or never for `stuck`.
    struct QuickSource: FactSource {
        var stuck: Int?

        func fact(about number: Int) async throws -> Fact {
            if number == stuck { try await Task.sleep(for: .seconds(60)) }
            guard number != 13 else { throw LookupFailure.unavailable }
            return Fact(number: number, text: "Fact \(number).")
        }
    }

    func transcript(
        _ typed: String, source: QuickSource = QuickSource(), timeout: Duration = .seconds(30)
    ) async -> String {
        var console = Console(
            navigator: Navigator(
                builder: LookupScenes(source: source, timeout: timeout), root: .lookup),
            configuration: ConsoleConfiguration(width: .fixed(60)))
        var input = ScriptInput(typed)
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        return output.text
    }

    /// The number of screens in a transcript: one per title line.
    func screens(_ transcript: String, titled title: String) -> Int {
        transcript.split(separator: "\n").filter { $0 == title }.count
    }

    @Test func drawsOneScreenPerLineWhateverTheWorkSendsMeanwhile() async {
        let text = await transcript("look 4\nlook 13\n")
        // The first screen and one per line: progress is never drawn when nobody watches.
        #expect(screens(text, titled: "Lookup") == 3)
        #expect(!text.contains("Looking up"))
        #expect(text.contains("Fact 4."))
        #expect(text.contains("» The source did not answer for 13. Try again later."))
    }

    /// Where a worker runs, as its fact says.
    struct WhereSource: FactSource {
        func fact(about number: Int) async throws -> Fact {
            let queue = DispatchQueue.getSpecific(key: QueueExecutor.mark) ?? "the shared pool"
            return Fact(number: number, text: "Ran on \(queue).")
        }
    }

    /// A worker may block its thread (a lock, a file, the network), so it runs on a queue of its
    /// own rather than in the shared pool of Swift tasks, whose threads (one per core, one of
    /// them the console's) it would otherwise hold, with every timeout and timer waiting on
    /// them (found by an API review: a 100 ms timeout came after 2.27 s).
    @Test func aWorkerRunsOffTheSharedPool() async {
        var console = Console(
            navigator: Navigator(
                builder: LookupScenes(source: WhereSource(), timeout: .seconds(30)), root: .lookup),
            configuration: ConsoleConfiguration(width: .fixed(60)))
        var input = ScriptInput("look 4\n")
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        #expect(output.text.contains("Ran on Scenic work."), "\(output.text)")
    }

    @Test func aTimeoutStopsTheWorkAndTheLogicSaysSo() async {
        let text = await transcript(
            "look 5\nlook 6\n", source: QuickSource(stuck: 5), timeout: .milliseconds(50))
        #expect(text.contains("» Looking up 5 took longer than 0.05 seconds; stopped."))
        // The app goes on: the next lookup works.
        #expect(text.contains("Fact 6."))
    }

    /// The README says the exception to "whatever the timing": a timeout counts real time even
    /// when piped, as the test above shows.
    @Test func theReadmeSaysATimeoutCountsRealTimeWhenPiped() async throws {
        let work = try Readme().section("### Work that takes time").text
            .replacingOccurrences(of: "\n  ", with: " ")
        #expect(
            work.contains("for work that ends within its `timeout:`, which still counts real time"))
        let text = await transcript(
            "look 5\n", source: QuickSource(stuck: 5), timeout: .milliseconds(50))
        #expect(text.contains("took longer than 0.05 seconds; stopped."))
    }

    @Test func aPushedPickerHandsItsChoiceToTheScreenBelow() async {
        let text = await transcript("look 4\nlook 9\npick\npick 2\n")
        let last = text.components(separatedBy: "> pick 2").last ?? ""
        #expect(last.contains("Lookup\n"))
        // 4 was looked up again: it is in the history twice, newest first.
        #expect(last.components(separatedBy: "Fact 4.").count - 1 == 2)
        #expect(last.components(separatedBy: "Fact 9.").count - 1 == 1)
    }

    @Test func aQuestionIsAnsweredByTheNextLineAndAskedAgainUntilItIs() async {
        let text = await transcript("look 4\nclear\nmaybe\nhelp\nno\nclear\ny\n")
        #expect(text.contains("» Forget the fact? (yes/no)\n> maybe"))
        #expect(text.contains("» Please answer \"yes\" or \"no\".\n» Forget the fact? (yes/no)"))
        // Even a global command's name answers nothing while a question waits.
        #expect(!text.contains("Help: Lookup"))
        #expect(text.contains("» Kept the history."))
        #expect(text.contains("» Forgot 1 fact."))
    }

    @Test func aNoticeLivesUntilTheNextTypedLine() async {
        let text = await transcript("look 13\n\nlook 13\nxyzzy\n\n")
        let notice = "» The source did not answer for 13. Try again later."
        let screens = text.components(separatedBy: "Lookup\n─").dropFirst()
        #expect(screens.map { $0.contains(notice) } == [false, true, false, true, false, false])
    }

    @Test func finishingOnTheFirstScreenIsRefusedWithAMessage() async {
        var navigator = Navigator(
            builder: LookupScenes(source: QuickSource()), root: .picker([3]))
        var display = ScriptedWork()
        let outcome = await navigator.handle(["pick", "1"], secret: nil, display: &display)
        #expect(navigator.routes == [.picker([3])])
        #expect(outcome.status.messages == [NavigationProblem.nothingToFinishTo.message])
    }
}
