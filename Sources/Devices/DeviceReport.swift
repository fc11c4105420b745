import Diagnostics
import Geometry

/// How `bezel devices` shows the catalogue: JSON objects, table cells and the one-device sheet.
/// Kept next to the data so every output names values the same way ("unknown" for nil).
package enum DeviceReport {
    /// The word printed for a value no source gives.
    static let unknown = "unknown"

    // MARK: JSON

    /// One device evaluated for iOS `ios`: the keys (`id`, `name`, `points`, `scale`,
    /// `cornerRadius`, `sensorHousing`, `statusBarHeight`, `safeArea`, `sources`) plus aliases,
    /// idiom, pixels, home indicator, size classes and every window profile. `safeArea.landscape`
    /// is landscape-right (housing on the left); the windows list both landscape sides.
    package static func json(_ device: Device, ios: Int) throws -> JSONValue {
        try device.validate(ios: ios)
        let profiles = try device.profiles(ios: ios)
        let housing = device.sensorHousing.value
        return .object([
            ("id", .string(device.id)),
            ("name", .string(device.name)),
            ("aliases", .array(device.aliases.value.map(JSONValue.string))),
            ("idiom", .string(device.idiom.rawValue)),
            ("ios", .number(Double(ios))),
            ("firstIOS", .number(Double(device.supportedIOS.value.first))),
            ("lastIOS", device.supportedIOS.value.last.map { .number(Double($0)) } ?? .null),
            ("points", json(device.points.value)),
            ("scale", .number(device.scale.value)),
            ("pixels", json(device.pixels.value)),
            ("physicalPixels", device.physicalPixels.map { json($0.value) } ?? .null),
            ("cornerRadius", .optional(device.cornerRadius.value)),
            ("sensorHousing", .object([
                ("kind", .string(housing.kind.rawValue)),
                ("width", .optional(housing.frame?.width)),
                ("height", .optional(housing.frame?.height)),
                ("top", .optional(housing.frame?.minY)),
                ("topRadius", .optional(housing.topRadius)),
                ("bottomRadius", .optional(housing.bottomRadius)),
            ])),
            ("statusBarHeight", .optional(device.statusBarHeight(ios: ios, orientation: .portrait).value)),
            ("homeIndicator", .object([
                ("present", .bool(device.hasHomeIndicator.value)),
                ("width", .optional(device.homeIndicatorSize.value?.width)),
                ("height", .optional(device.homeIndicatorSize.value?.height)),
            ])),
            ("safeArea", .object([
                ("portrait", json(device.safeArea(ios: ios, orientation: .portrait).value)),
                ("landscape", json(device.safeArea(ios: ios, orientation: .landscapeRight).value)),
            ])),
            ("windows", .array(profiles.map(json))),
            ("sources", .array(device.sources.map { .string($0.key) })),
        ])
    }

    /// One resolved profile: the window, its size classes, safe area and seed 001's responsive states
    /// (docs/research/seeds.md).
    package static func json(_ profile: Profile) -> JSONValue {
        .object([
            ("orientation", .string(profile.orientation.rawValue)),
            ("window", .string(profile.window.rawValue)),
            ("frame", .object([
                ("x", .number(profile.windowFrame.minX)), ("y", .number(profile.windowFrame.minY)),
                ("width", .number(profile.windowFrame.width)), ("height", .number(profile.windowFrame.height)),
            ])),
            ("statusBarHeight", .optional(profile.statusBarHeight)),
            ("safeArea", json(profile.safeAreaInsets)),
            ("sizeClass", .object([
                ("horizontal", .string(profile.horizontalSizeClass.rawValue)),
                ("vertical", .string(profile.verticalSizeClass.rawValue)),
            ])),
            ("sizeType", .string(profile.sizeType.rawValue)),
            ("screenType", .string(profile.screenType.rawValue)),
        ])
    }

    static func json(_ size: Size) -> JSONValue {
        .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    static func json(_ insets: EdgeInsets?) -> JSONValue {
        guard let insets else { return .null }
        return .object([
            ("top", .number(insets.top)), ("left", .number(insets.left)),
            ("bottom", .number(insets.bottom)), ("right", .number(insets.right)),
        ])
    }

    // MARK: Table

    /// The table's column titles.
    package static let columns = ["ID", "NAME", "RUNS", "IOS", "POINTS", "SCALE", "PIXELS", "CORNER", "HOUSING", "STATUS BAR",
                                 "SAFE AREA PORTRAIT", "SAFE AREA LANDSCAPE"]

    /// One device's table cells on iOS `ios`.
    package static func row(_ device: Device, ios: Int) -> [String] {
        var pixels = text(device.pixels.value)
        if let panel = device.physicalPixels { pixels += " (panel \(text(panel.value)))" }
        return [
            device.id, device.name, runs(device), String(ios), text(device.points.value), "@\(JSONValue.format(device.scale.value))x", pixels,
            text(device.cornerRadius.value), text(device.sensorHousing.value),
            text(device.statusBarHeight(ios: ios, orientation: .portrait).value),
            text(device.safeArea(ios: ios, orientation: .portrait).value),
            text(device.safeArea(ios: ios, orientation: .landscapeRight).value),
        ]
    }

    /// `11-16`, `13+`: the versions the model runs, short, for the table.
    static func runs(_ device: Device) -> String {
        let versions = device.supportedIOS.value
        guard let last = versions.last else { return "\(versions.first)+" }
        return versions.first == last ? "\(last)" : "\(versions.first)-\(last)"
    }

    /// Rows padded into aligned columns (two spaces apart), one line each, no trailing spaces.
    package static func aligned(_ rows: [[String]]) -> String {
        var widths: [Int] = []
        for row in rows {
            for (index, cell) in row.enumerated() {
                if index >= widths.count { widths.append(0) }
                widths[index] = max(widths[index], cell.count)
            }
        }
        return rows.map { row in
            var line = ""
            for (index, cell) in row.enumerated() {
                line += cell
                if index < row.count - 1 { line += String(repeating: " ", count: widths[index] - cell.count + 2) }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }.joined(separator: "\n") + "\n"
    }

    static func text(_ value: Double?) -> String { value.map(JSONValue.format) ?? unknown }
    static func text(_ size: Size) -> String { "\(JSONValue.format(size.width))x\(JSONValue.format(size.height))" }
    static func text(_ insets: EdgeInsets?) -> String {
        guard let insets else { return unknown }
        return [insets.top, insets.left, insets.bottom, insets.right].map(JSONValue.format).joined(separator: ",")
    }
    static func text(_ rect: Rect) -> String {
        "(\(JSONValue.format(rect.minX)),\(JSONValue.format(rect.minY))) \(JSONValue.format(rect.width))x\(JSONValue.format(rect.height))"
    }

    static func text(_ housing: SensorHousing) -> String {
        switch housing.kind {
        case .none: return "none"
        case .notch:
            guard let frame = housing.frame else { return "notch, size unknown" }
            return "notch \(text(frame.size))"
        case .dynamicIsland:
            guard let frame = housing.frame else { return "island, size unknown" }
            return "island \(text(frame.size)) @\(JSONValue.format(frame.minY))"
        }
    }

    // MARK: One device in full

    /// Every value of `device` on iOS `ios` with its sources, the version rules, every window
    /// profile, and the full citations.
    package static func sheet(_ device: Device, ios: Int) throws -> String {
        try device.validate(ios: ios)
        var lines: [[String]] = []
        func add<Value>(_ label: String, _ value: Sourced<Value>, _ shown: String) {
            lines.append([label, shown, value.sources.isEmpty ? "" : "[" + value.sources.map(\.key).joined(separator: ", ") + "]",
                          value.note ?? ""])
        }
        func addRules<Value>(_ versioned: Versioned<Value>, _ show: (Value) -> String) {
            guard !versioned.exceptions.isEmpty else { return }
            add("  by default", versioned.primary, show(versioned.primary.value))
            for exception in versioned.exceptions {
                let range = exception.ios.lowerBound == exception.ios.upperBound
                    ? "iOS \(exception.ios.lowerBound)" : "iOS \(exception.ios.lowerBound)-\(exception.ios.upperBound)"
                add("  on \(range)", exception.value, show(exception.value.value))
            }
        }
        add("aliases", device.aliases, device.aliases.value.joined(separator: ", "))
        lines.append(["idiom", device.idiom.rawValue, "", ""])
        lines.append(["row", device.row, "", "devices.md"])
        add("supported " + (device.idiom == .tv ? "tvOS" : "iOS"), device.supportedIOS,
            device.supportedIOS.value.text(os: device.idiom == .tv ? "tvOS" : "iOS"))
        add("points", device.points, text(device.points.value))
        add("scale", device.scale, "@\(JSONValue.format(device.scale.value))x")
        add("pixels", device.pixels, text(device.pixels.value))
        if let panel = device.physicalPixels { add("panel pixels", panel, text(panel.value)) }
        add("corner radius", device.cornerRadius, text(device.cornerRadius.value))
        add("sensor housing", device.sensorHousing, text(device.sensorHousing.value))
        if let frame = device.sensorHousing.value.frame {
            lines.append(["  frame", text(frame), "", "portrait screen points"])
        }
        if let top = device.sensorHousing.value.topRadius, let bottom = device.sensorHousing.value.bottomRadius {
            lines.append(["  radii", "top \(JSONValue.format(top)), bottom \(JSONValue.format(bottom))", "", ""])
        }
        add("status bar", device.statusBarHeight.resolve(ios: ios), text(device.statusBarHeight.resolve(ios: ios).value))
        addRules(device.statusBarHeight) { text($0) }
        add("home indicator", device.hasHomeIndicator, device.hasHomeIndicator.value ? "yes" : "no")
        if device.hasHomeIndicator.value {
            add("  size", device.homeIndicatorSize, device.homeIndicatorSize.value.map(text) ?? unknown)
        }
        add("safe area portrait", device.safeArea(ios: ios, orientation: .portrait), text(device.safeArea(ios: ios, orientation: .portrait).value))
        addRules(device.safeAreaPortrait) { text($0) }
        let iOS10 = device.idiom != .tv && device.evaluableIOS?.contains(10) == true
        if iOS10 { add("  on iOS 10", device.safeArea(ios: 10, orientation: .portrait), text(device.safeArea(ios: 10, orientation: .portrait).value)) }
        if device.idiom != .tv {
            add("safe area landscape", device.safeArea(ios: ios, orientation: .landscapeRight),
                text(device.safeArea(ios: ios, orientation: .landscapeRight).value))
            addRules(device.safeAreaLandscape) { text($0) }
            if iOS10 { add("  on iOS 10", device.safeArea(ios: 10, orientation: .landscapeRight), text(device.safeArea(ios: 10, orientation: .landscapeRight).value)) }
        }
        if device.idiom == .phone {
            add("landscape width class", device.landscapeHorizontalSizeClass, device.landscapeHorizontalSizeClass.value.rawValue)
        }
        if let multitasking = device.multitasking {
            if let split = multitasking.splitView.value {
                let l = split.landscape.value, p = split.portrait.value
                add("split landscape", split.landscape,
                    "1/3 \(JSONValue.format(l.oneThird)), 1/2 \(text(l.half)), 2/3 \(JSONValue.format(l.twoThirds)), full \(JSONValue.format(l.full))")
                add("split portrait", split.portrait,
                    "1/3 \(JSONValue.format(p.oneThird)), 2/3 \(JSONValue.format(p.twoThirds)), full \(JSONValue.format(p.full))")
                lines.append(["split divider", JSONValue.format(Multitasking.dividerWidth), "", "derived: 1/3 + 2/3 + divider = width"])
                add("landscape 1/2 class", split.landscapeHalfSizeClass, split.landscapeHalfSizeClass.value.rawValue)
            } else {
                add("split view", multitasking.splitView, "none")
            }
            add("slide over width", multitasking.slideOverWidth, JSONValue.format(multitasking.slideOverWidth.value))
        } else if device.idiom == .pad {
            lines.append(["multitasking", "none", "[" + Source.ios9News.key + "]", "neither Slide Over nor Split View: full screen only"])
        }

        let os = device.idiom == .tv ? "tvOS" : "iOS"  // the TV runs tvOS, whose versions follow iOS's
        var out = "\(device.name) (\(device.id)), evaluated for \(os) \(ios)\n\n"
        out += aligned(lines.map { $0.enumerated().map { $0.offset == 0 ? "  " + $0.element : $0.element } })
        out += "\nProfiles on \(os) \(ios):\n"
        var profileRows = [["  ORIENTATION", "WINDOW", "FRAME", "SIZE CLASS (W,H)", "SAFE AREA", "STATUS BAR", "SIZE TYPE", "SCREEN TYPE"]]
        for profile in try device.profiles(ios: ios) {
            profileRows.append([
                "  " + profile.orientation.rawValue, profile.window.rawValue, text(profile.windowFrame),
                "\(profile.horizontalSizeClass.rawValue),\(profile.verticalSizeClass.rawValue)",
                text(profile.safeAreaInsets), text(profile.statusBarHeight),
                profile.sizeType.rawValue, profile.screenType.rawValue,
            ])
        }
        out += aligned(profileRows)
        out += "\nSources:\n"
        let noWindows: [Source] = device.idiom == .pad && device.multitasking == nil ? [.ios9News] : []
        out += aligned(Set(device.sources + noWindows).sorted().map { ["  " + $0.key, $0.citation] })
        return out
    }
}
