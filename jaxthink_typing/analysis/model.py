"""The JAX API model: which parameters must be static, read from `.pyi` model files.

Model files are parsed with `ast`, never imported. A file's module comes from its path
below the model folder (`jax/numpy/__init__.pyi` is `jax.numpy`, `jax/lax.pyi` is
`jax.lax`); a function `f` in it is `<module>.f` and a method `m` of a class `C` is
`<module>.C.m`, except that classes in `jax/array.pyi` belong to `jax` (`jax.Array.m`).
The conventions are described in `stubs/README.md`.
"""

from __future__ import annotations

import ast
import builtins
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Final, Literal, TypeAlias

ParamKind: TypeAlias = Literal["pos", "pos_or_kw", "kw", "var_pos", "var_kw"]

_MARKS: Final = frozenset({"Static", "Traced"})
# Model files whose classes belong to another module than the file's own.
_CLASS_MODULE: Final = {"jax.array": "jax"}
# Statements a model file may hold besides function and class definitions (and docstrings).
_IGNORED: Final = (ast.Import, ast.ImportFrom, ast.Pass)
# Names an annotation may use without importing them.
_BUILTIN_NAMES: Final = frozenset(dir(builtins)) | _MARKS
_DECORATOR_HELP: Final = (
    'the model understands @dynamic_shape, @dynamic_shape(when_args=N, unless="name"), '
    '@static_unless(param="other") and @converts'
)


@dataclass(frozen=True)
class ParamModel:
    """One parameter of a modelled function, as JAX declares it."""

    name: str
    kind: ParamKind
    static: bool
    has_default: bool
    # `@static_unless(param="other")`: static only while the call does not give `other`.
    unless: str | None = None


@dataclass(frozen=True)
class FunctionModel:
    """What the model says about one function or method."""

    fullname: str
    params: tuple[ParamModel, ...]
    static_result: bool
    dynamic_shape: bool
    dynamic_shape_when_args: int | None
    converts: bool
    file: str
    line: int
    # `@dynamic_shape(unless="length")`: the parameter whose value makes the shape static.
    dynamic_shape_unless: str = "size"

    def param_for(self, position: int | None, keyword: str | None) -> ParamModel | None:
        """The parameter a call argument binds to (by keyword if given, else by position).

        `position` counts the call's positional arguments from 0, without `self`.
        """
        if keyword is not None:
            for param in self.params:
                if param.name == keyword and param.kind in ("pos_or_kw", "kw"):
                    return param
            return next((p for p in self.params if p.kind == "var_kw"), None)
        if position is None or position < 0:
            return None
        positional = [p for p in self.params if p.kind in ("pos", "pos_or_kw")]
        if position < len(positional):
            return positional[position]
        return next((p for p in self.params if p.kind == "var_pos"), None)

    def static_param_for(self, position: int | None, keyword: str | None) -> ParamModel | None:
        """Like `param_for`, but only a parameter that must be static; None otherwise."""
        param = self.param_for(position, keyword)
        return param if param is not None and param.static else None


@dataclass(frozen=True)
class ModelProblem:
    """A part of a model file that could not be read; line 0 means the whole file."""

    file: str
    line: int
    message: str


@dataclass
class ApiModel:
    """Every modelled function by fullname, and what could not be loaded."""

    functions: dict[str, FunctionModel]
    problems: list[ModelProblem]

    def get(self, fullname: str) -> FunctionModel | None:
        return self.functions.get(fullname)


def load_model(dirs: Sequence[Path]) -> ApiModel:
    """Load the model folders in order; a later definition replaces an earlier one.

    Pass the bundled folder first: `load_model([bundled_model_dir(), *user_dirs])`
    (`model_cache.bundled_model_dir`).
    Nothing is cached here.
    """
    model = ApiModel(functions={}, problems=[])
    seen: set[Path] = set()
    for directory in dirs:
        if directory.resolve() in seen:
            continue  # a folder listed twice loads once
        seen.add(directory.resolve())
        if not directory.is_dir():
            model.problems.append(
                ModelProblem(str(directory), 0, "model folder not found; fix the configured path")
            )
            continue
        for path in sorted(directory.rglob("*.pyi")):
            parts = path.relative_to(directory).with_suffix("").parts
            module = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            for function in _FileReader(path, module, model.problems).read():
                model.functions[function.fullname] = function
    return model


