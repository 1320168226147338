import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore

/// The recipe model read from its keys by the fast recipe reader.
extension RecipeJSONReader.Reader {
    /// Each known key once: a bit per key.
    package static func once(_ seen: inout UInt32, _ bit: UInt32) throws(RecipeJSONReader.Refused) {
        guard seen & bit == 0 else { throw RecipeJSONReader.Refused() }
        seen |= bit
    }

    package mutating func recipe() throws(RecipeJSONReader.Refused) -> Recipe {
        var id: String?, title: String?, servings: Int?, category: RecipeCategory?
        var recipe = Recipe(id: "", title: "", category: .breakfast)
        var seen: UInt32 = 0
        try members { (r, key) throws(RecipeJSONReader.Refused) in
            if r.keyIs(key, "id") {
                try Self.once(&seen, 1 << 0)
                id = try r.string()
            } else if r.keyIs(key, "title") {
                try Self.once(&seen, 1 << 1)
                title = try r.string()
            } else if r.keyIs(key, "thumbnail") {
                try Self.once(&seen, 1 << 2)
                recipe.thumbnail = try r.optionalString()
            } else if r.keyIs(key, "sourceUrl") {
                try Self.once(&seen, 1 << 3)
                recipe.sourceUrl = try r.optionalString()
            } else if r.keyIs(key, "sourcePlatform") {
                try Self.once(&seen, 1 << 4)
                if let text = try r.optionalString() {
                    guard let platform = SourcePlatform(rawValue: text) else { throw RecipeJSONReader.Refused() }
                    recipe.sourcePlatform = platform
                }
            } else if r.keyIs(key, "caption") {
                try Self.once(&seen, 1 << 5)
                recipe.caption = try r.optionalString()
            } else if r.keyIs(key, "prepTime") {
                try Self.once(&seen, 1 << 6)
                recipe.prepTime = try r.optionalString()
            } else if r.keyIs(key, "cookTime") {
                try Self.once(&seen, 1 << 7)
                recipe.cookTime = try r.optionalString()
            } else if r.keyIs(key, "servings") {
                try Self.once(&seen, 1 << 8)
                servings = try r.int()
            } else if r.keyIs(key, "category") {
                try Self.once(&seen, 1 << 9)
                guard let value = RecipeCategory(rawValue: try r.string()) else { throw RecipeJSONReader.Refused() }
                category = value
            } else if r.keyIs(key, "ingredients") {
                try Self.once(&seen, 1 << 10)
                if !(try r.takeNull()) {
                    var list: [Ingredient] = []
                    try r.elements { (r) throws(RecipeJSONReader.Refused) in list.append(try r.ingredient()) }
                    recipe.ingredients = list
                }
            } else if r.keyIs(key, "steps") {
                try Self.once(&seen, 1 << 11)
                if !(try r.takeNull()) {
                    var list: [Step] = []
                    try r.elements { (r) throws(RecipeJSONReader.Refused) in list.append(try r.step()) }
                    recipe.steps = list
                }
            } else if r.keyIs(key, "nutrition") {
                try Self.once(&seen, 1 << 12)
                recipe.nutrition = try r.takeNull() ? nil : r.nutrition()
            } else if r.keyIs(key, "aiMeta") {
                try Self.once(&seen, 1 << 13)
                guard try r.takeNull() else { throw RecipeJSONReader.Refused() }
            } else if r.keyIs(key, "isArchived") {
                try Self.once(&seen, 1 << 14)
                recipe.isArchived = try r.optionalBool() ?? false
            } else if r.keyIs(key, "isFavourite") {
                try Self.once(&seen, 1 << 15)
                recipe.isFavourite = try r.optionalBool() ?? false
            } else if r.keyIs(key, "createdAt") {
                try Self.once(&seen, 1 << 16)
                recipe.createdAt = try r.optionalTimestamp()
            } else if r.keyIs(key, "updatedAt") {
                try Self.once(&seen, 1 << 17)
                recipe.updatedAt = try r.optionalTimestamp()
            } else if r.keyIs(key, "tags") {
                try Self.once(&seen, 1 << 18)
                recipe.tags = try r.optionalStrings() ?? []
            } else {
                try r.skipValue()
            }
        }
        guard let id, let title, let servings, let category else { throw RecipeJSONReader.Refused() }
        recipe.id = id
        recipe.title = title
        recipe.servings = servings
        recipe.category = category
        return recipe
    }

