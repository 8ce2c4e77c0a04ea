import Foundation
import Scenic
import Testing

@testable import TriviaKit

/// The remote a launch asks for, and the words when it is not one: named as the user gave it.
@Suite struct TriviaRemoteChoiceTests {
    @Test func aRemoteThatIsNoURLIsNamedAsItWasGiven() {
        for (givenBy, shown) in [
            ("--remote ", "--remote garbage"), ("TRIVIA_REMOTE=", "TRIVIA_REMOTE=garbage"),
        ] {
            #expect(
                throws: AppLaunchError(
                    "\(shown) is not an http(s) URL; give one such as http://numbersapi.com, or "
                        + "\"embedded\" to work without a network.", status: 2)
            ) {
                _ = try TriviaApp.remote("garbage", givenBy: givenBy, now: { Date() })
            }
        }
        #expect((try? TriviaApp.remote("embedded", now: { Date() })) is EmbeddedTriviaRemote)
    }

    /// A URL with no host is refused at the start: it was taken, and every lookup then failed
    /// (a hostile tester's `--remote http://:18765/ok`); an IPv6 host in brackets is taken.
    @Test func aRemoteWithNoHostIsRefused() throws {
        for url in ["http://:18765/ok", "http://", "https:///x"] {
            #expect(
                throws: AppLaunchError(
                    "--remote \(url) is not an http(s) URL; give one such as "
                        + "http://numbersapi.com, or \"embedded\" to work without a network.",
                    status: 2)
            ) {
                _ = try TriviaApp.remote(url, now: { Date() })
            }
        }
        #expect(
            try TriviaApp.remote("http://[::ffff:127.0.0.1]:18767", now: { Date() })
                is HTTPTriviaRemote)
    }

    /// A port no connection can use is refused at the start, not met at the first lookup as
    /// "offline".
    @Test func aPortOutOfRangeIsRefused() throws {
        for port in [0, 65_536, 99_999] {
            #expect(
                throws: AppLaunchError(
                    "--remote http://127.0.0.1:\(port) has port \(port); a port is from 1 to "
                        + "65535.", status: 2)
            ) {
                _ = try TriviaApp.remote("http://127.0.0.1:\(port)", now: { Date() })
            }
        }
        #expect(try TriviaApp.remote("http://127.0.0.1:65535", now: { Date() }) is HTTPTriviaRemote)
    }
}
