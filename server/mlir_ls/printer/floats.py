"""Float literals exactly as upstream prints them (`printFloatValue` over `APFloat::toString`).

Upstream first tries the scientific form with 6 significant digits (`1.000000e+00`),
keeps it when it reads back to the same value in the type's semantics, else uses
APFloat's shortest round-trip form (`0.10000000149011612`), and falls back to the
hexadecimal bit pattern (`0x7FC00000`) for infinities, NaNs and forms without a dot.
"""

from __future__ import annotations

import math
import struct
from fractions import Fraction
from functools import lru_cache
from typing import NamedTuple


class FloatSemantics(NamedTuple):
    """Precision in bits (with the implicit bit), minimum normal exponent, total width."""

    precision: int
    emin: int
    width: int


SEMANTICS: dict[str, FloatSemantics] = {
    "f16": FloatSemantics(11, -14, 16),
    "bf16": FloatSemantics(8, -126, 16),
    "f32": FloatSemantics(24, -126, 32),
    "f64": FloatSemantics(53, -1022, 64),
    "tf32": FloatSemantics(11, -126, 19),
    "f80": FloatSemantics(64, -16382, 80),
    "f128": FloatSemantics(113, -16382, 128),
    "f8E5M2": FloatSemantics(3, -14, 8),
    "f8E4M3": FloatSemantics(4, -6, 8),
    "f8E4M3FN": FloatSemantics(4, -6, 8),
    "f8E5M2FNUZ": FloatSemantics(3, -15, 8),
    "f8E4M3FNUZ": FloatSemantics(4, -7, 8),
    "f8E4M3B11FNUZ": FloatSemantics(4, -10, 8),
    "f8E3M4": FloatSemantics(5, -2, 8),
    "f8E8M0FNU": FloatSemantics(1, -127, 8),
    "f6E2M3FN": FloatSemantics(4, 0, 6),
    "f6E3M2FN": FloatSemantics(3, -2, 6),
    "f4E2M1FN": FloatSemantics(2, 0, 4),
}
F64_SEMANTICS = SEMANTICS["f64"]


def round_to_semantics(value: Fraction, sem: FloatSemantics) -> Fraction:
    """`value` rounded to the nearest representable number (ties to even); no overflow."""
    if value == 0:
        return value
    negative = value < 0
    mag = -value if negative else value
    exp = mag.numerator.bit_length() - mag.denominator.bit_length()
    if Fraction(2) ** exp > mag:
        exp -= 1
    exp = max(exp, sem.emin)
    quantum = Fraction(2) ** (exp - sem.precision + 1)
    scaled = mag / quantum
    whole = scaled.numerator // scaled.denominator
    rest = scaled - whole
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and whole % 2 == 1):
        whole += 1
    result = whole * quantum
    return -result if negative else result


def to_semantics(value: float, type_name: str) -> float:
    """A double rounded to the float type `type_name` (identity for f64 and unknown types)."""
    sem = SEMANTICS.get(type_name)
    if sem is None or sem.precision >= 53 or not math.isfinite(value):
        return value
    if type_name == "f32":
        try:
            result: float = struct.unpack("<f", struct.pack("<f", value))[0]
            return result
        except OverflowError:
            return math.copysign(math.inf, value)
    return float(round_to_semantics(Fraction(value), sem))


def _adjust_to_precision(digits: str, exp: int, precision: int) -> tuple[str, int]:
    """APFloat's AdjustToPrecision: `digits` (most significant first) times 10**exp."""
    n = len(digits)
    if n <= precision:
        return digits, exp
    first = n - precision  # digits dropped from the end
    kept = digits[:precision]
    if digits[precision] < "5":
        kept = kept.rstrip("0")
        return kept, exp + n - len(kept)
    # Round half up with carry.
    chars = list(kept)
    i = len(chars) - 1
    while i >= 0 and chars[i] == "9":
        i -= 1
    if i < 0:
        return "1", exp + n
    chars[i] = chr(ord(chars[i]) + 1)
    kept = "".join(chars[: i + 1])
    return kept, exp + first + (precision - (i + 1))


def _significand_digits(value: float, precision: int) -> tuple[str, int]:
    """APFloat::toString's digits of a finite nonzero |value| (no trailing zeros) and their
    exponent: the odd significand times 5**-e (an exact integer), floor-divided by the
    power of ten that leaves about `precision` digits' worth of bits (the APInt
    AdjustToPrecision); the digit rounding comes after (`_adjust_to_precision`). The floor
    matters: 0.0667 keeps `666999`, so its 6-digit form does not read back."""
    num, den = abs(value).as_integer_ratio()
    if den == 1:
        zeros = (num & -num).bit_length() - 1
        num, exp = num >> zeros, 0
        integer = num << zeros
    else:
        exp = 1 - den.bit_length()  # den == 2**-exp
        integer = num * 5**-exp
    required = (precision * 196 + 58) // 59
    bits = integer.bit_length()
    if bits > required:
        removable = (bits - required) * 59 // 196
        if removable:
            integer //= 10**removable
            exp += removable
    digits = str(integer)
    stripped = digits.rstrip("0")
    return stripped, exp + len(digits) - len(stripped)


