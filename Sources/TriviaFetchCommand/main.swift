import Foundation
import TriviaKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// `trivia-fetch LIMIT DEADLINE-MILLISECONDS`, with the URL and a newline on standard input: the
// lookup helper `trivia` starts for each lookup over HTTP, so that `trivia` itself never loads
// FoundationNetworking and libcurl (see FetchProcess in TriviaKit). It writes one FetchReply to
// standard output and ends. The URL is not an argument: every user can read those (`ps`).

InheritedDescriptors.closeAll()

// No core file: the toolchain's HTTP client stops this process with a fatal error when an
// answer breaks off inside its headers, and the app tries such a lookup again 10 s after each failure (a
// 58 MB core each time, where the system keeps them).
var noCoreFile = rlimit(rlim_cur: 0, rlim_max: 0)
#if os(Linux)
    _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCoreFile)
#else
    _ = setrlimit(RLIMIT_CORE, &noCoreFile)
#endif

/// Ends this process, saying how it is run.
func usage() -> Never {
    FileHandle.standardError.write(
        Data(
            ("usage: trivia-fetch LIMIT DEADLINE-MILLISECONDS, with the URL and a newline on "
                + "standard input (run by trivia)\n").utf8))
    exit(2)
}

/// The first line of standard input, without its newline; `nil` when input ends first.
///
/// Input ends first when the app has gone. Read a byte at a time, so nothing after the line is
/// taken from the lifeline.
func urlLine() -> String? {
    var line: [UInt8] = []
    var byte: UInt8 = 0
    while line.count <= FetchRequest.urlLineLimit {
        let count = read(0, &byte, 1)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return nil }
        if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
        line.append(byte)
    }
    usage()
}

guard let url = urlLine() else { exit(3) }
guard let request = FetchRequest(arguments: Array(CommandLine.arguments.dropFirst()), url: url)
else { usage() }

// Standard input is a socket only the app writes to, and after the URL it never does: when it
// closes, the lookup is over or the app has ended (however it ended), and so does this process.
Thread.detachNewThread {
    var byte: UInt8 = 0
    while true {
        let count = read(0, &byte, 1)
        if count == 0 || (count < 0 && errno != EINTR) { _exit(3) }
    }
}

let reply: FetchReply
do throws(RemoteFailure) {
    guard let url = URL(string: request.url) else { throw .badBody }
    var urlRequest = URLRequest(url: url)
    // URLSession's own timeout only bounds each quiet spell; the deadline bounds the whole.
    urlRequest.timeoutInterval = max(1, request.deadline / .seconds(1))
    let (status, body) = try await BoundedDownload.get(
        urlRequest, limit: request.limit, deadline: request.deadline,
        seconds: request.deadlineSeconds)
    reply = .answer(status: status, body: body)
} catch {
    reply = .failure(error)
}
let bytes = reply.bytes
var written = 0
while written < bytes.count {
    let count = bytes.withUnsafeBytes { write(1, $0.baseAddress! + written, bytes.count - written) }
    if count < 0, errno == EINTR { continue }
    // The app stopped reading: it has no use for the rest.
    guard count > 0 else { _exit(4) }
    written += count
}
// At once: a cancelled request may still be winding down, and the app waits for this end.
_exit(0)
