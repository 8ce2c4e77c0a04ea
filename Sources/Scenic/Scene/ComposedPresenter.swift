/// A parent's Presenter with each child's content added to its region, and the commands
/// offered by both.
///
/// Inlinable, so that the closure a ``Scene`` with children is made with runs code compiled
/// in the app's module for its own types.
@usableFromInline
struct ComposedPresenter<Parent: Presenter, L: Logic>: Presenter
where Parent.State == L.State {
    @usableFromInline let presenter: Parent
    @usableFromInline let children: [ChildScene<L, Parent.Region>]
    /// Every command name of the parent's View, for a screen whose child offers only some.
    @usableFromInline let ownNames: [String]

    @inlinable
    init(presenter: Parent, children: [ChildScene<L, Parent.Region>], ownNames: [String]) {
        self.presenter = presenter
        self.children = children
        self.ownNames = ownNames
    }

    @inlinable
    func present(_ state: L.State, on screen: Screen) -> ViewContent<Parent.Region> {
        var content = presenter.present(state, on: screen)
        let parentOffered = content.offeredCommandNames
        var childrenOffered: [Set<String>?] = []
        childrenOffered.reserveCapacity(children.count)
        for child in children {
            let (blocks, offered, values, messages) = child.content(state, screen)
            content[child.region] += blocks
            // A child's status messages (a list it could not read) are the screen's.
            content.messages += messages
            childrenOffered.append(offered)
            if !values.isEmpty { content.offer(values: values, forCommands: child.commandNames) }
        }
        // Most screens offer everything: then nothing is chosen, as without children.
        guard parentOffered != nil || childrenOffered.contains(where: { $0 != nil }) else {
            return content
        }
        var offered = parentOffered ?? Set(ownNames)
        for (child, chosen) in zip(children, childrenOffered) {
            offered.formUnion(chosen ?? Set(child.commandNames))
        }
        content.offer(names: offered)
        return content
    }

    @inlinable
    func message(for notice: Parent.Notice) -> String {
        presenter.message(for: notice)
    }
}
