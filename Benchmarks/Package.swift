// swift-tools-version:6.1
// Benchmarks live in their own package so that `swift test` and CI never build
// the benchmark harness. Run: cd Benchmarks && swift package benchmark
import PackageDescription

let package = Package(
    name: "ClipCookBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ClipCook", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "ParseBenchmark",
            dependencies: [
                .product(name: "ClipCookKit", package: "ClipCook"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ParseBenchmark",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ]
)
