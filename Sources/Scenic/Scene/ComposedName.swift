/// A command name on a screen with child scenes: one of the parent View's own, or one of a
/// child's, by the child's place and the command's place in its View.
struct ComposedName<Own: CommandName>: CommandName, OwnedCommandName {
    /// What is typed.
    let rawValue: String
    /// The parent's own command, or `nil` for a child's.
    let own: Own?
    /// The child's place among the children, and its command's place in the child's View.
    let child: Int
    let command: Int
    /// The child's Logic, for a child's command.
    let owner: Any.Type?

    /// The parent's own command.
    init(own: Own) {
        rawValue = own.rawValue
        self.own = own
        child = -1
        command = -1
        owner = nil
    }

    /// A child's command.
    init(_ rawValue: String, child: Int, command: Int, owner: Any.Type? = nil) {
        self.rawValue = rawValue
        own = nil
        self.child = child
        self.command = command
        self.owner = owner
    }

    /// The parent's own command typed as `rawValue`; a child's cannot be told from its word
    /// alone, and nothing needs to.
    init?(rawValue: String) {
        guard let own = Own(rawValue: rawValue) else { return nil }
        self.init(own: own)
    }
}

/// A command name that may belong to a child scene: coverage counts a child's command as the
/// child's word, not its parent's.
protocol OwnedCommandName {
    /// The child's Logic, or `nil` for the screen's own command.
    var owner: Any.Type? { get }
}
