import ClipCookCore
import Foundation
import Testing

/// One presentation of amounts: for every recipe of the examples at 1, 3
/// and 7 servings, with the settings in metric and in imperial, each
/// ingredient reads the same to the character (amount and name, notes left
/// out as each face writes them its own way) in `show`, cook mode's
/// `ingredients`, the shopping list made from that recipe alone, the
/// Markdown export, the web card and cook page (a real server) and the
/// static site. The list adds one rule of its own: what is bought whole is
/// rounded up, with the exact need after it (`2 cloves garlic (1 ⅓ cloves
/// needed)`), and that need, rounded as the card rounds, is the card's amount.
@Suite struct AmountFacesTests {
    struct Ingredient {
        var name: String
        var notes: String?
    }

    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = ServeProcess.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["CLIPCOOK_TODAY"] = "2026-11-24"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The example collection with its settings in `units` and an empty
    /// pantry (so that the list holds every ingredient).
    static func kitchen(units: String) throws -> URL {
        let kitchen = try ServeProcess.exampleCollection()
        let settings = kitchen.appendingPathComponent("settings")
        let text = try String(contentsOf: settings, encoding: .utf8)
        #expect(text.contains("units metric"))
        try Data(text.replacingOccurrences(of: "units metric", with: "units \(units)").utf8).write(to: settings)
        try Data("pantry\n".utf8).write(to: kitchen.appendingPathComponent("pantry"))
        return kitchen
    }

    static func unescapeHTML(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// `text` without the notes the face writes after the name.
    /// A list row without its `(N needed)` note, and that exact need.
    static func neededNote(_ row: String) -> (row: String, need: Amount?) {
        guard row.hasSuffix(" needed)"), let open = row.range(of: " (", options: .backwards) else { return (row, nil) }
        let need = row[open.upperBound...].dropLast(" needed)".count)
        return (String(row[..<open.lowerBound]), Amount(String(need)))
    }

    /// The last word of a row, its plural `s` left out (`onions`, `onion`).
    static func lastWord(_ text: String) -> String {
        let word = text.split(separator: " ").last.map(String.init) ?? ""
        return word.hasSuffix("s") ? String(word.dropLast()) : word
    }

    static func strip(_ text: String, notes: String?, before: String, after: String = "") -> String {
        guard let notes, !notes.isEmpty else { return text }
        let suffix = before + notes + after
        return text.hasSuffix(suffix) ? String(text.dropLast(suffix.count)) : text
    }

    /// Lines between a line starting with `start` and the next blank or unindented line.
    static func block(_ text: String, after start: String) -> [String] {
        var lines: [String] = []
        var inside = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix(start) {
                inside = true
                continue
            }
            guard inside else { continue }
            if line.isEmpty || !line.hasPrefix(" ") { break }
            lines.append(line)
        }
        return lines
    }

