"""What `annotate` found: for each public function, each parameter's written mark, the mark
it proposes, and the evidence (the places that need a concrete value)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final, Literal, TypeAlias

from jaxthink_typing.annotate import labels

MarkName: TypeAlias = Literal["static", "traced"]

# What each error code says the parameter reached, as the report names it.
EVIDENCE_KINDS: Final[dict[str, str]] = {
    "jax-traced-shape": "a shape, size or axis",
    "jax-traced-index": "a Python bound or index",
    "jax-traced-slice": "a slice bound",
    "jax-traced-bool": "a Python bool",
    "jax-traced-hash": "a dict key or a hash",
    "jax-traced-conversion": "a Python int or float",
    "jax-static-arg": "a static argument of a transformation",
    "jax-dynamic-shape": "a data-dependent shape",
    "jax-numpy-on-traced": "a NumPy conversion",
    "static-argnames": "a static argument of its own transformation",
}
# The codes of places where JAX needs a concrete value; the others (an in-place update, a
# leaked tracer, a print) say nothing of whether a parameter must be static.
NEEDS_CONCRETE: Final = frozenset(EVIDENCE_KINDS)


@dataclass(frozen=True)
class Evidence:
    """One place that needs the parameter concrete (Static), or one traced use (Traced)."""

    path: str
    line: int
    code: str  # a jax-* code, "static-argnames", or "traced-use"
    message: str

    @property
    def kind(self) -> str:
        return EVIDENCE_KINDS.get(self.code, "traced operations only")

    @property
    def seen(self) -> str:
        """What the parameter was seen used as ("used in an `if`"), else `kind`."""
        return labels.seen(self.code, self.message) or self.kind

    @property
    def shows_int(self) -> bool:
        """Whether the use needs a Python int (a `range` bound, an index, a slice bound)."""
        return labels.int_use(self.code, self.message)

    def as_json(self) -> dict[str, object]:
        return {
            "path": self.path,
            "line": self.line,
            "code": self.code,
            "kind": self.kind,
            "seen": self.seen,
            "message": self.message,
        }


@dataclass
class ParamFinding:
    """One parameter: what its annotation says, and what the analysis proposes."""

    name: str
    written: MarkName | None = None
    proposed: MarkName | None = None
    evidence: list[Evidence] = field(default_factory=list)
    has_default: bool = False
    # Whether a caller could pass a tracer: not a str, a function or a type (by its
    # annotation or a str default), nor a parameter that defaults to None (an option).
    traceable: bool = True

    @property
    def disagrees(self) -> bool:
        """A written Traced that must be static, or a Static the function needs but lacks."""
        return self.proposed == "static" and self.written != "static"

    @property
    def new_mark(self) -> MarkName | None:
        """The mark to add: a proposal where no mark is written."""
        return self.proposed if self.written is None else None

    def as_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "written": self.written,
            "proposed": self.proposed,
            "has_default": self.has_default,
            "evidence": [e.as_json() for e in self.evidence],
        }


@dataclass
class FunctionFinding:
    """One public function or method, where it is defined, and its parameters."""

    module: str  # the module that defines it
    qualname: str  # "f" or "Class.method"
    exported_as: str  # the name a user imports it by: "package.f"
    path: str
    line: int  # the line of its `def`
    kind: str = "function"  # "function", "method", "staticmethod", "classmethod"
    params: list[ParamFinding] = field(default_factory=list)
    # Places the function needs a concrete value that no parameter explains (a jax
    # operation on constants in an `if`): traced or not, the function raises there.
    unattributed: list[Evidence] = field(default_factory=list)
    skipped: str | None = None  # why it was not analysed

    def param(self, name: str) -> ParamFinding | None:
        return next((p for p in self.params if p.name == name), None)

    @property
    def proposals(self) -> list[ParamFinding]:
        return [p for p in self.params if p.new_mark is not None]

    @property
    def disagreements(self) -> list[ParamFinding]:
        return [p for p in self.params if p.disagrees]

    def as_json(self) -> dict[str, object]:
        return {
            "module": self.module,
            "qualname": self.qualname,
            "exported_as": self.exported_as,
            "path": self.path,
            "line": self.line,
            "kind": self.kind,
            "skipped": self.skipped,
            "params": [p.as_json() for p in self.params],
            "unattributed": [e.as_json() for e in self.unattributed],
        }
