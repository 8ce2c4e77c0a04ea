import Foundation
import Scenic
import ScenicTesting
import Testing

/// A shelf that notifies, asks and navigates: every kind of word coverage counts.
private struct ShelfLogic: Logic {
    enum Route: Hashable, Sendable {
        case shelf
        case item(Int)
    }
    enum Notice: Equatable, Sendable, CaseIterable { case added, full, empty }
    enum Action: Equatable, Sendable {
        case add(Int)
        case clear, clearConfirmed, clearKept
        case open(Int)
    }

    func reduce(_ state: inout Int, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .add(let count):
            state += count
            return [.notify(.added)]
        case .clear:
            return [
                .ask(.yesOrNo("Clear all \(state) items?", yes: .clearConfirmed, no: .clearKept))
            ]
        case .clearConfirmed, .clearKept:
            return []
        case .open(let number):
            return [.push(.item(number)), .setStack([.shelf, .item(number)])]
        }
    }
}

@Suite struct CoverageTests {
    private let scene = "ScenicTests.ShelfLogic"

    /// The events a console's observers would see for `actions`, typed as `command`.
    private func observed(
        _ actions: [ShelfLogic.Action], command: String? = nil, source: Coverage.Source = .story
    ) -> Coverage {
        let collector = CoverageCollector()
        let observer = collector.observer(source)
        var state = 0
        for action in actions {
            let effects = ShelfLogic().reduce(&state, action)
            observer(
                SessionEvent(
                    .reduced(action: action, effects: effects), screen: "Shelf",
                    source: "ShelfLogic", command: command, logic: ShelfLogic.self))
        }
        return collector.coverage
    }

    @Test func anObservedActionMarksItsCaseCommandNoticesQuestionsAndRoutes() {
        let coverage = observed([.add(2), .clear, .open(1)], command: "add")
        #expect(coverage.sceneNames == [scene])
        #expect(coverage.reached(.action, in: scene) == ["add", "clear", "open"])
        #expect(coverage.reached(.command, in: scene) == ["add"])
        #expect(coverage.reached(.notice, in: scene) == ["added"])
        #expect(coverage.reached(.question, in: scene) == ["Clear all # items?"])
        #expect(coverage.reached(.route, in: scene) == ["item", "shelf"])
    }

