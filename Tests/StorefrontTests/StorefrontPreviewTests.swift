import Scenic
import ScenicTesting
import Testing

@testable import Storefront

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
