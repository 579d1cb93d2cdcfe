"""Snippet templates for the ops whose custom form mlir-ls parses in hand-written code.

An op with a declarative assembly format gets its completion snippet from the compiled
format (`ide.snippets`); an op parsed by a Python hook (upstream: a C++ `parse()`) has no
format to read, so its whole custom form is written here, once per op, as a template:

    template ::= (literal | stop | choice | final)*
    stop     ::= `${` text `}`            a tab stop; `text` is the example put in its place
    choice   ::= `${|` word (`,` word)* `|}`   a choice of words (enum cases, keywords)
    final    ::= `$0`                      where the cursor ends (inside the main region)

Every example is valid MLIR where it stands, so a template with each stop replaced by its
text (each choice by any one of its words) is an instance of the op's custom form:
`tests/dialects/test_snippet_templates.py` parses every such instance with mlir-ls's own
parser (only undefined values and blocks may be reported) and checks that every
hand-parsed op of the described dialects has a template, so a template cannot drift from
its parser and a new hand-written parser cannot come without one. Literal `{`/`}` are
written as they are; stop and choice texts hold no braces.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

PartKind = Literal["text", "stop", "choice", "final"]


@dataclass(frozen=True, slots=True)
class Part:
    kind: PartKind
    text: str = ""
    words: tuple[str, ...] = ()


_PART = re.compile(r"\$\{\|([^{}|]*)\|\}|\$\{([^{}]*)\}|\$0")


def parts(template: str) -> list[Part]:
    """The template's literals, stops, choices and final cursor, in order."""
    out: list[Part] = []
    at = 0
    for m in _PART.finditer(template):
        if m.start() > at:
            out.append(Part("text", template[at : m.start()]))
        if m.group(1) is not None:
            out.append(Part("choice", words=tuple(w for w in m.group(1).split(","))))
        elif m.group(2) is not None:
            out.append(Part("stop", m.group(2)))
        else:
            out.append(Part("final"))
        at = m.end()
    if at < len(template):
        out.append(Part("text", template[at:]))
    return out


def instance(template: str, choose: dict[int, int] | None = None) -> str:
    """The template with each stop replaced by its example and each choice by its first
    word (`choose`: choice number, counted from 0, -> the index of the word to take)."""
    choose = choose or {}
    out: list[str] = []
    n = 0
    for part in parts(template):
        if part.kind in ("text", "stop"):
            out.append(part.text)
        elif part.kind == "choice":
            out.append(part.words[choose.get(n, 0)])
            n += 1
    return "".join(out)


_I_OPS = "eq,ne,slt,sle,sgt,sge,ult,ule,ugt,uge"
_F_OPS = "_false,oeq,ogt,oge,olt,ole,one,ord,ueq,ugt,uge,ult,ule,une,uno,_true"
_REDUCE = "add,mul,minui,minsi,minnumf,maxui,maxsi,maxnumf,and,or,xor,minimumf,maximumf"
_LINKAGE = (
    "private,internal,available_externally,linkonce,weak,common,appending,extern_weak,"
    "linkonce_odr,weak_odr,external"
)
_T2 = "tensor<?x?xf32>"
_T3 = "tensor<?x?x?xf32>"


def _named(ins: tuple[str, ...], out: str) -> str:
    """`ins(%A, %B : t, t) outs(%C : t) -> t` of a linalg named op."""
    names = ("A", "B")[: len(ins)]
    operands = ", ".join(f"${{%{n}}}" for n in names)
    types = ", ".join(f"${{{t}}}" for t in ins)
    return f"ins({operands} : {types}) outs(${{%C}} : ${{{out}}}) -> ${{{out}}}"


_REGION = " {\n\t$0\n}"

