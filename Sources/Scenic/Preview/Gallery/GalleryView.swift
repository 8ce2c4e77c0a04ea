/// The gallery's screen: the list of previews, or one of them shown whole.
struct GalleryView: View {
    enum Region: CaseIterable {
        case summary
        case body
        case hint
        case paging
    }

    enum Name: String, CommandName {
        case open, next, scene, width, enter, list
        case previous = "prev"
    }

    /// The preview number of `open N`.
    static let number = Argument.integer("N", in: 1...)
    /// The scene of `scene NAME`.
    static let sceneName = Argument.restOfLine("NAME")
    /// The widths a preview can be shown at.
    static let width = Argument.integer("N", in: 20...300)

    let title = "Previews"
    /// Enter turns the list's pages, and steps through the previews once one is shown.
    let emptyLineCommand: Name? = .next
    let commands = [
        Command(Name.open, number, help: "Show preview N"),
        Command(Name.next, help: "Show the next preview, or the list's next page"),
        Command(Name.previous, help: "Show the previous preview, or the list's page before"),
        Command(Name.scene, sceneName, help: "Show the first preview of a scene"),
        Command(Name.width, width, help: "Show previews N columns wide"),
        Command(Name.enter, help: "Use the preview shown as a live screen (back returns here)"),
        Command(Name.list, help: "List every preview"),
    ]
}
