import ArgumentParser
import ClipCookCore
import ClipCookLanguage
import ClipCookDomain
import ClipCookStore
import ClipCookInterop
import ClipCookKit
import Foundation

/// What `convert` passes to the writers besides the document: the servings
/// for Markdown, and the units and foods of the collection around the
/// recipe (or `-C DIR`); for iCalendar the recipe titles and meal times of the
/// collection around the plan (or `-C DIR`) and the export time.
enum ExportOptions {
    static func make(for format: InteropFormat, input: String, servings: Int?, collection: String?) throws -> DocumentWriter.Options {
        var options = DocumentWriter.Options(servings: servings)
        if let servings, !(1...10_000).contains(servings) {
            throw CommandIO.fail(input, "--servings must be between 1 and 10000")
        }
        guard format == .ics || format == .markdown else { return options }
        let root = collection ?? (input == "-" ? nil : SourceFileWalk.collectionRoot(containing: input))
        if format == .markdown {
            // Amounts as `show` shows them: the collection's units (as
            // written without a settings file) and its foods, which weigh
            // cups in metric alone (so the table is built only for metric).
            guard let root else { return options }
            let kitchen = CollectionLoader.settingsOnly(root: root)
            options.units = kitchen.settingsFile == nil ? nil : kitchen.settings.units
            if options.units == .metric { options.foods = FoodTable.scoped ?? .standard }
            return options
        }
        options.stamp = now()
        guard let root else { return options }
        let kitchen = CollectionLoader.load(root: root)
        for recipe in kitchen.recipes where options.titles[recipe.id] == nil {
            options.titles[recipe.id] = recipe.title
        }
        options.mealTimes = MealTimes(kitchen.settings.mealTimes)
        return options
    }

    static func now() -> ICalendarWriter.Stamp {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: Date())
        return ICalendarWriter.Stamp(
            year: c.year ?? 1970, month: c.month ?? 1, day: c.day ?? 1,
            hour: c.hour ?? 0, minute: c.minute ?? 0, second: c.second ?? 0)
    }
}