#: Op name -> template (see the module docstring).
TEMPLATES: dict[str, str] = {
    # ---- affine ------------------------------------------------------------------------
    "affine.apply": "affine.apply ${affine_map<(d0) -> (d0)>}(${%i})",
    "affine.min": "affine.min ${affine_map<(d0) -> (d0, 4)>}(${%i})",
    "affine.max": "affine.max ${affine_map<(d0) -> (d0, 4)>}(${%i})",
    "affine.load": "affine.load ${%memref}[${%i}] : ${memref<?xf32>}",
    "affine.store": "affine.store ${%value}, ${%memref}[${%i}] : ${memref<?xf32>}",
    "affine.vector_load": (
        "affine.vector_load ${%memref}[${%i}] : ${memref<?xf32>}, ${vector<8xf32>}"
    ),
    "affine.vector_store": (
        "affine.vector_store ${%value}, ${%memref}[${%i}] : ${memref<?xf32>}, ${vector<8xf32>}"
    ),
    "affine.for": "affine.for ${%i} = ${0} to ${10}" + _REGION,
    "affine.if": "affine.if ${affine_set<(d0) : (d0 >= 0)>}(${%i})" + _REGION,
    "affine.parallel": "affine.parallel (${%i}) = (${0}) to (${10})" + _REGION,
    "affine.dma_start": (
        "affine.dma_start ${%src}[${%i}], ${%dst}[${%j}], ${%tag}[${%k}], ${%num}"
        " : ${memref<40xf32>}, ${memref<2xf32, 1>}, ${memref<1xi32>}"
    ),
    "affine.dma_wait": "affine.dma_wait ${%tag}[${%k}], ${%num} : ${memref<1xi32>}",
    "affine.prefetch": (
        "affine.prefetch ${%memref}[${%i}], ${|read,write|}, locality<${3}>, ${|data,instr|}"
        " : ${memref<?xf32>}"
    ),
    "affine.delinearize_index": (
        "affine.delinearize_index ${%index} into (${16}, ${16}) : ${index}, ${index}"
    ),
    "affine.linearize_index": "affine.linearize_index [${%i}, ${%j}] by (${16}, ${16}) : index",
    # ---- arith -------------------------------------------------------------------------
    "arith.constant": "arith.constant ${0} : ${i32}",
    "arith.select": "arith.select ${%condition}, ${%true_value}, ${%false_value} : ${i32}",
    # ---- bufferization -----------------------------------------------------------------
    "bufferization.alloc_tensor": "bufferization.alloc_tensor(${%size}) : ${tensor<?xf32>}",
    # ---- builtin -----------------------------------------------------------------------
    "builtin.module": "builtin.module" + _REGION,
    "builtin.unrealized_conversion_cast": (
        "builtin.unrealized_conversion_cast ${%input} : ${i32} to ${i64}"
    ),
    # ---- cf ----------------------------------------------------------------------------
    "cf.switch": ("cf.switch ${%flag} : ${i32}, [\n\tdefault: ${^bb1},\n\t${0}: ${^bb2}\n]"),
    # ---- func --------------------------------------------------------------------------
    "func.func": "func.func ${@name}(${%arg0}: ${i32}) -> ${i32}" + _REGION,
    "func.return": "func.return ${%value} : ${i32}",
    "func.call": "func.call ${@callee}(${%arg}) : (${i32}) -> ${i32}",
    "func.call_indirect": "func.call_indirect ${%callee}(${%arg}) : ${(i32) -> i32}",
    "func.constant": "func.constant ${@name} : ${(i32) -> i32}",
    # ---- gpu ---------------------------------------------------------------------------
    "gpu.all_reduce": "gpu.all_reduce ${|" + _REDUCE + "|} ${%value} {} : (${f32}) -> ${f32}",
    "gpu.subgroup_reduce": (
        "gpu.subgroup_reduce ${|" + _REDUCE + "|} ${%value} : (${f32}) -> ${f32}"
    ),
    "gpu.ballot": "gpu.ballot ${%predicate} : ${i32}",
    "gpu.barrier": "gpu.barrier",
    "gpu.warp_execute_on_lane_0": "gpu.warp_execute_on_lane_0(${%laneid})[${32}]" + _REGION,
    "gpu.launch": (
        "gpu.launch blocks(${%bx}, ${%by}, ${%bz}) in (${%gx} = ${%c1}, ${%gy} = ${%c1},"
        " ${%gz} = ${%c1})\n\tthreads(${%tx}, ${%ty}, ${%tz}) in (${%sx} = ${%c1},"
        " ${%sy} = ${%c1}, ${%sz} = ${%c1})" + _REGION
    ),
    "gpu.launch_func": (
        "gpu.launch_func ${@module::@kernel} blocks in (${%c1}, ${%c1}, ${%c1})"
        " threads in (${%c1}, ${%c1}, ${%c1}) args(${%arg} : ${f32})"
    ),
    "gpu.func": "gpu.func ${@name}(${%arg0}: ${f32}) ${kernel}" + _REGION,
    "gpu.return": "gpu.return ${%value} : ${f32}",
    "gpu.module": "gpu.module ${@name}" + _REGION,
    "gpu.binary": 'gpu.binary ${@name} [${#gpu.object<#nvvm.target, "">}]',
    "gpu.alloc": "gpu.alloc (${%size}) : ${memref<?xf32>}",
    "gpu.dealloc": "gpu.dealloc ${%memref} : ${memref<?xf32>}",
    "gpu.memcpy": "gpu.memcpy ${%dst}, ${%src} : ${memref<?xf32>}, ${memref<?xf32>}",
    "gpu.memset": "gpu.memset ${%dst}, ${%value} : ${memref<?xf32>}, ${f32}",
    "gpu.host_register": "gpu.host_register ${%memref} : ${memref<*xf32>}",
    "gpu.host_unregister": "gpu.host_unregister ${%memref} : ${memref<*xf32>}",
    # ---- linalg ------------------------------------------------------------------------
    "linalg.generic": (
        "linalg.generic {indexing_maps = [${affine_map<(d0) -> (d0)>},"
        ' ${affine_map<(d0) -> (d0)>}], iterator_types = [${|"parallel","reduction"|}]}'
        "\n\tins(${%input} : ${tensor<?xf32>}) outs(${%init} : ${tensor<?xf32>}) {"
        "\n^bb0(${%in}: ${f32}, ${%out}: ${f32}):\n\t$0\n} -> ${tensor<?xf32>}"
    ),
    "linalg.matmul": "linalg.matmul " + _named((_T2, _T2), _T2),
    "linalg.batch_matmul": "linalg.batch_matmul " + _named((_T3, _T3), _T3),
    "linalg.batch_reduce_matmul": "linalg.batch_reduce_matmul " + _named((_T3, _T3), _T2),
    "linalg.batch_matvec": "linalg.batch_matvec " + _named((_T3, _T2), _T2),
    "linalg.batch_vecmat": "linalg.batch_vecmat " + _named((_T2, _T3), _T2),
    "linalg.mmt4d": "linalg.mmt4d "
    + _named(("tensor<?x?x?x?xf32>", "tensor<?x?x?x?xf32>"), "tensor<?x?x?x?xf32>"),
    "linalg.matvec": "linalg.matvec " + _named((_T2, "tensor<?xf32>"), "tensor<?xf32>"),
    "linalg.vecmat": "linalg.vecmat " + _named(("tensor<?xf32>", _T2), "tensor<?xf32>"),
    "linalg.dot": "linalg.dot " + _named(("tensor<?xf32>", "tensor<?xf32>"), "tensor<f32>"),
    "linalg.fill": (
        "linalg.fill ins(${%value} : ${f32}) outs(${%init} : ${tensor<?xf32>}) -> ${tensor<?xf32>}"
    ),
    "linalg.copy": (
        "linalg.copy ins(${%input} : ${tensor<?xf32>}) outs(${%init} : ${tensor<?xf32>})"
        " -> ${tensor<?xf32>}"
    ),
    "linalg.transpose": (
        "linalg.transpose ins(${%input} : ${tensor<2x4xf32>}) outs(${%init} : ${tensor<4x2xf32>})"
        " permutation = [${1, 0}]"
    ),
    "linalg.broadcast": (
        "linalg.broadcast ins(${%input} : ${tensor<16xf32>}) outs(${%init} : ${tensor<16x64xf32>})"
        " dimensions = [${1}]"
    ),
    "linalg.map": (
        "linalg.map ins(${%input} : ${tensor<64xf32>}) outs(${%init} : ${tensor<64xf32>})"
        "\n\t(${%in}: ${f32})" + _REGION
    ),
    "linalg.reduce": (
        "linalg.reduce ins(${%input} : ${tensor<16x32xf32>}) outs(${%init} : ${tensor<16xf32>})"
        " dimensions = [${1}]\n\t(${%in}: ${f32}, ${%acc}: ${f32})" + _REGION
    ),
    "linalg.elementwise": (
        "linalg.elementwise kind=${#linalg.elementwise_kind<add>}"
        " ins(${%A}, ${%B} : ${tensor<?xf32>}, ${tensor<?xf32>})"
        " outs(${%C} : ${tensor<?xf32>}) -> ${tensor<?xf32>}"
    ),
    "linalg.contract": (
        "linalg.contract indexing_maps = [${affine_map<(m, n, k) -> (m, k)>},"
        " ${affine_map<(m, n, k) -> (k, n)>}, ${affine_map<(m, n, k) -> (m, n)>}]\n\t"
        + _named((_T2, _T2), _T2)
    ),
    # ---- llvm --------------------------------------------------------------------------
    "llvm.icmp": 'llvm.icmp "${|' + _I_OPS + '|}" ${%lhs}, ${%rhs} : ${i32}',
    "llvm.fcmp": 'llvm.fcmp "${|' + _F_OPS + '|}" ${%lhs}, ${%rhs} : ${f32}',
    "llvm.select": "llvm.select ${%condition}, ${%true_value}, ${%false_value} : i1, ${i32}",
    "llvm.extractelement": "llvm.extractelement ${%vector}[${%index} : ${i32}] : ${vector<4xf32>}",
    "llvm.insertelement": (
        "llvm.insertelement ${%value}, ${%vector}[${%index} : ${i32}] : ${vector<4xf32>}"
    ),
    "llvm.shufflevector": "llvm.shufflevector ${%v1}, ${%v2} [${0, 1}] : ${vector<2xf32>}",
    "llvm.extractvalue": "llvm.extractvalue ${%container}[${0}] : ${!llvm.struct<(i32, f32)>}",
    "llvm.insertvalue": (
        "llvm.insertvalue ${%value}, ${%container}[${0}] : ${!llvm.struct<(i32, f32)>}"
    ),
    "llvm.alloca": "llvm.alloca ${%size} x ${i32} : (${i64}) -> !llvm.ptr",
    "llvm.getelementptr": (
        "llvm.getelementptr ${%base}[${%index}] : (!llvm.ptr, ${i64}) -> !llvm.ptr, ${f32}"
    ),
    "llvm.mlir.constant": "llvm.mlir.constant(${0 : i32}) : ${i32}",
    "llvm.mlir.global": "llvm.mlir.global ${|" + _LINKAGE + "|} ${@name}(${0 : i32}) : ${i32}",
    "llvm.mlir.alias": "llvm.mlir.alias ${|" + _LINKAGE + "|} ${@name} : ${i32}" + _REGION,
    "llvm.mlir.ifunc": (
        "llvm.mlir.ifunc ${|" + _LINKAGE + "|} ${@name} : ${!llvm.func<void ()>},"
        " !llvm.ptr ${@resolver}"
    ),
    "llvm.func": "llvm.func ${@name}(${%arg0}: ${i32}) -> ${i32}" + _REGION,
    "llvm.call": "llvm.call ${@callee}(${%arg}) : (${i32}) -> ${i32}",
    "llvm.invoke": (
        "llvm.invoke ${@callee}(${%arg}) to ${^normal} unwind ${^unwind} : (${i32}) -> ${i32}"
    ),
    "llvm.call_intrinsic": 'llvm.call_intrinsic ${"llvm.name"}(${%arg}) : (${i32}) -> ${i32}',
    "llvm.landingpad": "llvm.landingpad ${cleanup} : ${!llvm.struct<(ptr, i32)>}",
    "llvm.switch": "llvm.switch ${%value} : ${i32}, ${^default} [\n\t${0}: ${^bb1}\n]",
    "llvm.indirectbr": "llvm.indirectbr ${%address} : !llvm.ptr, [\n\t${^bb1}\n]",
    "llvm.blockaddress": (
        "llvm.blockaddress <function = ${@function}, tag = <id = ${0}>> : !llvm.ptr"
    ),
    "llvm.blocktag": "llvm.blocktag <id = ${0}>",
    "llvm.intr.assume": "llvm.intr.assume ${%condition} : i1",
    # ---- memref ------------------------------------------------------------------------
    "memref.global": (
        'memref.global ${|"private","public","nested"|} ${@name} : ${memref<4xf32>}'
        " = ${uninitialized}"
    ),
    "memref.transpose": (
        "memref.transpose ${%memref} ${(i, j) -> (j, i)} : ${memref<?x?xf32>}"
        " to ${memref<?x?xf32, strided<[1, ?]>>}"
    ),
    "memref.alloca_scope": "memref.alloca_scope" + _REGION,
    "memref.dma_start": (
        "memref.dma_start ${%src}[${%i}], ${%dst}[${%j}], ${%num}, ${%tag}[${%k}]"
        " : ${memref<40xf32>}, ${memref<2xf32, 1>}, ${memref<1xi32>}"
    ),
    "memref.prefetch": (
        "memref.prefetch ${%memref}[${%i}], ${|read,write|}, locality<${3}>, ${|data,instr|}"
        " : ${memref<?xf32>}"
    ),
    "memref.generic_atomic_rmw": (
        "memref.generic_atomic_rmw ${%memref}[${%i}] : ${memref<?xf32>} {"
        "\n^bb0(${%current}: ${f32}):\n\t$0\n}"
    ),
    # ---- nvvm --------------------------------------------------------------------------
    "nvvm.mma.sync": (
        "nvvm.mma.sync A[${%a0}, ${%a1}] B[${%b0}] C[${%c0}, ${%c1}]"
        " {layoutA = #nvvm.mma_layout<${|row,col|}>, layoutB = #nvvm.mma_layout<${|col,row|}>,"
        " shape = #nvvm.shape<m = ${16}, n = ${8}, k = ${8}>}"
        " : (${vector<2xf16>}, ${vector<2xf16>}, ${vector<2xf16>})"
        " -> ${!llvm.struct<(vector<2xf16>, vector<2xf16>)>}"
    ),
    # ---- scf ---------------------------------------------------------------------------
    "scf.for": "scf.for ${%iv} = ${%lb} to ${%ub} step ${%step}" + _REGION,
    "scf.if": "scf.if ${%condition}" + _REGION,
    "scf.while": (
        "scf.while (${%arg} = ${%init}) : (${i32}) -> ${i32} {\n\t$0\n} do {"
        "\n^bb0(${%value}: ${i32}):\n\t\n}"
    ),
    "scf.execute_region": "scf.execute_region" + _REGION,
    "scf.parallel": "scf.parallel (${%iv}) = (${%lb}) to (${%ub}) step (${%step})" + _REGION,
    "scf.forall": "scf.forall (${%iv}) in (${%ub})" + _REGION,
    "scf.index_switch": ("scf.index_switch ${%index}\ncase ${0} {\n\t$0\n}\ndefault {\n\t\n}"),
    # ---- vector ------------------------------------------------------------------------
    "vector.contract": (
        "vector.contract {indexing_maps = [${affine_map<(m, n, k) -> (m, k)>},"
        " ${affine_map<(m, n, k) -> (k, n)>}, ${affine_map<(m, n, k) -> (m, n)>}],"
        ' iterator_types = ["parallel", "parallel", "reduction"],'
        " kind = #vector.kind<${|add,mul,minui,minsi,minnumf,maxui,maxsi,maxnumf,and,or,xor,"
        "minimumf,maximumf|}>}\n\t${%lhs}, ${%rhs}, ${%acc}"
        " : ${vector<4x8xf32>}, ${vector<8x4xf32>} into ${vector<4x4xf32>}"
    ),
    "vector.from_elements": "vector.from_elements ${%a}, ${%b} : ${vector<2xf32>}",
    "vector.outerproduct": "vector.outerproduct ${%lhs}, ${%rhs} : ${vector<4xf32>}, ${vector<8xf32>}",
    "vector.transfer_read": (
        "vector.transfer_read ${%base}[${%i}], ${%padding} : ${memref<?xf32>}, ${vector<4xf32>}"
    ),
    "vector.transfer_write": (
        "vector.transfer_write ${%vector}, ${%base}[${%i}] : ${vector<4xf32>}, ${memref<?xf32>}"
    ),
    "vector.mask": "vector.mask ${%mask} {\n\t$0\n} : ${vector<4xi1>}",
}

