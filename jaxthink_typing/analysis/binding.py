"""The kind of each parameter of a function when it is called: what the caller passed,
what the annotations say, and what the transformations around it make of it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Final

from mypy.nodes import FUNC_NO_INFO, CallExpr, FuncDef, LambdaExpr

from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis import star_params, static_hashing
from jaxthink_typing.analysis.callables import Arg, FunctionValue
from jaxthink_typing.analysis.choices import Choice, holds_instances
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.flax_classes import is_nnx_module
from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, Leaves, Origin, PyType, Value
from jaxthink_typing.analysis.plain_classes import is_plain_class
from jaxthink_typing.analysis.pytrees import is_pytree_class
from jaxthink_typing.analysis.rules import static_arg
from jaxthink_typing.analysis.signatures import (
    Mark,
    parameter_classes,
    parameter_marks,
    signature_of,
)
from jaxthink_typing.analysis.specs.base import Transform
from jaxthink_typing.analysis.traced_containers import mapped_by, passed_along, rebuilt
from jaxthink_typing.analysis.transforms import Level, Param

# A parameter's default value, evaluated at module scope.
DefaultOf = Callable[[FunctionValue, Param], Value]


class Bound:
    """What a parameter receives at a call (not a dataclass: see `kinds.Value`)."""

    value: Final[Value]
    passed: Final[bool]  # by the caller (not a default)
    by_keyword: Final[bool | None]  # None: not passed, or passed where the call hides how

    def __init__(self, value: Value, passed: bool, by_keyword: bool | None = None) -> None:
        self.value = value
        self.passed = passed
        self.by_keyword = by_keyword

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Bound) and (self.value, self.passed, self.by_keyword) == (
            other.value,
            other.passed,
            other.by_keyword,
        )

    def __hash__(self) -> int:
        return hash((self.value, self.passed, self.by_keyword))


def bind(
    ctx: Context,
    target: FunctionValue,
    params: list[Param],
    args: list[Arg] | None,
    call: CallExpr | None,
    default_of: DefaultOf,
    always_passed: frozenset[str] | None = None,
) -> dict[str, Bound]:
    """Each parameter's incoming value, and whether and how the caller passed it. Without
    `args` (called from an unknown place), a parameter with a default keeps it, unless
    `always_passed` names it (every call the program holds passes it)."""
    bound: dict[str, Bound] = {}
    declared = parameter_marks(signature_of(target.node))
    classes = parameter_classes(signature_of(target.node))
    given: list[Value] = list(target.bound)
    keywords: dict[str, Value] = {}
    star_given = False
    if args is not None:
        for arg in args:
            if arg.star and arg.value.pytype.is_sequence and arg.value.items is not None:
                given.extend(arg.value.items)  # `fn(*args)` of a known tuple
            elif arg.star and arg.value.pytype is PyType.DICT and _named(arg.value):
                keywords.update((str(k), v) for k, v in arg.value.entries or ())
            elif arg.star:
                star_given = True
            elif arg.name is None:
                given.append(arg.value)
            else:
                keywords[arg.name] = arg.value
    for index, name in enumerate(target.bound_names):  # a caller's keyword wins
        known = index < len(target.bound_keywords)
        keywords.setdefault(name, target.bound_keywords[index] if known else UNKNOWN)
    named = {p.name for p in params if not p.is_star}
    positional = sum(1 for p in params if p.position is not None)
    extra = None if star_given or args is None else given[positional:]
    extra_keywords = (
        None
        if star_given or args is None
        else {k: v for k, v in keywords.items() if k not in named | set(target.bound_names)}
    )
    for param in params:
        mark = declared.get(param.name)
        cls = classes.get(param.name)
        if param.is_star:
            value = star_params.gathered(param, extra, extra_keywords, mark)
            bound[param.name] = Bound(value, args is not None)
            continue
        if param.position is not None and param.position < len(given):
            value, passed = given[param.position], True
        elif param.name in keywords:
            value, passed = keywords[param.name], True
        elif star_given:
            value, passed = UNKNOWN, not param.has_default
        elif args is None and (
            not param.has_default or (always_passed is not None and param.name in always_passed)
        ):
            value, passed = UNKNOWN, True
        else:
            value, passed = default_of(target, param), False
        if mark == "static":
            if call is not None and passed and value.kind is Kind.TRACED:
                static_arg.traced_for_static(ctx, call, value, param.name, target.name)
            value = Value(Kind.STATIC, Origin(f'"{param.name}" is annotated Static'))
        elif mark == "traced" and value.kind in (Kind.UNKNOWN, Kind.STATIC, Kind.CONCRETE):
            origin = Origin(
                f'"{param.name}" is annotated Traced in "{target.name}"',
                param=param_id(target, param.name),
            )
            value = Value(Kind.TRACED, origin, PyType.OTHER)
        elif mark == "never" and value.kind is not Kind.STATIC:
            value = UNKNOWN
        if call is not None and passed:
            text = f'passed as "{param.name}" to "{target.name}" at line {call.line}'
            value = passed_along(value, text, ctx.tree.path)
        if cls is not None and value.cls is None:
            value = value.with_cls(cls)
        by_keyword: bool | None = None
        if param.position is not None and param.position < len(given):
            by_keyword = False
        elif param.name in keywords:
            by_keyword = True
        bound[param.name] = Bound(value, passed, by_keyword)
    return bound


def apply_transforms(
    ctx: Context,
    target: FunctionValue,
    params: list[Param],
    bound: dict[str, Bound],
    transforms: tuple[Transform, ...],
    body: bool,
    level: Level,
) -> dict[str, Value]:
    """Each parameter's value inside the body, after the transformations."""
    values = {name: given.value for name, given in bound.items()}
    declared = parameter_marks(signature_of(target.node))
    for transform in transforms:
        if transform.spec.passes_arguments:
            continue  # checkify: the arguments as they are
        if transform.level is Level.EAGER and level is Level.ABSTRACT:
            # shard_map: eagerly only its sharded inputs are tracers; under a trace, all.
            transform = replace(transform, level=Level.ABSTRACT)
        for param in params:
            if param.is_star:
                if not body:
                    mark = declared.get(param.name)
                    bound_count = max(0, len(target.bound) - _positional_count(params))
                    values[param.name] = star_params.transformed(
                        target, param, values[param.name], transform, mark, bound_count
                    )
                continue
            given = bound[param.name]
            value, passed = values[param.name], given.passed
            # A keyword-only parameter is given by keyword at every call (one analysed
            # without a call too): lax.composite keeps it as an attribute, untraced.
            by_keyword = given.by_keyword is True or param.position is None
            untouched = by_keyword and not transform.spec.traces_keywords
            if not body and not untouched and not _bound_earlier(target, param):
                mark = declared.get(param.name)
                value = _transformed(
                    ctx, target, param, value, passed, transform, mark, given.by_keyword
                )
            values[param.name] = value
    return values


