#!/usr/bin/env python3
"""Visible elements: of the elements a user would see on a document's screens, how many show up in the
pixels of their frame. Every document of one half of Benchmarks/corpus.tsv is drawn with
`bezel render DOC --device saved --frame screen --no-overlays --format png` (the app as the user sees it,
one PNG and one .layout.json per scene), and each element is checked in the PNG.

The rule, fixed before measuring:
- Elements: the laid-out views (not hidden, not the system bars, not copies of repeated prototype cells
  `id~N`; from 2026-12-04 09:50 UTC, written before the held-out half was measured with it: not a view the
  document sets at alpha 0 or places under a hidden or alpha-0 ancestor either, as UIKit shows none of them) of kinds label (with text), button, switch, textView, textField, segmented, slider, stepper,
  pageControl, progress, searchBar, datePicker; and every view whose document element has a background
  colour that is not clear (`<color key="backgroundColor">`, alpha above 0). Elements whose frame is
  less than 2 × 2 px or lies partly outside the image are counted apart ("not measurable").
- Background of an element: the most common colour of the 1-px ring just outside its frame.
- Visible: at least max(3, 0.5 %) of the frame's pixels differ from that background by more than 24 in
  some channel; for a view whose background colour the document gives in RGB or white components, also
  when the most common colour inside its frame is within 24 of that colour (a view painted as the
  document says is visible even on a ground of the same colour).
- Text colour is not checked (a label's ink in any colour counts).
- From 2026-12-06 06:20 UTC (docs/research/ib-defaults.md §91), an element whose document gives it nothing
  to draw is counted apart ("nothing to draw"), as a label without text always was: a label whose text is
  only white space, and a button with no title, subtitle or image (a configuration button's own, else any
  state's; white space is no title), no background image, no background colour, no configuration style
  that draws a background (`plain`, `borderless` or none), no runtime attributes and a type that draws no glyph of
  its own (custom, system, roundedRect). UIKit draws no pixel for such a button: the app's code gives it
  its look, or it is a tap target over other views. A system colour the document names for a background
  (`systemBackgroundColor`, `whiteColor`, ...) is compared in its light value, as RGB colours are, when it
  is one of the opaque backgrounds whose light value is fixed (SYSTEM_BACKGROUNDS).
- From 2026-12-06 08:40 UTC (docs/research/ib-defaults.md §130): a text view without text (none in the document,
  or only white space) is "nothing to draw" too, as a label without text is; one with a background colour is still
  measured as a coloured view. `groupTableViewBackgroundColor`, the name documents before Xcode 11 give
  `systemGroupedBackgroundColor` (Apple names it the replacement), is compared by value as that colour is.
- From 2026-12-06 10:40 UTC (a measure fix, found on the explore45 census; the held-out half not measured with it): a
  background colour the document names from the project's catalogue (`<color key="backgroundColor" name="…">`) is
  compared by value as an RGB colour is when the document's own `<resources>` give that name's components
  (`<namedColor name="…"><color red=… …/>`, the value Xcode saves beside the document) and both that colour and the
  view's are opaque: such a view painted in its colour is painted as the document says, even on a ground of the same
  colour.
- From 2026-12-07 04:30 UTC (measure fixes, found on explore50, explore61 and the explore45 census; the held-out half
  not measured with them): a text view of an old archive-format XIB (`IBUITextView`) without text is "nothing to draw"
  as one of a storyboard is (its text is the object's `IBUIText`, its id its object record's `objectID`); a label whose
  document gives a clear text colour (alpha 0 or `clearColor`) is "nothing to draw", as UIKit draws its text in no
  ink; and a web view with a background colour is compared with white, not with that colour, as UIKit shows its page
  area white until the app's page draws (docs/research/controls.md §14).
- From 2026-12-07 11:40 UTC (a measure fix, found on explore67; written before the held-out half was measured with
  it): an element whose whole frame lies under a view drawn after it (later in the layout JSON's drawing order, not
  one of its own subviews; only the part of it inside all its ancestors' frames) that the document paints opaque
  (a background colour of alpha 1 given in components, as one of SYSTEM_BACKGROUNDS or as a named colour whose
  opaque components the document's resources give; the view and its ancestors not below alpha 1) is counted apart
  ("covered"): the document itself puts it out of the user's sight, as a loading view laid over a whole screen does.
- From 2026-12-07 11:55 UTC (measure fixes, found on explore67 and the tuning half; the held-out half not measured with
  them): in an old archive-format XIB, an object that no object record names has the id Bezel gives it,
  `Class@line:column` of its start tag (docs/research/ib-defaults.md §131), so a text view without text there is
  "nothing to draw" as one with a record is; an `IBUIButton` of such a XIB is "nothing to draw" by the rule a
  storyboard's button follows (a custom or rounded-rect type, no title, image or background image of any state,
  no background colour); and a background colour given in Display P3 components (`customColorSpace="displayP3"`)
  is compared in its sRGB value, the colour Bezel draws and an sRGB image shows for it.
- From 2026-12-07 16:25 UTC (a measure fix, found on explore72, whose figure it was opened for; written before the
  held-out half was measured with it): a label, or a button that draws only its title (a glyphless type, no image or
  background image of any state, no configuration, no background colour), whose document gives its text an opaque
  colour by value (components, `whiteColor`/`blackColor`, or a name whose opaque components the document's resources
  give; a button's from its normal state's `titleColor`; in an old archive-format XIB `IBUITextColor` and
  `IBUINormalTitleColor`, in RGB or white components) and that shows no ink because the ground around it is within
  24 of that colour, is counted apart ("ink like its ground"): UIKit draws white text on a white ground as white on
  white too (the app colours such text in code). The figures are given with and without it.

The corpus is public documents fetched beforehand, never committed: CORPUS_DIR holds
`<owner>__<name>/<path>` for every row of the TSV, ideally beside each project's catalogues and fonts.
This script fetches nothing. Needs Pillow.

    python3 Benchmarks/visible.py CORPUS_DIR [--tsv Benchmarks/corpus.tsv] [--half tuning|held-out]
        [--bezel .build/debug/bezel] [--work DIR] [--misses N]
"""
import argparse
import base64
import binascii
import collections
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import xml.parsers.expat

