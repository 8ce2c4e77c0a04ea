import Scenic

/// The first screen: a fact about a number typed or rolled.
struct TriviaView: View {
    enum Region: CaseIterable {
        case fact
        case hint
    }

    enum Name: String, CommandName {
        case number, random, history, stop
    }

    /// The number typed: digits, grouped with `,` or `_` if wished (`1,000`, `1_000`), from 0
    /// to a billion; anything else is refused with why, before the Logic hears of it.
    static let number = Argument("N", numberKind)

    /// A number the app asks about, read by ``TriviaNumber``.
    static let numberKind = ArgumentKind<Int>(
        "a whole number from 0 to 1,000,000,000, such as 42 or 1,000"
    ) { typed in
        do throws(TriviaNumber.Problem) {
            return .success(try TriviaNumber.parse(typed))
        } catch {
            return .failure(ArgumentRefusal(error.message))
        }
    }

    let title = "Number trivia"
    let commands = [
        Command(Name.number, number, help: "Show a fact about N (0 to 1,000,000,000)"),
        Command(Name.random, help: "Show a fact about a random number"),
        Command(Name.history, help: "List the facts looked up on this machine"),
        Command(Name.stop, help: "Stop trying a failed lookup again"),
    ]
}
