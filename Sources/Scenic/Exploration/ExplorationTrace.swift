/// What one explored session has typed and printed so far, shared by its input, its output and
/// the console's observer (all three run in the console's task, one at a time).
final class ExplorationTrace {
    /// What the console printed since the last screen was looked at.
    var printed = ""
    /// The screen the next line is typed on; `nil` until the console shows one, and again
    /// after a line is typed, so a read with none is the console asking for a secret.
    var screen: ExploredScreen?
    /// Every line typed, in order.
    var lines: [String] = []
    /// What broke, once something has.
    var finding: ExplorationFinding?
    /// Chooses the next line for a screen, or for a secret the console asks for (`nil`);
    /// returns `nil` to end the input.
    var choose: (ExploredScreen?) -> String?

    init(choose: @escaping (ExploredScreen?) -> String?) {
        self.choose = choose
    }
}
