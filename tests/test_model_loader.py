"""Unit tests of the API model loader (`jaxthink_typing.analysis.model`)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from jaxthink_typing.analysis.model import (
    ApiModel,
    FunctionModel,
    ModelProblem,
    ParamModel,
    load_model,
)
from jaxthink_typing.model_cache import bundled_model_dir

HEADER = """\
from typing import Any

from jaxthink_typing import Static, Traced
from jaxthink_typing.model import converts, dynamic_shape

"""


def write(root: Path, relative: str, body: str) -> Path:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(HEADER + textwrap.dedent(body), encoding="utf-8")
    return path


def line_of(path: Path, text: str) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(number for number, line in enumerate(lines, 1) if text in line)


def only_problem(model: ApiModel) -> ModelProblem:
    assert len(model.problems) == 1, model.problems
    return model.problems[0]


def fn(model: ApiModel, fullname: str) -> FunctionModel:
    found = model.get(fullname)
    assert found is not None, sorted(model.functions)
    return found


# ---------------------------------------------------------------- good files


@pytest.fixture
def good(tmp_path: Path) -> ApiModel:
    write(
        tmp_path,
        "jax/numpy/__init__.pyi",
        """\
        def zeros(shape: Static[Any], dtype: Static[Any] = ...) -> Traced[Any]: ...
        def shape(a: Any) -> Static[tuple[int, ...]]: ...
        @dynamic_shape
        def nonzero(a: Any, *, size: Static[int | None] = ..., fill_value: Any = ...) -> Any: ...
        @dynamic_shape(when_args=1)
        def where(condition: Any, x: Any = ..., y: Any = ..., /, *, size: Static[Any] = ...): ...
        @dynamic_shape(unless="length")
        def bincount(x: Any, *, length: Static[Any] = ...) -> Any: ...
        @static_unless(repeats="total")
        def repeat(a: Any, repeats: Static[Any], *, total: Static[Any] = ...): ...
        def quoted(n: "Static[int]", m: "int") -> "Static[int]": ...
        def qualified(n: jaxthink_typing.Static[int]) -> Any: ...
        def kinds(a, /, b, *rest: Static[Any], c: Static[Any], d=..., **extra: Any) -> Any: ...
        """,
    )
    write(
        tmp_path,
        "jax/array.pyi",
        """\
        class Array:
            '''Methods of jax.Array.'''
            def reshape(self, *args: Static[Any], order: Static[Any] = ...) -> Traced[Any]: ...
            def sum(self, axis: Static[Any] = ..., dtype: Static[Any] = ...) -> Traced[Any]: ...
        """,
    )
    write(tmp_path, "jax/lax.pyi", "def top_k(operand: Any, k: Static[int]) -> Any: ...\n")
    write(tmp_path, "numpy/__init__.pyi", "@converts\ndef sin(x: Any, /) -> Any: ...\n")
    write(tmp_path, "pkg/mod.pyi", "class Layer:\n    def apply(self, n: Static[int]): ...\n")
    return load_model([tmp_path])


def test_good_files_load_without_problems(good: ApiModel) -> None:
    assert good.problems == []
    assert sorted(good.functions) == [
        "jax.Array.reshape",
        "jax.Array.sum",
        "jax.lax.top_k",
        "jax.numpy.bincount",
        "jax.numpy.kinds",
        "jax.numpy.nonzero",
        "jax.numpy.qualified",
        "jax.numpy.quoted",
        "jax.numpy.repeat",
        "jax.numpy.shape",
        "jax.numpy.where",
        "jax.numpy.zeros",
        "numpy.sin",
        "pkg.mod.Layer.apply",
    ]


def test_function_entry(good: ApiModel, tmp_path: Path) -> None:
    zeros = fn(good, "jax.numpy.zeros")
    assert zeros.params == (
        ParamModel("shape", "pos_or_kw", static=True, has_default=False),
        ParamModel("dtype", "pos_or_kw", static=True, has_default=True),
    )
    assert not (zeros.static_result or zeros.dynamic_shape or zeros.converts)
    assert zeros.dynamic_shape_when_args is None
    assert zeros.file == str(tmp_path / "jax/numpy/__init__.pyi")
    assert zeros.line == line_of(tmp_path / "jax/numpy/__init__.pyi", "def zeros")


def test_flags(good: ApiModel) -> None:
    assert fn(good, "jax.numpy.shape").static_result
    assert not fn(good, "jax.numpy.shape").params[0].static
    nonzero = fn(good, "jax.numpy.nonzero")
    assert nonzero.dynamic_shape and nonzero.dynamic_shape_when_args is None
    where = fn(good, "jax.numpy.where")
    assert where.dynamic_shape and where.dynamic_shape_when_args == 1
    assert nonzero.dynamic_shape_unless == where.dynamic_shape_unless == "size"
    assert fn(good, "jax.numpy.bincount").dynamic_shape_unless == "length"
    assert fn(good, "numpy.sin").converts
    assert not fn(good, "numpy.sin").dynamic_shape


def test_static_unless(good: ApiModel) -> None:
    repeat = fn(good, "jax.numpy.repeat")
    assert repeat.params[1] == ParamModel("repeats", "pos_or_kw", True, False, unless="total")
    assert repeat.params[2].unless is None and repeat.params[2].static


def test_string_and_qualified_annotations(good: ApiModel) -> None:
    quoted = fn(good, "jax.numpy.quoted")
    assert [p.static for p in quoted.params] == [True, False]
    assert quoted.static_result
    assert fn(good, "jax.numpy.qualified").params[0].static


def test_parameter_kinds(good: ApiModel) -> None:
    kinds = fn(good, "jax.numpy.kinds").params
    assert [(p.name, p.kind, p.static, p.has_default) for p in kinds] == [
        ("a", "pos", False, False),
        ("b", "pos_or_kw", False, False),
        ("rest", "var_pos", True, False),
        ("c", "kw", True, False),
        ("d", "kw", False, True),
        ("extra", "var_kw", False, False),
    ]


def test_class_naming(good: ApiModel) -> None:
    reshape = fn(good, "jax.Array.reshape")  # jax/array.pyi's classes belong to `jax`
    assert [p.name for p in reshape.params] == ["args", "order"]  # no self
    assert reshape.params[0].kind == "var_pos"
    assert fn(good, "pkg.mod.Layer.apply").params == (ParamModel("n", "pos_or_kw", True, False),)


# ---------------------------------------------------------------- broken files


def test_syntax_error_skips_only_that_file(tmp_path: Path) -> None:
    broken = write(
        tmp_path, "jax/lax.pyi", "def scan(f: Any, length: Static[int] = ... -> Any: ...\n"
    )
    write(tmp_path, "jax/random.pyi", "def split(key: Any, num: Static[int] = ...) -> Any: ...\n")
    model = load_model([tmp_path])
    problem = only_problem(model)
    assert problem.file == str(broken)
    assert problem.line == line_of(broken, "def scan")
    assert "syntax error" in problem.message
    assert "nothing in this file was loaded" in problem.message
    assert "jax.random.split" in model.functions
    assert "jax.lax.scan" not in model.functions


@pytest.mark.parametrize(
    ("definition", "expected"),
    [
        ("def f(n: Static) -> Any: ...", "needs one type argument: write `Static[Any]`"),
        ("def f(n: Static[int, str]) -> Any: ...", "takes exactly one type"),
        ("def f(n: Static[()]) -> Any: ...", "takes exactly one type"),
        ("def f(n: list[Static[int]]) -> Any: ...", "must be the whole annotation"),
        ("def f(n: Static[Traced[int]]) -> Any: ...", "must be the whole annotation"),
        ("def f(n: int) -> Traced: ...", "needs one type argument: write `Traced[Any]`"),
        ("def f(n: 'Static[') -> Any: ...", "string annotation is not valid Python"),
        ("@jax.jit\ndef f(n: int) -> Any: ...", "unknown decorator @jax.jit"),
        ("@dynamic_shape(when_args='1')\ndef f(n: int) -> Any: ...", "when_args=N, unless="),
        ("@dynamic_shape(2)\ndef f(n: int) -> Any: ...", "when_args=N, unless="),
        ("@dynamic_shape(unless=1)\ndef f(n: int) -> Any: ...", "when_args=N, unless="),
        ("@dynamic_shape(unless='m')\ndef f(n: int) -> Any: ...", 'unless="m"): no parameter'),
        ("@static_unless(n=1)\ndef f(n: Static[int]) -> Any: ...", 'static_unless(param="other")'),
        ("@static_unless\ndef f(n: Static[int]) -> Any: ...", "unknown decorator @static_unless"),
        ("@static_unless(n='n')\ndef f(n: Static[int]) -> Any: ...", "another parameter"),
        ("@static_unless(n='k')\ndef f(n: Static[int], m=...) -> Any: ...", "another parameter"),
        ("@static_unless(n='m')\ndef f(n: int, m=...) -> Any: ...", "must be a Static[...]"),
        ("@converts()\ndef f(n: int) -> Any: ...", "unknown decorator @converts()"),
        ("def f(n: Frobnicate[Any]) -> Any: ...", "parameter `n`: unknown name `Frobnicate`"),
        ("def f(n: Statc[int]) -> Any: ...", "unknown name `Statc` in the annotation; import"),
        ("def f(*n: 'list[Frob]') -> Any: ...", "parameter `n`: unknown name `Frob`"),
        ("def f(n: int) -> Sequence[int]: ...", "the result: unknown name `Sequence`"),
    ],
)
def test_broken_definition_is_reported_and_the_rest_loads(
    tmp_path: Path, definition: str, expected: str
) -> None:
    body = f"def before(n: Static[int]) -> Any: ...\n{definition}\ndef after() -> Any: ...\n"
    path = write(tmp_path, "jax/numpy/__init__.pyi", body)
    model = load_model([tmp_path])
    problem = only_problem(model)
    assert problem.file == str(path)
    assert problem.line == line_of(path, definition.splitlines()[0])
    assert expected in problem.message
    assert problem.message.startswith("jax.numpy.f: ")
    assert "this definition was skipped" in problem.message
    assert sorted(model.functions) == ["jax.numpy.after", "jax.numpy.before"]


def test_method_without_self(tmp_path: Path) -> None:
    path = write(tmp_path, "jax/array.pyi", "class Array:\n    def f() -> Any: ...\n")
    problem = only_problem(load_model([tmp_path]))
    assert problem.line == line_of(path, "def f()")
    assert "needs `self`" in problem.message


def test_unsupported_statement_is_reported(tmp_path: Path) -> None:
    body = "import sys\nif sys.platform:\n    def hidden() -> Any: ...\ndef shown() -> Any: ...\n"
    path = write(tmp_path, "jax/nn.pyi", body)
    model = load_model([tmp_path])
    problem = only_problem(model)
    assert problem.line == line_of(path, "if sys.platform")
    assert "unsupported statement (If)" in problem.message
    assert sorted(model.functions) == ["jax.nn.shown"]


def test_stray_statements_are_reported(tmp_path: Path) -> None:
    body = (
        '"A docstring is fine."\n'
        "x = 3\n"
        "class Array:\n"
        '    "So is a class docstring."\n'
        "    size: int\n"
        "    def sum(self, axis: Static[Any] = ...) -> Any: ...\n"
        "print(x)\n"
        "...\n"
    )
    path = write(tmp_path, "jax/array.pyi", body)
    model = load_model([tmp_path])
    assert [(p.line, p.message.split(" ignored")[0]) for p in model.problems] == [
        (line_of(path, "x = 3"), "unsupported statement (Assign) `x = 3`"),
        (line_of(path, "size: int"), "unsupported statement (AnnAssign) `size: int`"),
        (line_of(path, "print(x)"), "unsupported statement (Expr) `print(x)`"),
    ]
    assert all(p.message.endswith("; remove it") for p in model.problems)
    assert sorted(model.functions) == ["jax.Array.sum"]


def test_names_imported_defined_or_starred_are_known(tmp_path: Path) -> None:
    body = (
        "import numpy as np\n"
        "from collections.abc import Sequence as Seq\n"
        "class Thing: ...\n"
        "def f(a: np.dtype, b: Seq[int], c: Thing, d: int | None) -> 'Static[tuple[int]]': ...\n"
    )
    write(tmp_path, "pkg/known.pyi", body)
    write(tmp_path, "pkg/star.pyi", "from typing import *\ndef g(a: Sequence[Any]) -> Any: ...\n")
    model = load_model([tmp_path])
    assert model.problems == []
    assert sorted(model.functions) == ["pkg.known.f", "pkg.star.g"]


def test_missing_folder_is_a_problem(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere"
    problem = only_problem(load_model([missing]))
    assert problem == ModelProblem(str(missing), 0, problem.message)
    assert "not found" in problem.message


def test_root_init_file_has_no_module(tmp_path: Path) -> None:
    write(tmp_path, "__init__.pyi", "def f() -> Any: ...\n")
    problem = only_problem(load_model([tmp_path]))
    assert "module path" in problem.message


# ---------------------------------------------------------------- override order


def test_later_folders_override_earlier_ones(tmp_path: Path) -> None:
    first, second = tmp_path / "bundled", tmp_path / "user"
    write(first, "jax/numpy/__init__.pyi", "def zeros(shape: Static[Any]) -> Any: ...\n")
    write(first, "jax/lax.pyi", "def iota(dtype: Any, size: Static[int]) -> Any: ...\n")
    write(second, "jax/numpy/__init__.pyi", "def zeros(shape: Any) -> Any: ...\n")
    model = load_model([first, second])
    assert not fn(model, "jax.numpy.zeros").params[0].static
    assert fn(model, "jax.numpy.zeros").file.startswith(str(second))
    assert fn(model, "jax.lax.iota").params[1].static
    reverse = load_model([second, first])
    assert fn(reverse, "jax.numpy.zeros").params[0].static


def test_a_folder_given_twice_loads_once(tmp_path: Path) -> None:
    write(tmp_path, "jax/lax.pyi", "def f(n: Static) -> Any: ...\n")
    assert len(load_model([tmp_path, tmp_path / "." / "jax" / ".."]).problems) == 1


# ---------------------------------------------------------------- argument mapping


def test_param_for_positional_and_keyword(good: ApiModel) -> None:
    zeros = fn(good, "jax.numpy.zeros")
    assert zeros.static_param_for(0, None) == zeros.params[0]
    assert zeros.static_param_for(1, None) == zeros.params[1]
    assert zeros.static_param_for(2, None) is None
    assert zeros.static_param_for(-1, None) is None
    assert zeros.static_param_for(None, "dtype") == zeros.params[1]
    assert zeros.static_param_for(None, "device") is None
    assert zeros.static_param_for(None, None) is None
    assert zeros.static_param_for(5, "shape") == zeros.params[0]  # a keyword wins


def test_param_for_star_args(good: ApiModel) -> None:
    reshape = fn(good, "jax.Array.reshape")
    for position in (0, 1, 7):
        assert reshape.static_param_for(position, None) == reshape.params[0]
    assert reshape.static_param_for(None, "order") == reshape.params[1]
    assert reshape.static_param_for(None, "args") is None  # *args takes no keyword


def test_param_for_kinds(good: ApiModel) -> None:
    kinds = fn(good, "jax.numpy.kinds")
    a, b, rest, c, d, extra = kinds.params
    assert kinds.param_for(0, None) == a
    assert kinds.param_for(None, "a") == extra  # positional-only: `a=` lands in **extra
    assert kinds.param_for(1, None) == b
    assert kinds.param_for(None, "b") == b
    assert kinds.param_for(2, None) == rest
    assert kinds.static_param_for(9, None) == rest
    assert kinds.static_param_for(None, "c") == c
    assert kinds.param_for(None, "d") == d
    assert kinds.static_param_for(None, "d") is None
    assert kinds.param_for(None, "zzz") == extra
    assert kinds.static_param_for(None, "zzz") is None


def test_param_for_without_star_args(good: ApiModel) -> None:
    top_k = fn(good, "jax.lax.top_k")
    assert top_k.param_for(0, None) == top_k.params[0]
    assert top_k.static_param_for(0, None) is None
    assert top_k.static_param_for(1, None) == top_k.params[1]
    assert top_k.param_for(2, None) is None
    assert top_k.param_for(None, "axis") is None


# ---------------------------------------------------------------- the bundled model


def test_bundled_model() -> None:
    directory = bundled_model_dir()
    assert (directory / "jax" / "numpy" / "__init__.pyi").is_file()
    model = load_model([directory])
    assert model.problems == []
    assert len(model.functions) >= 150
    assert fn(model, "jax.numpy.zeros").static_param_for(0, None) is not None
    reshape = fn(model, "jax.Array.reshape")
    assert reshape.static_param_for(3, None) is not None
    assert fn(model, "jax.lax.dynamic_slice").static_param_for(None, "slice_sizes") is not None
    assert fn(model, "jax.lax.dynamic_slice").static_param_for(1, None) is None
    assert fn(model, "jax.lax.fori_loop").static_param_for(1, None) is None
    assert fn(model, "jax.numpy.where").dynamic_shape_when_args == 1
    assert fn(model, "numpy.sin").converts
    assert not fn(model, "numpy.sum").converts
    assert fn(model, "jax.numpy.shape").static_result


def test_bundled_model_plus_user_folder(tmp_path: Path) -> None:
    write(tmp_path, "mylib/ops.pyi", "def window(x: Any, size: Static[int]) -> Any: ...\n")
    model = load_model([bundled_model_dir(), tmp_path])
    assert model.problems == []
    assert fn(model, "mylib.ops.window").static_param_for(1, None) is not None
    assert "jax.numpy.zeros" in model.functions
