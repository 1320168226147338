// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ClipCook",
    platforms: [.macOS(.v13)],
    products: [
        .library(
            name: "ClipCookKit", targets: ["ClipCookCore", "ClipCookLanguage", "ClipCookDomain", "ClipCookStore", "ClipCookInterop", "ClipCookKit"]),
        .executable(name: "clipcook", targets: ["ClipCookCLI"]),
        .executable(name: "clipcook-bench", targets: ["ClipCookBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // YAML front matter of Cooklang files.
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // The kitchen web view (`clipcook serve`): HTTP server and templates.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        // `clipcook mcp`: the Model Context Protocol server for AI assistants.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // Fetching recipe pages and their images (`import URL`).
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    ],
    targets: [
        // The library, in layers: each target uses only the targets above it
        // in this list, and the compiler refuses an upward import
        // (docs/ARCHITECTURE.md draws the graph). No terminal or libedit code.
        //
        // Diagnostics, text helpers, the JSON models and their bounds, units
        // and amounts, the food table (SR28 and a collection's own foods),
        // and reading and writing one file's bytes.
        .target(
            name: "ClipCookCore",
            resources: [.copy("Resources/sr28.tsv")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The ClipCook language: lexer, parsers, printers, source maps, fmt
        // and element-level edits of a file's text.
        .target(
            name: "ClipCookLanguage",
            dependencies: ["ClipCookCore"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // What a cook asks of the documents: nutrition and costs, the
        // shopping list and pantry, plans and plan fill, cook mode, queries
        // and search, lint.
        .target(
            name: "ClipCookDomain",
            dependencies: ["ClipCookCore", "ClipCookLanguage", "CGLPK"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The collection on disk: loading, the write-back (the one writer),
        // conflict checks, locks and the kitchen snapshot.
        .target(
            name: "ClipCookStore",
            dependencies: ["ClipCookCore", "ClipCookLanguage", "ClipCookDomain"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Import and export: JSON, Cooklang, JSON-LD, RecipeMD, captions,
        // Markdown, iCalendar and the inbox.
        .target(
            name: "ClipCookInterop",
            dependencies: [
                "ClipCookCore", "ClipCookLanguage", "ClipCookDomain", "ClipCookStore",
                "CCMark", .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Fetching a page or an image over HTTP(S) with the import's limits
        // (redirects, timeouts, size, schemes). Knows nothing of recipes.
        .target(
            name: "ClipCookFetch",
            dependencies: [
                "ClipCookCore",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The application: the REPL's session and commands, the merge
        // driver, the language server and the reference pages.
        .target(
            name: "ClipCookKit",
            dependencies: ["ClipCookCore", "ClipCookLanguage", "ClipCookDomain", "ClipCookStore", "ClipCookInterop", "ClipCookFetch"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // libcmark (CommonMark's reference parser), through pkg-config, for RecipeMD.
        .systemLibrary(
            name: "CCMark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // GLPK (no pkg-config file in Debian): the MIP solver of `plan fill`.
        .systemLibrary(
            name: "CGLPK",
            providers: [.apt(["libglpk-dev"])]
        ),
        // libedit, through pkg-config; a header of small non-variadic wrappers.
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // The one Swift type that talks to libedit.
        .target(
            name: "LineEditing",
            dependencies: ["CEditLine"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The kitchen web view: routes, page models and Mustache templates.
        // Thin: every domain question and every write goes through ClipCookKit.
        .target(
            name: "ClipCookWeb",
            dependencies: [
                "ClipCookCore", "ClipCookLanguage", "ClipCookDomain", "ClipCookStore", "ClipCookInterop", "ClipCookKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            resources: [.copy("Templates"), .copy("Assets")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // `clipcook mcp`: the collection as tools, resources and prompts of
        // the Model Context Protocol. Thin: every answer and every write is
        // a session command, as in the REPL.
        .target(
            name: "ClipCookMCP",
            dependencies: [
                "ClipCookCore", "ClipCookLanguage", "ClipCookDomain", "ClipCookStore", "ClipCookInterop", "ClipCookKit",
                .product(name: "MCP", package: "swift-sdk"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "ClipCookCLI",
            dependencies: [
                "ClipCookCore", "ClipCookLanguage", "ClipCookDomain", "ClipCookStore", "ClipCookInterop", "ClipCookKit",
                "ClipCookWeb",
                "ClipCookMCP",
                "LineEditing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The benchmark (scripts/bench): generated collections, in-process
        // figures and runs of the clipcook executable next to it.
        .executableTarget(
            name: "ClipCookBench",
            dependencies: ["ClipCookCore", "ClipCookLanguage", "ClipCookDomain", "ClipCookStore", "ClipCookInterop", "ClipCookKit", "ClipCookWeb"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The sequence tagger the benchmark keeps (IngredientTagger), against
        // the Python tagger that trained it.
        .testTarget(
            name: "ClipCookBenchTests",
            dependencies: ["ClipCookBench"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "ClipCookKitTests",
            dependencies: ["ClipCookCore", "ClipCookLanguage", "ClipCookDomain", "ClipCookStore", "ClipCookInterop", "ClipCookKit", "ClipCookFetch"],
            resources: [.copy("Fixtures")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "ClipCookCLITests",
            dependencies: [
                "ClipCookCore", "ClipCookLanguage", "ClipCookDomain", "ClipCookStore", "ClipCookInterop", "ClipCookKit",
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The kitchen view through the real server (HTTP from the test) and
        // through headless Chromium driven over WebDriver.
        .testTarget(
            name: "ClipCookWebTests",
            dependencies: [
                "ClipCookCore", "ClipCookLanguage", "ClipCookDomain", "ClipCookStore", "ClipCookInterop", "ClipCookKit", "ClipCookWeb",
                // The link test server (Tests/ClipCookCLITests/Links/LinkTestServer.swift, through a link).
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The MCP server in process, through the SDK's own client.
        .testTarget(
            name: "ClipCookMCPTests",
            dependencies: [
                "ClipCookCore", "ClipCookLanguage", "ClipCookDomain", "ClipCookStore", "ClipCookInterop", "ClipCookKit", "ClipCookMCP",
                .product(name: "MCP", package: "swift-sdk"),
                // The link test server (Tests/ClipCookCLITests/Links/LinkTestServer.swift, through a link).
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The fuzz targets' oracles (Fuzz/Support, through a link), run by
        // the suite over the seeds and a bounded number of mutations of them.
        .testTarget(
            name: "FuzzOracleTests",
            dependencies: ["ClipCookCore", "ClipCookLanguage", "ClipCookDomain", "ClipCookStore", "ClipCookInterop", "ClipCookKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
