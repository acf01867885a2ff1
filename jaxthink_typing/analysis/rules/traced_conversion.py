"""jax-traced-conversion: a tracer converted to a Python number or list."""

from __future__ import annotations

import re

from mypy.nodes import Context as Node
from mypy.nodes import Expression, TupleExpr

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.kinds import Value
from jaxthink_typing.analysis.rules.wording import needs_concrete

CONVERT_FIX = (
    "keep it an array (jnp operations), read static facts from .shape/.dtype, "
    "or use jax.debug.print / jax.device_get outside the trace "
    "(host-side code that needs the number: jax.debug.callback)"
)


SERIALIZE_FIX = (
    "serialise the array outside the trace (return it, then jax.device_get or np.asarray "
    "it), or on the host with jax.debug.callback"
)


def math_fix(fullname: str) -> str:
    return f"use jnp.{fullname.rsplit('.', 1)[-1]} (or the jnp equivalent) on arrays"


def format_spec_fix(spec: str) -> str:
    return 'format it outside the trace, or use jax.debug.print("{x:' + spec + '}", x=x)'


def report(ctx: Context, node: Node, value: Value, construct: str, fix: str) -> None:
    needs_concrete(ctx, codes.TRACED_CONVERSION, "value", node, value, construct, fix)


# A printf-style conversion: mapping key, flags, width, precision, length, type.
_PERCENT = re.compile(r"%(\([^)]*\))?[#0\- +]*(\*|\d+)?(?:\.(\*|\d+))?[hlL]?(.)")
_FLOAT_CONVERSIONS = "eEfFgG"


def check_percent_format(ctx: Context, template: str, right: Expression, value: Value) -> None:
    """`"%.4f" % x`: a float conversion calls float() on its argument."""
    conversions: list[str] = []
    for match in _PERCENT.finditer(template):
        key, width, precision, conversion = match.groups()
        if conversion == "%":
            continue
        if key is not None or "*" in (width, precision):
            return  # a mapping or a starred width: the arguments do not line up simply
        conversions.append(match.group(0)[1:])
    if isinstance(right, TupleExpr):
        if value.items is None or len(value.items) != len(right.items):
            return
        pairs = list(zip(right.items, value.items, strict=True))
    else:
        pairs = [(right, value)]
    if len(pairs) != len(conversions):
        return
    for spec, (node, item) in zip(conversions, pairs, strict=True):
        if spec[-1] in _FLOAT_CONVERSIONS and item.is_tracer:
            report(ctx, node, item, f'A "%{spec}" conversion', format_spec_fix(spec))
            return
