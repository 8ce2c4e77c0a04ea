import Scenic
import ScenicData

/// Pages through the saved facts, opens one, and forgets the ones listed once asked and
/// confirmed.
struct HistoryLogic: Logic {
    typealias Route = TriviaRoute

    /// Facts per page.
    static let pageSize = 8

    struct State: Equatable, Sendable {
        /// The saved facts, newest first; `nil` until loaded, or when they could not be read.
        var facts: [Fact]?
        /// Whether the saved facts could not be read (the status line said why): nothing is
        /// known of them, so none is listed, opened or forgotten, and none is said to be none.
        var unreadable = false
        /// The page showing, from 0.
        var page = 0

        /// The list's pages, with the one showing.
        var pages: Pages {
            Pages(itemCount: facts?.count ?? 0, pageSize: HistoryLogic.pageSize, page: page)
        }
    }

    enum Notice: Equatable, Sendable {
        case noSuchRow(Int, count: Int)
        case lastPage
        case firstPage
        case nothingToClear
        /// `open` while the saved facts could not be read.
        case unreadToOpen
        /// `clear` while the saved facts could not be read: nothing was forgotten.
        case unreadToClear
        /// `forgotten` facts of the list were forgotten, the rest of it was gone already, and
        /// `savedMeanwhile` facts, which another copy of the app saved after the list was read,
        /// were kept.
        case cleared(forgotten: Int, goneAlready: Int, savedMeanwhile: Int)
        case kept
        /// The saved facts could not be read or written, or a damaged file was moved aside.
        case saving(String)
    }

    enum Action: Equatable, Sendable {
        case appear
        case loaded(Result<FactCache.Loaded, DataError>)
        case open(Int)
        case nextPage
        case previousPage
        case clear
        case clearConfirmed
        case clearKept
        /// The facts listed are forgotten; what is left, and what reading the file first set
        /// right.
        case cleared(FactCache.Cleared)
        /// The facts could not be forgotten; they are as they were.
        case clearFailed(DataError)
    }

    enum Request: Equatable, Sendable {
        case load
        /// Forget these facts, the ones listed when the user was asked.
        case clear([Fact])
    }

    /// Reading and clearing the local cache is quick, and a clear must finish: nothing to stop.
    func interrupted(_ request: Request, by interruption: Interruption) -> Action? { nil }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .appear:
            return [.perform(.load)]
        case .loaded(.success(let loaded)):
            state.facts = loaded.facts
            state.unreadable = false
            state.page = state.pages.page
            return loaded.movedAside.map { [.notify(.saving($0))] } ?? []
        case .loaded(.failure(let problem)):
            // Not an empty list: the facts may all be there, behind a lock held elsewhere or
            // a folder turned read-only.
            state.facts = nil
            state.unreadable = true
            state.page = 0
            return [.notify(.saving(problem.message))]
        case .open where state.unreadable:
            return [.notify(.unreadToOpen)]
        case .open(let row):
            let facts = state.facts ?? []
            guard facts.indices.contains(row - 1) else {
                return [.notify(.noSuchRow(row, count: facts.count))]
            }
            return [.push(.fact(facts[row - 1]))]
        case .nextPage:
            let pages = state.pages
            guard pages.hasNext else { return [.notify(.lastPage)] }
            state.page = pages.page + 1
            return []
        case .previousPage:
            let pages = state.pages
            guard pages.hasPrevious else { return [.notify(.firstPage)] }
            state.page = pages.page - 1
            return []
        case .clear where state.unreadable:
            return [.notify(.unreadToClear)]
        case .clear:
            let count = state.facts?.count ?? 0
            guard count > 0 else { return [.notify(.nothingToClear)] }
            return [
                .ask(
                    .yesOrNo(
                        count == 1
                            ? "Forget the fact looked up here?"
                            : "Forget all \(count) facts looked up here?",
                        yes: .clearConfirmed, no: .clearKept))
            ]
        case .clearConfirmed:
            // The list the question counted: a fact saved since, elsewhere, was never shown.
            return [.perform(.clear(state.facts ?? []))]
        case .clearKept:
            return [.notify(.kept)]
        case .cleared(let cleared):
            let listed = state.facts?.count ?? 0
            state.facts = cleared.facts
            state.page = 0
            let notice = Notice.cleared(
                forgotten: cleared.forgotten, goneAlready: max(0, listed - cleared.forgotten),
                savedMeanwhile: cleared.facts.count)
            return (cleared.movedAside.map { [.notify(.saving($0))] } ?? []) + [.notify(notice)]
        case .clearFailed(let problem):
            return [.notify(.saving(problem.message))]
        }
    }
}
