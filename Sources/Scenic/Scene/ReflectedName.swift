/// A type's name as reflected (`String(reflecting:)`), made plain for messages and reports.
package enum ReflectedName {
    /// `reflected` without generic arguments (`Scenic.GalleryLogic<Shop.Route>` is
    /// `Scenic.GalleryLogic`) and without the parts a private type's name has for its file
    /// (`(unknown context at $1f2e)`).
    package static func plain(_ reflected: String) -> String {
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
}
