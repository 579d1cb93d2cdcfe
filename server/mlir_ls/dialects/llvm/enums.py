"""LLVM dialect enums (LLVMEnums.td): keywords, stored values, and their format kinds.

Three storages, as upstream has them:

* `I64EnumAttr`s (`ordering`, `predicate`, `visibility_`...) are integer attributes
  (`ordering = 7 : i64` in the generic form) written as a keyword in custom forms;
* `EnumAttr`s of the dialect (`#llvm.linkage<private>`, `#llvm.cconv<fastcc>`) are
  dialect attributes, written `<fastcc>` after a keyword in custom forms;
* bit-enum properties (`overflowFlags`, `noWrapFlags`) are `i32` integers in the
  generic form (`overflowFlags = 3 : i32`) and flag lists in custom forms
  (`overflow<nsw, nuw>`, `inbounds|nuw`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from mlir_ls.dialects.assembly_format.attr_kinds import (
    ANY,
    AttrKind,
    dialect_storage,
    enum_keyword,
    enum_kind,
    register_kind,
)
from mlir_ls.ir import attributes as at
from mlir_ls.ir import types as ty

if TYPE_CHECKING:
    from mlir_ls.dialects.asm_printer import OpAsmPrinter
    from mlir_ls.parser import Parser


class Enum:
    """An LLVM enum: keyword <-> value."""

    def __init__(self, name: str, cases: Sequence[tuple[str, int]], description: str = "") -> None:
        self.name = name
        self.description = description or name
        self.cases = tuple(cases)
        self.by_name = dict(cases)
        self.by_value = {v: k for k, v in cases}

    @property
    def keywords(self) -> list[str]:
        return [k for k, _ in self.cases]

    def keyword(self, attr: at.Attribute | None, default: str = "") -> str:
        """The keyword of a stored value (integer or `#llvm.x<kw>`)."""
        if attr is None:
            return default
        return enum_keyword(attr, self.by_value).strip().strip('"')

    def value(self, attr: at.Attribute | None, default: int = 0) -> int:
        if isinstance(attr, at.IntegerAttr):
            return attr.value
        if isinstance(attr, at.DialectAttr) and attr.body is not None:
            return self.by_name.get(attr.body.strip().strip('"'), default)
        return default

    def integer(self, keyword: str) -> at.IntegerAttr:
        return at.IntegerAttr(self.by_name[keyword], ty.I64)

    def expected(self, got: str) -> str:
        """Upstream's message for a keyword that is not a case of the enum."""
        return f"expected one of [{', '.join(self.keywords)}] for {self.description}, got: {got}"


def _seq(words: str) -> list[tuple[str, int]]:
    return [(w, i) for i, w in enumerate(words.split())]


