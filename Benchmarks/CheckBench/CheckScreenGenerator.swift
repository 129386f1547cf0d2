/// A fully determined screen of `rows × 10` views for the checker benchmark: each row is a
/// container with a title and a value label (different hugging priorities, so the row is not
/// ambiguous), an icon, a button and a horizontal stack of five equal views, all pinned with
/// equations to the safe area and to each other. A correct checker reports nothing.
enum CheckScreenGenerator {
    static func screen(views: Int) -> String {
        let rows = max(1, views / 10)
        var text = """
        screen Generated {
            devices iPhoneSE, iPhone13, iPhone15ProMax, iPadAir
            orientations portrait, landscape

        """
        for k in 0..<rows {
            text += """
                view row\(k) {
                    imageView icon\(k) { intrinsic 32x32; hugging horizontal 252 }
                    label title\(k) { intrinsic 100x21; hugging horizontal 251 }
                    label value\(k) { intrinsic 40x21; hugging horizontal 250 }
                    button more\(k) { intrinsic 44x44; hugging horizontal 252 }
                    stackView dots\(k) { axis horizontal; distribution fillEqually; spacing 4
                        view a\(k)
                        view b\(k)
                        view c\(k)
                        view d\(k)
                        view e\(k)
                    }
                }

            """
        }
        for k in 0..<rows {
            let above = k == 0 ? "view.safeArea.top" : "row\(k - 1).bottom"
            text += """
                row\(k).leading == view.safeArea.leading + 8
                row\(k).trailing == view.safeArea.trailing - 8
                row\(k).top == \(above) + 4
                icon\(k).leading == row\(k).leading + 8
                icon\(k).top == row\(k).top + 8
                title\(k).leading == icon\(k).trailing + 8
                title\(k).centerY == icon\(k).centerY
                value\(k).leading == title\(k).trailing + 8
                value\(k).centerY == icon\(k).centerY
                more\(k).leading == value\(k).trailing + 8
                more\(k).trailing == row\(k).trailing - 8
                more\(k).centerY == icon\(k).centerY
                dots\(k).leading == row\(k).leading + 8
                dots\(k).trailing == row\(k).trailing - 8
                dots\(k).top == more\(k).bottom + 4
                dots\(k).height == 8
                row\(k).bottom == dots\(k).bottom + 8

            """
        }
        return text + "}\n"
    }
}
