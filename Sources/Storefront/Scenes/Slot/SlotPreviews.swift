import Scenic

extension SlotPresenter {
    /// Sample delivery slot screens: the slots open after the sample time, at a month's end,
    /// and a number not listed.
    static var previews: [Preview<SlotLogic.State>] {
        let state = SlotLogic.State(slots: DeliverySlot.open(after: PreviewFixtures.now))
        // 2026-04-30 10:30 UTC: the slots run into May.
        let monthsEnd = PreviewFixtures.now.addingTimeInterval(-4 * 86_400)
        return [
            Preview("typical", state),
            Preview("month's end", SlotLogic.State(slots: DeliverySlot.open(after: monthsEnd))),
            Preview(
                "no such slot", of: SlotLogic.self, state,
                notices: [.noSuchSlot(9, count: state.slots.count)]),
        ]
    }
}
