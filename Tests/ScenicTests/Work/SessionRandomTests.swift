import Foundation
import ScenicTestSupport
import Testing

@testable import Scenic
@testable import ScenicTesting

/// The random numbers of a session: drawn from a seed that a story's `# seed:` sets, that
/// `--record` writes and `--replay` reads, so a shuffle or a roll replays as it was.
///
/// Before, an app had nowhere to take its random numbers from but the system: a stranger's
/// flashcards app recorded a session with `--record`, and its replay dealt other cards, graded
/// other answers and ended with status 0 without a word.
@Suite(.blocking) struct SessionRandomTests {
    /// A die whose `roll` asks its worker for a number from 1 to 6.
    struct DiceView: View {
        enum Region: CaseIterable { case rolls }
        enum Name: String, CommandName { case roll }
        let title = "Dice"
        let commands = [Command(Name.roll, help: "Roll the die")]
    }

    struct DiceInteractor: Interactor {
        func action(for input: CommandInput<DiceView.Name>) -> DiceLogic.Action { .roll }
    }

    struct DiceLogic: Logic {
        typealias Route = CountdownRoute
        enum Action: Equatable, Sendable {
            case roll
            case rolled(Int)
        }
        enum Request: Equatable, Sendable { case roll }

        func interrupted(_ request: Request, by interruption: Interruption) -> Action? { nil }

        func reduce(_ rolls: inout [Int], _ action: Action) -> [Effect<Self>] {
            switch action {
            case .roll: return [.perform(.roll)]
            case .rolled(let number):
                rolls.append(number)
                return []
            }
        }
    }

    struct DicePresenter: Presenter {
        func present(_ rolls: [Int], on screen: Screen) -> ViewContent<DiceView.Region> {
            ViewContent([.rolls: rolls.map { .paragraph("Rolled \($0).") }])
        }
    }

    struct DiceScenes: SceneBuilder {
        let random: SessionRandom
        func scene(for route: CountdownRoute) -> Scene<CountdownRoute> {
            let random = random
            return Scene(
                view: DiceView(), interactor: DiceInteractor(), logic: DiceLogic(),
                presenter: DicePresenter(), state: [],
                worker: Worker { _ in
                    var random = random
                    return .rolled(Int.random(in: 1...6, using: &random))
                })
        }
    }

    func app() -> ScenicApp<CountdownRoute> {
        ScenicApp(name: "dice", summary: "Rolls.", version: "1", root: .countdown) {
            launch throws(AppLaunchError) in
            AppSession(builder: DiceScenes(random: launch.random))
        }
    }

    func run(
        _ arguments: [String] = [], typed: String, environment: [String: String] = [:]
    ) async -> ScenicAppTests.Run {
        await .of(app(), arguments, typed: typed, environment: environment)
    }

    /// The numbers the die rolled, in order, as the last screen lists them.
    func rolls(in transcript: String) -> [Int] {
        let last = transcript.components(separatedBy: "Dice\n").last ?? ""
        return last.split(separator: "\n").filter { $0.hasPrefix("Rolled ") }
            .compactMap { Int($0.dropFirst("Rolled ".count).dropLast()) }
    }

    /// What a generator drawn from `seed` rolls, `count` times.
    func expectedRolls(seed: UInt64, count: Int) -> [Int] {
        var random = SessionRandom(seed: seed)
        return (0..<count).map { _ in Int.random(in: 1...6, using: &random) }
    }

