/// A subject timed against its floor in the same run.
struct Comparison {
    /// Median seconds of one run of the subject.
    var subjectSeconds: Double
    /// Median seconds of one run of the floor.
    var floorSeconds: Double
    /// Median of subject time divided by floor time, pair by pair.
    var ratio: Double
}
