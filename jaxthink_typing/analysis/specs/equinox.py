"""Specs of equinox's filtered transformations: arrays are traced, the rest stays static."""

from __future__ import annotations

from jaxthink_typing.analysis.specs.base import Role, Spec, names, parse_first_arg
from jaxthink_typing.analysis.transforms import Level


def _filtered(
    module: str,
    name: str,
    level: Level = Level.ABSTRACT,
    reverse: bool = False,
    stages: bool = True,
    compiles: bool = False,
) -> Spec:
    return Spec(
        f"equinox.{name}",
        names(f"equinox.{module}.{name}", f"equinox.{name}"),
        f"equinox.{name}",
        Role.WRAPS,
        level=level,
        parse=parse_first_arg,
        filtered=True,
        reverse=reverse,
        stages=stages,
        compiles=compiles,
        runs_jvp_rules=reverse,  # a derivative runs custom_vjp's fwd and bwd, as grad does
    )


FILTER_JIT = _filtered("_jit", "filter_jit", compiles=True)
FILTER_VMAP = _filtered("_vmap_pmap", "filter_vmap", stages=False)
FILTER_GRAD = _filtered("_ad", "filter_grad", Level.DIFF, reverse=True)
FILTER_VALUE_AND_GRAD = _filtered("_ad", "filter_value_and_grad", Level.DIFF, reverse=True)

FILTER_PMAP = _filtered("_vmap_pmap", "filter_pmap")
FILTER_CHECKPOINT = _filtered("_ad", "filter_checkpoint")  # traces even outside jit

SPECS = (
    FILTER_JIT,
    FILTER_VMAP,
    FILTER_PMAP,
    FILTER_GRAD,
    FILTER_VALUE_AND_GRAD,
    FILTER_CHECKPOINT,
)
