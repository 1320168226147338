import Foundation
import Testing

/// A file with a syntax error is shown, not hidden (issue 34, item 3): the
/// collection marks it, its page shows the diagnostics as the REPL prints
/// them, escaped, and the server's log names each once.
@Suite(.serialized) struct ServeProblemTests {
    /// A recipe whose servings line has a typo, with markup in the line.
    static let broken = """
        recipe Typo Toast <b>
          id typo-toast
          category breakfast
          servings tw0

        ingredients
          - 2 slices bread

        steps
          - Toast the bread.
        """

    @Test func aRecipeWithATypoIsMarkedAndItsPageShowsTheDiagnostics() throws {
        let kitchen = try ServeProcess.exampleCollection()
        try Data(Self.broken.utf8).write(to: kitchen.appendingPathComponent("recipes/typo-toast.recipe"))
        let server = try ServeProcess(root: kitchen, keepingErrors: true)
        var http = RawHTTP(port: server.port)
        let home = try http.get("/")
        #expect(home.body.contains("Files with errors"))
        #expect(
            home.body.contains(
                "<a href=\"/problems?file=recipes%2Ftypo-toast.recipe\"><span class=\"mark\" aria-hidden=\"true\">⚠</span> recipes/typo-toast.recipe</a> <small>1 error</small>"
            ))
        // The recipe's own address shows why it is missing, not "no recipe with the id".
        let card = try http.get("/recipe/typo-toast")
        #expect(card.status == 200)
        #expect(!card.body.contains("no recipe with the id"))
        let page = try http.get("/problems?file=recipes%2Ftypo-toast.recipe")
        #expect(page.status == 200)
        for reply in [card, page] {
            #expect(reply.body.contains("recipes/typo-toast.recipe:4:"), "\(reply.body)")
            #expect(reply.body.contains("error:"))
            #expect(reply.body.contains("servings tw0"))
            #expect(!reply.body.contains("<b>"))
        }
        #expect(try http.get("/problems").body.contains("recipes/typo-toast.recipe:4:"))
        #expect(try http.get("/problems?file=recipes%2Fbanana-bread.recipe").status == 404)
        #expect(try http.get("/recipe/no-such-thing").status == 404)
        // Asked for again and again, the log names the file once; fixed and
        // broken anew, once more.
        for _ in 0..<5 { _ = try http.get("/recipe/typo-toast") }
        try server.write("recipes/typo-toast.recipe", Self.broken.replacingOccurrences(of: "tw0", with: "2"))
        try waitFor { try http.get("/recipe/typo-toast").body.contains("<h1>Typo Toast &lt;b&gt;") }
        #expect(!(try http.get("/").body.contains("Files with errors")))
        try server.write("recipes/typo-toast.recipe", Self.broken.replacingOccurrences(of: "tw0", with: "three"))
        try waitFor { try http.get("/problems").body.contains("servings three") }
        for _ in 0..<3 { _ = try http.get("/") }
        server.stop()
        let log = server.errorText()
        #expect(log.components(separatedBy: "recipes/typo-toast.recipe:4:").count - 1 == 2, "\(log)")
        #expect(log.components(separatedBy: "servings tw0").count - 1 == 1)
        #expect(log.components(separatedBy: "servings three").count - 1 == 1)
    }

    @Test func aPlanWithAnErrorIsMarkedOnTheWeek() throws {
        let kitchen = try ServeProcess.exampleCollection()
        let plan = kitchen.appendingPathComponent("plans/2026-W48.plan")
        let text = try String(contentsOf: plan, encoding: .utf8)
        try Data((text + "\n<<<<<<< ours\n").utf8).write(to: plan)
        let server = try ServeProcess(root: kitchen)
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let week = try http.get("/week?day=2026-11-24")
        #expect(week.body.contains("plans/2026-W48.plan</a>"), "\(week.body)")
        #expect(week.body.contains("its meals are shown as far as they read"))
        #expect(try http.get("/problems?file=plans%2F2026-W48.plan").body.contains("plans/2026-W48.plan:"))
    }

    func waitFor(_ condition: () throws -> Bool) throws {
        for _ in 0..<60 {
            if try condition() { return }
            usleep(100_000)
        }
        Issue.record("waited 6 s in vain")
    }
}
