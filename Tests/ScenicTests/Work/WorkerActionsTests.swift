import Scenic
import Testing

/// A worker is unit-tested by running it on a request and reading what it sent.
@Suite struct WorkerActionsTests {
    enum Request: Equatable, Sendable { case count(Int) }
    enum Action: Equatable, Sendable {
        case progress(Int)
        case done
    }

    @Test func everyActionAStreamingWorkerSendsIsCollectedInOrder() async {
        let worker = Worker<Request, Action>.streaming { request, send in
            guard case .count(let total) = request else { return }
            for step in 1...total { send(.progress(step)) }
            send(.done)
        }
        #expect(
            await worker.actions(for: .count(3)) == [
                .progress(1), .progress(2), .progress(3), .done,
            ])
    }

    @Test func aOneActionWorkerGivesItsOneAction() async {
        let worker = Worker<Request, Action> { _ in .done }
        #expect(await worker.actions(for: .count(1)) == [.done])
    }
}
