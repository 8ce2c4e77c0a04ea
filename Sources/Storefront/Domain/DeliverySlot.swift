import Foundation

/// When an order is delivered: a morning or an afternoon of one of the next days, chosen at
/// checkout and kept with the order.
struct DeliverySlot: Hashable, Codable, Sendable {
    /// The part of the day a van comes.
    enum Period: String, Codable, CaseIterable, Sendable {
        case morning, afternoon

        /// The hours, in UTC as every time the shop shows: `09:00–13:00`.
        var hours: String {
            switch self {
            case .morning: "09:00–13:00"
            case .afternoon: "14:00–18:00"
            }
        }
    }

    /// The day, as midnight UTC.
    let day: Date
    let period: Period

    /// The days ahead the shop delivers on.
    static let daysAhead = 3

    /// The slots open for an order placed at `now`, soonest first.
    ///
    /// A morning and an afternoon of each of the next ``daysAhead`` days. Today is never
    /// offered: the van is packed the evening before.
    static func open(after now: Date) -> [DeliverySlot] {
        let today = startOfDay(now)
        return (1...daysAhead).flatMap { offset in
            let day = today.addingTimeInterval(TimeInterval(offset * 86_400))
            return Period.allCases.map { DeliverySlot(day: day, period: $0) }
        }
    }

    /// The slot as the screens show it: `Tue 5 May, 09:00–13:00`.
    var text: String {
        let parts = Self.calendar.dateComponents([.weekday, .day, .month], from: day)
        let weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][(parts.weekday ?? 1) - 1]
        let month = [
            "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
        ][(parts.month ?? 1) - 1]
        return "\(weekday) \(parts.day ?? 1) \(month), \(period.hours)"
    }

    /// What is wrong with a slot read from a file, in words for the middle of a sentence, or
    /// `nil`: its day must be a midnight in UTC, as the shop writes it.
    var problem: String? {
        Self.startOfDay(day) == day ? nil : "its delivery day is not one the shop writes"
    }

    private static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    private static func startOfDay(_ date: Date) -> Date {
        calendar.startOfDay(for: date)
    }
}
