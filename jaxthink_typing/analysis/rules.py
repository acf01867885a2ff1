"""One reporting helper per error code: the message text lives with its code."""

from __future__ import annotations

from collections.abc import Callable

from mypy.nodes import Context

from jaxthink_typing import codes
from jaxthink_typing.analysis.diagnostics import Diagnostic, Sink
from jaxthink_typing.analysis.kinds import Kind, Value
from jaxthink_typing.analysis.source import Source
from jaxthink_typing.analysis.transforms import Transform


def _subject(source: Source, node: Context, value: Value) -> str:
    snippet = source.snippet(node)
    kind = "a differentiated tracer" if value.kind is Kind.DIFF else "traced"
    if snippet is None:
        return f"this value is {kind}"
    return f'"{snippet}" is {kind}'


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _because(value: Value) -> str:
    return f" ({value.origin.explain()})" if value.origin is not None else ""


def _static_hint(value: Value) -> str:
    fix = value.origin.root_fix() if value.origin is not None else None
    return f", or {fix}" if fix is not None else ""


def _needs_concrete(
    code: codes.Code, need: str
) -> Callable[[Sink, Source, Context, Value, str, str], None]:
    """The helper for a rule of the form: <construct> needs a concrete <need>."""

    def report(
        sink: Sink, source: Source, node: Context, value: Value, construct: str, fix: str
    ) -> None:
        message = (
            f"{construct} needs a concrete {need}, but {_subject(source, node, value)}"
            f"{_because(value)}; {fix}{_static_hint(value)}"
        )
        sink.add(Diagnostic(node.line, node.column, code, message))

    return report


# A tracer where Python needs True/False, an int index, or a number or list.
traced_bool = _needs_concrete(codes.TRACED_BOOL, "bool")
traced_index = _needs_concrete(codes.TRACED_INDEX, "integer")
traced_conversion = _needs_concrete(codes.TRACED_CONVERSION, "value")


def static_arg(sink: Sink, node: Context, message: str) -> None:
    """A static argument declared or passed wrongly."""
    sink.add(Diagnostic(node.line, node.column, codes.STATIC_ARG, message))


def inplace_update(sink: Sink, source: Source, node: Context, target: Context, fix: str) -> None:
    """Item assignment or deletion on a jax array."""
    subject = source.snippet(target)
    name = f'"{subject}"' if subject else "this value"
    message = (
        f"{name} is a jax array, and jax arrays are immutable (item assignment raises "
        f"TypeError, inside jit or not); {fix}"
    )
    sink.add(Diagnostic(node.line, node.column, codes.INPLACE_UPDATE, message))


def traced_hash(sink: Sink, source: Source, node: Context, value: Value, construct: str) -> None:
    """A jax array or tracer used where Python hashes it."""
    what = "a jax array" if value.kind is Kind.CONCRETE else "traced"
    snippet = source.snippet(node)
    subject = f'"{snippet}" is {what}' if snippet else f"this value is {what}"
    message = (
        f"{construct} hashes its value, but {subject}{_because(value)}; jax arrays and "
        "tracers are unhashable (TypeError): key by a static value (a string, an int from "
        ".shape) or keep the data in arrays (jnp.unique, a lookup table)"
    )
    sink.add(Diagnostic(node.line, node.column, codes.TRACED_HASH, message))


def tracer_leak(sink: Sink, source: Source, node: Context, value: Value, where: str) -> None:
    """A tracer stored where it outlives the trace."""
    message = (
        f"{_capital(_subject(source, node, value))}{_because(value)} and is stored in "
        f"{where}, which outlives the trace; using it later raises UnexpectedTracerError: "
        "return the value from the traced function instead"
    )
    sink.add(Diagnostic(node.line, node.column, codes.TRACER_LEAK, message))


def traced_print(sink: Sink, source: Source, node: Context, value: Value, construct: str) -> None:
    """A note: printing a tracer shows its type, not its data."""
    message = (
        f"{construct} shows a tracer, not data: {_subject(source, node, value)}"
        f'{_because(value)}; use jax.debug.print("{{}}", x) to print the value when it '
        "runs"
    )
    sink.add(Diagnostic(node.line, node.column, codes.TRACED_PRINT, message, "note"))


def traced_slice(sink: Sink, source: Source, node: Context, bound: Context, value: Value) -> None:
    """A slice of an array with a traced start, stop or step."""
    message = (
        f"A slice needs static bounds, but {_subject(source, bound, value)}{_because(value)}; "
        "use lax.dynamic_slice(x, (start,), (size,)) or lax.dynamic_slice_in_dim with a "
        f"static size{_static_hint(value)}"
    )
    sink.add(Diagnostic(node.line, node.column, codes.TRACED_SLICE, message))


