/// What a typed line tries on which scene: `Cart › qty`, `Checkout › answer`.
package struct LineKey: Hashable, Sendable {
    /// The scene's name.
    package var scene: String
    /// The command's name, or the kind of line (`answer`, `garbage`, `empty line`).
    package var kind: String

    package init(scene: String, kind: String) {
        self.scene = scene
        self.kind = kind
    }
}
