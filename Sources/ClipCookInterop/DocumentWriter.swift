import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// Writes content in any format.
public enum DocumentWriter {
    public enum WriteError: Error, Hashable, Sendable {
        /// A whole collection does not fit in one ClipCook file.
        case exportNeedsACollection
        /// JSON cannot hold a value (an infinite number).
        case notEncodable(String)
        /// The format cannot hold this content (only recipes are Cooklang), with why.
        case notRepresentable(String)
        /// The format holds one kind of document only (JSON-LD and Markdown a recipe, iCalendar a plan).
        case wrongKind(format: InteropFormat, expected: String, got: String)
        /// A format that is only read (captions).
        case readOnly(InteropFormat)

        public var message: String {
            switch self {
            case .exportNeedsACollection:
                "a whole collection export cannot become one ClipCook file"
            case .notEncodable(let reason):
                "cannot write the JSON: \(reason)"
            case .notRepresentable(let reason):
                reason
            case .readOnly(let format):
                "\(format.rawValue) is read only; convert to clipcook, json, jsonld, recipemd, markdown or ics"
            case .wrongKind(let format, let expected, let got):
                "\(format.rawValue) holds \(expected), and this is a \(got)"
            }
        }
    }

    /// What some formats need besides the document: Markdown's servings to
    /// scale to, and the units and foods its amounts are shown with (the
    /// collection's, as `show` shows them); iCalendar's recipe titles (id ->
    /// title), meal times and export time.
    public struct Options: Sendable {
        public var servings: Int?
        public var units: MeasurementSystem?
        public var foods: FoodTable?
        public var titles: [String: String]
        public var mealTimes: MealTimes
        public var stamp: ICalendarWriter.Stamp

        public init(
            servings: Int? = nil, titles: [String: String] = [:], mealTimes: MealTimes = MealTimes(),
            stamp: ICalendarWriter.Stamp = ICalendarWriter.Stamp(year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0)
        ) {
            self.servings = servings
            self.titles = titles
            self.mealTimes = mealTimes
            self.stamp = stamp
        }
    }

    /// `derived`: also write values derived from the data (JSON only; see
    /// `JSONDocumentEncoder`).
    public static func write(
        _ content: InteropContent, as format: InteropFormat, options: Options = Options(), derived: Bool = false
    ) throws(WriteError) -> String {
        switch (format, content) {
        case (.clipcook, .export):
            throw .exportNeedsACollection
        case (.clipcook, .document(let document)):
            return Language.print(document)
        case (.cooklang, .document(.recipe(let recipe))):
            do {
                return try CooklangExporter.write(recipe)
            } catch {
                throw .notRepresentable(error.message)
            }
        case (.cooklang, _):
            throw .notRepresentable("only a recipe can be written as Cooklang; this is a \(content.kindName)")
        case (.jsonld, .document(.recipe(let recipe))):
            return JSONLDWriter.write(recipe)
        case (.caption, _):
            throw .readOnly(format)
        case (.recipemd, .document(.recipe(let recipe))):
            guard RecipeMDWriter.hasTitle(recipe) else {
                throw .notRepresentable("RecipeMD needs a title, and this recipe's title is blank")
            }
            return RecipeMDWriter.write(recipe)
        case (.recipemd, _):
            throw .wrongKind(format: format, expected: "a recipe", got: content.kindName)
        case (.markdown, .document(.recipe(let recipe))):
            return MarkdownWriter.write(recipe, servings: options.servings, units: options.units, foods: options.foods)
        case (.markdown, _):
            throw .wrongKind(format: format, expected: "a recipe", got: content.kindName)
        case (.ics, .document(.plan(let plan))):
            return ICalendarWriter.write(plan, titles: options.titles, times: options.mealTimes, stamp: options.stamp)
        case (.ics, _):
            throw .wrongKind(format: format, expected: "a meal plan", got: content.kindName)
        case (.jsonld, _):
            throw .wrongKind(format: format, expected: "a recipe", got: content.kindName)
        case (.json, _):
            do {
                return try JSONDocumentEncoder.encode(content, derived: derived)
            } catch {
                throw .notEncodable(String(describing: error))
            }
        }
    }
}
