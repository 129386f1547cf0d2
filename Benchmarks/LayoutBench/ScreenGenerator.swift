/// Writes a `.layout` screen of `cards × 10` views: a column of cards pinned to the root's
/// margins, each card holding an image, two labels, a switch, a button and a fill-equally stack
/// view of three views — a mix of equations, intrinsic sizes, margins and stack views.
enum ScreenGenerator {
    static func screen(views: Int) -> String {
        let cards = max(1, views / 10)
        var text = """
        // Generated: \(cards) cards × 10 views = \(cards * 10) views.
        screen Generated\(cards * 10) {
            devices iPhoneSE, iPhone13, iPhone15ProMax, iPadAir
            orientations portrait, landscape

        """
        for k in 0..<cards {
            text += """
                view card\(k) {
                    imageView icon\(k) { intrinsic 40x40 }
                    label title\(k) { intrinsic 80x21 }
                    label subtitle\(k) { intrinsic 120x17 }
                    switch toggle\(k)
                    button action\(k) { intrinsic 64x30 }
                    stackView row\(k) { axis horizontal; distribution fillEqually; spacing 8
                        view left\(k)
                        view middle\(k)
                        view right\(k)
                    }
                }

            """
        }
        for k in 0..<cards {
            let above = k == 0 ? "view.safeArea.top" : "card\(k - 1).bottom"
            text += """
                card\(k).leading == view.leadingMargin
                card\(k).trailing == view.trailingMargin
                card\(k).top == \(above) + 8
                icon\(k).leading == card\(k).leading + 8
                icon\(k).top == card\(k).top + 8
                title\(k).leading == icon\(k).trailing + 8
                title\(k).top == icon\(k).top
                subtitle\(k).leading == title\(k).leading
                subtitle\(k).top == title\(k).bottom + 4
                toggle\(k).trailing == card\(k).trailing - 8
                toggle\(k).centerY == icon\(k).centerY
                action\(k).trailing == toggle\(k).leading - 8
                action\(k).centerY == toggle\(k).centerY
                row\(k).leading == card\(k).leading + 8
                row\(k).trailing == card\(k).trailing - 8
                row\(k).top == icon\(k).bottom + 8
                row\(k).height == 30
                card\(k).bottom == row\(k).bottom + 8

            """
        }
        return text + "}\n"
    }
}
