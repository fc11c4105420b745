@testable import Diagnostics
@testable import Geometry
@testable import InterfaceBuilder
import Testing

/// What each fixture says, element by element, read back through the model (the values are the ones
/// written in the fixture files).
@Suite struct FixtureContentTests {
    @Test func documentHeader() throws {
        let document = try Fixtures.read("TabsAndForms.storyboard")
        #expect(document.kind == .storyboard)
        #expect(document.toolsVersion == "17701")
        #expect(document.toolsBuild == 17701)
        #expect(document.targetRuntime == "iOS.CocoaTouch")
        #expect(document.useAutolayout && document.useSafeAreas && document.useTraitCollections)
        #expect(!document.launchScreen)
        #expect(document.initialViewController == "tab-00-ctl")
        #expect(document.device == IBDevice(id: "retina6_1", orientation: "portrait", appearance: "light",
                                            location: SourceLocation(file: "TabsAndForms.storyboard", line: 3, column: 5)))
        #expect(document.dependencies.first { $0.element == "plugIn" }?.version == "17703")
        #expect(document.dependencies.filter { $0.element == "capability" }.count == 3)
        #expect(document.scenes.map(\.id) == ["tab-sc-001", "nav-sc-001", "lst-sc-001", "frm-sc-001"])
        #expect(document.scenes[0].canvasLocation == Point(x: -100, y: 40))
    }

    @Test func resources() throws {
        let resources = try Fixtures.read("TabsAndForms.storyboard").resources
        #expect(resources.image(named: "avatar")?.size == Size(width: 48, height: 48))
        #expect(resources.image(named: "gear")?.catalog == "system")
        let brand = try #require(resources.namedColor("Brand")?.color)
        #expect(brand.red == 0.10000000000000001 && brand.green == 0.20000000000000001 && brand.alpha == 1)
        #expect(brand.customColorSpace == "sRGB")
        #expect(resources.systemColor("systemBackgroundColor")?.color?.white == 1)
    }

    @Test func containersAndRelationships() throws {
        let document = try Fixtures.read("TabsAndForms.storyboard")
        let tabs = try #require(document.viewController(withID: "tab-00-ctl"))
        #expect(tabs.kind == .tabBarController)
        #expect(tabs.segues.map(\.destination) == ["nav-00-ctl", "frm-00-ctl"])
        #expect(tabs.segues.allSatisfy { $0.kind == "relationship" && $0.relationship == "viewControllers" })
        #expect(tabs.tabBar?.frame == Rect(x: 0, y: 0, width: 414, height: 49))
        let navigation = try #require(document.viewController(withID: "nav-00-ctl"))
        #expect(navigation.kind == .navigationController)
        guard case .bar(let bar) = navigation.navigationBar?.kind else { Issue.record("navigation bar"); return }
        #expect(bar.prefersLargeTitles && bar.isTranslucent)
        #expect(navigation.tabBarItem?.title == "Feed")
        #expect(navigation.segues.first?.relationship == "rootViewController")
        #expect(document.scene(named: "Feed")?.id == "lst-sc-001")
    }

    @Test func tableControllerWithPrototypes() throws {
        let document = try Fixtures.read("TabsAndForms.storyboard")
        let feed = try #require(document.viewController(withID: "lst-00-ctl"))
        #expect(feed.kind == .tableViewController && feed.customClass == "FeedViewController")
        #expect(feed.storyboardIdentifier == "Feed")
        let item = try #require(feed.navigationItem)
        #expect(item.title == "Feed" && item.prompt == "Today" && item.largeTitleDisplayMode == "always")
        #expect(item.barButtonItems.map(\.key) == ["leftBarButtonItem", "rightBarButtonItems", "rightBarButtonItems"])
        #expect(item.barButtonItems.map(\.systemItem) == [nil, "add", nil])
        let root = try #require(feed.view)
        #expect(root.element == "tableView" && root.key == "view")
        guard case .tableView(let table) = root.kind else { Issue.record("table"); return }
        #expect(table.style == "plain" && table.dataMode == "prototypes")
        #expect(table.rowHeight == -1 && table.sectionHeaderHeight == 28)
        let cell = try #require(table.prototypes.first)
        guard case .tableViewCell(let properties) = cell.kind else { Issue.record("cell"); return }
        #expect(properties.reuseIdentifier == "Post" && properties.rowHeight == 72)
        let content = try #require(cell.keyedView("contentView"))
        #expect(content.element == "tableViewCellContentView")
        #expect(content.subviews.map(\.id) == ["lst-04-img", "lst-05-lbl"])
        #expect(content.constraints.count == 5)
        let aspect = try #require(document.allConstraints.first { $0.id == "lst-c2-asp" })
        #expect(aspect.multiplier == 1 && aspect.multiplierText == "1:1")
        #expect(aspect.resolvedFirstItem == "lst-04-img" && aspect.holderID == "lst-04-img")
        let trailing = try #require(content.constraints.first { $0.id == "lst-c6-trl" })
        #expect(trailing.firstItem == nil && trailing.resolvedFirstItem == "lst-03-cnt")
        #expect(trailing.firstAttribute == .trailingMargin)
        guard case .label(let title) = content.subviews[1].kind else { Issue.record("label"); return }
        #expect(title.text == "Ünïcode title" && title.numberOfLines == 2)
        #expect(title.font?.style == "UICTFontTextStyleHeadline")
        #expect(content.subviews[1].userLabel == "Title")
        #expect(content.subviews[1].resolvedHorizontalHugging == 251)
    }

    @Test func formControls() throws {
        let document = try Fixtures.read("TabsAndForms.storyboard")
        let form = try #require(document.viewController(withID: "frm-00-ctl")?.view)
        let stack = form.subviews[0]
        guard case .stackView(let properties) = stack.kind else { Issue.record("stack"); return }
        #expect(properties == IBStackView(axis: "vertical", distribution: "fillEqually", alignment: "center", spacing: 8,
                                          baselineRelativeArrangement: true, layoutMarginsRelativeArrangement: true))
        let kinds = stack.subviews.map(\.kind)
        guard case .textField(let field) = kinds[0], case .button(let button) = kinds[1], case .switchControl(let toggle) = kinds[2],
              case .slider(let slider) = kinds[3], case .segmentedControl(let segments) = kinds[4],
              case .stepper(let stepper) = kinds[5], case .progressView(let progress) = kinds[6],
              case .activityIndicator(let spinner) = kinds[7], case .pageControl(let pages) = kinds[8],
              case .datePicker(let date) = kinds[9], case .label(let label) = kinds[10]
        else { Issue.record("kinds \(kinds)"); return }
        #expect(field.placeholder == "Name & surname" && field.borderStyle == "roundedRect" && field.font?.pointSize == 14)
        #expect(button.buttonType == "system" && button.state("normal")?.title == "Send")
        #expect(button.state("normal")?.colors.first?.name == "Brand")
        #expect(button.states.map(\.key) == ["normal", "highlighted"])
        #expect(button.contentEdgeInsets == EdgeInsets(top: 4, left: 8, bottom: 6, right: 10))
        #expect(button.font?.type == "boldSystem")
        #expect(stack.subviews[1].horizontalCompressionResistancePriority == 751)
        #expect(stack.subviews[1].resolvedVerticalCompressionResistance == 750)
        #expect(toggle.isOn)
        #expect(slider == IBSlider(value: 0.25, minValue: -1, maxValue: 2))
        #expect(segments.segments.map(\.title) == ["First", "Second"] && segments.selectedSegmentIndex == 1)
        #expect(stepper == IBStepper(value: 3, minimumValue: 0, maximumValue: 10, stepValue: 0.5))
        #expect(progress.progress == 0.5)
        #expect(spinner.isAnimating && spinner.style == "medium")
        #expect(pages.numberOfPages == 3)
        #expect(date.datePickerMode == "date" && date.style == "compact")
        #expect(label.text == "Two\nlines" && label.numberOfLines == 0 && label.preferredMaxLayoutWidth == 300)
        #expect(label.font?.name == "HelveticaNeue-Bold" && label.font?.family == "Helvetica Neue")
        #expect(stack.subviews[10].color("textColor")?.green == 0.5)
        guard case .searchBar(let search) = form.subviews[1].kind, case .pickerView = form.subviews[2].kind,
              case .textView(let notes) = form.subviews[3].kind else { Issue.record("search, picker, text view"); return }
        #expect(search.placeholder == "Search")
        #expect(notes.text == "Notes" && !notes.isEditable && notes.font?.weight == "semibold")
        #expect(form.subviews[3].scroll != nil)
        #expect(form.layoutGuides == [IBLayoutGuide(element: "viewLayoutGuide", id: "frm-17-saf", key: "safeArea",
                                                    location: SourceLocation(file: "TabsAndForms.storyboard", line: 178, column: 25))])
        #expect(form.backgroundColor?.systemColor == "systemBackgroundColor")
    }

    @Test func constraintVocabulary() throws {
        let constraints = try Fixtures.read("TabsAndForms.storyboard").allConstraints
        func constraint(_ id: String) throws -> IBConstraint { try #require(constraints.first { $0.id == id }) }
        let gap = try constraint("frm-c4-gap")
        #expect(gap.relation == .greaterThanOrEqual && gap.symbolic && gap.constant == 16)
        let width = try constraint("frm-c6-wid")
        #expect(width.multiplier == 0.5 && width.priority == 999 && width.placeholder)
        #expect(try constraint("frm-c7-pck").identifier == "pickerTop")
        let height = try constraint("frm-c8-hgt")
        #expect(height.relation == .lessThanOrEqual && height.secondItem == nil && height.secondAttribute == nil)
        #expect(height.resolvedSecondItem == nil && height.holderID == "frm-01-vew")
    }

    @Test func variations() throws {
        let form = try #require(try Fixtures.read("TabsAndForms.storyboard").viewController(withID: "frm-00-ctl")?.view)
        #expect(form.variations.map(\.key) == ["default", "heightClass=compact"])
        #expect(form.variations[0].excluded("constraints") == ["frm-c7-pck"])
        #expect(form.variations[1].included("constraints") == ["frm-c7-pck"])
        #expect(form.variations[1].masks.map(\.key) == ["constraints", "subviews"])
        #expect(form.variations[1].masks[1].excluded == ["frm-15-pck"])
    }

    @Test func legacyControllerWithLayoutGuides() throws {
        let document = try Fixtures.read("LegacyGuides.storyboard")
        #expect(document.toolsBuild == 11201 && !document.useSafeAreas)
        #expect(document.device?.orientation == "landscape" && document.device?.adaptation == "fullscreen")
        let controller = try #require(document.viewController(withID: "old-00-ctl"))
        #expect(controller.topLayoutGuideID == "old-01-top" && controller.bottomLayoutGuideID == "old-02-bot")
        #expect(controller.automaticallyAdjustsScrollViewInsets == false)
        #expect(controller.extendedLayoutIncludesOpaqueBars && controller.hidesBottomBarWhenPushed)
        #expect(controller.extendedEdges == IBRectEdges(top: true, bottom: true))
        #expect(controller.simulatedStatusBar?[attribute: "statusBarStyle"] == "lightContent")
        #expect(controller.simulatedTopBar?.element == "simulatedNavigationBarMetrics")
        #expect(controller.simulatedTopBar?[attribute: "prompted"] == "NO")
        #expect(controller.simulatedBottomBar?.element == "simulatedToolbarMetrics")
        #expect(controller.simulatedOrientation?[attribute: "orientation"] == "landscapeRight")
        #expect(controller.freeformSize == Size(width: 667, height: 375))
        let root = try #require(controller.view)
        #expect(root.autoresizingMask == IBAutoresizingMask(flexibleMaxX: true, flexibleMaxY: true))
        #expect(root.backgroundColor?.cocoaTouchSystemColor == "groupTableViewBackgroundColor")
        let guideTop = try #require(root.constraints.first { $0.id == "old-c8-nvt" })
        #expect(guideTop.secondItem == "old-01-top" && document.object(withID: "old-01-top")?.element == "viewControllerLayoutGuide")
        #expect(root.constraints.first { $0.id == "old-cc-bas" }?.firstAttribute == .baseline)
    }

    @Test func legacyViews() throws {
        let document = try Fixtures.read("LegacyGuides.storyboard")
        let root = try #require(document.viewController(withID: "old-00-ctl")?.view)
        guard case .bar(let navigationBar) = root.subviews[0].kind else { Issue.record("navigation bar"); return }
        #expect(!navigationBar.isTranslucent && navigationBar.barStyle == "black")
        #expect(navigationBar.navigationItems.first?.title == "Old")
        #expect(navigationBar.navigationItems.first?.barButtonItems.first?.systemItem == "done")
        let scroll = root.subviews[1]
        #expect(scroll.kind == .scrollView)
        #expect(scroll.scroll?.isPagingEnabled == true && scroll.scroll?.showsHorizontalScrollIndicator == false)
        let content = scroll.subviews[0]
        #expect(content.misplaced && content.ambiguous && content.userLabel == "Content")
        #expect(content.layoutMargins == EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        #expect(content.backgroundColor?.colorSpace == "calibratedWhite")
        guard case .label(let label) = content.subviews[0].kind else { Issue.record("label"); return }
        #expect(label.attributedText?.map(\.content) == ["Bold ", "plain"])
        #expect(label.attributedText?.first?.font?.metaFont == "system" && label.attributedText?.first?.font?.pointSize == 17)
        #expect(root.subviews[2].kind == .containerView && root.subviews[2].connections.first?.kind == "embed")
        guard case .bar(let toolbar) = root.subviews[3].kind else { Issue.record("toolbar"); return }
        #expect(toolbar.items.map(\.systemItem) == [nil, "flexibleSpace"])
        guard case .visualEffectView(let effect) = root.subviews[4].kind else { Issue.record("effect"); return }
        #expect(effect == IBVisualEffect(effect: "blurEffect", style: "light"))
        #expect(root.subviews[4].keyedView("contentView")?.id == "old-15-vfc")
        let aspect = try #require(root.subviews[4].constraints.first)
        #expect(abs(aspect.multiplier - 16.0 / 9.0) < 1e-15 && aspect.multiplierText == "16:9")
        #expect(root.subviews[5].element == "mapView" && root.subviews[5].kind == .other)
        let badge = root.subviews[6]
        #expect(badge.translatesAutoresizingMaskIntoConstraints && badge.customClass == "BadgeView")
        #expect(badge.autoresizingMask?.rawValue == 1 | 2 | 8 | 16)
        #expect(badge.otherElements.map(\.name) == ["userDefinedRuntimeAttributes"])
        #expect(badge.backgroundColor?.alpha == 0.5)
    }

    @Test func staticTableAndCollection() throws {
        let document = try Fixtures.read("LegacyGuides.storyboard")
        let table = try #require(document.viewController(withID: "tbl-00-ctl")?.view)
        #expect(table.keyedView("tableHeaderView")?.frame?.height == 40)
        guard case .tableView(let properties) = table.kind else { Issue.record("table"); return }
        #expect(properties.style == "grouped" && properties.dataMode == "static" && properties.rowHeight == 44)
        #expect(properties.sections.count == 1)
        #expect(properties.sections[0].headerTitle == "Account" && properties.sections[0].footerTitle == "Signed in")
        let cell = try #require(properties.sections[0].cells.first)
        guard case .tableViewCell(let cellProperties) = cell.kind else { Issue.record("cell"); return }
        #expect(cellProperties.style == "IBUITableViewCellStyleDefault" && cellProperties.accessoryType == "disclosureIndicator")
        let collection = try #require(document.viewController(withID: "col-00-ctl")?.view)
        guard case .collectionView(let grid) = collection.kind else { Issue.record("collection"); return }
        let layout = try #require(grid.layout)
        #expect(layout.scrollDirection == "horizontal" && layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 5)
        #expect(layout.itemSize == Size(width: 100, height: 120) && layout.headerReferenceSize == Size(width: 0, height: 30))
        #expect(layout.sectionInset == EdgeInsets(top: 4, left: 8, bottom: 12, right: 8))
        #expect(grid.cells.map(\.id) == ["col-03-cel"] && grid.cells[0].keyedView("contentView")?.id == "col-04-cnt")
        #expect(grid.reusableViews.map(\.key) == ["sectionHeaderView"])
        #expect(collection.keyedViews.isEmpty)
    }

    @Test func xibTopLevelObjects() throws {
        let document = try Fixtures.read("Card.xib")
        #expect(document.kind == .xib && document.scenes.isEmpty)
        #expect(document.device?.id == "retina6_12" && document.device?.appearance == "dark")
        #expect(document.objects.count == 5)
        guard case .placeholder(let owner) = document.objects[0] else { Issue.record("owner"); return }
        #expect(owner.placeholderIdentifier == "IBFilesOwner" && owner.id == "-1" && owner.connections.first?.property == "contentView")
        let card = try #require(document.objects[2].view)
        #expect(card.directionalLayoutMargins == IBDirectionalInsets(top: 4, leading: 12, bottom: 4, trailing: 12))
        guard case .button(let button) = card.subviews[0].kind else { Issue.record("button"); return }
        let configuration = try #require(button.configuration)
        #expect(configuration.style == "filled" && configuration.title == "Continue" && configuration.image == "chevron.right")
        #expect(configuration.contentInsets == IBDirectionalInsets(top: 7, leading: 14, bottom: 7, trailing: 14))
        #expect(configuration.imagePadding == 6 && configuration.imagePlacement == "trailing")
        #expect(card.subviews[0].connections.first?.selector == "tap:")
        guard case .imageView(let image) = card.subviews[1].kind else { Issue.record("image"); return }
        #expect(image == IBImageView(image: "star.fill", imageCatalog: "system", symbolScale: "large"))
        #expect(card.constraints.first { $0.id == "crd-c4-cy" }?.firstAttribute == .centerYWithinMargins)
        let cell = try #require(document.objects[3].view)
        #expect(cell.element == "tableViewCell" && cell.customClass == "CardCell")
        #expect(cell.keyedView("contentView")?.subviews.first?.element == "wkWebView")
        guard case .other(let tap) = document.objects[4] else { Issue.record("gesture"); return }
        #expect(tap.name == "tapGestureRecognizer")
        #expect(document.allViews.map(\.id) == ["crd-01-vew", "crd-02-btn", "crd-03-img", "crd-05-cel", "crd-06-cnt", "crd-07-web"])
    }
}