from PIL import Image

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus import SYSTEM_BARS, document_path, half_rows  # noqa: E402

KINDS = {"button", "switch", "textView", "textField", "segmented", "slider", "stepper", "pageControl",
         "progress", "searchBar", "datePicker"}
STEP = 24
# Light values of the opaque system background colours a document may name (Flutter's CupertinoColors, which
# names each colour's UIKit counterpart: https://github.com/flutter/flutter/blob/master/packages/flutter/lib/src/cupertino/colors.dart;
# the same values as Sources/Screens/Model/SystemColor.swift), and the fixed colours UIColor.white / .black.
SYSTEM_BACKGROUNDS = {
    "systemBackgroundColor": (255, 255, 255), "secondarySystemBackgroundColor": (242, 242, 247),
    "tertiarySystemBackgroundColor": (255, 255, 255), "systemGroupedBackgroundColor": (242, 242, 247),
    "secondarySystemGroupedBackgroundColor": (255, 255, 255), "tertiarySystemGroupedBackgroundColor": (242, 242, 247),
    "whiteColor": (255, 255, 255), "blackColor": (0, 0, 0),
    # Deprecated; systemGroupedBackground replaces it (https://developer.apple.com/documentation/uikit/uicolor/grouptableviewbackground).
    "groupTableViewBackgroundColor": (242, 242, 247),
}
# The page area of a web view before its page draws (docs/research/controls.md §14).
WEB_VIEW_PAGE = (255, 255, 255)
# Button types that draw a glyph of their own (contactAdd, infoLight, infoDark, detailDisclosure) are not here.
GLYPHLESS_BUTTON_TYPES = {None, "custom", "system", "roundedRect"}


def display_p3_to_srgb(rgb):
    """sRGB components (0-1) of Display P3 ones: both spaces share sRGB's transfer curve and D65 white, so the
    components are linearised, taken through CSS Color 4's P3-to-sRGB matrix
    (https://www.w3.org/TR/css-color-4/#color-conversion-code), clamped and re-encoded, as Bezel draws them
    (Sources/Screens/InterfaceBuilder/DisplayP3.swift)."""
    def linear(v):
        v = max(0.0, min(1.0, v))
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    def encoded(v):
        v = max(0.0, min(1.0, v))
        return 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    r, g, b = (linear(v) for v in rgb)
    return (encoded(1.2249402 * r - 0.2249402 * g), encoded(-0.0420570 * r + 1.0420570 * g),
            encoded(-0.0196376 * r - 0.0786360 * g + 1.0982736 * b))


