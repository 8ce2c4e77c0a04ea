import Foundation
import Scenic
import ScenicData
import ScenicTesting
import Testing

@testable import TriviaKit

@Suite struct TriviaLogicTests {
    private let fact = SampleFacts.answer

    @Test func aTypedNumberIsLookedUpAndTheOutcomeShown() {
        var tester = LogicTester(TriviaLogic(), state: TriviaLogic.State())
        tester.send(.number(1_000), effects: [.perform(.lookUp(1_000))]) { $0.looking = 1_000 }
        tester.send(.lookedUp(1_000, .init(outcome: .fresh(fact)))) {
            $0.looking = nil
            $0.shown = .fact(fact, savedBecause: nil)
        }
        tester.send(
            .lookedUp(42, .init(outcome: .saved(fact, because: .offline), note: "moved")),
            effects: [.notify(.saving("moved"))]
        ) { $0.shown = .fact(fact, savedBecause: .offline) }
        tester.send(.lookedUp(13, .init(outcome: .failed(.noFact)))) {
            $0.shown = .failure(13, .noFact)
        }
    }

    /// A Ctrl-C during the save waits for it, so the Logic hears it after the result: the
    /// lookup ended, and the screen must not say it stopped.
    @Test func aStopAfterTheResultSaysNothing() {
        var tester = LogicTester(TriviaLogic(), state: TriviaLogic.State(looking: 1_000))
        tester.send(.lookedUp(1_000, .init(outcome: .fresh(fact)))) {
            $0.looking = nil
            $0.shown = .fact(fact, savedBecause: nil)
        }
        tester.send(.stopped(1_000, .cancelled))
        var again = LogicTester(FactLogic(), state: FactLogic.State(fact: fact, looking: true))
        again.send(.lookedUp(.init(outcome: .fresh(fact))), effects: [.notify(.updated)]) {
            $0.looking = false
        }
        again.send(.stopped(.cancelled))
    }

    /// A failed lookup whose saved facts could not be read shows that, not that none is
    /// saved, and is tried again as any failure for now is.
    @Test func aFailureWithTheSavedFactsUnreadSaysSoAndIsTriedAgain() {
        var tester = LogicTester(TriviaLogic(), state: TriviaLogic.State(looking: 13))
        tester.send(
            .lookedUp(13, .init(outcome: .failedUnread(.offline), note: "busy")),
            effects: [
                .notify(.saving("busy")),
                .after(.seconds(10), send: .retry(13), id: .retry, whileCovered: .stops),
            ]
        ) {
            $0.looking = nil
            $0.shown = .failureUnread(13, .offline)
            $0.retrying = 13
        }
        tester.advance(by: .seconds(10))
        tester.timerFired(.retry(13), effects: [.perform(.lookUp(13))]) {
            $0.retrying = nil
            $0.looking = 13
        }
        // A failure that waiting cannot mend is not tried again.
        tester.send(.lookedUp(13, .init(outcome: .failedUnread(.noFact)))) {
            $0.looking = nil
            $0.shown = .failureUnread(13, .noFact)
        }
    }

    /// The lookup helper's own runtime error is most likely an answer broken off inside its
    /// headers (the HTTP client stops its process on one): tried again, as a broken-off answer
    /// is; a helper killed from outside is not.
    @Test func aHelpersRuntimeErrorIsTriedAgain() {
        var tester = LogicTester(TriviaLogic(), state: TriviaLogic.State(looking: 13))
        tester.send(
            .lookedUp(13, .init(outcome: .failed(.helper(.stopped(signal: SIGILL))))),
            effects: [.after(.seconds(10), send: .retry(13), id: .retry, whileCovered: .stops)]
        ) {
            $0.looking = nil
            $0.shown = .failure(13, .helper(.stopped(signal: SIGILL)))
            $0.retrying = 13
        }
        var killed = LogicTester(TriviaLogic(), state: TriviaLogic.State(looking: 13))
        killed.send(.lookedUp(13, .init(outcome: .failed(.helper(.stopped(signal: SIGKILL)))))) {
            $0.looking = nil
            $0.shown = .failure(13, .helper(.stopped(signal: SIGKILL)))
        }
    }

