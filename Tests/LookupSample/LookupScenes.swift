import Scenic

/// Builds the lookup sample's scenes, handing the lookup screen its fact source.
package struct LookupScenes: SceneBuilder {
    let source: any FactSource
    let timeout: Duration

    package init(source: any FactSource, timeout: Duration = .seconds(30)) {
        self.source = source
        self.timeout = timeout
    }

    package func scene(for route: LookupRoute) -> Scene<LookupRoute> {
        switch route {
        case .lookup:
            let source = source
            return Scene(
                view: LookupView(), interactor: LookupInteractor(),
                logic: LookupLogic(timeout: timeout),
                presenter: LookupPresenter(), state: LookupLogic.State(),
                worker: .streaming { request, send in
                    switch request {
                    case .fetch(let number):
                        send(.progress("Asking the source…"))
                        do {
                            send(.found(try await source.fact(about: number)))
                        } catch let failure as LookupFailure {
                            send(.failed(number, failure))
                        } catch {
                            // Cancelled: the console has already told the Logic.
                        }
                    case .news(let headlines):
                        for index in 0..<2 + headlines {
                            // A headline comes a second after the news before it: time for a
                            // test to begin a line that the headline then wakes.
                            let wait = Duration.milliseconds(index < 2 ? 100 : 1_000)
                            guard (try? await Task.sleep(for: wait)) != nil else { return }
                            send(.news(index < 2 ? nil : "Fresh news \(index - 1)"))
                        }
                    }
                })
        case .picker(let numbers):
            return Scene(
                view: PickerView(), interactor: PickerInteractor(), logic: PickerLogic(),
                presenter: PickerPresenter(), state: PickerLogic.State(numbers: numbers),
                screenAction: PickerLogic.Action.screenChanged)
        }
    }
}
