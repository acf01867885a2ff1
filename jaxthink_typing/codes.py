"""The `jax-*` error codes, and the exception JAX raises for each.

`RUNTIME_EXCEPTIONS` is what the runtime suite checks: an example line marked with a
code must make JAX raise exactly one of these classes (by qualified name) there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True)
class Code:
    """One kind of user mistake."""

    name: str
    summary: str
    raises: tuple[str, ...]


TRACED_BOOL: Final = Code(
    "jax-traced-bool",
    "A traced value is used where Python needs a concrete bool",
    ("jax.errors.TracerBoolConversionError",),
)
TRACED_INDEX: Final = Code(
    "jax-traced-index",
    "A traced value is used where Python needs a concrete integer index",
    ("jax.errors.TracerIntegerConversionError",),
)
TRACED_CONVERSION: Final = Code(
    "jax-traced-conversion",
    "A traced value is converted to a Python number or list",
    ("jax.errors.ConcretizationTypeError",),
)
STATIC_ARG: Final = Code(
    "jax-static-arg",
    "A static argument is declared or passed wrongly",
    ("ValueError",),
)

ALL_CODES: Final[tuple[Code, ...]] = (TRACED_BOOL, TRACED_INDEX, TRACED_CONVERSION, STATIC_ARG)
BY_NAME: Final[dict[str, Code]] = {code.name: code for code in ALL_CODES}
