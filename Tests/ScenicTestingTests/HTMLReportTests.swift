import Foundation
import ScenicTestSupport
import Testing

/// The merged bundle's `report.html`: the page's text, and the page in a real browser.
@Suite(.blocking) struct HTMLReportTests {
    private let ci: TemporaryPackage

    init() throws {
        ci = try TemporaryPackage()
        try ci.write("back · quit\n", to: "Snapshots/FooterTests/footer.list.txt")
        try ci.write("help · quit\n", to: "Snapshots/FooterTests/footer.menu.txt")
        try ci.write("Total <b>$3</b> & 'tax'\n", to: "Snapshots/TotalTests/total.paid.txt")
        let story = (1...12).map { "line \($0)" } + ["> remove 1", "Removed Tea.", "Total $3"]
        try ci.write(
            story.joined(separator: "\n") + "\n", to: "Snapshots/StoryTests/story.cart.txt")
        // A run on CI: two alike changes, a new snapshot, one with markup, trailing spaces and a tab, a story.
        let failures = [
            ("FooterTests", "footer", "list", "back · leave"),
            ("FooterTests", "footer", "menu", "help · leave"),
            ("NewTests", "new", "banner", "Hello"),
            ("TotalTests", "total", "paid", "Total <b>$4</b> & 'tax'\tdue  "),
            (
                "StoryTests", "story", "cart",
                ((1...12).map { "line \($0)" } + [
                    "> remove 1", "Removed the\u{200D} Tea.", "Total $3",
                ])
                .joined(separator: "\n")
            ),
        ]
        for (suite, test, name, text) in failures {
            _ = ci.assertOnCI(text, suite: suite, test: test, named: name, bundle: "run")
        }
        let merged = try ScenicProcess.run(["merge", "--into", "merged", "run"], in: ci.root)
        #expect(merged.status == 0, "\(merged.standardError)")
    }

    private var page: URL { ci.root.appendingPathComponent("merged/report.html") }

