/* Python binding of the MLIR tree-sitter grammar: `mlir_ls.syntax._tree_sitter_mlir`.
 *
 * `language()` returns a PyCapsule named "tree_sitter.Language" wrapping the
 * grammar's TSLanguage, which `tree_sitter.Language(...)` accepts. */

#define PY_SSIZE_T_CLEAN
#include <Python.h>

typedef struct TSLanguage TSLanguage;

TSLanguage *tree_sitter_mlir(void);

static PyObject *language(PyObject *self, PyObject *Py_UNUSED(args)) {
  (void)self;
  return PyCapsule_New(tree_sitter_mlir(), "tree_sitter.Language", NULL);
}

static PyMethodDef methods[] = {
    {"language", language, METH_NOARGS, "Get the tree-sitter language for MLIR."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    .m_base = PyModuleDef_HEAD_INIT,
    .m_name = "_tree_sitter_mlir",
    .m_doc = "Tree-sitter grammar of MLIR's textual IR",
    .m_size = -1,
    .m_methods = methods,
};

PyMODINIT_FUNC PyInit__tree_sitter_mlir(void) { return PyModule_Create(&module); }
