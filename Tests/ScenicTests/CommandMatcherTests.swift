import Foundation
import Testing

@testable import Scenic

@Suite struct CommandMatcherTests {
    let filter = Command(
        "filter", Argument("MIN", .decimal), Argument("MAX", .decimal), help: "Price range")
    let open = Command("open", aliases: ["o"], Argument("N", .integer), help: "Open N")
    let add = Command("add", Argument("QTY", .integer, optional: true), help: "Add")
    let search = Command("search", Argument("TEXT", .restOfLine), help: "Search")
    let login = Command(
        "login", Argument("USER", .text), Argument("PASSWORD", .secret), help: "Log in")

    var matcher: CommandMatcher { CommandMatcher(commands: [filter, open, add, search, login]) }

    @Test func matchesByNameOrAliasInAnyCase() throws {
        #expect(
            try matcher.match(["OPEN", "2"])
                == .complete(CommandInput(command: open, values: ["N": .integer(2)])))
        #expect(
            try matcher.match(["o", "2"])
                == .complete(CommandInput(command: open, values: ["N": .integer(2)])))
    }

    @Test func namesAreTheSameButForCaseOnlyWhenEveryLetterIs() {
        let pairs: [(String, String, Bool)] = [
            ("open", "OPEN", true), ("open", "oPeN", true), ("open", "ope", false),
            ("open", "opens", false), ("open", "", false), ("", "", true), ("o", "0", false),
            ("café", "CAFÉ", true), ("café", "cafe", false), ("straße", "STRASSE", false),
            ("[", "{", false), ("@", "`", false),
        ]
        for (name, word, same) in pairs {
            #expect(Command.equalIgnoringCase(name, word) == same, "\(name) / \(word)")
            #expect(Command.equalIgnoringCase(word, name) == same, "\(word) / \(name)")
        }
    }

    @Test func readsDecimalsExactly() throws {
        let match = try matcher.match(["filter", "10.05", "20"])
        guard case .complete(let input) = match else {
            Issue.record("expected a complete match, got \(match)")
            return
        }
        #expect(input.decimal("MIN") == Decimal(string: "10.05"))
        #expect(input.decimal("MAX") == 20)
    }

    @Test(arguments: ["abc", "12abc", "1.2.3", ".", "", "1e5", "--1"])
    func refusesMalformedDecimals(typed: String) {
        #expect(
            throws: ConsoleProblem.notANumber(
                command: filter, argument: filter.arguments[0], typed: typed)
        ) {
            try matcher.match(["filter", typed, "20"])
        }
    }

    @Test func refusesFractionsForWholeNumbers() {
        #expect(
            throws: ConsoleProblem.notAWholeNumber(
                command: open, argument: open.arguments[0], typed: "2.5")
        ) {
            try matcher.match(["open", "2.5"])
        }
    }

    @Test func reportsTheFirstMissingArgument() {
        #expect(
            throws: ConsoleProblem.missingArgument(command: filter, argument: filter.arguments[1])
        ) {
            try matcher.match(["filter", "10"])
        }
    }

    @Test func allowsOptionalArgumentsToBeLeftOut() throws {
        #expect(try matcher.match(["add"]) == .complete(CommandInput(command: add)))
    }

    @Test func refusesExtraWords() {
        #expect(throws: ConsoleProblem.tooManyArguments(command: open, extra: ["3", "x"])) {
            try matcher.match(["open", "2", "3", "x"])
        }
    }

    @Test func joinsTheRestOfTheLine() throws {
        #expect(
            try matcher.match(["search", "blue", "shirt"])
                == .complete(CommandInput(command: search, values: ["TEXT": .text("blue shirt")])))
    }

    @Test func asksForAMissingSecretSeparately() throws {
        #expect(
            try matcher.match(["login", "ada"])
                == .needsSecret(
                    CommandInput(command: login, values: ["USER": .text("ada")]), login.arguments[1]
                ))
    }

    @Test func suggestsTheClosestCommandForATypo() {
        #expect(throws: ConsoleProblem.unknownCommand("opne", suggestion: "open")) {
            try matcher.match(["opne", "1"])
        }
        #expect(throws: ConsoleProblem.unknownCommand("hepl", suggestion: "help")) {
            try matcher.match(["hepl"])
        }
        #expect(throws: ConsoleProblem.unknownCommand("xyzzy", suggestion: nil)) {
            try matcher.match(["xyzzy"])
        }
    }
}