    package mutating func ingredient() throws(RecipeJSONReader.Refused) -> Ingredient {
        var id: String?, name: String?, amount: String?, notes: String?, food: String?
        var seen: UInt32 = 0
        try members { (r, key) throws(RecipeJSONReader.Refused) in
            if r.keyIs(key, "id") {
                try Self.once(&seen, 1 << 0)
                id = try r.string()
            } else if r.keyIs(key, "name") {
                try Self.once(&seen, 1 << 1)
                name = try r.string()
            } else if r.keyIs(key, "amount") {
                try Self.once(&seen, 1 << 2)
                amount = try r.optionalString()
            } else if r.keyIs(key, "notes") {
                try Self.once(&seen, 1 << 3)
                notes = try r.optionalString()
            } else if r.keyIs(key, "food") {
                try Self.once(&seen, 1 << 4)
                food = try r.optionalString()
            } else {
                // `quantity`, `quantityMax` and `unit` are derived, never read.
                try r.skipValue()
            }
        }
        guard let id, let name else { throw RecipeJSONReader.Refused() }
        return Ingredient(id: id, name: name, amount: amount ?? "", notes: notes, food: food)
    }

    package mutating func step() throws(RecipeJSONReader.Refused) -> Step {
        var id: String?, order: Int?, text: String?
        var timers: [StepTimer] = []
        var seen: UInt32 = 0
        try members { (r, key) throws(RecipeJSONReader.Refused) in
            if r.keyIs(key, "id") {
                try Self.once(&seen, 1 << 0)
                id = try r.string()
            } else if r.keyIs(key, "order") {
                try Self.once(&seen, 1 << 1)
                order = try r.int()
            } else if r.keyIs(key, "text") {
                try Self.once(&seen, 1 << 2)
                text = try r.string()
            } else if r.keyIs(key, "timers") {
                try Self.once(&seen, 1 << 3)
                if !(try r.takeNull()) {
                    try r.elements { (r) throws(RecipeJSONReader.Refused) in timers.append(try r.timer()) }
                }
            } else {
                try r.skipValue()
            }
        }
        guard let id, let order, let text else { throw RecipeJSONReader.Refused() }
        return Step(id: id, order: order, text: text, timers: timers)
    }

    package mutating func timer() throws(RecipeJSONReader.Refused) -> StepTimer {
        var seconds: Int?, secondsMax: Int?, label: String?
        var seen: UInt32 = 0
        try members { (r, key) throws(RecipeJSONReader.Refused) in
            if r.keyIs(key, "seconds") {
                try Self.once(&seen, 1 << 0)
                seconds = try r.int()
            } else if r.keyIs(key, "secondsMax") {
                try Self.once(&seen, 1 << 1)
                secondsMax = try r.optionalInt()
            } else if r.keyIs(key, "label") {
                try Self.once(&seen, 1 << 2)
                label = try r.optionalString()
            } else {
                try r.skipValue()
            }
        }
        guard let seconds else { throw RecipeJSONReader.Refused() }
        return StepTimer(seconds: seconds, secondsMax: secondsMax, label: label)
    }

    package mutating func nutrition() throws(RecipeJSONReader.Refused) -> Nutrition {
        var calories: Int?, protein: Int?, carbs: Int?, fats: Int?
        var seen: UInt32 = 0
        try members { (r, key) throws(RecipeJSONReader.Refused) in
            if r.keyIs(key, "calories") {
                try Self.once(&seen, 1 << 0)
                calories = try r.int()
            } else if r.keyIs(key, "protein") {
                try Self.once(&seen, 1 << 1)
                protein = try r.int()
            } else if r.keyIs(key, "carbs") {
                try Self.once(&seen, 1 << 2)
                carbs = try r.int()
            } else if r.keyIs(key, "fats") {
                try Self.once(&seen, 1 << 3)
                fats = try r.int()
            } else {
                try r.skipValue()
            }
        }
        guard let calories, let protein, let carbs, let fats else { throw RecipeJSONReader.Refused() }
        return Nutrition(calories: calories, protein: protein, carbs: carbs, fats: fats)
    }
}
