import Testing

@testable import Scenic

@Suite struct ScreenFooterTests {
    let commands = [
        Command(
            "filter", Argument("MIN", .decimal), Argument("MAX", .decimal), help: "Price range"),
        Command("open", Argument("N", .integer), help: "Open N"),
        Command("category", Argument("NAME", .text), help: "Only NAME"),
    ]

    func commandLines(for commands: [Command], width: Int) -> [String] {
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
        let long = Command("x", Argument(String(repeating: "LONG", count: 12), .text), help: "")
        for width in 20...60 {
            for line in commandLines(for: commands + [long], width: width) {
                #expect(DisplayWidth.of(line) <= width, "width \(width): \(line)")
            }
        }
    }

    @Test func helpListsTheScreensCommandsAndTheGlobalOnes() {
        let help = ScreenFooter.help(title: "Catalog", commands: [commands[1]], width: 60)
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
}
