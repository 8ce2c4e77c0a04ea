/// Where an order goes: typed at checkout, one field at a time, and kept with the order.
///
/// Each field is checked the same way when typed and when an order history is read back
/// (``problem``), so a hand-edited file cannot put a control character or a page of text on
/// the receipt.
struct DeliveryAddress: Hashable, Codable, Sendable {
    /// One field, in the order the checkout asks for them.
    enum Field: Int, CaseIterable, Sendable {
        case name, street, postcode, city

        /// The longest text the field takes, in characters.
        var maximumLength: Int {
            switch self {
            case .name, .city: 60
            case .street: 80
            case .postcode: 10
            }
        }

        /// The field asked before this one, if any.
        var previous: Field? { Field(rawValue: rawValue - 1) }
        /// The field asked after this one, if any.
        var next: Field? { Field(rawValue: rawValue + 1) }
    }

    /// Who receives it.
    var name: String
    /// The street and number.
    var street: String
    /// The postcode, in capitals: `LS1 4AP`.
    var postcode: String
    /// The town or city.
    var city: String

    /// The value of `field`.
    subscript(field: Field) -> String {
        get {
            switch field {
            case .name: name
            case .street: street
            case .postcode: postcode
            case .city: city
            }
        }
        set {
            switch field {
            case .name: name = newValue
            case .street: street = newValue
            case .postcode: postcode = newValue
            case .city: city = newValue
            }
        }
    }

    /// The address on one line: `Ada Lovelace, 12 High Street, LS1 4AP Leeds`.
    var oneLine: String { "\(name), \(street), \(postcode) \(city)" }

