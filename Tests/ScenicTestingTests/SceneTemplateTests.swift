import Testing

@testable import ScenicCommand

/// The files `scenic new` writes for a scene, read as text.
@Suite struct SceneTemplateTests {
    @Test func theLogicTestImportsScenicSoItCanStateAQuestion() throws {
        let files = SceneTemplate(scene: "Settings", app: "Notes").files
        let logicTest = try #require(
            files.first { $0.path == "Tests/NotesTests/SettingsLogicTests.swift" })
        // Without it, `Question<SettingsLogic.Action>.yesOrNo(…)` in the test is "cannot find
        // 'Question' in scope".
        #expect(logicTest.text.hasPrefix("import Scenic\nimport ScenicTesting\nimport Testing\n"))
    }
}
