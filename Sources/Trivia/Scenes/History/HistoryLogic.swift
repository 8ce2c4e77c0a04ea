import Scenic
import ScenicData

/// Pages through the saved facts, opens one, and forgets them all once asked and confirmed.
struct HistoryLogic: Logic {
    typealias Route = TriviaRoute

    /// Facts per page.
    static let pageSize = 8

    struct State: Equatable, Sendable {
        /// The saved facts, newest first; `nil` until loaded.
        var facts: [Fact]?
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
        case cleared(Int)
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
        /// Every fact is forgotten; `note` says what reading the file first set right.
        case cleared(note: String?)
        /// The facts could not be forgotten; they are as they were.
        case clearFailed(DataError)
    }

    enum Request: Equatable, Sendable {
        case load
        case clear
    }

    /// Reading and clearing the local cache is quick, and a clear must finish: nothing to stop.
    func interrupted(_ request: Request, by interruption: Interruption) -> Action? { nil }

    func reduce(_ state: inout State, _ action: Action) -> [Effect<Self>] {
        switch action {
        case .appear:
            return [.perform(.load)]
        case .loaded(.success(let loaded)):
            state.facts = loaded.facts
            state.page = state.pages.page
            return loaded.movedAside.map { [.notify(.saving($0))] } ?? []
        case .loaded(.failure(let problem)):
            state.facts = []
            return [.notify(.saving(problem.message))]
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
        case .clear:
            let count = state.facts?.count ?? 0
            guard count > 0 else { return [.notify(.nothingToClear)] }
            return [
                .ask(
                    .yesOrNo(
                        "Forget all \(count) \(count == 1 ? "fact" : "facts") looked up here?",
                        yes: .clearConfirmed, no: .clearKept))
            ]
        case .clearConfirmed:
            return [.perform(.clear)]
        case .clearKept:
            return [.notify(.kept)]
        case .cleared(let note):
            let count = state.facts?.count ?? 0
            state.facts = []
            state.page = 0
            return (note.map { [.notify(.saving($0))] } ?? []) + [.notify(.cleared(count))]
        case .clearFailed(let problem):
            return [.notify(.saving(problem.message))]
        }
    }
}
