import Foundation
import ScenicTestSupport
import Testing

@testable import TriviaKit

/// The lookup helper as the app sees it: a helper that is missing, killed, failing, hanging,
/// or writing garbage or too much ends the lookup with a typed failure, never a hang or a
/// fact; and the helper never outlives the lookup or the app.
///
/// The helpers here are shell scripts standing in for `trivia-fetch`; the real one is tested
/// against hostile servers in ``HTTPTriviaRemoteTests``.
@Suite(.blocking) struct FetchProcessTests {
    private let folder: URL

    init() throws {
        folder = try TriviaTestServer.folder()
    }

    /// An executable script at a new path in ``folder``.
    private func helper(_ script: String) throws -> String {
        try executable(Array("#!/bin/sh\n\(script)\n".utf8))
    }

    /// An executable file of `bytes` at a new path in ``folder``.
    private func executable(_ bytes: [UInt8]) throws -> String {
        let path = folder.appendingPathComponent("helper-\(UUID().uuidString)").path
        // Close-on-exec: a process another test starts meanwhile must not keep the script open
        // for writing, which would make starting it fail ("text file busy").
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o700)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try #require(write(descriptor, bytes, bytes.count) == bytes.count)
        return path
    }

    private func remote(helper: String, timeout: Duration = .seconds(30)) -> HTTPTriviaRemote {
        // Nothing listens there: only the helper's answer counts.
        HTTPTriviaRemote(
            baseURL: URL(string: "http://127.0.0.1:9")!, timeout: timeout, bodyLimit: 1_024,
            helper: helper)
    }

    /// The process number a script wrote to `file`.
    private func process(in file: URL) throws -> pid_t {
        let text = try String(contentsOf: file, encoding: .utf8)
        return try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// Whether a process with this number still exists (a zombie counts).
    private func exists(_ process: pid_t) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }

    @Test func aMissingHelperIsNamedWithWhatToDo() async throws {
        let path = folder.appendingPathComponent("trivia-fetch").path
        await #expect(throws: RemoteFailure.helper(.missing(path: path))) {
            try await remote(helper: path).fact(about: 1)
        }
        #expect(
            FactWords.failure(.helper(.missing(path: path)))
                == "the lookup helper is missing: there is no trivia-fetch at \(path) (`swift "
                + "build` makes it beside trivia; keep the two together)")
    }

    @Test func theRealHelperIsFoundBesideThisProgram() async throws {
        let path = FetchProcess.helperBesideThisProgram
        #expect(path.hasSuffix("/trivia-fetch"))
        #expect(FileManager.default.isExecutableFile(atPath: path), "\(path)")
    }

    @Test func aHelperThatCannotStartSaysWhy() async throws {
        // The start of an ELF header, and no more.
        let notExecutable = try executable([0x7F, 0x45, 0x4C, 0x46, 0x00])
        await #expect(
            throws: RemoteFailure.helper(
                .notStarted(path: notExecutable, reason: "Exec format error"))
        ) {
            try await remote(helper: notExecutable).fact(about: 1)
        }
        // Not executable at all.
        let notAllowed = folder.appendingPathComponent("not-allowed").path
        try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: notAllowed))
        await #expect(
            throws: RemoteFailure.helper(
                .notStarted(path: notAllowed, reason: "Permission denied"))
        ) {
            try await remote(helper: notAllowed).fact(about: 1)
        }
        // A folder in its place: not a matter of permissions.
        let folderInstead = folder.appendingPathComponent("folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folderInstead, withIntermediateDirectories: true)
        await #expect(
            throws: RemoteFailure.helper(
                .notStarted(
                    path: folderInstead.path, reason: "it is a folder, not the helper program"))
        ) {
            try await remote(helper: folderInstead.path).fact(about: 1)
        }
        #expect(
            FactWords.failure(
                .helper(.notStarted(path: "/x/trivia-fetch", reason: "Exec format error")))
                == "the lookup helper /x/trivia-fetch could not be started: Exec format error")
    }

    @Test func aHelperKilledOrFailingIsItsOwnFailure() async throws {
        await #expect(throws: RemoteFailure.helper(.stopped(signal: SIGKILL))) {
            try await remote(helper: try helper("kill -KILL $$")).fact(about: 1)
        }
        await #expect(throws: RemoteFailure.helper(.exited(status: 7))) {
            try await remote(helper: try helper("printf '{\"status\":200}\\n'; exit 7")).fact(
                about: 1)
        }
        #expect(
            FactWords.failure(.helper(.stopped(signal: 9)))
                == "the lookup helper trivia-fetch was ended by signal 9 before it answered")
        // Its own runtime error is what the HTTP client does with an answer broken off inside
        // its headers: said so, and tried again (it read as a broken install, and was not).
        for signal in [SIGILL, SIGTRAP] {
            #expect(
                FactWords.failure(.helper(.stopped(signal: signal)))
                    == "the lookup helper trivia-fetch stopped on a runtime error while it asked "
                    + "the server (the HTTP client stops so when an answer breaks off inside its "
                    + "headers)")
            #expect(
                FactWords.advice(after: .helper(.stopped(signal: signal)), number: 5)
                    == "Type \"number 5\" to try again.")
        }
        #expect(
            FactWords.failure(.helper(.exited(status: 7)))
                == "the lookup helper trivia-fetch ended with status 7 before it answered")
    }

    @Test func aHelperWritingGarbageIsUnreadable() async throws {
        await #expect(throws: RemoteFailure.helper(.unreadable)) {
            try await remote(helper: try helper("printf '\\033[31mnot a reply\\n'")).fact(
                about: 1)
        }
        #expect(
            FactWords.failure(.helper(.unreadable))
                == "the lookup helper trivia-fetch answered with something that is not an answer")
    }

    /// The app reads no more than the limit and a header from the pipe, whatever the helper
    /// writes, and checks the body's length itself.
    ///
    /// The helper keeps to the limit, so a body over it is the helper's fault, and worded so
    /// (not as the server's answer).
    @Test func aHelperWritingTooMuchIsCutOff() async throws {
        // Endless: only the app's limit on the pipe ends it.
        let endless = try helper("printf '{\"status\":200}\\n'; exec cat /dev/zero")
        await #expect(throws: RemoteFailure.helper(.overLimit(limit: 1_024))) {
            try await remote(helper: endless).fact(about: 1)
        }
        // Over the body limit, within the pipe's.
        let over = try helper("printf '{\"status\":200}\\n'; head -c 1025 /dev/zero")
        await #expect(throws: RemoteFailure.helper(.overLimit(limit: 1_024))) {
            try await remote(helper: over).fact(about: 1)
        }
        #expect(
            FactWords.failure(.helper(.overLimit(limit: 65_536)))
                == "the lookup helper trivia-fetch wrote more than the 65536 bytes an answer may "
                + "have (it keeps to that limit; is it the one built with trivia?)")
    }

    /// A helper file another process holds open for writing for a moment ("text file busy",
    /// as while a build puts it in place) is started once it is free.
    ///
    /// The other process opens the file itself: opened here, every process the other tests
    /// start meanwhile would inherit it, and a `swift build` of theirs held it busy for 20 s.
    @Test func aHelperBusyForAMomentIsStartedOnceFree() async throws {
        let path = try helper(
            #"printf '{"status":200}\n{"text":"1 is the first.","number":1,"found":true}'"#)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/bin/sh")
        holder.arguments = ["-c", #"exec 3>>"$1"; echo held; sleep 0.05"#, "sh", path]
        let said = Pipe()
        holder.standardOutput = said
        try holder.run()
        defer { holder.waitUntilExit() }
        // Only once the file is held: a lookup started before would find it free.
        let held = try #require(try said.fileHandleForReading.read(upToCount: 5))
        #expect(String(decoding: held, as: UTF8.self) == "held\n")
        #expect(try await remote(helper: path).fact(about: 1).text == "1 is the first.")
    }

    /// The helper's answer is taken as the server's: a failure it reports is the lookup's.
    @Test func aHelpersReplyIsTheLookupsOutcome() async throws {
        let fact = try helper(
            #"printf '{"status":200}\n{"text":"1 is the first.","number":1,"found":true}'"#)
        #expect(try await remote(helper: fact).fact(about: 1).text == "1 is the first.")
        let redirected = try helper(#"printf '{"failure":{"redirected":{"to":"http://x"}}}\n'"#)
        await #expect(throws: RemoteFailure.redirected(to: "http://x")) {
            try await remote(helper: redirected).fact(about: 1)
        }
    }

    /// A helper that never answers is killed at the deadline, and one whose lookup is
    /// cancelled at once: neither is left running.
    @Test func aHangingHelperIsKilledAtTheDeadlineOrOnCancel() async throws {
        let pidFile = folder.appendingPathComponent("pid")
        // Written whole, then renamed: the file is there only once it holds the number (a
        // cancel as soon as the file appeared once killed the helper before it wrote).
        let hanging = try helper(
            "echo $$ > '\(pidFile.path).new' && mv '\(pidFile.path).new' '\(pidFile.path)'; "
                + "exec sleep 300")
        await #expect(throws: RemoteFailure.timedOut(seconds: 1)) {
            try await remote(helper: hanging, timeout: .seconds(1)).fact(about: 1)
        }
        let timedOut = try process(in: pidFile)
        try FileManager.default.removeItem(at: pidFile)

        let lookup = Task { () async throws(RemoteFailure) -> Fact in
            try await remote(helper: hanging).fact(about: 1)
        }
        while !FileManager.default.fileExists(atPath: pidFile.path) {
            try await Task.sleep(for: .milliseconds(20))
        }
        lookup.cancel()
        await #expect(throws: RemoteFailure.cancelled) { try await lookup.value }
        let cancelled = try process(in: pidFile)
        // Killed, then reaped by the lookup's thread: give that thread its moment.
        for process in [timedOut, cancelled] {
            for _ in 0..<500 where exists(process) { try await Task.sleep(for: .milliseconds(20)) }
            #expect(!exists(process), "helper \(process) still runs")
        }
    }

    /// The real helper ends as soon as its input closes, which happens when the app ends in any
    /// way (even killed): it does not stay for its lookup's deadline.
    @Test func theHelperEndsWithItsApp() async throws {
        let server = try LoopbackHTTPServer { _ in
            .answer(200, body: #"{"text":"late"}"#, delay: .seconds(60))
        }
        defer { server.stop() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: FetchProcess.helperBesideThisProgram)
        process.arguments =
            FetchRequest(
                url: server.baseURL.absoluteString + "/1?json", limit: 1_024,
                deadline: .seconds(120)
            ).arguments
        let lifeline = Pipe()
        let output = Pipe()
        process.standardInput = lifeline
        process.standardOutput = output
        try process.run()
        lifeline.fileHandleForWriting.write(
            Data(
                FetchRequest(
                    url: server.baseURL.absoluteString + "/1?json", limit: 1_024,
                    deadline: .seconds(120)
                ).input))
        // Asking the server: the lookup is under way.
        while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(20)) }
        try lifeline.fileHandleForWriting.close()
        try await SeparateThread.run { process.waitUntilExit() }
        // Its own status for a closed lifeline; at its deadline it would have answered (0).
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 3)
        #expect(output.fileHandleForReading.readDataToEndOfFile().isEmpty)
    }

    #if os(Linux)
        /// The real helper keeps no descriptor it inherited beyond standard input, output and
        /// error: `posix_spawn` hands it every descriptor of the app's process that is not
        /// close-on-exec (here a pipe made as `Pipe()` makes one), and kept, such a pipe stays
        /// open until the lookup's deadline, and so does the wait of whoever reads its end.
        @Test func theRealHelperKeepsNoDescriptorItInherited() async throws {
            let server = try LoopbackHTTPServer { _ in
                .answer(200, body: #"{"text":"late"}"#, delay: .seconds(60))
            }
            defer { server.stop() }
            var ends: [Int32] = [-1, -1]
            try #require(pipe(&ends) == 0)
            defer { for end in ends { close(end) } }
            var status = stat()
            try #require(fstat(ends[1], &status) == 0)
            let inherited = "pipe:[\(status.st_ino)]"

            let url = server.baseURL.absoluteString + "/1?json"
            // Asking the server: the helper has run past its start.
            let lookup = try await Self.lookUpUntilAsked(url, server: server)
            defer { lookup.cancel() }
            let helper = try #require(
                Self.children().first { Self.commandLine(of: $0).contains("trivia-fetch") },
                "no helper asking \(url)")
            let held = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(helper)/fd")
                .compactMap {
                    try? FileManager.default.destinationOfSymbolicLink(
                        atPath: "/proc/\(helper)/fd/\($0)")
                }
            #expect(!held.contains(inherited), "\(held)")
            #expect(held.count > 3, "the listing saw the helper's own descriptors: \(held)")
        }

        /// The helper's command line, which every user of the machine can read (`ps`), holds
        /// nothing of the URL it asks: not a key in its query, not a password (a hostile
        /// tester read both with `ps -eo args`).
        @Test func theRealHelpersCommandLineHoldsNoURL() async throws {
            let server = try LoopbackHTTPServer { _ in
                .answer(200, body: #"{"text":"late"}"#, delay: .seconds(60))
            }
            defer { server.stop() }
            let url = "http://user:PASSWORD@127.0.0.1:\(server.port)/1?key=SECRETKEY&json"
            // Asking the server: the helper read its URL.
            let lookup = try await Self.lookUpUntilAsked(url, server: server)
            defer { lookup.cancel() }
            #expect(server.requests.first?.contains("key=SECRETKEY") == true)
            let helpers = Self.children().map(Self.commandLine(of:))
                .filter { $0.contains("trivia-fetch") }
            // Other tests may run helpers of their own meanwhile: none may show a URL.
            #expect(!helpers.isEmpty)
            for commandLine in helpers {
                #expect(!commandLine.contains("SECRETKEY"), "\(commandLine)")
                #expect(!commandLine.contains("PASSWORD"), "\(commandLine)")
            }
        }

        /// Looks `url` up with the real helper and returns once `server` has been asked, the
        /// lookup still running; cancel it when done.
        private static func lookUpUntilAsked(
            _ url: String, server: LoopbackHTTPServer
        ) async throws -> Task<(status: Int, body: Data), any Error> {
            let lookup = Task {
                try await FetchProcess.run(
                    FetchRequest(url: url, limit: 1_024, deadline: .seconds(60)),
                    helper: FetchProcess.helperBesideThisProgram)
            }
            while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(20)) }
            return lookup
        }

        /// The processes whose parent is this one.
        private static func children() -> [pid_t] {
            let parent = getpid()
            let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return names.compactMap { pid_t($0) }.filter { process in
                // `PID (NAME) STATE PARENT …`; the name may hold spaces, so read after its end.
                guard
                    let stat = try? String(
                        contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
                    let nameEnd = stat.lastIndex(of: ")")
                else { return false }
                let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
                return fields.count > 1 && pid_t(fields[1]) == parent
            }
        }

        /// The command line of `process`, its arguments separated by spaces.
        private static func commandLine(of process: pid_t) -> String {
            let bytes = FileManager.default.contents(atPath: "/proc/\(process)/cmdline") ?? Data()
            return String(decoding: bytes.map { $0 == 0 ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
        }
    #endif
}
