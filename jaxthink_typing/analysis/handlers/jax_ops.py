"""Calls of jax operations, NumPy and `jax.tree_util`, checked against the API model."""

from __future__ import annotations

from typing import Final

from mypy.nodes import CallExpr, RefExpr, StrExpr

from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis.callables import Arg, FunctionValue
from jaxthink_typing.analysis.handlers import numpy_random
from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.kinds import STATIC, UNKNOWN, Kind, Origin, PyType, Value, static
from jaxthink_typing.analysis.model import FunctionModel
from jaxthink_typing.analysis.rules import dynamic_shape, numpy_on_traced, traced_shape
from jaxthink_typing.analysis.rules.tracer_leak import tracer_in
from jaxthink_typing.analysis.transforms import Level

_SHAPE_QUERIES = frozenset({"ndim", "shape", "size"})


# Where `fn.LIST_RESULT_NAMES` give lists (`jax.random.split` gives an array of keys).
_LIST_MODULES = ("jax.numpy.", "jax.lax.", "jax._src.numpy.", "jax._src.lax.")


def jax_op(frame: Frame, fullname: str, args: list[Arg], expr: CallExpr) -> Value:
    short = fullname.rsplit(".", 1)[-1]
    model = frame.ctx.api.lookup(fullname)
    if _converts_sequence(frame, short, fullname, args, expr):
        return UNKNOWN
    if short in fn.STATIC_RESULT_NAMES or (model is not None and model.static_result):
        return STATIC
    if short in fn.CONSTANT_COLLECTIVES and args and _python_numbers(args[0].value):
        # `lax.psum(1, "batch")` is the axis size, an int; a tuple gives a tuple.
        return static(PyType.NUMBER) if args[0].value.items is None else STATIC
    shown = model.fullname if model is not None else fn.shown_name(fullname)
    if model is not None:
        check_model_call(frame, model, args, expr, shown)
    result = frame.staged([a.value for a in args], expr, f"{shown}(...)")
    if short == "stop_gradient" and result.origin is not None:
        result = result.with_origin(Origin("", result.origin, gradient_stopped=True))
    if short in fn.TREE_OPS and args and not args[0].star:
        return _same_structure(args[0].value, result)
    listed = short in fn.LIST_RESULT_NAMES and fullname.startswith(_LIST_MODULES)
    if listed and result.kind is not Kind.UNKNOWN:
        part = Value(result.kind, result.origin, PyType.ARRAY)
        return Value(Kind.UNKNOWN, pytype=PyType.LIST, elem=part)  # a list of arrays
    masks = short in fn.MASK_RESULT_NAMES or _bool_dtype_given(short, args)
    if masks and result.kind in (Kind.TRACED, Kind.CONCRETE):
        return Value(result.kind, result.origin, PyType.MASK)
    return result


def _same_structure(tree: Value, leaf: Value) -> Value:
    """What an operation over the leaves of `tree` gives: `leaf` for an array; a container
    of such leaves for a dict, list or tuple; an instance of the same pytree class; a value
    of unknown structure (no array) where `tree`'s is unknown."""
    if tree.pytype.is_array or tree.pytype.is_number or leaf.kind is Kind.UNKNOWN:
        return leaf
    leaf = Value(leaf.kind, leaf.origin, PyType.ARRAY)
    if tree.cls is not None:
        return Value(leaf.kind, leaf.origin, PyType.OTHER, cls=tree.cls, leaves="declared")
    if tree.pytype in (PyType.DICT, PyType.LIST, PyType.SEQUENCE):
        items = entries = None
        if tree.items is not None:
            items = tuple(_same_structure(item, leaf) for item in tree.items)
        if tree.entries is not None:
            entries = tuple((k, _same_structure(item, leaf)) for k, item in tree.entries)
        elem = leaf if tree.elem is None else _same_structure(tree.elem, leaf)
        return Value(Kind.UNKNOWN, pytype=tree.pytype, items=items, elem=elem, entries=entries)
    return Value(leaf.kind, leaf.origin, PyType.OTHER)


_BOOL_DTYPES = frozenset(
    {"builtins.bool", "numpy.bool", "numpy.bool_", "jax.numpy.bool", "jax.numpy.bool_"}
)