class _Bad(Exception):
    """A problem in one definition: it is skipped, the rest of the file still loads."""

    def __init__(self, node: ast.AST, message: str) -> None:
        super().__init__(message)
        self.line: int = getattr(node, "lineno", 0)
        self.message = message


class _FileReader:
    def __init__(self, path: Path, module: str, problems: list[ModelProblem]) -> None:
        self.file = str(path)
        self.module = module
        self.problems = problems

    def read(self) -> list[FunctionModel]:
        try:
            tree = ast.parse(Path(self.file).read_text(encoding="utf-8"), filename=self.file)
        except SyntaxError as err:
            self._problem(
                err.lineno or 0,
                f"syntax error: {err.msg}; nothing in this file was loaded. "
                "Fix the syntax (model files are written in .pyi syntax).",
            )
            return []
        except (OSError, ValueError) as err:  # unreadable, not UTF-8, or a NUL byte
            self._problem(0, f"cannot read the model file: {err}")
            return []
        if not self.module:
            self._problem(0, "a model file needs a module path: move it into a folder")
            return []
        class_module = _CLASS_MODULE.get(self.module, self.module)
        self.known = _bound_names(tree)
        functions: list[FunctionModel] = []
        for node in tree.body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                self._add(functions, node, f"{self.module}.{node.name}", is_method=False)
            elif isinstance(node, ast.ClassDef):
                for item in node.body:
                    if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef):
                        name = f"{class_module}.{node.name}.{item.name}"
                        self._add(functions, item, name, is_method=True)
                    elif not _is_ignored(item):
                        self._unsupported(item)
            elif not _is_ignored(node):
                self._unsupported(node)
        return functions

    def _problem(self, line: int, message: str) -> None:
        self.problems.append(ModelProblem(self.file, line, message))

    def _unsupported(self, node: ast.stmt) -> None:
        text = ast.unparse(node).splitlines()[0]
        self._problem(
            node.lineno,
            f"unsupported statement ({type(node).__name__}) `{text}` ignored: a model file "
            "holds imports, functions and classes (at the top level, outside any block); "
            "remove it",
        )

    def _add(
        self,
        functions: list[FunctionModel],
        node: ast.FunctionDef | ast.AsyncFunctionDef,
        fullname: str,
        is_method: bool,
    ) -> None:
        try:
            functions.append(self._function(node, fullname, is_method))
        except _Bad as bad:
            self._problem(bad.line, f"{fullname}: {bad.message}; this definition was skipped")

    def _function(
        self, node: ast.FunctionDef | ast.AsyncFunctionDef, fullname: str, is_method: bool
    ) -> FunctionModel:
        dynamic_shape = converts = False
        when_args: int | None = None
        unless = "size"
        shape_mark: ast.expr | None = None
        conditions: dict[str, str] = {}
        condition_mark: ast.AST = node
        for decorator in node.decorator_list:
            name = _dotted_tail(decorator.func if isinstance(decorator, ast.Call) else decorator)
            if name == "dynamic_shape":
                dynamic_shape, shape_mark = True, decorator
                if isinstance(decorator, ast.Call):
                    when_args, unless = _dynamic_options(decorator)
            elif name == "static_unless" and isinstance(decorator, ast.Call):
                conditions.update(_conditions(decorator))
                condition_mark = decorator
            elif name == "converts" and not isinstance(decorator, ast.Call):
                converts = True
            else:
                message = f"unknown decorator @{ast.unparse(decorator)}: {_DECORATOR_HELP}"
                raise _Bad(decorator, f"{message}; remove or fix it")
        if is_method and not (node.args.posonlyargs or node.args.args):
            raise _Bad(node, "a method needs `self` as its first parameter")
        _check_names(node, self.known)
        params = _with_conditions(condition_mark, _params(node.args, is_method), conditions)
        if shape_mark is not None and unless not in {p.name for p in params}:
            raise _Bad(shape_mark, f'@dynamic_shape(unless="{unless}"): no parameter `{unless}`')
        return FunctionModel(
            fullname=fullname,
            params=params,
            static_result=_mark(node.returns) == "Static",
            dynamic_shape=dynamic_shape,
            dynamic_shape_when_args=when_args,
            converts=converts,
            file=self.file,
            line=node.lineno,
            dynamic_shape_unless=unless,
        )


