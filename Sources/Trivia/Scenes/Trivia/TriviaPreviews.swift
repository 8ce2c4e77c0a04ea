import Scenic
import ScenicData

extension TriviaPresenter {
    /// Sample Trivia screens: before any lookup, while looking, a fact, the saved fact when
    /// offline or when the server has none now, and no fact, with none saved or the saved
    /// facts unread. (A number typed wrong is refused by the console, as the stories show.)
    static var previews: [Preview<TriviaLogic.State>] {
        [
            Preview("first visit", TriviaLogic.State()),
            Preview("looking", TriviaLogic.State(looking: 1_000_000)),
            Preview(
                "fact", TriviaLogic.State(shown: .fact(SampleFacts.answer, savedBecause: nil))),
            Preview(
                "offline, saved",
                TriviaLogic.State(shown: .fact(SampleFacts.answer, savedBecause: .offline))),
            Preview(
                "no fact now, saved",
                TriviaLogic.State(shown: .fact(SampleFacts.answer, savedBecause: .noFact))),
            Preview("server error", TriviaLogic.State(shown: .failure(7, .status(500)))),
            Preview(
                "offline, saved facts unread", of: TriviaLogic.self,
                TriviaLogic.State(shown: .failureUnread(7, .offline)),
                notices: [
                    .saving(
                        DataError.busy(folder: "/home/ada/.local/share/trivia", seconds: 5)
                            .message)
                ]),
            Preview(
                "offline, trying again",
                TriviaLogic.State(shown: .failure(13, .offline), retrying: 13)),
        ]
    }
}