    @Test func thePageGroupsTheChangesAndShowsOldAndNewSideBySide() throws {
        let html = try String(contentsOf: page, encoding: .utf8)
        // Static and offline: no script, nothing fetched.
        for absent in ["<script", "://", " src=", "<link", "@import", "url("] {
            #expect(!html.contains(absent), "\(absent)")
        }
        #expect(html.contains("<h1>Scenic snapshots: 1 new, 4 changed, 0 unreferenced.</h1>"))
        // Grouped by change, as review groups them: the footer change once, both listed.
        #expect(
            html.contains(
                "<h2>The same change in 2 snapshots (changed): &quot;quit&quot; → &quot;leave&quot;"
                    + "</h2>\n<ul>\n<li><code>Snapshots/FooterTests/footer.list.txt</code></li>\n"
                    + "<li><code>Snapshots/FooterTests/footer.menu.txt</code></li>\n</ul>"))
        #expect(html.components(separatedBy: "<table class=\"diff\">").count == 5)
        // The other footer's line, which one decision on the group decides too, is shown.
        #expect(
            html.contains(
                "<p>Also in <code>Snapshots/FooterTests/footer.menu.txt</code>, what the table "
                    + "above does not show:</p>\n<pre>@@ -1,1 +1,1 @@\n-help · quit\n"
                    + "+help · leave</pre>"))
        let markdown = try String(
            contentsOf: ci.root.appendingPathComponent("merged/report.md"), encoding: .utf8)
        #expect(
            markdown.contains(
                "Also in other snapshots of this change, what the diff above does not show:\n\n"
                    + "`Snapshots/FooterTests/footer.menu.txt`:\n\n```diff\n@@ -1,1 +1,1 @@\n"
                    + "-help · quit\n+help · leave\n```"), "\(markdown)")
        // A new snapshot: nothing stored, every line added.
        #expect(
            html.contains(
                "<h2>Snapshots/NewTests/new.banner.txt (new)</h2>\n<table class=\"diff\">"))
        #expect(
            html.contains(
                "<tr><td class=\"number\"></td><td></td><td class=\"number\">1</td>"
                    + "<td class=\"added\">Hello</td></tr>"))
        // Side by side, the changed words marked.
        #expect(
            html.contains(
                "<tr><td class=\"number\">1</td><td class=\"removed\">back · <del>quit</del></td>"
                    + "<td class=\"number\">1</td><td class=\"added\">back · <ins>leave</ins></td>"
                    + "</tr>"))
        // Markup in snapshots is text; the tab and the trailing spaces are shown.
        #expect(
            html.contains(
                "<td class=\"added\">Total &lt;<ins>b&gt;$4&lt;/b</ins>&gt; &amp; "
                    + "&#39;<ins>tax&#39;<span class=\"shown\">␉</span>due</ins>"
                    + "<span class=\"shown\">␠</span><span class=\"shown\">␠</span></td>"))
        // A story's hunk is headed by the typed line that led to it, unchanged lines folded.
        #expect(
            html.contains(
                "<tr class=\"folded\"><td colspan=\"4\">⋯ 10 unchanged lines</td></tr>\n"
                    + "<tr><th colspan=\"4\">&gt; remove 1</th></tr>\n"))
        // A character that shows as nothing is shown where it changed, as the text diff does.
        #expect(
            html.contains(
                "Removed <ins>the<span class=\"shown\">&lt;U+200D&gt;</span></ins> Tea."))
    }

    /// Headless Chromium, from Debian's `chromium` package.
    private static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test(
        .enabled(
            if: chromium != nil,
            "No Chromium is installed (apt-get install chromium); the page is not checked in a browser."
        ))
    func aBrowserShowsThePageWithoutScriptsOrNetwork() throws {
        let browser = BuiltProduct(url: URL(fileURLWithPath: try #require(Self.chromium)))
        // No network at all: every host name fails to resolve.
        let offline = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-javascript",
            "--host-resolver-rules=MAP * ~NOTFOUND", "--no-first-run",
            "--user-data-dir=" + ci.root.appendingPathComponent("chromium").path,
        ]
        let dom = try browser.run(
            offline + ["--dump-dom", page.absoluteString], in: ci.root, timeLimit: 120)
        #expect(dom.status == 0, "\(dom.standardError)")
        let text = dom.standardOutput
        #expect(text.contains("<h1>Scenic snapshots: 1 new, 4 changed, 0 unreferenced.</h1>"))
        #expect(text.contains("back · <del>quit</del>"))
        #expect(text.contains("<th colspan=\"4\">&gt; remove 1</th>"))
        #expect(!text.contains("<script"))

        let screenshot = ci.root.appendingPathComponent("report.png")
        let shot = try browser.run(
            offline + [
                "--screenshot=" + screenshot.path, "--window-size=1100,900", page.absoluteString,
            ], in: ci.root, timeLimit: 120)
        #expect(shot.status == 0, "\(shot.standardError)")
        let png = try Data(contentsOf: screenshot)
        // A PNG of the window's size (the IHDR chunk's width and height).
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1100 && height == 900)
        // Far from blank: a page of text, tints and marks compresses far worse than one color.
        #expect(png.count > 20_000, "\(png.count) bytes")
        // With scripts and the network allowed it looks the same, pixel for pixel: nothing on
        // the page needs either.
        let online = ci.root.appendingPathComponent("report-online.png")
        let onlineShot = try browser.run(
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--user-data-dir=" + ci.root.appendingPathComponent("chromium-online").path,
                "--screenshot=" + online.path, "--window-size=1100,900", page.absoluteString,
            ], in: ci.root, timeLimit: 120)
        #expect(onlineShot.status == 0, "\(onlineShot.standardError)")
        #expect(try Data(contentsOf: online) == png)
        // Kept for a person to look at.
        let kept = ReadmeCISection.checkout.appendingPathComponent(".build/report-screenshot.png")
        try? FileManager.default.removeItem(at: kept)
        try FileManager.default.copyItem(at: screenshot, to: kept)
    }
}
