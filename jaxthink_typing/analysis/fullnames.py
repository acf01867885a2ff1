"""Fullnames the engine recognises, as mypy resolves them (private paths included).

`tests/test_fullnames.py` checks that each still resolves against the pinned JAX.
"""

from __future__ import annotations

from typing import Final

# Transformations whose function argument is traced (`jax.jit(f)`, `@jax.vmap`).
JIT: Final = frozenset(
    {"jax._src.api.jit", "jax.jit", "jaxthink_typing.runtime.jit", "jaxthink_typing.jit"}
)
VMAP: Final = frozenset({"jax._src.api.vmap", "jax.vmap"})
CHECKPOINT: Final = frozenset(
    {"jax._src.ad_checkpoint.checkpoint", "jax._src.ad_checkpoint.remat", "jax.checkpoint"}
)
PMAP: Final = frozenset({"jax._src.pmap.pmap", "jax.pmap"})
SHARD_MAP: Final = frozenset(
    {"jax._src.shard_map.shard_map", "jax.shard_map", "jax.experimental.shard_map.shard_map"}
)
# flax.linen's lifted transformations: given a Module class (or a method), they trace the
# arguments of its `__call__` (nn.scan: the carry and the scanned inputs, not nn.broadcast
# ones); the module's attributes stay Python values.
LINEN_JIT: Final = frozenset({"flax.linen.transforms.jit", "flax.linen.jit"})
LINEN_SCAN: Final = frozenset({"flax.linen.transforms.scan", "flax.linen.scan"})
LINEN_BROADCAST: Final = frozenset({"flax.core.axes_scan.broadcast", "flax.linen.broadcast"})
# Method decorators that leave the method's body and arguments as they are.
LINEN_METHOD_DECORATORS: Final = frozenset(
    {"flax.linen.module.compact", "flax.linen.compact", "flax.linen.module.nowrap"}
)
# Wrappers that trace arrays and keep every other argument static (equinox's filter_*),
# or whose handling of Python values the engine does not model (flax.nnx.jit).
FILTER_JIT: Final = frozenset(
    {
        "equinox._jit.filter_jit",
        "equinox.filter_jit",
        "equinox._vmap_pmap.filter_vmap",
        "equinox.filter_vmap",
        "flax.nnx.transforms.compilation.jit",
        "flax.nnx.jit",
    }
)
FILTER_GRAD: Final = frozenset(
    {"equinox._ad.filter_grad", "equinox.filter_grad", "equinox._ad.filter_value_and_grad"}
)
CUSTOM_VJP: Final = frozenset({"jax._src.custom_derivatives.custom_vjp", "jax.custom_vjp"})
CUSTOM_DERIVATIVES: Final = CUSTOM_VJP | {
    "jax._src.custom_derivatives.custom_jvp",
    "jax.custom_jvp",
}
# Decorators that call the function they wrap with the caller's arguments.
PASSTHROUGH: Final = frozenset(
    {
        "jax._src.custom_derivatives.custom_jvp",
        "jax._src.custom_derivatives.custom_vjp",
        "jax.custom_jvp",
        "jax.custom_vjp",
        "functools.wraps",
        "jaxthink_typing.runtime.check_static",
        "jaxthink_typing.check_static",
    }
)
EVAL_SHAPE: Final = frozenset({"jax._src.api.eval_shape", "jax.eval_shape"})
MAKE_JAXPR: Final = frozenset({"jax._src.api.make_jaxpr", "jax.make_jaxpr"})
# Differentiation alone: its tracers are concrete enough for `bool` and `int`.
GRAD: Final = frozenset(
    {
        "jax._src.api.grad",
        "jax._src.api.value_and_grad",
        "jax._src.api.jacfwd",
        "jax._src.api.jacrev",
        "jax._src.api.hessian",
    }
)
JVP: Final = frozenset({"jax._src.api.jvp", "jax._src.api.linearize"})
VJP: Final = frozenset({"jax._src.api.vjp"})

# Control flow whose bodies are always traced, even outside jit.
_LOOPS: Final = "jax._src.lax.control_flow.loops."
_CONDS: Final = "jax._src.lax.control_flow.conditionals."
SCAN: Final = frozenset({_LOOPS + "scan", "jax.lax.scan"})
FORI_LOOP: Final = frozenset({_LOOPS + "fori_loop", "jax.lax.fori_loop"})
WHILE_LOOP: Final = frozenset({_LOOPS + "while_loop", "jax.lax.while_loop"})
LAX_MAP: Final = frozenset({_LOOPS + "map", "jax.lax.map"})
ASSOCIATIVE_SCAN: Final = frozenset({_LOOPS + "associative_scan", "jax.lax.associative_scan"})
COND: Final = frozenset({_CONDS + "cond", "jax.lax.cond"})
SWITCH: Final = frozenset({_CONDS + "switch", "jax.lax.switch"})

