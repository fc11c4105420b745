@testable import Checks
@testable import Diagnostics
@testable import Project
@testable import Run
@testable import Devices
import Foundation
@testable import Geometry
#if canImport(Glibc)
import Glibc
#endif

/// A small made-up catalogue: two iPhones, one iPad, one Apple TV. Numbers are arbitrary but plausible;
/// the batch tests only need distinct profiles, not true device facts.
enum FakeCatalogue {
    struct Device {
        var id: String
        var idiom: Idiom
        var size: Size
        var scale: Double
    }

    static let devices = [
        Device(id: "iphone-a", idiom: .phone, size: Size(width: 390, height: 844), scale: 3),
        Device(id: "iphone-b", idiom: .phone, size: Size(width: 375, height: 667), scale: 2),
        Device(id: "ipad-a", idiom: .pad, size: Size(width: 820, height: 1180), scale: 2),
        Device(id: "tv-a", idiom: .tv, size: Size(width: 1920, height: 1080), scale: 1),
    ]

    /// The profiles the planner gives `screen` on the fake catalogue (`ProfilePlan.planned`: what the screen
    /// allows, the defaults, light unless it asks for more), narrowed by `plan`'s orientations, windows and appearances.
    static func planned(for screen: MatrixScreen, plan: ProfilePlan) -> [Profile] {
        plan.planned(all, for: screen.request)
    }

    /// `planned(for:plan:)` with no selection.
    static func profiles(for screen: MatrixScreen) -> [Profile] {
        planned(for: screen, plan: ProfilePlan())
    }

    /// Every profile the fake catalogue can make: phones and TV full screen only (the TV in one
    /// orientation, as tvOS does not rotate), the iPad in every window; all orientations.
    static let all: [Profile] = {
        var result: [Profile] = []
        for device in devices {
            let orientations: [Orientation] = device.idiom == .tv ? [.landscapeLeft] : Orientation.allCases
            let windows: [WindowMode] = device.idiom == .pad ? WindowMode.allCases : [.full]
            for orientation in orientations {
                for window in windows {
                    let size = orientation.isLandscape && device.idiom != .tv ? device.size.transposed : device.size
                    result.append(Profile(
                        deviceID: device.id, deviceName: device.id.uppercased(), idiom: device.idiom, ios: 18,
                        orientation: orientation, window: window, screenSize: size,
                        windowFrame: Rect(origin: .zero, size: size), scale: device.scale,
                        safeAreaInsets: nil, statusBarHeight: nil, cornerRadius: nil, sensorHousing: .none,
                        hasHomeIndicator: false, homeIndicatorSize: nil,
                        horizontalSizeClass: .compact, verticalSizeClass: .regular))
                }
            }
        }
        return result
    }()

    static func screen(_ name: String, text: String = "", orientations: [Orientation]? = nil, idioms: [Idiom]? = nil, devices: [String]? = nil) -> MatrixScreen {
        MatrixScreen(name: name, path: "Templates/\(name).yml", templateBytes: Array((text.isEmpty ? "screen: \(name)\n" : text).utf8),
                     orientations: orientations, idioms: idioms, deviceIDs: devices)
    }
}

/// A valid 2×3 RGB PNG (rows red, green, blue), made with Python's zlib; pngcheck accepts it.
let tinyPNG: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 2, 0, 0, 0, 3, 8, 2, 0, 0, 0, 54, 136, 73, 214, 0, 0, 0, 17, 73, 68, 65, 84, 120, 218, 99, 248, 207, 192, 0, 68, 96, 2, 78, 3, 0, 62, 214, 5, 251, 37, 109, 80, 88, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130]

/// A render function that writes a PNG and an SVG per job and reports one finding per landscape
/// profile; counts its calls so tests can see what was rendered.
final class FakeRenderer: Sendable {
    private let calls = Counter()

    var callCount: Int { calls.value }
    var renderedKeys: [String] { calls.keys }

    var render: RenderFunction {
        { [calls] job in
            calls.record(job.key)
            let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" data-key=\"\(job.key)\" data-template=\"\(job.screen.templateHash)\"/>\n"
            var findings: [Finding] = []
            if job.profile.orientation.isLandscape {
                findings.append(fakeFinding("clipped-by-sensor-housing", .warning, "view title is clipped",
                                            at: .init(file: job.screen.path, line: 3, column: 5), view: "title", on: job))
            }
            if job.profile.window == .slideOver {
                findings.append(fakeFinding("text-truncated", .error, "label body is truncated",
                                            at: .init(file: job.screen.path, line: 7, column: 3), view: "body", on: job))
            }
            return RenderResult(files: [
                OutputFile(path: job.key + ".png", bytes: tinyPNG),
                OutputFile(path: job.key + ".svg", bytes: Array(svg.utf8)),
            ], findings: findings)
        }
    }
}

/// A thread-safe call log.
final class Counter: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var log: [String] = []
    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }
    func record(_ key: String) {
        pthread_mutex_lock(&mutex)
        log.append(key)
        pthread_mutex_unlock(&mutex)
    }
    var value: Int { keys.count }
    var keys: [String] {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return log
    }
}

/// A fresh folder under the system's temporary folder, removed by `remove()`.
struct ScratchFolder {
    let path: String

    init() {
        var template = Array("/tmp/bezel-batch-test-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        path = made.map { String(cString: $0) } ?? "/tmp/bezel-batch-test-fallback"
    }

    /// Not `system("rm -rf …")`: system(3) ignores SIGINT in the whole calling process while its child
    /// runs (https://pubs.opengroup.org/onlinepubs/9699919799/functions/system.html), so a removal in a
    /// parallel test swallowed the SIGINT that `InterruptTests` raises, and the run it should stop finished.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Every regular file under the folder, relative, sorted, with its bytes.
    func files(under sub: String = "") -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        walk(path + (sub.isEmpty ? "" : "/" + sub), prefix: sub.isEmpty ? "" : sub + "/", into: &result)
        return result
    }

    private func walk(_ directory: String, prefix: String, into result: inout [String: [UInt8]]) {
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." { continue }
            var status = stat()
            let full = directory + "/" + name
            guard lstat(full, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                walk(full, prefix: prefix + name + "/", into: &result)
            } else if let bytes = readAll(full) {
                result[prefix + name] = bytes
            }
        }
    }
}

func readAll(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count == 0 { break }
        bytes += buffer[0..<count]
    }
    return bytes
}

func writeText(_ text: String, to path: String) {
    guard let file = fopen(path, "wb") else { return }
    _ = text.withCString { fputs($0, file) }
    fclose(file)
}

/// Runs a shell command and returns its status and standard output.
func shell(_ command: String) -> (status: Int32, output: String) {
    guard let pipe = popen(command, "r") else { return (-1, "") }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&buffer, 1, buffer.count, pipe)
        if count == 0 { break }
        output += buffer[0..<count]
    }
    let status = pclose(pipe)
    return (status == -1 ? -1 : (status >> 8) & 0xff, String(decoding: output, as: UTF8.self))
}

/// A finding as the checks make one (`Checks.Finding`, the one type every stage keeps), for fakes that
/// need only its rule, severity, message and place.
func fakeFinding(
    _ rule: String, _ severity: Severity, _ message: String, at location: SourceLocation = SourceLocation(file: "Templates/a.yml", line: 1, column: 1),
    view: String? = nil, on job: RenderJob, allowedReason: String? = nil
) -> Finding {
    Finding(rule: rule, severity: severity, message: message, viewID: view, region: nil, amount: nil, location: location,
            profile: job.profile, fix: "", allowedReason: allowedReason)
}
