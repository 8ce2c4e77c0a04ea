/// Maps the gallery's commands to its actions.
struct GalleryInteractor<AppRoute: Hashable & Sendable>: Interactor {
    func action(for input: CommandInput<GalleryView.Name>) -> GalleryLogic<AppRoute>.Action {
        switch input.name {
        case .open: .open(input[GalleryView.number])
        case .next: .next
        case .previous: .previous
        case .scene: .scene(input[GalleryView.sceneName])
        case .width: .width(input[GalleryView.width])
        case .enter: .enter
        case .list: .list
        }
    }
}
