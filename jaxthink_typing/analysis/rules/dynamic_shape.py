"""jax-dynamic-shape: an operation whose output shape depends on traced data."""

from __future__ import annotations

from mypy.nodes import Context as Node

from jaxthink_typing import codes
from jaxthink_typing.analysis.context import Context
from jaxthink_typing.analysis.kinds import Value
from jaxthink_typing.analysis.rules.wording import add, subject


def boolean_mask(ctx: Context, node: Node, mask: Node, value: Value) -> None:
    """Indexing with a traced boolean mask."""
    message = (
        f"A boolean mask index gives a shape that depends on the data, but "
        f"{subject(ctx, mask, value)}"
    )
    fix = (
        "use jnp.where(mask, x, 0) (or a masked reduction such as jnp.sum(x, where=mask)), "
        "or jnp.nonzero(mask, size=n)"
    )
    add(ctx, node, codes.DYNAMIC_SHAPE, message, value=value, fix=fix)


def report(ctx: Context, node: Node, value: Value, function: str, unless: str = "size") -> None:
    """A function whose output shape depends on traced data, called without `size=` (or
    the parameter named by the model's `unless`, such as `length=` of `jnp.bincount`)."""
    fix = (
        "pass size=... (and fill_value=...) for a static shape, or use jnp.where(mask, x, 0)"
        if unless == "size"
        else f"pass a static {unless}=... (the largest size it can take)"
    )
    message = f'"{function}" returns a data-dependent shape, but {subject(ctx, node, value)}'
    add(ctx, node, codes.DYNAMIC_SHAPE, message, value=value, fix=fix)
