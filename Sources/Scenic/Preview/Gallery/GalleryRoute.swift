/// The screens of a ``PreviewGallery``: its index, a preview entered live, and the app's own
/// screens reached from there.
public enum GalleryRoute<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The gallery: the list of previews, or one preview shown at a chosen width.
    case index
    /// Preview number `entry` (counted from 0 over all scenes) as a live scene.
    case live(entry: Int)
    /// An app screen opened from a live preview.
    case app(Route)
}
