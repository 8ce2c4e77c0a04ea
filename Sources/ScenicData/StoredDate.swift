import Foundation

/// How a data file stores a `Date`: ISO 8601 in UTC, with the fraction of a second in as few
/// digits as read back as the very value written (`2026-05-04T10:30:00.25Z`).
///
/// `JSONEncoder`'s `.iso8601` keeps whole seconds only: a value read back differed from the one
/// written, so rules checked before a write (two events in order) could refuse the file on the
/// next read, and the fractions were lost. A date without a fraction is written as `.iso8601`
/// writes it, and both forms are read.
enum StoredDate {
    /// Seconds from 1970 to 2001, the reference date `Date` counts from.
    private static let referenceFrom1970: Int64 = 978_307_200

    /// A date outside the years 1 to 9999, which a file cannot hold so that it reads back as
    /// written (ISO 8601 has four-digit years; Foundation writes others in a form it does not
    /// read, and year 0 two days off).
    struct OutOfRange: Error {
        /// The words for a refused write: `a date in it is outside the years 1 to 9999`.
        static let words = "a date in it is outside the years 1 to 9999, which a data file holds"
    }

    /// The seconds from 1970 of 0001-01-01T00:00:00Z and of the first second after 9999.
    private static let storable: Range<Double> = -62_135_596_800..<253_402_300_800

    /// `date` as stored, or `nil` outside the years 1 to 9999.
    static func text(_ date: Date) -> String? {
        guard storable.contains(date.timeIntervalSince1970.rounded(.down)) else { return nil }
        let reference = date.timeIntervalSinceReferenceDate
        var whole = reference.rounded(.down)
        // Exact but just below 2001, where a fraction a hair under 1 rounds to 1.
        var fraction = reference - whole
        if fraction >= 1 {
            whole += 1
            fraction = 0
        }
        let text = utcText(secondsFrom1970: Int64(whole) + referenceFrom1970)
        guard fraction > 0, let exact = exactDigits(of: fraction) else { return text + "Z" }
        return text + "." + fewestDigits(of: exact, whole: whole, reference: reference) + "Z"
    }

    /// The fewest of `exact`'s digits (rounded down or up) that still read back as
    /// `reference`: `.1` rather than `.10000002384185791015625`, since a date so many seconds
    /// from 2001 holds no finer fraction than about a ten-millionth.
    private static func fewestDigits(of exact: String, whole: Double, reference: Double)
        -> String
    {
        for count in 1...min(exact.count, 17) {
            guard let truncated = UInt64(exact.prefix(count)) else { break }
            for candidate in [truncated, truncated + 1] {
                var digits = String(candidate)
                // Rounding .99… up would make a whole second more: not this count.
                guard digits.count <= count else { continue }
                digits = String(repeating: "0", count: count - digits.count) + digits
                if let value = Double("0." + digits), whole + value == reference {
                    return digits
                }
            }
        }
        return exact
    }