def components(color):
    """(r, g, b) 0-255 of a `<color>` given in RGB or white components, else None; components given in Display P3
    (`customColorSpace="displayP3"`) in their sRGB value, the colour the document means on an sRGB image."""
    if color.get("red") is not None:
        rgb = tuple(float(color.get(c, "0")) for c in ("red", "green", "blue"))
        if color.get("customColorSpace") == "displayP3":
            rgb = display_p3_to_srgb(rgb)
        return tuple(round(v * 255) for v in rgb)
    if color.get("white") is not None:
        w = round(float(color.get("white")) * 255)
        return (w, w, w)
    return None


def named_colours(root):
    """The opaque colours the document's `<resources>` give by name (`<namedColor name=…><color …/>`), (r, g, b)."""
    named = {}
    for resource in root.iter("namedColor"):
        color = resource.find("color")
        if color is not None and float(color.get("alpha", "1") or 1) >= 1 and components(color) is not None:
            named[resource.get("name")] = components(color)
    return named


class ParsedDocument:
    """A document parsed once: its path, its element tree's root, and for an old archive-format XIB the layout JSON's
    id of each `<object>` element (`archive_layout_ids`), worked out the first time it is asked for."""

    def __init__(self, path):
        self.path = path
        self.root = ET.parse(path).getroot()
        self._layout_ids = None

    def layout_ids(self):
        if self._layout_ids is None:
            self._layout_ids = archive_layout_ids(self.path, self.root)
        return self._layout_ids


def document_colours(document):
    """Background colours by element id, from the document: (r, g, b) 0-255 when given as components (or by a
    name whose opaque components the document's resources give), None when given otherwise (system or named
    colour); clear colours left out."""
    colours = {}
    root = document.root
    named = named_colours(root)
    for element in root.iter():
        ident = element.get("id")
        if not ident:
            continue
        for child in element:
            if child.tag != "color" or child.get("key") != "backgroundColor":
                continue
            alpha = float(child.get("alpha", "1") or 1)
            name = (child.get("systemColor") or child.get("cocoaTouchSystemColor") or "")
            if alpha <= 0 or name == "clearColor":
                continue
            if name in SYSTEM_BACKGROUNDS and alpha >= 1:
                colours[ident] = SYSTEM_BACKGROUNDS[name]
            elif child.get("name") in named and alpha >= 1:
                colours[ident] = named[child.get("name")]
            else:
                colours[ident] = components(child)
    return colours


def opaque_ids(document):
    """Ids of the views the document paints opaque: a background colour of alpha 1 whose value is known (components,
    one of SYSTEM_BACKGROUNDS, or a name the document's resources give opaque components), the view and every
    ancestor at alpha 1."""
    ids = set()
    root = document.root
    named = named_colours(root)

    def walk(element, translucent):
        alpha = element.get("alpha")
        here = translucent or (alpha is not None and float(alpha or 1) < 1)
        for child in element:
            if child.tag != "color" or child.get("key") != "backgroundColor" or here or not element.get("id"):
                continue
            name = child.get("systemColor") or child.get("cocoaTouchSystemColor")
            known = components(child) is not None or name in SYSTEM_BACKGROUNDS or child.get("name") in named
            if known and float(child.get("alpha", "1") or 1) >= 1 and name != "clearColor":
                ids.add(element.get("id"))
        for child in element:
            walk(child, here)

    walk(root, False)
    return ids


def covered_ids(views, opaque):
    """Ids of the views whose whole frame lies under a later view of `views` (the layout JSON's drawing order) that
    is in `opaque` and is not one of their own subviews."""
    parent = {view["id"]: view.get("superview") for view in views}

    def inside(ident, ancestor):
        while ident is not None:
            if ident == ancestor:
                return True
            ident = parent.get(ident)
        return False

    def contains(outer, inner):
        return (outer["x"] <= inner["x"] and outer["y"] <= inner["y"]
                and outer["x"] + outer["width"] >= inner["x"] + inner["width"]
                and outer["y"] + outer["height"] >= inner["y"] + inner["height"])

    frames = {view["id"]: view["frame"] for view in views}

    def shown(ident):
        """The part of the view's frame inside every listed ancestor's (a scroll view clips its content; another
        view may: taking every ancestor's frame never calls a view covered that is not)."""
        frame = dict(frames[ident])
        ancestor = parent.get(ident)
        while ancestor in frames:
            outer = frames[ancestor]
            x0, y0 = max(frame["x"], outer["x"]), max(frame["y"], outer["y"])
            x1 = min(frame["x"] + frame["width"], outer["x"] + outer["width"])
            y1 = min(frame["y"] + frame["height"], outer["y"] + outer["height"])
            frame = {"x": x0, "y": y0, "width": max(0, x1 - x0), "height": max(0, y1 - y0)}
            ancestor = parent.get(ancestor)
        return frame

    covered = set()
    for index, view in enumerate(views):
        for later in views[index + 1:]:
            if later["id"] in opaque and not later.get("hidden") and not inside(later["id"], view["id"]) \
                    and contains(shown(later["id"]), view["frame"]):
                covered.add(view["id"])
                break
    return covered


