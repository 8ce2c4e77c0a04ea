/// The static structure of a screen: its title, its regions in order, and its commands.
///
/// A View never sees State. It lays out the ``ViewContent`` a ``Presenter`` filled in:
/// the title as a heading, each region's blocks in declared order, then the command line.
///
/// ```swift
/// struct CounterView: View {
///     enum Region: CaseIterable { case count }
///     enum Name: String, CommandName { case add }
///     static let amount = Argument.integer("N", in: 1...1_000).optional(default: 1)
///     let title = "Counter"
///     let commands = [Command(Name.add, amount, help: "Add N, or 1")]
/// }
/// ```
///
/// renders, for content `[.count: [.paragraph("Count: 2")]]` at width 40:
///
/// ```text
/// Counter
/// ────────────────────────────────────────
///
/// Count: 2
///
/// ────────────────────────────────────────
/// Commands: add [N] · help · back · home ·
/// quit
/// ```
public protocol View: Sendable {
    /// The named parts of the screen, such as a list and a summary.
    associatedtype Region: Hashable & Sendable
    /// The names of the commands this screen accepts (``NoCommand`` for none).
    associatedtype Name: CommandName

    /// The screen's title, first line of every render.
    var title: String { get }
    /// The regions in the order they are drawn.
    var regions: [Region] { get }
    /// The commands this screen accepts, besides the global ones.
    var commands: [Command<Name>] { get }
    /// The command an empty line runs, such as `next` in a list read a page at a time; `nil`
    /// (the default) to show the screen again.
    var emptyLineCommand: Name? { get }
    /// The command a line runs when it names none of the screen's commands: free text for a
    /// game (`open the door`), a chat or a prompt, whose one argument, of kind
    /// ``Argument/restOfLine(_:)``, gets the whole line as typed. `nil` (the default) refuses
    /// such a line as an unknown command, with the closest command as a suggestion.
    ///
    /// `help`, `back`, `home` and `quit` keep their meaning, and a line that names a command
    /// still runs it (refused if its arguments are wrong, as `primes abc` is). A typo of a
    /// command's name is then free text, for the Logic to answer, and so is a command's name
    /// followed by more words than the command takes (a game's `look at the door`, a
    /// calculator's `clear = 5`) or a command the Presenter hides for now. While the Presenter
    /// hides this command itself, the screen takes no free text: such lines are unknown
    /// commands.
    var otherLineCommand: Name? { get }

    /// Renders filled-in content to screen text at `width` columns.
    ///
    /// The default lays out the title, the regions and the footer. A View of your own may
    /// render otherwise, and may make its screen of another View's render (a banner above it,
    /// a word replaced in it): the app shows what this returns, as a test of it does.
    func render(_ content: ViewContent<Region>, width: Int) -> String
}

extension View {
    /// An empty line shows the screen again.
    public var emptyLineCommand: Name? { nil }
    /// A line that names no command is refused.
    public var otherLineCommand: Name? { nil }
}

extension View where Region: CaseIterable {
    /// The regions in declaration order.
    public var regions: [Region] { Array(Region.allCases) }
}

extension View {
    /// Lays out the title (the Presenter's, if it set one), the regions in order, then a rule,
    /// a line of commands and the status messages.
    public func render(_ content: ViewContent<Region>, width: Int) -> String {
        if let screenBytes = content.screenBytes, screenBytes.writer == ObjectIdentifier(Self.self)
        {
            // The console's own buffer: the screen goes out as bytes, never made a String.
            var writer = LineWriter(reusing: screenBytes.take())
            write(content, width: width, into: &writer)
            screenBytes.fill(writer.utf8)
            return ""
        }
        // A screen is a few dozen lines; reserving once saves regrowing the buffer as it fills.
        var writer = LineWriter(capacity: 4_096)
        write(content, width: width, into: &writer)
        return writer.text
    }

    private func write(_ content: ViewContent<Region>, width: Int, into writer: inout LineWriter) {
        let width = TextLayout.usableWidth(width)
        if let laidOut = content.laidOutBlocks {
            // A live scene's screen: blocks the last screen showed are copied as they were.
            laidOut.beginScreen(width: width)
            laidOut.write(.heading(content.title ?? title), into: &writer)
            content.forEachBlock(in: regions) { block in
                writer.separateBlock()
                laidOut.write(block, into: &writer)
            }
            laidOut.endScreen()
        } else {
            BlockRenderer.render(.heading(content.title ?? title), width: width, into: &writer)
            content.forEachBlock(in: regions) { block in
                writer.separateBlock()
                BlockRenderer.render(block, width: width, into: &writer)
            }
        }
        // The footer is written piece by piece: blocks would be separated by blank lines.
        writer.separateBlock()
        writer.writeRule(width)
        writer.endLine()
        if let lines = content.commandLines {
            for line in lines { writer.writeLine(line) }
        } else {
            // The commands the Presenter offers, as the live screen lists them.
            var offered = commands.map(\.syntax)
            if let names = content.offeredCommandNames {
                offered = offered.filter { names.contains($0.name) }
            }
            ScreenFooter.writeCommandLines(for: offered, width: width, into: &writer)
        }
        for message in content.messages {
            BlockRenderer.render(.status(message), width: width, into: &writer)
        }
    }
}
