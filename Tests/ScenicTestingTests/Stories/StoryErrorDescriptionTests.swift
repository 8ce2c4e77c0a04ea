import Scenic
import ScenicTesting
import Testing

/// A story error and a launch error read as their messages where they are made into text (a
/// test's failure, `"\(error)"`), as `DataError` and `UsageError` do; before, as their cases
/// (found by an API review).
@Suite struct StoryErrorDescriptionTests {
    @Test func errorsReadAsTheirMessages() {
        let story = StoryError.notUTF8(path: "Stories/a.story")
        #expect("\(story)" == story.message)
        #expect(story.message.hasPrefix("Stories/a.story"))
        let launch = AppLaunchError("No folder for the data.", status: 1)
        #expect("\(launch)" == "No folder for the data.")
    }
}