def _to_string(
    negative: bool, digits: str, exp: int, precision: int, max_padding: int, truncate_zero: bool
) -> str:
    """APFloat::toString for a finite nonzero value given its decimal digits."""
    digits, exp = _adjust_to_precision(digits, exp, precision)
    n = len(digits)
    out = "-" if negative else ""
    if not max_padding:
        scientific = True
    elif exp >= 0:
        scientific = exp > max_padding or n + exp > precision
    else:
        msd = exp + n - 1
        scientific = False if msd >= 0 else -msd > max_padding
    if scientific:
        exp += n - 1
        out += digits[0] + "."
        if n == 1 and truncate_zero:
            out += "0"
        else:
            out += digits[1:]
        if not truncate_zero and precision > n - 1:
            out += "0" * (precision - n + 1)
        out += "E" if truncate_zero else "e"
        out += "+" if exp >= 0 else "-"
        exp_text = str(abs(exp))
        if not truncate_zero and len(exp_text) < 2:
            exp_text = "0" + exp_text
        return out + exp_text
    if exp >= 0:
        return out + digits + "0" * exp
    whole = exp + n
    if whole > 0:
        return out + digits[:whole] + "." + digits[whole:]
    return out + "0." + "0" * (-whole) + digits


def _reads_back(text: str, value: float, type_name: str, sem: FloatSemantics) -> bool:
    if sem.precision == 53:
        return float(text) == value
    if type_name == "f32":
        try:
            return struct.unpack("<f", struct.pack("<f", float(text)))[0] == value
        except OverflowError:
            return False
    return round_to_semantics(Fraction(text), sem) == Fraction(value)


def float_bits(value: float, type_name: str) -> int:
    """The bit pattern of `value` in the float type (IEEE formats; 0 when unknown)."""
    if type_name == "f64":
        bits: int = struct.unpack("<Q", struct.pack("<d", value))[0]
        return bits
    if type_name == "f32":
        bits = struct.unpack("<I", struct.pack("<f", value))[0]
        return bits
    if type_name == "f16":
        try:
            bits = struct.unpack("<H", struct.pack("<e", value))[0]
        except OverflowError:
            bits = 0xFC00 if value < 0 else 0x7C00
        return bits
    if type_name == "bf16":
        if math.isnan(value):
            return 0x7FC0
        bits = struct.unpack("<I", struct.pack("<f", value))[0] >> 16
        return bits
    return 0


def hex_literal(bits: int) -> str:
    return f"0x{bits:X}"


class _FormatFloat:
    """`format_float(value, type_name="f64", bits=None)`: (upstream spelling, printed as hex)
    of a float of type `type_name`, cached by value; -0.0 is kept out of the cache, where
    it is equal to 0.0 (and hashes alike): one would be answered for the other."""

    __slots__ = ()

    def __call__(
        self, value: float, type_name: str = "f64", bits: int | None = None
    ) -> tuple[str, bool]:
        if value == 0 and math.copysign(1.0, value) < 0:
            return "-0.000000e+00", False
        return _format_float(value, type_name, bits)

    def cache_clear(self) -> None:
        _format_float.cache_clear()


format_float = _FormatFloat()


@lru_cache(maxsize=4096)
def _format_float(value: float, type_name: str, bits: int | None) -> tuple[str, bool]:
    sem = SEMANTICS.get(type_name, F64_SEMANTICS)
    if math.isfinite(value):
        value = to_semantics(value, type_name)
    if math.isnan(value) or math.isinf(value):
        if bits is None:
            bits = float_bits(value, type_name)
        return hex_literal(bits), True
    negative = math.copysign(1.0, value) < 0
    if value == 0:
        return ("-" if negative else "") + "0.000000e+00", False
    text = _to_string(negative, *_significand_digits(value, 6), 6, 0, False)
    if _reads_back(text, value, type_name, sem):
        return text, False
    precision = 2 + sem.precision * 59 // 196
    text = _to_string(negative, *_significand_digits(value, precision), precision, 3, True)
    if "." in text:
        return text, False
    if bits is None:
        bits = float_bits(value, type_name)
    return hex_literal(bits), True
