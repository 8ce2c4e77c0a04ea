extension ArgumentKind where Value == String {
    /// Any text but an empty line, described as `description` (`a name such as Ada`): for a
    /// question that asks for a name, a title or a note
    /// (`.ask(.text("Your name?", .text("a name such as Ada")) { .named($0) })`).
    ///
    /// A question's answer is the line as typed, without the spaces at its ends; an empty one
    /// is refused with `Type a name such as Ada.` For a field that may stay empty, make a kind
    /// of your own that takes `""`.
    public static func text(_ description: String) -> ArgumentKind<String> {
        ArgumentKind(description) { typed in
            guard !typed.isEmpty else { return .failure(ArgumentRefusal("Type \(description).")) }
            return .success(typed)
        }
    }
}
