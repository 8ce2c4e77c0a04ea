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
            worker: Worker { request in
                switch request {
                case .roll: .rolled(workers.roll())
                case .lookUp(let number):
                    .lookedUp(number, await workers.repository.lookUp(number))
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
            worker: Worker { request in
                switch request {
                case .lookUp(let number): .lookedUp(await repository.lookUp(number))
                }
            })
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
