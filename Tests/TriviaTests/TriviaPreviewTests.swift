import Foundation
import Scenic
import ScenicData
import ScenicTesting
import Testing

@testable import TriviaKit

/// Every Trivia preview, snapshotted at 80 and 40 columns.
@Suite struct TriviaPreviewTests {
    @Test func previews() throws {
        let scenes = TriviaScenes(
            workers: .embedded(
                folder: try DataFolder(path: TriviaTestServer.folder().path),
                now: { TriviaTestServer.now }))
        assertPreviews(scenes.previewGroups)
    }
}
