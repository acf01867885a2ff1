"""Fullnames the engine recognises, as mypy resolves them (private paths included).

`tests/test_fullnames.py` checks that each still resolves against the pinned JAX.
"""

from __future__ import annotations

from typing import Final

# Transformations are declared in `specs/`; these are the other names the engine knows.

# flax.linen's broadcast marker for nn.scan's in_axes, and its Module base class.
LINEN_BROADCAST: Final = frozenset({"flax.core.axes_scan.broadcast", "flax.linen.broadcast"})
LINEN_MODULE: Final = "flax.linen.module.Module"
NNX_MODULE: Final = "flax.nnx.module.Module"
NNX_PYTREE: Final = "flax.nnx.pytreelib.Pytree"  # what nnx objects derive from
NNX_OPTIMIZER: Final = "flax.nnx.training.optimizer.Optimizer"
NNX_LIST: Final = "flax.nnx.helpers.List"  # a Module that is a list of Modules
# Classes whose instances are sequences (as mypy names them): a list or tuple field, or a
# class deriving from one (`nnx.List` is a `Sequence`).
SEQUENCE_CLASSES: Final = frozenset({"builtins.list", "builtins.tuple", "typing.Sequence"})
TRAIN_STATE: Final = "flax.training.train_state.TrainState"
NNX_VARIABLE: Final = "flax.nnx.variablelib.Variable"  # nnx.Param, BatchStat, ... too
JAX_ARRAY: Final = "jax._src.basearray.Array"
# Decorators that leave the function's body and arguments as they are.
TRANSPARENT_DECORATORS: Final = frozenset(
    {
        "builtins.staticmethod",
        "builtins.classmethod",
        "abc.abstractmethod",
        "typing.overload",
        "typing_extensions.override",
        "typing.override",
        "flax.linen.module.compact",
        "flax.linen.compact",
        "flax.linen.module.nowrap",
    }
)
# Decorators (bare or called) that call the function they wrap with the caller's arguments.
PASSTHROUGH: Final = frozenset(
    {"functools.wraps", "jaxthink_typing.runtime.check_static", "jaxthink_typing.check_static"}
)
# Decorators that hash every argument.
CACHE_DECORATORS: Final = frozenset({"functools.cache", "functools.lru_cache"})

PARTIAL: Final = "functools.partial"

# `with jax.checking_leaks():` a leaked tracer raises when its trace ends (late_leaks.py).
CHECKING_LEAKS: Final = frozenset({"jax.checking_leaks", "jax._src.config.checking_leaks"})
# `with jax.disable_jit():` jitted functions and lax loops run in Python, on concrete values.
DISABLE_JIT: Final = frozenset({"jax.disable_jit", "jax._src.api.disable_jit"})

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
    "jax.ops.",
    "jax._src.ops.",
    "jax.image.",
    "jax._src.image.",
)

