#!/usr/bin/env python3
"""Writes Embedded.storyboard, the document EmbeddedImageRenderTests draws: one scene whose image views and button
show images the document embeds as Interface Builder does (`<image name="UUID" width= height=>` in <resources>
holding `<mutableData key="keyedArchiveRepresentation">`, base64 of an NSKeyedArchiver binary property list of an
NSImage). The archives are built here with plistlib (plistlib.UID for the archive's references) and the pixels with
Pillow, in the shapes Interface Builder writes: an NSBitmapImageRep whose NSTIFFRepresentation is TIFF data, and an
NSCGImageSnapshotRep whose TIFF sits in an NSMutableData (NS.data). Run once; the output is committed.
    python3 make-embedded.py > Embedded.storyboard
"""
import base64
import io
import plistlib
import struct

from PIL import Image

UID = plistlib.UID


def quadrants(width, height, colours):
    """An opaque image of four quadrants: top-left, top-right, bottom-left, bottom-right colours."""
    image = Image.new("RGBA", (width, height))
    for y in range(height):
        for x in range(width):
            quadrant = (2 if y >= height // 2 else 0) + (1 if x >= width // 2 else 0)
            image.putpixel((x, y), colours[quadrant] + (255,))
    return image


def encoded(image, fmt, **options):
    out = io.BytesIO()
    image.save(out, fmt, **options)
    return out.getvalue()


def classes(name, *supers):
    return {"$classname": name, "$classes": [name, *supers, "NSObject"]}


def bitmap_archive(tiff, filler=None):
    """NSImage → NSReps [[0, NSBitmapImageRep{NSTIFFRepresentation: data}]], as Xcode writes a pasted image."""
    objects = [
        "$null",
        {"$class": UID(7), "NSImageFlags": 12582912, "NSReps": UID(2)},
        {"NS.objects": [UID(3)], "$class": UID(6)},
        {"NS.objects": [0, UID(4)], "$class": UID(5)},
        {"NSTIFFRepresentation": tiff, "$class": UID(8)},
        classes("NSArray"),
        classes("NSMutableArray", "NSArray"),
        classes("NSImage"),
        classes("NSBitmapImageRep", "NSImageRep"),
    ]
    # The rep's data as its own object, referred to by UID, as in Xcode's archives.
    objects[4] = {"NSTIFFRepresentation": UID(9), "$class": UID(8)}
    objects.append(tiff)
    if filler is not None:
        objects.append(filler)
    return archive(objects)


def whole_bytes_archive(make):
    """`make(filler)` with the shortest filler string (an object no other refers to) that brings the archive to a
    multiple of 3 bytes, so its base64 ends on a whole group and the stray character can follow it."""
    for n in range(3):
        data = make("x" * n)
        if len(data) % 3 == 0:
            return data
    raise ValueError("no filler fits")


def snapshot_archive(data):
    """NSImage → NSReps [[0, NSCGImageSnapshotRep{NSTIFFRepresentation: NSMutableData{NS.data}}]]."""
    objects = [
        "$null",
        {"NSSize": UID(2), "$class": UID(9), "NSImageFlags": 549453824, "NSReps": UID(3)},
        "{24, 24}",
        {"NS.objects": [UID(4)], "$class": UID(8)},
        {"NS.objects": [0, UID(5)], "$class": UID(7)},
        {"$class": UID(10), "NSTIFFRepresentation": UID(6)},
        {"NS.data": data, "$class": UID(11)},
        classes("NSArray"),
        classes("NSMutableArray", "NSArray"),
        classes("NSImage"),
        {"$classname": "NSCGImageSnapshotRep", "$classes": ["NSCGImageSnapshotRep", "NSImageRep", "NSObject"], "$classhints": ["NSCachedImageRep"]},
        classes("NSMutableData", "NSData"),
    ]
    return archive(objects)


def reference_archive(url):
    """An NSImage with no pixels, only the NSURL of a file it is read from."""
    objects = [
        "$null",
        {"$class": UID(6), "NSImageFlags": 12582912, "NSReps": UID(2)},
        {"NS.objects": [UID(3)], "$class": UID(7)},
        {"NS.base": UID(0), "NS.relative": UID(4), "$class": UID(5)},
        url,
        classes("NSURL"),
        classes("NSImage"),
        classes("NSMutableArray", "NSArray"),
    ]
    return archive(objects)


def cyclic_archive():
    """An NSImage whose reps array holds itself and the image: a cycle, and no pixels anywhere."""
    objects = [
        "$null",
        {"$class": UID(3), "NSReps": UID(2)},
        {"NS.objects": [UID(2), UID(1)], "$class": UID(4)},
        classes("NSImage"),
        classes("NSMutableArray", "NSArray"),
    ]
    return archive(objects)


def archive(objects):
    return plistlib.dumps(
        {"$version": 100000, "$archiver": "NSKeyedArchiver", "$top": {"root": UID(1)}, "$objects": objects},
        fmt=plistlib.FMT_BINARY, sort_keys=False)


def huge_tiff(width, height):
    """A little-endian TIFF whose first directory claims width × height RGB pixels in one uncompressed strip that
    the file does not hold: only its tags are read before it is refused."""
    entries = [
        (256, 4, 1, width), (257, 4, 1, height), (258, 3, 1, 8), (259, 3, 1, 1), (262, 3, 1, 2),
        (273, 4, 1, 8), (277, 3, 1, 3), (278, 4, 1, height), (279, 4, 1, width * height * 3 & 0xFFFFFFFF),
    ]
    ifd = struct.pack("<H", len(entries))
    for tag, kind, count, value in entries:
        ifd += struct.pack("<HHI", tag, kind, count) + (struct.pack("<HH", value, 0) if kind == 3 else struct.pack("<I", value))
    ifd += struct.pack("<I", 0)
    return b"II*\x00" + struct.pack("<I", 16) + b"\x00" * 8 + ifd


def big_endian_tiff(image):
    """A big-endian, uncompressed TIFF of `image` (RGBA, 8 bits a sample, associated alpha: ExtraSamples 1) in one
    strip, the tags in order, as NSBitmapImageRep's TIFF representation is laid out."""
    width, height = image.size
    pixels = image.tobytes()
    entries = [
        (256, 4, [width]), (257, 4, [height]), (258, 3, [8, 8, 8, 8]), (259, 3, [1]), (262, 3, [2]), (273, 4, [0]),
        (277, 3, [4]), (278, 4, [height]), (279, 4, [len(pixels)]), (284, 3, [1]), (338, 3, [1]),
    ]
    ifd_size = 2 + 12 * len(entries) + 4
    extra_at = 8 + ifd_size
    pixels_at = extra_at + 8
    ifd = struct.pack(">H", len(entries))
    for tag, kind, values in entries:
        if tag == 273:
            values = [pixels_at]
        if kind == 3 and len(values) == 4:
            ifd += struct.pack(">HHII", tag, kind, 4, extra_at)
        elif kind == 3:
            ifd += struct.pack(">HHIHH", tag, kind, 1, values[0], 0)
        else:
            ifd += struct.pack(">HHII", tag, kind, 1, values[0])
    ifd += struct.pack(">I", 0)
    return b"MM\x00*" + struct.pack(">I", 8) + ifd + struct.pack(">HHHH", 8, 8, 8, 8) + pixels


def base64_lines(data, stray=False):
    """Base64 without padding, 80 characters a line, as Interface Builder writes it (and, with `stray`, one
    character past the last whole byte, which Interface Builder's documents at times end with)."""
    text = base64.b64encode(data).decode().rstrip("=")
    if stray and len(text) % 4 == 0:
        text += "A"
    return "\n".join(text[i:i + 80] for i in range(0, len(text), 80))


RED, GREEN, BLUE, YELLOW = (255, 0, 0), (0, 200, 0), (0, 0, 255), (255, 220, 0)
MAGENTA = (200, 0, 200)
TIFF_ID = "5B1F0C0E-6D0A-4E43-9C37-7A2A1E0B0001"
SNAPSHOT_ID = "5B1F0C0E-6D0A-4E43-9C37-7A2A1E0B0002"
XCODE_ID = "5B1F0C0E-6D0A-4E43-9C37-7A2A1E0B0003"
CYCLE_ID = "5B1F0C0E-6D0A-4E43-9C37-7A2A1E0B0004"
TRUNCATED_ID = "5B1F0C0E-6D0A-4E43-9C37-7A2A1E0B0005"
HUGE_ID = "5B1F0C0E-6D0A-4E43-9C37-7A2A1E0B0006"

# 40 × 40 pixels for 20 × 20 points: a 2x image, a big-endian ("MM") TIFF of premultiplied RGBA as NSBitmapImageRep
# writes one.
tiff_bytes = big_endian_tiff(quadrants(40, 40, [RED, GREEN, BLUE, YELLOW]))
snapshot_bytes = encoded(Image.new("RGBA", (24, 24), MAGENTA + (255,)), "TIFF", compression="packbits")
xcode = reference_archive("file:///Applications/Xcode.app/Contents/SharedFrameworks/DVTKit.framework/Versions/A/Resources/DVTIbeamCursor.tiff")
truncated = bitmap_archive(tiff_bytes)[:-20]

resources = [
    (TIFF_ID, 20, 20, whole_bytes_archive(lambda filler: bitmap_archive(tiff_bytes, filler)), True),
    (SNAPSHOT_ID, 24, 24, snapshot_archive(snapshot_bytes), False),
    (XCODE_ID, 16, 16, xcode, False),
    (CYCLE_ID, 20, 20, cyclic_archive(), False),
    (TRUNCATED_ID, 20, 20, truncated, False),
    (HUGE_ID, 30, 30, bitmap_archive(huge_tiff(20000, 20000)), False),
]


def image_view(id, x, y, w, h, image):
    return f'''                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" fixedFrame="YES" image="{image}" translatesAutoresizingMaskIntoConstraints="NO" id="{id}">
                                <rect key="frame" x="{x}" y="{y}" width="{w}" height="{h}"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </imageView>'''


views = "\n".join([
    image_view("emb-tiff", 20, 100, 80, 80, TIFF_ID),
    image_view("emb-snap", 120, 100, 48, 48, SNAPSHOT_ID),
    image_view("emb-xcode", 200, 100, 48, 48, XCODE_ID),
    image_view("emb-cycle", 20, 220, 48, 48, CYCLE_ID),
    image_view("emb-trunc", 100, 220, 48, 48, TRUNCATED_ID),
    image_view("emb-huge", 180, 220, 48, 48, HUGE_ID),
    f'''                            <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="emb-button">
                                <rect key="frame" x="20" y="340" width="40" height="40"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <state key="normal" image="{TIFF_ID}"/>
                            </button>''',
])

resource_text = "\n".join(
    f'''        <image name="{name}" width="{w}" height="{h}">
            <mutableData key="keyedArchiveRepresentation">
{base64_lines(data, stray)}
</mutableData>
        </image>''' for name, w, h, data, stray in resources)

print(f'''<?xml version="1.0" encoding="UTF-8"?>
<!-- Written by make-embedded.py (beside it) for EmbeddedImageRenderTests: images the document holds in itself. -->
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="emb-vc">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <dependencies>
        <deployment identifier="iOS"/>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
    </dependencies>
    <scenes>
        <scene sceneID="emb-scene">
            <objects>
                <viewController id="emb-vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="emb-root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
{views}
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="emb-first" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
    </scenes>
    <resources>
{resource_text}
    </resources>
</document>''')
