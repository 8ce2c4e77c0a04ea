import ScenicSnapshotStore

/// `scenic review`: walks the pending snapshots on a terminal, one key per decision.
struct ReviewCommand {
    /// A reviewer's answer for one snapshot.
    enum Answer: Equatable {
        case accept
        case reject
        case skip
        case acceptRest
        case rejectRest
        case quit

        /// The answer for a key, or `nil` for a key that means nothing here.
        init?(key: UInt8) {
            switch key {
            case UInt8(ascii: "a"): self = .accept
            case UInt8(ascii: "r"): self = .reject
            case UInt8(ascii: "s"), UInt8(ascii: " "): self = .skip
            case UInt8(ascii: "A"): self = .acceptRest
            case UInt8(ascii: "R"): self = .rejectRest
            // q, Ctrl-C and Ctrl-D all leave the rest pending.
            case UInt8(ascii: "q"), 3, 4: self = .quit
            default: return nil
            }
        }
    }

    var context: CommandContext

    private static let keys =
        "[a]ccept  [r]eject  [s]kip  [q]uit  [A]ccept all the rest  [R]eject all the rest"

    /// Reviews every pending snapshot; returns 1 when some are still pending afterwards.
    func run(_ arguments: [String]) throws(CommandError) -> Int32 {
        try CommandError.refuseArguments(arguments, of: .review)
        let pending = context.store.pending()
        guard !pending.isEmpty else {
            Terminal.print("No pending snapshots.")
            return 0
        }
        guard Terminal.inputIsTerminal else {
            throw .reviewNeedsTerminal(pending: pending.count)
        }
        let outcome = Terminal.withSingleKeyInput {
            Result { () throws(CommandError) in try review(pending, readAnswer: readKey) }
        }
        // Without single-key input, fall back to reading a line per answer.
        let result = try
            (outcome
            ?? Result { () throws(CommandError) in
                try review(pending, readAnswer: readLine)
            }).get()
        return result
    }

    private func review(
        _ pending: [PendingSnapshot], readAnswer: () -> Answer
    ) throws(CommandError) -> Int32 {
        let colored = Terminal.usesColor(environment: context.environment)
        let decide = { (decision: DecisionCommand.Decision) in
            DecisionCommand(context: context, decision: decision)
        }
        var accepted = 0
        var rejected = 0
        var rest: Answer?
        for (index, snapshot) in pending.enumerated() {
            // A file that cannot be shown cannot be decided on, even by "all the rest".
            let diff: String
            do throws(SnapshotError) {
                diff = try context.store.diff(of: snapshot, colored: colored)
            } catch {
                context.reportSkipped(snapshot, error)
                continue
            }
            var answer = rest
            if answer == nil {
                let kind = context.isNew(snapshot) ? "new" : "changed"
                Terminal.print("")
                Terminal.print(
                    "[\(index + 1)/\(pending.count)] \(snapshot.testDescription) (\(kind))")
                Terminal.print(diff)
                Terminal.prompt(ReviewCommand.keys + " ? ")
                answer = readAnswer()
            }
            switch answer {
            case .accept, .acceptRest:
                Terminal.print(try decide(.accept).apply(to: snapshot))
                accepted += 1
            case .reject, .rejectRest:
                Terminal.print(try decide(.reject).apply(to: snapshot))
                rejected += 1
            case .skip:
                Terminal.print("Skipped \(snapshot.pendingPath)")
            case .quit, nil:
                break
            }
            if answer == .acceptRest || answer == .rejectRest { rest = answer }
            if answer == .quit { break }
        }
        let left = context.store.pending().count
        Terminal.print("")
        Terminal.print("Accepted \(accepted), rejected \(rejected); \(left) still pending.")
        return left == 0 ? 0 : 1
    }

    /// Reads single keys until one means something.
    private func readKey() -> Answer {
        while true {
            guard let key = Terminal.readByte() else {
                Terminal.print("quit")
                return .quit
            }
            if let answer = Answer(key: key) {
                Terminal.print(ReviewCommand.word(for: answer))
                return answer
            }
        }
    }

    /// Reads lines until one starts with a key that means something.
    private func readLine() -> Answer {
        while true {
            guard let line = Swift.readLine() else { return .quit }
            if let key = line.utf8.first, let answer = Answer(key: key) { return answer }
            Terminal.prompt(ReviewCommand.keys + " ? ")
        }
    }

    private static func word(for answer: Answer) -> String {
        switch answer {
        case .accept: return "accept"
        case .reject: return "reject"
        case .skip: return "skip"
        case .acceptRest: return "accept all the rest"
        case .rejectRest: return "reject all the rest"
        case .quit: return "quit"
        }
    }
}
