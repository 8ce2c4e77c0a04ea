import Foundation
import Testing

@testable import TriviaKit

/// How Trivia words a failed lookup: what happened, and what to do next that can help.
@Suite struct FactWordsTests {
    let savedOn = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func onlyAServerThatCouldNotBeReachedIsOffline() {
        let date = FactWords.date(savedOn)
        #expect(
            FactWords.savedFact(because: .offline, savedOn: savedOn)
                == "Offline: the server could not be reached, so this is the fact saved on \(date)."
        )
        #expect(
            FactWords.savedFact(because: .timedOut(seconds: 10), savedOn: savedOn)
                == "Offline: the server did not answer within 10 seconds, so this is the fact "
                + "saved on \(date).")
        #expect(
            FactWords.savedFact(because: .status(500), savedOn: savedOn)
                == "No fresh fact: the server answered with HTTP status 500, so this is the fact "
                + "saved on \(date).")
        #expect(
            FactWords.savedFact(
                because: .helper(.missing(path: "/x/trivia-fetch")), savedOn: savedOn
            )
            .hasPrefix("No fresh fact: the lookup helper is missing"))
    }

    @Test func theAdviceIsWhatCanHelp() {
        #expect(FactWords.advice(after: .offline, number: 7) == "Type \"number 7\" to try again.")
        #expect(
            FactWords.advice(after: .status(503), number: 7) == "Type \"number 7\" to try again.")
        let otherServer =
            "This server does not answer as the numbers API does: start trivia with another "
            + "--remote, or with --remote embedded to work without a network."
        // Busy for now: not a server that answers otherwise (a hostile tester's 429 and 408).
        for code in [408, 429] {
            #expect(
                FactWords.advice(after: .status(code), number: 7)
                    == "Wait a while, then type \"number 7\" to try again.")
            #expect(
                FactWords.failure(.status(code))
                    == "the server answered with HTTP status \(code): it is busy, or asks for "
                    + "fewer lookups")
        }
        // No HTTP status at all: no server error either.
        #expect(
            FactWords.failure(.status(999))
                == "the server answered with 999, which is no HTTP status")
        for failure in [
            RemoteFailure.status(404), .status(999), .status(42), .badBody,
            .tooLarge(limit: 65_536),
        ] {
            #expect(FactWords.advice(after: failure, number: 7) == otherServer, "\(failure)")
        }
        #expect(
            FactWords.advice(after: .redirected(to: "http://127.0.0.1:8701"), number: 7)
                == "To ask that server, start trivia with --remote http://127.0.0.1:8701.")
        // Only a remote the app takes is offered: it refuses any but http(s), and a host shown
        // decoded and escaped (`ev%1B%5B2Jil`) would name another server.
        // Nor one launch refuses: no host (a hostile tester was offered `--remote http://.`),
        // or an IPv6 host without its brackets.
        for origin in [
            "ftp://127.0.0.1:8701", "file://", "http://ev^[[2jil.example", "http://",
            "http://:18767", "http://::ffff:127.0.0.1:18767",
        ] {
            #expect(FactWords.advice(after: .redirected(to: origin), number: 7) == otherServer)
        }
        #expect(
            FactWords.advice(after: .redirected(to: "http://[::ffff:127.0.0.1]:18767"), number: 7)
                == "To ask that server, start trivia with --remote http://[::ffff:127.0.0.1]:18767."
        )
        #expect(
            FactWords.advice(after: .redirected(to: "https://127.0.0.1"), number: 7)
                == "To ask that server, start trivia with --remote https://127.0.0.1.")
        #expect(FactWords.advice(after: .noFact, number: 7) == "Try another number, or \"random\".")
        // The helper's own words say what to do.
        #expect(
            FactWords.advice(after: .helper(.missing(path: "/x/trivia-fetch")), number: 7) == nil)
    }
}
