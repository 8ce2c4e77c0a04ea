/// A child scene as its parent's screen shows it: the child's View, Interactor and Presenter,
/// with the ``Child`` that places its Logic in the parent's, the parent's region it fills and
/// the width it gets.
///
/// Hand it to the parent's ``Scene`` with `children:`:
///
/// ```swift
/// Scene(
///     view: DashboardView(), interactor: DashboardInteractor(), logic: DashboardLogic(),
///     presenter: DashboardPresenter(), state: DashboardLogic.State(),
///     children: [
///         ChildScene(
///             DashboardLogic.alerts, view: AlertsView(), interactor: AlertsInteractor(),
///             presenter: AlertsPresenter(), in: .alerts, width: 40)
///     ])
/// ```
///
/// The parent's screen then shows the child's content in a frame titled with the child's
/// title (`framed: false` leaves the frame out), laid out `width` columns wide (the whole
/// screen when `nil`, and never wider than it); its footer, `help` and Tab list the child's
/// commands after the parent's, and a typed child command goes to the child's Interactor,
/// whose action the parent's Logic receives wrapped by the ``Child``'s `action`. The child's
/// Presenter's ``ViewContent/messages`` show on the parent's status line, after its own.
public struct ChildScene<Parent: Logic, Region: Hashable & Sendable>: Sendable {
    /// The region of the parent's View the child is drawn in, after the parent's own blocks.
    @usableFromInline let region: Region
    /// The child's title, for the frame and for messages.
    let title: String
    /// The child's Logic type, whose words its commands are.
    let logic: Any.Type
    /// The child's state inside the parent's, for the rules an exploration checks.
    let stateValue: @Sendable (Parent.State) -> Any
    /// The child's commands as the console matches and lists them.
    let commands: [CommandSyntax]
    /// The names of ``commands``, for the commands a composed screen offers.
    @usableFromInline let commandNames: [String]
    /// The parent action for the child's command at an index of ``commands``, with the values
    /// typed.
    @usableFromInline let action:
        @Sendable (Int, ArgumentValues) throws(UsageError) -> Parent.Action
    /// The child's content for the parent's state, on the parent's screen.
    @usableFromInline
    let content:
        @Sendable (Parent.State, Screen) -> (
            blocks: [Block], offered: Set<String>?, values: [String: [String]],
            messages: [String]
        )

    /// A child scene made of its parts.
    ///
    /// - Parameters:
    ///   - child: where the child's Logic lives in the parent's (declared beside the parent's
    ///     Logic).
    ///   - region: the parent's region the child is drawn in.
    ///   - width: the columns the child is laid out in, frame included; `nil` for the
    ///     parent's whole width. A narrower screen gets the child at its own width.
    ///   - framed: whether the child is drawn in a frame with its title.
    @inlinable
    public init<V: View, I: Interactor, L: Logic, P: Presenter>(
        _ child: Child<Parent, L>, view: V, interactor: I, presenter: P, in region: Region,
        width: Int? = nil, framed: Bool = true
    )
    where
        I.Name == V.Name, I.Action == L.Action, P.State == L.State, P.Region == V.Region,
        P.Notice == L.Notice
    {
        // Inlinable: the content closure is made in the app's module, which then compiles it
        // for the app's own types; made here, it would run generic code on every screen.
        let laidOut = ChildLayout<V.Region>()
        let names = view.commands.map(\.name)
        self.init(
            child, view: view, in: region,
            action: { index, values throws(UsageError) in
                child.parentAction(
                    try interactor.action(forCommand: index, of: names, values: values))
            },
            content: { state, screen in
                let given = min(width.map { Screen(width: $0).width } ?? screen.width, screen.width)
                // The whole screen's height: a child shares it with its parent, which knows how.
                let inner = Screen(width: framed ? given - 4 : given, height: screen.height)
                let presented = presenter.present(child.childState(in: state), on: inner)
                func blocks() -> [Block] {
                    var blocks: [Block] = []
                    for region in view.regions { blocks += presented[region] }
                    if framed { blocks = [.box(title: presented.title ?? view.title, blocks)] }
                    return blocks
                }
                // As wide as the parent's screen, the parent lays the child out (and copies its
                // lines while they stay the same: see LaidOutBlocks).
                guard given < screen.width else {
                    return (
                        blocks(), presented.offeredCommandNames, presented.offeredValues,
                        presented.messages
                    )
                }
                // Narrower, the child is laid out here, and again only when its content changed.
                let laidOutBlocks = laidOut.blocks(for: presented, width: screen.width) {
                    [.preformatted(TextLayout.render(blocks(), width: given))]
                }
                return (
                    laidOutBlocks, presented.offeredCommandNames, presented.offeredValues,
                    presented.messages
                )
            })
    }

    /// A child scene whose parent action for a command `action` finds, and whose content for
    /// the parent's state `content` makes.
    @usableFromInline
    init<V: View, L: Logic>(
        _ child: Child<Parent, L>, view: V, in region: Region,
        action:
            @escaping @Sendable (Int, ArgumentValues) throws(UsageError) ->
            Parent.Action,
        content:
            @escaping @Sendable (Parent.State, Screen) -> (
                blocks: [Block], offered: Set<String>?, values: [String: [String]],
                messages: [String]
            )
    ) {
        self.region = region
        title = view.title
        logic = L.self
        stateValue = { child.childState(in: $0) }
        commands = view.commands.map(\.syntax)
        commandNames = commands.map(\.name)
        self.action = action
        self.content = content
    }
}
