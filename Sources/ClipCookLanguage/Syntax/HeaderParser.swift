import ClipCookCore

/// Reads the header line and starts the parser of its document kind.
package enum HeaderParser {
    package static func start(_ kind: DocumentKind, keyword: Range<Int>, _ lexer: inout Lexer, _ session: ParseSession)
        -> (body: any BodyParser, comment: Range<Int>?)
    {
        var comment: Range<Int>?
        switch kind {
        case .recipe:
            let header = recipeTitle(&lexer, session)
            return (RecipeParser(title: header.title, keyword: keyword), header.comment)
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

    /// The title after `recipe` (empty when it could not be read, with the
    /// error reported) and the line's comment.
    package static func recipeTitle(_ lexer: inout Lexer, _ session: ParseSession) -> (title: String, comment: Range<Int>?) {
        do throws(LineError) {
            let read = try lexer.readTextValue("recipe title")
            session.record(.title, read.range)
            return (read.value, read.comment)
        } catch {
            session.error(error)
            return ("", nil)
        }
    }
}
