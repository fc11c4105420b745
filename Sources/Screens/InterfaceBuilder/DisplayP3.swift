/// Display P3 colour components turned into sRGB ones, for `<color … colorSpace="custom"
/// customColorSpace="displayP3">`: both spaces share sRGB's transfer curve and the D65 white point, so the
/// components are linearised, taken through the 3 × 3 matrix from P3's primaries to sRGB's, clamped to
/// sRGB's gamut and re-encoded. The matrix is the product of CSS Color 4's `lin_P3_to_XYZ` and
/// `XYZ_to_lin_sRGB` (https://www.w3.org/TR/css-color-4/#color-conversion-code), rounded to 7 places.
///
/// The curve's 2.4 power is computed with roots found by Newton's method in plain arithmetic rather than
/// `pow`, so the bytes are the same on every platform (Bezel keeps libm out of what decides its output).
enum DisplayP3 {
    static func toSRGB(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double) {
        let r = linear(red), g = linear(green), b = linear(blue)
        let sr = 1.2249402 * r - 0.2249402 * g
        let sg = -0.0420570 * r + 1.0420570 * g
        let sb = -0.0196376 * r - 0.0786360 * g + 1.0982736 * b
        return (encoded(sr), encoded(sg), encoded(sb))
    }

    /// sRGB's decoding curve (IEC 61966-2-1): linear below 0.04045, ((v + 0.055) / 1.055)^2.4 above.
    static func linear(_ value: Double) -> Double {
        let v = max(0, min(1, value))
        if v <= 0.04045 { return v / 12.92 }
        let x = (v + 0.055) / 1.055
        // x^2.4 = x² · (x^(1/5))²
        let fifth = root(x, 5)
        return x * x * fifth * fifth
    }

    /// sRGB's encoding curve: 12.92 v below 0.0031308, 1.055 v^(1/2.4) − 0.055 above; clamped to 0…1.
    static func encoded(_ value: Double) -> Double {
        let v = max(0, min(1, value))
        if v <= 0.0031308 { return 12.92 * v }
        // v^(1/2.4) = v^(5/12) = (v^(1/12))^5
        let twelfth = root(v, 12)
        let p = twelfth * twelfth * twelfth * twelfth * twelfth
        return max(0, min(1, 1.055 * p - 0.055))
    }

    /// The positive n-th root of x in (0, 1], by Newton's method from 1 (monotone convergence from above).
    static func root(_ x: Double, _ n: Int) -> Double {
        guard x > 0 else { return 0 }
        var y = 1.0
        for _ in 0..<200 {
            var power = 1.0
            for _ in 0..<(n - 1) { power *= y }
            let next = ((Double(n) - 1) * y + x / power) / Double(n)
            if next >= y { break }
            y = next
        }
        return y
    }
}
