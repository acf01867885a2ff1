"""Calls of `lax` control flow, whose functions JAX traces with their inputs, and of
callbacks, whose function runs on the host with concrete arrays."""

from __future__ import annotations

from typing import Final

from mypy.nodes import CallExpr, ListExpr, NameExpr, TupleExpr

from jaxthink_typing.analysis import reverse_mode
from jaxthink_typing.analysis.callables import Arg, FunctionValue
from jaxthink_typing.analysis.handlers.jax_ops import check_model_call
from jaxthink_typing.analysis.interpreter.frame import Frame
from jaxthink_typing.analysis.interpreter.values import element_of
from jaxthink_typing.analysis.kinds import NONE, UNKNOWN, Kind, Origin, PyType, Value, static
from jaxthink_typing.analysis.rules import static_arg, traced_shape
from jaxthink_typing.analysis.specs.base import (
    ArgRef,
    Body,
    Callable_,
    Counter,
    Elements,
    Input,
    Role,
    Spec,
)
from jaxthink_typing.analysis.specs.lax import COND, COND_PER_BRANCH
from jaxthink_typing.analysis.transforms import Level


def control_flow(frame: Frame, spec: Spec, fullname: str, expr: CallExpr) -> Value:
    args = frame.args_of(expr)
    model = frame.ctx.api.lookup(fullname)
    if model is not None:
        check_model_call(frame, model, args, expr, model.fullname)
    by_position = [a for a in args if a.name is None and not a.star]
    keywords = {a.name: a for a in args if a.name is not None}
    if spec.key == COND.key and _per_branch(by_position):
        spec = COND_PER_BRANCH

    def find(ref: ArgRef) -> Arg | None:
        if ref.position < len(by_position):
            return by_position[ref.position]
        return keywords.get(ref.keyword)

    def inputs(wanted: tuple[Input, ...]) -> list[Value | None]:
        values: list[Value | None] = []
        for item in wanted:
            if isinstance(item, ArgRef):
                found = find(item)
                values.append(found.value if found is not None else UNKNOWN)
            elif isinstance(item, Elements):
                found = find(item.of)
                if item.none_when_absent and (found is None or _is_none(found)):
                    values.append(NONE)
                else:
                    values.append(_slice_of(found.value) if found else UNKNOWN)
            elif isinstance(item, Counter):
                values.append(static(PyType.NUMBER))
            elif isinstance(item, Callable_):
                values.append(None)
            else:
                values.extend(a.value for a in by_position[item.start :])
        return values

    if (
        spec.role is Role.BODIES
        and spec.bodies
        and _rejects(frame, spec, inputs(spec.bodies[0].inputs), expr)
    ):
        return UNKNOWN  # JAX rejects the carry or operands at the call
    for body in spec.bodies:
        _trace(frame, spec, body, find(body.function), inputs(body.inputs), expr)
    if spec.key == "jax.lax.fori_loop":
        bounds = [find(ArgRef(0, "lower")), find(ArgRef(1, "upper"))]
        init, body_fun = find(ArgRef(3, "init_val")), find(ArgRef(2, "body_fun"))
        reverse_mode.check_fori_loop(frame, bounds, init, body_fun, expr)
        _check_unroll(frame, bounds, keywords.get("unroll"), expr)
    if spec.result == "none":
        return NONE
    result = frame.staged([a.value for a in args if a.value.func is None], expr, spec.shown)
    carry = _CARRY.get(spec.key)
    return _shaped(result, find(carry) if carry is not None else None, spec.key)


def _check_unroll(
    frame: Frame, bounds: list[Arg | None], unroll: Arg | None, expr: CallExpr
) -> None:
    """`fori_loop(0, n, body, x, unroll=2)` with a traced bound: JAX makes the loop a
    while_loop, which cannot unroll, and raises ValueError at the call (`unroll` None,
    False, True or 1 runs)."""
    const = unroll.value.const if unroll is not None else None
    if const is None or type(const[0]) is not int or const[0] == 1:
        return
    for name, bound in zip(("lower", "upper"), bounds, strict=True):
        if bound is not None and bound.value.kind is Kind.TRACED:
            what = f'The "{name}" argument of lax.fori_loop with unroll={const[0]}'
            traced_shape.report(frame.ctx, expr, bound.node, bound.value, what)
            return


def _per_branch(by_position: list[Arg]) -> bool:
    """`cond(pred, true_operand, true_fun, false_operand, false_fun)`: five positional
    arguments, the third and fifth functions and the second not known to be one."""
    if len(by_position) != 5 or by_position[1].value.func is not None:
        return False
    return by_position[2].value.func is not None or by_position[4].value.func is not None


def _slice_of(xs: Value) -> Value:
    """What one step of scan (or map) receives of `xs`: a slice of each of its leaves, in
    a container of the same structure (`xs=(a, b)` gives a tuple of two slices)."""
    if xs.items is not None and xs.pytype.is_sequence:
        return Value(xs.kind, xs.origin, xs.pytype, items=tuple(map(_slice_of, xs.items)))
    return element_of(xs)


