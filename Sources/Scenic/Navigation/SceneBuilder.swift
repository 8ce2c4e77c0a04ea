/// Builds the scene for each of an app's routes; the one place that knows every scene.
///
/// Routes are a value type per app, usually an enum, so a deep link is just a list of them:
///
/// ```swift
/// enum AppRoute: Hashable, Sendable { case list, detail(Int) }
///
/// struct AppScenes: SceneBuilder {
///     let store: any ItemStore  // workers are injected here and handed to scenes
///     func scene(for route: AppRoute) -> Scene<AppRoute> {
///         switch route {
///         case .list: ListScene.make(store: store)
///         case .detail(let id): DetailScene.make(id: id, store: store)
///         }
///     }
/// }
/// ```
public protocol SceneBuilder<Route>: Sendable {
    /// The app's route type.
    associatedtype Route: Hashable & Sendable

    /// A new scene, in its first state, for `route`.
    func scene(for route: Route) -> Scene<Route>
}