    @Test func aLookupThatFailedForNowIsTriedAgainOnATimerUntilItFindsAFact() {
        var tester = LogicTester(TriviaLogic(), state: TriviaLogic.State(looking: 13))
        tester.send(
            .lookedUp(13, .init(outcome: .failed(.offline))),
            effects: [.after(.seconds(10), send: .retry(13), id: .retry, whileCovered: .stops)]
        ) {
            $0.looking = nil
            $0.shown = .failure(13, .offline)
            $0.retrying = 13
        }
        tester.advance(by: .seconds(9))
        tester.advance(by: .seconds(1))
        tester.timerFired(.retry(13), effects: [.perform(.lookUp(13))]) {
            $0.retrying = nil
            $0.looking = 13
        }
        tester.send(
            .lookedUp(13, .init(outcome: .failed(.status(503)))),
            effects: [.after(.seconds(10), send: .retry(13), id: .retry, whileCovered: .stops)]
        ) {
            $0.looking = nil
            $0.shown = .failure(13, .status(503))
            $0.retrying = 13
        }
        tester.advance(by: .seconds(10))
        tester.timerFired(.retry(13), effects: [.perform(.lookUp(13))]) {
            $0.retrying = nil
            $0.looking = 13
        }
        tester.send(.lookedUp(13, .init(outcome: .fresh(fact)))) {
            $0.looking = nil
            $0.shown = .fact(fact, savedBecause: nil)
        }
        // Found: nothing is tried again.
        tester.advance(by: .seconds(60))
        tester.send(.stopRetrying, effects: [.notify(.nothingToStop)])
    }

    /// A server busy for now (408, 429) is tried again, as a server error is; a code outside
    /// 100–599 is no HTTP status, and is not (a hostile tester's 999 was tried forever).
    @Test func aBusyServerIsTriedAgainAndNoStatusIsNot() {
        for code in [408, 429, 599] {
            var tester = LogicTester(TriviaLogic(), state: TriviaLogic.State(looking: 13))
            tester.send(
                .lookedUp(13, .init(outcome: .failed(.status(code)))),
                effects: [.after(.seconds(10), send: .retry(13), id: .retry, whileCovered: .stops)]
            ) {
                $0.looking = nil
                $0.shown = .failure(13, .status(code))
                $0.retrying = 13
            }
        }
        for code in [600, 999] {
            var tester = LogicTester(TriviaLogic(), state: TriviaLogic.State(looking: 13))
            tester.send(.lookedUp(13, .init(outcome: .failed(.status(code))))) {
                $0.looking = nil
                $0.shown = .failure(13, .status(code))
            }
        }
    }

    @Test func stopAnotherNumberOrLeavingTheScreenEndsTheRetries() {
        let failing = TriviaLogic.State(shown: .failure(13, .offline), retrying: 13)
        var tester = LogicTester(TriviaLogic(), state: failing)
        tester.send(.stopRetrying, effects: [.cancel(.retry), .notify(.retryStopped(13))]) {
            $0.retrying = nil
        }
        tester = LogicTester(TriviaLogic(), state: failing)
        tester.send(.number(7), effects: [.cancel(.retry), .perform(.lookUp(7))]) {
            $0.retrying = nil
            $0.looking = 7
        }
        tester = LogicTester(TriviaLogic(), state: failing)
        tester.send(.random, effects: [.cancel(.retry), .perform(.roll)]) { $0.retrying = nil }
        tester = LogicTester(TriviaLogic(), state: failing)
        tester.send(.history, effects: [.push(.history)]) { $0.retrying = nil }
        // A failure that waiting cannot mend is not tried again.
        for failure in [RemoteFailure.noFact, .badBody, .status(404), .tooLarge(limit: 1)] {
            tester.send(.lookedUp(5, .init(outcome: .failed(failure)))) {
                $0.shown = .failure(5, failure)
            }
        }
    }

