import Foundation
import Testing

@testable import Scenic

/// A log line writes values as the app's code spells them: cases and fields without module
/// and type names before each one, strings quoted and escaped, custom descriptions kept.
@Suite struct LogValueTests {
    enum Inner: Sendable {
        case open
        case pick(Int)
    }
    enum Outer: Sendable {
        case child(Inner)
        case moved(from: Int, to: Int)
        case pair(Int, String)
        case maybe(Int?)
        case labeled(id: String)
    }
    struct Line: Sendable { var name: String, quantity: Int }
    final class Node: @unchecked Sendable {
        var next: Node?
        init() {}
    }

    @Test func aQuestionIsWrittenAsTheStatusLineAsksIt() {
        enum Action: Sendable {
            case amount(Int)
            case yes, no
        }
        let kind = ArgumentKind<Int>("an amount such as 12") { Int($0) }
        #expect(
            LogValue.describe(Question<Action>.text("How much?", kind) { .amount($0) })
                == #"Question("How much? (an amount such as 12)")"#)
        #expect(
            LogValue.describe([Question<Action>.yesOrNo("Forget it?", yes: .yes, no: .no)])
                == #"[Question("Forget it? (yes/no)")]"#)
    }

    @Test func stringsAreSpelledAsASwiftLiteralSpellsThem() {
        #expect(LogValue.describe("O'Brien") == #""O'Brien""#)
        #expect(LogValue.describe(#"a "b" \' c"#) == #""a \"b\" \\' c""#)
        #expect(LogValue.describe("tab\there") == #""tab\there""#)
        #expect(LogValue.describe(Outer.labeled(id: "it's")) == #"labeled(id: "it's")"#)
    }

    @Test func casesAndFieldsAreWrittenWithoutTheirTypesNames() {
        #expect(LogValue.describe(Outer.child(.open)) == "child(open)")
        #expect(LogValue.describe(Outer.child(.pick(3))) == "child(pick(3))")
        #expect(LogValue.describe(Outer.moved(from: 1, to: 2)) == "moved(from: 1, to: 2)")
        #expect(LogValue.describe(Outer.pair(1, "a")) == #"pair(1, "a")"#)
        #expect(LogValue.describe(Outer.maybe(nil)) == "maybe(nil)")
        #expect(LogValue.describe(Outer.maybe(4)) == "maybe(4)")
        #expect(LogValue.describe(Outer.labeled(id: "matcha")) == #"labeled(id: "matcha")"#)
        #expect(
            LogValue.describe([Line(name: "Tea", quantity: 2)])
                == #"[Line(name: "Tea", quantity: 2)]"#)
        #expect(LogValue.describe(["a": 1]) == #"["a": 1]"#)
        #expect(LogValue.describe([String: Int]()) == "[:]")
    }

    /// A timer is written as its code spells it, with what it does while covered.
    @Test func aTimerIsWrittenWithWhatItDoesWhileCovered() {
        struct Ticking: Logic {
            typealias Route = Int
            enum Action: Sendable { case tick }
            enum SourceID: Hashable, Sendable { case clock }
            func reduce(_ state: inout Int, _ action: Action) -> [Effect<Self>] { [] }
        }
        #expect(
            LogValue.describe(
                Effect<Ticking>.every(.seconds(1), send: .tick, id: .clock, whileCovered: .stops))
                == "every(1.0 seconds, send: tick, id: clock, whileCovered: stops)")
        #expect(
            LogValue.describe(
                Effect<Ticking>.after(
                    .seconds(2), send: .tick, id: .clock, whileCovered: .catchesUp))
                == "after(2.0 seconds, send: tick, id: clock, whileCovered: catchesUp)")
    }

    @Test func stringsAreQuotedAndEscapedAndOwnDescriptionsKept() {
        #expect(LogValue.describe("say \"hi\"\u{1B}[2J") == #""say \"hi\"\u{1B}[2J""#)
        #expect(LogValue.describe(Duration.seconds(2)) == "2.0 seconds")
    }

    @Test func aValueThatHoldsItselfIsCutShort() {
        let node = Node()
        node.next = node
        let text = LogValue.describe(node)
        #expect(text.hasPrefix("Node(next: Node(next: ") && text.hasSuffix("…))))))))"), "\(text)")
        node.next = nil
    }
}