    /// A question holding the user's data counts once, whatever the number or name in it.
    @Test func aQuestionIsCountedWithoutTheNumbersAndQuotationsInIt() {
        #expect(CoverageWords.question("Clear all 12 items?") == "Clear all # items?")
        #expect(
            CoverageWords.question(#"Delete "Quarterly report" (3 pages)?"#)
                == #"Delete "…" (# pages)?"#)
        #expect(CoverageWords.question("Rename “Q3 plan” to “Q4”?") == "Rename “…”?")
        // An apostrophe is not a quotation; a quote left open ends the text.
        #expect(CoverageWords.question("Don't save?") == "Don't save?")
        #expect(CoverageWords.question(#"Save "draft"#) == #"Save "…"#)
        // One question whatever the amount or the name, quotes in it too: a stranger's
        // confirmation counted as five (each digit a `#`, a quote inside the name ending it).
        let asked = [
            #"Save $1,000.01 for "Pizza with "extra" cheese"?"#, #"Save $12.50 for "Rent"?"#,
            #"Save $5.00 for "a "b" c"?"#,
        ]
        #expect(Set(asked.map(CoverageWords.question)) == [#"Save $# for "…"?"#])
        #expect(CoverageWords.question("Pay 3.5, or 4?") == "Pay #, or #?")
    }

    @Test func aCommandTypedIntoTheConsoleIsNamedOnItsEventAndCounted() async {
        let collector = CoverageCollector()
        let navigator = Navigator(
            builder: SampleScenes(store: TodoStore(["Buy milk"]), password: "pw"), root: .list)
        var console = Console(navigator: navigator)
        console.observers = [collector.observer(.story)]
        var input = ScriptInput("add Tea\nopne 1\n")
        var output = TextBuffer()
        _ = await console.run(input: &input, output: &output)
        let list = "ScenicTests.ListLogic"
        #expect(collector.coverage.reached(.command, in: list) == ["add"])
        #expect(collector.coverage.reached(.action, in: list).contains("add"))
        #expect(collector.coverage.scenes[list]?.reached[.command]?["add"] == [.story])
    }

    @Test func aCaseIterableTypeDeclaresEveryCaseAndOthersCountOnlyWhatWasReached() {
        let coverage = observed([.add(1)])
        #expect(coverage.declared(.notice, in: scene) == ["added", "empty", "full"])
        #expect(coverage.neverReached(.notice, in: scene) == ["empty", "full"])
        #expect(coverage.declared(.action, in: scene) == nil)
        // Not known rather than none, as for a scene the run never showed, or misspelled:
        // `== []` then fails instead of passing with nothing checked (found by an API review).
        #expect(coverage.neverReached(.action, in: scene) == nil)
        #expect(coverage.neverReached(.notice, in: "ShelfLogic") == nil)
        // By the Logic's type, which cannot be misspelled.
        #expect(coverage.neverReached(.notice, in: ShelfLogic.self) == ["empty", "full"])
        #expect(coverage.declared(.notice, in: ShelfLogic.self) == ["added", "empty", "full"])
        #expect(coverage.reached(.action, in: ShelfLogic.self) == ["add"])
    }

    @Test func navigationEventsAndOtherSourcesMarkNothingOnTheirOwn() {
        let collector = CoverageCollector()
        collector.observer(.story)(SessionEvent(.navigated(routes: [1]), screen: "S", source: "N"))
        #expect(collector.coverage == Coverage())
    }

    @Test func eachNewWordIsHandedOnOnceAndNeverAgain() {
        let heard = Heard()
        let collector = CoverageCollector { heard.add($0) }
        let observer = collector.observer(.logicTest)
        for _ in 0..<3 {
            observer(
                SessionEvent(
                    .reduced(action: ShelfLogic.Action.clearKept, effects: []), screen: "Shelf",
                    source: "ShelfLogic", logic: ShelfLogic.self))
        }
        #expect(heard.count == 1)
    }

    @Test func aGenericOrPrivateLogicIsNamedByItsModuleAndName() {
        #expect(
            CoverageWords.sceneName("Scenic.GalleryLogic<Shop.Route>") == "Scenic.GalleryLogic")
        #expect(
            CoverageWords.sceneName("Tests.(unknown context at $1f2e).ShelfLogic")
                == "Tests.ShelfLogic")
    }

    @Test func linesReadBackToTheSameCoverageWhateverTheNames() throws {
        var coverage = observed([.add(1), .clear], command: "add")
        coverage.reach("tab\there\nand a line", .question, in: scene, by: .preview)
        coverage.declareList(.command, in: "Other.EmptyLogic")
        coverage.reach(String(repeating: "long ", count: 100), .question, in: scene, by: .story)
        let text = CoverageLines.lines(of: coverage).joined()
        #expect(text.split(separator: "\n").allSatisfy { $0.split(separator: "\t").count >= 3 })
        let (read, skipped) = try CoverageLines.read(Array(text.utf8), shownAs: "coverage.txt")
        #expect(skipped == nil)
        // Every name is kept to 200 characters, so a line stays far below the reader's limit.
        let long: String = String(repeating: "long ", count: 40).dropLast() + "…"
        #expect(
            read.reached(.question, in: scene) == [
                "Clear all # items?", long, "tab^Ihere^Jand a line",
            ])
        #expect(read.declared(.command, in: "Other.EmptyLogic") == [])
        #expect(read.reached(.action, in: scene) == coverage.reached(.action, in: scene))
        #expect(read.declared(.notice, in: scene) == coverage.declared(.notice, in: scene))
    }

    /// A file with no line of coverage in it is refused, named with what to do.
    @Test(arguments: [
        ("reached\tA.BLogic\taction\tadd\n", 1),
        ("\nreached\tA.BLogic\taction\tadd\tsomeone\n", 2),
        ("reached\tA.BLogic\twhatever\tadd\tstory\n", 1),
        ("declared\t\tcommand\tadd\n", 1),
        ("\n\nrm -rf /\n", 3),
        (String(repeating: "x", count: 2_000) + "\n", 1),
    ])
    func aFileWithNoLineOfCoverageIsNamedWithWhatToDo(text: String, line: Int) {
        #expect(throws: CoverageProblem.damagedLine("run-1.txt", line: line)) {
            try CoverageLines.read(Array(text.utf8), shownAs: "run-1.txt")
        }
        #expect(
            CoverageProblem.damagedLine("run-1.txt", line: line).message
                == "run-1.txt, line \(line), is not a line of coverage that Scenic writes; the "
                + "file is damaged or not a coverage file. Nothing was changed. Delete it and "
                + "run the tests again to record coverage anew.")
    }

    /// A file that went through a tool writing CRLF reads as Scenic wrote it.
    ///
    /// Before, its lines were left out as damaged but one, read with a name ending in a
    /// carriage return ("Never reached: go^M"; found by a hostile tester).
    @Test func aFileWithCRLFLineEndsReadsAsItsLFOne() throws {
        let good =
            "list\tA.BLogic\taction\ndeclared\tA.BLogic\taction\tadd\n"
            + "reached\tA.BLogic\taction\tadd\tstory\n"
        let crlf = good.replacingOccurrences(of: "\n", with: "\r\n")
        let (read, skipped) = try CoverageLines.read(Array(crlf.utf8), shownAs: "run-1.txt")
        #expect(skipped == nil)
        #expect(read == (try CoverageLines.read(Array(good.utf8), shownAs: "run-1.txt")).coverage)
        #expect(read.declared(.action, in: "A.BLogic") == ["add"])
    }

    /// One damaged line costs only itself: a file cut short, a line edited or not UTF-8.
    @Test func aDamagedLineIsLeftOutAndTheOthersAreRead() throws {
        let good = "list\tA.BLogic\taction\ndeclared\tA.BLogic\taction\tadd\n"
        var bytes = Array((good + "reached\tA.BLogic\taction\tadd\tsomeone\n").utf8)
        bytes += [0x72, 0xFF, 0x0A] + Array("reached\tA.BLogic\taction\tadd\tstory\nreach".utf8)
        let (read, skipped) = try CoverageLines.read(bytes, shownAs: "run-1.txt")
        #expect(read.declared(.action, in: "A.BLogic") == ["add"])
        #expect(read.reached(.action, in: "A.BLogic") == ["add"])
        #expect(skipped == .damagedLinesSkipped("run-1.txt", lines: [3, 4, 6]))
    }

    @Test(arguments: [
        (
            [4],
            "line 4 is not what Scenic writes (the file was cut short or edited). It was left out"
        ),
        (
            [2, 9],
            "lines 2 and 9 are not what Scenic writes (the file was cut short or edited). They"
        ),
        ([1, 2, 3], "lines 1, 2 and 3 are not what Scenic writes"),
        ([1, 2, 3, 5, 8], "lines 1, 2, 3 and 2 more are not what Scenic writes"),
    ])
    func damagedLinesAreCounted(lines: [Int], words: String) {
        let message = CoverageProblem.damagedLinesSkipped("run-1.txt", lines: lines).message
        #expect(message.hasPrefix("run-1.txt: " + words), "\(message)")
        #expect(
            message.hasSuffix("and the rest was read. Run the tests again to record coverage anew.")
        )
    }

    @Test func mergingShardsJoinsWhatEachReachedAndDeclared() {
        var first = observed([.add(1)], source: .story)
        let second = observed([.clear, .add(2)], source: .logicTest)
        first.merge(second)
        #expect(first.reached(.action, in: scene) == ["add", "clear"])
        #expect(first.scenes[scene]?.reached[.action]?["add"] == [.story, .logicTest])
        #expect(first.subtracting(second).reached(.action, in: scene) == ["add"])
        #expect(first.subtracting(first) == Coverage())
    }

    /// A shelf reached by a story and a Logic test, with the commands its View declares.
    private var sample: Coverage {
        var coverage = observed([.add(1), .clear], command: "add")
        coverage.merge(observed([.open(2)], source: .logicTest))
        coverage.declareList(.command, in: scene)
        for command in ["add", "open", "clear"] { coverage.declare(command, .command, in: scene) }
        coverage.reach("say", .command, in: "AVeryLongModuleName.AVeryLongSceneLogic", by: .story)
        return coverage
    }

    @Test func theTableFitsEightyColumnsAndSaysWhatIsCountedAgainstWhat() {
        let table = sample.table
        #expect(table.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(
            table == """
                Scene                              Commands  Actions  Notices  Routes  Questions
                …gModuleName.AVeryLongSceneLogic          1        -        -       -          -
                ScenicTests.ShelfLogic                  1/3        3      1/3       2          1

                Reached 2 of the 6 declared words (33%), and 7 more that no list counts.
                N/M: N reached of the M declared (a View's commands, a CaseIterable's cases);
                N alone: reached, where nothing declares how many there are.

                Never reached:
                  ScenicTests.ShelfLogic commands: clear, open
                  ScenicTests.ShelfLogic notices: empty, full

                """)
    }

    @Test func theJSONListsEveryWordWithWhatReachedIt() {
        assertSnapshot(of: sample.json, named: "json")
    }

    @Test func aCheckPassesAtOrAboveItsThresholdAndSaysWhatIsMissingBelow() {
        let report = CoverageReport(sample)
        #expect(
            report.check(atLeast: 33)
                == (true, "Coverage is 33% (2 of the 6 declared words); --check 33 passes.\n"))
        #expect(
            report.check(atLeast: 34) == (
                false,
                """
                Coverage is 33% (2 of the 6 declared words), under the 34% that --check asks for. \
                Never reached:
                  ScenicTests.ShelfLogic commands: clear, open
                  ScenicTests.ShelfLogic notices: empty, full
                Next: type the commands in a story, or let assertExplores reach them; a Logic \
                test, a story or a preview reaches the rest; or lower the threshold.

                """
            ))
    }

    /// A run that showed no scene (Logic tests alone, a filter) declares nothing: a check
    /// that passed at "100%" of nothing would let a CI gate pass on an empty run.
    @Test func aCheckOfNothingDeclaredFails() {
        #expect(
            CoverageReport(Coverage()).totalLine
                == "No declared words: no scene was shown in this run, and 0 words were reached "
                + "that no list counts.")
        #expect(
            CoverageReport(Coverage()).check(atLeast: 90) == (
                false,
                "Coverage holds no declared words: no scene was shown in this run (stories, "
                    + "previews and explorations show them), so --check 90 has nothing to judge "
                    + "and fails. Run the whole suite, or give the bundles of all its shards.\n"
            ))
    }
}

/// What a collector handed on, from any task.
private final class Heard: @unchecked Sendable {
    private let lock = NSLock()
    private var words: [Coverage] = []
    func add(_ coverage: Coverage) { lock.withLock { words.append(coverage) } }
    var count: Int { lock.withLock { words.count } }
}
