import Foundation

/// A question a ``Logic`` asks with ``Effect/ask(_:)``: shown on the status line, answered by
/// the next typed line.
///
/// ```swift
/// tester.send(
///     .clear,
///     effects: [.ask(.yesOrNo("Forget all 1 fact?", yes: .clearConfirmed, no: .clearKept))])
/// ```
///
/// The answer's action is sent to the Logic like any other, so a test asserts the question as
/// an effect and then sends the answer's action. A line that is none of the answers asks again.
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

    /// The question, a full sentence.
    public var text: String
    /// The answers accepted, in the order shown.
    public var answers: [Answer]

    /// A question with its answers.
    public init(_ text: String, answers: [Answer]) {
        self.text = text
        self.answers = answers
    }

    /// A question answered `yes` (or `y`) or `no` (or `n`).
    public static func yesOrNo(_ text: String, yes: Action, no: Action) -> Question {
        Question(text, answers: [Answer(["yes", "y"], yes), Answer(["no", "n"], no)])
    }

    /// The question as the status line shows it: `Delete all 12 facts? (yes/no)`.
    public var prompt: String {
        text + " (" + answers.compactMap(\.words.first).joined(separator: "/") + ")"
    }

    /// The action of the answer `line` gives, or `nil` when it gives none.
    package func action(answering line: String) -> Action? {
        let typed = line.trimmingCharacters(in: [" ", "\t"])
        return answers.first { answer in
            answer.words.contains { CommandSyntax.equalIgnoringCase($0, typed) }
        }?.action
    }
}

extension Question: Equatable where Action: Equatable {}
extension Question.Answer: Equatable where Action: Equatable {}
