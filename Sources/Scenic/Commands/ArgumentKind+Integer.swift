extension ArgumentKind where Value == Int {
    /// A whole number from `range` (`1...20`), read as a command's integer argument reads one:
    /// for a question, which takes a kind (`.ask(.text("How many sessions?", .integer(in:
    /// 1...20)) { .estimated($0) })`), or an argument of a kind of the app's own.
    ///
    /// Its description is `a whole number from 1 to 20`; it refuses `x` with `"x" is not a
    /// whole number; type digits, such as 1.` and `21` with `21 is out of range; type a whole
    /// number from 1 to 20.`
    public static func integer(in range: ClosedRange<Int>) -> ArgumentKind<Int> {
        integer(IntegerRange(lowest: range.lowerBound, highest: range.upperBound))
    }

    /// A whole number of at least `range`'s lower bound (`1...`): `a whole number, 1 or more`.
    public static func integer(in range: PartialRangeFrom<Int>) -> ArgumentKind<Int> {
        integer(IntegerRange(lowest: range.lowerBound, highest: nil))
    }

    private static func integer(_ range: IntegerRange) -> ArgumentKind<Int> {
        let wanted = "a whole number" + range.description
        let example = range.lowest ?? range.highest ?? 1
        return ArgumentKind(wanted) { typed in
            // An empty answer is no text to quote back.
            guard !typed.isEmpty else {
                return .failure(ArgumentRefusal("Type \(wanted), such as \(example)."))
            }

            guard let number = Int(typed) else {
                // Digits too many for an `Int` are a whole number still, out of any range.
                let digits = typed.drop { $0 == "-" || $0 == "+" }.prefix(typed.count)
                guard !digits.isEmpty, typed.count - digits.count <= 1,
                    digits.allSatisfy({ $0.isASCII && $0.isNumber })
                else {
                    return .failure(
                        ArgumentRefusal(
                            "\(CommandProblem.quoted(typed)) is not a whole number; type "
                                + "digits, such as \(example)."))
                }
                return .failure(
                    ArgumentRefusal(
                        "\(CommandProblem.shown(typed)) is out of range; type \(wanted)."))
            }
            guard range.contains(number) else {
                return .failure(ArgumentRefusal("\(number) is out of range; type \(wanted)."))
            }
            return .success(number)
        }
    }
}
