extension ViewVariables {
    /// A view's frame variables, for systems built outside the engine's lowering (the console
    /// log explainer re-solves constraints a log printed, with no view tree).
    public init(left: LayoutVariable, top: LayoutVariable, width: LayoutVariable, height: LayoutVariable) {
        self.init(left: left, top: top, width: width, height: height, contentWidth: nil, contentHeight: nil)
    }
}
