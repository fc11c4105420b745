import Diagnostics

/// The template's control keys (`isOn:`, `segments:`, `value:`, `buttonType:` …) read into a
/// `ControlSpec`, with the values UIKit takes named in each message.
extension TemplateDecoder {
    mutating func controlSpec(_ entries: Entries, kind: ViewKind) -> ControlSpec? {
        var control = ControlSpec()
        control.isOn = boolean(entries["isOn"], "isOn")
        control.onTint = color(entries["onTint"], "onTint")
        control.thumbTint = color(entries["thumbTint"], "thumbTint")
        control.segments = textList(entries["segments"], "segments")
        control.selectedSegment = integer(entries["selectedSegment"], "selectedSegment", in: -1...Int(limits.magnitude))
        control.value = number(entries["value"], "value")
        control.minimumValue = number(entries["minimumValue"], "minimumValue")
        control.maximumValue = number(entries["maximumValue"], "maximumValue")
        control.minimumTrackTint = color(entries["minimumTrackTint"], "minimumTrackTint")
        control.maximumTrackTint = color(entries["maximumTrackTint"], "maximumTrackTint")
        control.progress = fraction(entries["progress"], "progress")
        control.progressTint = color(entries["progressTint"], "progressTint")
        control.trackTint = color(entries["trackTint"], "trackTint")
        control.progressStyle = (choice(entries["progressStyle"], "progressStyle") as ProgressStyleName?)?.rawValue
        control.isAnimating = boolean(entries["animating"], "animating")
        control.hidesWhenStopped = boolean(entries["hidesWhenStopped"], "hidesWhenStopped")
        control.indicatorStyle = (choice(entries["indicatorStyle"], "indicatorStyle") as IndicatorStyleName?)?.rawValue
        control.pages = integer(entries["pages"], "pages", in: 0...Int(limits.listItems))
        control.currentPage = integer(entries["currentPage"], "currentPage", in: 0...Int(limits.magnitude))
        control.pageIndicatorTint = color(entries["pageIndicatorTint"], "pageIndicatorTint")
        control.currentPageIndicatorTint = color(entries["currentPageIndicatorTint"], "currentPageIndicatorTint")
        control.placeholder = text(entries["placeholder"], "placeholder")
        control.prompt = text(entries["prompt"], "prompt")
        control.barTint = color(entries["barTint"], "barTint")
        control.scopeTitles = textList(entries["scopeTitles"], "scopeTitles")
        control.selectedScope = integer(entries["selectedScope"], "selectedScope", in: 0...Int(limits.magnitude))
        control.datePickerMode = (choice(entries["datePickerMode"], "datePickerMode") as DatePickerModeName?)?.rawValue
        control.datePickerStyle = (choice(entries["datePickerStyle"], "datePickerStyle") as DatePickerStyleName?)?.rawValue
        control.buttonType = (choice(entries["buttonType"], "buttonType") as ButtonTypeName?)?.rawValue
        control.buttonStyle = (choice(entries["buttonStyle"], "buttonStyle") as ButtonStyleName?)?.rawValue
        control.cornerStyle = (choice(entries["cornerStyle"], "cornerStyle") as CornerStyleName?)?.rawValue
        control.subtitle = text(entries["subtitle"], "subtitle")
        // Where a configuration puts its image beside its title and how far from it: `UIButton.Configuration`'s
        // `imagePlacement` and `imagePadding`, which a classic button does not have
        // (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/imageplacement).
        control.imagePlacement = (choice(entries["imagePlacement"], "imagePlacement") as ImagePlacementName?)?.rawValue
        control.imagePadding = number(entries["imagePadding"], "imagePadding", minimum: 0)
        for key in ["imagePlacement", "imagePadding"] where control.buttonStyle == nil {
            if let node = entries[key], !node.isNull {
                error(node.location, "'\(key)' is a button configuration's (UIButton.Configuration.\(key)); give the button a 'buttonStyle' such as plain")
            }
        }
        control.customClass = text(entries["customClass"], "customClass")
        return control == ControlSpec() ? nil : control
    }

    /// A number from 0 to 1 (`progress:`).
    mutating func fraction(_ node: YAMLNode?, _ key: String) -> Double? {
        guard let value = number(node, key, minimum: 0) else { return nil }
        if value > 1 {
            error(node?.location ?? SourceLocation(file: file, line: 1, column: 1), "'\(key)' must be from 0 to 1, got \(value)")
            return nil
        }
        return value
    }
}

/// `UIButton.ButtonType`'s cases as Interface Builder writes them.
private enum ButtonTypeName: String, CaseIterable { case system, custom, detailDisclosure, infoLight, infoDark, contactAdd, close }
/// `UIButton.Configuration`'s styles (iOS 15: plain, gray, tinted, filled; bordered… as Interface
/// Builder names the borderless and bordered variants).
private enum ButtonStyleName: String, CaseIterable { case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent }
/// `UIButton.Configuration.CornerStyle`.
private enum CornerStyleName: String, CaseIterable { case fixed, dynamic, small, medium, large, capsule }
/// `NSDirectionalRectEdge` as `UIButton.Configuration.imagePlacement` takes it: the image's side of the title.
private enum ImagePlacementName: String, CaseIterable { case leading, trailing, top, bottom }
/// `UIProgressView.Style`.
private enum ProgressStyleName: String, CaseIterable { case `default`, bar }
/// `UIActivityIndicatorView.Style` (iOS 13).
private enum IndicatorStyleName: String, CaseIterable { case medium, large }
/// `UIDatePicker.Mode`.
private enum DatePickerModeName: String, CaseIterable { case date, time, dateAndTime, countDownTimer }
/// `UIDatePickerStyle`.
private enum DatePickerStyleName: String, CaseIterable { case automatic, compact, inline, wheels }