def unseen_ids(document):
    """Ids of the elements the document hides from the user: hidden (`hidden="YES"`) or at alpha 0
    themselves, or inside an element that is."""
    unseen = set()

    def walk(element, inherited):
        alpha = element.get("alpha")
        here = inherited or element.get("hidden") == "YES" or (alpha is not None and float(alpha or 1) <= 0)
        if here and element.get("id"):
            unseen.add(element.get("id"))
        for child in element:
            walk(child, here)

    walk(document.root, False)
    return unseen


def has_text(value):
    return bool(value and value.strip())


def gives_something(element):
    """Whether a button's document element (or its configuration) names a title, subtitle or image: an
    attribute that is not white space, or an attributed string or image reference inside it."""
    for key in ("title", "subtitle", "image", "backgroundImage"):
        if has_text(element.get(key)):
            return True
    for child in element.iter():
        if child.tag == "attributedString" and any(has_text(f.get("content")) for f in child.iter("fragment")):
            return True
        if child.tag == "imageReference" and has_text(child.get("image")):
            return True
    return False


def archive_layout_ids(path, root):
    """The layout JSON's id of each `<object>` element of an old archive-format XIB: its object record's `objectID`
    (docs/research/ib-defaults.md §131), else `Class@line:column` of the element's start tag (line and column from 1),
    the name Bezel gives an object that no record names. Keys are the elements of `root` (ET.parse(path))."""
    object_ids = {}
    for record in root.iter("object"):
        if record.get("class") != "IBObjectRecord":
            continue
        number = next((c.text for c in record if c.tag == "int" and c.get("key") == "objectID"), None)
        target = next((c.get("ref") or c.get("id") for c in record if c.get("key") == "object"), None)
        if number is not None and target:
            object_ids[target] = number.strip()
    positions = []  # (line, column) of every <object> start tag, in document order as root.iter("object") walks

    def start(name, attrs):
        if name == "object":
            positions.append((parser.CurrentLineNumber, parser.CurrentColumnNumber + 1))
    parser = xml.parsers.expat.ParserCreate()
    parser.StartElementHandler = start
    with open(path, "rb") as handle:
        parser.ParseFile(handle)
    ids = {}
    for element, (line, column) in zip(root.iter("object"), positions):
        ids[element] = object_ids.get(element.get("id")) or f"{element.get('class')}@{line}:{column}"
    return ids


def textless_text_views(document):
    """Ids of the text views whose document gives no text that is not white space: no `text` attribute, `<string
    key="text">` or attributed-string fragment with ink. (The layout JSON does not carry a text view's text.) In a XIB
    of the old archive format (`<archive type="…XIB">`, Xcode 3-4), a text view is an `IBUITextView` object whose text
    is its `IBUIText` string (or `IBUIAttributedText`'s), and its id in the layout JSON is its object record's
    `objectID` (docs/research/ib-defaults.md §131)."""
    ids = set()
    root = document.root
    if root.tag == "archive":
        layout_ids = document.layout_ids()
        for element in root.iter("object"):
            if element.get("class") != "IBUITextView":
                continue
            texts = [child.text for child in element if child.tag == "string" and child.get("key") == "IBUIText"]
            texts += [s.text for child in element if child.get("key") == "IBUIAttributedText" for s in child.iter("string")]
            if not any(has_text(t) for t in texts):
                ids.add(layout_ids[element])
        return ids
    for element in root.iter("textView"):
        texts = [element.get("text")] + [child.text for child in element if child.tag == "string" and child.get("key") == "text"]
        texts += [f.get("content") for child in element if child.tag == "attributedString" for f in child.iter("fragment")]
        if not any(has_text(t) for t in texts):
            ids.add(element.get("id"))
    return ids