ORDERING = Enum(
    "AtomicOrdering",
    [
        ("not_atomic", 0),
        ("unordered", 1),
        ("monotonic", 2),
        ("acquire", 4),
        ("release", 5),
        ("acq_rel", 6),
        ("seq_cst", 7),
    ],
    "Atomic ordering for LLVM's memory model",
)
BIN_OPS = Enum(
    "AtomicBinOp",
    _seq(
        "xchg add sub and nand or xor max min umax umin fadd fsub fmax fmin uinc_wrap "
        "udec_wrap usub_cond usub_sat fmaximum fminimum fmaximumnum fminimumnum"
    ),
    "llvm.atomicrmw binary operations",
)
ICMP = Enum(
    "ICmpPredicate", _seq("eq ne slt sle sgt sge ult ule ugt uge"), "llvm.icmp comparison predicate"
)
FCMP = Enum(
    "FCmpPredicate",
    _seq("_false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno _true"),
    "llvm.fcmp comparison predicate",
)
LINKAGE = Enum(
    "Linkage",
    _seq(
        "external available_externally linkonce linkonce_odr weak weak_odr appending "
        "internal private extern_weak common"
    ),
    "LLVM linkage types",
)
VISIBILITY = Enum(
    "Visibility", [("default", 0), ("hidden", 1), ("protected", 2)], "LLVM GlobalValue Visibility"
)
UNNAMED_ADDR = Enum(
    "UnnamedAddr",
    [("none", 0), ("local_unnamed_addr", 1), ("unnamed_addr", 2)],
    "LLVM GlobalValue UnnamedAddr",
)
TLS_MODE = Enum(
    "TLSMode",
    [
        ("not_thread_local", 0),
        ("generaldynamic", 1),
        ("localdynamic", 2),
        ("initialexec", 3),
        ("localexec", 4),
    ],
    "TLS Mode",
)
COMDAT = Enum("Comdat", _seq("any exactmatch largest nodeduplicate samesize"), "LLVM Comdat Types")
ASM_DIALECT = Enum("AsmATTOrIntel", _seq("att intel"), "ATT (0) or Intel (1) asm dialect")
TAIL_CALL = Enum(
    "TailCallKind", [("none", 0), ("notail", 3), ("musttail", 2), ("tail", 1)], "Tail Call Kind"
)
FP_EXCEPTION = Enum("FPExceptionBehavior", _seq("ignore maytrap strict"), "LLVM Exception Behavior")
ROUNDING = Enum(
    "RoundingMode",
    [
        ("towardzero", 0),
        ("tonearest", 1),
        ("upward", 2),
        ("downward", 3),
        ("tonearestaway", 4),
        ("dynamic", 7),
        ("invalid", 8),
    ],
    "LLVM Rounding Mode",
)
MOD_FLAG_BEHAVIOR = Enum(
    "ModFlagBehavior",
    [
        ("error", 1),
        ("warning", 2),
        ("require", 3),
        ("override", 4),
        ("append", 5),
        ("append_unique", 6),
        ("max", 7),
        ("min", 8),
    ],
    "LLVM Module Flag Behavior",
)
CCONV = Enum(
    "CConv",
    [
        ("ccc", 0),
        ("fastcc", 8),
        ("coldcc", 9),
        ("cc_10", 10),
        ("cc_11", 11),
        ("anyregcc", 13),
        ("preserve_mostcc", 14),
        ("preserve_allcc", 15),
        ("swiftcc", 16),
        ("cxx_fast_tlscc", 17),
        ("tailcc", 18),
        ("cfguard_checkcc", 19),
        ("swifttailcc", 20),
        ("x86_stdcallcc", 64),
        ("x86_fastcallcc", 65),
        ("arm_apcscc", 66),
        ("arm_aapcscc", 67),
        ("arm_aapcs_vfpcc", 68),
        ("msp430_intrcc", 69),
        ("x86_thiscallcc", 70),
        ("ptx_kernelcc", 71),
        ("ptx_devicecc", 72),
        ("spir_funccc", 75),
        ("spir_kernelcc", 76),
        ("intel_ocl_bicc", 77),
        ("x86_64_sysvcc", 78),
        ("win64cc", 79),
        ("x86_vectorcallcc", 80),
        ("hhvmcc", 81),
        ("hhvm_ccc", 82),
        ("x86_intrcc", 83),
        ("avr_intrcc", 84),
        ("avr_builtincc", 86),
        ("amdgpu_vscc", 87),
        ("amdgpu_gscc", 88),
        ("amdgpu_cscc", 90),
        ("amdgpu_kernelcc", 91),
        ("x86_regcallcc", 92),
        ("amdgpu_hscc", 93),
        ("msp430_builtincc", 94),
        ("amdgpu_lscc", 95),
        ("amdgpu_escc", 96),
        ("aarch64_vectorcallcc", 97),
        ("aarch64_sve_vectorcallcc", 98),
        ("wasm_emscripten_invokecc", 99),
        ("amdgpu_gfxcc", 100),
        ("m68k_intrcc", 101),
    ],
    "Calling Conventions",
)
FRAME_POINTER = Enum(
    "FramePointerKind",
    _seq("none non-leaf all reserved non-leaf-no-reserve"),
    "LLVM FramePointerKind",
)
UWTABLE = Enum("UWTableKind", _seq("none sync async"), "LLVM Unwind Behavior")
MOD_REF = Enum("ModRefInfo", _seq("none read write readwrite"), "LLVM ModRefInfo")
DENORMAL = Enum(
    "DenormalModeKind",
    _seq("ieee preservesign positivezero dynamic invalid"),
    "LLVM Denormal Mode Kinds",
)
PROFILE_FORMAT = Enum(
    "ProfileSummaryFormatKind",
    _seq("SampleProfile InstrProf CSInstrProf"),
    "LLVM ProfileSummary format kinds",
)
EMISSION_KIND = Enum(
    "DIEmissionKind",
    _seq("None Full LineTablesOnly DebugDirectivesOnly"),
    "LLVM debug emission kind",
)
NAME_TABLE_KIND = Enum(
    "DINameTableKind", _seq("Default GNU None Apple"), "LLVM debug name table kind"
)