    /// What `typed` means for `field`: the text as kept (spaces trimmed and runs of spaces
    /// made one; a postcode in capitals), or `nil` when the field cannot take it.
    ///
    /// - Parameter isNew: whether it is being typed, rather than read from an order saved
    ///   before: a new one must also have something to see, and no character Unicode says to
    ///   show nothing for (a Hangul filler), which the shop took until 2026-11-30; an order
    ///   saved with one is still read whole.
    static func value(of typed: String, for field: Field, isNew: Bool = true) -> String? {
        let words = typed.split(whereSeparator: { $0 == " " || $0 == "\t" })
        let text = words.joined(separator: " ")
        // A blank Braille pattern alone is no name (found by a hostile tester). A character
        // holds at most a dozen code points (a family of four with skin tones holds eleven), and
        // a field four per character it may have: marks or skin tones by the thousand on one
        // letter or emoji counted as one character, and filled a receipt (a hostile tester's).
        guard !text.isEmpty, text.count <= field.maximumLength,
            text.unicodeScalars.count <= field.maximumLength * 4,
            text.allSatisfy({ $0.unicodeScalars.count <= 12 }),
            !isNew || text.contains(where: { !$0.isWhitespace && $0 != "\u{2800}" }),
            firstHidden(in: text, isNew: isNew) == nil
        else { return nil }
        guard field == .postcode else { return text }
        guard
            text.unicodeScalars.allSatisfy({ scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || scalar == " " || scalar == "-")
            }), text.count >= 3
        else { return nil }
        return text.uppercased()
    }

    /// What is wrong with an address read from a file, in words for the middle of a sentence,
    /// or `nil`: every field must be one `value(of:for:)` keeps unchanged.
    var problem: String? {
        for field in Field.allCases
        where Self.value(of: self[field], for: field, isNew: false) != self[field] {
            return "its delivery \(field) is not one the shop writes"
        }
        return nil
    }

    /// The first character of `typed` that no field keeps and that does not show as itself (a
    /// control or format character, such as a zero-width space), as `U+200B`; `nil` when none.
    static func invisibleCharacter(in typed: String) -> String? {
        firstHidden(in: typed, isNew: true).map { scalar in
            let digits = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
    }

    /// The first character of `text` that an address cannot keep, but a tab (which separates
    /// words, as a space does): a control or format character, or (`isNew`) one Unicode says
    /// to show nothing for, such as a Hangul filler, which hides in a word as a zero-width
    /// space does.
    ///
    /// What makes an emoji is its own, not hidden: a variation selector after an emoji (`❤️`),
    /// a joiner between two (`👩🏽‍💻`), and a flag's tags (the flag of England). They were
    /// refused as invisible, and then, taken wherever an emoji began a character, let a name
    /// hide a thousand tags (found by hostile testers).
    private static func firstHidden(in text: String, isNew: Bool) -> Unicode.Scalar? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let flagTags = flagTagCount(in: scalars, after: index)
            if flagTags > 0 {
                index += 1 + flagTags
                continue
            }
            if scalar != "\t",
                isControl(scalar) || isNew && scalar.properties.isDefaultIgnorableCodePoint,
                !shapesWhatIsDrawn(scalars, at: index)
            {
                return scalar
            }
            index += 1
        }
        return nil
    }

    /// Whether the scalar at `index` is a selector or a joiner that shapes what is drawn: a
    /// variation selector after an emoji, an ideograph (`葛` and U+E0100), a Mongolian letter
    /// or another symbol that has variants (`∩` and U+FE00); a joiner between two emoji, or
    /// after a letter or a sign of a script that joins (Sinhala `ශ්‍රී`, Persian `می‌خواهم`).
    ///
    /// They were refused as invisible (a hostile tester's Sinhala name); an ASCII letter or
    /// digit has no such forms, and neither has a selector or a joiner.
    private static func shapesWhatIsDrawn(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = scalars[index - 1]
        let before = previous.properties
        // A letter or a sign of a script other than Latin's ASCII: what selectors and joiners
        // shape.
        let isShaped =
            !previous.isASCII && !before.isWhitespace && !before.isDefaultIgnorableCodePoint
        switch scalars[index].value {
        case 0xFE0E, 0xFE0F:
            return before.isEmoji
        case 0xFE00...0xFE0D:
            return isShaped
        case 0xE0100...0xE01EF:
            return before.isIdeographic
        case 0x180B...0x180D, 0x180F:
            return (0x1800...0x18AF).contains(previous.value) && isShaped
        case 0x200D
        where index + 1 < scalars.count && isDrawnAsAnEmoji(scalars, at: index + 1)
            && (isDrawnAsAnEmoji(scalars, at: index - 1) || before.isEmojiModifier
                || previous == "\u{FE0F}"):
            // Between two emoji drawn as such (a digit is an emoji only with U+FE0F after it).
            return true
        case 0x200C, 0x200D:
            // In a word of a script that joins, or at its end (a Malayalam chillu).
            let isLetterOrMark = { (scalar: Unicode.Scalar) in
                switch scalar.properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter,
                    .otherLetter, .nonspacingMark, .spacingMark, .enclosingMark:
                    true
                default: false
                }
            }
            guard isShaped, isLetterOrMark(previous) else { return false }
            guard index + 1 < scalars.count else { return true }
            let next = scalars[index + 1]
            return next.properties.isWhitespace
                || !next.isASCII && isLetterOrMark(next)
                    && !next.properties.isDefaultIgnorableCodePoint
        default:
            return false
        }
    }

    /// Whether the scalar at `index` is an emoji drawn as one: by itself (👩), or with the
    /// selector after it that asks for it (`🗨` and U+FE0F).
    private static func isDrawnAsAnEmoji(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let properties = scalars[index].properties
        return properties.isEmojiPresentation
            || properties.isEmoji && index + 1 < scalars.count && scalars[index + 1] == "\u{FE0F}"
    }

    /// How many tags after the 🏴 at `index` make a flag with it (England's, Scotland's or
    /// Wales's, the flags a terminal draws; any other code draws a plain 🏴 and hides its
    /// letters), with the cancel tag; 0 for none.
    private static func flagTagCount(in scalars: [Unicode.Scalar], after index: Int) -> Int {
        guard scalars[index] == "\u{1F3F4}" else { return 0 }
        for code in ["gbeng", "gbsct", "gbwls"] {
            let tags =
                code.unicodeScalars.map { Unicode.Scalar($0.value + 0xE0000)! } + ["\u{E007F}"]
            if scalars[(index + 1)...].starts(with: tags) { return tags.count }
        }
        return 0
    }

    /// Whether `scalar` is a control or format character, which never belongs in an address.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
            true
        default: false
        }
    }
}
