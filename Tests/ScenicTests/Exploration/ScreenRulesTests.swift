import ScenicTestSupport
import Testing

@testable import Scenic

/// The rules an exploration checks after every line, and the words of what it reports.
@Suite struct ScreenRulesTests {
    private let rules = ScreenRules(
        width: 20,
        invariants: [.state(Int.self, "counts are never negative") { $0 >= 0 }])

    private func screen(
        _ title: String = "List", depth: Int = 1, commands: [String] = ["open"],
        question: String? = nil, states: [Any] = []
    ) -> ExploredScreen {
        ExploredScreen(
            title: title, scene: title, depth: depth,
            commands: commands.map {
                CommandSyntax(name: $0, aliases: [], arguments: [], help: "Does it")
            },
            question: question, states: states)
    }

    @Test func aLineWiderThanTheScreenBreaksTheWidthRule() {
        let wide = String(repeating: "x", count: 21)
        let finding = rules.check(
            printed: "List\n" + wide + "\n", typed: "open", before: screen(), after: screen())
        #expect(finding?.rule == "screen width")
        #expect(
            finding?.message
                == "List printed a line 21 columns wide on a screen of 20: \"\(wide)\".")
    }

    @Test func typedLinesAreEchoedHoweverLongAndAScreenThatFitsBreaksNothing() {
        let echo = "> " + String(repeating: "y", count: 40)
        let printed = echo + "\nList\n" + String(repeating: "─", count: 20) + "\n"
        #expect(rules.check(printed: printed, typed: "y", before: screen(), after: screen()) == nil)
    }

    @Test func aRawControlCharacterBreaksItsRule() {
        let finding = rules.check(
            printed: "List\nred \u{1B}[31m\n", typed: nil, before: nil, after: screen())
        #expect(finding?.rule == "control character")
        #expect(finding?.message == "List printed a raw control character: \"red ^[[31m\".")
    }

    @Test func aFooterOfferingACommandTheScreenDoesNotHaveBreaksItsRule() {
        let printed = "List\nCommands: open N ·\nrename NAME · help ·\nback\n» Saved\n"
        let finding = rules.check(printed: printed, typed: nil, before: nil, after: screen())
        #expect(finding?.rule == "footer command")
        #expect(
            finding?.message
                == "List's footer offers \"rename\", which \"help rename\" does not know.")
        let fine = "List\nCommands: open N ·\nhelp · back\n"
        #expect(rules.check(printed: fine, typed: nil, before: nil, after: screen()) == nil)
    }

    @Test func backThatLeavesAPushedScreenOpenBreaksItsRule() {
        let finding = rules.check(
            printed: "", typed: "back", before: screen("Item", depth: 2),
            after: screen("Item", depth: 2))
        #expect(finding?.rule == "back returns")
        #expect(
            finding?.message == "\"back\" on Item did not close it: 2 screens are open, as before.")
        // Back on the first screen, or answering a question, stays where it is.
        #expect(
            rules.check(printed: "", typed: "back", before: screen(), after: screen()) == nil)
        #expect(
            rules.check(
                printed: "", typed: "back", before: screen(depth: 2, question: "Sure? (yes/no)"),
                after: screen(depth: 2)) == nil)
    }

    @Test func anAppsRuleIsCheckedOnEveryStateOfItsTypeOnTheStack() {
        let finding = rules.check(
            printed: "", typed: nil, before: nil, after: screen(states: ["text", 3, -1]))
        #expect(finding?.rule == "counts are never negative")
        #expect(
            finding?.message
                == "On screen \"List\", a state broke the rule \"counts are never negative\".")
        #expect(
            rules.check(printed: "", typed: nil, before: nil, after: screen(states: [3, "x"]))
                == nil)
    }
}

extension ScreenRulesTests {
    /// The README's example of a kind's own refusal is one an exploration accepts, and the one
    /// it says would fail does fail.
    @Test func theReadmesOwnWordsRefusalSaysWhatToType() throws {
        let readme = try Readme().section("## The architecture in one page").text
            .replacingOccurrences(of: "\n  ", with: " ")
        let shown = try #require(
            readme.firstMatch(of: /shown after the command's name: `([^`]+)`/)?.output.1)
        #expect(ScreenRules.saysWhatToDo(String(shown)), "\(shown)")
        let failing = try #require(
            readme.firstMatch(of: /fails a refusal that does not \(`([^`]+)` alone/)?.output.1)
        #expect(!ScreenRules.saysWhatToDo(String(failing)), "\(failing)")
    }

    @Test func aRefusalThatDoesNotSayWhatToTypeBreaksItsRule() {
        let finding = rules.check(
            lines: [], typed: "rate 9", before: screen(), after: screen(),
            refusals: ["rate: a book gets 1 to 5 stars, not 9"])
        #expect(finding?.rule == "refusal says what to do")
        #expect(
            finding?.message
                == "List refused \"rate 9\" without saying what to type instead: \"rate: a book "
                + "gets 1 to 5 stars, not 9\".")
        for refusal in [
            "Unknown command \"opne\". Did you mean \"open\"?", "open: missing N. Usage: open N",
            "qty: Q must be from 1 to 99, got \"120\"", "That is not a date. Answer again.",
            "number: -1 is negative; type a whole number from 0 to 9.",
        ] {
            #expect(
                rules.check(
                    lines: [], typed: "x", before: screen(), after: screen(), refusals: [refusal])
                    == nil, "\(refusal)")
        }
    }
}
