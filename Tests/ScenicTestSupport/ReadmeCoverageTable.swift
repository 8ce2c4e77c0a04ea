import Scenic
import Testing

extension Readme {
    /// Checks that the coverage table the README's "Coverage" section quotes first lists every
    /// scene of `module` that `groups` preview, and only those, each counted against the
    /// commands its View declares (`N/M` with M the View's commands).
    ///
    /// The counts reached depend on the whole suite's run, which no test of it can see; what
    /// each scene declares is the product's, and is checked.
    public func expectCoverageTable<Route>(
        lists groups: [PreviewGroup<Route>], module: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var rows: [String: [String]] = [:]
        let block = try section("### Coverage").block(0)
        // The rows run from the line after the heading to the first blank line.
        for line in block.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
            guard !line.isEmpty else { break }
            let words = line.split(separator: " ").map(String.init)
            if let scene = words.first, scene.hasPrefix(module + ".") {
                rows[scene] = Array(words.dropFirst())
            }
        }
        var declared: [String: Int] = [:]
        for group in groups {
            let scene = group.scene(at: 0)
            declared[CoverageWords.sceneName(scene.logicName)] = scene.declaredCommands.count
        }
        #expect(Set(rows.keys) == Set(declared.keys), sourceLocation: sourceLocation)
        for (scene, count) in declared {
            #expect(
                rows[scene]?.first?.hasSuffix("/\(count)") == true,
                "README.md's coverage table: \(scene) declares \(count) commands",
                sourceLocation: sourceLocation)
        }
    }
}
