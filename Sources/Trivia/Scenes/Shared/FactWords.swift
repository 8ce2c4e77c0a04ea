import Foundation

/// How the screens word facts' dates and the remote's failures: one place for both.
enum FactWords {
    /// `2026-11-23 20:30 UTC`: the same on every machine, so stories and previews are stable.
    static func date(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let two = { (value: Int?) in String(format: "%02d", value ?? 0) }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) "
            + "\(two(parts.hour)):\(two(parts.minute)) UTC"
    }

    /// What went wrong, for the middle of a sentence.
    static func failure(_ failure: RemoteFailure) -> String {
        switch failure {
        case .offline: return "the server could not be reached"
        case .timedOut(let seconds): return "the server did not answer within \(seconds) seconds"
        // A redirect reaches the app only when it could not be followed: one to another
        // server is `redirected`, and one on the same server is followed.
        case .status(let code) where [301, 302, 303, 307, 308].contains(code):
            return "the server answered with HTTP status \(code), sending the lookup on without "
                + "an address this app could follow"
        case .status(let code) where RemoteFailure.isBusy(code):
            return "the server answered with HTTP status \(code): it is busy, or asks for fewer "
                + "lookups"
        case .status(let code) where !(100...599).contains(code):
            return "the server answered with \(code), which is no HTTP status"
        case .status(let code): return "the server answered with HTTP status \(code)"
        case .badBody: return "the server's answer could not be read as a fact"
        case .tooLarge(let limit): return "the server's answer was longer than \(limit) bytes"
        case .factTooLong(let excess):
            return "the server's fact is longer than this app keeps (\(excess))"
        case .redirected(let origin) where !isServer(origin):
            return "the server sent the lookup on to \(origin), which this app does not follow: "
                + "it asks only http(s) servers"
        case .redirected(let origin):
            return "the server sent the lookup on to another server, \(origin), which this app "
                + "does not follow"
        case .redirectLoop:
            return "the server kept sending the lookup on to itself, without an answer"
        case .brokenOff: return "the server's answer broke off before its end"
        case .unreachableOrUnreadable:
            return "the server could not be reached, or its answer could not be read as HTTP"
        case .noFact: return "the server has no fact about this number"
        case .cancelled: return "the lookup was stopped"
        case .helper(.missing(let path)):
            return "the lookup helper is missing: there is no trivia-fetch at \(path) (`swift "
                + "build` makes it beside trivia; keep the two together)"
        case .helper(.notStarted(let path, let reason)):
            return "the lookup helper \(path) could not be started: \(reason)"
        case .helper(let helper) where helper.isRuntimeError:
            return "the lookup helper trivia-fetch stopped on a runtime error while it asked "
                + "the server (the HTTP client stops so when an answer breaks off inside its "
                + "headers)"
        case .helper(.stopped(let signal)):
            return "the lookup helper trivia-fetch was ended by signal \(signal) before it answered"
        case .helper(.exited(let status)):
            return "the lookup helper trivia-fetch ended with status \(status) before it answered"
        case .helper(.unreadable):
            return "the lookup helper trivia-fetch answered with something that is not an answer"
        case .helper(.overLimit(let limit)):
            return "the lookup helper trivia-fetch wrote more than the \(limit) bytes an answer "
                + "may have (it keeps to that limit; is it the one built with trivia?)"
        }
    }

    /// Why a saved fact is shown instead of a fresh one, as a sentence.
    ///
    /// Only a server that could not be reached, or did not answer in time, is "Offline": one
    /// that answered with an error, or without a fact, was online.
    static func savedFact(because failure: RemoteFailure, savedOn date: Date) -> String {
        let why =
            switch failure {
            case .noFact: "The server has no fact about this number now"
            case .offline, .timedOut: "Offline: \(self.failure(failure))"
            default: "No fresh fact: \(self.failure(failure))"
            }
        return "\(why), so this is the fact saved on \(self.date(date))."
    }

    /// What to do next when `failure` left no fact about `number`; `nil` when the failure's
    /// own words say it (the lookup helper's).
    static func advice(after failure: RemoteFailure, number: Int) -> String? {
        let again = "Type \"number \(number)\" to try again."
        let otherServer =
            "This server does not answer as the numbers API does: start trivia with another "
            + "--remote, or with --remote embedded to work without a network."
        switch failure {
        case .offline, .timedOut, .cancelled, .brokenOff, .unreachableOrUnreadable: return again
        case .helper(let helper) where helper.isRuntimeError: return again
        // Busy for now (408, 429): waiting can mend it, unlike a server that answers otherwise.
        case .status(let code) where RemoteFailure.isBusy(code):
            return "Wait a while, then type \"number \(number)\" to try again."
        case .status(let code): return (500...599).contains(code) ? again : otherServer
        case .badBody, .tooLarge, .factTooLong, .redirectLoop: return otherServer
        case .noFact: return "Try another number, or \"random\"."
        // Only a remote the app takes: it refuses `--remote ftp://…`, and `http://` with no
        // host (a hostile tester was offered `--remote http://.`).
        case .redirected(let origin)
        where isServer(origin) && canBeTyped(origin)
            && (try? HTTPTriviaRemote.baseURL(origin)) != nil:
            return "To ask that server, start trivia with --remote \(origin)."
        case .redirected: return otherServer
        case .helper: return nil
        }
    }

    /// Whether `origin` (`scheme://host[:port]`, its scheme lowercased) is an http(s) server,
    /// as a remote must be.
    private static func isServer(_ origin: String) -> Bool {
        origin.hasPrefix("http://") || origin.hasPrefix("https://")
    }

    /// Whether `origin` names its host as one is typed (letters, digits, `.`, `-`, `:` and
    /// brackets): a host a server percent-encoded (`ev%1B%5B2Jil`) is shown decoded and
    /// escaped, and offered as `--remote` it would name another server, or none.
    private static func canBeTyped(_ origin: String) -> Bool {
        guard let host = origin.split(separator: "://", maxSplits: 1).last else { return false }
        let typed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: ".-:[]"))
        return host.unicodeScalars.allSatisfy { $0.isASCII && typed.contains($0) }
    }

    /// The number as people read it: `1,000`.
    static func number(_ number: Int) -> String {
        let digits = Array(String(number))
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return grouped
    }
}
