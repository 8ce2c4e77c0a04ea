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
                    "\(count) previews of \(scenes) scenes, shown \(state.width) columns wide.")
            ]
            let rows = state.entries.enumerated().map { index, entry in
                ["\(index + 1)", entry.scene, entry.preview]
            }
            content[.body] = [
                .table(
                    Table(
                        columns: [
                            Table.Column("#"), Table.Column("Scene"), Table.Column("Preview"),
                        ], rows: rows))
            ]
            content[.hint] = [
                .paragraph(
                    "Type \"open N\" to see a preview, or press Enter to step through them.")
            ]
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

    /// The gallery's notices are sentences already.
    func message(for notice: String) -> String {
        notice
    }
}
