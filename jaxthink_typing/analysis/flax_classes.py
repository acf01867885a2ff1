"""Which flax classes a class derives from (by fullname: flax is never imported)."""

from __future__ import annotations

from mypy.nodes import TypeInfo

from jaxthink_typing.analysis import fullnames as fn


def is_linen_module(cls: TypeInfo) -> bool:
    return cls.has_base(fn.LINEN_MODULE)


def is_nnx_module(cls: TypeInfo) -> bool:
    return cls.has_base(fn.NNX_MODULE)


def is_nnx_variable(cls: TypeInfo) -> bool:
    return cls.has_base(fn.NNX_VARIABLE)
