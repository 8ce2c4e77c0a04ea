import Testing

@testable import Scenic

@Suite struct ScreenFooterTests {
    enum Name: String, CommandName { case filter, open, category, x }
    let commands = [
        Command(Name.filter, Argument.decimal("MIN"), Argument.decimal("MAX"), help: "Price range"),
        Command(Name.open, Argument.integer("N", in: 1...), help: "Open N"),
        Command(Name.category, Argument.text("NAME"), help: "Only NAME"),
    ]

    func commandLines(for commands: [Command<Name>], width: Int) -> [String] {
        var writer = LineWriter()
        ScreenFooter.writeCommandLines(for: commands, width: width, into: &writer)
        return writer.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func namesEveryCommandThenTheGlobalOnesOnOneLineWhenThereIsRoom() {
        #expect(
            commandLines(for: commands, width: 120) == [
                "Commands: filter MIN MAX · open N · category NAME · help · back · home · quit"
            ])
    }

    @Test func wrapsBetweenCommandsAndNeverInsideOne() {
        #expect(
            commandLines(for: commands, width: 30) == [
                "Commands: filter MIN MAX ·",
                "open N · category NAME ·",
                "help · back · home · quit",
            ])
    }

    @Test func staysWithinTheWidthAtEveryWidth() {
        let long = Command(Name.x, Argument.text(String(repeating: "LONG", count: 12)), help: "")
        for width in 20...60 {
            for line in commandLines(for: commands + [long], width: width) {
                #expect(DisplayWidth.of(line) <= width, "width \(width): \(line)")
            }
        }
    }

    /// A usage as wide as the screen but for its separator keeps its line, and no line starts
    /// with a `·` left over from it (or holds only that), where it read as a command.
    @Test func aSeparatorThatDoesNotFitIsLeftOutRatherThanAloneOnALine() {
        // `x SORT_COLUMN_ORDER` is 19 columns: at 20 there is no room for ` ·`.
        let sort = Command(Name.x, Argument.text("SORT_COLUMN_ORDER"), help: "")
        let lines = commandLines(for: [sort] + commands, width: 20)
        #expect(!lines.contains { $0.hasPrefix("·") }, "\(lines)")
        #expect(lines.contains("x SORT_COLUMN_ORDER"))
        for width in 20...40 {
            let lines = commandLines(
                for: [sort, Command(Name.open, help: "")] + commands, width: width)
            #expect(!lines.contains { $0.hasPrefix("·") }, "width \(width): \(lines)")
        }
    }

    @Test func helpListsTheScreensCommandsAndTheGlobalOnes() {
        let help = ScreenFooter.help(title: "Catalog", commands: [commands[1].syntax], width: 60)
        #expect(
            help == """
                Help: Catalog
                ────────────────────────────────────────────────────────────

                On this screen:

                open N  Open N

                Everywhere:

                help [COMMAND]  List the commands here, or explain one
                back            Go back to the previous screen
                home            Go back to the first screen
                quit, exit      Leave

                Type a command and press Return.
                """)
    }

    /// Quotes group words everywhere but in an argument that takes the rest of the line, where
    /// they are part of the text: help names those.
    @Test func helpNamesTheArgumentsThatTakeTheRestOfTheLineQuotesAndAll() {
        let note = Command(Name.x, Argument.restOfLine("TEXT"), help: "Keep a note")
        let tag = Command(
            Name.category, Argument.text("LABEL"), Argument.restOfLine("NAME"), help: "Tag")
        let login = Command(Name.open, Argument.text("USER"), Argument.secret("PASSWORD"), help: "")
        let typing = "Type a command and press Return; quote words that contain spaces."
        // Where no argument reads words that quotes group, quoting is not said: beside a
        // rest of the line alone, it told the user to type quotes that the text then kept.
        #expect(ScreenFooter.typingHelp([commands[1].syntax]) == "Type a command and press Return.")
        #expect(
            ScreenFooter.typingHelp([note.syntax])
                == "Type a command and press Return. TEXT takes the rest of the line as typed, "
                + "quotes and all.")
        #expect(ScreenFooter.typingHelp([tag.syntax]).hasPrefix(typing))
        #expect(
            ScreenFooter.typingHelp([note.syntax, tag.syntax, login.syntax, note.syntax])
                == typing
                + " TEXT, NAME and PASSWORD take the rest of the line as typed, quotes and all.")
    }

    @Test func helpOnOneCommandSaysWhatEachArgumentAccepts() {
        let add = Command(
            Name.x, aliases: ["plus"], Argument.integer("QTY", in: 1...99).optional(default: 1),
            help: "Add QTY to the cart")
        #expect(
            ScreenFooter.help(on: add.syntax, width: 60) == """
                Help: x
                ────────────────────────────────────────────────────────────

                Usage  x [QTY]
                Does   Add QTY to the cart
                QTY    a whole number from 1 to 99 (may be left out)
                Also   plus
                """)
    }
}
