/// A subject timed against its floor in the same run.
struct Comparison {
    /// Median seconds of one run of the subject.
    var subjectSeconds: Double
    /// Median seconds of one run of the floor.
    var floorSeconds: Double
    /// Median of subject time divided by floor time, pair by pair.
    var ratio: Double
}

extension Comparison {
    /// The subject's time, the floor's time and their ratio as three metrics,
    /// `PREFIX.us`, `PREFIX.floor.us` and `PREFIX.ratio`, each time divided by `count` (the
    /// operations in one timed run).
    func metrics(
        _ prefix: String, count: Int, target: Metric.Target?, subject: String, floor: String
    ) -> [Metric] {
        let each = { (seconds: Double) in seconds * 1e6 / Double(count) }
        return [
            Metric(prefix + ".us", each(subjectSeconds), decimals: 1, unit: "µs", summary: subject),
            Metric(
                prefix + ".floor.us", each(floorSeconds), decimals: 1, unit: "µs", summary: floor),
            Metric(
                prefix + ".ratio", ratio, unit: "×", target: target,
                summary: "\(prefix.split(separator: ".").last ?? "") ÷ its floor"),
        ]
    }
}