# Where the array makers take `dtype` by position (NumPy's and jax.numpy's alike).
_DTYPE_POSITION: Final = {
    "zeros": 1, "ones": 1, "empty": 1, "array": 1, "asarray": 1, "full": 2,
    "zeros_like": 1, "ones_like": 1, "empty_like": 1, "full_like": 2,
}  # fmt: skip


def _bool_dtype_given(short: str, args: list[Arg]) -> bool:
    """`dtype=bool` given, or `np.zeros(shape, bool)`."""
    position = _DTYPE_POSITION.get(short)
    positional = [a for a in args if a.name is None]
    if position is not None and len(positional) > position and not any(a.star for a in args):
        return is_bool_dtype(positional[position])
    return any(a.name == "dtype" and is_bool_dtype(a) for a in args)


def is_bool_dtype(arg: Arg) -> bool:
    """`dtype=bool`, `dtype=jnp.bool_`, `dtype="bool"`: a boolean array."""
    node = arg.node
    if isinstance(node, StrExpr):
        return node.value == "bool"
    return isinstance(node, RefExpr) and node.fullname in _BOOL_DTYPES


def check_model_call(
    frame: Frame, model: FunctionModel, args: list[Arg], expr: CallExpr, shown: str
) -> bool:
    """Report a traced value in a static parameter, or a data-dependent shape; True if so."""
    position = 0
    for arg in args:
        if arg.star:
            return False
        param = model.param_for(None if arg.name else position, arg.name)
        if arg.name is None:
            position += 1
        traced = _traced_part(arg.value)
        if param is None or not param.static or traced is None:
            continue
        if param.unless is not None and _gives(model, args, param.unless):
            continue  # `jnp.repeat(x, n, total_repeat_length=k)` takes a traced `n`
        if param.kind == "var_pos":  # `x.reshape(n, 2)`: its `*args`
            what = f"The {_ordinal(position)} argument of {shown}"
        else:
            what = f'The "{param.name}" argument of {shown}'
        if param.unless is not None:
            what += f" (unless {param.unless}= is given)"
        traced_shape.report(frame.ctx, expr, arg.node, traced, what)
        return True
    unless = model.dynamic_shape_unless
    if model.dynamic_shape and not _gives(model, args, unless):
        wanted = model.dynamic_shape_when_args
        if wanted is None or position == wanted:
            traced_arg = next((a for a in args if a.value.kind is Kind.TRACED), None)
            if traced_arg is not None:
                dynamic_shape.report(frame.ctx, expr, traced_arg.value, shown, unless)
                return True
    return False


def _gives(model: FunctionModel, args: list[Arg], name: str) -> bool:
    """Whether the call passes parameter `name` a value other than None or False (an
    unknown value counts as given: unknown is not traced)."""
    position = 0
    for arg in args:
        param = model.param_for(None if arg.name else position, arg.name)
        if arg.name is None:
            position += 1
        if param is not None and param.name == name:
            value = arg.value
            # `size=0` is given (0 == False, but JAX takes it); None and False are not.
            const = value.const[0] if value.const is not None else 0
            return value.pytype is not PyType.NONE and const is not None and const is not False
    return False


def _python_numbers(value: Value) -> bool:
    """A static Python number, or a tuple or list of them."""
    if value.kind is not Kind.STATIC:
        return False
    if value.items is not None:
        return bool(value.items) and all(_python_numbers(item) for item in value.items)
    return value.pytype.is_number


def _traced_part(value: Value) -> Value | None:
    """The traced value in `value` or among its known items (a shape tuple), or its
    elements (`(n - x.shape[0],) + x.shape[1:]`, whose items are not all known; a
    list of pairs)."""
    if value.kind is Kind.TRACED:
        return value
    for item in value.items or ():
        found = _traced_part(item)
        if found is not None:
            return found
    if value.elem is not None and value.pytype.is_sequence:
        return _traced_part(value.elem)  # `[(0, 0)] * k + [(0, n - 1)]`: pairs, one traced
    return None


def _traced_item(args: list[Arg]) -> Value | None:
    """A tracer among the items of a list or tuple given as the first argument (itself
    not a tracer), or None."""
    if not args or args[0].star or args[0].name is not None:
        return None
    value = args[0].value
    tracer = tracer_in(value)
    if not value.pytype.is_sequence or value.is_tracer or not tracer.is_tracer:
        return None
    return tracer