    /// The number is an argument of the app's own kind: the console reads `1,000` and refuses
    /// a bad number with its reason before the Logic hears of it.
    @Test func aBadNumberIsRefusedWithItsReasonAndNothingIsLookedUp() throws {
        let commands = TriviaView().commands
        #expect(try CommandInput("number 1_000", commands: commands)[TriviaView.number] == 1_000)
        #expect(
            throws: UsageError(
                "number: -3 is negative; type a whole number from 0 to 1,000,000,000.")
        ) { try CommandInput("number -3", commands: commands) }
        #expect(
            throws: UsageError(
                "number: 2,000,000,000 is past 1,000,000,000, the largest number this app asks "
                    + "about; type a whole number from 0 to 1,000,000,000.")
        ) { try CommandInput("number 2,000,000,000", commands: commands) }
        #expect(
            TriviaView.number.accepts
                == "a whole number from 0 to 1,000,000,000, such as 42 or 1,000")
    }

    @Test func randomAsksForANumberThenLooksItUp() {
        var tester = LogicTester(TriviaLogic(), state: TriviaLogic.State())
        tester.send(.random, effects: [.perform(.roll)])
        tester.send(.rolled(77), effects: [.perform(.lookUp(77))]) { $0.looking = 77 }
    }

    @Test func ctrlCStopsALookupAndTheScreenSaysSo() {
        let logic = TriviaLogic()
        #expect(logic.interrupted(.lookUp(9), by: .cancelled) == .stopped(9, .cancelled))
        #expect(logic.interrupted(.roll, by: .cancelled) == nil)
        var tester = LogicTester(logic, state: TriviaLogic.State(looking: 9))
        tester.send(.stopped(9, .cancelled), effects: [.notify(.stopped(9, .cancelled))]) {
            $0.looking = nil
        }
        #expect(TriviaPresenter().message(for: .stopped(9, .cancelled)) == "Stopped looking up 9.")
    }

    /// A fact is shown as one paragraph: a hostile server's line breaks are spaces.
    @Test func aFactsLineBreaksAreShownAsSpaces() {
        let fact = Fact(
            number: 7, text: "7 is\n\n\n\n   lucky.\r\n", source: "s",
            fetchedAt: Date(timeIntervalSince1970: 0))
        #expect(FactBlocks.blocks(for: fact).first == .paragraph("7 is lucky."))
        // A space carrying a tag or a mark is no space: kept, so the screen shows what it
        // holds (they were dropped with the space, found by a hostile tester).
        let marked = Fact(
            number: 7, text: "7 \u{E007F}is \u{301}x", source: "s",
            fetchedAt: Date(timeIntervalSince1970: 0))
        #expect(
            FactBlocks.blocks(for: marked).first == .paragraph("7 \u{E007F}is \u{301}x"))
        // One carrying only what draws nothing is a space still, runs of them one.
        let blank = Fact(
            number: 7,
            text: "alpha" + String(repeating: " \u{200D}", count: 300)
                + String(repeating: " \u{FE0F}", count: 300) + " omega",
            source: "s", fetchedAt: Date(timeIntervalSince1970: 0))
        #expect(FactBlocks.blocks(for: blank).first == .paragraph("alpha omega"))
        let braille = Fact(
            number: 7, text: "alpha" + String(repeating: "\u{2800} ", count: 900) + "omega ⠓⠊",
            source: "s", fetchedAt: Date(timeIntervalSince1970: 0))
        #expect(FactBlocks.blocks(for: braille).first == .paragraph("alpha omega ⠓⠊"))
    }

    @Test func historyOpensTheHistoryScreen() {
        var tester = LogicTester(TriviaLogic(), state: TriviaLogic.State())
        tester.send(.history, effects: [.push(.history)])
    }
}

@Suite struct HistoryLogicTests {
    @Test func loadsOnAppearAndPagesThroughTheFacts() {
        var tester = LogicTester(HistoryLogic(), state: HistoryLogic.State())
        tester.send(.appear, effects: [.perform(.load)])
        tester.send(.loaded(.success(.init(facts: SampleFacts.many)))) {
            $0.facts = SampleFacts.many
        }
        tester.send(.nextPage) { $0.page = 1 }
        tester.send(.nextPage, effects: [.notify(.lastPage)])
        tester.send(.previousPage) { $0.page = 0 }
        tester.send(.previousPage, effects: [.notify(.firstPage)])
        tester.send(.open(12), effects: [.push(.fact(SampleFacts.many[11]))])
        tester.send(.open(13), effects: [.notify(.noSuchRow(13, count: 12))])
    }

    @Test func clearAsksFirstAndForgetsOnlyOnYes() {
        var tester = LogicTester(
            HistoryLogic(), state: HistoryLogic.State(facts: [SampleFacts.answer]))
        tester.send(
            .clear,
            effects: [
                .ask(
                    .yesOrNo(
                        "Forget the fact looked up here?", yes: .clearConfirmed, no: .clearKept))
            ])
        tester.send(.clearKept, effects: [.notify(.kept)])
        tester.send(.clearConfirmed, effects: [.perform(.clear([SampleFacts.answer]))])
        tester.send(
            .cleared(.init(forgotten: 1, facts: [])),
            effects: [.notify(.cleared(forgotten: 1, goneAlready: 0, savedMeanwhile: 0))]
        ) { $0.facts = [] }
        tester.send(.clear, effects: [.notify(.nothingToClear)])
    }

