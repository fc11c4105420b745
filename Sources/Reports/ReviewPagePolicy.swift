import Hashing

/// The review page's Content-Security-Policy, set in a `<meta http-equiv>` before anything it governs
/// (https://www.w3.org/TR/CSP3/#meta-element): the page loads its data, images and links only from its own
/// folder and reaches no network, whatever a report lists. `connect-src 'none'` forbids `fetch` and
/// `XMLHttpRequest`; images may come from the folder (`'self'`), `data:` and `blob:` URLs; scripts from the
/// folder (`review-data.js`) and the page's one inline script, styles from the page's one inline style
/// sheet, each allowed by the SHA-256 of its text (CSP3 "hash-source": base64 of the digest of the
/// element's text, https://www.w3.org/TR/CSP3/#grammardef-hash-source), so no other inline script or
/// style attribute runs. The script sets styles through the CSSOM (`element.style.x = …`), which a
/// policy does not govern.
enum ReviewPagePolicy {
    /// The policy for a page whose inline `<script>` element holds `script` and whose inline `<style>`
    /// element holds `style`, exactly as they appear between the tags.
    static func content(script: String, style: String) -> String {
        "default-src 'self'; script-src 'self' '\(source(script))'; style-src 'self' '\(source(style))'; "
            + "img-src 'self' data: blob:; connect-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'"
    }

    /// `sha256-` and the base64 (RFC 4648, padded) of the SHA-256 of `text`'s UTF-8 bytes.
    static func source(_ text: String) -> String {
        "sha256-" + base64(SHA256.hash(text).bytes)
    }

    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var text = ""
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = 0
            for k in 0..<3 { group = group << 8 | (k < count ? Int(bytes[index + k]) : 0) }
            for k in 0..<4 { text.append(k <= count ? alphabet[(group >> (18 - 6 * k)) & 63] : "=") }
            index += 3
        }
        return text
    }
}
