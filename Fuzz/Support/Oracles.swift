// The layers under SwiftPM; scripts/fuzz compiles them as one ClipCookKit.
#if canImport(ClipCookCore)
    import ClipCookCore
    import ClipCookLanguage
    import ClipCookDomain
    import ClipCookStore
    import ClipCookInterop
#endif
import ClipCookKit

/// The checks every importer's target makes on what it read; a failed check
/// traps, so libFuzzer saves the input.
enum Oracle {
    /// One input of an importer's target: the `size` bytes at `data`, read
    /// as `format` from a file named `path`, then checked with `imported`.
    static func importing(_ data: UnsafePointer<UInt8>, _ size: Int, path: String, as format: InteropFormat) -> Int32 {
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        imported(DocumentReader.read(SourceFile(path: path, bytes: bytes), as: format), from: bytes)
        return 0
    }

    /// Whatever an importer read: each diagnostic points inside the input;
    /// a document is valid, prints to canonical text that parses back to the
    /// same model without errors, `fmt` of that text is itself, lint runs
    /// on it and its safe fixes leave a file that still formats; and each
    /// writer that holds this kind of document writes it without trapping.
    static func imported(_ result: InteropReadResult, from bytes: [UInt8]) {
        for diagnostic in result.diagnostics {
            if let range = diagnostic.range,
                range.start.offset > bytes.count || range.end.offset > bytes.count
                    || range.start.offset > range.end.offset || range.start.line < 1 || range.start.column < 1
            {
                fail("diagnostic outside the input (\(bytes.count) bytes): \(diagnostic.message) at \(range)")
            }
        }
        guard let content = result.content else { return }
        if result.diagnostics.contains(where: { $0.severity == .error }) {
            fail("content returned with errors: \(result.diagnostics.map(\.message))")
        }
        switch content {
        case .document(let document): canonical(document)
        case .export(let export): exported(export)
        }
    }

    /// print -> parse gives the document back without errors; fmt of the
    /// printed text is itself; lint and its fixes hold; the writers do not trap.
    static func canonical(_ document: Document) {
        let problems = ModelValidator.validate(document)
        if !problems.isEmpty { fail("an invalid \(document.kind) was read: \(problems.map(\.message))") }
        let text = Language.print(document)
        let again = Language.parse(SourceFile(path: "fuzz", text: text))
        if let error = again.diagnostics.first(where: { $0.severity == .error }) {
            fail("the canonical text does not parse (\(error.message)):\n\(text)")
        }
        guard again.document == document else {
            fail("the canonical text reads as another \(document.kind):\n\(text)\n\(String(describing: again.document))\n\(document)")
        }
        let formatted: String
        do {
            formatted = try Formatter.format(SourceFile(path: "fuzz", text: text))
        } catch {
            fail("fmt refuses the canonical text:\n\(text)")
        }
        if formatted != text { fail("fmt changes the canonical text:\n\(text)\n---\n\(formatted)") }
        lint(text)
        write(document)
        if case .foods(let list) = document { foods(list) }
    }

