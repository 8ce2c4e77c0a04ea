import Scenic
import ScenicData

/// Builds each Trivia screen for its route, handing it the workers it needs.
struct TriviaScenes: SceneBuilder {
    let workers: TriviaWorkers

    func scene(for route: TriviaRoute) -> Scene<TriviaRoute> {
        switch route {
        case .trivia: trivia()
        case .history: history()
        case .fact(let fact): factScene(FactLogic.State(fact: fact))
        }
    }

    /// The Trivia screen in `state`.
    func trivia(state: TriviaLogic.State = TriviaLogic.State()) -> Scene<TriviaRoute> {
        let workers = workers
        return Scene(
            view: TriviaView(), interactor: TriviaInteractor(), logic: TriviaLogic(),
            presenter: TriviaPresenter(), state: state,
            worker: Worker.streaming { request, send in
                switch request {
                case .roll: send(.rolled(workers.roll()))
                case .lookUp(let number):
                    await Self.lookUp(number, in: workers.repository, send: send) {
                        .lookedUp(number, $0)
                    }
                }
            })
    }

    /// The History screen in `state`; it reads the saved facts each time it comes on top.
    func history(state: HistoryLogic.State = HistoryLogic.State()) -> Scene<TriviaRoute> {
        let cache = workers.repository.cache
        return Scene(
            view: HistoryView(), interactor: HistoryInteractor(), logic: HistoryLogic(),
            presenter: HistoryPresenter(), state: state, appearAction: .appear,
            worker: Worker { request in
                switch request {
                case .load:
                    do throws(DataError) {
                        return .loaded(.success(try cache.load()))
                    } catch {
                        return .loaded(.failure(error))
                    }
                case .clear(let listed):
                    do throws(DataError) {
                        return .cleared(try cache.clear(listed))
                    } catch {
                        return .clearFailed(error)
                    }
                }
            })
    }

    /// The Fact screen in `state`.
    func factScene(_ state: FactLogic.State) -> Scene<TriviaRoute> {
        let repository = workers.repository
        return Scene(
            view: FactView(), interactor: FactInteractor(), logic: FactLogic(),
            presenter: FactPresenter(), state: state,
            worker: Worker.streaming { request, send in
                switch request {
                case .lookUp(let number):
                    await Self.lookUp(number, in: repository, send: send) { .lookedUp($0) }
                }
            })
    }

    /// Looks `number` up in `repository` and sends what it gave, as `lookedUp` makes it.
    ///
    /// Ctrl-C stops the question to the remote, but not the save that follows (it can wait
    /// seconds for another copy of the app's lock): once the save begins, Ctrl-C waits for it
    /// and the result is sent from inside it, and once the screen said the lookup stopped it
    /// never begins. Otherwise a fact the screen said was not looked up was saved anyway
    /// (found by a hostile tester).
    private static func lookUp<Action: Sendable>(
        _ number: Int, in repository: TriviaRepository, send: Send<Action>,
        _ lookedUp: (TriviaRepository.LookUp) -> Action
    ) async {
        let answer = await repository.ask(number)
        await send.withoutInterruption {
            send(lookedUp(repository.keep(answer, about: number)))
        }
    }

    /// Every screen's sample states, for `--previews` and the preview tests.
    var previewGroups: [PreviewGroup<TriviaRoute>] {
        [
            PreviewGroup("Trivia", previews: TriviaPresenter.previews) { trivia(state: $0) },
            PreviewGroup("History", previews: HistoryPresenter.previews) { history(state: $0) },
            PreviewGroup("Fact", previews: FactPresenter.previews) { factScene($0) },
        ]
    }
}
