/// A command name on a screen with child scenes: one of the parent View's own, or one of a
/// child's, by the child's place and the command's place in its View.
struct ComposedName<Own: CommandName>: CommandName {
    /// What is typed.
    let rawValue: String
    /// The parent's own command, or `nil` for a child's.
    let own: Own?
    /// The child's place among the children, and its command's place in the child's View.
    let child: Int
    let command: Int

    /// The parent's own command.
    init(own: Own) {
        rawValue = own.rawValue
        self.own = own
        child = -1
        command = -1
    }

    /// A child's command.
    init(_ rawValue: String, child: Int, command: Int) {
        self.rawValue = rawValue
        own = nil
        self.child = child
        self.command = command
    }

    /// The parent's own command typed as `rawValue`; a child's cannot be told from its word
    /// alone, and nothing needs to.
    init?(rawValue: String) {
        guard let own = Own(rawValue: rawValue) else { return nil }
        self.init(own: own)
    }
}
