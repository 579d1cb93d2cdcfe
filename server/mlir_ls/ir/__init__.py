"""The IR: operations, blocks, regions, values, types, attributes, and the source map.

Plain Python objects, free of editor data: source ranges live in
`mlir_ls.ir.source_map.SourceMap`, a side table like upstream's AsmParserState.
"""
