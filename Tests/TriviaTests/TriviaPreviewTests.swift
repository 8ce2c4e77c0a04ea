import Foundation
import Scenic
import ScenicData
import ScenicTesting
import Testing

@testable import TriviaKit

/// Every Trivia preview, snapshotted at 80 and 40 columns.
@Suite struct TriviaPreviewTests {
    /// The app's scenes on the embedded facts, saving in a fresh folder.
    static func scenes() throws -> TriviaScenes {
        TriviaScenes(
            workers: .embedded(
                folder: try DataFolder(path: TriviaTestServer.folder().path),
                now: { TriviaTestServer.now }))
    }

    @Test func previews() throws {
        assertPreviews(try Self.scenes().previewGroups)
    }
}
