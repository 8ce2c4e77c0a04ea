import Foundation
import Testing

@testable import Scenic

@Suite struct CommandMatcherTests {
    enum Name: String, CommandName { case filter, open, add, search, login }

    static let lowest = Argument.decimal("MIN")
    static let highest = Argument.decimal("MAX")
    static let number = Argument.integer("N")
    static let quantity = Argument.integer("QTY", in: 1...99).optional
    static let text = Argument.restOfLine("TEXT")
    static let user = Argument.text("USER")
    static let password = Argument.secret("PASSWORD")

    let filter = Command(Name.filter, lowest, highest, help: "Price range")
    let open = Command(Name.open, aliases: ["o"], number, help: "Open N")
    let add = Command(Name.add, quantity, help: "Add")
    let search = Command(Name.search, text, help: "Search")
    let login = Command(Name.login, user, password, help: "Log in")

    var matcher: CommandMatcher<Name> {
        CommandMatcher(commands: [filter, open, add, search, login])
    }

    /// The input a complete match gave, or a recorded failure.
    func input(_ words: [String]) throws -> CommandInput<Name> {
        let match = try matcher.match(
            Tokenizer.lineWords(in: words.map(Tokenizer.quoted).joined(separator: " ")))
        guard case .complete(let input) = match else {
            throw MatchFailure(description: "expected a complete match, got \(match)")
        }
        return input
    }

    struct MatchFailure: Error, CustomStringConvertible { var description: String }

    @Test func matchesByNameOrAliasInAnyCase() throws {
        #expect(try input(["OPEN", "2"]).name == .open)
        #expect(try input(["o", "2"])[Self.number] == 2)
    }

    @Test func namesAreTheSameButForCaseOnlyWhenEveryLetterIs() {
        let pairs: [(String, String, Bool)] = [
            ("open", "OPEN", true), ("open", "oPeN", true), ("open", "ope", false),
            ("open", "opens", false), ("open", "", false), ("", "", true), ("o", "0", false),
            ("café", "CAFÉ", true), ("café", "cafe", false), ("straße", "STRASSE", false),
            ("[", "{", false), ("@", "`", false),
        ]
        for (name, word, same) in pairs {
            #expect(CommandSyntax.equalIgnoringCase(name, word) == same, "\(name) / \(word)")
            #expect(CommandSyntax.equalIgnoringCase(word, name) == same, "\(word) / \(name)")
        }
    }

    @Test func readsDecimalsExactly() throws {
        let input = try input(["filter", "10.05", "20"])
        #expect(input[Self.lowest] == Decimal(string: "10.05"))
        #expect(input[Self.highest] == 20)
    }

