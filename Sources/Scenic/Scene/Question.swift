import Foundation

/// A question a ``Logic`` asks with ``Effect/ask(_:)``: shown on the status line, answered by
/// the next typed line.
///
/// ```swift
/// tester.send(
///     .clear,
///     effects: [.ask(.yesOrNo("Forget the fact?", yes: .clearConfirmed, no: .clearKept))])
/// ```
///
/// The answer's action is sent to the Logic like any other, so a test asserts the question as
/// an effect and then sends the answer's action. A line that is none of the answers asks again.
///
/// A question may take free text instead, read by an ``ArgumentKind``
/// (``text(_:_:cancelled:previous:answer:)``):
/// a refusal asks again with the reason. While any question waits, `help` explains it, `back`
/// cancels it (the Logic hears ``cancelled``) and stays on the screen, and `home` and `quit`
/// cancel it and do what they say.
/// Only such a word alone (in any case) is taken so: `quit smoking` is an answer, and so is
/// `"Home"` in quotes, as `Home`. An empty line answers too: a yes/no question asks again, and
/// a free-text question's kind reads `""`.
public struct Question<Action: Sendable>: Sendable {
    /// One answer: the words that give it (the first is shown) and the action it sends.
    public struct Answer: Sendable {
        /// The words that give this answer, in any case; the first is shown in the question.
        public var words: [String]
        /// The action sent when this answer is typed.
        public var action: Action

        /// An answer given by any of `words`.
        public init(_ words: [String], _ action: Action) {
            self.words = words
            self.action = action
        }
    }

    /// Reads a free-text answer: the action it gives, or the refusal to show.
    struct TextReader: Sendable {
        /// What the answer must be, for the prompt and help: `an amount such as $12.50`.
        var description: String
        /// The values the kind offers to Tab completion.
        var offered: [String]
        var read: @Sendable (String) -> Result<Action, KindRefusal>
    }

    /// The question, a full sentence.
    public var text: String
    /// The answers accepted, in the order shown; none for a free-text question.
    public var answers: [Answer]
    /// The action the Logic hears when the question is cancelled by `back`, `home` or `quit`;
    /// `nil` to hear nothing.
    public var cancelled: Action?
    /// The action `back` sends instead of cancelling, in a form.
    ///
    /// It asks the previous field again; `nil` (the default) lets `back` cancel the question,
    /// staying on the screen.
    public var previous: Action?
    /// The reader of a free-text question.
    private(set) var reader: TextReader?
    /// The name a secret answer is recorded and replayed by (`${API_KEY}` in a story); `nil`
    /// for a question whose answer is shown as typed.
    public private(set) var secretName: String?
    /// The answer an empty line gives (``defaulting(to:)``); `nil` when an empty line is read
    /// as any other.
    public private(set) var defaultAnswer: String?

    /// The most columns of a default the prompt shows.
    static var shownDefaultWidth: Int { 30 }

    /// This question with `answer` given by an empty line, as if typed, and said in the prompt:
    /// `Port? (a whole number from 1024 to 65535; Enter for 8080)`, cut to 30 columns.
    ///
    /// For a field of a form shown again (after `back`, or to change a record), so Enter keeps
    /// what it holds: `.text("Port?", .integer(in: 1024...65535), cancelled: .cancelled,
    /// previous: .askName) { .port($0) }.defaulting(to: String(state.draft.port))`, or
    /// `.yesOrNo("Use HTTPS?", yes: .https(true), no: .https(false)).defaulting(to: "yes")`.
    /// The answer is read as a typed one is, so one the question refuses is refused (and
    /// shown) the same way. A secret question is left as it is: its default would show; so
    /// would any other, so give none a screen hides (a locked title).
    public func defaulting(to answer: String) -> Question {
        // An empty default is what an empty line is already, and "Enter for )" said nothing.
        guard secretName == nil, !answer.isEmpty else { return self }
        var question = self
        question.defaultAnswer = answer
        return question
    }

    /// A question with its answers; `cancelled` is what the Logic hears if it is cancelled.
    public init(_ text: String, answers: [Answer], cancelled: Action? = nil) {
        self.text = text
        self.answers = answers
        self.cancelled = cancelled
        previous = nil
        reader = nil
        secretName = nil
    }