#: Bit enums: (keyword, bit) in printing order.
FASTMATH_BITS = (
    ("nnan", 1),
    ("ninf", 2),
    ("nsz", 4),
    ("arcp", 8),
    ("contract", 16),
    ("afn", 32),
    ("reassoc", 64),
)
OVERFLOW_BITS = (("nsw", 1), ("nuw", 2))
GEP_BITS = (("inbounds_flag", 1), ("nusw", 2), ("nuw", 4))
GEP_INBOUNDS = 3

FASTMATH_NONE = at.DialectAttr("llvm", "fastmath", "none")
OVERFLOW_NONE = at.IntegerAttr(0, ty.I32)
I64_ZERO = at.IntegerAttr(0, ty.I64)


def dialect_enum(mnemonic: str, keyword: str) -> at.DialectAttr:
    """`#llvm.<mnemonic><keyword>` (an EnumAttr of the dialect); keywords that are not
    bare identifiers are quoted, as upstream prints them (`<"non-leaf">`)."""
    bare = keyword.replace("_", "a").replace("$", "a").replace(".", "a")
    if not (bare[:1].isalpha() and bare.isalnum()):
        keyword = f'"{keyword}"'
    return at.DialectAttr("llvm", mnemonic, keyword)


def flags_text(value: int, bits: Sequence[tuple[str, int]], separator: str = ", ") -> str:
    """The keywords of the set bits, in declaration order (`none` when empty)."""
    words = [name for name, bit in bits if value & bit]
    return separator.join(words) if words else "none"


def fastmath_text(value: int) -> str:
    if value == 127:
        return "fast"
    return flags_text(value, FASTMATH_BITS)


def fastmath_value(attr: at.Attribute | None) -> int:
    """The bits of a `#llvm.fastmath<...>` attribute."""
    if not isinstance(attr, at.DialectAttr) or attr.body is None:
        return 0
    value = 0
    for word in attr.body.replace(" ", "").split(","):
        if word == "fast":
            value |= 127
        for name, bit in FASTMATH_BITS:
            if word == name:
                value |= bit
    return value


def int_value(attr: at.Attribute | None, default: int = 0) -> int:
    if isinstance(attr, at.IntegerAttr):
        return attr.value
    if isinstance(attr, at.BoolAttr):
        return int(attr.value)
    return default


# ---- format kinds ----------------------------------------------------------------------------


def _register_i64_enums() -> None:
    for enum, kind in (
        (ORDERING, "AtomicOrdering"),
        (BIN_OPS, "AtomicBinOp"),
        (COMDAT, "Comdat"),
        (ASM_DIALECT, "AsmATTOrIntel"),
        (FP_EXCEPTION, "FPExceptionBehaviorAttr"),
        (ROUNDING, "ValidRoundingModeAttr"),
        (FCMP, "FCmpPredicate"),
        (ICMP, "ICmpPredicate"),
        (VISIBILITY, "Visibility"),
        (UNNAMED_ADDR, "UnnamedAddr"),
        (TLS_MODE, "TLSMode"),
    ):
        register_kind(
            enum_kind(
                "LLVM_" + kind,
                [k for k, _ in enum.cases],
                values=[v for _, v in enum.cases],
            )
        )


_register_i64_enums()


def _dialect_enum_kind(
    kind: str, mnemonic: str, enum: Enum, summary: str | None = None
) -> AttrKind:
    """An EnumAttr of the dialect written `<keyword>` (`tail_call_kind = <tail>`); `summary`:
    the ODS constraint's, when its storage check is also its constraint."""

    def parse(p: Parser, attr_name: str) -> at.Attribute:
        if p.kind == "hash":
            return p.parse_attribute()
        p.expect("<", "expected '<'")
        if p.kind != "bare" or p.text not in enum.by_name:
            raise p.custom_error(enum.expected(p.text), p.span)
        word = p.text
        p.advance()
        p.expect(">", "expected '>'")
        return dialect_enum(mnemonic, word)

    def print_(printer: OpAsmPrinter, attr: at.Attribute) -> None:
        if isinstance(attr, at.DialectAttr) and attr.name == mnemonic and attr.body is not None:
            printer.write(f"<{attr.body.strip()}>")
        else:
            printer.print_attribute(attr)

    storage = dialect_storage("llvm", mnemonic)
    return AttrKind(
        kind, parse, print_, lambda p: p.kind in ("<", "hash"), storage, summary=summary
    )