    @Test(arguments: ["abc", "12abc", "1.2.3", ".", "", "1e5", "--1"])
    func refusesMalformedDecimals(typed: String) {
        #expect(
            throws: CommandProblem.notANumber(
                command: filter.syntax, argument: Self.lowest.syntax, typed: typed)
        ) {
            try matcher.match(["filter", typed, "20"])
        }
    }

    @Test func refusesFractionsForWholeNumbers() {
        #expect(
            throws: CommandProblem.notAWholeNumber(
                command: open.syntax, argument: Self.number.syntax, typed: "2.5")
        ) {
            try matcher.match(["open", "2.5"])
        }
    }

    @Test func refusesWholeNumbersOutsideTheirRange() {
        let range = IntegerRange(lowest: 1, highest: 99)
        for typed in ["0", "100", "-3", "99999999999999999999"] {
            #expect(
                throws: CommandProblem.outOfRange(
                    command: add.syntax, argument: Self.quantity.syntax, range, typed: typed)
            ) {
                try matcher.match(["add", typed])
            }
        }
        #expect((try? input(["add", "99"]))?[Self.quantity] == 99)
    }

    @Test func saysANumberTooLargeForAnIntIsTooLarge() {
        #expect(
            throws: CommandProblem.tooLarge(
                command: open.syntax, argument: Self.number.syntax, typed: "99999999999999999999")
        ) {
            try matcher.match(["open", "99999999999999999999"])
        }
    }

    @Test func reportsTheFirstMissingArgument() {
        #expect(
            throws: CommandProblem.missingArgument(
                command: filter.syntax, argument: Self.highest.syntax)
        ) {
            try matcher.match(["filter", "10"])
        }
    }

    /// Quotes with nothing to see in them are no text: `login "" …` and `login "  " …` are
    /// refused, as a question refuses an empty answer (a stranger's `add "" 5m` made a timer
    /// with no name).
    @Test func refusesTextWithNothingToSee() throws {
        for typed in ["\"\"", "\"   \"", "\"\u{200B}\u{00A0}\""] {
            #expect(
                throws: CommandProblem.emptyText(command: login.syntax, argument: Self.user.syntax)
            ) {
                try matcher.match(Tokenizer.lineWords(in: "login " + typed + " secret"))
            }
        }
        // Spaces and what cannot be seen at the ends are left out, as from a question's answer.
        #expect(try input(["login", "  ada\u{00A0}", "secret"])[Self.user] == "ada")
        #expect(try input(["login", " Ada Lovelace ", "secret"])[Self.user] == "Ada Lovelace")
    }

    @Test func readsAnOptionalArgumentLeftOutAsNil() throws {
        #expect(try input(["add"])[Self.quantity] == nil)
        #expect(try input(["add", "3"])[Self.quantity] == 3)
    }

    @Test func readsAnArgumentLeftOutAsItsDefault() throws {
        let amount = Argument.integer("N").optional(default: 1)
        let matcher = CommandMatcher(commands: [Command(Name.add, amount, help: "")])
        guard case .complete(let input) = try matcher.match(["add"]) else {
            Issue.record("expected a complete match")
            return
        }
        #expect(input[amount] == 1)
    }

    @Test func refusesExtraWords() {
        #expect(throws: CommandProblem.tooManyArguments(command: open.syntax, extra: ["3", "x"])) {
            try matcher.match(["open", "2", "3", "x"])
        }
    }

    @Test func joinsTheRestOfTheLine() throws {
        #expect(try input(["search", "blue", "shirt"])[Self.text] == "blue shirt")
    }

    /// The rest of the line is the text as typed, inner spaces and quotes included, without the
    /// spaces at its ends (as a question's answer); a secret keeps its trailing spaces.
    @Test func theRestOfTheLineLeavesOutTheSpacesAtItsEndsButASecretKeepsThem() throws {
        let typed = try matcher.match(Tokenizer.lineWords(in: "search   blue  \"shirt\" \t "))
        guard case .complete(let search) = typed else {
            Issue.record("expected a complete match, got \(typed)")
            return
        }
        #expect(search[Self.text] == "blue  \"shirt\"")
        let login = try matcher.match(Tokenizer.lineWords(in: "login ada pass word  "))
        guard case .complete(let secret) = login else {
            Issue.record("expected a complete match, got \(login)")
            return
        }
        #expect(secret[Self.password] == "pass word  ")
    }

    @Test func asksForAMissingSecretSeparately() throws {
        guard
            case .needsSecret(let partial, let command, let argument) = try matcher.match([
                "login", "ada",
            ])
        else {
            Issue.record("expected the password to be asked for")
            return
        }
        #expect(partial.name == .login)
        #expect(partial[Self.user] == "ada")
        #expect(command == login.syntax)
        #expect(argument == Self.password.syntax)
    }

    @Test func suggestsTheClosestCommandForATypo() {
        #expect(throws: CommandProblem.unknownCommand("opne", suggestion: "open")) {
            try matcher.match(["opne", "1"])
        }
        #expect(throws: CommandProblem.unknownCommand("hepl", suggestion: "help")) {
            try matcher.match(["hepl"])
        }
        #expect(throws: CommandProblem.unknownCommand("xyzzy", suggestion: nil)) {
            try matcher.match(["xyzzy"])
        }
    }

    @Test func parsesATypedLineAsTheConsoleDoesForInteractorTests() throws {
        let commands = [filter, open, add, search, login]
        #expect(try CommandInput("open 3", commands: commands)[Self.number] == 3)
        #expect(throws: UsageError("add: QTY must be from 1 to 99, got \"120\"")) {
            try CommandInput("add 120", commands: commands)
        }
        #expect(throws: UsageError("login: missing PASSWORD. Usage: login USER")) {
            try CommandInput("login ada", commands: commands)
        }
    }
}
