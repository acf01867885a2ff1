"""jax-traced-conversion: a tracer converted to a Python number or list."""

from __future__ import annotations

from mypy.nodes import Context as Node

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.kinds import Value
from jaxthink_typing.analysis.rules.wording import needs_concrete

CONVERT_FIX = (
    "keep it an array (jnp operations), read static facts from .shape/.dtype, "
    "or use jax.debug.print / jax.device_get outside the trace "
    "(host-side code that needs the number: jax.debug.callback)"
)


def math_fix(fullname: str) -> str:
    return f"use jnp.{fullname.rsplit('.', 1)[-1]} (or the jnp equivalent) on arrays"


def format_spec_fix(spec: str) -> str:
    return 'format it outside the trace, or use jax.debug.print("{x:' + spec + '}", x=x)'


def report(ctx: Context, node: Node, value: Value, construct: str, fix: str) -> None:
    needs_concrete(ctx, codes.TRACED_CONVERSION, "value", node, value, construct, fix)
