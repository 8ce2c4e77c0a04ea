import Scenic
import ScenicTesting
import Testing

@testable import StorefrontKit

/// Storefront's previews: every one snapshotted at 80 and 40 columns, and the gallery that
/// browses them, driven by the stories in GalleryStories/.
@Suite struct StorefrontPreviewTests {
    let scenes = StorefrontScenes(workers: .inMemory())

    @Test func previews() {
        assertPreviews(scenes.previewGroups)
    }

    @Test func everySceneHasAtLeastThreePreviews() {
        for group in scenes.previewGroups {
            #expect(group.previewNames.count >= 3, "\(group.sceneName)")
        }
    }

    @Test func galleryStories() async {
        await assertStories(in: "GalleryStories") { story in
            let scenes = StorefrontScenes(workers: .inMemory())
            let gallery = PreviewGallery(
                groups: scenes.previewGroups, builder: scenes, previewWidth: story.width)
            return Console(navigator: gallery.navigator())
        }
    }
}

/// Previews never trap, so a fixture that lost a product or an order would quietly shrink;
/// these counts say nothing was left out.
@Suite struct PreviewFixturesTests {
    @Test func everyFixtureProductAndOrderIsThere() {
        #expect(OrdersPresenter.sampleHistory.count == 12)
        #expect(
            OrderPresenter.previews.map(\.name)
                == [
                    "typical", "receipt", "product code", "long names", "unknown number",
                    "unreadable",
                ])
        #expect(PreviewFixtures.cart([("matcha", 1), ("pretzel", 2)]).items.count == 1)
    }
}
