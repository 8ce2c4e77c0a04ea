/// A parent's Interactor that hands its children's commands to theirs.
struct ComposedInteractor<Parent: Interactor, L: Logic, Region: Hashable & Sendable>: Interactor
where Parent.Action == L.Action {
    let interactor: Parent
    let children: [ChildScene<L, Region>]

    func action(for input: CommandInput<ComposedName<Parent.Name>>) throws(UsageError)
        -> L.Action
    {
        if let own = input.name.own {
            return try interactor.action(for: CommandInput(name: own, values: input.values))
        }
        return try children[input.name.child].action(input.name.command, input.values)
    }
}
