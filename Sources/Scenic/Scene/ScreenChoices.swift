/// What a scene's screen shows that the console reads for every line: which commands its
/// Presenter offered, its title, the question waiting and whether notices are shown.
///
/// Shared by the ``Scene`` and its parts (one object, set as they change), so the console reads
/// it without a call into the scene's type-erased box, which costs run-time lookups of its
/// generic types each time.
final class ScreenChoices {
    /// The title the Presenter set for the state, or `nil` when the screen has the View's.
    @exclusivity(unchecked) var title: String?
    /// The waiting question's prompt, or `nil` when none waits.
    @exclusivity(unchecked) var question: String?
    /// Whether the scene shows notices that the next typed line makes it forget.
    @exclusivity(unchecked) var hasNotices = false
    /// Whether the scene's Logic hears the screen's size (its scene has a `screenAction`).
    @exclusivity(unchecked) var hearsScreen = false
    /// The screen the Logic last heard, or `nil` before the first.
    @exclusivity(unchecked) var screenHeard: Screen?

    /// Whether the Logic must hear `screen` before it is drawn: it hears the screen and has
    /// not heard this one.
    func needsToHear(_ screen: Screen) -> Bool {
        hearsScreen && screenHeard != screen
    }

    /// The names of the commands offered, or `nil` when all are (the default).
    ///
    /// Read for every typed line; only the scene's own render writes it, never during a read,
    /// so the run-time exclusivity check is left out.
    @exclusivity(unchecked) var names: Set<String>?

    /// The values the Presenter offers for arguments now, by placeholder, or `nil` when it
    /// offers none (the default): written only by the scene's own render, as ``names``.
    @exclusivity(unchecked) var values: [String: [String]]?

    /// The values child scenes offer for their own commands' arguments now, by command name
    /// and placeholder, or `nil` when they offer none: written as ``values``.
    @exclusivity(unchecked) var childValues: [String: [String: [String]]]?

    /// Those of `commands` offered now.
    func filter(_ commands: [CommandSyntax]) -> [CommandSyntax] {
        guard let names else { return commands }
        return commands.filter { names.contains($0.name) }
    }

    /// `commands` with the values their arguments offer now, for Tab and exploration.
    ///
    /// Apart from ``filter(_:)``: matching a typed line needs no values, so it copies none.
    func withValues(_ commands: [CommandSyntax]) -> [CommandSyntax] {
        guard values != nil || childValues != nil else { return commands }
        return commands.map { command in
            var command = command
            if let values { command = command.offering(values) }
            if let own = childValues?[command.name] { command = command.offering(own) }
            return command
        }
    }

    /// Whether `command` is offered now.
    func offers(_ command: CommandSyntax) -> Bool {
        names?.contains(command.name) ?? true
    }
}
