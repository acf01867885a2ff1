"""The `jax-*` error codes, and the exception JAX raises for each.

`Code.raises` is what the runtime suite checks: an example line marked with a code must
make JAX raise exactly one of these classes (by qualified name) there. A code whose
severity is "note" reports code that runs but does not do what it seems to.
"""

from __future__ import annotations

from typing import Final, NamedTuple


class Code(NamedTuple):
    """One kind of user mistake. (A named tuple: a frozen dataclass took 0.5 ms to make,
    on every run, warm ones included.)"""

    name: str
    summary: str
    raises: tuple[str, ...]
    severity: str = "error"


TRACED_BOOL: Final = Code(
    "jax-traced-bool",
    "A traced value is used where Python needs a concrete bool",
    # ValueError: the same test on a traced array of more than one element (ambiguous).
    ("jax.errors.TracerBoolConversionError", "ValueError"),
)
TRACED_INDEX: Final = Code(
    "jax-traced-index",
    "A traced value is used where Python needs a concrete integer index",
    ("jax.errors.TracerIntegerConversionError",),
)
TRACED_CONVERSION: Final = Code(
    "jax-traced-conversion",
    "A traced value is converted to a Python number or list",
    # TypeError: a format spec (f"{x:.4f}") on a tracer, which has no numeric __format__.
    # bytes() of an integer tracer goes through __index__ (measured, JAX 0.10.2)
    ("jax.errors.ConcretizationTypeError", "TypeError", "jax.errors.TracerIntegerConversionError"),
)
STATIC_ARG: Final = Code(
    "jax-static-arg",
    "A static argument is declared or passed wrongly",
    # ValueError for a bad jit configuration or an unhashable value; a traced value passed
    # for a Static[...] parameter fails where the callee uses it as a static value, or in
    # check_static's own StaticArgumentError; custom_vjp rejects a tracer in a
    # nondiff_argnums position with UnexpectedTracerError.
    (
        "ValueError",
        "TypeError",
        "jax.errors.ConcretizationTypeError",
        "jax.errors.TracerIntegerConversionError",
        "jax.errors.TracerBoolConversionError",
        "jax.errors.UnexpectedTracerError",
        "jaxthink_typing.runtime.StaticArgumentError",
    ),
)

TRACED_SHAPE: Final = Code(
    "jax-traced-shape",
    "A traced value is used where JAX needs a static shape, size, axis or count",
    (
        "TypeError",
        "ValueError",
        "jax.errors.ConcretizationTypeError",
        "jax.errors.TracerIntegerConversionError",
        "jax.errors.TracerBoolConversionError",
        "jax.errors.TracerArrayConversionError",
    ),
)
TRACED_SLICE: Final = Code(
    "jax-traced-slice",
    "A slice has a traced bound",
    ("IndexError", "jax.errors.TracerIntegerConversionError"),
)
DYNAMIC_SHAPE: Final = Code(
    "jax-dynamic-shape",
    "An operation whose output shape depends on traced data",
    (
        "jax.errors.NonConcreteBooleanIndexError",
        "jax.errors.ConcretizationTypeError",
        # jnp.compress without size converts its mask to bool (measured, JAX 0.10.2)
        "jax.errors.TracerBoolConversionError",
    ),
)
NUMPY_ON_TRACED: Final = Code(
    "jax-numpy-on-traced",
    "A NumPy function converts a traced value to a NumPy array",
    # ValueError: a traced scalar stored into a NumPy array (`buf[i] = x`, measured)
    ("jax.errors.TracerArrayConversionError", "ValueError"),
)
INPLACE_UPDATE: Final = Code(
    "jax-inplace-update",
    "A jax array is updated in place; jax arrays are immutable",
    ("TypeError",),
)
TRACED_HASH: Final = Code(
    "jax-traced-hash",
    "A jax array or tracer is hashed (a set element, a dict key, a cache argument)",
    ("TypeError",),
)
TRACER_LEAK: Final = Code(
    "jax-tracer-leak",
    "A traced value is stored where it outlives the trace",
    # Exception: "Leaked trace ...", at the transformed call inside `jax.checking_leaks()`;
    # TraceContextError: an nnx object made outside the trace changed inside it.
    ("jax.errors.UnexpectedTracerError", "Exception", "flax.errors.TraceContextError"),
)
TRACED_PRINT: Final = Code(
    "jax-traced-print",
    "print/f-string/logging of a traced value shows a tracer, not data",
    (),
    severity="note",
)
RECOMPILE: Final = Code(
    "jax-recompile",
    "jit compiles the same function again: a new function object, or a static argument, "
    "argument type or shape that changes",
    (),
    severity="note",
)

ALL_CODES: Final[tuple[Code, ...]] = (
    TRACED_BOOL,
    TRACED_INDEX,
    TRACED_CONVERSION,
    STATIC_ARG,
    TRACED_SHAPE,
    TRACED_SLICE,
    DYNAMIC_SHAPE,
    NUMPY_ON_TRACED,
    INPLACE_UPDATE,
    TRACED_HASH,
    TRACER_LEAK,
    TRACED_PRINT,
    RECOMPILE,
)
# Not a rule: the note `reveal_tracedness(x)` produces.
REVEAL: Final = Code(
    "jax-reveal", "The kind of a value, as reveal_tracedness() shows it", (), "note"
)
# Not a rule either: the note that the analysis stopped early (calls nested too deep).
ANALYSIS_LIMIT: Final = Code(
    "jax-analysis-limit",
    "The analysis stopped early: what lies beyond the limit is not checked",
    (),
    "note",
)
BY_NAME: Final[dict[str, Code]] = {code.name: code for code in ALL_CODES}
# Every code the plugin can put on a report: the rules, then the two notes outside them.
EMITTED_CODES: Final[tuple[Code, ...]] = (*ALL_CODES, REVEAL, ANALYSIS_LIMIT)
NOTE_NAMES: Final = frozenset(c.name for c in ALL_CODES if c.severity == "note")
