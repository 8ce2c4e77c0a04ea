import Scenic

// TEMPORARY while the scenes are built in parallel: each scene's author deletes its functions
// here as the real ones land in Scenes/<Name>/. This file must be gone before main is pushed.

extension StorefrontScenes {
    func loginScene() -> Scene<StorefrontRoute> { ComingSoon.scene("Login") }
    func loginPreviews() -> PreviewGroup<StorefrontRoute> { ComingSoon.previews("Login") }
    func catalogScene() -> Scene<StorefrontRoute> { ComingSoon.scene("Catalog") }
    func catalogPreviews() -> PreviewGroup<StorefrontRoute> { ComingSoon.previews("Catalog") }
    func productScene(id: String) -> Scene<StorefrontRoute> { ComingSoon.scene("Product \(id)") }
    func productPreviews() -> PreviewGroup<StorefrontRoute> { ComingSoon.previews("Product") }
}

private enum ComingSoon {
    struct ComingSoonView: View {
        enum Region: CaseIterable { case body }
        let title: String
        let commands = [Command("catalog", help: "Catalog"), Command("cart", help: "Cart")]
    }
    struct ComingSoonInteractor: Interactor {
        func action(for input: CommandInput) throws(UsageError) -> StorefrontRoute {
            input.command.name == "cart" ? .cart : .catalog
        }
    }
    struct ComingSoonLogic: Logic {
        func reduce(_ state: inout Int, _ action: StorefrontRoute) -> [Effect<
            StorefrontRoute, Never
        >] {
            [.push(action)]
        }
    }
    struct ComingSoonPresenter: Presenter {
        func present(_ state: Int) -> ViewContent<ComingSoonView.Region> {
            ViewContent([.body: [.paragraph("Not built yet.")]])
        }
    }

    static func scene(_ title: String) -> Scene<StorefrontRoute> {
        Scene(
            view: ComingSoonView(title: title), interactor: ComingSoonInteractor(),
            logic: ComingSoonLogic(), presenter: ComingSoonPresenter(), state: 0)
    }

    static func previews(_ title: String) -> PreviewGroup<StorefrontRoute> {
        PreviewGroup(title, previews: [Preview("pending", 0)]) { _ in scene(title) }
    }
}
