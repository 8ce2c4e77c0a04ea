/// Every preview of one scene, each able to become a live scene in its state.
///
/// An app lists one group per scene; the preview gallery browses them and
/// `assertPreviews` snapshots them all.
///
/// ```swift
/// PreviewGroup("Cart", previews: CartPresenter.previews) { state in
///     scenes.cart(state: state)
/// }
/// ```
public struct PreviewGroup<Route: Hashable & Sendable>: Sendable {
    /// The scene's name, such as `Cart`.
    public let sceneName: String
    /// The names of its previews, in order.
    public let previewNames: [String]
    /// The notices and the waiting question each preview shows, in order, for coverage.
    package let previewMessages: [(notices: [any Sendable], question: (any Sendable)?)]
    private let makeScene: @Sendable (Int) -> Scene<Route>
    /// The scene of preview `index` in its state, without its notices and question.
    private let makeBareScene: @Sendable (Int) -> Scene<Route>

    /// A group for the scene called `sceneName`, whose scene `scene` builds from a state.
    public init<State: Sendable>(
        _ sceneName: String, previews: [Preview<State>],
        scene: @escaping @Sendable (State) -> Scene<Route>
    ) {
        self.sceneName = sceneName
        previewNames = previews.map(\.name)
        previewMessages = previews.map { ($0.notices, $0.question) }
        makeBareScene = { index in scene(previews[index].state) }
        makeScene = { index in
            scene(previews[index].state).showing(previews[index].notices)
                .asking(previews[index].question)
        }
    }

    /// What preview `index` declares that its scene cannot show: notices that are not of its
    /// Logic's `Notice` type, and a question that is not of its `Question<Action>` type.
    ///
    /// `Preview` takes notices and a question of any type, since Swift cannot tie them to the
    /// Logic from the state alone; the scene leaves out what its Logic could not have said, so
    /// the preview tests name it rather than snapshot a screen without it.
    package func unshownMessages(at index: Int) -> (
        notices: [any Sendable], question: (any Sendable)?
    ) {
        let shown = previewMessages[index]
        let notices = shown.notices.filter { notice in
            !makeBareScene(index).showing([notice]).choices.hasNotices
        }
        var question: (any Sendable)?
        if let asked = shown.question, makeBareScene(index).asking(asked).question == nil {
            question = asked
        }
        return (notices, question)
    }

    /// What the gallery says under preview `index` of what it declares and its scene leaves
    /// out (see ``unshownMessages(at:)``); `nil` when nothing is left out.
    package func unshownNote(at index: Int) -> String? {
        let unshown = unshownMessages(at: index)
        var parts = unshown.notices.map { "a notice of type \(Self.typeName(of: $0))" }
        if let question = unshown.question {
            parts.append("a question of type \(Self.typeName(of: question))")
        }
        guard let last = parts.popLast() else { return nil }
        let declared = parts.isEmpty ? last : parts.joined(separator: ", ") + " and " + last
        let logic = ReflectedName.plain(makeBareScene(index).logicName)
        return "Not shown: this preview declares \(declared), which \(logic) cannot show. "
            + "Its preview test fails, saying how to fix it."
    }

    /// The type of `value` with its module, as a message names it: `Swift.String`, without the
    /// context a private type's name holds.
    package static func typeName(of value: Any) -> String {
        String(reflecting: type(of: value)).replacing(
            /\(unknown context at \$[0-9a-f]+\)\./, with: "")
    }

    /// A new live scene in the state of preview `index`.
    public func scene(at index: Int) -> Scene<Route> {
        makeScene(index)
    }
}
