import Foundation
import Testing

@testable import TriviaKit

/// What the lookup helper writes and the app reads: every reply survives the trip, and bytes
/// that are not one are the helper's failure.
@Suite struct FetchReplyTests {
    @Test func everyReplyReadsBackAsWritten() throws {
        let replies: [FetchReply] = [
            .answer(status: 200, body: Data(#"{"text":"1 is one.\n"}"#.utf8)),
            .answer(status: 503, body: Data()),
            .answer(status: 200, body: Data([0x0A, 0x00, 0xFF, 0x0A])),
            .failure(.offline), .failure(.timedOut(seconds: 10)), .failure(.badBody),
            .failure(.tooLarge(limit: 65_536)), .failure(.cancelled),
            .failure(.redirected(to: "http://elsewhere:8080\n{\"status\":200}")),
        ]
        for reply in replies {
            #expect(try FetchReply(bytes: reply.bytes) == reply)
        }
    }

    @Test func bytesThatAreNotAReplyAreUnreadable() {
        let header = Data(#"{"status":200}"#.utf8)
        let samples: [Data] = [
            Data(), Data("garbage".utf8), Data("garbage\n".utf8), header,
            Data(#"{}"#.utf8) + Data([0x0A]),
            Data(#"{"status":200,"failure":{"offline":{}}}"#.utf8) + Data([0x0A]),
            Data(#"{"failure":{"offline":{}}}"#.utf8) + Data("\nbody".utf8),
            Data(repeating: 0x20, count: FetchReply.headerLimit) + header + Data([0x0A]),
        ]
        for bytes in samples {
            #expect(throws: RemoteFailure.helper(.unreadable)) { try FetchReply(bytes: bytes) }
        }
    }

    @Test func theHelpersArgumentsReadBackAsWritten() {
        let request = FetchRequest(
            url: "http://user:secret@127.0.0.1:8765/42?key=K&json", limit: 65_536,
            deadline: .milliseconds(2_500))
        let line = String(decoding: request.input, as: UTF8.self)
        #expect(line == request.url + "\n")
        #expect(FetchRequest(arguments: request.arguments, url: request.url) == request)
        #expect(request.deadlineSeconds == 3)
        #expect(FetchRequest(arguments: ["10"], url: "http://x") == nil)
        #expect(FetchRequest(arguments: ["-1", "10"], url: "http://x") == nil)
        #expect(FetchRequest(arguments: ["10", "0"], url: "http://x") == nil)
    }

    /// The helper's command line, which every user of the machine can read (`ps`), holds
    /// nothing of the URL: not a key in its query, not a password in it (a hostile tester
    /// read both).
    @Test func theHelpersArgumentsHoldNoURL() {
        let request = FetchRequest(
            url: "http://user:secret@127.0.0.1:8765/42?key=KEY&json", limit: 65_536,
            deadline: .seconds(10))
        for argument in request.arguments {
            #expect(!argument.contains("secret") && !argument.contains("KEY"))
            #expect(!argument.contains("127.0.0.1"))
        }
    }
}