    static func matches(_ pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { match in
            (1..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }

    /// The one JSON line a `--json` run printed.
    static func json(_ output: String) throws -> [String: Any] {
        let line = output.split(separator: "\n").first { $0.hasPrefix("{") }.map(String.init) ?? output
        return try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
    }

    @Test(arguments: ["metric", "imperial"])
    func everyFaceShowsEveryAmountAlike(units: String) throws {
        let kitchen = try Self.kitchen(units: units)
        let server = try ServeProcess(root: kitchen)
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let listed = try Self.json(try Self.run(["-C", kitchen.path, "--json", "-c", "list all"]))
        let recipes = listed["recipes"] as? [[String: Any]] ?? []
        #expect(recipes.count == 13)
        var sites: [Int: URL] = [:]
        for servings in [1, 3, 7] {
            let site = kitchen.deletingLastPathComponent().appendingPathComponent("site-\(servings)")
            let exported = try Self.run(["export", "-C", kitchen.path, "--to", "site", site.path, "--servings", String(servings)])
            #expect(exported.contains("wrote 12 recipe pages"), "\(exported)")
            sites[servings] = site
        }
        let ids = recipes.map { $0["id"] as? String ?? "" }
        // Each recipe's `show` as JSON, a line each, from one run.
        let shown = try Self.run(["-C", kitchen.path, "--json", "-c", ids.map { "show \($0)" }.joined(separator: "; ")])
        let details = try shown.split(separator: "\n").filter { $0.hasPrefix("{") }.map { try Self.json(String($0)) }
        #expect(details.count == ids.count, "one reply a recipe: \(shown)")
        // The terminal's faces (show, cook mode, the list) of every recipe
        // at every size, from one run: each script after `help quit`, whose
        // first line parts the output.
        let scripts = ids.flatMap { id in
            [1, 3, 7].map { servings in
                "help quit; show \(id) servings \(servings); cook \(id) servings \(servings); ingredients; quit; "
                    + "shop clear all; shop add recipe \(id) servings \(servings); shop"
            }
        }
        let terminal = try Self.run(["-C", kitchen.path, "-c", scripts.joined(separator: "; ")]).components(separatedBy: "usage: quit\n").dropFirst()
        #expect(terminal.count == scripts.count, "one part a script")
        var compared = 0
        for (number, entry) in recipes.enumerated() where number < details.count {
            let id = ids[number]
            let title = entry["title"] as? String ?? ""
            let path = entry["path"] as? String ?? ""
            let archived = entry["isArchived"] as? Bool ?? false
            // The ingredients' names and notes, from `show`'s JSON.
            #expect((details[number]["recipe"] as? [String: Any])?["id"] as? String == id)
            let ingredients = ((details[number]["recipe"] as? [String: Any])?["ingredients"] as? [[String: Any]] ?? []).map {
                Ingredient(name: $0["name"] as? String ?? "", notes: $0["notes"] as? String)
            }
            #expect(!ingredients.isEmpty, "\(id)")
            for (size, servings) in [1, 3, 7].enumerated() where number * 3 + size < terminal.count {
                let context = "\(id) servings \(servings) in \(units)"
                let text = terminal[terminal.startIndex + number * 3 + size]
                let show = Self.block(text, after: "Ingredients").map { String($0.dropFirst(4)) }
                let cook = Self.block(text, after: "Ingredients for").map { String($0.dropFirst(3)) }
                let shop = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("  [ ] ") }.map { line in
                    // The label, without the recipe after it.
                    let label = String(line.dropFirst(6))
                    return label.hasSuffix(title) ? String(label.dropLast(title.count)).trimmingCharacters(in: .whitespaces) : label
                }
                let markdownText = try Self.run([
                    "convert", kitchen.appendingPathComponent(path).path, "--to", "markdown", "--servings", String(servings),
                ])
                let markdown =
                    markdownText.components(separatedBy: "## Ingredients").dropFirst().first.map { section in
                        section.components(separatedBy: "\n## ")[0].split(separator: "\n").filter { $0.hasPrefix("- ") }.map {
                            String($0.dropFirst(2)).replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "\\", with: "")
                        }
                    } ?? []
                let pattern = "<input type=\"checkbox\" class=\"have\"> (?:<span class=\"amount\">([^<]*)</span> )?([^<]*)</label>"
                func card(_ html: String) -> [String] {
                    Self.matches(pattern, in: html).map { parts in
                        Self.unescapeHTML(parts[0].isEmpty ? parts[1] : parts[0] + " " + parts[1])
                    }
                }
                let web = card(try http.get("/recipe/\(id)?servings=\(servings)").body)
                let cookPage = Self.matches("<li><b>([^<]*)</b> ([^<]*)</li>", in: try http.get("/cook/\(id)?servings=\(servings)").body)
                    .map { Self.unescapeHTML($0[0].isEmpty ? $0[1] : $0[0] + " " + $0[1]) }
                let sitePage = sites[servings].flatMap { try? String(contentsOf: $0.appendingPathComponent("recipe-\(id).html"), encoding: .utf8) }
                for face in [("show", show), ("cook mode", cook), ("Markdown", markdown), ("web card", web)] {
                    #expect(face.1.count == ingredients.count, "\(context): \(face.0) has \(face.1.count) ingredients: \(face.1)")
                }
                let names = ingredients.map { $0.name.lowercased() }
                for (index, ingredient) in ingredients.enumerated() where index < show.count {
                    let shown = Self.strip(show[index], notes: ingredient.notes, before: ", ")
                    func expectSame(_ face: String, _ value: String?) {
                        #expect(value == shown, "\(context): show says '\(shown)', \(face) says '\(value ?? "nothing")'")
                    }
                    if index < cook.count { expectSame("cook mode", Self.strip(cook[index], notes: ingredient.notes, before: ", ")) }
                    if index < markdown.count { expectSame("Markdown", Self.strip(markdown[index], notes: ingredient.notes, before: ", ")) }
                    if index < web.count { expectSame("the web card", Self.strip(web[index], notes: ingredient.notes, before: ", ")) }
                    if let sitePage {
                        let page = card(sitePage)
                        expectSame("the static site", index < page.count ? Self.strip(page[index], notes: ingredient.notes, before: ", ") : nil)
                    } else {
                        #expect(archived, "\(context): no static page")
                    }
                    // The list merges lines of one name; those are left out.
                    if names.filter({ $0 == ingredient.name.lowercased() }).count == 1 {
                        let rows = shop.map(Self.neededNote)
                        let listed = rows.map { Self.strip($0.row, notes: ingredient.notes, before: " (", after: ")") }
                        let roundedUp = zip(listed, rows).contains { row, parts in
                            guard let need = parts.need else { return false }
                            return shown.hasPrefix(need.roundedForCook().description + " ") && Self.lastWord(row) == Self.lastWord(shown)
                        }
                        #expect(listed.contains(shown) || roundedUp, "\(context): show says '\(shown)', the list says \(shop)")
                    }
                    compared += 1
                }
                for line in cookPage {
                    #expect(
                        web.contains { $0 == line || $0.hasPrefix(line + ", ") },
                        "\(context): the cook page says '\(line)', the card \(web)")
                }
            }
        }
        #expect(compared > 300)
    }
}
