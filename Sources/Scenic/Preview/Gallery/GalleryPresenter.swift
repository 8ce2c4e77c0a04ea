/// Shows the gallery's list, or the selected preview between rules with where it stands.
struct GalleryPresenter<AppRoute: Hashable & Sendable>: Presenter {
    func present(_ state: GalleryLogic<AppRoute>.State, on screen: Screen)
        -> ViewContent<GalleryView.Region>
    {
        var content = ViewContent<GalleryView.Region>()
        let count = state.entries.count
        guard let selected = state.selected, state.entries.indices.contains(selected) else {
            let scenes = Set(state.entries.map(\.scene)).count
            content[.summary] = [
                .paragraph(
                    "\(count) preview\(count == 1 ? "" : "s") of \(scenes) "
                        + "scene\(scenes == 1 ? "" : "s"), shown \(state.width) columns wide.")
            ]
            let pages = state.pages
            // Numbered across pages, so "open N" takes the number shown.
            let rows = pages.items.map { index in
                ["\(index + 1)", state.entries[index].scene, state.entries[index].preview]
            }
            content[.body] = [
                .table(
                    Table(
                        columns: [
                            // As wide on every page as the widest of the whole list, so the
                            // columns stay in place from page to page.
                            Table.Column("#", minimumWidth: String(count).count),
                            Table.Column(
                                "Scene",
                                minimumWidth: state.entries.map { DisplayWidth.of($0.scene) }
                                    .max() ?? 0),
                            Table.Column(
                                "Preview",
                                minimumWidth: state.entries.map { DisplayWidth.of($0.preview) }
                                    .max() ?? 0),
                        ], rows: rows))
            ]
            if pages.count > 1 {
                content[.hint] = [.paragraph("Type \"open N\" to see preview N.")]
                content[.paging] = [.paragraph(paging(pages))]
            } else {
                content[.hint] = [
                    .paragraph(
                        "Type \"open N\" to see a preview, or press Enter to step through them.")
                ]
            }
            return content
        }
        let entry = state.entries[selected]
        content[.summary] = [
            .paragraph(
                "\(entry.scene) › \(entry.preview) (preview \(selected + 1) of \(count), \(state.width) columns)"
            )
        ]
        content[.body] = [.rule, .preformatted(state.shown ?? ""), .rule]
        content[.hint] = [
            .paragraph(
                "Press Enter for the next preview. Type \"enter\" to use this screen from this "
                    + "state, \"prev\" to step back, \"list\" for all."
            )
        ]
        return content
    }

    private func paging(_ pages: Pages) -> String {
        let position = "Page \(pages.page + 1) of \(pages.count)."
        if !pages.hasPrevious { return position + " Press Enter or type \"next\" for more." }
        if !pages.hasNext { return position + " Type \"prev\" to go back." }
        return position + " Press Enter or type \"next\" for more, \"prev\" to go back."
    }

    /// The gallery's notices are sentences already.
    func message(for notice: String) -> String {
        notice
    }
}
