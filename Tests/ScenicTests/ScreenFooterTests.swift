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

                Type a command and press Return; quote words that contain
                spaces.
                """)
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
