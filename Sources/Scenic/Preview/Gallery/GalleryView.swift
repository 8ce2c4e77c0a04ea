/// The gallery's screen: the list of previews, or one of them shown whole.
struct GalleryView: View {
    enum Region: CaseIterable {
        case summary
        case body
        case hint
    }

    let title = "Previews"
    let commands = [
        Command("open", Argument("N", .integer), help: "Show preview N"),
        Command("next", help: "Show the next preview"),
        Command("prev", help: "Show the previous preview"),
        Command("scene", Argument("NAME", .restOfLine), help: "Show the first preview of a scene"),
        Command("width", Argument("N", .integer), help: "Show previews N columns wide"),
        Command("enter", help: "Use the preview shown as a live screen (back returns here)"),
        Command("list", help: "List every preview"),
    ]
}
