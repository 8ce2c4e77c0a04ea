import ScenicTestSupport
import Testing

/// The samples property tests check: the edges always, the rest picked by the run's seed.
@Suite struct TestSampleTests {
    @Test func aSampleHoldsTheEdgesAndAsManyOthersInOrder() {
        let sample = TestSample.of(20...80, count: 8, always: [20, 21, 80], name: "widths")
        #expect(Array(sample.prefix(3)) == [20, 21, 80])
        let others = sample.dropFirst(3)
        #expect(others.count == 8)
        #expect(Set(others).count == 8 && others.allSatisfy { (22...79).contains($0) })
        #expect(others.sorted() == Array(others))
    }

    @Test func aNameGivesTheSameSampleWhicheverTestsRanBefore() {
        let first = TestSample.of(0..<1_000_000, count: 50, name: "a name")
        _ = TestSample.of(0..<1_000_000, count: 50, name: "another name")
        #expect(TestSample.of(0..<1_000_000, count: 50, name: "a name") == first)
        #expect(TestSample.of(0..<1_000_000, count: 50, name: "another name") != first)
    }

    @Test func aSpaceSmallerThanTheCountIsTakenWhole() {
        #expect(TestSample.of(1...5, count: 8, always: [3], name: "small") == [3, 1, 2, 4, 5])
    }

    @Test func theReproductionNamesTheSeed() {
        #expect(TestSample.reproduction.contains("SCENIC_TEST_SEED=\(TestSample.seed) swift test"))
    }
}
