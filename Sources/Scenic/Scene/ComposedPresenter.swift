/// A parent's Presenter with each child's content added to its region, and the commands
/// offered by both.
struct ComposedPresenter<Parent: Presenter, L: Logic>: Presenter
where Parent.State == L.State {
    let presenter: Parent
    let children: [ChildScene<L, Parent.Region>]
    /// Every command name of the parent's View, for a screen whose child offers only some.
    let ownNames: [String]

    func present(_ state: L.State, on screen: Screen) -> ViewContent<Parent.Region> {
        var content = presenter.present(state, on: screen)
        var offered = content.offeredCommandNames
        var anyChosen = offered != nil
        for child in children {
            let (blocks, childOffered) = child.content(state, screen)
            content[child.region] += blocks
            if childOffered != nil { anyChosen = true }
            offered = (offered ?? Set(ownNames)).union(
                childOffered ?? Set(child.commands.map(\.name)))
        }
        // Most screens offer everything: then nothing is chosen, as without children.
        if anyChosen, let offered {
            content.offer(offered.map { ComposedName<NoCommand>($0, child: 0, command: 0) })
        }
        return content
    }

    func message(for notice: Parent.Notice) -> String {
        presenter.message(for: notice)
    }
}
