"""jax-traced-shape: a tracer where JAX needs a static shape, size, axis or count."""

from __future__ import annotations

from mypy.nodes import Context as Node

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.kinds import Value
from jaxthink_typing.analysis.rules.wording import add, static_hint, subject


def report(ctx: Context, node: Node, arg: Node, value: Value, what: str) -> None:
    message = f"{what} must be static, but {subject(ctx, arg, value)}"
    fix = (
        "compute it from static facts (x.shape, len(x), np.prod/math.prod instead of "
        f"jnp.prod) or make it a static argument{static_hint(value)}"
    )
    add(ctx, node, codes.TRACED_SHAPE, message, value=value, fix=fix)
