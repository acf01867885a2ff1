"""Specs of `jax.*` transformations (and `jaxthink_typing.jit`, which is jax.jit)."""

from __future__ import annotations

from jaxthink_typing.analysis.specs.base import (
    ArgRef,
    Body,
    Rest,
    Result,
    Role,
    Signature,
    Spec,
    names,
    parse_argnums,
    parse_first_arg,
    parse_in_axes,
    parse_in_specs,
    parse_pmap,
    parse_static_args,
)
from jaxthink_typing.analysis.transforms import Level

_API = "jax._src.api."
_JIT_FIX = 'make "{name}" static with static_argnames=("{name}",)'

JIT = Spec(
    "jax.jit",
    names(_API + "jit", "jax.jit"),
    "jax.jit",
    Role.WRAPS,
    parse=parse_static_args,
    signature=Signature.KEEP,
    static_fix=_JIT_FIX,
    raises_late=True,
    compiles=True,
)
JAXTHINK_JIT = Spec(
    "jaxthink_typing.jit",
    names("jaxthink_typing.runtime.jit", "jaxthink_typing.jit"),
    "jaxthink_typing.jit",
    Role.WRAPS,
    parse=parse_static_args,
    signature=Signature.KEEP,
    static_fix='annotate "{name}" as Static[...]',
    marks_are_static=True,
    raises_late=True,
    compiles=True,
)
VMAP = Spec(
    "jax.vmap",
    names(_API + "vmap", "jax.vmap"),
    "jax.vmap",
    Role.WRAPS,
    parse=parse_in_axes,
    signature=Signature.MAPPED,
    mapped=True,
    mapped_fix="in_axes=None for it",
    stages=False,
    positional=("in_axes", "out_axes", "axis_name", "axis_size", "spmd_axis_name"),
)
PMAP = Spec(
    "jax.pmap",
    names("jax._src.pmap.pmap", "jax.pmap"),
    "jax.pmap",
    Role.WRAPS,
    parse=parse_pmap,
    mapped=True,
    mapped_fix="in_axes=None for it (or static_broadcasted_argnums)",
    static_positional=True,
)
CHECKPOINT = Spec(
    "jax.checkpoint",
    names("jax._src.ad_checkpoint.checkpoint", "jax.checkpoint"),
    "jax.checkpoint",
    Role.WRAPS,
    parse=parse_static_args,
    hashes_static=False,
)
REMAT = Spec(
    "jax.remat",
    names("jax._src.ad_checkpoint.remat", "jax.remat"),
    "jax.remat",
    Role.WRAPS,
    parse=parse_static_args,
    hashes_static=False,
)
SHARD_MAP = Spec(
    "jax.shard_map",
    names("jax._src.shard_map.shard_map", "jax.shard_map", "jax.experimental.shard_map.shard_map"),
    "jax.shard_map",
    Role.WRAPS,
    level=Level.EAGER,  # eagerly only its sharded inputs are tracers; under jit, all are
    parse=parse_in_specs,
)
MAKE_JAXPR = Spec(
    "jax.make_jaxpr",
    names(_API + "make_jaxpr", "jax.make_jaxpr"),
    "jax.make_jaxpr",
    Role.WRAPS,
    parse=parse_static_args,
    positional=("static_argnums",),
)
EVAL_SHAPE = Spec(
    "jax.eval_shape",
    names(_API + "eval_shape", "jax.eval_shape"),
    "jax.eval_shape",
    Role.CALLS_NOW,
    parse=parse_static_args,
)


# checkify.checkify: its function gets its arguments as they are (measured eagerly: an
# array, a NumPy scalar, a Python bool); under jax.jit they are jit's tracers. Returns
# `(error, result)`.
CHECKIFY = Spec(
    "jax.experimental.checkify.checkify",
    names("jax._src.checkify.checkify", "jax.experimental.checkify.checkify"),
    "checkify.checkify",
    Role.WRAPS,
    level=Level.EAGER,
    parse=parse_first_arg,
    stages=False,
    result="error_and_value",
    passes_arguments=True,
)


