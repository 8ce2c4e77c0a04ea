import Scenic

/// Lists the numbers to pick from.
struct PickerPresenter: Presenter {
    func present(_ state: PickerLogic.State, on screen: Screen) -> ViewContent<PickerView.Region> {
        ViewContent(
            [
                .choices: [.numberedList(state.numbers.map { "\($0)" })]
                    + (state.sizedFor.map { [.paragraph("Sized for \($0).")] } ?? [])
            ],
            messages: state.problem.map { [$0] } ?? [])
    }
}
