"""jax-numpy-on-traced: a NumPy function that converts its argument, given a tracer."""

from __future__ import annotations

from mypy.nodes import Context as Node

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.kinds import Value
from jaxthink_typing.analysis.rules.wording import add, quoted, subject


def report(ctx: Context, node: Node, arg: Node, value: Value, function: str) -> None:
    message = f'"{function}" converts its argument to a NumPy array, but {subject(ctx, arg, value)}'
    add(ctx, node, codes.NUMPY_ON_TRACED, message, value=value, fix=_fix(function))


def _fix(function: str) -> str:
    """The jax counterpart of a NumPy or SciPy function: `jnp.linalg.norm` for
    numpy.linalg.norm; jax.random, with a key, for numpy.random; `jax.scipy.special.expit`
    for scipy.special.expit."""
    path = function.removeprefix("numpy.").split(".")
    if path[0] == "scipy":
        equivalent = f"jax.{function}"
    elif path[0] == "random":
        equivalent = f"jax.random.{path[-1]} with a PRNG key"
    elif any(part.startswith("_") for part in path):
        equivalent = f"jnp.{path[-1]}"
    else:
        equivalent = "jnp." + ".".join(path)
    return (
        f"use the jax equivalent ({equivalent}) inside traced code, or "
        "run the NumPy code on the host with jax.pure_callback"
    )


def report_items(ctx: Context, node: Node, arg: Node, value: Value, function: str) -> None:
    """`np.concatenate([h, x])`: NumPy converts each item of the list or tuple."""
    snippet = ctx.source.snippet(arg)
    shown = quoted(snippet) if snippet else "its argument"
    message = f'"{function}" converts each item of {shown} to a NumPy array, but one is traced'
    add(ctx, node, codes.NUMPY_ON_TRACED, message, value=value, fix=_fix(function))


def report_index(ctx: Context, node: Node, index: Node, value: Value) -> None:
    """A NumPy array indexed by a tracer converts the index with `__array__`."""
    message = f"A NumPy array is indexed here, but the index {subject(ctx, index, value)}"
    notes = ("NumPy converts its index to a NumPy array, which a tracer refuses",)
    fix = "index a jax array instead (jnp.asarray(table)[i]) or make the index static"
    add(ctx, node, codes.NUMPY_ON_TRACED, message, value=value, fix=fix, notes=notes)


def report_store(ctx: Context, node: Node, value: Value) -> None:
    """`buf[i] = x` into a NumPy array: NumPy converts the tracer (ValueError for a scalar,
    TracerArrayConversionError for an array; under grad alone too)."""
    snippet = ctx.source.snippet(node)
    shown = quoted(snippet) if snippet else "a NumPy array's item"
    message = f"A tracer is stored into {shown}, an item of a NumPy array"
    notes = ("NumPy converts what it stores to a number or an array, which a tracer refuses",)
    fix = "build the result with jnp (jnp.stack, x.at[i].set(v)) or store it on the host"
    add(ctx, node, codes.NUMPY_ON_TRACED, message, value=value, fix=fix, notes=notes)


def report_sequence(ctx: Context, node: Node, arg: Node, value: Value, function: str) -> None:
    """`jnp.ndim([x, y])`: a list or tuple argument goes through `np.asarray`."""
    snippet = ctx.source.snippet(arg)
    shown = quoted(snippet) if snippet else "it"
    message = (
        f'"{function}" of a Python list or tuple converts it to a NumPy array, but {shown} '
        "holds a tracer"
    )
    fix = "stack it first (jnp.stack) or use len() and the shapes of its items"
    add(ctx, node, codes.NUMPY_ON_TRACED, message, value=value, fix=fix)