TAIL_CALL_KIND = register_kind(_dialect_enum_kind("LLVM_TailCallKind", "tailcallkind", TAIL_CALL))
LINKAGE_KIND = register_kind(_dialect_enum_kind("LLVM_LinkageAttr", "linkage", LINKAGE))
CCONV_KIND = register_kind(
    _dialect_enum_kind("LLVM_CConvAttr", "cconv", CCONV, "LLVM Calling Convention specification")
)


def flags_value(attr: at.Attribute | None, bits: Sequence[tuple[str, int]]) -> int:
    """The bits of a bit-enum property: an integer, or its attribute (`#llvm.overflow<nsw>`,
    which the property also converts from)."""
    if isinstance(attr, at.DialectAttr) and attr.body is not None:
        names = dict(bits)
        return sum(names.get(word.strip(), 0) for word in set(attr.body.split(",")))
    return int_value(attr)


def _is_integer(attr: at.Attribute) -> bool:
    return isinstance(attr, at.IntegerAttr)


def _flags_kind(
    name: str, bits: Sequence[tuple[str, int]], mnemonic: str, storage_message: str
) -> AttrKind:
    """A bit-enum property written `<a, b>` after its keyword (`overflow<nsw, nuw>`); its
    generic form is an integer or `#llvm.<mnemonic><...>` (EnumProp's conversion)."""

    def parse(p: Parser, attr_name: str) -> at.Attribute:
        p.expect("<", "expected '<'")
        value = 0
        names = dict(bits)
        while True:
            if p.kind != "bare" or p.text not in names:
                raise p.fail_token(f"expected one of [{', '.join(names)}] for {mnemonic} flags")
            value |= names[p.text]
            p.advance()
            if not p.consume_if(","):
                break
        p.expect(">", "expected '>'")
        return at.IntegerAttr(value, ty.I32)

    def print_(printer: OpAsmPrinter, attr: at.Attribute) -> None:
        printer.write(f"<{flags_text(flags_value(attr, bits), bits)}>")

    attribute = dialect_storage("llvm", mnemonic)
    return AttrKind(
        name,
        parse,
        print_,
        lambda p: p.kind == "<",
        lambda a: _is_integer(a) or attribute(a),
        storage_message,
    )


OVERFLOW_KIND = register_kind(
    _flags_kind(
        "LLVM_IntegerOverflowFlagsProp",
        OVERFLOW_BITS,
        "overflow",
        "expected ::mlir::LLVM::IntegerOverflowFlagsAttr or IntegerAttr storage for "
        "::mlir::LLVM::IntegerOverflowFlags",
    )
)
#: `noWrapFlags` of llvm.getelementptr: an integer only (its custom form is parsed by the op).
GEP_FLAGS_KIND = register_kind(
    replace(
        ANY,
        name="LLVM_GEPNoWrapFlagsProp",
        storage=_is_integer,
        storage_message="expected IntegerAttr storage for ::mlir::LLVM::GEPNoWrapFlags",
    )
)


def _fastmath_kind() -> AttrKind:
    """`fastmath<fast>` in a format: the `#llvm.fastmath` attribute without its prefix."""

    def parse(p: Parser, attr_name: str) -> at.Attribute:
        from mlir_ls.dialects.llvm.attributes import parse_fastmath_body

        return parse_fastmath_body(p)

    def print_(printer: OpAsmPrinter, attr: at.Attribute) -> None:
        if isinstance(attr, at.DialectAttr) and attr.name == "fastmath" and attr.body is not None:
            printer.write(f"<{attr.body}>")
        else:
            printer.print_attribute(attr)

    storage = dialect_storage("llvm", "fastmath")
    return AttrKind("LLVM_FastmathFlagsAttr", parse, print_, lambda p: p.kind == "<", storage)


FASTMATH_KIND = register_kind(_fastmath_kind())


def _f64_kind() -> AttrKind:
    """An `F64Attr` in a format: a float literal, printed without its type (`5.000000e-01`)."""

    def parse(p: Parser, attr_name: str) -> at.Attribute:
        negative = p.consume_if("-")
        if p.kind not in ("float", "integer"):
            raise p.fail_token("expected floating point literal")
        value = float(p.text) if p.kind == "float" else float(int(p.text, 0))
        p.advance()
        return at.FloatAttr(-value if negative else value, ty.F64)

    def print_(printer: OpAsmPrinter, attr: at.Attribute) -> None:
        printer.print_attribute_without_type(attr)

    return AttrKind("LLVM_F64Attr", parse, print_, lambda p: p.kind in ("float", "integer", "-"))


F64_KIND = register_kind(_f64_kind())