def clear_text_labels(document):
    """Ids of the labels whose document gives a clear text colour (`<color key="textColor" … alpha="0.0"/>` or
    `systemColor="clearColor"`): UIKit draws their text in no ink at all."""
    ids = set()
    for element in document.root.iter("label"):
        for child in element:
            if child.tag == "color" and child.get("key") == "textColor" and (
                    float(child.get("alpha", "1") or 1) <= 0 or "clearColor" in (child.get("systemColor"), child.get("cocoaTouchSystemColor"))):
                ids.add(element.get("id"))
    return ids


def archive_button_draws_nothing(element, titles=False):
    """Whether an `IBUIButton` object of an old archive-format XIB gives nothing to draw, by the rule storyboard
    buttons follow: a type that draws no glyph (`IBUIButtonType` absent, 0 custom or 1 rounded rect), no title of
    any state (`IBUINormalTitle`, `IBUIHighlightedTitle`, …; white space is no title), no image or background image
    of any state (`IBUINormalImage`, `IBUINormalBackgroundImage`, …) and no background colour
    (`IBUIBackgroundColor`). With `titles`, whether it draws nothing but its titles (they are not looked at)."""
    kind = next((c.get("value") or c.text for c in element if c.tag == "int" and c.get("key") == "IBUIButtonType"), "0")
    if str(kind).strip() not in ("0", "1"):
        return False
    for child in element:
        key = child.get("key") or ""
        if key == "IBUIBackgroundColor" or key.endswith("Image") and key.startswith("IBUI"):
            return False
        if not titles and key.startswith("IBUI") and key.endswith("Title") and (child.tag != "string" or has_text(child.text)):
            return False
    return True


def nothing_to_draw_buttons(document):
    """Ids of the buttons whose document gives them nothing to draw (the docstring's rule)."""
    ids = set()
    root = document.root
    if root.tag == "archive":
        layout_ids = document.layout_ids()
        for element in root.iter("object"):
            if element.get("class") != "IBUIButton" or not archive_button_draws_nothing(element):
                continue
            ids.add(layout_ids[element])
        return ids
    for element in root.iter("button"):
        if element.get("buttonType") not in GLYPHLESS_BUTTON_TYPES or element.find("userDefinedRuntimeAttributes") is not None:
            continue
        configuration = element.find("buttonConfiguration")
        if configuration is not None:
            background = configuration.find("backgroundConfiguration")
            if configuration.get("style") not in (None, "plain", "borderless") or gives_something(configuration):
                continue
            if background is not None and (has_text(background.get("image")) or any(
                    c.tag == "color" and float(c.get("alpha", "1") or 1) > 0 and c.get("systemColor") != "clearColor"
                    and c.get("cocoaTouchSystemColor") != "clearColor" for c in background)):
                continue
        elif any(gives_something(state) for state in element.findall("state")):
            continue
        ids.add(element.get("id"))
    return ids


def ink_colours(document):
    """The text colour by element id of the labels and title-only buttons whose document gives it opaque and by value
    (the docstring's "ink like its ground" rule), (r, g, b) 0-255."""
    inks = {}
    root = document.root
    named = named_colours(root)

    def value(color):
        if color is None or float(color.get("alpha", "1") or 1) < 1:
            return None
        name = color.get("systemColor") or color.get("cocoaTouchSystemColor")
        if name in ("whiteColor", "blackColor"):
            return SYSTEM_BACKGROUNDS[name]
        if color.get("name") in named:
            return named[color.get("name")]
        return components(color) if name is None and color.get("name") is None else None

    if root.tag == "archive":
        return archive_ink_colours(document)
    for element in root.iter("label"):
        ink = value(next((c for c in element if c.tag == "color" and c.get("key") == "textColor"), None))
        if ink is not None:
            inks[element.get("id")] = ink
    for element in root.iter("button"):
        if element.get("buttonType") not in GLYPHLESS_BUTTON_TYPES or element.find("buttonConfiguration") is not None:
            continue
        states = element.findall("state")
        if any(has_text(state.get(key)) for state in states for key in ("image", "backgroundImage")) or any(
                has_text(element.get(key)) for key in ("image", "backgroundImage")):
            continue
        normal = next((state for state in states if state.get("key") == "normal"), None)
        if normal is None:
            continue
        ink = value(next((c for c in normal if c.tag == "color" and c.get("key") == "titleColor"), None))
        if ink is not None:
            inks[element.get("id")] = ink
    return inks