def _derivative(name: str, **extra: object) -> Spec:
    """grad and friends: differentiated tracers, concrete enough for bool and int."""
    return Spec(
        f"jax.{name}",
        names(_API + name, f"jax.{name}"),
        f"jax.{name}",
        Role.WRAPS,
        level=Level.DIFF,
        parse=parse_argnums,
        runs_jvp_rules=True,
        positional=("argnums", "has_aux", "holomorphic", "allow_int", "reduce_axes"),
        **extra,  # type: ignore[arg-type]
    )


GRAD = _derivative("grad", signature=Signature.GRADIENT, result="gradient", reverse=True)
VALUE_AND_GRAD = _derivative(
    "value_and_grad",
    signature=Signature.VALUE_AND_GRADIENT,
    result="value_and_gradient",
    reverse=True,
)
JACFWD = _derivative("jacfwd", result="gradient")
JACREV = _derivative("jacrev", result="gradient", reverse=True)
HESSIAN = _derivative("hessian", result="gradient", reverse=True)  # jacfwd of jacrev


def _calls_now(name: str, runs_jvp_rules: bool, reverse: bool = False) -> Spec:
    """jvp, linearize and vjp call their function at once with differentiated tracers."""
    return Spec(
        f"jax.{name}",
        names(_API + name, f"jax.{name}"),
        f"jax.{name}",
        Role.CALLS_NOW,
        level=Level.DIFF,
        parse=parse_static_args,
        runs_jvp_rules=runs_jvp_rules,
        reverse=reverse,
    )


JVP = _calls_now("jvp", runs_jvp_rules=False)  # the caller gives the tangents
LINEARIZE = _calls_now("linearize", runs_jvp_rules=True)
VJP = _calls_now("vjp", runs_jvp_rules=True, reverse=True)  # the pullback transposes

CUSTOM_JVP = Spec(
    "jax.custom_jvp",
    names("jax._src.custom_derivatives.custom_jvp", "jax.custom_jvp"),
    "jax.custom_jvp",
    Role.CUSTOM_DERIVATIVE,
)
CUSTOM_VJP = Spec(
    "jax.custom_vjp",
    names("jax._src.custom_derivatives.custom_vjp", "jax.custom_vjp"),
    "jax.custom_vjp",
    Role.CUSTOM_DERIVATIVE,
    vjp=True,
)

# Callbacks run a Python function on the host with concrete arrays: nothing in it is
# traced, so they are the fix for host-side code (NumPy, float(), Python control flow).


def _callback(key: str, fullname: str, first_input: int, result: Result = "same") -> Spec:
    return Spec(
        key,
        names(fullname, key),
        key,
        Role.CALLBACK,
        level=Level.EAGER,
        result=result,
        bodies=(Body(ArgRef(0, "callback"), "the callback", (Rest(first_input),)),),
    )


PURE_CALLBACK = _callback("jax.pure_callback", "jax._src.callback.pure_callback", 2)
IO_CALLBACK = _callback("jax.experimental.io_callback", "jax._src.callback.io_callback", 2)
DEBUG_CALLBACK = _callback(
    "jax.debug.callback", "jax._src.debugging.debug_callback", 1, result="none"
)
# `with jax.ensure_compile_time_eval():` jax operations on static values are concrete.
COMPILE_TIME_EVAL = Spec(
    "jax.ensure_compile_time_eval",
    # `jax._src.core.eval_context()`: the form JAX's own tests use; the same for constants
    # (a tracer of the trace around it used inside raises instead: not modelled).
    names(
        "jax._src.core.ensure_compile_time_eval",
        "jax.ensure_compile_time_eval",
        "jax._src.core.eval_context",
    ),
    "jax.ensure_compile_time_eval",
    Role.COMPILE_TIME,
)

SPECS = (
    PURE_CALLBACK,
    IO_CALLBACK,
    DEBUG_CALLBACK,
    COMPILE_TIME_EVAL,
    JIT,
    JAXTHINK_JIT,
    VMAP,
    PMAP,
    CHECKPOINT,
    REMAT,
    SHARD_MAP,
    MAKE_JAXPR,
    EVAL_SHAPE,
    CHECKIFY,
    GRAD,
    VALUE_AND_GRAD,
    JACFWD,
    JACREV,
    HESSIAN,
    JVP,
    LINEARIZE,
    VJP,
    CUSTOM_JVP,
    CUSTOM_VJP,
)
