/// Maps the gallery's commands to its actions; checks the width's range.
struct GalleryInteractor<AppRoute: Hashable & Sendable>: Interactor {
    /// The widths a preview can be shown at.
    static var widths: ClosedRange<Int> { 20...300 }

    func action(for input: CommandInput) throws(UsageError) -> GalleryLogic<AppRoute>.Action {
        switch input.command.name {
        case "open": return .open(input.integer("N") ?? 0)
        case "next": return .next
        case "prev": return .previous
        case "scene": return .scene(input.text("NAME") ?? "")
        case "width":
            let width = input.integer("N") ?? 0
            guard Self.widths.contains(width) else {
                throw UsageError(
                    "width: N must be from \(Self.widths.lowerBound) to \(Self.widths.upperBound), got \(width)"
                )
            }
            return .width(width)
        case "enter": return .enter
        default: return .list
        }
    }
}