def archive_ink_colours(document):
    """`ink_colours` for an old archive-format XIB: an `IBUILabel`'s `IBUITextColor`, and an `IBUIButton`'s
    `IBUINormalTitleColor` when `archive_button_draws_nothing` holds for it but for its titles; each an `NSColor` in
    RGB (`NSColorSpace` 1 or 2, `NSRGB` "r g b [a]") or white (3 or 4, `NSWhite` "w [a]") components, reached
    through `<reference ref=…>` where the archive shares it. Keys are the layout JSON's ids."""
    root = document.root
    objects = {element.get("id"): element for element in root.iter() if element.get("id")}
    layout_ids = document.layout_ids()

    def colour(element):
        if element is not None and element.tag == "reference":
            element = objects.get(element.get("ref"))
        if element is None or element.get("class") != "NSColor":
            return None
        space = next((c.text for c in element if c.tag == "int" and c.get("key") == "NSColorSpace"), None)
        key = {"1": "NSRGB", "2": "NSRGB", "3": "NSWhite", "4": "NSWhite"}.get((space or "").strip())
        data = next((c.text for c in element if c.tag == "bytes" and c.get("key") == key), None) if key else None
        if not data:
            return None
        text = data.strip()
        try:
            numbers = [float(n) for n in base64.b64decode(text + "=" * (-len(text) % 4)).rstrip(b"\0").split()]
        except (ValueError, binascii.Error):
            return None
        wanted = 3 if key == "NSRGB" else 1
        if len(numbers) < wanted or (len(numbers) > wanted and numbers[wanted] < 1):
            return None
        rgb = numbers[:3] if key == "NSRGB" else numbers[:1] * 3
        return tuple(round(max(0.0, min(1.0, v)) * 255) for v in rgb)

    def child(element, key):
        return next((c for c in element if c.get("key") == key), None)

    inks = {}
    for element in root.iter("object"):
        kind = element.get("class")
        if kind == "IBUILabel":
            ink = colour(child(element, "IBUITextColor"))
        elif kind == "IBUIButton" and archive_button_draws_nothing(element, titles=True):
            ink = colour(child(element, "IBUINormalTitleColor"))
        else:
            continue
        if ink is not None:
            inks[layout_ids[element]] = ink
    return inks


def differs(a, b):
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]), abs(a[2] - b[2])) > STEP


