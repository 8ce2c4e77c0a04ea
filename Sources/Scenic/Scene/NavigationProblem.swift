/// Navigation the ``Navigator`` refused, turned into text in one place.
enum NavigationProblem: Equatable {
    /// `back` typed on the first screen.
    case cannotGoBack
    /// A Logic's `.pop` on the first screen (a form the app was started on, saved).
    case firstScreenStays
    case nothingToFinishTo
    case emptyStack
    case navigationLoop(limit: Int)
    /// A finished scene handed down a value the Logic below takes no `received` for.
    case resultNotTaken(String, logic: String)
    /// Timers that catch up fell due more often, while their scene was covered, than a scene
    /// shown again is handed at once.
    case tooMuchToCatchUp(deliveries: Int)

    /// The message shown on the status line: what happened, and what to type next.
    var message: String {
        switch self {
        case .cannotGoBack:
            return
                "This is the first screen; there is nothing to go back to. Type \"quit\" to leave."
        case .firstScreenStays:
            return "This screen closed, but it is the first one, so it stays. Type \"quit\" to "
                + "leave."
        case .nothingToFinishTo:
            return "This is the first screen; there is no screen below to hand a result to."
        case .emptyStack:
            return "The app asked to show no screen at all; staying on this one."
        case .navigationLoop(let limit):
            return "Screens kept opening other screens (\(limit) in a row); stopped here."
        case .resultNotTaken(let type, let logic):
            return
                "The screen that closed handed back a value of type \(type), which \(logic) does not take: "
                + "give it func received(_ value: \(type)) -> Action?."
        case .tooMuchToCatchUp(let deliveries):
            return "This screen's timers fell due more than \(deliveries) times while it was "
                + "covered; it heard the first \(deliveries), and they go on from now."
        }
    }
}
