"""Library functions transformed directly: `encode = jax.jit(jax.nn.one_hot)`.

JAX traces every argument of the call that a transformation does not make static, so a
Python int given for a parameter the API model declares static (`num_classes`) arrives
as a tracer, and the library raises at the call of the transformed function.
"""

from __future__ import annotations

from typing import Final

from mypy.nodes import CallExpr

from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis import static_hashing
from jaxthink_typing.analysis.callables import Arg, TransformedOp
from jaxthink_typing.analysis.handlers import builtins
from jaxthink_typing.analysis.handlers.jax_ops import check_model_call
from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.kinds import UNKNOWN, Kind, Origin, PyType, Value
from jaxthink_typing.analysis.model import FunctionModel, ParamModel
from jaxthink_typing.analysis.specs.base import Role, Transform
from jaxthink_typing.analysis.transforms import Level


def wrap_op(frame: Frame, fullname: str, transforms: tuple[Transform, ...]) -> Value:
    """A modelled function (or a Python function that converts its argument: `int`,
    `math.floor`) under jit/vmap-like transformations; unknown otherwise."""
    if frame.ctx.api.lookup(fullname) is None and not _converts(fullname):
        return UNKNOWN
    for transform in transforms:
        spec = transform.spec
        odd = spec.filtered or spec.lifts_modules or not spec.traces_keywords
        if spec.role is not Role.WRAPS or transform.level is not Level.ABSTRACT or odd:
            return UNKNOWN
    return Value(Kind.STATIC, func=TransformedOp(fullname, transforms))


def call_op(frame: Frame, op: TransformedOp, args: list[Arg], expr: CallExpr) -> Value:
    """Check the call's arguments, as the transformations pass them, against the model."""
    model = frame.ctx.api.lookup(op.fullname)
    if any(a.star for a in args):
        return UNKNOWN
    if model is None:
        return _python_conversion(frame, op, args, expr)
    shown = f"{model.fullname} (under {op.transforms[-1].name})"
    passed: list[Arg] = []
    position = 0
    for arg in args:
        param = model.param_for(None if arg.name else position, arg.name)
        index = None if arg.name else position
        if arg.name is None:
            position += 1
        value = arg.value
        for transform in op.transforms:
            value = _passed(model, param, index, value, transform)
        passed.append(arg.with_value(value))
    if check_model_call(frame, model, passed, expr, shown):
        return UNKNOWN
    return frame.staged([a.value for a in args], expr, f"{model.fullname}(...)")


def _passed(
    model: FunctionModel,
    param: ParamModel | None,
    index: int | None,
    value: Value,
    transform: Transform,
) -> Value:
    """What the function receives for an argument: a tracer unless the transformation
    leaves it alone (static, unmapped) or JAX passes it unchanged (None, an empty
    pytree); unknown values stay unknown."""
    if param is None or value.is_tracer or not _traceable(value):
        return value
    if value.items is not None:  # a tuple or list: its leaves are traced
        items = tuple(_passed(model, param, index, item, transform) for item in value.items)
        return value.with_items(items)
    if index is not None and (transform.all_unmapped or index in transform.unmapped):
        return value
    if _is_static(model, param, transform):
        return value
    if transform.spec.mapped and value.kind is Kind.STATIC:
        return UNKNOWN  # vmap of a Python value: ValueError (no axis), another rule's case
    origin = Origin(
        f'"{param.name}" of {model.fullname} is traced by {transform.name} at line '
        f"{transform.line}",
        static_fix=(
            transform.spec.static_fix.format(name=param.name)
            if transform.spec.static_fix is not None
            and param.kind != "pos"
            and static_hashing.may_hash(value, None)
            else None
        ),
    )
    return Value(Kind.TRACED, origin, PyType.ARRAY)


def _converts(fullname: str) -> bool:
    """A Python function that needs a concrete value (`int`, `bool`, `operator.index`, a
    converting `math` function): given a tracer, it raises."""
    if fullname.startswith("math."):
        return fullname not in fn.MATH_NON_CONVERTING
    return fullname in _PYTHON_CONVERSIONS or fullname in fn.INDEX_FUNCTIONS


_PYTHON_CONVERSIONS: Final = frozenset(
    {"builtins.int", "builtins.float", "builtins.complex", "builtins.bool", "builtins.bytes"}
)


def _python_conversion(frame: Frame, op: TransformedOp, args: list[Arg], expr: CallExpr) -> Value:
    """`jax.vmap(math.floor)(x)`: the function runs on what the transformations pass it
    (tracers), and raises as it would in a traced body."""
    passed = []
    for index, arg in enumerate(args):
        value = arg.value
        for transform in op.transforms:
            static = index in transform.static_argnums or index in transform.unmapped
            if not (static or transform.all_unmapped) and _traceable(value):
                origin = Origin(
                    f"argument {index + 1} of {op.fullname} is traced by {transform.name} "
                    f"at line {transform.line}"
                )
                value = Value(Kind.TRACED, origin, PyType.ARRAY)
        passed.append(arg.with_value(value))
    if op.fullname.startswith("math."):
        builtins.math_call(frame, op.fullname, expr, passed)
    else:
        handler = builtins.BUILTINS.get(op.fullname)
        if handler is not None:
            handler(frame, expr, passed)
    return UNKNOWN


def _traceable(value: Value) -> bool:
    """A value JAX turns into tracers: a number, an array, or a static shape entry."""
    if value.func is not None or value.cls is not None or value.pytype is PyType.NONE:
        return False
    if value.const is not None and not isinstance(value.const[0], int | float | complex):
        return False
    if value.items is not None:
        return bool(value.items)
    if value.kind is Kind.CONCRETE or value.pytype.is_array or value.pytype.is_number:
        return True
    if value.kind is Kind.STATIC and value.pytype.is_sequence and value.elem is not None:
        return True  # a shape (`x.shape`): JAX traces each of its ints
    return value.kind is Kind.STATIC and value.pytype is PyType.OTHER


def _is_static(model: FunctionModel, param: ParamModel, transform: Transform) -> bool:
    """static_argnums/static_argnames name a parameter by position or name (jit infers
    each from the other through the function's signature)."""
    if param.name in transform.static_argnames:
        return True
    positional = [p for p in model.params if p.kind in ("pos", "pos_or_kw")]
    if param not in positional:
        return False
    index = positional.index(param)
    count = len(positional)
    return any((n + count if n < 0 else n) == index for n in transform.static_argnums)