def _rejects(frame: Frame, spec: Spec, values: list[Value | None], expr: CallExpr) -> bool:
    """Whether what JAX traces for the first body (a loop's carry, scan's `xs`, cond's
    operands) holds a leaf that is no JAX type (a str, a function, an `object()`): JAX
    flattens it and raises TypeError at the call. Reported once."""
    for value in values:
        if value is None or value.is_tracer:
            continue
        what = static_arg.non_jax_leaf(frame.ctx, value)
        if what is not None:
            static_arg.report_untraceable(frame.ctx, expr, what, f"{spec.shown} traces")
            return True
    return False


# Where a loop's carry comes from: its result has the carry's structure (scan's first item).
_CARRY: Final = {
    "jax.lax.fori_loop": ArgRef(3, "init_val"),
    "jax.lax.while_loop": ArgRef(2, "init_val"),
    "jax.lax.scan": ArgRef(1, "init"),
}


def _shaped(result: Value, init: Arg | None, key: str) -> Value:
    """A control-flow result is a pytree shaped like the body's output, not an array: a
    loop's carry keeps its input's structure, scan's stacked outputs (a dict of metrics)
    and a branch's result are of unknown structure."""
    if not result.pytype.is_array:
        return result
    known = init is not None and (init.value.pytype.is_array or init.value.pytype.is_number)
    carry = result if known else result.with_pytype(PyType.OTHER)
    if key == "jax.lax.scan":
        stacked = result.with_pytype(PyType.OTHER)
        return Value(result.kind, result.origin, PyType.SEQUENCE, items=(carry, stacked))
    return carry if key in _CARRY else result.with_pytype(PyType.OTHER)


def _trace(
    frame: Frame,
    spec: Spec,
    body: Body,
    found: Arg | None,
    values: list[Value | None],
    expr: CallExpr,
) -> None:
    if found is None:
        return
    if not body.each_item:
        where = f"{body.what} of {spec.shown} (line {expr.line})"
        trace_function(frame, spec, found.value, where, values)
        return
    where = f"{body.what} of {spec.shown} (line {expr.line})"
    items = found.node.items if isinstance(found.node, ListExpr | TupleExpr) else []
    if len(items) >= 2:
        for item in items:
            trace_function(frame, spec, frame.eval(item), where, values)
    elif found.value.items is not None and len(found.value.items) >= 2:
        for function in found.value.items:  # a list made elsewhere (`make_branches(f)`)
            trace_function(frame, spec, function, where, values)


def trace_function(
    frame: Frame, spec: Spec, function: Value, what: str, inputs: list[Value | None]
) -> None:
    """Run `function` with `inputs`, which JAX turns into tracers (or, for a callback,
    into concrete arrays); None stands for a function JAX passes in."""
    target = function.func
    if not isinstance(target, FunctionValue):
        return
    if not spec.traces_eagerly and frame.level is Level.EAGER:
        return  # plain Python on the concrete arrays it is given
    if spec.role is Role.CALLBACK:
        values = [_host_value(value) for value in inputs]
    else:
        origin = Origin(f"a parameter of {what}, which JAX always traces")
        values = [UNKNOWN if value is None else _traced(value, origin) for value in inputs]
    frame.functions.trace_body(target, values, frame, spec)


def _host_value(value: Value | None) -> Value:
    """What a callback receives: a concrete jax array for an array or a Python number."""
    if value is None:
        return UNKNOWN
    arrays = value.pytype.is_array or value.pytype.is_number
    if value.is_tracer or value.kind is Kind.CONCRETE or (arrays and value.kind is Kind.STATIC):
        return Value(Kind.CONCRETE, pytype=PyType.ARRAY)
    return value if value.kind is Kind.STATIC else UNKNOWN


def _traced(value: Value, origin: Origin) -> Value:
    """What a body receives for `value`: the same pytree, with traced leaves (the items of
    a tuple carry, `x, buf = carry`, are traced arrays where their inputs are arrays)."""
    if value.pytype is PyType.NONE:
        return value
    container = value.cls is None and (value.pytype.is_sequence or value.pytype is PyType.DICT)
    if container and (value.items, value.elem, value.entries) != (None, None, None):
        # A tuple, a list made by a comprehension (`[dict(k=z, v=z) for _ in layers]`: its
        # element), a dict display (each entry): the same container, its leaves traced.
        return Value(
            Kind.TRACED,
            origin,
            value.pytype,
            items=tuple(_traced(i, origin) for i in value.items)
            if value.items is not None
            else None,
            elem=_traced(value.elem, origin) if value.elem is not None else None,
            entries=(
                tuple((k, _traced(v, origin)) for k, v in value.entries)
                if value.entries is not None
                else None
            ),
        )
    return Value(Kind.TRACED, origin, _body_pytype(value), cls=value.cls)


def _body_pytype(value: Value) -> PyType:
    """A body's parameter is an array when its input is one (or a Python number)."""
    if value.pytype.is_array or value.pytype.is_number or value.pytype.is_ndarray:
        return PyType.ARRAY
    return PyType.OTHER


def _is_none(arg: Arg) -> bool:
    return isinstance(arg.node, NameExpr) and arg.node.fullname == "builtins.None"
