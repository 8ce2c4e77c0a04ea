/// Browses every preview of an app in the console, and lets the user step into any of them.
///
/// The gallery lists each scene's previews; `open N`, `next`, `prev`, `scene NAME` and
/// `width N` show one rendered by the real Presenter and View. `enter` turns the preview shown
/// into a live scene in that state, so the real Logic runs from there; `back` returns to the
/// gallery and `home` to its list.
///
/// The live scene is sent its appear action, as any scene coming on top is: one that loads its
/// data on appearing then shows what its workers hold, not the preview's state, so give the
/// previews' scenes workers that agree with them.
///
/// ```swift
/// let gallery = PreviewGallery(groups: scenes.previewGroups, builder: scenes)
/// var console = Console(navigator: gallery.navigator())
/// ```
public struct PreviewGallery<Route: Hashable & Sendable>: SceneBuilder, Sendable {
    private let groups: [PreviewGroup<Route>]
    private let builder: any SceneBuilder<Route>
    /// Each entry's group and preview index, in list order.
    private let entries: [(group: Int, preview: Int)]
    private let previewWidth: Int

    /// A gallery of `groups`, whose live previews open the app's screens through `builder`.
    ///
    /// - Parameter previewWidth: The width previews are first shown at (`width N` changes it);
    ///   pass the console's width so they fit, or 80.
    public init(
        groups: [PreviewGroup<Route>], builder: some SceneBuilder<Route>, previewWidth: Int = 80
    ) {
        self.groups = groups
        self.builder = builder
        self.previewWidth = min(max(previewWidth, 20), 300)
        entries = groups.enumerated().flatMap { group, previews in
            previews.previewNames.indices.map { (group, $0) }
        }
    }

    /// A navigator showing the gallery's list.
    public func navigator() -> Navigator<GalleryRoute<Route>> {
        Navigator(builder: self, root: .index)
    }

    /// The scene for a gallery route.
    public func scene(for route: GalleryRoute<Route>) -> Scene<GalleryRoute<Route>> {
        switch route {
        case .index:
            let state = GalleryLogic<Route>.State(
                entries: entries.map {
                    GalleryLogic<Route>.Entry(
                        scene: groups[$0.group].sceneName,
                        preview: groups[$0.group].previewNames[$0.preview])
                }, width: previewWidth)
            return Scene(
                view: GalleryView(), interactor: GalleryInteractor<Route>(),
                logic: GalleryLogic<Route>(), presenter: GalleryPresenter<Route>(), state: state,
                worker: Worker { [self] request in
                    switch request {
                    case .render(let entry, let width):
                        .rendered(rendered(entry, width: width))
                    }
                })
        case .live(let entry):
            // Sent its appear action like any scene coming on top, so a "loading" preview
            // loads; previews whose data lives in workers make the workers agree with them.
            return preview(entry).mapRoutes(
                GalleryRoute.app, stack: Self.keepingTheGallery)
        case .app(let route):
            return builder.scene(for: route).mapRoutes(
                GalleryRoute.app, stack: Self.keepingTheGallery)
        }
    }

    /// Preview `entry` as its screen shows it at `width`, and what the preview declares that
    /// the screen leaves out, so the gallery never drops it without a word.
    private func rendered(_ entry: Int, width: Int) -> String {
        let (group, preview) = entries[entry]
        let text = self.preview(entry).renderAsPreview(width: width)
        guard let note = groups[group].unshownNote(at: preview) else { return text }
        return text + "\n\n" + TextWrapper.wrap(note, width: width).joined(separator: "\n")
    }

    private func preview(_ entry: Int) -> Scene<Route> {
        let (group, preview) = entries[entry]
        return groups[group].scene(at: preview)
    }

    /// An app's navigation inside the gallery: its screens go on top of the gallery, which
    /// stays the root, so `home` and a rebuilt stack still lead back to it.
    private static func keepingTheGallery(_ routes: [GalleryRoute<Route>])
        -> [GalleryRoute<Route>]
    {
        [.index] + routes
    }
}