    /// A foods file's foods joined to the table as a collection's are: each
    /// food a plan line can name (its name has words to search) is found by
    /// it; a plan naming each (100 g, and one of its portions) under those
    /// foods parses without errors to the values the table gives, and
    /// prints and parses back the same; a recipe of them maps without trapping.
    static func foods(_ list: FoodList) {
        let own = list.foods.prefix(16).map { $0.food(file: "fuzz.foods") }
        guard !own.isEmpty else { return }
        let table = FoodTable.collection(own)
        guard let day = Day("2026-11-23") else { return }
        var slots: [MealSlot] = []
        for food in own {
            guard case .success(let found) = table.resolve(food.name) else { continue }
            _ = FoodSearch.search(food.name, in: table)
            var amounts = ["100 g"]
            if let portion = food.portions.first, portion.unit.allSatisfy({ $0.isLetter }) { amounts.append("2 \(portion.unit)") }
            for amount in amounts {
                guard case .success(let grams) = FoodAmount.grams(amount, of: found) else { continue }
                let values = found.values(grams: grams).rounded
                let item = QuickAddItem(
                    name: found.name, calories: values.calories, protein: values.protein,
                    carbs: values.carbs, fats: values.fats)
                slots.append(
                    MealSlot(
                        id: "m\(slots.count)", day: day, meal: .afternoonSnack, quickAdd: item,
                        food: FoodPortion(name: food.name, amount: amount)))
            }
        }
        let recipe = Recipe(
            id: "r", title: "R", category: .dinner,
            ingredients: own.enumerated().map { Ingredient(id: "i\($0.offset)", name: $0.element.name, amount: "100 g") })
        _ = RecipeNutrition(recipe, table: table)
        guard !slots.isEmpty else { return }
        FoodTable.$scopedOwnFoods.withValue(CollectionFoods(own)) {
            let text = Language.print(.plan(Plan(mealSlots: slots)))
            let read = Language.parse(SourceFile(path: "fuzz.plan", text: text))
            if let error = read.diagnostics.first(where: { $0.severity == .error }) {
                fail("a plan naming the foods file's foods does not parse (\(error.message)):\n\(text)")
            }
            guard case .plan(let plan)? = read.document,
                plan.mealSlots.map(\.food) == slots.map(\.food), plan.mealSlots.map(\.quickAdd) == slots.map(\.quickAdd)
            else {
                fail("a plan naming the foods file's foods reads as another plan:\n\(text)")
            }
            let again = Language.parse(SourceFile(path: "fuzz.plan", text: Language.print(.plan(plan))))
            if again.document != .plan(plan) { fail("a plan naming own foods does not round-trip:\n\(text)") }
        }
    }

    /// Lint runs; the file with its safe fixes applied still formats (what `lint --fix` writes).
    static func lint(_ text: String) {
        let source = SourceFile(path: "fuzz", text: text)
        let file = LintFile(source: source)
        let problems = Linter().lint(file, in: LintContext(files: [file]))
        let (fixed, applied) = FixApplier.apply(problems.filter { $0.fix != nil }, to: source.bytes)
        guard applied > 0 else { return }
        if (try? Formatter.format(SourceFile(path: "fuzz", bytes: fixed))) == nil {
            fail("lint --fix breaks the canonical text:\n\(text)\n---\n\(String(decoding: fixed, as: UTF8.self))")
        }
    }

    /// Every writer that holds the document writes it; what the readable
    /// formats wrote reads back without errors.
    static func write(_ document: Document) {
        for format in InteropFormat.allCases where format.isWritable {
            guard let written = try? DocumentWriter.write(.document(document), as: format) else { continue }
            switch format {
            case .json:
                let read = DocumentReader.read(SourceFile(path: "fuzz.json", text: written), as: .json)
                if read.content != .document(document) { fail("JSON does not round-trip:\n\(written)") }
            case .jsonld, .recipemd, .cooklang:
                let read = DocumentReader.read(SourceFile(path: "fuzz", text: written), as: format)
                if read.content == nil || read.diagnostics.contains(where: { $0.severity == .error }) {
                    fail("\(format) written does not read back: \(read.diagnostics.map(\.message))\n\(written)")
                }
            case .clipcook, .caption, .markdown, .ics:
                break
            }
        }
    }

    /// A whole export: JSON write -> read gives it back, and each of its documents is canonical.
    static func exported(_ export: CollectionExport) {
        for file in ImportPlan(.export(export)).files { canonical(file.document) }
    }

    static func fail(_ message: String) -> Never {
        fatalError(message)
    }
}

/// Before the first input: lint a recipe once and read the food table, so
/// that the tables the rules and plan lines load on first use (SR28, read
/// when a plan line names a food) are not charged to an input as a hang.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutableRawPointer?, _ argv: UnsafeMutableRawPointer?) -> Int32 {
    Oracle.lint("recipe Toast\n  category breakfast\n\ningredients\n  - 2 slices bread\n  - 10 g butter\n")
    _ = FoodTable.standard.resolve("egg")
    _ = FoodSearch.ingredientMatch("butter", in: FoodTable.standard)
    return 0
}
