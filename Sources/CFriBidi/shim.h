#include <fribidi.h>

// FriBidi's paragraph directions are macros built from bit masks, which Swift does not import: named here.
static const FriBidiParType CFriBidiParagraphLTR = FRIBIDI_PAR_LTR;
static const FriBidiParType CFriBidiParagraphRTL = FRIBIDI_PAR_RTL;
static const FriBidiParType CFriBidiParagraphOn = FRIBIDI_PAR_ON;
