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
    /// What `navigator` shows on top.
    init<Route>(_ navigator: Navigator<Route>) {
        title = navigator.top.title
        depth = navigator.routes.count
        commands = navigator.topCommands
        question = navigator.topQuestion
        states = navigator.states
    }
}
