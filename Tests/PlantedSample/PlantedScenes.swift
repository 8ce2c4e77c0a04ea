import Scenic

// A sample app with a bug planted three steps deep, for the exploration tests: a level chosen
// on the Settings screen comes back to Home, and only the level 7 makes `show` there keep a
// negative count, or trap. No single command shows it; the explorer must find the way.

/// The bug planted in the sample.
package enum PlantedBug: Sendable {
    /// None: `show` keeps the level.
    case none
    /// `show` at level 7 keeps -1 stars, which breaks ``starsAreNeverNegative``.
    case negativeStars
    /// `show` at level 7 divides by zero: the app traps.
    case trap
}

package enum PlantedRoute: Hashable, Sendable {
    case home
    case settings
}

struct PlantedHomeView: View {
    enum Region: CaseIterable { case body }
    enum Name: String, CommandName { case settings, show, note }
    static let text = Argument.restOfLine("TEXT")
    let title = "Home"
    let commands = [
        Command(Name.settings, help: "Choose a level"),
        Command(Name.show, help: "Show as many stars as the level"),
        Command(Name.note, text, help: "Keep a note"),
    ]
}

struct PlantedHomeInteractor: Interactor {
    func action(for input: CommandInput<PlantedHomeView.Name>) -> PlantedHomeLogic.Action {
        switch input.name {
        case .settings: .openSettings
        case .show: .show
        case .note: .note(input[PlantedHomeView.text])
        }
    }
}

package struct PlantedHomeLogic: Logic {
    package typealias Route = PlantedRoute
    package typealias Received = Int
    package struct State: Equatable {
        var level = 1
        package var stars = 0
        var note = ""
        /// The commands left before the game is over and the session ends, if it ends so.
        var turnsLeft: Int?
    }
    package enum Action: Sendable {
        case openSettings
        case show
        case note(String)
        case chose(Int)
        /// Home appeared with no turns left: the game is over before it began.
        case appearedWithNoTurns
    }

    /// The bug `show` keeps.
    var bug: PlantedBug

    package func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .chose: break
        case .appearedWithNoTurns: return [.quit]
        default:
            guard let turns = state.turnsLeft else { break }
            // A game over: the app ends the session itself.
            guard turns > 1 else { return [.quit] }
            state.turnsLeft = turns - 1
        }
        switch action {
        case .openSettings: return [.push(.settings)]
        case .show:
            switch bug {
            case .none: state.stars = state.level
            case .negativeStars: state.stars = state.level == 7 ? -1 : state.level
            case .trap: state.stars = state.level * (state.level - 7) / (state.level - 7)
            }
        case .note(let text): state.note = text
        case .chose(let level): state.level = level
        case .appearedWithNoTurns: break
        }
        return []
    }

    package func received(_ level: Int) -> Action? { .chose(level) }
}

struct PlantedHomePresenter: Presenter {
    func present(_ state: PlantedHomeLogic.State, on screen: Screen)
        -> ViewContent<PlantedHomeView.Region>
    {
        ViewContent([
            .body: [.paragraph("Level \(state.level); \(state.stars) stars. \(state.note)")]
        ])
    }
}

struct PlantedSettingsView: View {
    enum Region: CaseIterable { case body }
    enum Name: String, CommandName { case level }
    static let level = Argument.integer("N", in: 0...9)
    let title = "Settings"
    let commands = [Command(Name.level, level, help: "Choose level N and go back")]
}

struct PlantedSettingsInteractor: Interactor {
    func action(for input: CommandInput<PlantedSettingsView.Name>) -> Int {
        input[PlantedSettingsView.level]
    }
}

struct PlantedSettingsLogic: Logic {
    typealias Route = PlantedRoute
    typealias Output = Int
    struct State: Equatable {}
    func reduce(_ state: inout State, _ level: Int) -> [Effect<Self>] { [.finish(level)] }
}

struct PlantedSettingsPresenter: Presenter {
    func present(_ state: PlantedSettingsLogic.State, on screen: Screen)
        -> ViewContent<PlantedSettingsView.Region>
    {
        ViewContent([.body: [.paragraph("Type \"level N\" to choose a level from 0 to 9.")]])
    }
}

package struct PlantedScenes: SceneBuilder {
    /// The bug Home keeps.
    package var bug: PlantedBug
    /// The note Home starts with.
    package var note: String
    /// How many commands Home takes before the game is over and the session ends; `nil`, any
    /// number.
    package var turns: Int?

    package init(bug: PlantedBug, note: String = "", turns: Int? = nil) {
        self.bug = bug
        self.note = note
        self.turns = turns
    }

    package func scene(for route: PlantedRoute) -> Scene<PlantedRoute> {
        switch route {
        case .home:
            Scene(
                view: PlantedHomeView(), interactor: PlantedHomeInteractor(),
                logic: PlantedHomeLogic(bug: bug), presenter: PlantedHomePresenter(),
                state: PlantedHomeLogic.State(note: note, turnsLeft: turns),
                appearAction: turns == 0 ? .appearedWithNoTurns : nil)
        case .settings:
            Scene(
                view: PlantedSettingsView(), interactor: PlantedSettingsInteractor(),
                logic: PlantedSettingsLogic(), presenter: PlantedSettingsPresenter(),
                state: PlantedSettingsLogic.State())
        }
    }
}

/// The rule the planted bug breaks.
package let starsAreNeverNegative = ExplorationInvariant.state(
    PlantedHomeLogic.State.self, "stars are never negative"
) { $0.stars >= 0 }