    /// A question answered in free text, read by `kind`: `answer` makes the action from the
    /// value; a line the kind refuses asks again, with the kind's reason.
    ///
    /// The kind reads the whole line as typed, without the spaces and tabs at its ends: quotes
    /// are kept and nothing is split off, so `Lunch with "Zé" at 8` is one answer (an
    /// argument's kind, by contrast, reads one word with its quotes removed).
    ///
    /// Give `cancelled:` whenever the Logic keeps something for the question (a draft, a
    /// flag): without it, `back`, `home` and `quit` cancel the question and the Logic hears
    /// nothing.
    ///
    /// ```swift
    /// return [.ask(.text("How much?", .money, cancelled: .formCancelled) { .amount($0) })]
    /// ```
    ///
    /// In a form (a sequence of such questions), use
    /// ``text(_:_:cancelled:previous:answer:)``.
    public static func text<Value>(
        _ text: String, _ kind: ArgumentKind<Value>, cancelled: Action? = nil,
        answer: @escaping @Sendable (Value) -> Action
    ) -> Question {
        let read = kind.read
        return Question(
            text: text, cancelled: cancelled,
            reader: TextReader(
                description: kind.description, offered: kind.offered,
                read: { typed in read(typed).map(answer) }))
    }

    /// A question of a form (a sequence of questions answered in free text, read by `kind`):
    /// `previous:` is the action that asks the field before again, which `back` sends instead
    /// of leaving the screen (`nil` for the first field).
    ///
    /// `cancelled:` is required here, and not optional: a form keeps a draft, and a form
    /// cancelled by `home` or `quit` without the Logic hearing of it would keep the draft for
    /// good, so `cancelled: nil` does not compile.
    ///
    /// ```swift
    /// return [.ask(.text("Who paid?", .member, cancelled: .cancelled, previous: .start) {
    ///     .payer($0)
    /// })]
    /// ```
    public static func text<Value>(
        _ text: String, _ kind: ArgumentKind<Value>, cancelled: Action, previous: Action?,
        answer: @escaping @Sendable (Value) -> Action
    ) -> Question {
        var question = Self.text(text, kind, cancelled: cancelled, answer: answer)
        question.previous = previous
        return question
    }

    /// A question whose answer is secret (a password, an API key), taken as typed: read with
    /// echo off on a terminal, shown as `(hidden)` in a transcript, written `•••` in a log,
    /// never kept for the up arrow, and recorded by `--record` as `${NAME}`, which a story
    /// test's `secrets:` or the app's `--replay` environment fills in.
    ///
    /// ```swift
    /// return [.ask(.secret("Your API key?", named: "API_KEY", cancelled: .setupCancelled) {
    ///     .key($0)
    /// })]
    /// ```
    ///
    /// `back`, `home`, `quit` and `help` alone keep their meaning, as for every question. In a
    /// form, use ``secret(_:named:cancelled:previous:answer:)``.
    ///
    /// - Parameter name: the placeholder's name, written in capitals with `_` for what is not
    ///   a letter or a digit (`api key` is `${API_KEY}`).
    public static func secret(
        _ text: String, named name: String, cancelled: Action?,
        answer: @escaping @Sendable (String) -> Action
    ) -> Question {
        var question = Question(
            text: text, cancelled: cancelled,
            reader: TextReader(
                description: "typed hidden", offered: [],
                read: { typed in .success(answer(typed)) }))
        question.secretName = name
        return question
    }

    /// A secret question of a form: `previous:` is the action `back` sends, and `cancelled:`
    /// is required, as for the form's other questions
    /// (``text(_:_:cancelled:previous:answer:)``).
    public static func secret(
        _ text: String, named name: String, cancelled: Action, previous: Action?,
        answer: @escaping @Sendable (String) -> Action
    ) -> Question {
        var question = secret(text, named: name, cancelled: cancelled, answer: answer)
        question.previous = previous
        return question
    }

    private init(text: String, cancelled: Action?, reader: TextReader) {
        self.text = text
        answers = []
        self.cancelled = cancelled
        previous = nil
        self.reader = reader
        secretName = nil
    }

    /// A question answered `yes` (or `y`) or `no` (or `n`).
    ///
    /// At the end of a form, use ``yesOrNo(_:yes:no:cancelled:previous:)``.
    public static func yesOrNo(_ text: String, yes: Action, no: Action, cancelled: Action? = nil)
        -> Question
    {
        Question(
            text, answers: [Answer(["yes", "y"], yes), Answer(["no", "n"], no)],
            cancelled: cancelled)
    }

    /// A question answered `yes` or `no` at the end of a form: `previous:` is the action that
    /// asks the last field again, so `back` steps back into the form.
    ///
    /// `cancelled:` is required here, and not optional, as for the form's other questions
    /// (``text(_:_:cancelled:previous:answer:)``).
    public static func yesOrNo(
        _ text: String, yes: Action, no: Action, cancelled: Action, previous: Action?
    ) -> Question {
        var question = yesOrNo(text, yes: yes, no: no, cancelled: cancelled)
        question.previous = previous
        return question
    }

