import Testing

@testable import Scenic

/// A command declared so that it could not work as written stops the program when it is made,
/// saying what to change, rather than compiling and failing quietly at run time (found by an
/// API review: `swap N N` read the second value for both, `back STEPS` never ran).
@Suite struct CommandDeclarationTests {
    enum Name: String, CommandName { case swap, note, page, more, back, find, open }

    static let number = Argument.integer("N")
    static let page = Argument.integer("N", in: 1...).optional(default: 1)
    static let count = Argument.integer("N", in: 1...5).optional(default: 3)

    private func problem(
        _ name: String, aliases: [String] = [], _ arguments: [ArgumentSyntax]
    ) -> CommandDeclarationProblem? {
        CommandDeclarationProblem.first(
            in: CommandSyntax(name: name, aliases: aliases, arguments: arguments, help: "Help"))
    }

    @Test func eachMistakeIsNamedWithWhatToDo() {
        let number = Self.number.syntax
        let text = Argument.restOfLine("TEXT").syntax
        let optional = Argument.integer("COUNT").optional.syntax
        #expect(
            problem("swap", [number, number])?.message
                == "Command \"swap\" has two arguments named N: values are read by that name, "
                + "so both would read one value. Name them apart (FROM and TO, say).")
        #expect(
            problem("note", [text, number])?.message
                == "Command \"note\": TEXT takes the rest of the line, so N after it could never "
                + "be typed. Put TEXT last.")
        #expect(
            problem("note", [Argument.secret("PASSWORD").syntax, number])
                == .afterRestOfLine(command: "note", rest: "PASSWORD", next: "N"))
        #expect(
            problem("more", [optional, number])?.message
                == "Command \"more\": N must be typed but comes after COUNT, which may be left "
                + "out, so a line could not say which one it gives. Put optional arguments last.")
        #expect(
            problem("back", [number])?.message
                == "Command \"back\" is typed as \"back\", a command every screen runs first "
                + "(help, back, home, quit, exit): it could never run. Name it otherwise.")
        #expect(
            problem("leave", aliases: ["EXIT"], []) == .globalWord(command: "leave", word: "EXIT"))
        #expect(
            problem("add item", [])?.message
                == "Command \"add item\" is typed as \"add item\", which is not one word: no line "
                + "could run it. Name it with one word, without spaces.")
        #expect(problem("add", aliases: [""], []) == .notOneWord(command: "add", word: ""))
    }

    /// Aliases may follow the arguments, where a reader looks for them after the name; before,
    /// `Command(Name.page, page, aliases: ["p"], …)` did not compile ("argument 'aliases' must
    /// precede unnamed argument", found by an API review).
    @Test func aliasesMayComeBeforeOrAfterTheArguments() {
        let after = Command(Name.page, Self.page, aliases: ["p"], help: "Show page N")
        let before = Command(Name.page, aliases: ["p"], Self.page, help: "Show page N")
        #expect(after == before)
        #expect(after.aliases == ["p"] && after.usage == "page [N]")
        // Without arguments, both read the same and are one command.
        #expect(Command(Name.more, aliases: ["m"], help: "More").aliases == ["m"])
    }

    @Test func whatCanBeTypedAsDeclaredPasses() {
        let to = Argument.word("to").syntax
        // A fixed word holds no value: it may come twice, and between values.
        #expect(problem("move", [Self.number.syntax, to, Argument.text("B").syntax, to]) == nil)
        let lines = Argument.integer("LINES").optional.syntax
        #expect(problem("more", [Self.number.syntax, Self.count.syntax]) != nil)
        #expect(problem("more", [Argument.text("FILE").syntax, Self.count.syntax, lines]) == nil)
        #expect(
            problem("note", [Self.number.syntax, Argument.restOfLine("TEXT").optional.syntax])
                == nil)
        #expect(problem("find", aliases: ["f", "look"], [Self.count.syntax]) == nil)
    }

    @Test func twoArgumentsWithOnePlaceholderStopTheProgram() async {
        await #expect(processExitsWith: .failure) {
            _ = Command(Name.swap, Self.number, Self.number, help: "Swap two lines")
        }
    }

    @Test func aCommandNamedLikeAGlobalOneStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            _ = Command(Name.back, Self.number, help: "Go back N steps")
        }
    }

    @Test func twoCommandsOfOneScreenTypedAlike() {
        let open = Command(Name.open, help: "Open").syntax
        let find = Command(Name.find, aliases: ["OPEN"], help: "Find").syntax
        let clash = CommandClash.clash(parent: "Files", commands: [open, find])
        #expect(clash == .twice("OPEN", screen: "Files"))
        #expect(
            clash?.message
                == "The screen Files has two commands typed \"OPEN\": the line would always run "
                + "the first. Rename or drop one of them.")
        #expect(CommandClash.clash(parent: "Files", commands: [open]) == nil)
        // A child's two, named by the child's title.
        #expect(
            CommandClash.clash(parent: "Board", commands: [], children: [("Tally", [open, find])])
                == .twice("OPEN", screen: "Tally"))
    }

    /// `page` and `count` share the placeholder `N`: a key of the other command is told apart
    /// by its kind, rather than reading the value typed for that command (or its default).
    @Test func aKeyIsReadOnlyFromTheCommandThatDeclaresIt() throws {
        let commands = [
            Command(Name.page, Self.page, help: "Page N"),
            Command(Name.more, Self.count, help: "N more"),
        ]
        let more = try CommandInput("more 4", commands: commands)
        #expect(more[Self.count] == 4)
        #expect(try CommandInput("more", commands: commands)[Self.count] == 3)
        #expect(more.values.declares(Self.count.syntax))
        #expect(!more.values.declares(Self.page.syntax))
        // Offered values and help words are the screen's, not part of the key.
        #expect(more.values.declares(Self.count.offering(["1", "2"]).described(as: "N").syntax))
    }

    @Test func readingAnotherCommandsKeyStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            let commands = [
                Command(Name.page, Self.page, help: "Page N"),
                Command(Name.more, Self.count, help: "N more"),
            ]
            let more = try CommandInput("more 4", commands: commands)
            _ = more[Self.page]
        }
    }
}
