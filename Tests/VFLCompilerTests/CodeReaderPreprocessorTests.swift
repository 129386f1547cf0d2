import Testing
import VFLCompiler

/// What the C preprocessor does to Objective-C constraint code before the compiler reads it.
@Suite struct CodeReaderPreprocessorTests {
    static func equations(_ text: String) -> [String] {
        CodeReaderFormTests.equations(text, path: "BannerView.m")
    }

    // C11 §6.10.3: an object-like macro's name is replaced by its body wherever it is used after
    // the `#define`, so `NSLC` below is `NSLayoutConstraint` to the compiler.
    @Test("'#define NSLC NSLayoutConstraint' makes '[NSLC constraintWithItem:…]' a constraint")
    func wordAlias() {
        #expect(Self.equations("""
            #define NSLC NSLayoutConstraint
            #define AttrLeft NSLayoutAttributeLeft
            @implementation BannerView
            - (void)layoutBanner {
                [self addSubview:self.title];
                self.title.translatesAutoresizingMaskIntoConstraints = NO;
                [self addConstraint:[NSLC constraintWithItem:self.title attribute:AttrLeft relatedBy:NSLayoutRelationEqual
                                                      toItem:self attribute:AttrLeft multiplier:1.0 constant:12]];
            }
            @end
            """) == ["title.left == bannerView.left + 12"])
    }

    @Test("an alias ends at its #undef, and a macro with arguments or an expression body is no alias")
    func aliasScope() {
        #expect(Self.equations("""
            #define NSLC NSLayoutConstraint
            #undef NSLC
            #define WIDE(x) NSLayoutConstraint
            @implementation BannerView
            - (void)layoutBanner {
                [self addSubview:self.title];
                [self addConstraint:[NSLC constraintWithItem:self.title attribute:NSLayoutAttributeLeft relatedBy:NSLayoutRelationEqual
                                                      toItem:self attribute:NSLayoutAttributeLeft multiplier:1.0 constant:12]];
                [self addConstraint:[WIDE constraintWithItem:self.title attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual
                                                      toItem:self attribute:NSLayoutAttributeTop multiplier:1.0 constant:4]];
            }
            @end
            """).isEmpty)
    }
}
