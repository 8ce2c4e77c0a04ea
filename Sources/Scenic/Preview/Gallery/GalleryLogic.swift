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

    /// The previews the list shows a page: with the screen's other lines, a page fits a
    /// terminal of 30 rows, as the apps' own lists do.
    static var pageSize: Int { 10 }

    struct State: Equatable {
        var entries: [Entry]
        /// The preview shown, as an index into `entries`; `nil` while the list is shown.
        var selected: Int?
        var width = 80
        /// The selected preview rendered at `width`.
        var shown: String?
        /// The page of the list, from 0.
        var page = 0

        /// The part of the list the screen shows.
        var pages: Pages {
            Pages(itemCount: entries.count, pageSize: GalleryLogic.pageSize, page: page)
        }
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
        /// A live preview finished with this value, described.
        case finished(String)
    }

    enum Request: Equatable, Sendable {
        case render(entry: Int, width: Int)
    }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        let count = state.entries.count
        switch action {
        case .list:
            // The list opens at the page of the preview just seen, so the place is kept.
            if let selected = state.selected { state.page = selected / Self.pageSize }
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
            // A list of several pages turns them with next and prev, as every other list does;
            // a list that fits one page starts stepping through the previews.
            let pages = state.pages
            guard let selected = state.selected else {
                guard pages.count > 1 else { return show(0, &state) }
                guard pages.hasNext else {
                    return [
                        .notify(
                            "This is the last page (\(pages.count) of \(pages.count)). Type "
                                + "\"prev\" to go back, or \"open N\".")
                    ]
                }
                state.page = pages.page + 1
                return []
            }
            guard selected + 1 < count else {
                return [.notify("That was the last preview. Type \"prev\" or \"list\".")]
            }
            return show(selected + 1, &state)
        case .previous:
            let pages = state.pages
            if state.selected == nil, pages.count > 1 {
                guard pages.hasPrevious else {
                    return [.notify("This is the first page. Type \"next\" or \"open N\".")]
                }
                state.page = pages.page - 1
                return []
            }
            guard let selected = state.selected, selected > 0 else {
                return [.notify("There is no preview before this one. Type \"next\" or \"list\".")]
            }
            return show(selected - 1, &state)
        case .scene(let name):
            guard !state.entries.isEmpty else { return show(0, &state) }
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
        case .finished(let value):
            return [.notify("The preview finished and handed back \(value).")]
        }
    }

    /// A live preview may finish with any value of its app's (a form's answers): the gallery
    /// takes every one and says what it was, which the app's screen below would take.
    func received(_ result: SceneResult) -> Action? {
        .finished(result.valueDescription)
    }

    private func show(_ index: Int, _ state: inout State) -> [Effect<Self>] {
        // An app without previews: Enter, `next` and `scene` have nothing to show (Enter
        // trapped on an index out of range: found by a newcomer with the README's counter).
        guard state.entries.indices.contains(index) else {
            return [
                .notify(
                    "This app has no previews yet: give each scene's Presenter some (see "
                        + "\"Previews\" in Scenic's README).")
            ]
        }
        state.selected = index
        return [.perform(.render(entry: index, width: state.width))]
    }

    /// Rendering a preview is quick and has nothing to stop.
    func interrupted(_ request: Request, by interruption: Interruption) -> Action? { nil }
}