#: Templates of ops of imported dialects whose custom form upstream parses in C++ (mlir-ls
#: reads those forms without checks, so these are checked against upstream's own parser:
#: `mlir-opt`, where installed, must take every instance; see the test module).
UPSTREAM_TEMPLATES: dict[str, str] = {
    "async.execute": (
        "async.execute [${%dependency}] (${%operand} as ${%unwrapped}: ${!async.value<f32>})"
        " -> ${!async.value<f32>}" + _REGION
    ),
    "async.func": "async.func ${@name}(${%arg0}: ${f32}) -> ${!async.token}" + _REGION,
    "emitc.do": "emitc.do {\n\t$0\n} while {\n\t\n}",
    "emitc.expression": "emitc.expression ${%operand} : (${i32}) -> ${i32}" + _REGION,
    "emitc.for": "emitc.for ${%iv} = ${%lb} to ${%ub} step ${%step}" + _REGION,
    "emitc.func": "emitc.func ${@name}(${%arg0}: ${i32}) -> ${i32}" + _REGION,
    "emitc.if": "emitc.if ${%condition}" + _REGION,
    "emitc.include": 'emitc.include <${"stdint.h"}>',
    "ml_program.func": "ml_program.func ${@name}(${%arg0}: ${i32}) -> ${i32}" + _REGION,
    "ml_program.subgraph": "ml_program.subgraph ${@name}(${%arg0}: ${i32}) -> ${i32}" + _REGION,
    "ptr.constant": "ptr.constant ${#ptr.null} : ${!ptr.ptr<#ptr.generic_space>}",
    "shape.assuming": "shape.assuming ${%witness}" + _REGION,
    "shape.const_shape": "shape.const_shape [${1, 2, 3}] : ${!shape.shape}",
    "shape.func": "shape.func ${@name}(${%arg0}: ${!shape.shape}) -> ${!shape.shape}" + _REGION,
    "shape.function_library": (
        "shape.function_library ${@name} {\n\t$0\n} mapping {\n\t${some_op} = ${@function}\n}"
    ),
    "shape.reduce": (
        "shape.reduce(${%shape}, ${%init}) : ${!shape.shape} -> ${!shape.size} {"
        "\n^bb0(${%index}: index, ${%extent}: ${!shape.size}, ${%acc}: ${!shape.size}):\n\t$0\n}"
    ),
    "smt.bv.cmp": (
        "smt.bv.cmp ${|slt,sle,sgt,sge,ult,ule,ugt,uge|} ${%lhs}, ${%rhs} : ${!smt.bv<32>}"
    ),
    "smt.bv.repeat": "smt.bv.repeat ${2} times ${%input} : ${!smt.bv<8>}",
    "smt.distinct": "smt.distinct ${%a}, ${%b} : ${!smt.bool}",
    "smt.eq": "smt.eq ${%a}, ${%b} : ${!smt.bool}",
    "smt.int.constant": "smt.int.constant ${42}",
    "tosa.apply_scale": (
        "tosa.apply_scale ${%value}, ${%multiplier}, ${%shift}"
        ' {rounding_mode = ${"SINGLE_ROUND"}} : (${i32}, ${i32}, ${i8}) -> ${i32}'
    ),
    "tosa.argmax": (
        "tosa.argmax ${%input} {axis = ${0 : i32}} : (${tensor<4x8xf32>}) -> ${tensor<8xi32>}"
    ),
    "tosa.clamp": (
        "tosa.clamp ${%input} {min_val = ${0.0 : f32}, max_val = ${1.0 : f32}}"
        " : (${tensor<4xf32>}) -> ${tensor<4xf32>}"
    ),
    "tosa.cond_if": (
        "tosa.cond_if ${%condition} : ${tensor<i1>} -> (${tensor<f32>}) {\n\t$0\n} else {\n\t\n}"
    ),
    "tosa.max_pool2d": (
        "tosa.max_pool2d ${%input} {kernel = array<i64: ${2, 2}>, stride = array<i64: ${2, 2}>,"
        " pad = array<i64: ${0, 0, 0, 0}>} : (${tensor<1x4x4x1xf32>}) -> ${tensor<1x2x2x1xf32>}"
    ),
    "tosa.maximum": (
        "tosa.maximum ${%a}, ${%b} : (${tensor<4xf32>}, ${tensor<4xf32>}) -> ${tensor<4xf32>}"
    ),
    "tosa.minimum": (
        "tosa.minimum ${%a}, ${%b} : (${tensor<4xf32>}, ${tensor<4xf32>}) -> ${tensor<4xf32>}"
    ),
    "tosa.reduce_max": (
        "tosa.reduce_max ${%input} {axis = ${0 : i32}} : (${tensor<4x8xf32>}) -> ${tensor<1x8xf32>}"
    ),
    "tosa.reduce_min": (
        "tosa.reduce_min ${%input} {axis = ${0 : i32}} : (${tensor<4x8xf32>}) -> ${tensor<1x8xf32>}"
    ),
    "tosa.rescale": (
        "tosa.rescale ${%input}, ${%multiplier}, ${%shift}, ${%input_zp}, ${%output_zp}"
        ' {scale32 = ${true}, rounding_mode = ${"SINGLE_ROUND"}, per_channel = ${false},'
        " input_unsigned = ${false}, output_unsigned = ${false}} : (${tensor<4xi8>},"
        " ${tensor<1xi32>}, ${tensor<1xi8>}, ${tensor<1xi8>}, ${tensor<1xi8>}) -> ${tensor<4xi8>}"
    ),
    "tosa.resize": (
        'tosa.resize ${%input}, ${%scale}, ${%offset}, ${%border} {mode = ${"BILINEAR"}}'
        " : (${tensor<1x4x4x1xf32>}, ${!tosa.shape<4>}, ${!tosa.shape<2>}, ${!tosa.shape<2>})"
        " -> ${tensor<1x8x8x1xf32>}"
    ),
    "tosa.variable": "tosa.variable ${@name} = ${dense<0.0> : tensor<4xf32>}",
    "tosa.while_loop": (
        "tosa.while_loop (${%arg} = ${%init}) : (${tensor<i32>}) -> ${tensor<i32>} {\n\t$0\n}"
        " do {\n^bb0(${%value}: ${tensor<i32>}):\n\t\n}"
    ),
    "transform.match.param.cmpi": (
        "transform.match.param.cmpi ${|eq,ne,lt,le,gt,ge|} ${%param}, ${%reference}"
        " : ${!transform.param<i64>}"
    ),
    "transform.named_sequence": (
        "transform.named_sequence ${@name}(${%root}: ${!transform.any_op} {transform.readonly})"
        + _REGION
    ),
}
