/// What the explorer sees on screen before it types a line: the scene, its commands, the
/// question waiting and the states below.
struct ExploredScreen {
    /// The top scene's title.
    var title: String
    /// How many scenes are on the stack.
    var depth: Int
    /// The commands the top scene offers now.
    var commands: [CommandSyntax]
    /// The waiting question, as the status line shows it.
    var question: String?
    /// The Logic states on the stack, root first.
    var states: [Any]
}

extension ExploredScreen {
    /// The top scene's name, the same whatever its title says: `Product` for the screens of
    /// `ProductLogic`, so that every product's screen counts as one.
    var scene: String {
        guard let state = states.last else { return title }
        let path = String(reflecting: type(of: state)).split(separator: ".")
        guard path.count >= 2, path[path.count - 1] == "State" else { return title }
        let logic = path[path.count - 2]
        return logic.hasSuffix("Logic") && logic.count > 5
            ? String(logic.dropLast(5)) : String(logic)
    }

    /// What `navigator` shows on top.
    init<Route>(_ navigator: Navigator<Route>) {
        title = navigator.top.title
        depth = navigator.routes.count
        commands = navigator.topCommands
        question = navigator.topQuestion
        states = navigator.states
    }
}