def _positional_count(params: list[Param]) -> int:
    return sum(1 for p in params if p.position is not None)


def _bound_earlier(target: FunctionValue, param: Param) -> bool:
    """Bound by functools.partial: a closed-over Python value, not an argument."""
    position = param.position
    bound = position is not None and position < len(target.bound)
    return bound or param.name in target.bound_names


def _transformed(
    ctx: Context,
    target: FunctionValue,
    param: Param,
    value: Value,
    passed: bool,
    transform: Transform,
    mark: Mark | None,
    by_keyword: bool | None,
) -> Value:
    position = target.argnum_of(transform, param)
    spec = transform.spec
    picked = value.func
    if isinstance(picked, Choice) and holds_instances(value):
        # One of several objects (choices.py): each one as the transformation gives it.
        options = tuple(
            _transformed(ctx, target, param, option, passed, transform, mark, by_keyword)
            for option in picked.options
        )
        return Value(Kind.UNKNOWN, func=Choice(options))
    if target.is_static(transform, param, by_keyword):
        if value.kind is Kind.STATIC:
            return value
        origin = Origin(f'"{param.name}" is a static argument of {transform.name}')
        # The object itself goes into the trace: a config instance keeps what is known of
        # it, and one of several objects (choices.py) stays that choice.
        return Value(Kind.STATIC, origin, cls=value.cls, func=value.func, fields=value.fields)
    if mark in ("static", "never") or value.pytype is PyType.NONE:
        return value  # None is an empty pytree: every transformation passes it as it is
    method = is_method(target.node)
    if method and param.position == 0:
        owner = target.node.info if isinstance(target.node, FuncDef) else None
        if owner is None or not is_pytree_class(owner, ctx.tree_for(owner.module_name)):
            return value
        if transform.level is Level.ABSTRACT:  # self of a pytree class: traced leaves
            origin = Origin(f'"{param.name}" of "{target.name}", traced by {transform.name}')
            leaves: Leaves = "arrays" if spec.filtered else "declared"
            return Value(Kind.TRACED, origin, PyType.OTHER, cls=owner, leaves=leaves)
        return value
    if spec.filtered:
        if not passed or (transform.level is Level.DIFF and position not in transform.argnums):
            return value  # equinox filters the arguments passed; a default stays as it is
        root = _root_of(ctx, value, target, param.name)
        return _filtered(ctx, param.name, target.name, value, mark, transform, root)
    if transform.level is Level.ABSTRACT:
        if transform.all_unmapped or (position is not None and position in transform.unmapped):
            return value
        if not passed:
            return value
        # Only a value jit can hash may be made static (else: ValueError at the call).
        hashable = static_hashing.may_hash(value, mark)
        # An nnx Module or Optimizer holds the state being trained: never made static.
        state = value.cls is not None and value.cls.has_base(fn.NNX_PYTREE)
        fix = (
            None if method or spec.static_fix is None or not hashable or state else spec.static_fix
        )
        origin = Origin(
            f'"{param.name}" is a parameter of "{target.name}", traced by {transform.name} '
            f"at line {transform.line}",
            static_fix=fix.format(name=param.name) if fix is not None else None,
            differentiated=value.origin is not None and value.origin.is_differentiated(),
            param=_root_of(ctx, value, target, param.name),
            file=ctx.tree.path,
        )
        axes = dict(transform.leaf_axes).get(position) if position is not None else None
        if axes is not None:  # vmap given a dict or tuple of axes: leaf by leaf
            return mapped_by(value, axes, lambda item: _traced_leaf(item, origin))
        structure = rebuilt(value, lambda item: _traced_leaf(item, origin), Kind.TRACED, origin)
        if structure is not None:
            return structure  # a tuple, list or dict: its leaves traced, each as it was
        pytype = traced_pytype(value, mark)
        return Value(Kind.TRACED, origin, pytype, cls=value.cls, fields=_function_fields(value))
    if transform.level is Level.DIFF and position is not None and position in transform.argnums:
        if value.kind is Kind.TRACED:  # traced already (grad of a jitted function)
            return value.with_origin(_differentiated(value.origin))
        if not passed:
            return value
        origin = Origin(
            f'"{param.name}" is differentiated by {transform.name} at line {transform.line}',
            differentiated=True,
            param=_root_of(ctx, value, target, param.name),
            file=ctx.tree.path,
        )
        pytype = traced_pytype(value, mark)
        return Value(Kind.DIFF, origin, pytype, cls=value.cls, fields=_function_fields(value))
    return value


