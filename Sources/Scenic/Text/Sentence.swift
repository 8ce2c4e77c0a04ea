/// Messages joined from parts that may or may not end as sentences: an app's refusal, a
/// kind's words, then Scenic's own next sentence.
enum Sentence {
    /// `text` with a period at its end, unless it has an end of its own, so that a sentence
    /// after it starts a sentence (`…such as /tmp. Run …`, not `…such as /tmp Run …`).
    static func ended(_ text: String) -> String {
        guard let last = text.last, !".!?…".contains(last) else { return text }
        return text + "."
    }
}