def _is_ignored(node: ast.stmt) -> bool:
    """Imports, `pass`, and a docstring or `...` standing alone."""
    if isinstance(node, ast.Expr):
        return isinstance(node.value, ast.Constant) and isinstance(
            node.value.value, str | type(...)
        )
    return isinstance(node, _IGNORED)


def _bound_names(tree: ast.Module) -> frozenset[str] | None:
    """The names an annotation may use: builtins, the marks, imported names and the
    file's classes; None (anything) after a `from m import *`."""
    names = set(_BUILTIN_NAMES)
    for node in tree.body:
        if isinstance(node, ast.Import):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if any(a.name == "*" for a in node.names):
                return None
            names.update(a.asname or a.name for a in node.names)
        elif isinstance(node, ast.ClassDef):
            names.add(node.name)
    return frozenset(names)


def _check_names(
    node: ast.FunctionDef | ast.AsyncFunctionDef, known: frozenset[str] | None
) -> None:
    """Reject an annotation that names something the file neither imports nor defines
    (a typo such as `Statc[int]` would otherwise leave the parameter unmarked)."""
    if known is None:
        return
    args = node.args
    every = [*args.posonlyargs, *args.args, args.vararg, *args.kwonlyargs, args.kwarg]
    annotated = [(f"parameter `{a.arg}`", a.annotation) for a in every if a is not None]
    for where, written in [*annotated, ("the result", node.returns)]:
        if written is None:
            continue
        annotation = written
        if isinstance(written, ast.Constant) and isinstance(written.value, str):
            try:
                annotation = ast.parse(written.value, mode="eval").body
            except SyntaxError:
                continue  # reported where the mark is read
        for name in _bare_names(annotation):
            if name.id not in known:
                raise _Bad(
                    name if annotation is written else written,
                    f"{where}: unknown name `{name.id}` in the annotation; import it, or "
                    "write `Any` (the model reads only the `Static[...]`/`Traced[...]` marks)",
                )


def _bare_names(annotation: ast.expr) -> list[ast.Name]:
    """The names in `annotation` that do not start an attribute chain (`np` of `np.dtype`
    is left alone), in order."""
    heads = {id(n.value) for n in ast.walk(annotation) if isinstance(n, ast.Attribute)}
    found = [n for n in ast.walk(annotation) if isinstance(n, ast.Name) and id(n) not in heads]
    return sorted(found, key=lambda n: (n.lineno, n.col_offset))