def param_id(target: FunctionValue, name: str) -> str:
    """How an origin names a parameter: `"module.function:name"` (`Origin.param`)."""
    node = target.node
    return f"{node.fullname if isinstance(node, FuncDef) else '<lambda>'}:{name}"


def _root_of(ctx: Context, value: Value, target: FunctionValue, name: str) -> str:
    """The parameter a tracer comes from: this one; under `annotate`, a re-traced tracer
    (a traced argument of a jitted helper) keeps its caller's root. The plugin keeps this
    one: a jitted helper's analysis is then memoised for every caller alike."""
    if not ctx.settings.analysed_packages:
        return param_id(target, name)
    root = value.origin.root_param() if value.is_tracer and value.origin is not None else None
    return root if root is not None else param_id(target, name)


def _traced_leaf(item: Value, origin: Origin) -> Value:
    """A leaf of a container that jit traces: a tracer of its own type (None is no leaf; a
    string or a function is no JAX type: jit raises at the call, which is not this leaf's
    business)."""
    if item.pytype is PyType.NONE:
        return item
    if item.func is not None or (item.const is not None and isinstance(item.const[0], str)):
        return UNKNOWN
    pytype = traced_pytype(item, None)
    return Value(Kind.TRACED, origin, pytype, cls=item.cls, fields=_function_fields(item))


def _function_fields(value: Value) -> tuple[tuple[str, Value], ...]:
    """The fields of a traced pytree that hold functions: no leaves (JAX cannot trace a
    function), so static metadata that keeps its value (a TrainState's `apply_fn`); and
    which class each nnx submodule is (`self.positions`, made from a class the config
    picked: attributes.py reads its class from here, its state is traced)."""
    return tuple(
        (name, _submodule(held) if held.func is None else held)
        for name, held in value.fields
        if held.func is not None or (held.cls is not None and is_nnx_module(held.cls))
    )


def _submodule(value: Value) -> Value:
    """An nnx submodule's class and function fields; of an `nnx.List`, its modules too."""
    held = value.elem
    if held is not None and held.func is None and held.cls is not None:
        held = _submodule(held) if is_nnx_module(held.cls) else None
    elif held is not None and not holds_instances(held):
        held = None
    return Value(Kind.UNKNOWN, cls=value.cls, fields=_function_fields(value), elem=held)


def _differentiated(origin: Origin | None) -> Origin:
    """`origin`, marked as the root of a differentiated value (its text unchanged)."""
    return Origin("", origin, differentiated=True)