    /// The question as the status line shows it: `Delete all 12 facts? (yes/no)`, or for free
    /// text `How much? (an amount such as $12.50)`.
    public var prompt: String {
        // Cut: a 60,000-character title ran to a thousand lines of prompt (a stranger).
        let enter =
            defaultAnswer.map {
                "; Enter for " + TextLayout.cut($0, toWidth: Self.shownDefaultWidth)
            }
            ?? ""
        if let reader { return text + " (" + reader.description + enter + ")" }
        return text + " (" + answers.compactMap(\.words.first).joined(separator: "/") + enter
            + ")"
    }

    /// What Tab completes an answer to: each answer's first word, or the values the kind of a
    /// free-text question offers.
    var completions: [String] {
        reader?.offered ?? answers.compactMap(\.words.first)
    }

    /// The action the answer `line` gives, or `nil` when the question would ask again: for a
    /// test of a Logic's question.
    public func action(answering line: String) -> Action? {
        try? reading(line).get()
    }

    /// What the status line says to the answer `line` as the question asks again, or `nil`
    /// when the answer is taken: for a test of a refusal's words.
    ///
    /// ```swift
    /// #expect(
    ///     question.refusal(answering: "abc")
    ///         == "That is not an amount such as 12.50. Answer again, or type \"back\" to cancel.")
    /// ```
    public func refusal(answering line: String) -> String? {
        guard case .failure(let refusal) = reading(line) else { return nil }
        return refusal.message
    }

    /// The action of the answer `line` gives, or the sentence saying why it gives none.
    func reading(_ line: String) -> Result<Action, QuestionRefusal> {
        // A secret is taken as typed, its spaces too, as a secret argument is. Other answers
        // lose the spaces at their ends, ideographic ones too, as words are separated by them.
        // A global command's word in quotes is the word: how `home` is given as an answer.
        var typed =
            secretName != nil
            ? line : GlobalCommand.quotedWord(in: line) ?? Tokenizer.trimmingSeparators(line)
        if typed.isEmpty, let defaultAnswer { typed = defaultAnswer }
        if let reader {
            // In a form, `back` asks the field before instead of cancelling.
            let back =
                previous == nil
                ? " Answer again, or type \"back\" to cancel."
                : " Answer again, or type \"back\" for the question before."
            return reader.read(typed).mapError { refusal in
                let reason =
                    refusal.message.map(Self.sentence) ?? "That is not \(reader.description)."
                return QuestionRefusal(message: reason + back)
            }
        }
        // One word in quotes is that word, as at the prompt: `"yes"` answers yes.
        let read = Tokenizer.lineWords(in: typed)
        let word = read.words.count == 1 && read.unclosedQuote == nil ? read.words[0] : typed
        guard
            let action = answers.first(where: { answer in
                answer.words.contains { CommandSyntax.equalIgnoringCase($0, word) }
            })?.action
        else {
            let shown = answers.compactMap(\.words.first).map { "\"\($0)\"" }
            // In a form, as for a free-text field: `back` is the way to the field before.
            let back = previous == nil ? "" : ", or type \"back\" for the question before"
            // The prompt's default is said again: a refusal dropped it (a stranger's poll).
            let enter =
                defaultAnswer.map {
                    " (Enter for \(TextLayout.cut($0, toWidth: Self.shownDefaultWidth)))"
                } ?? ""
            return .failure(
                QuestionRefusal(
                    message: "Please answer " + shown.joined(separator: " or ") + enter + back
                        + "."))
        }
        return .success(action)
    }
}

extension Question {
    /// An app's refusal as a sentence: after a command's name it reads as a clause (`rate: a
    /// rating is 1 to 5 stars, not 9`), but at a question it stands alone, before "Answer
    /// again".
    ///
    /// So it starts with a capital when its first word is all small letters (`a rating…` gives
    /// `A rating…`; `iPhone…` and `1 to 5…` stay as they are), and ends with a period unless it
    /// has an end of its own.
    static func sentence(_ refusal: String) -> String {
        var sentence = refusal
        let firstWord = refusal.prefix { !$0.isWhitespace && !$0.isPunctuation }
        if let first = firstWord.first, firstWord.allSatisfy(\.isLowercase) {
            sentence = first.uppercased() + refusal.dropFirst()
        }
        return Sentence.ended(sentence)
    }
}