def _converts_sequence(
    frame: Frame, short: str, fullname: str, args: list[Arg], expr: CallExpr
) -> bool:
    """`jnp.ndim([x, y])`, `np.shape((x, y))`: a list or tuple of tracers goes through
    np.asarray, which a tracer refuses (measured: TracerArrayConversionError, also under
    grad); report it, and say whether there was one."""
    tracer = _traced_item(args) if short in _SHAPE_QUERIES else None
    if tracer is None:
        return False
    shown = ("np." if fullname.startswith("numpy.") else "jnp.") + short
    numpy_on_traced.report_sequence(frame.ctx, expr, args[0].node, tracer, shown)
    return True


def _converts_items(frame: Frame, function: str, args: list[Arg], expr: CallExpr) -> bool:
    """`np.concatenate([h, x])`, `np.stack((a, b))`: a NumPy function that converts its
    argument converts each item of a list or tuple, and a tracer refuses (measured:
    TracerArrayConversionError); report it, and say whether there was one."""
    tracer = _traced_item(args)
    if tracer is None:
        return False
    numpy_on_traced.report_items(frame.ctx, expr, args[0].node, tracer, function)
    return True


def numpy_call(frame: Frame, fullname: str, expr: CallExpr, args: list[Arg]) -> Value:
    """NumPy on trace-time values is static; some functions cannot take a tracer at all."""
    values = [a.value for a in args]
    short = fullname.rsplit(".", 1)[-1]
    if fullname.startswith("numpy.random."):
        drawn = _random(frame, short, args)
        if drawn is not None:
            return drawn
    if fullname in fn.NUMPY_SCALAR_TYPES and not any(v.is_tracer for v in values):
        known = all(v.kind is Kind.STATIC for v in values)
        return Value(Kind.STATIC if known else Kind.UNKNOWN, pytype=PyType.NPSCALAR)
    if all(v.kind is Kind.STATIC for v in values):
        if _numpy_mask(short, args):
            return static(PyType.NDMASK)
        if short in fn.NUMPY_ELEMENTWISE:
            return _elementwise(args)
        return static(PyType.NDARRAY) if short in fn.NUMPY_HOST_ARRAYS else STATIC
    model = frame.ctx.api.lookup(fullname)
    if _converts_sequence(frame, short, fullname, args, expr):
        return UNKNOWN
    if short in fn.STATIC_RESULT_NAMES or (model is not None and model.static_result):
        return STATIC  # np.shape(x), np.ndim(x) of a tracer are Python values
    tracer = next((a for a in args if a.value.is_tracer), None)
    if model is None:
        return _host_array(frame, short, args) if tracer is None else UNKNOWN
    if model.converts and tracer is not None:
        numpy_on_traced.report(frame.ctx, expr, tracer.node, tracer.value, model.fullname)
        return UNKNOWN
    if model.converts and _converts_items(frame, model.fullname, args, expr):
        return UNKNOWN
    if check_model_call(frame, model, args, expr, model.fullname):
        return UNKNOWN
    if tracer is not None and _host_method(model.fullname, args):
        numpy_on_traced.report(frame.ctx, expr, tracer.node, tracer.value, model.fullname)
        return UNKNOWN
    if tracer is not None:
        return Value(tracer.value.kind, tracer.value.origin, PyType.ARRAY)
    return _host_array(frame, short, args)


def _host_method(fullname: str, args: list[Arg]) -> bool:
    """`np.searchsorted(edges, t)` with `edges` a host value: NumPy's own method of it
    runs, and converts the tracer it is given."""
    first = args[0] if args else None
    return (
        fullname in fn.NUMPY_FIRST_ARGUMENT_METHODS
        and first is not None
        and first.name is None
        and not first.star
        and first.value.kind is Kind.STATIC
    )


def _host_array(frame: Frame, short: str, args: list[Arg]) -> Value:
    """Whatever an array maker is given outside a trace, it returns a NumPy array
    (`np.asarray(cfg["s"])`, `np.zeros((rows, n), bool)`): one that jit and filter_jit
    trace where it is passed, and a static argument rejects."""
    if short in fn.NUMPY_ARRAY_MAKERS and frame.level is Level.EAGER:
        return static(PyType.NDMASK if _numpy_mask(short, args) else PyType.NDARRAY)
    return UNKNOWN