def _dotted_tail(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _dynamic_options(call: ast.Call) -> tuple[int | None, str]:
    """`when_args` and `unless` of `@dynamic_shape(when_args=N, unless="name")`."""
    options: dict[str, object] = {"when_args": None, "unless": "size"}
    for keyword in call.keywords:
        value = keyword.value.value if isinstance(keyword.value, ast.Constant) else None
        if keyword.arg == "when_args" and type(value) is int and value >= 0:
            options["when_args"] = value
        elif keyword.arg == "unless" and isinstance(value, str) and value.isidentifier():
            options["unless"] = value
        else:
            break
    else:
        when_args, unless = options["when_args"], options["unless"]
        if not call.args and isinstance(unless, str) and isinstance(when_args, int | None):
            return when_args, unless
    raise _Bad(
        call, 'write @dynamic_shape or @dynamic_shape(when_args=N, unless="name") with an int N'
    )


def _conditions(call: ast.Call) -> dict[str, str]:
    """`@static_unless(repeats="total_repeat_length")`: parameter -> the one that lifts it."""
    found: dict[str, str] = {}
    for keyword in call.keywords:
        value = keyword.value.value if isinstance(keyword.value, ast.Constant) else None
        if keyword.arg is None or not isinstance(value, str) or not value.isidentifier():
            break
        found[keyword.arg] = value
    else:
        if found and not call.args:
            return found
    raise _Bad(call, 'write @static_unless(param="other") with parameter names')


def _with_conditions(
    node: ast.AST,
    params: tuple[ParamModel, ...],
    conditions: dict[str, str],
) -> tuple[ParamModel, ...]:
    """Attach each `@static_unless` condition to its `Static` parameter."""
    names = {p.name for p in params if p.kind not in ("var_pos", "var_kw")}
    statics = {p.name for p in params if p.static}
    for name, other in conditions.items():
        if name not in statics or other not in names or other == name:
            raise _Bad(
                node,
                f'@static_unless({name}="{other}"): `{name}` must be a Static[...] parameter '
                f"and `{other}` another parameter of this function",
            )
    return tuple(replace(p, unless=conditions.get(p.name)) for p in params)


def _params(args: ast.arguments, is_method: bool) -> tuple[ParamModel, ...]:
    positional = [*args.posonlyargs, *args.args]
    first_default = len(positional) - len(args.defaults)
    params: list[ParamModel] = []
    for index, arg in enumerate(positional):
        kind: ParamKind = "pos" if index < len(args.posonlyargs) else "pos_or_kw"
        params.append(_param(arg, kind, index >= first_default))
    if args.vararg is not None:
        params.append(_param(args.vararg, "var_pos", False))
    for arg, default in zip(args.kwonlyargs, args.kw_defaults, strict=True):
        params.append(_param(arg, "kw", default is not None))
    if args.kwarg is not None:
        params.append(_param(args.kwarg, "var_kw", False))
    return tuple(params[1:] if is_method else params)


def _param(arg: ast.arg, kind: ParamKind, has_default: bool) -> ParamModel:
    try:
        static = _mark(arg.annotation) == "Static"
    except _Bad as bad:
        raise _Bad(arg, f"parameter `{arg.arg}`: {bad.message}") from None
    return ParamModel(arg.arg, kind, static, has_default)


def _mark(annotation: ast.expr | None) -> str | None:
    """`Static` or `Traced` when the annotation is `Static[T]` or `Traced[T]`, else None."""
    if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
        try:
            annotation = ast.parse(annotation.value, mode="eval").body
        except SyntaxError:
            raise _Bad(annotation, "the string annotation is not valid Python") from None
    if annotation is None:
        return None
    if isinstance(annotation, ast.Subscript) and _dotted_tail(annotation.value) in _MARKS:
        mark = _dotted_tail(annotation.value)
        inner = annotation.slice
        if isinstance(inner, ast.Tuple):
            raise _Bad(annotation, f"`{mark}` takes exactly one type: write `{mark}[Any]`")
        _reject_nested(inner)
        return mark
    if isinstance(annotation, ast.Name | ast.Attribute) and _dotted_tail(annotation) in _MARKS:
        mark = _dotted_tail(annotation)
        raise _Bad(annotation, f"`{mark}` needs one type argument: write `{mark}[Any]`")
    _reject_nested(annotation)
    return None


def _reject_nested(annotation: ast.expr) -> None:
    for node in ast.walk(annotation):
        name = _dotted_tail(node) if isinstance(node, ast.Name | ast.Attribute) else None
        if name in _MARKS:
            raise _Bad(
                annotation,
                f"`{name}` must be the whole annotation and take one type: "
                f"write `{name}[Any]` or `{name}[int | None]`",
            )