    /// `clear` forgets the facts it listed: facts another copy of the app saved after the list
    /// was read are kept and listed, and the message says what became of each.
    @Test func clearForgetsTheFactsListedAndSaysWhatElseItFound() {
        let listed = Array(SampleFacts.many.prefix(3))
        let meanwhile = SampleFacts.taxicab
        var tester = LogicTester(
            HistoryLogic(), state: HistoryLogic.State(facts: listed, page: 0))
        tester.send(.clearConfirmed, effects: [.perform(.clear(listed))])
        tester.send(
            .cleared(.init(forgotten: 2, facts: [meanwhile])),
            effects: [.notify(.cleared(forgotten: 2, goneAlready: 1, savedMeanwhile: 1))]
        ) { $0.facts = [meanwhile] }
        let presenter = HistoryPresenter()
        let said = [
            (1, 0, 0, "Forgot 1 fact."),
            (2, 0, 1, "Forgot 2 facts; kept 1 that another copy of the app saved meanwhile."),
            (1, 2, 0, "Forgot 1 fact; 2 others were gone already."),
            (
                2, 1, 3,
                "Forgot 2 facts; 1 other was gone already; kept 3 that another copy of the app "
                    + "saved meanwhile."
            ),
            (0, 1, 0, "Forgot no facts: the 1 listed was gone already."),
            (0, 2, 0, "Forgot no facts: the 2 listed were gone already."),
        ]
        for (forgotten, goneAlready, savedMeanwhile, words) in said {
            #expect(
                presenter.message(
                    for: .cleared(
                        forgotten: forgotten, goneAlready: goneAlready,
                        savedMeanwhile: savedMeanwhile)) == words)
        }
    }

    /// A damaged file that clearing moved aside is named with the count forgotten; a clear
    /// that failed says why and forgets nothing.
    @Test func clearSaysWhatItSetRightAndWhatFailed() {
        var tester = LogicTester(
            HistoryLogic(), state: HistoryLogic.State(facts: [SampleFacts.answer]))
        let problem = DataError.notAFile(path: "/d/facts.json", kind: "a folder")
        tester.send(.clearFailed(problem), effects: [.notify(.saving(problem.message))])
        tester.send(
            .cleared(.init(forgotten: 0, facts: [], movedAside: "moved aside")),
            effects: [
                .notify(.saving("moved aside")),
                .notify(.cleared(forgotten: 0, goneAlready: 1, savedMeanwhile: 0)),
            ]
        ) { $0.facts = [] }
    }

    @Test func aDamagedOrUnreadableFileIsReported() {
        var tester = LogicTester(HistoryLogic(), state: HistoryLogic.State())
        tester.send(
            .loaded(.success(.init(facts: [], movedAside: "moved aside"))),
            effects: [.notify(.saving("moved aside"))]
        ) { $0.facts = [] }
        let problem = DataError.notAFile(path: "/d/facts.json", kind: "a folder")
        tester.send(.loaded(.failure(problem)), effects: [.notify(.saving(problem.message))]) {
            $0.facts = nil
            $0.unreadable = true
        }
    }

    /// Facts that could not be read are not none: nothing is opened or forgotten, and each
    /// command says why; the next read that works lists them.
    @Test func factsThatCouldNotBeReadAreNeitherOpenedNorForgotten() {
        var tester = LogicTester(
            HistoryLogic(), state: HistoryLogic.State(facts: SampleFacts.many, page: 1))
        let busy = DataError.busy(folder: "/d", seconds: 5)
        tester.send(.loaded(.failure(busy)), effects: [.notify(.saving(busy.message))]) {
            $0.facts = nil
            $0.unreadable = true
            $0.page = 0
        }
        tester.send(.open(1), effects: [.notify(.unreadToOpen)])
        tester.send(.clear, effects: [.notify(.unreadToClear)])
        tester.send(.appear, effects: [.perform(.load)])
        tester.send(.loaded(.success(.init(facts: [SampleFacts.answer])))) {
            $0.facts = [SampleFacts.answer]
            $0.unreadable = false
        }
    }
}

@Suite struct FactLogicTests {
    @Test func againLooksTheNumberUpAndKeepsTheOldFactWhenItFails() {
        let old = SampleFacts.answer
        var newer = old
        newer.text = "42 is also even."
        var tester = LogicTester(FactLogic(), state: FactLogic.State(fact: old))
        tester.send(.again, effects: [.perform(.lookUp(42))]) { $0.looking = true }
        tester.send(.lookedUp(.init(outcome: .fresh(newer))), effects: [.notify(.updated)]) {
            $0.looking = false
            $0.fact = newer
        }
        tester.send(.again, effects: [.perform(.lookUp(42))]) { $0.looking = true }
        tester.send(
            .lookedUp(.init(outcome: .failed(.offline))), effects: [.notify(.failed(.offline))]
        ) { $0.looking = false }
        #expect(FactLogic().interrupted(.lookUp(42), by: .cancelled) == .stopped(.cancelled))
    }
}
