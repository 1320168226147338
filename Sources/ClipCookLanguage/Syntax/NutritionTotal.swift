/// `nutrition total`: values for the whole recipe, divided by the servings, rounded half up.
package enum NutritionTotal {
    package static func perServing(_ total: Int, servings: Int) -> Int {
        let s = max(servings, 1)
        var q = total / s
        var r = total % s
        if r < 0 {
            q -= 1
            r += s
        }
        return r >= s - r ? q + 1 : q
    }
}
