/// The console's buffer for the screen it shows next, reused from screen to screen.
///
/// A screen goes from the View's layout to the output as bytes: making a `String` of it would
/// check every byte again as UTF-8, and a new buffer per screen would be allocated and freed on
/// every typed line. The bytes are valid UTF-8, as everything the layout writes is.
final class ScreenBytes: @unchecked Sendable {
    // @unchecked: one console owns it, and uses it from one task at a time; it only travels
    // inside the ViewContent handed to that console's View.
    /// The screen's text, when ``isFilled``.
    private(set) var bytes: [UInt8] = []
    /// Whether a View wrote the screen since ``clear()``; a View of the app's own that renders
    /// to a `String` does not, and the console then takes its string.
    private(set) var isFilled = false
    /// The View type whose default ``View/render(_:width:)`` writes the screen here: the type
    /// of the scene's View, whose render then is the default.
    ///
    /// Any other View's default render, called by a render of the app's own (a banner above
    /// another View's screen, a word replaced in it), returns its text instead, for that
    /// render to make its screen of.
    var writer: ObjectIdentifier?

    /// Empties the buffer, keeping its room, for the next screen.
    func clear() {
        bytes.removeAll(keepingCapacity: true)
        isFilled = false
    }

    /// Takes the buffer's storage to write into, without copying it.
    func take() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &bytes)
        taken.removeAll(keepingCapacity: true)
        return taken
    }

    /// Keeps `written` as the screen.
    func fill(_ written: [UInt8]) {
        bytes = written
        isFilled = true
    }

    /// Keeps `text` as the screen, when a View rendered it to a string.
    func fill(_ text: String) {
        bytes.removeAll(keepingCapacity: true)
        bytes.append(contentsOf: text.utf8)
        isFilled = true
    }
}
