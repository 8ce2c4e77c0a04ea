import Foundation
import Testing

@testable import Scenic

/// Arguments of an app's own kinds, used exactly as the built-in ones: a typed value for the
/// Interactor, the app's refusal on the status line, its description in help, its values for
/// Tab completion.
@Suite struct ArgumentKindTests {
    /// A date typed as `2026-05-04`.
    struct Day: Equatable, Sendable {
        var year: Int
        var month: Int
        var day: Int
    }

    static let day = ArgumentKind<Day>("a date such as 2026-05-04") { typed in
        let parts = typed.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else {
            return nil
        }
        return Day(year: parts[0], month: parts[1], day: parts[2])
    }
    static let member = ArgumentKind<String>(
        "a member of the trip", refusal: "is not on the trip (Ann, Bob)",
        offering: ["Ann", "Bob"]
    ) { ["Ann", "Bob"].contains($0) ? $0 : nil }

    enum Name: String, CommandName { case due, paid, spend }
    static let when = Argument("DATE", day)
    static let who = Argument("MEMBER", member)
    static let amount = Argument.decimal("AMOUNT", groupingSeparators: true, currencySign: "$")
    let commands = [
        Command(Name.due, when, help: "Set the due date"),
        Command(Name.paid, who, help: "Mark a member as paid"),
        Command(Name.spend, amount, who.optional, help: "Add an expense"),
    ]

    /// A refusal or a usage error printed by a test (`"\(error)"`) reads as the status line
    /// shows it, not as a struct's dump.
    @Test func refusalsAndUsageErrorsPrintAsTheirMessages() {
        let refusal = ArgumentRefusal("\"5x\" is not a duration; type 90s or 5m.")
        let usage = UsageError("Type a name after add, such as add Eggs 5m.")
        #expect("\(refusal)" == "\"5x\" is not a duration; type 90s or 5m.")
        #expect("\(usage)" == "Type a name after add, such as add Eggs 5m.")
        #expect(String(describing: usage as any Error) == usage.message)
    }

    @Test func aTypedValueReachesTheInteractorAsTheKindsType() throws {
        let input = try CommandInput("due 2026-05-04", commands: commands)
        #expect(input[Self.when] == Day(year: 2026, month: 5, day: 4))
        #expect(try CommandInput(#"paid "Ann""#, commands: commands)[Self.who] == "Ann")
        let spend = try CommandInput("spend $1,234.56 Bob", commands: commands)
        #expect(spend[Self.amount] == Decimal(string: "1234.56"))
        #expect(spend[Self.who.optional] == "Bob")
    }

    /// A kind is tested alone, as an app tests its own: the value, or the refusal in the
    /// kind's words (a stranger found `read` out of reach and went through a whole command).
    @Test func aKindReadsATypedWordOnItsOwn() throws {
        #expect(try Self.day.value(of: "2026-05-04").get() == Day(year: 2026, month: 5, day: 4))
        #expect(
            Self.day.value(of: "May 4")
                == .failure(ArgumentRefusal("must be a date such as 2026-05-04")))
        #expect(
            Self.member.value(of: "Cy")
                == .failure(ArgumentRefusal("is not on the trip (Ann, Bob)")))
        let counted = ArgumentKind<Int>("a number of pomodoros") { typed in
            Int(typed).map { .success($0) }
                ?? .failure(ArgumentRefusal("\"\(typed)\" is not a number; type digits."))
        }
        #expect(
            counted.value(of: "x")
                == .failure(ArgumentRefusal(#""x" is not a number; type digits."#)))
    }

    @Test func aRefusalUsesTheKindsWords() {
        #expect(throws: UsageError(#"due: DATE must be a date such as 2026-05-04, got "May 4""#)) {
            try CommandInput(#"due "May 4""#, commands: commands)
        }
        #expect(throws: UsageError(#"paid: MEMBER is not on the trip (Ann, Bob), got "Cy""#)) {
            try CommandInput("paid Cy", commands: commands)
        }
    }

    @Test(arguments: [
        ("$1,234.56", "1234.56"), ("1,234", "1234"), ("-$3", "-3"), ("$0.5", "0.5"),
        ("12", "12"), ("1,234,567.1", "1234567.1"),
    ])
    func decimalsTakeGroupingAndACurrencySignWhereAsked(typed: String, value: String) throws {
        let input = try CommandInput("spend \(typed)", commands: commands)
        #expect(input[Self.amount] == Decimal(string: value))
    }

    @Test(arguments: ["1,23", "12,345,67", "$$3", "€3", "1,,234", ",123", "$"])
    func misplacedSeparatorsAndSignsAreRefused(typed: String) {
        #expect(throws: UsageError.self) { try CommandInput("spend \(typed)", commands: commands) }
        #expect(throws: UsageError.self) {
            try CommandInput(
                "spend \(typed)", commands: [Command(Name.spend, Argument.decimal("N"), help: "")])
        }
    }

    /// A kind that reads the rest of the line takes a name of several words as typed, no
    /// quotes needed: `take brass lamp` was "more words than it takes" for a kind of one word
    /// (a stranger's text adventure parsed it again in its own free-text command).
    @Test func aKindReadsTheRestOfTheLineAsTyped() throws {
        let item = ArgumentKind<String>(
            "an item here", refusal: "is not here (brass lamp, gold coin)",
            offering: ["brass lamp", "gold coin"]
        ) { ["brass lamp", "gold coin"].contains($0) ? $0 : nil }
        let held = Argument.restOfLine("ITEM", item)
        enum Verb: String, CommandName { case take, drop }
        let commands = [
            Command(Verb.take, held, help: "Take ITEM"),
            Command(Verb.drop, Argument("ITEM", item), help: "Drop ITEM"),
        ]
        #expect(try CommandInput("take brass lamp  ", commands: commands)[held] == "brass lamp")
        #expect(try CommandInput("take   gold coin", commands: commands)[held] == "gold coin")
        // Quotes are part of what was typed, as for any rest of a line.
        #expect(
            throws: UsageError(
                #"take: ITEM is not here (brass lamp, gold coin), got ""gold coin"""#)
        ) {
            try CommandInput(#"take "gold coin""#, commands: commands)
        }
        #expect(throws: UsageError(#"take: ITEM is not here (brass lamp, gold coin), got "spoon""#))
        {
            try CommandInput("take spoon", commands: commands)
        }
        #expect(throws: UsageError.self) { try CommandInput("take", commands: commands) }
        #expect(held.syntax.accepts == "an item here (the rest of the line, as typed)")
        // Tab completes the whole value, without quotes; one word's completion is quoted.
        let completions = Completions(commands: commands.map(\.syntax))
        #expect(completions.candidates(for: "take br") == ["brass lamp"])
        #expect(completions.candidates(for: "take brass l") == ["brass lamp"])
        #expect(completions.candidates(for: "drop br") == [#""brass lamp""#])
        #expect(!completions.isFollowedBySpace("brass lamp", completing: "take br"))
    }

    @Test func helpAndCompletionUseTheKind() {
        #expect(Self.when.syntax.accepts == "a date such as 2026-05-04")
        #expect(Self.amount.syntax.accepts == "an amount such as $1,234.50")
        #expect(Argument.decimal("N").syntax.accepts == "a number such as 12.50")
        let completions = Completions(commands: commands.map(\.syntax))
        #expect(completions.candidates(for: "paid a") == ["Ann"])
        #expect(completions.candidates(for: "paid ") == ["Ann", "Bob"])
        #expect(Argument("M", Self.member.offering(["Cy"])).syntax.offered == ["Cy"])
    }
}
