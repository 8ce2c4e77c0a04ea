import Foundation
import Testing

@testable import StorefrontKit

@Suite struct StoreClockTests {
    @Test func fixedClockAlwaysReturnsItsDate() {
        let clock = FixedClock(date: RulesFixture.now)
        #expect(clock.now() == RulesFixture.now)
        #expect(clock.now() == clock.now())
    }

    @Test func systemClockReadsTheCurrentTime() {
        let before = Date()
        let reading = SystemClock().now()
        let after = Date()
        #expect(before <= reading && reading <= after)
    }
}
