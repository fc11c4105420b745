import Text

/// The Material icon drawn for an SF Symbol (`SymbolFont`): a look-alike, since Apple's symbols cannot be shipped.
///
/// The table maps SF Symbols' base names (https://developer.apple.com/sf-symbols/, the names the SF Symbols app
/// lists) to the Material icon of the same meaning (https://fonts.google.com/icons, the names of Debian's
/// `fonts-material-design-icons-iconfont`, listed in its `scss/_variables.scss`). An entry is `plain` or
/// `outlined/filled` where Material has both forms. Modifiers are read by SF's naming scheme rather than listed:
/// - `.fill` last picks the filled form (`star.fill` → `star`, `star` → `star_border`);
/// - an enclosure (`.circle`, `.square`, `.rectangle`, `.app`, `.diamond`, `.octagon`, `.shield`) has its own
///   entry where Material draws that enclosure (`checkmark.circle` → `check_circle_outline`,
///   `checkmark.square` → `check_box`), else the base glyph is drawn without it (`pencil.circle.fill` → `edit`);
/// - directions are part of the base names (`chevron.right`, `arrow.up.right`, `arrow.clockwise`);
/// - a right-to-left variant (`.rtl` last) is drawn as the symbol it mirrors.
/// A name the table does not reach stays a placeholder, named as an SF Symbol.
package enum SymbolLookalike {
    /// The Material icon name for `symbol`, or `nil` when the table has no look-alike for it.
    package static func materialName(for symbol: String) -> String? {
        var parts = symbol.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // `.rtl` last names the right-to-left variant of a localised symbol (`text.bubble.rtl`, `text.bubble.fill.rtl`):
        // the symbol's drawing for right-to-left text, which the SF Symbols app lists under its own name
        // (https://developer.apple.com/sf-symbols/, https://developer.apple.com/design/human-interface-guidelines/right-to-left).
        // Its look-alike is the symbol's own, unmirrored.
        if parts.count > 1, parts.last == "rtl" { parts.removeLast() }
        var filled = false
        if parts.count > 1, parts.last == "fill" {
            filled = true
            parts.removeLast()
        }
        // `.portrait` and `.landscape` turn an enclosure upright or on its side (`list.bullet.rectangle.portrait`,
        // `doc.text.rectangle.landscape`): the same enclosure to the table.
        if parts.count > 2, parts.last == "portrait" || parts.last == "landscape", enclosures.contains(parts[parts.count - 2]) {
            parts.removeLast()
        }
        if let entry = table[parts.joined(separator: ".")] { return pick(entry, filled: filled) }
        if parts.count > 1, let last = parts.last, enclosures.contains(last),
           let entry = table[parts.dropLast().joined(separator: ".")] {
            return pick(entry, filled: filled)
        }
        // A badged symbol's `.fill` sits before its badge (`person.fill.badge.plus`): the filled form of the badged name.
        if !filled, let index = parts.firstIndex(of: "fill"), index > 0, parts.count > index + 1 {
            parts.remove(at: index)
            return materialName(for: parts.joined(separator: ".") + ".fill")
        }
        return nil
    }

    /// The Material icon drawn for `symbol` when the table has one and the icon font is installed (`SymbolFont`)
    /// and draws it; `nil` leaves the symbol a named placeholder.
    package static func drawableIcon(for symbol: String) -> String? {
        guard let icon = materialName(for: symbol), case .success(let font) = SymbolFont.standard,
              font.outline(ofIcon: icon) != nil else { return nil }
        return icon
    }

    /// The outlined form, or the filled one after the slash when asked for and there is one.
    private static func pick(_ entry: String, filled: Bool) -> String {
        guard let slash = entry.firstIndex(of: "/") else { return entry }
        return String(filled ? entry[entry.index(after: slash)...] : entry[..<slash])
    }

    /// The shapes SF Symbols put around a glyph (`plus.circle`, `arrow.up.square`, `plus.app`).
    static let enclosures: Set<String> = ["circle", "square", "rectangle", "app", "diamond", "octagon", "shield"]

    /// SF base name (with an enclosure where Material has one) → Material icon: `plain` or `outlined/filled`.
    package static let table: [String: String] = [
        // Marks and operators.
        "checkmark": "check", "checkmark.circle": "check_circle_outline/check_circle", "checkmark.square": "check_box",
        "checkmark.seal": "verified", "checkmark.shield": "verified_user",
        "xmark": "close", "xmark.circle": "highlight_off/cancel", "xmark.octagon": "report",
        "plus": "add", "plus.circle": "add_circle_outline/add_circle", "plus.square": "add_box", "plus.app": "add_box",
        "minus": "remove", "minus.circle": "remove_circle_outline/remove_circle",
        "multiply": "close", "multiply.circle": "highlight_off/cancel",
        "questionmark": "question_mark", "questionmark.circle": "help_outline/help",
        "exclamationmark": "priority_high", "exclamationmark.circle": "error_outline/error",
        "exclamationmark.triangle": "warning_amber/warning", "exclamationmark.octagon": "report",
        "info": "info_outline/info", "info.circle": "info_outline/info",
        "circle": "radio_button_unchecked/circle", "square": "check_box_outline_blank/square",
        "largecircle.fill.circle": "radio_button_checked", "smallcircle.filled.circle": "radio_button_checked",
        "slash.circle": "block", "nosign": "block", "percent": "percent", "number": "tag", "at": "alternate_email",
        "equal": "drag_handle",
        // Chevrons and arrows.
        "chevron.right": "chevron_right", "chevron.left": "chevron_left", "chevron.up": "expand_less",
        "chevron.down": "expand_more", "chevron.forward": "chevron_right", "chevron.backward": "chevron_left",
        "chevron.up.chevron.down": "unfold_more", "chevron.right.2": "keyboard_double_arrow_right",
        "chevron.left.2": "keyboard_double_arrow_left",
        "chevron.right.circle": "arrow_circle_right", "chevron.left.circle": "arrow_circle_left",
        "chevron.down.circle": "expand_circle_down",
        "arrow.up": "arrow_upward", "arrow.down": "arrow_downward", "arrow.left": "arrow_back", "arrow.right": "arrow_forward",
        "arrow.forward": "arrow_forward", "arrow.backward": "arrow_back",
        "arrow.up.circle": "arrow_circle_up", "arrow.down.circle": "arrow_circle_down",
        "arrow.left.circle": "arrow_circle_left", "arrow.right.circle": "arrow_circle_right",
        "arrow.up.right": "north_east", "arrow.up.left": "north_west", "arrow.down.right": "south_east",
        "arrow.down.left": "south_west", "arrow.up.right.square": "open_in_new",
        "arrow.up.arrow.down": "swap_vert", "arrow.left.arrow.right": "swap_horiz", "arrow.up.and.down": "height",
        "arrow.clockwise": "refresh", "arrow.counterclockwise": "replay", "arrow.triangle.2.circlepath": "sync",
        "arrow.2.circlepath": "sync", "arrow.2.squarepath": "repeat", "goforward": "refresh", "gobackward": "replay", "arrow.uturn.left": "undo", "arrow.uturn.right": "redo",
        "arrow.uturn.backward": "undo", "arrow.uturn.forward": "redo",
        "arrow.up.left.and.arrow.down.right": "open_in_full", "arrow.down.right.and.arrow.up.left": "close_fullscreen",
        "arrow.up.to.line": "vertical_align_top", "arrow.down.to.line": "vertical_align_bottom",
        "arrow.up.to.line.alt": "vertical_align_top", "arrow.down.to.line.alt": "vertical_align_bottom",
        "arrowshape.left": "arrow_back", "arrowshape.right": "arrow_forward", "arrowshape.up": "arrow_upward",
        "arrowshape.down": "arrow_downward", "arrowshape.backward": "arrow_back", "arrowshape.forward": "arrow_forward",
        "arrow.turn.up.left": "reply", "arrowshape.turn.up.left": "reply", "arrowshape.turn.up.right": "forward",
        "arrowshape.turn.up.backward": "reply", "arrowshape.turn.up.forward": "forward",
        "arrow.right.square": "logout", "rectangle.portrait.and.arrow.right": "logout",
        "rectangle.portrait.and.arrow.forward": "logout", "rectangle.and.arrow.up.right.and.arrow.down.left": "open_in_full",
        "arrow.down.doc": "file_download", "arrow.up.doc": "file_upload",
        "arrow.down.circle.dotted": "downloading", "arrow.right.to.line": "last_page", "arrow.left.to.line": "first_page",
        "square.and.arrow.up": "ios_share", "square.and.arrow.down": "file_download",
        "square.and.arrow.up.on.square": "ios_share", "tray.and.arrow.down": "move_to_inbox",
        "tray.and.arrow.up": "outbox", "return": "keyboard_return",
        // Everyday objects and actions.
        "gear": "settings", "gearshape": "settings", "gearshape.2": "settings_suggest",
        "magnifyingglass": "search", "plus.magnifyingglass": "zoom_in", "minus.magnifyingglass": "zoom_out",
        "trash": "delete_outline/delete", "trash.slash": "delete_forever", "xmark.bin": "delete_outline/delete",
        "person": "person_outline/person", "person.circle": "account_circle", "person.crop.circle": "account_circle",
        "person.crop.square": "account_box", "person.crop.rectangle": "account_box", "person.2": "people_outline/people", "person.3": "groups",
        "person.badge.plus": "person_add", "person.2.badge.gearshape": "manage_accounts", "person.crop.circle.badge.plus": "person_add",
        "person.crop.circle.badge.checkmark": "how_to_reg", "person.text.rectangle": "badge",
        "heart": "favorite_border/favorite", "suit.heart": "favorite_border/favorite", "heart.slash": "heart_broken", "star": "star_border/star",
        "star.leadinghalf.filled": "star_half", "bell": "notifications_none/notifications",
        "bell.slash": "notifications_off", "bell.badge": "notifications_active",
        "house": "home", "building.2": "apartment", "building.columns": "account_balance",
        "envelope": "mail_outline/mail", "envelope.open": "drafts", "envelope.badge": "mark_email_unread",
        "phone": "phone", "phone.down": "call_end", "phone.arrow.up.right": "call_made",
        "video": "videocam", "video.slash": "videocam_off", "camera": "photo_camera", "camera.rotate": "flip_camera_ios",
        "photo": "image", "photo.on.rectangle": "photo_library", "photo.stack": "collections",
        "doc": "description", "doc.text": "description", "doc.on.doc": "content_copy", "document.on.document": "content_copy",
        "doc.on.clipboard": "content_paste", "doc.plaintext": "article", "doc.richtext": "article",
        "doc.text.magnifyingglass": "find_in_page", "document": "description",
        "clipboard": "content_paste", "list.clipboard": "assignment", "paperclip": "attach_file",
        "creditcard": "credit_card", "banknote": "payments", "dollarsign.circle": "monetization_on",
        "dollarsign": "attach_money", "eurosign": "euro", "bitcoinsign.circle": "currency_bitcoin",
        "bitcoinsign": "currency_bitcoin", "wallet.pass": "account_balance_wallet", "cart": "shopping_cart",
        "cart.badge.plus": "add_shopping_cart", "bag": "shopping_bag", "basket": "shopping_basket",
        "giftcard": "card_giftcard", "gift": "redeem", "tag": "sell", "ticket": "confirmation_number",
        "qrcode": "qr_code", "qrcode.viewfinder": "qr_code_scanner", "barcode": "view_week",
        "barcode.viewfinder": "qr_code_scanner", "viewfinder": "center_focus_weak", "safari": "explore",
        "compass.drawing": "explore", "eye": "visibility", "eye.slash": "visibility_off",
        "pencil": "edit", "square.and.pencil": "edit_note", "pencil.line": "edit", "highlighter": "border_color",
        "scribble": "gesture", "paintbrush": "brush", "paintpalette": "palette", "scissors": "content_cut",
        "delete.left": "backspace", "delete.backward": "backspace", "delete.right": "backspace",
        "lock": "lock_outline/lock", "lock.open": "lock_open", "lock.shield": "security",
        "key": "vpn_key", "shield": "shield", "faceid": "face", "touchid": "fingerprint",
        "calendar": "calendar_today", "calendar.badge.plus": "event", "calendar.badge.clock": "event",
        "clock": "schedule", "clock.arrow.circlepath": "history", "clock.arrow.2.circlepath": "history", "alarm": "alarm", "timer": "timer",
        "stopwatch": "timer", "hourglass": "hourglass_empty", "location": "near_me", "location.north": "navigation",
        "scope": "gps_not_fixed",
        "mappin": "place", "mappin.and.ellipse": "location_on", "mappin.circle": "location_on", "map": "map",
        "mic": "mic_none/mic", "mic.slash": "mic_off", "speaker": "volume_mute", "speaker.wave.2": "volume_up",
        "speaker.wave.3": "volume_up", "speaker.slash": "volume_off", "headphones": "headphones",
        "music.note": "music_note", "music.note.list": "queue_music",
        "play": "play_arrow", "pause": "pause", "stop": "stop", "play.circle": "play_circle_outline/play_circle_filled",
        "pause.circle": "pause_circle_outline/pause_circle_filled", "stop.circle": "stop_circle",
        "play.rectangle": "smart_display", "playpause": "play_arrow", "forward": "fast_forward", "backward": "fast_rewind",
        "forward.end": "skip_next", "backward.end": "skip_previous", "shuffle": "shuffle", "repeat": "repeat",
        "ellipsis": "more_horiz", "ellipsis.circle": "more_horiz", "ellipsis.vertical": "more_vert",
        "line.3.horizontal": "menu", "line.horizontal.3": "menu", "line.3.horizontal.decrease": "filter_list",
        "line.3.horizontal.decrease.circle": "filter_list", "line.horizontal.3.decrease": "filter_list",
        "slider.horizontal.3": "tune", "slider.vertical.3": "tune", "list.bullet": "format_list_bulleted",
        "list.dash": "list", "list.number": "format_list_numbered", "list.bullet.rectangle": "list_alt",
        "square.grid.2x2": "grid_view", "square.grid.3x3": "apps", "rectangle.grid.1x2": "view_agenda",
        "square.stack": "layers", "square.stack.3d.up": "layers", "square.on.square": "filter_none",
        "folder": "folder_open/folder", "folder.badge.plus": "create_new_folder", "archivebox": "inventory_2",
        "tray": "inbox", "tray.full": "inbox", "externaldrive": "storage", "internaldrive": "storage",
        "paperplane": "send", "bookmark": "bookmark_border/bookmark", "book": "menu_book", "book.closed": "book",
        "books.vertical": "library_books", "newspaper": "newspaper", "note.text": "sticky_note_2",
        "flag": "outlined_flag/flag", "flag.checkered": "sports_score", "pin": "push_pin", "globe": "language",
        "network": "public", "wifi": "wifi", "wifi.slash": "wifi_off", "antenna.radiowaves.left.and.right": "cell_tower",
        "dot.radiowaves.left.and.right": "sensors", "battery.100": "battery_full", "battery.25": "battery_2_bar",
        "battery.0": "battery_alert", "bolt": "bolt", "bolt.slash": "flash_off", "bolt.horizontal": "bolt",
        "bolt.car": "electric_car", "cloud": "cloud_queue/cloud", "icloud": "cloud_queue/cloud",
        "cloud.rain": "umbrella", "icloud.and.arrow.up": "cloud_upload", "icloud.and.arrow.down": "cloud_download",
        "sun.max": "light_mode", "sun.min": "wb_sunny", "moon": "dark_mode", "moon.stars": "nightlight",
        "moon.zzz": "bedtime", "sparkles": "auto_awesome", "flame": "local_fire_department", "drop": "water_drop",
        "snowflake": "ac_unit", "thermometer": "thermostat", "leaf": "eco", "tree": "park", "pawprint": "pets",
        "keyboard": "keyboard", "printer": "print", "link": "link", "personalcard": "badge",
        "bubble.left": "chat_bubble_outline/chat_bubble", "bubble.right": "chat_bubble_outline/chat_bubble",
        "bubble.left.and.bubble.right": "forum", "bubble.middle.bottom": "chat_bubble_outline/chat_bubble",
        "message": "chat_bubble_outline/chat_bubble", "text.bubble": "comment", "quote.bubble": "format_quote",
        "exclamationmark.bubble": "feedback", "questionmark.bubble": "contact_support",
        "hand.thumbsup": "thumb_up_off_alt/thumb_up", "hand.thumbsdown": "thumb_down_off_alt/thumb_down",
        "hand.raised": "back_hand", "hand.wave": "waving_hand", "hand.tap": "touch_app", "face.smiling": "sentiment_satisfied_alt",
        "car": "directions_car", "bus": "directions_bus", "tram": "tram", "bicycle": "pedal_bike", "figure.walk": "directions_walk",
        "airplane": "flight", "ferry": "directions_boat", "shippingbox": "local_shipping", "box.truck": "local_shipping",
        "fork.knife": "restaurant", "cup.and.saucer": "local_cafe", "cart.fill.badge.plus": "add_shopping_cart",
        "storefront": "storefront", "graduationcap": "school", "briefcase": "work", "gamecontroller": "sports_esports",
        "trophy": "emoji_events", "medal": "military_tech", "crown": "workspace_premium", "gift.circle": "redeem",
        "tv": "tv", "desktopcomputer": "desktop_windows", "laptopcomputer": "laptop", "iphone": "smartphone",
        "ipad": "tablet", "applewatch": "watch", "display": "monitor", "airplayvideo": "airplay", "airplayaudio": "airplay",
        "chart.bar": "bar_chart", "chart.pie": "pie_chart", "chart.line.uptrend.xyaxis": "show_chart",
        "chart.xyaxis.line": "show_chart", "waveform": "graphic_eq", "waveform.path.ecg": "monitor_heart",
        "heart.text.square": "monitor_heart", "cross": "add", "cross.case": "medical_services", "pills": "medication", "syringe": "vaccines",
        "bandage": "healing", "stethoscope": "medical_services", "figure.run": "directions_run", "dumbbell": "fitness_center",
        "power": "power_settings_new", "poweroff": "power_settings_new", "bluetooth": "bluetooth",
        "lightbulb": "lightbulb_outline/lightbulb", "wrench": "build", "wrench.and.screwdriver": "handyman",
        "hammer": "construction", "building": "business", "globe.americas": "public", "globe.europe.africa": "public",
        "textformat": "text_fields", "textformat.size": "format_size", "bold": "format_bold", "italic": "format_italic",
        "underline": "format_underlined", "text.alignleft": "format_align_left", "text.aligncenter": "format_align_center",
        "text.alignright": "format_align_right", "photo.badge.plus": "add_photo_alternate", "crop": "crop",
        "rotate.right": "rotate_right", "rotate.left": "rotate_left", "wand.and.stars": "auto_fix_high",
        "camera.viewfinder": "center_focus_strong", "doc.viewfinder": "document_scanner", "scanner": "scanner",
        "square.and.arrow.down.on.square": "save_alt", "externaldrive.badge.plus": "add_to_drive",
        "rectangle.on.rectangle": "filter_none", "plus.rectangle.on.rectangle": "library_add",
        "sidebar.left": "view_sidebar", "rectangle.split.2x1": "vertical_split", "hand.point.up.left": "ads_click",
        "arrow.up.and.down.and.arrow.left.and.right": "open_with", "move.3d": "open_with",
        "ant": "bug_report", "ladybug": "bug_report", "command": "keyboard_command_key", "option": "keyboard_option_key",
        "shift": "keyboard_capslock", "globe.badge.chevron.backward": "language", "translate": "translate",
        "character.bubble": "translate", "accessibility": "accessibility", "figure.roll": "accessible",
        "checklist": "checklist", "list.bullet.clipboard": "assignment", "calendar.circle": "event",
        "house.circle": "home", "magnifyingglass.circle": "search", "gearshape.circle": "settings",
        // Household things and shapes a hotel and a meditation app name: the double bed, the washing machine, the
        // fridge (Material's `kitchen` draws one), the suitcase, and SF's `app`, the app icon's rounded square.
        "bed.double": "king_bed", "washer": "local_laundry_service", "refrigerator": "kitchen", "suitcase": "luggage",
        "suitcase.rolling": "luggage", "app": "crop_square/square",
        // A takeaway bag with a cup (a food app's tab), SF Symbols 6's `document` spelling of `doc.viewfinder`, and a
        // pencil over a text field's ellipsis (a note or form tab): Material's takeaway box, document scanner and
        // note with a pencil.
        "takeoutbag.and.cup.and.straw": "takeout_dining", "document.viewfinder": "document_scanner",
        "pencil.and.ellipsis.rectangle": "edit_note",
        // The solid triangles that open menus and disclosures (a picker's drop-down, a section's expander): Material's
        // drop-down and side arrows, the same triangles. A grid of lines (SF's `grid`, a recipe app's tab) and a
        // rectangle split into 3 × 3 cells (a tab of a sample app): Material's `grid_on`, a square ruled 3 × 3. A
        // command prompt's window (`terminal`) is Material's `terminal`; a sun behind haze lines (`sun.haze`),
        // Material's sun over the horizon (`wb_twilight`).
        "arrowtriangle.down": "arrow_drop_down", "arrowtriangle.up": "arrow_drop_up",
        "arrowtriangle.left": "arrow_left", "arrowtriangle.right": "arrow_right",
        "arrowtriangle.backward": "arrow_left", "arrowtriangle.forward": "arrow_right",
        "grid": "grid_on", "rectangle.split.3x3": "grid_on", "terminal": "terminal", "sun.haze": "wb_twilight",
        // The media keys and weather, sports glyphs with a Material icon of the same drawing: double chevrons, the
        // skip keys' `.alt` spelling, 10 and 30 second skips, balls, wind, a tornado, a thunderstorm; a boxer and a
        // golfer, a house for HomeKit, a TV with a play mark, stacked videos, the recycling arrows, a packing box and
        // a signpost.
        "chevron.backward.2": "keyboard_double_arrow_left", "chevron.forward.2": "keyboard_double_arrow_right",
        "forward.end.alt": "skip_next", "backward.end.alt": "skip_previous",
        "goforward.10": "forward_10", "goforward.30": "forward_30", "gobackward.10": "replay_10", "gobackward.30": "replay_30",
        "soccerball": "sports_soccer", "football": "sports_football", "tennisball": "sports_tennis",
        "cricket.ball": "sports_cricket", "wind": "air", "tornado": "tornado", "cloud.bolt.rain": "thunderstorm",
        "figure.boxing": "sports_mma", "figure.golf": "sports_golf", "homekit": "home", "play.tv": "live_tv",
        "play.rectangle.on.rectangle": "video_library", "arrow.3.trianglepath": "recycling", "cube.box": "inventory_2",
        "signpost.left": "signpost", "signpost.right": "signpost",
        // Later sets' names: the bin with a cross as SF Symbols 3 and later spell it (`xmark.bin` before), a
        // standing figure, Apple's logo.
        "bin.xmark": "delete_outline/delete", "figure.stand": "man", "apple.logo": "apple",
        // A receipt's close button drawn as the clear key (`clear`: a cross in a box, Material's cross in a square), a
        // tab's window with its dock along the bottom edge (`rectangle.dock`: Material's box with a bar along its bottom),
        // and the line-end arrows' `.alt` spelling (as `arrow.up.to.line.alt` above).
        "clear": "disabled_by_default", "rectangle.dock": "call_to_action",
        "arrow.left.to.line.alt": "first_page", "arrow.right.to.line.alt": "last_page",
    ]
}
