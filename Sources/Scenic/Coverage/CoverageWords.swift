/// How coverage names the words it counts, read from values with `Mirror`: nothing for an app
/// to declare.
package enum CoverageWords {
    /// The case name of an enum value (`remove` for `.remove(line: 2)`); the type's name for
    /// a value of another kind.
    package static func caseName(of value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum else { return "\(type(of: value))" }
        if let label = mirror.children.first?.label { return label }
        // A case without a payload prints as its name, unless its type words it otherwise:
        // then the first word is the closest.
        let text = String(describing: value)
        return String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// The case names of `type` when it is `CaseIterable`; `nil` when its cases cannot be
    /// listed.
    package static func caseNames(of type: Any.Type) -> [String]? {
        guard let iterable = type as? any CaseIterable.Type else { return nil }
        return names(of: iterable)
    }

    private static func names<T: CaseIterable>(of type: T.Type) -> [String] {
        T.allCases.map { caseName(of: $0) }
    }

    /// A Logic type's name as a scene's: without generic arguments
    /// (`Scenic.GalleryLogic<Shop.Route>` is `Scenic.GalleryLogic`) and without the parts a
    /// private type's name has for its file (`(unknown context at $1f2e)`).
    package static func sceneName(_ reflected: String) -> String {
        var name = ""
        var depth = 0
        for character in reflected {
            switch character {
            case "<", "(": depth += 1
            case ">", ")": depth = max(0, depth - 1)
            default: if depth == 0 { name.append(character) }
            }
        }
        return name.split(separator: ".").joined(separator: ".")
    }

    /// A question's words as counted: its text with each digit written `#` and what it quotes
    /// written `…`, so "Remove all 3 items?" and `Delete "Quarterly report"?` count once
    /// whatever the number or the name in them.
    package static func question(_ text: String) -> String {
        var words = ""
        var closing: Character?
        for character in text {
            if let quote = closing {
                // Inside a quotation: only its end is kept.
                if character == quote {
                    words.append(character)
                    closing = nil
                }
                continue
            }
            switch character {
            case "\"": closing = "\""
            case "“": closing = "”"
            default: break
            }
            words.append(character.isNumber ? "#" : character)
            if closing != nil { words.append("…") }
        }
        return words
    }
}
