// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ClipCook",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ClipCookKit", targets: ["ClipCookKit"]),
        .executable(name: "clipcook", targets: ["ClipCookCLI"]),
        .executable(name: "clipcook-bench", targets: ["ClipCookBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // YAML front matter of Cooklang files.
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // The whole domain: models, language, units, interop, collection I/O.
        // No terminal or libedit code lives here.
        .target(
            name: "ClipCookKit",
            dependencies: ["CCMark", "CGLPK", .product(name: "Yams", package: "Yams")],
            resources: [.copy("Resources/sr28.tsv")],
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
        .executableTarget(
            name: "ClipCookCLI",
            dependencies: [
                "ClipCookKit",
                "LineEditing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The benchmark (scripts/bench): generated collections, in-process
        // figures and runs of the clipcook executable next to it.
        .executableTarget(
            name: "ClipCookBench",
            dependencies: ["ClipCookKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "ClipCookKitTests",
            dependencies: ["ClipCookKit"],
            resources: [.copy("Fixtures")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "ClipCookCLITests",
            dependencies: ["ClipCookKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The fuzz targets' oracles (Fuzz/Support, through a link), run by
        // the suite over the seeds and a bounded number of mutations of them.
        .testTarget(
            name: "FuzzOracleTests",
            dependencies: ["ClipCookKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
