import Foundation
import Scenic
import ScenicSnapshotStore
import Testing

@testable import ScenicTesting

/// A scene with two commands whose previews show a notice and a question.
private struct BellView: View {
    enum Region: CaseIterable { case bell }
    enum Name: String, CommandName { case ring, hush }
    let title = "Bell"
    let commands = [Command(Name.ring, help: "Ring it"), Command(Name.hush, help: "Hush it")]
}

private struct BellInteractor: Interactor {
    func action(for input: CommandInput<BellView.Name>) -> BellLogic.Action {
        switch input.name {
        case .ring: .ring
        case .hush: .hush
        }
    }
}

private struct BellLogic: Logic {
    typealias Route = EchoRoute
    enum Notice: Equatable, Sendable {
        case rang(Int)
        case hushed
    }
    enum Action: Equatable, Sendable { case ring, hush, hushConfirmed, hushKept }

    func reduce(_ state: inout Int, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .ring:
            state += 1
            return [.notify(.rang(state))]
        case .hush:
            return [.ask(.yesOrNo("Hush all \(state) bells?", yes: .hushConfirmed, no: .hushKept))]
        case .hushConfirmed, .hushKept:
            return []
        }
    }
}

private struct BellPresenter: Presenter {
    func present(_ state: Int, on screen: Screen) -> ViewContent<BellView.Region> {
        ViewContent([.bell: [.paragraph("Rung \(state) times.")]])
    }

    func message(for notice: BellLogic.Notice) -> String {
        switch notice {
        case .rang(let count): "Rang \(count)."
        case .hushed: "Hushed."
        }
    }
}

@Suite struct CoverageRecordingTests {
    private let bell = "ScenicTestingTests.BellLogic"

    /// What this process recorded for the package of this file.
    private var recorded: Coverage {
        CoverageRecording.shared.collector(forFile: #filePath)?.coverage ?? Coverage()
    }

    @Test func aLogicTesterSendMarksItsActionAndWhatItsEffectsName() throws {
        var tester = LogicTester(BellLogic(), state: 0)
        tester.send(.ring, effects: [.notify(.rang(1))]) { $0 = 1 }
        tester.send(
            .hush,
            effects: [.ask(.yesOrNo("Hush all 1 bells?", yes: .hushConfirmed, no: .hushKept))])
        #expect(recorded.scenes[bell]?.reached[.action]?["ring"] == [.logicTest])
        #expect(recorded.reached(.notice, in: bell).contains("rang"))
        #expect(recorded.reached(.question, in: bell).contains("Hush all # bells?"))
        // Written down at once, in the run's file, for `scenic coverage`.
        let root = try PackageRoot.find(from: #filePath)
        let file = CoverageLog.runFile(root: root, run: getppid())
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("reached\t\(bell)\taction\tring\tlogic\n"))
    }

    @Test func aStoryLineMarksTheCommandItTypedAndTheActionItSent() async throws {
        let story = try Story(name: "say", text: "say hello\n")
        await assertStory(story) { EchoScenes.console }
        let echo = "ScenicTestingTests.EchoLogic"
        #expect(recorded.scenes[echo]?.reached[.command]?["say"]?.contains(.story) == true)
        // An action that is no enum counts by its type.
        #expect(recorded.reached(.action, in: echo).contains("String"))
    }

    @Test func aPreviewDeclaresItsViewsCommandsAndMarksTheNoticeAndQuestionItShows() throws {
        let package = try TemporaryPackage()
        let group = PreviewGroup<EchoRoute>(
            "Bell",
            previews: [
                Preview("rang", 1, notices: [BellLogic.Notice.hushed]),
                Preview(
                    "asking", 2,
                    asking: Question<BellLogic.Action>.yesOrNo(
                        "Hush all 2 bells?", yes: .hushConfirmed, no: .hushKept)),
            ]
        ) { state in
            Scene(
                view: BellView(), interactor: BellInteractor(), logic: BellLogic(),
                presenter: BellPresenter(), state: state)
        }
        let testFile = package.testFile("PreviewTests")
        _ = PreviewCheck.failures(
            of: [group], widths: [40], filePath: testFile, function: "previews()",
            environment: ["SCENIC_SNAPSHOTS": "pending"])
        let coverage = try #require(
            CoverageRecording.shared.collector(forFile: testFile)?.coverage)
        #expect(coverage.declared(.command, in: bell) == ["hush", "ring"])
        #expect(coverage.neverReached(.command, in: bell) == ["hush", "ring"])
        #expect(coverage.scenes[bell]?.reached[.notice]?["hushed"] == [.preview])
        #expect(coverage.reached(.question, in: bell) == ["Hush all # bells?"])
        // The temporary package's own run file holds it: every package records apart.
        let files = try FileManager.default.contentsOfDirectory(
            atPath: package.root.appendingPathComponent(CoverageLog.folderPath).path)
        #expect(files.count == 1)
        let read = try #require(
            try CoverageLog.read(
                atPath: package.root.appendingPathComponent(CoverageLog.folderPath)
                    .appendingPathComponent(files[0]).path, shownAs: files[0]))
        #expect(read.coverage == coverage)
        #expect(read.skipped == nil)
    }

    @Test func aNewRunRemovesTheFilesOfEarlierRunsAndKeepsItsOwn() throws {
        let package = try TemporaryPackage()
        try package.write(
            "reached\tA.BLogic\taction\tadd\tstory\n", to: ".build/scenic-coverage/run-1.txt")
        let log = CoverageLog(root: package.root, artifacts: nil)
        log.prepare()
        #expect(package.read(".build/scenic-coverage/run-1.txt") == nil)
        var coverage = Coverage()
        coverage.reach("add", .action, in: "A.BLogic", by: .story)
        try log.append(coverage)
        log.prepare()
        #expect(CoverageLog.newestRun(root: package.root)?.path == log.files[0].path)
    }
}