def check(image, scale, frame, wanted, ink=None):
    """'visible', 'invisible', 'ink like its ground' (`ink` given, no ink seen, and the ground within STEP of `ink`)
    or 'unmeasurable' for one frame (points) in the image."""
    x0, y0 = round(frame["x"] * scale), round(frame["y"] * scale)
    x1, y1 = round((frame["x"] + frame["width"]) * scale), round((frame["y"] + frame["height"]) * scale)
    w, h = image.size
    if x1 - x0 < 2 or y1 - y0 < 2 or x0 < 0 or y0 < 0 or x1 > w or y1 > h:
        return "unmeasurable"
    px = image.load()
    ring = collections.Counter()
    for x in range(x0 - 1, x1 + 1):
        for y in (y0 - 1, y1):
            if 0 <= x < w and 0 <= y < h:
                ring[px[x, y]] += 1
    for y in range(y0, y1):
        for x in (x0 - 1, x1):
            if 0 <= x < w and 0 <= y < h:
                ring[px[x, y]] += 1
    crop = image.crop((x0, y0, x1, y1))
    # Pixels in row order, so that ties in `most_common` fall as before; Pillow 13 warns that `getdata` goes in 14.
    inside = collections.Counter(crop.get_flattened_data() if hasattr(crop, "get_flattened_data") else crop.getdata())
    total = sum(inside.values())
    if wanted is not None and not differs(inside.most_common(1)[0][0], wanted):
        return "visible"
    if not ring:
        return "unmeasurable"
    ground = ring.most_common(1)[0][0]
    inked = sum(n for c, n in inside.items() if differs(c, ground))
    if inked >= max(3, 0.005 * total):
        return "visible"
    return "ink like its ground" if ink is not None and not differs(ink, ground) else "invisible"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus")
    parser.add_argument("--tsv", default=os.path.join(os.path.dirname(__file__), "corpus.tsv"))
    parser.add_argument("--half", default="tuning")
    parser.add_argument("--bezel", default=".build/debug/bezel")
    parser.add_argument("--work", default=None)
    parser.add_argument("--misses", type=int, default=20)
    args = parser.parse_args()
    work = args.work or tempfile.mkdtemp(prefix="bezel-visible-")
    counts = collections.Counter()
    by_kind = collections.defaultdict(collections.Counter)
    misses = []
    failed = []
    rows = half_rows(args.tsv, args.half)
    for n, row in enumerate(rows):
        doc = document_path(args.corpus, row)
        out = os.path.join(work, str(n))
        shutil.rmtree(out, ignore_errors=True)
        run = subprocess.run([args.bezel, "render", doc, "--device", "saved", "--frame", "screen", "--no-overlays",
                              "--format", "png", "--out", out, "--quiet", "--fail-on", "never"], capture_output=True, text=True)
        layouts = sorted(glob.glob(os.path.join(out, "**", "*.layout.json"), recursive=True))
        if run.returncode != 0 or not layouts:
            failed.append((doc, run.returncode, run.stderr.strip().splitlines()[-1:]))
            continue
        document = ParsedDocument(doc)
        colours = document_colours(document)
        unseen = unseen_ids(document)
        blank_buttons = nothing_to_draw_buttons(document)
        blank_text_views = textless_text_views(document)
        clear_labels = clear_text_labels(document)
        opaque = opaque_ids(document)
        inks = ink_colours(document)
        for layout_path in layouts:
            layout = json.load(open(layout_path))
            image = Image.open(layout_path[: -len(".layout.json")] + ".png").convert("RGB")
            scale = image.size[0] / layout["size"]["width"]
            covered = covered_ids(layout["views"], opaque - unseen)
            for view in layout["views"]:
                kind, ident = view["kind"], view["id"]
                if kind in SYSTEM_BARS or "~" in ident or view.get("hidden") or ident in unseen:
                    continue
                coloured = ident in colours
                if not (kind in KINDS or kind == "label" or coloured):
                    continue
                if not coloured and ((kind == "label" and (not has_text(view.get("text")) or ident in clear_labels))
                                     or (kind == "button" and ident in blank_buttons)
                                     or (kind == "textView" and ident in blank_text_views)):
                    if kind != "label" or view.get("text"):
                        counts["nothing to draw"] += 1
                    continue
                if ident in covered:
                    counts["covered"] += 1
                    continue
                # A web view shows its page area white until the app's page draws, whatever background colour its
                # document gives (docs/research/controls.md §14): white is the colour UIKit paints it.
                wanted = WEB_VIEW_PAGE if kind == "webView" and coloured else colours.get(ident)
                ink = inks.get(ident) if not coloured and kind in ("label", "button") else None
                result = check(image, scale, view["frame"], wanted, ink)
                label = kind if kind in KINDS or kind == "label" else "coloured " + kind
                counts[result] += 1
                if result == "ink like its ground":
                    continue
                by_kind[label][result] += 1
                if result == "invisible":
                    misses.append((label, ident, doc))
    measured = counts["visible"] + counts["invisible"]
    alike = counts["ink like its ground"]
    print(f"documents: {len(rows)}, not drawn: {len(failed)}")
    for f in failed:
        print("  ", f)
    print(f"visible: {counts['visible']} of {measured} measured = {100 * counts['visible'] / max(1, measured):.1f} % "
          f"({counts['unmeasurable']} not measurable, {counts['nothing to draw']} with nothing to draw, "
          f"{counts['covered']} covered, {alike} with ink like its ground)")
    print(f"  counting ink like its ground as missed: {counts['visible']} of {measured + alike} = "
          f"{100 * counts['visible'] / max(1, measured + alike):.1f} %")
    for label, c in sorted(by_kind.items(), key=lambda kv: -sum(kv[1].values())):
        m = c["visible"] + c["invisible"]
        print(f"  {label:20s} {c['visible']:5d} of {m:5d} ({c['unmeasurable']} not measurable)")
    print("misses (first %d):" % args.misses)
    for miss in misses[: args.misses]:
        print("  ", *miss)


if __name__ == "__main__":
    main()
