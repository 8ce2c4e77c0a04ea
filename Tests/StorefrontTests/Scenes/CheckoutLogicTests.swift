import Foundation
import Scenic
import ScenicTesting
import Testing

@testable import StorefrontKit

/// The Checkout screen's Logic: review, confirm once, and every way placing can fail.
@Suite struct CheckoutLogicTests {
    let rules = CartRules(catalog: EmbeddedCatalog().catalog())
    var logic: CheckoutLogic { CheckoutLogic(rules: rules) }
    let now = StorefrontWorkers.storyDate

    var cart: Cart {
        Cart(
            items: [CartItem(product: rules.catalog.product(id: "croissant")!, quantity: 2)],
            codes: ["SPRING10"])
    }

    @Test func appearingLoadsThenPricesTheOrder() {
        var tester = LogicTester(logic, state: CheckoutLogic.State())
        tester.send(.appeared, effects: [.perform(.load)])
        tester.send(.loaded(cart, now: now, checkout: "c1")) {
            $0.phase = .review(rules.price(cart, now: now), cart: cart)
            $0.checkout = "c1"
            $0.now = now
        }
    }

    /// Read again as the screen comes back from the slot picker, a cart another window
    /// changed is shown with a word, not in silence (the total moved from $48 to $62 unsaid).
    @Test func aCartChangedMeanwhileIsSaidWhenTheScreenComesBack() {
        var tester = reviewing
        var changed = cart
        changed.items[0].quantity = 3
        tester.send(
            .loaded(changed, now: now, checkout: "c2"),
            effects: [.notify(.cartChangedMeanwhile)]
        ) {
            $0.phase = .review(rules.price(changed, now: now), cart: changed)
            $0.checkout = "c2"
        }
        // The same cart read again says nothing.
        tester.send(.loaded(changed, now: now, checkout: "c3")) { $0.checkout = "c3" }
        #expect(
            CheckoutPresenter().message(for: .cartChangedMeanwhile)
                == "Your cart was changed in another window meanwhile. This is the cart now, and "
                + "what the order is for.")
    }

    let address = DeliveryAddress(
        name: "Ada Lovelace", street: "12 High Street", postcode: "LS1 4AP", city: "Leeds")

    var slot: DeliverySlot { DeliverySlot.open(after: now)[1] }

    var reviewing: LogicTester<CheckoutLogic> {
        LogicTester(
            logic,
            state: CheckoutLogic.State(
                phase: .review(rules.price(cart, now: now), cart: cart), checkout: "c1", now: now))
    }

    /// `confirm` pushes the slot picker; the slot it hands back opens the form.
    func pickASlot(_ tester: inout LogicTester<CheckoutLogic>) {
        tester.send(.confirm, effects: [.push(.deliverySlot(after: now))])
        tester.receive(slot, effects: [.ask(CheckoutLogic.question(for: .name))]) {
            $0.slot = slot
            $0.delivery = CheckoutLogic.DeliveryForm()
        }
    }

    /// Answers the delivery form's four questions as typed, checking each asks the next.
    func fillTheForm(_ tester: inout LogicTester<CheckoutLogic>, typing answers: [String]) {
        var form = CheckoutLogic.DeliveryForm()
        for (field, typed) in zip(DeliveryAddress.Field.allCases, answers) {
            let action = CheckoutLogic.question(for: field).action(answering: typed)
            #expect(action == .answered(field, address[field]), "\(field): \(typed)")
            form.address[field] = address[field]
            form.filled.insert(field)
            let next: [Effect<CheckoutLogic>] =
                field.next.map { [.ask(CheckoutLogic.question(for: $0))] } ?? [
                    .ask(
                        .yesOrNo(
                            "Place the order for $4.68, delivered as shown above?",
                            yes: .place, no: .formCancelled, cancelled: .formCancelled,
                            previous: .ask(.city)))
                ]
            tester.send(.answered(field, address[field]), effects: next) { [form] in
                $0.delivery = form
            }
        }
    }

    @Test func confirmAsksWhereToDeliverThenOrdersExactlyTheCartShown() {
        var tester = reviewing
        pickASlot(&tester)
        // Spaces are tidied and the postcode put in capitals, as a person types them.
        fillTheForm(&tester, typing: ["  Ada   Lovelace ", "12 High Street", "ls1 4ap", "Leeds"])
        tester.send(
            .place,
            effects: [.perform(.placeOrder(cart, checkout: "c1", delivery: address, slot: slot))]
        ) {
            $0.delivery = nil
            $0.slot = nil
        }
        tester.send(.cartChanged(.empty, now: now), effects: [.notify(.cartChanged)]) {
            $0.phase = .review(rules.price(.empty, now: now), cart: .empty)
        }
    }

    @Test func backAsksTheFieldBeforeAgainAndKeepsWhatWasTyped() throws {
        let postcode = CheckoutLogic.question(for: .postcode)
        #expect(postcode.previous == .ask(.street))
        #expect(CheckoutLogic.question(for: .name).previous == nil)
        var tester = reviewing
        pickASlot(&tester)
        fillTheForm(&tester, typing: ["Ada Lovelace", "12 High Street", "LS1 4AP", "Leeds"])
        tester.send(.ask(.street), effects: [.ask(CheckoutLogic.question(for: .street))])
        #expect(tester.state.delivery?.complete == address)
    }

    @Test func theSlotsOpenAreTheNextThreeDaysMorningAndAfternoon() {
        // The sample time is 2026-05-04 10:30 UTC, a Monday.
        let slots = DeliverySlot.open(after: now).map(\.text)
        #expect(
            slots == [
                "Tue 5 May, 09:00–13:00", "Tue 5 May, 14:00–18:00", "Wed 6 May, 09:00–13:00",
                "Wed 6 May, 14:00–18:00", "Thu 7 May, 09:00–13:00", "Thu 7 May, 14:00–18:00",
            ])
        var picker = LogicTester(
            SlotLogic(), state: SlotLogic.State(slots: DeliverySlot.open(after: now)))
        picker.send(.pick(2), effects: [.finish(DeliverySlot.open(after: now)[1])])
        picker.send(.pick(7), effects: [.notify(.noSuchSlot(7, count: 6))])
    }

    @Test func answersTheFieldsCannotTakeAskAgain() {
        #expect(CheckoutLogic.question(for: .postcode).action(answering: "LS1 4AP!") == nil)
        #expect(CheckoutLogic.question(for: .postcode).action(answering: "L1") == nil)
        #expect(CheckoutLogic.question(for: .name).action(answering: "   ") == nil)
        #expect(CheckoutLogic.question(for: .name).action(answering: "Ada\u{1B}[2J") == nil)
        #expect(
            CheckoutLogic.question(for: .city).action(answering: String(repeating: "x", count: 61))
                == nil)
        #expect(CheckoutLogic.question(for: .street).prompt.hasPrefix("Street and number? ("))
    }

    /// An answer refused for an invisible character says which: pasted from a web page, a
    /// zero-width space looks like nothing, and a refusal that spoke of length alone left the
    /// user guessing (found by a hostile tester).
    @Test func anInvisibleCharacterIsNamed() {
        let name = CheckoutLogic.question(for: .name)
        #expect(
            name.refusal(answering: "Ada\u{200B}Lovelace")
                == "That holds an invisible character, U+200B, which an address cannot keep; "
                + "type it without. Answer again, or type \"back\" to cancel.")
        #expect(name.refusal(answering: "Ada\u{1}")?.contains("U+0001") == true)
        #expect(
            CheckoutLogic.question(for: .street).refusal(answering: "1 Main St\u{1B}")?
                .hasPrefix("That holds an invisible character, U+001B,") == true)
        #expect(
            name.refusal(answering: String(repeating: "x", count: 61))
                == "That is not a name of up to 60 characters. Answer again, or type \"back\" to "
                + "cancel.")
        #expect(name.refusal(answering: "Ada\tLovelace") == nil)
        // A Hangul filler hides as a zero-width space does, and a blank Braille pattern alone
        // is no name (both were taken: found by a hostile tester).
        #expect(
            CheckoutLogic.question(for: .street).refusal(answering: "\u{3164}")?
                .hasPrefix("That holds an invisible character, U+3164,") == true)
        #expect(
            name.refusal(answering: "\u{2800}")
                == "That is not a name of up to 60 characters. Answer again, or type \"back\" to "
                + "cancel.")
        #expect(name.action(answering: "Ada ⠓⠊") == .answered(.name, "Ada ⠓⠊"))
        // An order saved with such a name before is still read whole, not set aside.
        var saved = address
        saved.name = "\u{3164}"
        #expect(saved.problem == nil)
        saved.name = "\u{200B}"
        #expect(saved.problem != nil)
    }

    /// The joiners, variation selectors and tags that make an emoji are no invisible
    /// characters.
    ///
    /// `Street 抹茶 1 ❤️` was refused for U+FE0F (found by a hostile tester). Out of an emoji
    /// they still are, and an address saved with one is read as it was written.
    /// A field holds what reads as its length: marks or skin tones by the thousand on one
    /// letter or emoji made one character, and a name filled a receipt (a hostile tester's).
    @Test func aCharacterOfThousandsOfCodePointsIsNoName() {
        let name = CheckoutLogic.question(for: .name)
        for typed in [
            "Ada 👍" + String(repeating: "\u{1F3FD}", count: 3_000),
            "Ada a" + String(repeating: "\u{301}", count: 8_000),
            "Ada " + Array(repeating: "😀", count: 2_000).joined(separator: "\u{200D}"),
            "Ada 1\u{FE0F}" + String(repeating: "\u{20E3}", count: 50),
        ] {
            #expect(name.action(answering: typed) == nil, "\(typed.unicodeScalars.count)")
        }
        // A family of four with skin tones is one name's character still.
        let family = "👨🏻\u{200D}👩🏻\u{200D}👧🏻\u{200D}👦🏻"
        #expect(name.action(answering: "Ada " + family) == .answered(.name, "Ada " + family))
    }

    @Test func anEmojiKeepsWhatMakesIt() {
        let coder = "👩🏽\u{200D}💻"
        let england = "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
        for typed in [
            "Street 抹茶 1 ❤\u{FE0F}", "Ada " + coder, "Flat 1\u{FE0F}\u{20E3}", england,
            "👁\u{FE0F}\u{200D}🗨\u{FE0F}", "🏳\u{FE0F}\u{200D}🌈",
            // Scripts that join, and variants (a sixth hostile pass's Sinhala name).
            "ශ්\u{200D}රී", "می\u{200C}خواهم", "क्\u{200D}ष", "ന്\u{200D} Road", "葛\u{E0100}飾",
            "ᠠ\u{180B}", "∩\u{FE00} Lane",
        ] {
            #expect(
                CheckoutLogic.question(for: .street).action(answering: typed)
                    == .answered(.street, typed), "\(typed.unicodeScalars)")
            var saved = address
            saved.street = typed
            #expect(saved.problem == nil)
        }
        for (typed, hidden) in [
            ("a\u{FE0F}b", "U+FE0F"), ("a\u{200D}b", "U+200D"), ("1\u{200D}2", "U+200D"),
            ("a\u{E0067}", "U+E0067"), ("❤\u{1B}", "U+001B"),
            // Not what makes an emoji, though one begins the character (a second hostile pass
            // hid a thousand tags in a name so): tags that make no flag, or follow its cancel
            // tag; a variation selector past the sixteenth; a joiner with no emoji after it.
            ("Ada 😀\u{E0073}\u{E0065}\u{E0063}", "U+E0073"),
            (england + "\u{E0069}", "U+E0069"),
            (
                "🏴\u{E0069}\u{E0067}\u{E006E}\u{E006F}\u{E0072}\u{E0065}\u{E0061}\u{E007F}",
                "U+E0069"
            ),
            ("Leeds ❤\u{FE0F}\u{E0100}", "U+E0100"), ("Leeds ❤\u{FE0F}\u{200D}", "U+200D"),
            ("😀\u{FE0F}\u{FE0F}", "U+FE0F"),
            ("Ada 🏴\u{E0073}\u{E0065}\u{E0063}\u{E0072}\u{E0065}\u{E0074}\u{E007F}", "U+E0073"),
        ] {
            #expect(
                CheckoutLogic.question(for: .street).refusal(answering: typed)?.hasPrefix(
                    "That holds an invisible character, \(hidden),") == true,
                "\(typed.unicodeScalars)")
        }
    }

    @Test func leavingTheFormOrdersNothing() {
        var tester = reviewing
        pickASlot(&tester)
        tester.send(.formCancelled, effects: [.notify(.formCancelled)]) {
            $0.delivery = nil
            $0.slot = nil
        }
        // `yes` to a form no longer open orders nothing.
        tester.send(.place, effects: [.notify(.notLoaded)])
    }

    @Test func confirmPlacesTheOrderThenShowsItsReceipt() throws {
        let order = try Order(cart: cart, rules: rules, number: 1001, date: now)
        var tester = reviewing
        // The thank-you screen takes the Checkout's place, so no `confirm` can order again.
        tester.send(
            .placed(order, repairs: []), effects: [.replace(.account(.receipt(number: 1001)))])
    }

    @Test func confirmOnAnEmptyCartIsRefused() {
        var tester = LogicTester(
            logic,
            state: CheckoutLogic.State(
                phase: .review(rules.price(.empty, now: now), cart: .empty), checkout: "c1"))
        tester.send(.confirm, effects: [.notify(.refused(.emptyCart))])
    }

    @Test func confirmBeforeTheCartIsReadOrdersNothing() {
        var tester = LogicTester(logic, state: CheckoutLogic.State())
        tester.send(.confirm, effects: [.notify(.notLoaded)])
        tester.send(
            .loadFailed("Cannot read cart.json."),
            effects: [.notify(.storeFailed("Cannot read cart.json."))]
        ) {
            $0.phase = .unreadable
        }
        tester.send(.confirm, effects: [.notify(.notLoaded)])
    }

    @Test func aFailedOrRefusedPlacementKeepsTheReview() {
        let review = CheckoutLogic.Phase.review(rules.price(cart, now: now), cart: cart)
        var tester = LogicTester(logic, state: CheckoutLogic.State(phase: review))
        tester.send(
            .placeFailed("Cannot save orders.json."),
            effects: [.notify(.storeFailed("Cannot save orders.json."))])
        tester.send(.placeRefused(.emptyCart), effects: [.notify(.refused(.emptyCart))])
    }
}