    /// `2026-05-04T10:30:00` for a whole number of seconds from 1970, in UTC, as the proleptic
    /// Gregorian calendar counts (what `.iso8601` writes); by arithmetic, since a formatter
    /// costs more than the rest of a record's encoding.
    private static func utcText(secondsFrom1970 seconds: Int64) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let inDay = seconds - days * 86_400
        // Days to a civil date (Howard Hinnant's `civil_from_days`).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func padded(_ value: Int64, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2) + "T"
            + padded(inDay / 3_600, 2) + ":" + padded(inDay / 60 % 60, 2) + ":"
            + padded(inDay % 60, 2)
    }

    /// The date `text` stores, or `nil` when it is not one: ISO 8601 with a zone (`Z` or
    /// `+02:00`), with or without a fraction of a second.
    static func date(_ text: String) -> Date? {
        var whole = text[...]
        var fraction = 0.0
        if let dot = text.firstIndex(of: "."), text[..<dot].contains("T") {
            let digits = text[text.index(after: dot)...].prefix(while: \.isASCII).prefix {
                $0.isNumber
            }
            guard !digits.isEmpty, let value = Double("0." + digits) else { return nil }
            fraction = value
            whole = text[..<dot] + text[digits.endIndex...]
        }
        let reference: Double
        if let seconds = utcSeconds(whole) {
            reference = Double(seconds - referenceFrom1970)
        } else {
            // Another zone (`+02:00`), as `.iso8601` also reads; but never a year outside 1 to
            // 9999, which no date written reads back as (see ``OutOfRange``).
            guard !whole.hasPrefix("0000"), !whole.hasPrefix("-"), !whole.hasPrefix("+"),
                isWellFormedWithOffset(whole),
                let seconds = try? Date(String(whole), strategy: .iso8601)
            else { return nil }
            reference = seconds.timeIntervalSinceReferenceDate
        }
        let date = Date(timeIntervalSinceReferenceDate: reference + fraction)
        // What a write refuses is not read either: a zone or a fraction can carry a date
        // written in year 1 or 9999 out of those years in UTC.
        guard storable.contains(date.timeIntervalSince1970.rounded(.down)) else { return nil }
        return date
    }

    /// The seconds from 1970 of `2026-05-04T10:30:00Z`, the form ``text(_:)`` writes; `nil`
    /// for any other (read by Foundation instead).
    private static func utcSeconds(_ text: Substring) -> Int64? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
            bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int64? { digits(bytes[range]) }
        guard let year = number(0..<4), year >= 1, let month = number(5..<7),
            let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16),
            let second = number(17..<19), isCalendarDay(year: year, month: month, day: day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        // A civil date to days (Howard Hinnant's `days_from_civil`).
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return days * 86_400 + hour * 3_600 + minute * 60 + second
    }

    /// The number `bytes` write in decimal digits, or `nil` for any other byte.
    private static func digits(_ bytes: ArraySlice<UInt8>) -> Int64? {
        var value: Int64 = 0
        for byte in bytes {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// Whether `day` is a day of `month` in `year` (no 30 February): a date past its month's
    /// end was read as one in the next month, and the next save wrote that instead (a hostile
    /// tester's `2026-02-30` became `2026-03-02`).
    private static func isCalendarDay(year: Int64, month: Int64, day: Int64) -> Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths: [Int64] = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[Int(month - 1)]
    }

    /// Whether `text` is `2026-05-04T12:30:00+02:00` (or `+0200`) with every part in its
    /// range: Foundation rolls `24:00:00`, `10:60`, a 60th second and a `+00:60` offset over
    /// into the next hour or day, which the next save then wrote (a hostile tester).
    private static func isWellFormedWithOffset(_ text: Substring) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 25 || bytes.count == 24, bytes[4] == UInt8(ascii: "-"),
            bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            bytes[19] == UInt8(ascii: "+") || bytes[19] == UInt8(ascii: "-")
        else { return false }
        func number(_ range: Range<Int>) -> Int64? { digits(bytes[range]) }
        let minutesAt = bytes.count == 25 ? 23 : 22
        guard bytes.count == 24 || bytes[22] == UInt8(ascii: ":"),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16),
            let second = number(17..<19), let offsetHours = number(20..<22),
            let offsetMinutes = number(minutesAt..<(minutesAt + 2))
        else { return false }
        return isCalendarDay(year: year, month: month, day: day) && hour < 24 && minute < 60
            && second < 60 && offsetHours < 24 && offsetMinutes < 60
    }

    /// The decimal digits of `fraction` (in 0..<1), exactly.
    ///
    /// A binary fraction has a finite decimal expansion. `nil` for one too fine to write
    /// (within a few milliseconds of 2001).
    private static func exactDigits(of fraction: Double) -> String? {
        // fraction = significand / 2^bits, with significand < 2^bits.
        let bits = -fraction.exponent + Int(Double.significandBitCount)
        guard bits > 0, bits <= 120 else { return nil }
        var remainder = UInt128(fraction.significandBitPattern | (1 << 52))
        let mask = (UInt128(1) << bits) - 1
        var digits = ""
        while remainder != 0 {
            remainder *= 10
            digits.append(Character(String(Int(remainder >> bits))))
            remainder &= mask
        }
        return digits
    }

    /// Writes dates as ``text(_:)`` does.
    static let encoding = JSONEncoder.DateEncodingStrategy.custom { date, encoder in
        guard let text = text(date) else { throw OutOfRange() }
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// Reads dates as ``date(_:)`` does.
    static let decoding = JSONDecoder.DateDecodingStrategy.custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = date(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date")
        }
        return date
    }
}
