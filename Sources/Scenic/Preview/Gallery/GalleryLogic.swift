/// The gallery's decisions: which preview is shown, at which width, and entering it.
struct GalleryLogic<AppRoute: Hashable & Sendable>: Logic {
    typealias Route = GalleryRoute<AppRoute>

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
        var message: String?
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
        state.message = nil
        let count = state.entries.count
        switch action {
        case .list:
            state.selected = nil
            state.shown = nil
            return []
        case .open(let number):
            guard (1...max(count, 1)).contains(number), count > 0 else {
                state.message =
                    "There is no preview \(number); there are \(count). Type \"list\" to see them."
                return []
            }
            return show(number - 1, &state)
        case .next:
            let next = state.selected.map { $0 + 1 } ?? 0
            guard next < count else {
                state.message = "That was the last preview. Type \"prev\" or \"list\"."
                return []
            }
            return show(next, &state)
        case .previous:
            guard let selected = state.selected, selected > 0 else {
                state.message = "There is no preview before this one. Type \"next\" or \"list\"."
                return []
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
                state.message =
                    "There is no scene called \"\(name)\". Scenes: \(names.joined(separator: ", "))."
                return []
            }
            return show(index, &state)
        case .width(let width):
            state.width = width
            guard let selected = state.selected else { return [] }
            return [.perform(.render(entry: selected, width: width))]
        case .enter:
            guard let selected = state.selected else {
                state.message = "Open a preview first (\"open N\" or \"next\"), then enter it."
                return []
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
}
