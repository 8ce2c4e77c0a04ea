extension ArgumentKind where Value == String {
    /// Any text with something to see in it, described as `description` (`a name such as
    /// Ada`): for a question that asks for a name, a title or a note
    /// (`.ask(.text("Your name?", .text("a name such as Ada")) { .named($0) })`).
    ///
    /// A question's answer is the line as typed, without the spaces and invisible characters
    /// at its ends (a no-break space, a zero-width space, a byte order mark), so ` Ada` pasted
    /// with one is `Ada`; an empty one, or one of such characters only, is refused with `Type a
    /// name such as Ada.` For a field that may stay empty, make a kind of your own that takes
    /// `""`.
    public static func text(_ description: String) -> ArgumentKind<String> {
        ArgumentKind(description) { typed in
            guard let text = withoutInvisibleEnds(typed) else {
                return .failure(ArgumentRefusal("Type \(description)."))
            }
            return .success(text)
        }
    }

    /// Whether `character` shows on the screen: not a space of any kind, not of width zero (a
    /// zero-width space, a joiner, a mark with nothing to sit on), and not made of characters
    /// Unicode says to show nothing for (a Hangul filler, which terminals may count as wide),
    /// and not the blank Braille pattern, which fonts draw as an empty cell.
    ///
    /// A control character other than a space shows, as the console shows it (`^[`): kept, so
    /// a title is what was typed, as a rest-of-line argument is, rather than an escape sequence
    /// cut after its ESC (`[31mRed`, found by a stranger).
    static func isVisible(_ character: Character) -> Bool {
        if !character.isWhitespace,
            character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        {
            return true
        }
        return !character.isWhitespace && character != "\u{2800}"
            && DisplayWidth.of(String(character)) > 0
            && !character.unicodeScalars.allSatisfy(\.properties.isDefaultIgnorableCodePoint)
    }

    /// `typed` without the spaces and invisible characters at its ends; `nil` when nothing in
    /// it shows on the screen.
    static func withoutInvisibleEnds(_ typed: String) -> String? {
        guard let first = typed.firstIndex(where: isVisible),
            let last = typed.lastIndex(where: isVisible)
        else { return nil }
        return String(typed[first...last])
    }
}