PARTIAL: Final = "functools.partial"

# Modules whose functions stage their results inside a trace (omnistaging).
JAX_OP_PREFIXES: Final = (
    "jax.numpy.",
    "jax._src.numpy.",
    "jax.lax.",
    "jax._src.lax.",
    "jax.random.",
    "jax._src.random.",
    "jax.nn.",
    "jax._src.nn.",
    "jax.scipy.",
    "jax._src.scipy.",
)

# jax functions whose result is a Python value even inside a trace.
STATIC_RESULT_NAMES: Final = frozenset(
    {
        "shape",
        "ndim",
        "size",
        "result_type",
        "promote_types",
        "can_cast",
        "issubdtype",
        "isdtype",
        "iscomplexobj",
        "isrealobj",
        "isscalar",
        "iterable",
        "finfo",
        "iinfo",
        "dtype",
        "broadcast_shapes",
        "axis_size",
    }
)
STATIC_RESULT_FUNCTIONS: Final = frozenset(
    {
        "jax._src.xla_bridge.device_count",
        "jax._src.xla_bridge.local_device_count",
        "jax._src.xla_bridge.devices",
        "jax._src.xla_bridge.process_index",
        "jax._src.xla_bridge.process_count",
        "jax._src.xla_bridge.default_backend",
        "jax._src.core.typeof",
        "jax._src.tree_util.tree_structure",
        "jax.tree_util.tree_structure",
    }
)

# Attributes of an array that are static even when the array is traced.
STATIC_ARRAY_ATTRS: Final = frozenset(
    {"shape", "ndim", "dtype", "size", "itemsize", "nbytes", "weak_type", "aval"}
)
# Attributes of an array that are arrays of the same kind.
ARRAY_ATTRS: Final = frozenset({"T", "mT", "real", "imag", "at", "flat"})
# jax.Array methods: their result is an array (traced when the array is).
ARRAY_METHODS: Final = frozenset(
    {
        "all", "any", "argmax", "argmin", "argpartition", "argsort", "astype", "choose",
        "clip", "compress", "conj", "conjugate", "copy", "cumprod", "cumsum", "diagonal",
        "dot", "flatten", "max", "mean", "min", "nonzero", "prod", "ptp", "ravel",
        "repeat", "reshape", "round", "searchsorted", "sort", "squeeze", "std", "sum",
        "swapaxes", "take", "trace", "transpose", "var", "view", "block_until_ready",
        "set", "add", "multiply", "divide", "power", "get", "apply",
        "__getitem__",
    }
)  # fmt: skip
# Index updates reached through `x.at[i]`.
AT_METHODS: Final = frozenset(
    {"set", "add", "multiply", "mul", "divide", "power", "min", "max", "get", "apply"}
)

# Python built-ins that need a concrete value.
BOOL_BUILTINS: Final = frozenset({"builtins.bool"})
CONVERSION_BUILTINS: Final = frozenset({"builtins.int", "builtins.float", "builtins.complex"})
INDEX_FUNCTIONS: Final = frozenset(
    {"operator.index", "builtins.hex", "builtins.oct", "builtins.bin", "_operator.index"}
)
COMPARING_BUILTINS: Final = frozenset(
    {"builtins.max", "builtins.min", "builtins.sorted", "builtins.any", "builtins.all"}
)
# math functions that call `__float__`/`__index__` on their argument (all but these).
MATH_NON_CONVERTING: Final = frozenset({"math.prod"})

# jnp functions whose result is a boolean array (a mask).
MASK_RESULT_NAMES: Final = frozenset(
    {
        "isnan", "isinf", "isfinite", "isneginf", "isposinf", "isclose", "signbit",
        "logical_and", "logical_or", "logical_not", "logical_xor",
        "greater", "greater_equal", "less", "less_equal", "equal", "not_equal", "isin",
    }
)  # fmt: skip

REVEAL: Final = frozenset(
    {"jaxthink_typing.reveal.reveal_tracedness", "jaxthink_typing.reveal_tracedness"}
)

# Every function-wrapping transformation, by the fullname mypy's hooks receive.
TRANSFORMATIONS: Final = (
    JIT | VMAP | CHECKPOINT | EVAL_SHAPE | MAKE_JAXPR | GRAD | JVP | VJP | PMAP | SHARD_MAP
)

# NumPy functions whose result is an ndarray (unhashable), not a scalar.
NUMPY_ARRAY_MAKERS: Final = frozenset(
    {
        "array", "asarray", "zeros", "ones", "empty", "full", "arange", "linspace",
        "eye", "identity", "stack", "concatenate", "zeros_like", "ones_like", "full_like",
    }
)  # fmt: skip