def boolean_mask(sink: Sink, source: Source, node: Context, mask: Context, value: Value) -> None:
    """Indexing with a traced boolean mask: the result's shape depends on the data."""
    message = (
        f"Indexing with a boolean mask gives a shape that depends on the data, but "
        f"{_subject(source, mask, value)}{_because(value)}; use jnp.where(mask, x, 0) "
        "(or a masked reduction such as jnp.sum(x, where=mask)), or jnp.nonzero(mask, size=n)"
    )
    sink.add(Diagnostic(node.line, node.column, codes.DYNAMIC_SHAPE, message))


def dynamic_shape(sink: Sink, source: Source, node: Context, value: Value, function: str) -> None:
    """A function whose output shape depends on traced data, called without `size=`."""
    message = (
        f'"{function}" returns a shape that depends on the data, but '
        f"{_subject(source, node, value)}{_because(value)}; pass size=... (and fill_value=...) "
        "for a static shape, or use jnp.where(mask, x, 0)"
    )
    sink.add(Diagnostic(node.line, node.column, codes.DYNAMIC_SHAPE, message))


def traced_shape(
    sink: Sink, source: Source, node: Context, arg: Context, value: Value, what: str
) -> None:
    """A traced value where JAX needs a static shape, size, axis or count."""
    message = (
        f"{what} must be static, but {_subject(source, arg, value)}{_because(value)}; compute "
        "it from static facts (x.shape, len(x), np.prod/math.prod instead of jnp.prod) or "
        f"make it a static argument{_static_hint(value)}"
    )
    sink.add(Diagnostic(node.line, node.column, codes.TRACED_SHAPE, message))


def numpy_on_traced(
    sink: Sink, source: Source, node: Context, arg: Context, value: Value, function: str
) -> None:
    """A NumPy function that converts its argument, given a tracer."""
    message = (
        f'"{function}" converts its argument to a NumPy array, but '
        f"{_subject(source, arg, value)}{_because(value)}; use the jnp equivalent "
        f"(jnp.{function.rsplit('.', 1)[-1]}) inside traced code"
    )
    sink.add(Diagnostic(node.line, node.column, codes.NUMPY_ON_TRACED, message))


def traced_for_static(
    sink: Sink, source: Source, call: Context, value: Value, param: str, function: str
) -> None:
    """A traced argument for a parameter its function declares `Static[...]`."""
    message = (
        f'"{param}" of "{function}" is declared Static[...], but the argument is traced'
        f"{_because(value)}; pass a Python value (a shape entry, len(x), a static argument) "
        f"or drop the Static mark{_static_hint(value)}"
    )
    sink.add(Diagnostic(call.line, call.column, codes.STATIC_ARG, message))


def nondiff_tracer(sink: Sink, call: Context, value: Value, param: str, function: str) -> None:
    """A tracer passed in a custom_vjp function's nondiff_argnums position."""
    message = (
        f'A traced value is passed for "{param}", a non-differentiable argument '
        f'(nondiff_argnums) of the custom_vjp function "{function}"{_because(value)}; '
        "custom_vjp raises UnexpectedTracerError for a tracer there: pass a Python value, "
        "or make it an ordinary argument and return its cotangent from bwd"
    )
    sink.add(Diagnostic(call.line, call.column, codes.STATIC_ARG, message))


def mapped_scalar(
    sink: Sink, call: Context, value: Value, param: str, transform: Transform
) -> None:
    """A Python number passed where vmap/pmap maps over an axis."""
    what = type(value.const[0]).__name__ if value.const is not None else "number"
    escape = (
        "in_axes=None for it (or static_broadcasted_argnums)"
        if transform.name == "jax.pmap"
        else "in_axes=None for it"
    )
    message = (
        f'A Python {what} is passed for "{param}", which {transform.name} (line '
        f"{transform.line}) maps over an axis; a scalar has none, so {transform.name} raises "
        f"ValueError at this call: give {escape}, close over it, or pass an array with a "
        "leading axis"
    )
    sink.add(Diagnostic(call.line, call.column, codes.STATIC_ARG, message))


_KIND_NAMES = {
    Kind.UNKNOWN: "unknown (the checker cannot tell, so it reports nothing about it)",
    Kind.STATIC: "static (a Python or NumPy value known while tracing)",
    Kind.CONCRETE: "a concrete jax array (unhashable and immutable, but not a tracer)",
    Kind.DIFF: "a differentiated tracer (bool and int work; float and NumPy fail)",
    Kind.TRACED: "traced (an abstract tracer: no concrete value while tracing)",
}


def reveal(sink: Sink, source: Source, node: Context, value: Value, context: str) -> None:
    """The note `reveal_tracedness(x)` asks for."""
    snippet = source.snippet(node) or "value"
    message = f'Tracedness of "{snippet}" in {context}: {_KIND_NAMES[value.kind]}{_because(value)}'
    sink.add(Diagnostic(node.line, node.column, codes.REVEAL, message, "note"))
