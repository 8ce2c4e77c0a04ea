/// What a scene's Presenter chose for its last screen: which commands it offered, and its title.
///
/// Shared by the ``Scene`` and its parts (one object, set as each screen is rendered), so the
/// console reads it for every line without a call into the scene's type-erased box.
final class ScreenChoices {
    /// The title the Presenter set for the state, or `nil` when the screen has the View's.
    @exclusivity(unchecked) var title: String?

    /// The names of the commands offered, or `nil` when all are (the default).
    ///
    /// Read for every typed line; only the scene's own render writes it, never during a read,
    /// so the run-time exclusivity check is left out.
    @exclusivity(unchecked) var names: Set<String>?

    /// Those of `commands` offered now.
    func filter(_ commands: [CommandSyntax]) -> [CommandSyntax] {
        guard let names else { return commands }
        return commands.filter { names.contains($0.name) }
    }

    /// Whether `command` is offered now.
    func offers(_ command: CommandSyntax) -> Bool {
        names?.contains(command.name) ?? true
    }
}
