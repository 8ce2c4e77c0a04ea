import Foundation
import ScenicTestSupport
import Testing

@testable import ScenicData

/// A date is stored so that it reads back as the very value written: rules checked before a
/// write judge what the next read gets.
@Suite struct StoredDateTests {
    @Test func aDateReadsBackExactlyAndAWholeSecondIsWrittenAsBefore() throws {
        var random = SystemRandomNumberGenerator()
        var dates = [
            Date(timeIntervalSince1970: 1_777_890_600),  // a whole second
            Date(timeIntervalSince1970: 1_777_890_600.25),
            Date(timeIntervalSinceReferenceDate: -1.5),  // before 2001
            Date(timeIntervalSinceReferenceDate: -86_400 * 365 * 40 + 0.1),  // 1961
            Date(timeIntervalSinceReferenceDate: 0.000_001),
            Date(),
        ]
        for _ in 0..<500 {
            dates.append(
                Date(timeIntervalSinceReferenceDate: .random(in: -3e9...3e9, using: &random)))
        }
        for date in dates {
            let text = try #require(StoredDate.text(date))
            #expect(StoredDate.date(text) == date, "\(text)")
        }
        #expect(StoredDate.text(dates[0]) == "2026-05-04T10:30:00Z")
        #expect(StoredDate.text(dates[1]) == "2026-05-04T10:30:00.25Z")
        // As few digits as read back the same: not the binary fraction's whole expansion.
        #expect(
            StoredDate.text(Date(timeIntervalSinceReferenceDate: 799_583_443.1))
                == "2026-05-04T10:30:43.1Z")
        // What `Date(timeIntervalSince1970:)` makes of 43.1 is a little less, and says so.
        #expect(
            StoredDate.text(Date(timeIntervalSince1970: 1_777_890_643.1))
                == "2026-05-04T10:30:43.0999999Z")
        // What `.iso8601` wrote before reads as it did, zones included.
        #expect(StoredDate.date("2026-05-04T12:30:00+02:00") == dates[0])
        #expect(StoredDate.date("2026-05-04T10:30:00") == nil)
        #expect(StoredDate.date("2026-13-04T10:30:00Z") == nil)
        // A day past its month's end is no date (it was read as one in the next month, and
        // the next save wrote that instead; a hostile tester); 29 February only in a leap year.
        for text in [
            "2026-02-30T10:30:00Z", "2026-04-31T10:30:00Z", "2026-02-29T10:30:00Z",
            "1900-02-29T10:30:00Z", "2026-02-30T12:30:00+02:00", "2026-06-00T10:30:00Z",
            // Nor a time past its hour, minute or day, or an offset past its hour.
            "2026-05-04T24:00:00Z", "2026-05-04T10:60:00Z", "2026-05-04T10:30:60Z",
            "2026-06-30T23:59:60Z", "2026-05-04T10:30:00+00:60", "2026-05-04T24:00:00+02:00",
        ] {
            #expect(StoredDate.date(text) == nil, "\(text)")
        }
        for text in [
            "2024-02-29T10:30:00Z", "2000-02-29T10:30:00Z", "2026-12-31T10:30:00+02:00",
            "2026-12-31T10:30:00-0530", "2026-12-31T10:30:00.5+02:00",
        ] {
            #expect(StoredDate.date(text) != nil, "\(text)")
        }
        // Read by arithmetic as Foundation reads it, leap days included.
        for text in ["2024-02-29T23:59:59Z", "2000-03-01T00:00:00Z", "1970-01-01T00:00:00Z"] {
            #expect(StoredDate.date(text) == (try Date(text, strategy: .iso8601)), "\(text)")
            #expect(StoredDate.text(try Date(text, strategy: .iso8601)) == text)
        }
        #expect(StoredDate.date("4 May") == nil)
    }

    struct Event: Codable, Sendable, Equatable {
        var at: Date
    }

    /// Two events a fraction of a second apart, in order: the rule holds before the write and
    /// after the next process reads the file, and the dates are those written.
    @Test func eventsInOrderStayInOrderInTheFile() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let document = DataDocument(
            "events.json", contents: "events", empty: [Event](),
            rules: { events in
                zip(events, events.dropFirst()).allSatisfy { $0.at < $1.at }
                    ? .valid : .invalid("events out of order")
            })
        let events = [
            Event(at: Date(timeIntervalSince1970: 1_777_890_643.1)),
            Event(at: Date(timeIntervalSince1970: 1_777_890_643.3999)),
        ]
        _ = try DataFolder(path: temporary.path).update(document) { $0 = events }
        // A fresh folder remembers nothing: it reads the file.
        let read = try DataFolder(path: temporary.path).read(document)
        #expect(read.repair == nil)
        #expect(read.value == events)
    }

    /// A date outside the years 1 to 9999 could be written but not read back as written (a
    /// year before 1 in a form no reader takes, year 0 two days off): it is refused on write,
    /// naming why, and year 0 is not read.
    @Test func aDateOutsideFourDigitYearsIsNeverWritten() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let document = DataDocument("events.json", contents: "events", empty: [Event]())
        let folder = try DataFolder(path: temporary.path)
        for seconds in [-91_531_453_937.9, -63_114_076_800.5, 253_402_300_800] {
            #expect(
                throws: DataError.breaksRules(
                    path: temporary.path(of: "events.json"),
                    problem: "a date in it is outside the years 1 to 9999, which a data file holds")
            ) {
                try folder.update(document) {
                    $0 = [Event(at: Date(timeIntervalSinceReferenceDate: seconds))]
                }
            }
        }
        #expect(try temporary.names().filter { !$0.hasPrefix(".") }.isEmpty)
        // The first and last seconds of those years are written and read back as they were.
        let edges = [
            Event(at: Date(timeIntervalSince1970: -62_135_596_800)),
            Event(at: Date(timeIntervalSince1970: 253_402_300_799.5)),
        ]
        _ = try folder.update(document) { $0 = edges }
        #expect(try DataFolder(path: temporary.path).read(document).value == edges)
        #expect(StoredDate.date("0000-12-31T23:59:59.5Z") == nil)
        // Nor one that a zone or a fraction carries out of those years in UTC: what a write
        // refuses, a read refuses too (the record is left out, with a copy of the file).
        for text in [
            "0001-01-01T00:30:00+01:00", "9999-12-31T23:30:00-01:00",
            "9999-12-31T23:59:59.99999999999999999Z",
        ] {
            #expect(StoredDate.date(text) == nil, "\(text)")
        }
        #expect(StoredDate.date("0001-01-01T00:00:00Z") == edges[0].at)
        let section = try Readme().section("### Data files")
        #expect(section.text.contains(#"very value written (`"2026-05-04T10:30:00.25Z"`)"#))
        #expect(
            section.text.contains(
                "a date outside the years 1 to 9999, or past its month's end (`2026-02-30`),\n  "
                    + "is refused on write and not read"))
    }
}
