import Scenic

extension FactPresenter {
    /// Sample Fact screens: from the API, built in, looking again, and a failed retry.
    static var previews: [Preview<FactLogic.State>] {
        [
            Preview("from the API", FactLogic.State(fact: SampleFacts.answer)),
            Preview("built in", FactLogic.State(fact: SampleFacts.taxicab)),
            Preview("looking again", FactLogic.State(fact: SampleFacts.answer, looking: true)),
            Preview(
                "retry failed", of: FactLogic.self, FactLogic.State(fact: SampleFacts.answer),
                notices: [.failed(.timedOut(seconds: 10))]),
        ]
    }
}
