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
            url: "http://127.0.0.1:8765/42?json", limit: 65_536, deadline: .milliseconds(2_500))
        #expect(FetchRequest(arguments: request.arguments) == request)
        #expect(request.deadlineSeconds == 3)
        #expect(FetchRequest(arguments: ["http://x", "10"]) == nil)
        #expect(FetchRequest(arguments: ["http://x", "-1", "10"]) == nil)
        #expect(FetchRequest(arguments: ["http://x", "10", "0"]) == nil)
    }
}
