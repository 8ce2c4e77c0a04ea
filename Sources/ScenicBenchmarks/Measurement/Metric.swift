/// One reported figure: a name for machines, a value, and the target it must meet, if any.
struct Metric {
    /// What a metric must stay within.
    enum Target {
        /// At most this value.
        case atMost(Double)
        /// Within the given factor either side of this value (growth that should be linear).
        case near(Double, factor: Double)

        func isMet(by value: Double) -> Bool {
            switch self {
            case .atMost(let limit): value <= limit
            case .near(let expected, let factor):
                value >= expected / factor && value <= expected * factor
            }
        }

        var description: String {
            switch self {
            case .atMost(let limit): "≤ " + Metric.format(limit, decimals: 1)
            case .near(let expected, _): "~" + Metric.format(expected, decimals: 0)
            }
        }
    }

    /// The machine-readable name, such as `snapshot.match.ratio`.
    var name: String
    var value: Double
    /// Digits after the point, in both the table and the machine line.
    var decimals: Int
    /// What the value counts, for the table: `ms`, `µs`, `×`, `lines/s`.
    var unit: String
    var target: Target?
    /// What was measured, for the table.
    var summary: String

    init(
        _ name: String, _ value: Double, decimals: Int = 2, unit: String, target: Target? = nil,
        summary: String
    ) {
        self.name = name
        self.value = value
        self.decimals = decimals
        self.unit = unit
        self.target = target
        self.summary = summary
    }

    /// The value as a plain number (no exponent, no grouping), as machines read it.
    var formattedValue: String { Metric.format(value, decimals: decimals) }

    static func format(_ value: Double, decimals: Int) -> String {
        let scale = (0..<decimals).reduce(1.0) { product, _ in product * 10 }
        let scaled = (value * scale).rounded()
        guard decimals > 0 else { return String(Int(scaled)) }
        let whole = Int(scaled) / Int(scale)
        let fraction = String(abs(Int(scaled)) % Int(scale))
        let sign = scaled < 0 && whole == 0 ? "-" : ""
        return sign + String(whole) + "."
            + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
