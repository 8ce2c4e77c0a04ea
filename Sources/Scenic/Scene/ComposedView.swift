/// A parent's View with its children's commands after its own; the children's content is
/// already in the parent's regions, filled in by ``ComposedPresenter``.
struct ComposedView<Parent: View>: View {
    typealias Region = Parent.Region
    typealias Name = ComposedName<Parent.Name>

    let view: Parent
    let commands: [Command<Name>]

    init<L: Logic>(_ view: Parent, children: [ChildScene<L, Parent.Region>]) {
        // This View's own properties are not the parent's: the parent's are checked here.
        LineCommandDeclarations.check(view)
        self.view = view
        var commands = view.commands.map { $0.renamed(Name(own: $0.name)) }
        for (child, scene) in children.enumerated() {
            for (index, syntax) in scene.commands.enumerated() {
                commands.append(
                    Command(
                        Name(syntax.name, child: child, command: index, owner: scene.logic),
                        syntax: syntax))
            }
        }
        self.commands = commands
    }

    var title: String { view.title }
    var regions: [Region] { view.regions }
    var emptyLineCommand: Name? { view.emptyLineCommand.map(Name.init(own:)) }
    var otherLineCommand: Name? { view.otherLineCommand.map(Name.init(own:)) }

    func render(_ content: ViewContent<Region>, width: Int) -> String {
        view.render(content, width: width)
    }
}

/// A View whose render is another View's: the console's buffer is written by that one's
/// default render.
protocol RenderForwarding {
    /// The View whose render this one's is.
    static var renderingView: Any.Type { get }
}

extension ComposedView: RenderForwarding {
    static var renderingView: Any.Type { Parent.self }
}

extension Command {
    /// A command with this syntax under another name type.
    init(_ name: Name, syntax: CommandSyntax) {
        self.name = name
        self.syntax = syntax
    }

    /// This command under another name type.
    func renamed<Other: CommandName>(_ name: Other) -> Command<Other> {
        Command<Other>(name, syntax: syntax)
    }
}
