import Foundation
import Scenic

/// Shows the lookup in progress and the history: a table on wide screens, a list on narrow
/// ones, where the table's columns would squeeze the facts.
struct LookupPresenter: Presenter {
    func present(_ state: LookupLogic.State, on screen: Screen) -> ViewContent<LookupView.Region> {
        var content = ViewContent<LookupView.Region>()
        if state.drawsSlowly { Thread.sleep(forTimeInterval: 1.5) }
        if let number = state.looking {
            let progress = state.progress.map { $0 + " " } ?? ""
            content[.status] = [
                .paragraph("Looking up \(number)… \(progress)Press Ctrl-C to stop.")
            ]
        }
        if let headline = state.headline {
            content[.status] = content[.status] + [.paragraph(headline)]
            content.offer([headline], for: LookupView.headline)
        }
        if state.history.isEmpty {
            content[.history] = [.paragraph("No facts yet. Type \"look 42\".")]
        } else if screen.isNarrower(than: 50) {
            content[.history] = [.bulletList(state.history.map(\.text))]
        } else {
            let rows = state.history.map { ["\($0.number)", $0.text] }
            content[.history] = [
                .table(Table(columns: [Table.Column("Number"), Table.Column("Fact")], rows: rows))
            ]
        }
        return content
    }

    func message(for notice: LookupLogic.Notice) -> String {
        switch notice {
        case .busy(let number):
            "Still looking up \(number); wait for it or press Ctrl-C to stop it."
        case .stopped(let number, .cancelled):
            "Stopped looking up \(number)."
        case .stopped(let number, .timedOut(let limit)):
            "Looking up \(number) took longer than \(limit); stopped."
        case .failed(let number, .unavailable):
            "The source did not answer for \(number). Try again later."
        case .nothingToPick:
            "The history is empty. Type \"look N\" first."
        case .cleared(let count):
            "Forgot \(count) \(count == 1 ? "fact" : "facts")."
        case .kept:
            "Kept the history."
        case .reading(let headline):
            "Reading \"\(headline)\"."
        }
    }
}
