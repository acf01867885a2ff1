"""jax-numpy-on-traced: a NumPy function that converts its argument, given a tracer."""

from __future__ import annotations

from mypy.nodes import Context as Node

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.kinds import Value
from jaxthink_typing.analysis.rules.wording import add, because, subject


def report(ctx: Context, node: Node, arg: Node, value: Value, function: str) -> None:
    message = (
        f'"{function}" converts its argument to a NumPy array, but '
        f"{subject(ctx, arg, value)}{because(value)}; use the jnp equivalent "
        f"(jnp.{function.rsplit('.', 1)[-1]}) inside traced code, or run the NumPy code on "
        "the host with jax.pure_callback"
    )
    add(ctx, node, codes.NUMPY_ON_TRACED, message)
