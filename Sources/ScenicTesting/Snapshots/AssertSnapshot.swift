/// Asserts that `text` equals the snapshot stored for this test, failing with a diff if not.
///
/// The snapshot lives at `Snapshots/<Suite>/<test>.<name>.txt` under the package root (the
/// nearest folder above the test file that holds `Package.swift`). `<Suite>` is the test
/// file's name without `.swift`, `<test>` the test function's name without its parameters.
/// Unnamed snapshots in one test are numbered `1`, `2`, … in the order they are asserted;
/// named ones do not take a number. The file holds the text plus one final newline.
///
/// A missing or different snapshot fails the test at the call site, in Swift Testing and in
/// XCTest, and writes the actual text beside it as `<file>.txt.new`; run
/// `swift run scenic review` to accept or reject it. `SCENIC_SNAPSHOTS` and `CI` choose what
/// may be written; see the README's "Snapshot testing" section.
///
/// ```swift
/// // Tests/StorefrontTests/CartPresenterTests.swift
/// @Test func emptyCart() {
///     let content = CartPresenter().present(CartLogic.State(), on: Screen(width: 40))
///     assertSnapshot(of: CartView().render(content, width: 40))
///     // compares with Snapshots/CartPresenterTests/emptyCart.1.txt
/// }
/// ```
///
/// When the stored file says `Your cart is empty.` and the presenter now prints
/// `Your cart is empty. ` (one trailing space), the test fails with:
/// ```text
/// Snapshot Snapshots/CartPresenterTests/emptyCart.1.txt does not match the actual text.
/// Wrote the actual text to Snapshots/CartPresenterTests/emptyCart.1.txt.new.
/// --- Snapshots/CartPresenterTests/emptyCart.1.txt (stored)
/// +++ actual text
/// @@ -1,1 +1,1 @@
/// -Your cart is empty.
/// +Your cart is empty.␠
/// (␠ marks a trailing space, ␉ a tab, ␀–␟ and ␡ other control characters, <U+…> a character that would not show.)
/// Next: review it with `swift run scenic review`, or accept it with `swift run scenic accept Snapshots/CartPresenterTests/emptyCart.1.txt`.
/// ```
///
/// - Parameters:
///   - text: The actual text.
///   - name: The snapshot's name within the test, such as `"empty"` or `"Cart.empty.40"`;
///     `nil` numbers it. It may hold ASCII letters, digits, `-`, `_` and single dots inside;
///     the test's name is made into such a name (a raw identifier's spaces become `-`).
///   - redactions: Values that change between runs, written as named placeholders before the
///     text is compared (see ``Redaction``).
///   - fileID: The caller's file ID, for the failure location.
///   - filePath: The caller's file path: names the suite and locates the package root.
///   - function: The calling test function, which names the test.
///   - line: The caller's line, for the failure location.
///   - column: The caller's column, for the failure location.
public func assertSnapshot(
    of text: String,
    named name: String? = nil,
    redacting redactions: [Redaction] = [],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let call = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let assertion = SnapshotAssertion(name: name, file: filePath, function: function)
    if let failure = assertion.run(Redaction.apply(redactions, to: text)) {
        IssueRecorder.record(failure, at: call)
    }
}

/// Asserts that `text` equals the snapshot stored under an explicit suite and test name.
///
/// This is the entry for tools built on snapshots, such as stories and previews, that choose
/// their own names: the snapshot is `Snapshots/<suite>/<test>.<name>.txt`, so
/// `assertSnapshot(of: screen, suite: "CartPresenter", test: "previews", named: "Cart.empty.40")`
/// compares with `Snapshots/CartPresenter/previews.Cart.empty.40.txt`. Everything else, from
/// numbering unnamed snapshots to the failure text, is as in
/// ``assertSnapshot(of:named:redacting:fileID:filePath:function:line:column:)``.
///
/// - Parameters:
///   - text: The actual text.
///   - suite: The folder under `Snapshots/`; a safe name.
///   - test: The first part of the file name; a safe name.
///   - name: The rest of the file name; a safe dotted name, or `nil` to number it.
///   - redactions: Values that change between runs, written as named placeholders.
///   - fileID: The caller's file ID, for the failure location.
///   - filePath: A file inside the package, used to locate the package root and for the
///     failure location.
///   - line: The caller's line, for the failure location.
///   - column: The caller's column, for the failure location.
public func assertSnapshot(
    of text: String,
    suite: String,
    test: String,
    named name: String? = nil,
    redacting redactions: [Redaction] = [],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let call = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let assertion = SnapshotAssertion(
        suite: .named(suite), test: .named(test), name: name, filePath: "\(filePath)")
    if let failure = assertion.run(Redaction.apply(redactions, to: text)) {
        IssueRecorder.record(failure, at: call)
    }
}
