import Scenic
import ScenicData

extension HistoryPresenter {
    /// Sample History screens: reading, empty, one page, two pages, a damaged file, and facts
    /// that could not be read.
    static var previews: [Preview<HistoryLogic.State>] {
        [
            Preview("reading", HistoryLogic.State()),
            Preview("empty", HistoryLogic.State(facts: [])),
            Preview(
                "one page", HistoryLogic.State(facts: [SampleFacts.answer, SampleFacts.taxicab])),
            Preview("two pages", HistoryLogic.State(facts: SampleFacts.many, page: 1)),
            Preview(
                "damaged file", of: HistoryLogic.self, HistoryLogic.State(facts: []),
                notices: [
                    .saving(
                        "/home/ada/.local/share/trivia/facts.json was not valid JSON facts, so it "
                            + "was moved to /home/ada/.local/share/trivia/facts.json.corrupt and "
                            + "the history starts empty.")
                ]),
            Preview(
                "unreadable", of: HistoryLogic.self, HistoryLogic.State(unreadable: true),
                notices: [
                    .saving(
                        DataError.busy(folder: "/home/ada/.local/share/trivia", seconds: 5)
                            .message)
                ]),
        ]
    }
}
