/// A parent's Interactor with its children's: the composed screen's command at an index goes
/// to the parent's Interactor or to the child it belongs to.
///
/// Inlinable, so that the closure a ``Scene`` with children is made with runs code compiled
/// in the app's module for its own types.
@usableFromInline
struct ComposedInteractor<Parent: Interactor, L: Logic, Region: Hashable & Sendable>
where Parent.Action == L.Action {
    @usableFromInline let interactor: Parent
    /// The parent View's command names, first on the composed screen.
    @usableFromInline let names: [Parent.Name]
    /// The children, whose commands follow the parent's in this order.
    @usableFromInline let children: [ChildScene<L, Region>]

    @inlinable
    init(interactor: Parent, names: [Parent.Name], children: [ChildScene<L, Region>]) {
        self.interactor = interactor
        self.names = names
        self.children = children
    }

    /// The action for the composed screen's command at `index`, typed with `values`.
    @inlinable
    func action(forCommand index: Int, values: ArgumentValues) throws(UsageError)
        -> L.Action
    {
        if index < names.count {
            return try interactor.action(forCommand: index, of: names, values: values)
        }
        var command = index - names.count
        for child in children {
            if command < child.commandNames.count { return try child.action(command, values) }
            command -= child.commandNames.count
        }
        preconditionFailure("No command at \(index) on a composed screen.")
    }
}
