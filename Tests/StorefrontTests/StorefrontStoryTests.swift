import Scenic
import ScenicTesting
import Testing

@testable import Storefront

/// Every story in Stories/, replayed through the whole app with fresh in-memory workers and
/// the clock fixed at ``StorefrontWorkers/storyDate``.
@Suite struct StorefrontStoryTests {
    @Test func stories() async {
        await assertStories { _ in
            Console(
                navigator: Navigator(
                    builder: StorefrontScenes(workers: .inMemory()), root: .login))
        }
    }
}
