import Scenic
import ScenicTesting
import Testing

@Suite struct SampleStoryTests {
    /// Every story in Stories/, replayed through the sample app with a fresh store each.
    @Test func stories() async {
        await assertStories { story in
            let root: SampleRoute = story.name == "unlock" ? .lock : .list
            let scenes = SampleScenes(
                store: TodoStore(["Buy milk", "抹茶 Matcha tea"]), password: "sesame")
            return Console(navigator: Navigator(builder: scenes, root: root))
        }
    }
}