/// Why a typed line answers no question, as the status line says it.
struct QuestionRefusal: Error {
    let message: String
}

extension Question: Equatable where Action: Equatable {
    /// Two questions are equal when they ask the same, take the same answers (or read free text
    /// of kinds that describe it alike and offer the same values, into the same actions) and
    /// send the same actions when cancelled and on `back`.
    ///
    /// Kinds are compared by what they say, not by which value they are, so a kind a Logic makes
    /// from its state (the members of a trip) equals the one its test makes. What a free-text
    /// answer becomes is compared on the answers both questions take among the values their
    /// kinds offer and a few common ones (`0`, `1`, `12.50`, `a`, a date…): a test that states
    /// the question with another action (`{ .tip($0) }` where the Logic says
    /// `{ .amount($0) }`) fails.
    public static func == (first: Question, second: Question) -> Bool {
        guard
            first.text == second.text && first.answers == second.answers
                && first.cancelled == second.cancelled && first.previous == second.previous
                && first.reader?.description == second.reader?.description
                && first.reader?.offered == second.reader?.offered
                && first.secretName == second.secretName
                && first.defaultAnswer == second.defaultAnswer
        else { return false }
        guard let reader = first.reader, let other = second.reader else { return true }
        return (Self.commonAnswers + reader.offered).allSatisfy { answer in
            guard case .success(let action) = reader.read(answer),
                case .success(let otherAction) = other.read(answer)
            else { return true }
            return action == otherAction
        }
    }
}

extension Question: CustomReflectable {
    /// The question's fields as a test's diff shows them; for a free-text question, what it
    /// reads in place of the closure that reads it: the kind's description, the values it
    /// offers, and the action each of them and of a few common answers sends
    /// (`"12.50": .amount(1250)`), so two questions that send other actions differ where a
    /// test's diff shows it.
    public var customMirror: Mirror {
        var children: [Mirror.Child] = [
            ("text", text), ("answers", answers), ("cancelled", cancelled as Any),
            ("previous", previous as Any),
        ]
        if let reader {
            var answered = Actions(pairs: [])
            for answer in Self.commonAnswers + reader.offered {
                if case .success(let action) = reader.read(answer) {
                    answered.pairs.append((answer, action))
                }
            }
            children += [
                ("kind", reader.description), ("offered", reader.offered), ("answered", answered),
            ]
        }
        if let secretName { children.append(("secretName", secretName)) }
        if let defaultAnswer { children.append(("defaultAnswer", defaultAnswer)) }
        return Mirror(self, children: children, displayStyle: .struct)
    }

    /// Answers many kinds take (numbers small and large and around the bounds apps give them,
    /// amounts, words, a date, a time), tried on a free-text question's reader when two
    /// questions are compared or one is shown.
    static var commonAnswers: [String] {
        [
            "", "0", "1", "2", "3", "5", "9", "10", "11", "12", "20", "21", "50", "99", "100",
            "101",
            "1000", "-1", "0.5", "12.50", "1,000", "a", "Ada", "yes", "no", "2026-01-31", "10:30",
        ]
    }
}
extension Question.Answer: Equatable where Action: Equatable {}

/// The actions a free-text question's answers send, as a dump shows them: one line each,
/// `"12.50": .amount(1250)`, in the order tried, so a diff lists them as the numbers go.
private struct Actions: CustomReflectable {
    var pairs: [(answer: String, action: Any)]

    var customMirror: Mirror {
        Mirror(
            self, children: pairs.map { (label: "\"\($0.answer)\"", value: $0.action) },
            displayStyle: .struct)
    }
}

extension Question {
    /// The same question answered with `transform` of each action: a child scene's question
    /// asked on its parent's screen.
    func map<Other: Sendable>(_ transform: @escaping @Sendable (Action) -> Other) -> Question<Other>
    {
        var mapped = Question<Other>(
            text, answers: answers.map { Question<Other>.Answer($0.words, transform($0.action)) },
            cancelled: cancelled.map(transform))
        mapped.previous = previous.map(transform)
        mapped.secretName = secretName
        mapped.defaultAnswer = defaultAnswer
        if let reader {
            let read = reader.read
            mapped.reader = Question<Other>.TextReader(
                description: reader.description, offered: reader.offered,
                read: { typed in read(typed).map(transform) })
        }
        return mapped
    }
}

extension Question: LoggedAsText {
    /// `Question("How much? (an amount such as 12.50)")`: what the status line asks, where
    /// its fields would show the closure that reads the answer.
    var logText: String { "Question(" + LogValue.quoted(prompt) + ")" }
}
