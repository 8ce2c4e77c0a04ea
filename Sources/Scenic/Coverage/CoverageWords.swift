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
        ReflectedName.plain(reflected)
    }

    /// A question's words as counted: its text with each number written `#` and what it quotes
    /// written `…`, so "Remove all 3 items?", `Save $1,000.01?` and
    /// `Delete "Pizza with "extra" cheese"?` count once whatever the number or the name in them.
    ///
    /// A number is a run of digits with single `,` or `.` between them (`1,000.01`). A
    /// quotation runs from the first `"` to the last one (a quoted name may hold quotes), or
    /// from `“` to the last `”`; one left open runs to the end.
    package static func question(_ text: String) -> String {
        let characters = Array(text)
        let lastStraight = characters.lastIndex(of: "\"")
        let lastCurly = characters.lastIndex(of: "”")
        var words = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let end: Int? =
                switch character {
                case "\"": lastStraight.flatMap { $0 > index ? $0 : nil } ?? characters.count
                case "“": lastCurly.flatMap { $0 > index ? $0 : nil } ?? characters.count
                default: nil
                }
            if let end {
                words.append(character)
                words.append("…")
                if end < characters.count { words.append(characters[end]) }
                index = end + 1
            } else if character.isNumber {
                words.append("#")
                index += 1
                // The number's other digits, and separators between two of them.
                while index < characters.count,
                    characters[index].isNumber
                        || (",.".contains(characters[index]) && index + 1 < characters.count
                            && characters[index + 1].isNumber)
                {
                    index += 1
                }
            } else {
                words.append(character)
                index += 1
            }
        }
        return words
    }
}
