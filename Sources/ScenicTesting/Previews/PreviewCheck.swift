import Foundation
import Scenic
import ScenicSnapshotStore

/// The checks behind ``assertPreviews(_:widths:fileID:filePath:function:line:column:)``,
/// returning failure texts instead of recording them.
enum PreviewCheck {
    static func failures<Route>(
        of groups: [PreviewGroup<Route>], widths: [Int], filePath: String, function: String,
        call: String = "", environment: [String: String]? = nil
    ) -> [String] {
        var failures: [String] = []
        var seen = Set<String>()
        // Every preview's name at every width, failing or not: its pending files are not
        // left over.
        defer {
            SnapshotAssertion.recordLastRun(
                names: seen.sorted().flatMap { name in widths.map { "\(name).\($0)" } },
                filePath: filePath, function: function, call: call, environment: environment)
        }
        let collector = CoverageRecording.shared.collector(forFile: filePath)
        for group in groups {
            for (index, preview) in group.previewNames.enumerated() {
                if let collector {
                    let scene = group.scene(at: index)
                    let shown = group.previewMessages[index]
                    collector.recordPreview(
                        logic: CoverageWords.sceneName(scene.logicName),
                        commands: scene.declaredCommands,
                        notices: shown.notices, question: shown.question)
                }
                // A name with nothing a file name can hold names no file of its own.
                guard !SnapshotName.fileName(for: preview).isEmpty else {
                    failures.append(
                        PreviewProblem.unnamed(scene: group.sceneName, preview: preview).message)
                    continue
                }
                // Names that differ only in what a file name cannot hold name the same file.
                let fileName =
                    SnapshotName.fileName(for: group.sceneName) + "."
                    + SnapshotName.fileName(for: preview)
                guard seen.insert(fileName).inserted else {
                    failures.append(
                        PreviewProblem.duplicate(scene: group.sceneName, preview: preview).message)
                    continue
                }
                let unshown = unshownMessages(of: group, at: index)
                guard unshown.isEmpty else {
                    failures += unshown.map(\.message)
                    continue
                }
                for width in widths {
                    let text = group.scene(at: index).render(width: width)
                    if let problem = problem(
                        in: text, scene: group.sceneName, preview: preview, width: width)
                    {
                        failures.append(problem.message)
                        continue
                    }
                    let assertion = SnapshotAssertion(
                        suite: .fromFile, test: .fromFunction(function),
                        name: "\(fileName).\(width)", filePath: filePath,
                        environment: environment)
                    // A warning fails no test; a preview's text is the same on every run.
                    if let failure = assertion.run(text), !failure.isWarning {
                        failures.append(failure.message)
                    }
                }
            }
        }
        return failures
    }

    /// The notices and the question preview `index` declares but its scene would leave out,
    /// being of another Logic's types.
    static func unshownMessages<Route>(of group: PreviewGroup<Route>, at index: Int)
        -> [PreviewProblem]
    {
        let unshown = group.unshownMessages(at: index)
        guard !unshown.notices.isEmpty || unshown.question != nil else { return [] }
        let scene = group.sceneName
        let preview = group.previewNames[index]
        let logic = CoverageWords.sceneName(group.scene(at: index).logicName)
        var problems = unshown.notices.map { notice in
            PreviewProblem.noticeNotShown(
                scene: scene, preview: preview, logic: logic,
                noticeType: PreviewGroup<Route>.typeName(of: notice))
        }
        if let question = unshown.question {
            problems.append(
                .questionNotShown(
                    scene: scene, preview: preview, logic: logic,
                    questionType: PreviewGroup<Route>.typeName(of: question)))
        }
        return problems
    }

    /// The first line that is too wide or holds a raw control character, if any.
    static func problem(in text: String, scene: String, preview: String, width: Int)
        -> PreviewProblem?
    {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let shown = String(line)
            if VisibleText.containsControlCharacters(shown) {
                return .controlCharacter(
                    scene: scene, preview: preview, width: width, line: index + 1,
                    text: VisibleText.escaping(shown))
            }
            let lineWidth = DisplayWidth.of(shown)
            if lineWidth > width {
                return .tooWide(
                    scene: scene, preview: preview, width: width, line: index + 1,
                    lineWidth: lineWidth, text: shown)
            }
        }
        return nil
    }
}
