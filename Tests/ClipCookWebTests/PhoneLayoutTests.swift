import Foundation
import Testing

/// Every page on a phone (issue 34, item 6), in headless Chromium at 320,
/// 390 and 430 CSS px wide: nothing scrolls sideways, every control is at
/// least 44×44 CSS px, a value and its unit stay on one line, and axe-core
/// finds no serious or critical violation.
@Suite(.serialized, .enabled(if: WebDriver.binaries != nil, "chromium and chromium-driver are not installed; scripts/ensure-deps installs them"))
struct PhoneLayoutTests {
    static let widths = [320, 390, 430]

    /// A recipe with what stretches a narrow page: a long link and a long word.
    static let longRecipe = """
        recipe Oats With An Extraordinarilylongunbrokenwordthatwouldneverwrapbyitself
          id long-oats
          category breakfast
          servings 1
          source https://www.example.com/recipes/breakfast/overnight/oats/with/a/very/long/address/that/never/ends?utm_source=share&utm_medium=copy

        ingredients
          - 50 g rolled oats, not instant
          - 150 ml milk

        steps
          - Stir the rolled oats into the milk and rest for 2 minutes.  [timer 2 min "rest"]
        """

    /// Every page of the server, and one that says something was not found.
    static let pages = [
        "/", "/?q=lentil", "/recipe/red-lentil-soup", "/recipe/long-oats", "/cook/long-oats", "/cook/red-lentil-soup?step=2",
        "/week?day=2026-11-24", "/shopping", "/recipe/no-such-recipe",
        "/today?food=greek+yogurt", "/plan?fill=1", "/pantry?cook=1",
        // Today's suggestions with their "Add to" forms, and a recipe's text to edit.
        "/today?day=2026-11-29", "/recipe/red-lentil-soup/edit", "/recipe/long-oats/edit",
    ]

    static func server() throws -> ServeProcess {
        let kitchen = try ServeProcess.exampleCollection()
        try Data(longRecipe.utf8).write(to: kitchen.appendingPathComponent("recipes/long-oats.recipe"))
        return try ServeProcess(root: kitchen)
    }

    /// The controls a finger must hit, and the ones smaller than 44×44.
    static let smallControls = """
        var out = [];
        var seen = document.querySelectorAll("button, .button, select, input:not([type=hidden]):not([type=checkbox]), label, nav a, .recipe-row a, .step-nav a, .slot li a, .week-nav a, .timer-state");
        Array.prototype.forEach.call(seen, function (el) {
          var r = el.getBoundingClientRect();
          if (r.width === 0 && r.height === 0) return;  // not shown (another step)
          if (el.closest("[hidden]") || getComputedStyle(el).display === "none") return;
          if (r.width < 43.5 || r.height < 43.5) out.push((el.id || el.className || el.tagName) + " " + Math.round(r.width) + "x" + Math.round(r.height) + " '" + el.textContent.trim().slice(0, 30) + "'");
        });
        return out;
        """

    /// Values with their units (amounts, nutrition figures) that broke over
    /// two lines: their text's boxes on more than one line.
    static let brokenValues = """
        var out = [];
        Array.prototype.forEach.call(document.querySelectorAll(".amount, .nb, table.nutrition td, .name b"), function (el) {
          var range = document.createRange();
          range.selectNodeContents(el);
          var tops = {};
          Array.prototype.forEach.call(range.getClientRects(), function (r) { if (r.width > 0) tops[Math.round(r.top)] = true; });
          if (Object.keys(tops).length > 1) out.push(el.textContent);
        });
        return out;
        """

    @Test func nothingScrollsSidewaysAndEveryControlIsLargeEnough() throws {
        let server = try Self.server()
        defer { server.stop() }
        let base = "http://127.0.0.1:\(server.port)"
        for width in Self.widths {
            let browser = try WebDriver(width: width, height: 800)
            defer { browser.quit() }
            // A running timer, so that the timer bar is measured too.
            try browser.open(base + "/cook/long-oats")
            try browser.click(".step.current .timer-start")
            try browser.wait(5, "the timer") { try browser.script("return document.querySelector('#timers .timer') !== null") as? Bool == true }
            for path in Self.pages {
                try browser.open(base + path)
                let wide = try browser.script("return [document.documentElement.scrollWidth, window.innerWidth]") as? [Int] ?? []
                #expect(wide.count == 2 && wide[0] <= wide[1], "\(path) at \(width) px: \(wide)")
                let small = try browser.script(Self.smallControls) as? [String] ?? ["no answer"]
                #expect(small.isEmpty, "\(path) at \(width) px: controls under 44×44: \(small)")
                let broken = try browser.script(Self.brokenValues) as? [String] ?? ["no answer"]
                #expect(broken.isEmpty, "\(path) at \(width) px: values broken from their units: \(broken)")
            }
        }
    }

    /// axe.min.js from PyPI's axe-selenium-python (scripts/ensure-deps), or CLIPCOOK_AXE_JS.
    static func axeSource() -> String? {
        var candidates: [String] = []
        if let path = ProcessInfo.processInfo.environment["CLIPCOOK_AXE_JS"] { candidates.append(path) }
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = [
            "python3", "-c",
            "import axe_selenium_python, os; print(os.path.join(os.path.dirname(axe_selenium_python.__file__), 'node_modules', 'axe-core', 'axe.min.js'))",
        ]
        let output = Pipe()
        python.standardOutput = output
        python.standardError = FileHandle.nullDevice
        if (try? python.run()) != nil {
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            python.waitUntilExit()
            candidates.append(text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return candidates.lazy.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }.first { $0.contains("axe") }
    }

    @Test func axeCoreFindsNoSeriousOrCriticalViolation() throws {
        guard let axe = Self.axeSource() else {
            Issue.record("axe.min.js not found: run scripts/ensure-deps (it installs PyPI's axe-selenium-python) or set CLIPCOOK_AXE_JS")
            return
        }
        let server = try Self.server()
        defer { server.stop() }
        let base = "http://127.0.0.1:\(server.port)"
        let browser = try WebDriver(width: 390, height: 844)
        defer { browser.quit() }
        try browser.open(base + "/cook/long-oats")
        try browser.click(".step.current .timer-start")
        var checked = 0
        for path in Self.pages {
            try browser.open(base + path)
            try browser.script(axe + "\n;return true;")
            let found =
                try browser.script(
                    """
                    return axe.run(document, { resultTypes: ["violations"] }).then(function (result) {
                      return result.violations.filter(function (v) { return v.impact === "serious" || v.impact === "critical"; })
                        .map(function (v) { return v.id + " (" + v.impact + "): " + v.nodes.slice(0, 3).map(function (n) { return n.target.join(" "); }).join(", "); });
                    });
                    """) as? [String]
            #expect(found == [], "\(path): \(found ?? ["axe gave no answer"])")
            if found != nil { checked += 1 }
        }
        #expect(checked == Self.pages.count)
    }
}
