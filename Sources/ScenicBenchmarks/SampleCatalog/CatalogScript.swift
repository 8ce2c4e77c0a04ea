/// What a user types at the sample catalog, each line with the action it stands for.
///
/// The actions let the floor compute each screen's state without parsing; the console itself
/// only ever sees the typed lines.
enum CatalogScript {
    /// One typed line that the scene accepts, and the action it maps to.
    struct Step {
        var typed: String
        var action: CatalogLogic.Action
    }

    /// A cycle that pages, opens, filters and asks for a product that does not match.
    static let steps = [
        Step(typed: "next", action: .next),
        Step(typed: "open 3", action: .open(3)),
        Step(typed: "next", action: .next),
        Step(typed: "open 12", action: .open(12)),
        Step(typed: "filter 2 6", action: .filter(minimumDollars: 2, maximumDollars: 6)),
        Step(typed: "open 2", action: .open(2)),
        Step(typed: "next", action: .next),
        Step(typed: "filter 45 48", action: .filter(minimumDollars: 45, maximumDollars: 48)),
        Step(typed: "open 25", action: .open(25)),
        Step(typed: "filter 0 100", action: .filter(minimumDollars: 0, maximumDollars: 100)),
        Step(typed: "open 1", action: .open(1)),
    ]

    /// Lines a person also types: a typo, a usage error and help, each handled by the console.
    static let mistakes = ["nxt", "open 0", "help"]

    /// The first `count` steps of the cycle, repeated as needed.
    static func steps(count: Int) -> [Step] {
        (0..<count).map { steps[$0 % steps.count] }
    }

    /// A story of `count` typed lines: the cycle with a mistake after every tenth line.
    static func story(lineCount: Int) -> [String] {
        (0..<lineCount).map { index in
            index % 10 == 9
                ? mistakes[(index / 10) % mistakes.count] : steps[index % steps.count].typed
        }
    }
}
