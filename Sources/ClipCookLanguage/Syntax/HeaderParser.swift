import ClipCookCore

/// Reads the header line and starts the parser of its document kind.
package enum HeaderParser {
    package static func start(_ kind: DocumentKind, keyword: Range<Int>, _ lexer: inout Lexer, _ session: ParseSession)
        -> (body: any BodyParser, comment: Range<Int>?)
    {
        var comment: Range<Int>?
        switch kind {
        case .recipe:
            var title = ""
            do throws(LineError) {
                let read = try lexer.readTextValue("recipe title")
                title = read.value
                comment = read.comment
                session.record(.title, read.range)
            } catch {
                session.error(error)
            }
            return (RecipeParser(title: title, keyword: keyword), comment)
        case .plan, .shoppingList, .settings, .inbox, .pantry, .aisles, .foods:
            do throws(LineError) {
                comment = try lexer.finish(after: "'\(kind.rawValue)'")
            } catch {
                session.error(error)
            }
            let body: any BodyParser =
                switch kind {
                case .plan: PlanParser()
                case .shoppingList: ShoppingParser()
                case .settings: SettingsParser(keyword: keyword)
                case .pantry: PantryParser()
                case .aisles: AislesParser()
                case .foods: FoodsParser()
                default: InboxParser()
                }
            return (body, comment)
        }
    }
}
