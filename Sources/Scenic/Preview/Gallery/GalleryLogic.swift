/// The gallery's decisions: which preview is shown, at which width, and entering it.
struct GalleryLogic<AppRoute: Hashable & Sendable>: Logic {
    typealias Route = GalleryRoute<AppRoute>
    /// What cannot be done, already a sentence.
    typealias Notice = String

    /// One preview in the gallery's list.
    struct Entry: Equatable, Sendable {
        var scene: String
        var preview: String
    }

    struct State: Equatable {
        var entries: [Entry]
        /// The preview shown, as an index into `entries`; `nil` while the list is shown.
        var selected: Int?
        var width = 80
        /// The selected preview rendered at `width`.
        var shown: String?
    }

    enum Action: Equatable, Sendable {
        case list
        case open(Int)
        case next
        case previous
        case scene(String)
        case width(Int)
        case enter
        case rendered(String)
    }

    enum Request: Equatable, Sendable {
        case render(entry: Int, width: Int)
    }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        let count = state.entries.count
        switch action {
        case .list:
            state.selected = nil
            state.shown = nil
            return []
        case .open(let number):
            guard (1...max(count, 1)).contains(number), count > 0 else {
                return [
                    .notify(
                        "There is no preview \(number); there are \(count). Type \"list\" to see them."
                    )
                ]
            }
            return show(number - 1, &state)
        case .next:
            let next = state.selected.map { $0 + 1 } ?? 0
            guard next < count else {
                return [.notify("That was the last preview. Type \"prev\" or \"list\".")]
            }
            return show(next, &state)
        case .previous:
            guard let selected = state.selected, selected > 0 else {
                return [.notify("There is no preview before this one. Type \"next\" or \"list\".")]
            }
            return show(selected - 1, &state)
        case .scene(let name):
            guard
                let index = state.entries.firstIndex(where: {
                    $0.scene.lowercased() == name.lowercased()
                })
            else {
                let names = state.entries.map(\.scene).reduce(into: [String]()) { names, scene in
                    if names.last != scene { names.append(scene) }
                }
                return [
                    .notify(
                        "There is no scene called \"\(name)\". Scenes: \(names.joined(separator: ", "))."
                    )
                ]
            }
            return show(index, &state)
        case .width(let width):
            state.width = width
            guard let selected = state.selected else { return [] }
            return [.perform(.render(entry: selected, width: width))]
        case .enter:
            guard let selected = state.selected else {
                return [.notify("Open a preview first (\"open N\" or \"next\"), then enter it.")]
            }
            return [.push(.live(entry: selected))]
        case .rendered(let text):
            state.shown = text
            return []
        }
    }

    private func show(_ index: Int, _ state: inout State) -> [Effect<Self>] {
        state.selected = index
        return [.perform(.render(entry: index, width: state.width))]
    }

    /// Rendering a preview is quick and has nothing to stop.
    func interrupted(_ request: Request, by interruption: Interruption) -> Action? { nil }
}
