import ClipCookCore

/// The text of a new recipe file and the id a title derives.
public enum RecipeTemplate {
    /// The derived id of a title (LANGUAGE-CONTRACT "Derived ids").
    public static func derivedId(for title: String) -> String {
        DerivedID.recipe(title: title)
    }

    /// A recipe file that parses, with placeholders a cook replaces.
    public static func text(title: String) -> String {
        """
        recipe \(TextQuoting.lineValue(title))
          category dinner
          servings 2
          prep 10 min
          cook 20 min

        ingredients
          - 1 cup something

        steps
          1. Describe the first step.

        """
    }
}
