/// The part of a constraint's constant that the app computes from the screen:
/// `width × screen width + height × screen height + pixel ÷ screen scale`, added to
/// ``IRConstraint/constant``.
///
/// Apps that lay out in code often scale their numbers to the screen
/// (`make.left.mas_equalTo(20 * kScreenWidth / 375)`, `make.width.equalTo(UIScreen.main.bounds.width - 30)`).
/// The screen is `UIScreen.main.bounds`, whose size is in points and follows the interface's
/// orientation since iOS 8 (Apple, *UIScreen.bounds*: "This rectangle is specified in the current
/// coordinate space, which takes into account any interface rotations in effect for the device").
/// It is the whole screen, also when the app's window shares it (Split View, Slide Over).
/// A hairline is one pixel, `1 / UIScreen.main.scale` points (Apple, *UIScreen.scale*: "the
/// conversion factor from the logical coordinate space (points) into the device coordinate space
/// (pixels)"): 0.5 pt at @2x, 1/3 pt at @3x.
public struct ScreenScaling: Sendable, Hashable {
    /// Points of constant per point of the screen's width.
    public var width: Double
    /// Points of constant per point of the screen's height.
    public var height: Double
    /// Points of constant per `1 / UIScreen.main.scale`: the number of device pixels.
    public var pixel: Double
    /// The screen size the constraint's ``IRConstraint/constant`` already includes this for
    /// (``LayoutScreen/placed(onScreenOf:scale:)``); `nil` while the constant is the number alone.
    /// Kept so that findings print what the code wrote and are the same finding on every device.
    public var computedFor: LayoutSize?
    /// The screen scale the constant includes ``pixel`` for, with ``computedFor``.
    public var computedForScale: Double?

    /// A scaling; `ScreenScaling(width: 1, height: 0)` is the screen's width itself,
    /// `ScreenScaling(width: 0, height: 0, pixel: 1)` one pixel.
    public init(width: Double, height: Double, pixel: Double = 0, computedFor: LayoutSize? = nil,
                computedForScale: Double? = nil) {
        self.width = width
        self.height = height
        self.pixel = pixel
        self.computedFor = computedFor
        self.computedForScale = computedForScale
    }

    /// True when no part of the screen counts.
    public var isZero: Bool { width == 0 && height == 0 && pixel == 0 }

    /// No part of the screen.
    public static let zero = ScreenScaling(width: 0, height: 0)

    /// The sum of two scalings (of constants computed for no screen yet).
    public static func + (left: ScreenScaling, right: ScreenScaling) -> ScreenScaling {
        ScreenScaling(width: left.width + right.width, height: left.height + right.height, pixel: left.pixel + right.pixel)
    }

    /// The difference of two scalings.
    public static func - (left: ScreenScaling, right: ScreenScaling) -> ScreenScaling {
        ScreenScaling(width: left.width - right.width, height: left.height - right.height, pixel: left.pixel - right.pixel)
    }

    /// The scaling with every factor times `factor`.
    public static func * (scaling: ScreenScaling, factor: Double) -> ScreenScaling {
        ScreenScaling(width: scaling.width * factor, height: scaling.height * factor, pixel: scaling.pixel * factor)
    }

    /// The scaling with every factor divided by `divisor` (not multiplied by its inverse: `x / 375`
    /// is what the code computes).
    public static func / (scaling: ScreenScaling, divisor: Double) -> ScreenScaling {
        ScreenScaling(width: scaling.width / divisor, height: scaling.height / divisor, pixel: scaling.pixel / divisor)
    }

    /// The points this adds on a screen of `size` (in the interface's orientation) and `scale`.
    public func value(onScreenOf size: LayoutSize, scale: Double) -> Double {
        let pixels = pixel == 0 ? 0 : pixel / scale
        return width * size.width + height * size.height + pixels
    }

    /// The terms as the `.layout` language writes them, each with its sign
    /// (` + 0.05 * UIScreen.main.bounds.width`, ` - UIScreen.main.bounds.height`, ` + 1 / UIScreen.main.scale`).
    var printedTerms: String {
        var text = ""
        for (factor, name) in [(width, ScreenScaling.widthName), (height, ScreenScaling.heightName)] where factor != 0 {
            text += factor < 0 ? " - " : " + "
            text += abs(factor) == 1 ? name : formatNumber(abs(factor)) + " * " + name
        }
        if pixel != 0 {
            text += (pixel < 0 ? " - " : " + ") + formatNumber(abs(pixel)) + " / " + ScreenScaling.scaleName
        }
        return text
    }

    /// How equations write the screen's width and height.
    public static let widthName = "UIScreen.main.bounds.width"
    /// See ``widthName``.
    public static let heightName = "UIScreen.main.bounds.height"
    /// How equations write the screen's scale, which they only divide by.
    public static let scaleName = "UIScreen.main.scale"
}

extension IRConstraint {
    /// The number the code wrote beside the screen's part: ``constant`` less what
    /// ``screenScaling`` added when the constant was computed for a screen.
    public var constantWithoutScreen: Double {
        guard let scaling = screenScaling, let size = scaling.computedFor else { return constant }
        return constant - scaling.value(onScreenOf: size, scale: scaling.computedForScale ?? 1)
    }

    /// True when the constant still lacks the screen's part (it is not computed for a screen yet).
    public var awaitsScreen: Bool { screenScaling.map { $0.computedFor == nil && !$0.isZero } ?? false }
}

extension LayoutScreen {
    /// True when some constraint's constant depends on the screen (its size or scale) and is not
    /// yet computed.
    public var dependsOnScreenSize: Bool { constraints.contains { $0.awaitsScreen } }

    /// The screen as it is on a screen of `size` (in the interface's orientation) and `scale`:
    /// every constant that depends on the screen computed for it. The scaling stays on the
    /// constraint (``ScreenScaling/computedFor``), so a finding prints the code's expression.
    public func placed(onScreenOf size: LayoutSize, scale: Double) -> LayoutScreen {
        guard dependsOnScreenSize else { return self }
        var result = self
        for index in result.constraints.indices {
            guard result.constraints[index].awaitsScreen, var scaling = result.constraints[index].screenScaling else { continue }
            result.constraints[index].constant += scaling.value(onScreenOf: size, scale: scale)
            scaling.computedFor = size
            scaling.computedForScale = scale
            result.constraints[index].screenScaling = scaling
        }
        return result
    }
}
