import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation
import Hummingbird

/// The pantry (`/pantry`): what is at home as `pantry` lists it (dated
/// items first, soonest first, past-date ones marked), with add (`pantry
/// add AMOUNT NAME expires DATE`), use (`pantry use AMOUNT NAME`) and
/// remove (`pantry remove NAME`), and "What can I cook?" (`suggest pantry`).
extension Routes {
    func pantry(_ request: Request, _ context: KitchenContext) async -> Response {
        await phonePage(.pantry(cookable: query(request)["cook"] == "1"), context)
    }

    /// An amount field: empty, or words that start with a number (`1 kg`, `6`, `½ cup`).
    static func amount(_ fields: [String: String], required: Bool) -> Result<[String], PhoneRefusal> {
        let text = (fields["amount"] ?? "").trimmingCharacters(in: .whitespaces)
        if text.isEmpty {
            return required ? .failure(PhoneRefusal("how much? an amount such as 200 g or 2")) : .success([])
        }
        guard text.count <= 40, !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            return .failure(PhoneRefusal("an amount is at most 40 characters, on one line"))
        }
        guard let first = text.unicodeScalars.first, CharacterSet.decimalDigits.contains(first) || "½¼¾⅓⅔⅛.".unicodeScalars.contains(first) else {
            return .failure(PhoneRefusal("an amount starts with a number: 200 g, 2, 1.5 l"))
        }
        return .success(words(text))
    }

    /// `pantry add [AMOUNT] NAME [expires DATE]`.
    func pantryAdd(_ request: Request, _ context: KitchenContext) async -> Response {
        await phoneChange(request, context) { fields in
            Self.amount(fields, required: false).flatMap { amount in
                Self.pantryName(fields).flatMap { name in
                    Self.day(fields["expires"]).map { expires in
                        var words = ["pantry", "add"] + amount + Self.words(name)
                        if let expires { words += ["expires", expires.description] }
                        return PhoneChange(words: words, file: .pantry, back: .pantry(cookable: false))
                    }
                }
            }
        }
    }

    /// `pantry use AMOUNT NAME`.
    func pantryUse(_ request: Request, _ context: KitchenContext) async -> Response {
        await phoneChange(request, context) { fields in
            Self.amount(fields, required: true).flatMap { amount in
                Self.pantryName(fields).map { name in
                    PhoneChange(words: ["pantry", "use"] + amount + Self.words(name), file: .pantry, back: .pantry(cookable: false))
                }
            }
        }
    }

    /// `pantry remove NAME`.
    func pantryRemove(_ request: Request, _ context: KitchenContext) async -> Response {
        await phoneChange(request, context) { fields in
            Self.pantryName(fields).map { name in
                PhoneChange(words: ["pantry", "remove", name], file: .pantry, back: .pantry(cookable: false))
            }
        }
    }

    /// An item's name: a word `pantry add` would read as its keyword is refused.
    static func pantryName(_ fields: [String: String]) -> Result<String, PhoneRefusal> {
        text(fields, "name", what: "an item's name").flatMap { name in
            words(name).contains { $0.lowercased() == "expires" }
                ? .failure(PhoneRefusal("an item's name cannot hold the word 'expires'; give the date in its own field"))
                : .success(name)
        }
    }
}

extension PageRenderer {
    func pantry(cookable: Bool, session: Session, context: PageContext, version: String) -> PageResult {
        var values = context.layout(title: "Pantry", page: "pantry")
        values["version"] = version
        let shown = session.execute(words: ["pantry"])
        if let error = shown.error {
            values["problem"] = VisibleText.shown(error.oneLine)
        }
        let items = TemplateJSON.objects(shown.data["items"])
        values["items"] = items
        values["empty"] = items.isEmpty && shown.error == nil
        if case .int(let count)? = shown.data["count"] { values["countText"] = CountWords.of(count, "item") }
        if case .int(let expired)? = shown.data["expired"], expired > 0 { values["expiredText"] = CountWords.pastTheirDate(expired) }
        values["today"] = session.today?.description ?? ""
        values["cookURL"] = "/pantry?cook=1#cook"
        if cookable {
            let found = session.execute(words: ["suggest", "pantry"])
            values["showsCookable"] = true
            values["cookable"] = TemplateJSON.objects(found.data["recipes"]).map { row -> [String: Any] in
                var row = row
                if let id = row["id"] as? String { row["url"] = context.links.recipe(id) }
                if let missing = row["missing"] as? [Any] {
                    // The JSON lists the first 1,000 missing; `missingCount` counts them all.
                    let count = (row["missingCount"] as? Int) ?? missing.count
                    row["missingText"] =
                        missing.compactMap { $0 as? String }.prefix(6).joined(separator: ", ")
                        + (count > 6 ? " and \(count - 6) more" : "")
                }
                if let soon = row["expiringSoon"] as? [Any], !soon.isEmpty {
                    row["soonText"] = soon.compactMap { $0 as? String }.joined(separator: ", ")
                }
                return row
            }
            if case .array(let past)? = found.data["pastDate"], !past.isEmpty {
                values["pastDate"] = past.compactMap { TemplateJSON.value($0) as? String }.joined(separator: ", ")
            }
            values["cookProblem"] = found.error.map { VisibleText.shown($0.oneLine) }
            values["nothingCookable"] = (values["cookable"] as? [[String: Any]] ?? []).isEmpty && found.error == nil
        }
        return render("pantry", values)
    }
}
