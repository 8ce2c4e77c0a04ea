import Scenic

/// The saved facts as a table, a page at a time.
struct HistoryPresenter: Presenter {
    func present(_ state: HistoryLogic.State, on screen: Screen)
        -> ViewContent<HistoryView.Region>
    {
        var content = ViewContent<HistoryView.Region>()
        // Only the global commands until there are facts to open or forget, and paging only
        // when there are pages: the footer lists what can be typed now. Facts that could not
        // be read keep `open` and `clear`, which say why they cannot be done and that
        // nothing was forgotten.
        content.offer([HistoryView.Name]())
        guard !state.unreadable else {
            content.offer([HistoryView.Name.open, .clear])
            content[.facts] = [
                .paragraph(
                    "The saved facts could not be read, so none is listed. Type \"back\", then "
                        + "\"history\", to read them again.")
            ]
            return content
        }
        guard let facts = state.facts else {
            content[.facts] = [.paragraph("Reading the saved facts…")]
            return content
        }
        guard !facts.isEmpty else {
            content[.facts] = [
                .paragraph("No facts yet. Go back and type \"number 42\" to look one up.")
            ]
            return content
        }
        let pages = state.pages
        content.offer(
            pages.count > 1 ? [.open, .next, .previous, .clear] : [HistoryView.Name.open, .clear])
        // Under 60 columns the date gives its room to the fact.
        let showsDate = !screen.isNarrower(than: 60)
        // Each fact is cut to what fits beside the other columns, so a row keeps to one line.
        let factWidth = min(40, screen.width - (showsDate ? 40 : 18))
        let rows = pages.items.map { index in
            let fact = facts[index]
            return [
                "\(index + 1)", FactWords.number(fact.number),
                TextLayout.cut(fact.text, toWidth: factWidth),
            ] + (showsDate ? [FactWords.date(fact.fetchedAt)] : [])
        }
        let columns =
            [Table.Column("#"), Table.Column("Number", alignment: .right), Table.Column("Fact")]
            + (showsDate ? [Table.Column("Looked up")] : [])
        content[.facts] = [
            .table(Table(columns: columns, rows: rows)),
            .paragraph("Type \"open N\" to read fact N whole."),
        ]
        if pages.count > 1 {
            let position = "Page \(pages.page + 1) of \(pages.count). "
            let next =
                !pages.hasPrevious
                ? "Enter or \"next\" for more."
                : !pages.hasNext
                    ? "Type \"prev\" to go back."
                    : "Enter or \"next\" for more, \"prev\" to go back."
            content[.paging] = [.paragraph(position + next)]
        }
        return content
    }

    /// What `clear` did: `Forgot 2 facts.`, and what else became of the list and of the facts
    /// another copy of the app saved meanwhile.
    private static func cleared(forgotten: Int, goneAlready: Int, savedMeanwhile: Int)
        -> String
    {
        let were = { (count: Int) in count == 1 ? "was" : "were" }
        var clauses: [String]
        switch (forgotten, goneAlready) {
        case (0, 1...):
            clauses = [
                "Forgot no facts: the \(goneAlready) listed \(were(goneAlready)) gone already"
            ]
        case (_, 1...):
            clauses = [
                "Forgot \(facts(forgotten))",
                "\(goneAlready) \(goneAlready == 1 ? "other" : "others") \(were(goneAlready)) "
                    + "gone already",
            ]
        default:
            clauses = ["Forgot \(facts(forgotten))"]
        }
        if savedMeanwhile > 0 {
            clauses.append("kept \(savedMeanwhile) that another copy of the app saved meanwhile")
        }
        return clauses.joined(separator: "; ") + "."
    }

    /// `1 fact`, `2 facts`.
    private static func facts(_ count: Int) -> String {
        "\(count) \(count == 1 ? "fact" : "facts")"
    }

    func message(for notice: HistoryLogic.Notice) -> String {
        switch notice {
        case .noSuchRow(let row, let count):
            return count == 0
                ? "open: there are no facts to open."
                : "open: there is no fact \(row); pick one from 1 to \(count)."
        case .lastPage: return "next: this is the last page."
        case .firstPage: return "prev: this is the first page."
        case .nothingToClear: return "clear: there are no facts to forget."
        case .unreadToOpen:
            return "open: the saved facts could not be read; type \"back\", then \"history\", "
                + "to read them again."
        case .unreadToClear:
            return "clear: the saved facts could not be read, so none was forgotten; type "
                + "\"back\", then \"history\", to read them again."
        case .cleared(let forgotten, let goneAlready, let savedMeanwhile):
            return Self.cleared(
                forgotten: forgotten, goneAlready: goneAlready, savedMeanwhile: savedMeanwhile)
        case .kept: return "Kept the facts."
        case .saving(let text): return text
        }
    }
}
