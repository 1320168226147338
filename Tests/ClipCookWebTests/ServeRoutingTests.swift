import Foundation
import Testing

/// The pages of `clipcook serve`, asked for over HTTP from a real server on
/// a free port of 127.0.0.1, on a copy of the example collection.
@Suite(.serialized) struct ServeRoutingTests {
    @Test func theCollectionSearchAndFiltersRankAsTheREPLDoes() throws {
        let kitchen = try ServeProcess.exampleCollection()
        let server = try ServeProcess(root: kitchen)
        defer { server.stop() }
        #expect(server.url == "http://127.0.0.1:\(server.port)/")
        var http = RawHTTP(port: server.port)
        let home = try http.get("/")
        #expect(home.status == 200)
        #expect(home.header("content-type") == "text/html; charset=utf-8")
        // Rows show time, kcal and protein.
        #expect(home.body.contains("Red Lentil Soup -- Mum&#39;s Way"))
        #expect(
            home.body.contains(#"Lunch · <span class="nb">55 min</span> · <span class="nb">275 kcal</span> · <span class="nb">14 g</span> protein"#))
        // The REPL's search ranks title matches first.
        let search = try http.get("/?q=lentil")
        let titles = search.body.components(separatedBy: "<span class=\"title\">").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(titles.first == "Red Lentil Soup -- Mum&#39;s Way")
        #expect(search.body.contains("(title"))
        let favourites = try http.get("/?fav=1")
        #expect(favourites.body.contains("Red Lentil Soup"))
        #expect(!favourites.body.contains("Banana Bread"))
        let vegan = try http.get("/?tag=vegan&category=Lunch")
        #expect(vegan.body.contains("Red Lentil Soup"))
        #expect(!vegan.body.contains("Chicken Caesar Wrap"))
    }

    @Test func aRecipeScalesConvertsAndStatesAndComputesItsNutrition() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let card = try http.get("/recipe/red-lentil-soup")
        #expect(card.status == 200)
        #expect(card.body.contains("<span class=\"amount\">300 g</span> red lentils"))
        #expect(card.body.contains("<th>stated</th><td>275</td><td>14 g</td>"))
        #expect(card.body.contains("<th>computed</th>"))
        #expect(card.body.contains("href=\"/cook/red-lentil-soup\""))
        let doubled = try http.get("/recipe/red-lentil-soup?servings=12")
        #expect(doubled.body.contains("<span class=\"amount\">600 g</span> red lentils"))
        #expect(doubled.body.contains("(scaled from 6)"))
        let imperial = try http.get("/recipe/red-lentil-soup?units=imperial")
        #expect(imperial.body.contains("<span class=\"amount\">10.5 oz</span> red lentils") || imperial.body.contains("oz</span> red lentils"))
        let cook = try http.get("/cook/red-lentil-soup?step=4")
        #expect(cook.body.contains("<section class=\"step current\" id=\"step-4\""))
        #expect(cook.body.contains("Start timer 25 min"))
        #expect(cook.body.contains("<li><b class=\"amount\">300 g</b> red lentils, <span class=\"notes\">rinsed</span></li>"))
    }

    @Test func theWeekAndTheShoppingListHaveTheirBarsAndAisles() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        let week = try http.get("/week?day=2026-11-24")
        #expect(week.status == 200)
        #expect(week.body.contains("<h1>Week 2026-W48</h1>"))
        #expect(week.body.contains("<svg class=\"bars\""))
        #expect(week.body.contains("href=\"/recipe/red-lentil-soup\""))
        let days = week.body.components(separatedBy: "<section class=\"day").count - 1
        #expect(days == 7)
        let shopping = try http.get("/shopping")
        #expect(shopping.body.contains("<h2>Produce</h2>") || shopping.body.contains("<h2>"))
        #expect(shopping.body.contains("for <a href=\"/recipe/banana-bread\">Banana Bread</a>"))
    }

    @Test func noPathFromTheAddressReachesTheFileSystem() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        defer { server.stop() }
        var http = RawHTTP(port: server.port)
        for path in [
            "/recipe/..%2Fsettings", "/recipe/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd", "/recipe/recipes%2Fred-lentil-soup.recipe",
            "/cook/..%2F..%2Fshopping.list", "/assets/..%2Fapp.js", "/assets/app.css%00", "/settings", "/shopping.list",
        ] {
            let reply = try http.get(path)
            #expect(reply.status == 404, "\(path): \(reply.status)")
            #expect(!reply.body.contains("root:x:0"))
        }
        #expect(try http.get("/assets/app.css").status == 200)
        #expect(try http.get("/recipe/nope").body.contains("no recipe with the id &#39;nope&#39;"))
    }

    @Test func ctrlCStopsTheServerCleanly() throws {
        let server = try ServeProcess(root: try ServeProcess.exampleCollection())
        #expect(server.printed.contains("Ctrl-C stops it"))
        #expect(server.stop() == 0)
        #expect(server.rest().contains("clipcook: stopped"))
    }
}