    /// SplitMix64's published first outputs from seed 0 and seed 1234567: the numbers are the
    /// same on every platform and every release, as a story's `# seed:` needs.
    @Test func aSeedDrawsTheSameNumbersEverywhere() {
        let zero = SessionRandom(seed: 0)
        #expect(
            (0..<3).map { _ in zero.next() } == [
                0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
            ])
        let other = SessionRandom(seed: 1_234_567)
        #expect(
            (0..<2).map { _ in other.next() } == [
                6_457_827_717_110_365_317, 3_203_168_211_198_807_973,
            ])
        #expect(!SessionRandom(seed: 9).wasDrawn)
        #expect(zero.wasDrawn)
        zero.restart()
        #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
        #expect(SessionRandom.system().seed != SessionRandom.system().seed)
    }

    @Test func aSeedIsWrittenInDecimalDigitsOnly() {
        #expect(SessionRandom.seed(from: "42") == 42)
        #expect(SessionRandom.seed(from: "18446744073709551615") == UInt64.max)
        for refused in ["", "-1", "+5", "0x10", "18446744073709551616", " 4", "4 ", "٤٢", "1e3"] {
            #expect(SessionRandom.seed(from: refused) == nil, "\(refused)")
        }
    }

    @Test func aPipedStoryDrawsFromItsSeedElseScenicSeedElseZero() async {
        let seeded = await run(typed: "# Dice.\n# seed: 42\nroll\nroll\nroll\n")
        #expect(seeded.status == 0)
        #expect(rolls(in: seeded.output) == expectedRolls(seed: 42, count: 3))
        // `# seed 42` without its colon, as `# now` may be written, is one too.
        let spaced = await run(typed: "# Dice.\n# seed 42\nroll\nroll\nroll\n")
        #expect(rolls(in: spaced.output) == rolls(in: seeded.output))
        let given = await run(typed: "# Dice.\nroll\nroll\n", environment: ["SCENIC_SEED": "7"])
        #expect(rolls(in: given.output) == expectedRolls(seed: 7, count: 2))
        let none = await run(typed: "# Dice.\nroll\nroll\n")
        #expect(rolls(in: none.output) == expectedRolls(seed: 0, count: 2))
        // Its own seed wins over SCENIC_SEED.
        let own = await run(
            typed: "# Dice.\n# seed: 42\nroll\nroll\nroll\n", environment: ["SCENIC_SEED": "7"])
        #expect(rolls(in: own.output) == rolls(in: seeded.output))
        // A comment that only starts with the word is a comment.
        let comment = await run(typed: "# Dice.\n# seeding the deck\nroll\n")
        #expect(comment.status == 0)
    }

    @Test func otherPipedInputDrawsFromScenicSeedElseANewSeed() async {
        let given = await run(typed: "roll\nroll\nroll\nroll\n", environment: ["SCENIC_SEED": "7"])
        #expect(rolls(in: given.output) == expectedRolls(seed: 7, count: 4))
        // Empty, as `SCENIC_SEED= dice`, it is unset.
        let empty = await run(typed: "roll\n", environment: ["SCENIC_SEED": ""])
        #expect(empty.status == 0)
        var runs: Set<[Int]> = []
        for _ in 0..<4 {
            runs.insert(rolls(in: await run(typed: String(repeating: "roll\n", count: 12)).output))
        }
        #expect(runs.count > 1, "a new seed every run")
    }

    /// A story an exploration found replays as every session of the exploration ran, from 0,
    /// whatever `SCENIC_SEED` says (it replayed other numbers: found by a hostile tester).
    @Test func aStoryAnExplorationFoundDrawsFromZero() async {
        let found = await run(
            typed: "# Found by exploration (seed 1, 9 steps): a rule broke.\nroll\nroll\n",
            environment: ["SCENIC_SEED": "7", "SCENIC_NOW": "2030-01-01T00:00:00Z"])
        #expect(rolls(in: found.output) == expectedRolls(seed: 0, count: 2), "\(found.output)")
        // One edited to say its own seed draws from it.
        let edited = await run(
            typed: "# Found by exploration (seed 1, 9 steps): a rule broke.\n# seed: 7\nroll\n",
            environment: ["SCENIC_SEED": "42"])
        #expect(rolls(in: edited.output) == expectedRolls(seed: 7, count: 1), "\(edited.output)")
    }

    @Test func aSeedThatIsNoNumberStopsTheLaunch() async {
        let refused = await run(typed: "roll\n", environment: ["SCENIC_SEED": "lucky\u{1B}"])
        #expect(refused.status == 2)
        #expect(
            refused.errors == [
                "dice: SCENIC_SEED must be a whole number from 0 to 18446744073709551615, got "
                    + "\"lucky^[\". Set it so, or unset it for a new seed every run."
            ])
        let story = await run(typed: "# Dice.\n# seed: -3\nroll\n")
        let noSeed: String =
            "dice: the story piped in, line 2: \"# seed: -3\" gives no seed to draw random "
            + "numbers from: give a whole number from 0 to 18446744073709551615, such as "
            + "\"# seed: 42\". For a comment in words, begin the line with \"##\". It stopped "
            + "there."
        #expect(story.errors.last == noSeed)
        #expect(rolls(in: story.output).isEmpty)
        let late = await run(typed: "# Dice.\nroll\n# seed: 3\nroll\n")
        let lateSeed: String =
            "dice: the story piped in, line 3: \"# seed: 3\" comes after the first typed line "
            + "or \"# after\" step, when the app may have drawn its random numbers; put it "
            + "before them. For a comment in words, begin the line with \"##\". It stopped "
            + "there."
        #expect(late.errors.last == lateSeed)
    }

    @Test func aRecordingWritesItsSeedAndItsReplayRollsTheSame() async throws {
        let folder = TestFolder.path("session-random-record")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let story = folder.appending(path: "recorded.story").path
        let recorded = await run(["--record", story], typed: "roll\nroll\nroll\nroll\nroll\n")
        #expect(recorded.status == 0)
        let text = try String(contentsOfFile: story, encoding: .utf8)
        let seedLine = text.split(separator: "\n").first { $0.hasPrefix("# seed: ") }
        let seed = seedLine.flatMap { UInt64($0.dropFirst("# seed: ".count)) }
        #expect(seed != nil, "\(text)")
        #expect(rolls(in: recorded.output) == expectedRolls(seed: seed ?? 0, count: 5))
        let replayed = await run(["--replay", story], typed: "")
        #expect(replayed.status == 0)
        #expect(rolls(in: replayed.output) == rolls(in: recorded.output))
        // A session that drew nothing keeps no `# seed:`, which its story test would refuse.
        let idle = folder.appending(path: "idle.story").path
        let unrolled = await run(["--record", idle], typed: "help\n")
        #expect(unrolled.status == 0)
        let idleText = try String(contentsOfFile: idle, encoding: .utf8)
        #expect(!idleText.contains("# seed"), "\(idleText)")
        #expect(idleText.contains("# width: 60\n# Dice\nhelp\n"), "\(idleText)")
    }

    @Test func aStoryTestDrawsFromTheStorysSeedEachTimeItRuns() async throws {
        let story = try Story(name: "dice", text: "# seed: 42\nroll\nroll\nroll\n")
        #expect(story.random.seed == 42)
        var transcripts: [String] = []
        for _ in 0..<2 {
            story.random.restart()
            var console = Console(
                navigator: Navigator(builder: DiceScenes(random: story.random), root: .countdown))
            var input = ScriptInput(story.input)
            var output = TextBuffer()
            _ = await console.run(input: &input, output: &output)
            transcripts.append(output.text)
        }
        #expect(rolls(in: transcripts[0]) == expectedRolls(seed: 42, count: 3))
        #expect(transcripts[0] == transcripts[1])
        #expect(try Story(name: "dice", text: "roll\n").random.seed == 0)
        #expect(
            throws: StoryError.badSeed(story: "dice", line: 1, text: "# seed: x", isLate: false)
        ) {
            try Story(name: "dice", text: "# seed: x\nroll\n")
        }
    }

    @Test func aStoryWhoseSeedNoWorkerDrewFromFails() async throws {
        let story = try Story(name: "seeded", text: "# seed: 42\nroll\n")
        let unused = SessionRandom(seed: 42)
        let problems = await IssueRecorder.capturingAsync {
            await assertStory(story) {
                Console(navigator: Navigator(builder: DiceScenes(random: unused), root: .countdown))
            }
        }
        let expected =
            "Story seeded draws its random numbers from \"# seed: 42\", but the app drew none "
            + "from story.random as it ran. If its workers draw, hand them story.random "
            + "(launch.random in the app) rather than a generator of their own; if this story "
            + "draws nothing (a shuffle of fewer than two items takes no number), remove the "
            + "\"# seed:\" line."
        let messages: [String] = problems.map(\.message)
        #expect(messages.contains(expected), "\(messages)")
    }
}