def _random(frame: Frame, short: str, args: list[Arg]) -> Value | None:
    """`np.random.default_rng(seed)`: a generator; `np.random.rand(n)`: an array."""
    if any(a.value.is_tracer for a in args):
        return None
    made = numpy_random.made_generator(frame.ctx, short)
    return made if made is not None else numpy_random.draw(short, args)


def _elementwise(args: list[Arg]) -> Value:
    """An elementwise NumPy function of static values: an array where one of its operands
    is a NumPy array, a NumPy scalar where all are numbers (`np.ceil(dim / 2)`)."""
    operands = [a.value.pytype for a in args if a.name is None and not a.star]
    if any(pytype.is_ndarray for pytype in operands):
        return static(PyType.NDARRAY)
    if operands and all(pytype.is_number for pytype in operands):
        return static(PyType.NPSCALAR)
    return STATIC


def _numpy_mask(short: str, args: list[Arg]) -> bool:
    """A NumPy boolean array: `np.isnan(a)` of an array, `np.zeros(n, dtype=bool)`."""
    if short in fn.MASK_RESULT_NAMES:
        return any(a.value.pytype.is_ndarray for a in args)
    return short in fn.NUMPY_ARRAY_MAKERS and _bool_dtype_given(short, args)


def tree_call(frame: Frame, fullname: str, args: list[Arg], expr: CallExpr) -> Value:
    """`jax.tree_util`: leaves and mapped leaves of a traced tree are traced."""
    short = fullname.rsplit(".", 1)[-1]
    trees = [a.value for a in args if a.value.func is None]
    tracer = next((v for v in trees if v.is_tracer), None)
    if short in ("tree_structure", "structure", "tree_flatten", "flatten"):
        return STATIC if short in ("tree_structure", "structure") else UNKNOWN
    if short in ("tree_leaves", "leaves"):
        if tracer is not None:
            # Every leaf of a tree jax traced is a traced array; equinox traced only its
            # arrays, and a tree built in traced code may hold constants.
            every = tracer.leaves == "declared"
            leaf = Value(tracer.kind, tracer.origin, PyType.ARRAY if every else PyType.OTHER)
            return Value(Kind.UNKNOWN, pytype=PyType.SEQUENCE, elem=leaf)
        return UNKNOWN
    function = args[0].value.func if args else None
    if short in ("tree_map", "map") and isinstance(function, FunctionValue) and tracer is not None:
        # Each tree gives its own leaves (`jax.tree.map(f, params, shapes)`: shapes stay
        # static); with `is_leaf`, a leaf may be any object (an nnx Variable), not an array.
        custom = any(a.name == "is_leaf" for a in args)
        trees_given = [a for a in args[1:] if a.name is None and not a.star]
        leaves = [Arg(_leaf_of(a.value, custom), None, False, a.node) for a in trees_given]
        mapped = frame.functions.call(function, leaves, expr, frame)
        if not mapped.is_tracer:  # `jax.tree.map(lambda x: x.size, params)`: Python ints
            return STATIC if mapped.kind is Kind.STATIC else UNKNOWN
        return Value(tracer.kind, tracer.origin)
    return UNKNOWN


def _leaf_of(tree: Value, custom: bool) -> Value:
    """What `jax.tree.map` passes its function for a leaf of `tree`."""
    if tree.is_tracer and tree.leaves == "arrays":
        return UNKNOWN  # equinox traced the arrays only: a leaf may be a Python number
    if tree.is_tracer:
        return Value(tree.kind, tree.origin, PyType.OTHER if custom else PyType.ARRAY)
    if tree.kind is Kind.STATIC:
        return STATIC
    return UNKNOWN


_ORDINALS = ("first", "second", "third", "fourth", "fifth")


def _ordinal(position: int) -> str:
    """ "first" for 1 (a 1-based position among the call's positional arguments)."""
    return _ORDINALS[position - 1] if 0 < position <= len(_ORDINALS) else f"#{position}"
