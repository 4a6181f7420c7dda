// Reals, floats, strings and rounding modes: decimal and exponent real literals,
// int() and real() conversions, float types and literals (hex, NaN, infinities,
// negative tokens), rmode constants, string and regex types.
var r: real;
var i: int;
var f: float24e8;
var d: float53e11;
var m: rmode;
var s: string;
var re: regex;

procedure Numbers()
  modifies r, i, f, d, m, s;
{
  r := 1.5;
  r := 1e10;
  r := 0.25e-2 + 5e-3;
  i := int(r) + 3;
  r := real(i) / 2.0;
  f := 0x1.8e0f24e8;
  f := -0x1.0e0f24e8;
  f := 0NaN24e8;
  f := 0+oo24e8;
  f := 0-oo24e8;
  d := 0x1.0e0f53e11;
  m := RNE;
  m := roundTowardZero;
  m := RTP;
  s := "hello world";
  s := "with \"escaped\" quotes";
}
