import Foundation
import Scenic

/// Snapshots every preview of every scene at each width, through the normal snapshot workflow.
///
/// One call covers a whole app; adding a preview adds its snapshots. Each is stored as
/// `Snapshots/<test file>/<test function>.<Scene>.<preview>.<width>.txt`, for example
/// `Snapshots/PreviewTests/previews.Cart.empty.40.txt`. Before snapshotting, a preview whose
/// rendering has a line wider than the width, or a raw control character, fails with a message
/// naming the scene, the preview and the line.
///
/// ```swift
/// @Test func previews() {
///     assertPreviews(StorefrontScenes(workers: .inMemory()).previewGroups)
/// }
/// ```
public func assertPreviews<Route: Hashable & Sendable>(
    _ groups: [PreviewGroup<Route>],
    widths: [Int] = [80, 40],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let call = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    for failure in PreviewCheck.failures(
        of: groups, widths: widths, filePath: "\(filePath)", function: "\(function)",
        call: "line \(line)")
    {
        IssueRecorder.record(failure, at: call)
    }
}
