"""Specs of flax's transformations: `flax.nnx` and `flax.linen`'s lifted ones."""

from __future__ import annotations

from jaxthink_typing.analysis.specs.base import (
    Role,
    Spec,
    names,
    parse_first_arg,
    parse_linen_scan,
    parse_without_static,
)

# nnx.jit: Python values are not modelled (like equinox's filter_jit, arrays are traced).
NNX_JIT = Spec(
    "flax.nnx.jit",
    names("flax.nnx.transforms.compilation.jit", "flax.nnx.jit"),
    "flax.jit",
    Role.WRAPS,
    parse=parse_first_arg,
    filtered=True,
)
# flax.linen's lifted transformations: given a Module class (or a method), they trace the
# arguments of its `__call__` (nn.scan: the carry and the scanned inputs, not nn.broadcast
# ones); the module's attributes stay Python values.
LINEN_JIT = Spec(
    "flax.linen.jit",
    names("flax.linen.transforms.jit", "flax.linen.jit"),
    "nn.jit",
    Role.WRAPS,
    parse=parse_without_static,
    lifts_modules=True,
)
LINEN_SCAN = Spec(
    "flax.linen.scan",
    names("flax.linen.transforms.scan", "flax.linen.scan"),
    "nn.scan",
    Role.WRAPS,
    parse=parse_linen_scan,
    lifts_modules=True,
)

SPECS = (NNX_JIT, LINEN_JIT, LINEN_SCAN)