# Collectives that return a Python number for Python-number operands (measured:
# `lax.psum(1, "i")` is the axis size as an int, under vmap and jit).
CONSTANT_COLLECTIVES: Final = frozenset({"psum", "pmean"})
# Library pytree classes whose instances hold functions as leaves (jax.jit rejects them;
# equinox's filter_* keep them static): equinox's MLP keeps its activations as fields.
FUNCTION_HOLDING_CLASSES: Final = frozenset({"equinox.nn._mlp.MLP"})
# `jax.tree_util.Partial`: a callable pytree (its function is static, its arguments leaves).
PYTREE_PARTIALS: Final = frozenset({"jax.tree_util.Partial", "jax._src.tree_util.Partial"})
# Operations that map over the leaves of a pytree and give one of the same structure (a
# dict of metrics psum-ed under pmap stays a dict).
TREE_OPS: Final = frozenset(
    {
        "psum",
        "pmean",
        "pmax",
        "pmin",
        "all_gather",
        "ppermute",
        "pshuffle",
        "pswapaxes",
        "all_to_all",
        "psum_scatter",
        "stop_gradient",
        "device_put",
        "block_until_ready",
        "with_sharding_constraint",
        "optimization_barrier",
    }
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

# NumPy functions that call their first argument's method with the others (`np.take(a, i)`
# is `a.take(i)`): given a NumPy array first, that NumPy method converts a tracer among the
# others (TracerArrayConversionError), where a traced first argument's method runs.
NUMPY_FIRST_ARGUMENT_METHODS: Final = frozenset({"numpy.searchsorted", "numpy.take"})
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

# jnp and lax functions that give a Python list of arrays (`parts[0] = ...` is fine).
LIST_RESULT_NAMES: Final = frozenset(
    {"split", "array_split", "hsplit", "vsplit", "dsplit", "meshgrid", "broadcast_arrays"}
)

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

# Packages other than jax whose functions the API model may hold (stubs/).
MODELLED_LIBRARIES: Final = ("optax.",)
# optax optimizers whose `learning_rate` (their first parameter) may be a schedule, which
# `update` calls with the step count (tests/test_optax_schedules.py proves each).
OPTAX_SCHEDULED: Final = frozenset(
    {
        "adam", "adamw", "sgd", "rmsprop", "adagrad", "adabelief", "adafactor", "lamb",
        "lars", "lion", "nadam", "nadamw", "radam", "yogi", "adamax", "adamaxw", "amsgrad",
        "novograd", "noisy_sgd", "scale_by_learning_rate",
    }
)  # fmt: skip
# NumPy functions whose result is an ndarray (unhashable), not a scalar.
NUMPY_ARRAY_MAKERS: Final = frozenset(
    {
        "array", "asarray", "zeros", "ones", "empty", "full", "arange", "linspace",
        "eye", "identity", "stack", "concatenate", "zeros_like", "ones_like", "full_like",
    }
)  # fmt: skip
# NumPy functions whose result is a NumPy array where every argument is a Python or NumPy
# value (given a jax array, some call its own method and give a jax array: `np.cumsum`).
NUMPY_HOST_ARRAYS: Final = NUMPY_ARRAY_MAKERS | frozenset(
    {
        "empty_like", "asanyarray", "ascontiguousarray", "logspace", "geomspace", "repeat",
        "tile", "vstack", "hstack", "column_stack", "dstack", "outer", "kron", "diag",
        "triu", "tril", "flip", "fliplr", "flipud", "rot90", "roll", "sort", "argsort",
        "cumsum", "cumprod", "diff", "ravel", "atleast_1d", "atleast_2d", "broadcast_to",
        "argwhere", "flatnonzero", "bincount", "append", "insert", "delete", "convolve",
        "correlate",
    }
)  # fmt: skip
# NumPy's elementwise functions: on Python numbers they make a NumPy scalar
# (`np.ceil(dim / 2)` is a numpy.float64), on a NumPy array an array.
NUMPY_ELEMENTWISE: Final = frozenset(
    {
        "abs", "absolute", "ceil", "floor", "rint", "round", "around", "trunc", "fix", "sqrt",
        "cbrt", "square", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sin",
        "cos", "tan", "arcsin", "arccos", "arctan", "arctan2", "sinh", "cosh", "tanh",
        "sign", "power", "float_power", "maximum", "minimum", "fmax", "fmin", "add",
        "subtract", "multiply", "divide", "true_divide", "floor_divide", "mod", "remainder",
        "fmod", "hypot", "negative", "reciprocal", "deg2rad", "rad2deg", "radians",
        "degrees", "clip",
    }
)  # fmt: skip
# NumPy's scalar types, whose call makes a NumPy scalar (`np.int32(n)`).
NUMPY_SCALAR_TYPES: Final = frozenset(
    f"numpy.{name}"
    for name in (
        "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "intc",
        "intp", "uintp", "int_", "float16", "float32", "float64", "double", "single", "half",
        "longlong", "ulonglong", "complex64", "complex128", "bool_", "bool",
    )
)  # fmt: skip


def shown_name(fullname: str) -> str:
    """`jax._src.lax.lax.reshape` -> `lax.reshape`: a jax function's name in messages."""
    short = fullname.rsplit(".", 1)[-1]
    if fullname.startswith("jax._src.lax."):
        return "lax." + short
    return "jax." + short
