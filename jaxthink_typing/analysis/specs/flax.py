"""Specs of flax's transformations: `flax.nnx` and `flax.linen`'s lifted ones."""

from __future__ import annotations

from jaxthink_typing.analysis.specs.base import (
    Result,
    Role,
    Spec,
    names,
    parse_argnums,
    parse_in_axes,
    parse_linen_scan,
    parse_linen_vmap,
    parse_plain,
    parse_static_args,
    parse_without_static,
)
from jaxthink_typing.analysis.transforms import Level

# nnx.jit: like jax.jit (measured, flax 0.12.8): a Python number, a tuple's items and a
# dict's values are traced unless static_argnums/static_argnames name them; a Module's
# Variables are traced and its Python attributes stay static.
NNX_JIT = Spec(
    "flax.nnx.jit",
    names("flax.nnx.transforms.compilation.jit", "flax.nnx.jit"),
    "nnx.jit",
    Role.WRAPS,
    parse=parse_static_args,
    static_fix='make "{name}" static with nnx.jit(..., static_argnames=("{name}",))',
    compiles=True,
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

_NNX = "flax.nnx.transforms."
# nnx.vmap: like jax.vmap (an in_axes=None argument passes as it is).
NNX_VMAP = Spec(
    "flax.nnx.vmap",
    names(_NNX + "iteration.vmap", "flax.nnx.vmap"),
    "nnx.vmap",
    Role.WRAPS,
    parse=parse_in_axes,
    mapped=True,
    mapped_fix="in_axes=None for it",
    stages=False,
)
# nnx.scan traces every argument, an in_axes=None Python int too (measured).
NNX_SCAN = Spec(
    "flax.nnx.scan", names(_NNX + "iteration.scan", "flax.nnx.scan"), "nnx.scan", Role.WRAPS,
    parse=parse_plain,
)  # fmt: skip
# nnx.remat traces every argument but its static_argnums, even outside jit.
NNX_REMAT = Spec(
    "flax.nnx.remat",
    names(_NNX + "autodiff.remat", "flax.nnx.remat"),
    "nnx.remat",
    Role.WRAPS,
    parse=parse_static_args,
    hashes_static=False,
)


def _nnx_derivative(name: str, result: Result) -> Spec:
    """nnx.grad and nnx.value_and_grad: like jax's (argnums; Module params differentiated)."""
    return Spec(
        f"flax.nnx.{name}",
        names(f"{_NNX}autodiff.{name}", f"flax.nnx.{name}"),
        f"nnx.{name}",
        Role.WRAPS,
        level=Level.DIFF,
        parse=parse_argnums,
        result=result,
        runs_jvp_rules=True,
        reverse=True,
    )


NNX_GRAD = _nnx_derivative("grad", "gradient")
NNX_VALUE_AND_GRAD = _nnx_derivative("value_and_grad", "value_and_gradient")
# nn.vmap: lifted; mapped inputs are traced, keyword arguments pass unchanged.
LINEN_VMAP = Spec(
    "flax.linen.vmap",
    names("flax.linen.transforms.vmap", "flax.linen.vmap"),
    "nn.vmap",
    Role.WRAPS,
    parse=parse_linen_vmap,
    lifts_modules=True,
    traces_keywords=False,
    stages=False,
)


def _linen_checkpoint(name: str) -> Spec:
    """nn.remat (an alias of nn.checkpoint): lifted; every argument it is given is traced,
    keywords too, but its static_argnums (which count self)."""
    return Spec(
        f"flax.linen.{name}",
        names(f"flax.linen.transforms.{name}", f"flax.linen.{name}"),
        f"nn.{name}",
        Role.WRAPS,
        parse=parse_static_args,
        lifts_modules=True,
    )


LINEN_REMAT = _linen_checkpoint("remat")
LINEN_CHECKPOINT = _linen_checkpoint("checkpoint")

SPECS = (
    NNX_JIT,
    NNX_VMAP,
    NNX_SCAN,
    NNX_REMAT,
    NNX_GRAD,
    NNX_VALUE_AND_GRAD,
    LINEN_JIT,
    LINEN_SCAN,
    LINEN_VMAP,
    LINEN_REMAT,
    LINEN_CHECKPOINT,
)
