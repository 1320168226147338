import ClipCookCore
import ClipCookLanguage

/// Cook mode over one recipe: the steps, where the cook is, which steps are
/// done, the ingredients scaled to the servings cooked, and the timers each
/// step offers. A value with no clock and no I/O: the session applies the
/// commands and the timers live on its `TimerBoard`.
///
/// The ingredients are presented when asked for, not kept: a step presents
/// only the ones it uses, so cook mode over a recipe of a million lines
/// holds no copy of them (issue 40).
public struct CookSession: Hashable, Sendable {
    public let recipe: Recipe
    /// The servings cooked (the recipe's own unless scaled).
    public let servings: Int
    /// The units the ingredients are shown in (nil: as written).
    public let units: MeasurementSystem?
    /// The foods that weigh a cup of a solid in metric.
    var foods: FoodTable? { weighing.table }
    private let weighing: FoodTableIdentity
    public let timers: [TimerDefinition]
    /// 0-based index of the step shown.
    public private(set) var position = 0
    /// 0-based indices of the steps marked done.
    public private(set) var completed: Set<Int> = []
    public private(set) var isFinished = false

    /// Fails for a recipe without steps. `taken`: names of timers of other
    /// recipes still counting, which this recipe's timers must not reuse.
    /// The ingredients are shown as every face shows them
    /// (`AmountPresentation`): in `units` (nil: as written), a cup of a
    /// solid weighed in grams in metric through `foods`.
    public init(
        recipe: Recipe, servings: Int? = nil, units: MeasurementSystem? = nil, foods: FoodTable? = nil, avoiding taken: Set<String> = []
    ) throws(CookError) {
        guard !recipe.steps.isEmpty else {
            throw CookError("\(recipe.title) has no steps to cook", suggestion: "add a 'steps' section to the recipe")
        }
        self.recipe = recipe
        let wanted = servings ?? recipe.servings
        self.servings = wanted
        self.units = units
        weighing = FoodTableIdentity(table: foods)
        timers = TimerDefinition.all(for: recipe.steps, avoiding: taken, recipe: recipe.id)
    }

    public var stepCount: Int { recipe.steps.count }

    /// 1-based number of the step shown.
    public var stepNumber: Int { position + 1 }

    public var step: Step { recipe.steps[position] }

    public var isLastStep: Bool { position == stepCount - 1 }

    /// The ingredients, scaled to `servings`, as every face shows them.
    public var ingredients: [Ingredient] {
        AmountPresentation.ingredients(of: recipe, servings: servings, units: units, foods: foods)
    }

    /// The same ingredients one at a time, in order, without making the list.
    public func forEachIngredient(_ body: (Ingredient) -> Void) {
        AmountPresentation.forEachIngredient(of: recipe, servings: servings, units: units, foods: foods, body)
    }

    /// The scaled ingredients the step shown uses.
    public var stepIngredients: [Ingredient] { ingredients(ofStep: stepNumber) }

    public func ingredients(ofStep number: Int) -> [Ingredient] {
        guard (1...stepCount).contains(number) else { return [] }
        let used = StepIngredients.used(by: recipe.steps[number - 1].text, in: recipe.ingredients)
        return AmountPresentation.ingredients(at: used, of: recipe, servings: servings, units: units, foods: foods)
    }

    /// The timers the step shown offers.
    public var stepTimers: [TimerDefinition] { timers.filter { $0.step == stepNumber } }

    public func timer(named name: String) -> TimerDefinition? {
        timers.first { $0.name == name.lowercased() }
    }

    /// Marks the step done and moves on; on the last step, finishes.
    public mutating func next() {
        guard !isFinished else { return }
        completed.insert(position)
        if isLastStep {
            isFinished = true
        } else {
            position += 1
        }
    }

    public mutating func back() throws(CookError) {
        guard position > 0 else { throw CookError("already at step 1") }
        position -= 1
    }

    /// Goes to step `number` (1-based).
    public mutating func go(to number: Int) throws(CookError) {
        guard (1...stepCount).contains(number) else {
            throw CookError("no step \(number): \(stepsPhrase)", kind: .notFound)
        }
        position = number - 1
    }

    /// "the recipe has steps 1 to 5" / "the recipe has 1 step".
    package var stepsPhrase: String {
        stepCount == 1 ? "the recipe has 1 step" : "the recipe has steps 1 to \(stepCount)"
    }
}

/// A food table that compares by identity (the same table, not equal
/// contents): what lets `CookSession` compare and hash every field of its
/// own as the compiler writes it, so that a field added later is not left
/// out.
struct FoodTableIdentity: Hashable, Sendable {
    let table: FoodTable?

    static func == (lhs: FoodTableIdentity, rhs: FoodTableIdentity) -> Bool {
        lhs.table === rhs.table
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(table.map(ObjectIdentifier.init))
    }
}