def _arrays(value: Value | None) -> bool:
    """A container's shared element that is an array (jax or NumPy)."""
    if value is None:
        return False
    arrays = value.pytype.is_array or value.pytype.is_ndarray or value.pytype is PyType.NPSCALAR
    return arrays or value.kind is Kind.CONCRETE


def _filtered(
    ctx: Context,
    name: str,
    function: str,
    value: Value,
    mark: Mark | None,
    transform: Transform,
    root: str,
    inside: bool = False,
) -> Value:
    """equinox's filter_*: arrays are traced; Python values and everything else static (a
    parameter declared `int`/`float`/`bool` is a Python number unless an array is passed;
    an instance of a class that is no pytree is one leaf, and no array). `inside`: the
    value is an item of the container passed."""
    if mark == "static" or value.pytype is PyType.NUMBER:
        return value
    if transform.level is Level.DIFF and value.kind is Kind.TRACED:
        return value.with_origin(_differentiated(value.origin))  # under a trace already
    kind = Kind.TRACED if transform.level is Level.ABSTRACT else Kind.DIFF

    def inner(item: Value) -> Value:
        return _filtered(ctx, name, function, item, None, transform, root, inside=True)

    structure = rebuilt(value, inner, Kind.UNKNOWN, None)
    if structure is not None:  # a tuple, list or dict: a Python container of its leaves
        same = (structure.items, structure.entries, structure.elem) == (
            value.items,
            value.entries,
            value.elem,
        )
        return value if same else structure
    if value.cls is not None:  # a pytree (an equinox Module): its array leaves are traced
        if is_plain_class(value.cls, ctx.tree, ctx.source.lines):
            return value  # one leaf, and no array
        origin = Origin(
            f'"{name}" of "{function}", its arrays traced by {transform.name}',
            differentiated=kind is Kind.DIFF,
            param=root,
        )
        return Value(
            kind, origin, PyType.OTHER, cls=value.cls, leaves="arrays", fields=value.fields
        )
    if value.pytype in (PyType.DICT, PyType.LIST, PyType.SEQUENCE) and _arrays(value.elem):
        # A dict (or list) of arrays, made by a comprehension: its leaves are traced.
        origin = Origin(
            f'"{name}" holds array arguments of "{function}", traced by {transform.name}',
            differentiated=kind is Kind.DIFF,
            param=root,
        )
        leaf = Value(kind, origin, PyType.ARRAY)
        return Value(kind, origin, value.pytype, elem=leaf)
    is_array = value.pytype.is_array or value.pytype.is_ndarray
    is_array = is_array or value.pytype is PyType.NPSCALAR or value.kind is Kind.CONCRETE
    declared_array = mark == "array" and value.kind is Kind.UNKNOWN
    if not (is_array or declared_array):
        return value
    what = "holds an array argument" if inside else "is an array argument"
    origin = Origin(
        f'"{name}" {what} of "{function}", traced by {transform.name}',
        differentiated=kind is Kind.DIFF,
        param=root,
    )
    return Value(kind, origin, PyType.MASK if value.pytype.is_mask else PyType.ARRAY)


def traced_pytype(value: Value, mark: Mark | None) -> PyType:
    """What a parameter is once traced: an array if its argument or annotation says so."""
    if value.pytype.is_mask:
        return PyType.MASK  # a boolean array stays one: `x[mask]` is data-dependent
    if mark in ("array", "number") or value.pytype.is_array or value.pytype.is_number:
        return PyType.ARRAY
    if value.pytype is PyType.NDARRAY:
        return PyType.ARRAY  # JAX traces a NumPy array like a jax array
    return value.pytype


def eager_result(traced: Value) -> Value:
    """What a transformed function returns to eager code: its array leaves are concrete
    jax arrays, a pytree keeps its class (and the functions it holds as metadata: a
    TrainState's `apply_fn`), and a tuple, list or dict its items (`return state, metrics`)."""
    if traced.cls is not None:
        held = tuple((name, v) for name, v in traced.fields if v.func is not None)
        return Value(Kind.UNKNOWN, cls=traced.cls, fields=held)
    if traced.pytype.is_array:
        return Value(Kind.CONCRETE, pytype=traced.pytype)  # a boolean mask stays one
    structure = rebuilt(traced, eager_result, Kind.UNKNOWN, None)
    return structure if structure is not None else UNKNOWN


def is_method(node: FuncDef | LambdaExpr) -> bool:
    """A def in a class body that receives self or cls."""
    return isinstance(node, FuncDef) and node.info is not FUNC_NO_INFO and not node.is_static


def _named(value: Value) -> bool:
    """A `**kwargs` whose items are all known, by name."""
    return value.entries is not None and all(isinstance(k, str) for k, _ in value.entries)
