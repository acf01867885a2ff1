"""JAX as the judge of `annotate`'s proposals: each public function is called under
`jax.jit` with one parameter traced at a time.

For a function, every parameter gets a value it runs with eagerly: from the library's
probe table (`<package>/_probes.py`, `PROBES`), else found by `guess_values` (arrays of a
few shapes, small ints, the defaults). Then, under `jax.jit`:

- the control: every argument concrete (closed over) must run, else nothing is proved;
- a proposed Static: that parameter alone traced (the others closed over, the Static ones
  as Python or NumPy values) must raise ("proved"), and running is "wrong";
- the parameters left unmarked (and proposed Traced) that the probe can feed (numbers and
  arrays): all traced at once must run ("ran"; a Traced proposal "proved"); where that
  raises, each alone tells which one raised ("missed": a Static the analysis did not
  propose; a Traced proposal "wrong").

A parameter with no value to feed (a str, a function, None) is "unproved"/"unfed". Only
array leaves are returned from the jitted call, so a function that returns an object (an
optax transformation, a class instance) is judged by its tracing alone.
"""

from __future__ import annotations

import importlib
import inspect
import itertools
import re
import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

_ARRAY_SPEC = re.compile(r"^(f32|i32|bool|u8)\[([0-9, ]*)\]$")
_DTYPES = {"f32": np.float32, "i32": np.int32, "bool": np.bool_, "u8": np.uint8}


@dataclass(frozen=True)
class Probe:
    """One verdict: a proposal ("static"/"traced") or an unmarked parameter (None)."""

    function: str
    param: str
    proposed: str | None
    outcome: str  # "proved", "wrong", "unproved" (proposals); "ran", "missed", "unfed"
    detail: str = ""


class ProbeTimeout(Exception):
    pass


@contextmanager
def time_limit(seconds: int) -> Iterator[None]:
    """Raise ProbeTimeout after `seconds` (a call into a library that never returns)."""

    def expire(signum: int, frame: object) -> None:
        raise ProbeTimeout(f"no answer in {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def make_value(spec: object) -> object:
    """A probe table's value: "f32[3,4]" an array (increasing values in [0.1, 0.9)), a
    callable called."""
    if isinstance(spec, str):
        match = _ARRAY_SPEC.match(spec)
        if match is not None:
            dims = tuple(int(d) for d in match.group(2).replace(" ", "").split(",") if d)
            count = int(np.prod(dims)) if dims else 1
            data = 0.1 + 0.8 * np.arange(count, dtype=np.float64) / count  # increasing
            return jnp.asarray(data.reshape(dims).astype(_DTYPES[match.group(1)]))
        return spec
    if callable(spec):
        return spec()
    return spec


def resolve(module: str, qualname: str) -> Callable[..., Any] | None:
    """The function a finding names (for a method: the plain function, taking self)."""
    try:
        target: Any = importlib.import_module(module)
    except Exception:
        return None
    owner: Any = None
    if qualname.endswith(".__init__"):  # a constructor is probed by calling the class
        qualname = qualname[: -len(".__init__")]
    for part in qualname.split("."):
        owner = target
        target = (
            inspect.getattr_static(target, part, None)
            if inspect.isclass(target)
            else (getattr(target, part, None))
        )
        if target is None:
            return None
    if isinstance(target, staticmethod):
        return target.__func__  # type: ignore[no-any-return]
    if isinstance(target, classmethod):
        return target.__get__(None, owner)  # type: ignore[no-any-return]
    return target if callable(target) else None


def feedable(value: object) -> bool:
    """A value JAX can trace as an argument: a number, an array, a tuple of numbers."""
    if isinstance(value, bool | int | float | complex | np.ndarray | jax.Array | np.generic):
        return True
    return (
        isinstance(value, tuple) and bool(value) and all(isinstance(v, int | float) for v in value)
    )


def static_form(value: object) -> object:
    """The value as a static argument would hold it: a Python or NumPy value."""
    if isinstance(value, jax.Array):
        return np.asarray(value)
    return value


def _arrays_only(out: object) -> list[object]:
    return [leaf for leaf in jax.tree.leaves(out) if isinstance(leaf, jax.Array | np.ndarray)]


class _Caller:
    """Calls one function under jax.jit with some arguments traced."""

    def __init__(
        self,
        func: Callable[..., Any],
        receiver: tuple[object, ...],
        values: dict[str, object],
        static: set[str],
    ) -> None:
        self.func = func
        self.receiver = receiver
        self.values = values
        self.static = static

    def jit(self, traced: list[str]) -> BaseException | None:
        """Run with `traced` traced (the rest closed over); the exception raised, if any."""
        closed = {
            name: static_form(value) if name in self.static else value
            for name, value in self.values.items()
            if name not in traced
        }

        def wrapped(*args: object) -> list[object]:
            kwargs = dict(closed)
            kwargs.update(zip(traced, args, strict=True))
            return _arrays_only(self.func(*self.receiver, **kwargs))

        try:
            with time_limit(60):
                out = jax.jit(wrapped)(*[jnp.asarray(self.values[name]) for name in traced])
                jax.block_until_ready(out)
        except ProbeTimeout as error:
            return error
        except Exception as error:
            return error
        return None


def probe_function(
    finding: dict[str, Any], func: Callable[..., Any], values: dict[str, object]
) -> list[Probe]:
    """The verdicts for one function's proposals and unmarked parameters."""
    name = str(finding["exported_as"])
    params: list[dict[str, Any]] = finding["params"]
    proposals = {p["name"]: p["proposed"] for p in params if p["written"] is None}
    proposals = {k: v for k, v in proposals.items() if v is not None}
    receiver: tuple[object, ...] = ()
    if finding["kind"] == "method" and not str(finding["qualname"]).endswith(".__init__"):
        if "self" not in values:
            return _all(name, params, proposals, "no instance to call the method on")
        receiver = (values["self"],)
    given = {p["name"]: values[p["name"]] for p in params if p["name"] in values}
    missing = [p["name"] for p in params if p["name"] not in given and not p["has_default"]]
    if missing:
        return _all(name, params, proposals, f"no value for {', '.join(missing)}")
    marked = {p["name"] for p in params if "static" in (p["written"], p["proposed"])}
    static = marked & set(given)
    caller = _Caller(func, receiver, given, static)
    control = caller.jit([])
    if control is not None:
        detail = f"does not run under jax.jit with every argument concrete: {_short(control)}"
        return _all(name, params, proposals, detail)
    probes: list[Probe] = []
    for param, proposed in proposals.items():
        if proposed != "static":
            continue
        if param not in given or not feedable(given[param]):
            probes.append(Probe(name, param, "static", "unproved", "no array or number to trace"))
            continue
        raised = caller.jit([param])
        outcome = "proved" if raised is not None else "wrong"
        probes.append(Probe(name, param, "static", outcome, _short(raised)))
    probes.extend(_run_check(name, params, proposals, given, static, caller))
    return probes


def _run_check(
    name: str,
    params: list[dict[str, Any]],
    proposals: dict[str, str],
    given: dict[str, object],
    static: set[str],
    caller: _Caller,
) -> list[Probe]:
    """The parameters not Static: traced together they must run."""
    probes: list[Probe] = []
    fed: list[str] = []
    for param in params:
        if param["name"] in static or param["written"] is not None:
            continue
        proposed = proposals.get(param["name"])
        if param["name"] in given and feedable(given[param["name"]]):
            fed.append(param["name"])
        else:
            outcome = "unproved" if proposed is not None else "unfed"
            probes.append(Probe(name, param["name"], proposed, outcome, "not an array or number"))
    if not fed:
        return probes
    together = caller.jit(fed)
    for param in fed:
        raised = together if together is None else caller.jit([param])
        proposed = proposals.get(param)
        if raised is None:
            outcome = "proved" if proposed is not None else "ran"
        else:
            outcome = "wrong" if proposed is not None else "missed"
        probes.append(Probe(name, param, proposed, outcome, _short(raised)))
    return probes


def _all(
    name: str, params: list[dict[str, Any]], proposals: dict[str, str], detail: str
) -> list[Probe]:
    probes = []
    for param in params:
        if param["written"] is None:
            proposed = proposals.get(param["name"])
            outcome = "unproved" if proposed is not None else "unfed"
            probes.append(Probe(name, param["name"], proposed, outcome, detail))
    return probes


def _short(error: BaseException | None) -> str:
    if error is None:
        return ""
    text = str(error).strip().splitlines()
    return f"{type(error).__name__}: {text[0][:160] if text else ''}"


# ---------------------------------------------------------------- guessing values

_SHAPES: tuple[tuple[int, ...], ...] = ((8,), (4, 4), (16, 16, 3), ())
_INT_BASES = (1, 2, 8)


def guess_values(
    func: Callable[..., Any],
    finding: dict[str, Any],
    receiver: tuple[object, ...] = (),
) -> dict[str, object] | None:
    """Values the function runs with eagerly, found by trying a few layouts: the first
    array-like parameter (or every one) an array of one shape (float32 in [0.1, 0.9), a
    PRNG key for a "key"), the others scalars; the Static ones small distinct ints (or
    their number defaults); other defaults left out. None when no layout runs."""
    try:
        signature = inspect.signature(func)
    except (TypeError, ValueError):
        return None
    params: list[dict[str, Any]] = finding["params"]
    for shape, every, base in itertools.product(_SHAPES, (True, False), _INT_BASES):
        values: dict[str, object] = {}
        arrays = 0
        for index, param in enumerate(params):
            declared = signature.parameters.get(param["name"])
            value = _candidate(param, declared, shape if every or not arrays else (), base + index)
            if value is _LEAVE:
                continue
            key = "key" in param["name"].lower() or "rng" in param["name"].lower()
            if isinstance(value, jax.Array) and value.ndim and not key:
                arrays += 1
            values[param["name"]] = value
        try:
            with time_limit(30):
                out = func(*receiver, **values)
                jax.block_until_ready(_arrays_only(out))
        except Exception:
            continue
        return values
    return None


_LEAVE = object()


def _candidate(
    param: dict[str, Any], declared: inspect.Parameter | None, shape: tuple[int, ...], small: int
) -> object:
    name = param["name"].lower()
    default = declared.default if declared is not None else inspect.Parameter.empty
    has_default = default is not inspect.Parameter.empty
    if "static" in (param["written"], param["proposed"]):
        if has_default and isinstance(default, bool | int | float):
            return default
        return 0 if "axis" in name else small
    if has_default:
        if isinstance(default, int | float) and not isinstance(default, bool):
            return default  # a number JAX traces as given
        return _LEAVE
    if "key" in name or "rng" in name:
        return jax.random.PRNGKey(0)
    return make_value(f"f32[{','.join(str(d) for d in shape)}]")


# ---------------------------------------------------------------- a whole report


def probe_table(package: str) -> dict[str, dict[str, object]]:
    """The `PROBES` table of `<package>._probes`, if the library has one."""
    try:
        module = importlib.import_module(f"{package}._probes")
    except ImportError:
        return {}
    table: dict[str, dict[str, object]] = getattr(module, "PROBES", {})
    return table


def probe_findings(
    functions: list[dict[str, Any]],
    guess: bool = True,
    tables: bool = True,
    extra: dict[str, dict[str, object]] | None = None,
) -> list[Probe]:
    """The verdicts for every analysed function of an `annotate --json` report: values from
    `extra` (a table by qualname, for a library that has none of its own), the library's
    probe table (unless not `tables`), else (with `guess`) found by `guess_values`."""
    known: dict[str, dict[str, dict[str, object]]] = {}
    probes: list[Probe] = []
    for finding in functions:
        if finding["skipped"] is not None:
            continue
        name = str(finding["exported_as"])
        params: list[dict[str, Any]] = finding["params"]
        proposals = {p["name"]: p["proposed"] for p in params if p["written"] is None}
        proposals = {k: v for k, v in proposals.items() if v is not None}
        func = resolve(finding["module"], finding["qualname"])
        if func is None:
            probes.extend(_all(name, params, proposals, "cannot import it"))
            continue
        package = str(finding["module"]).split(".")[0]
        if package not in known:
            known[package] = probe_table(package) if tables else {}
        spec = (extra or {}).get(finding["qualname"], known[package].get(finding["qualname"]))
        values: dict[str, object] | None = None
        if spec is not None:
            values = {key: make_value(value) for key, value in spec.items()}
        elif guess and (finding["kind"] != "method" or finding["qualname"].endswith("__init__")):
            values = guess_values(func, finding)
        if values is None:
            probes.extend(_all(name, params, proposals, "no values it runs with"))
            continue
        probes.extend(probe_function(finding, func, values))
    return probes


def tally(probes: list[Probe]) -> dict[str, int]:
    """Counts: proposals and their verdicts, and the unmarked parameters'."""
    proposals = [p for p in probes if p.proposed is not None]
    unmarked = [p for p in probes if p.proposed is None]
    counts = {
        "proposals": len(proposals),
        "static": sum(1 for p in proposals if p.proposed == "static"),
        "traced": sum(1 for p in proposals if p.proposed == "traced"),
    }
    for outcome in ("proved", "wrong", "unproved"):
        counts[outcome] = sum(1 for p in proposals if p.outcome == outcome)
    for outcome in ("ran", "missed", "unfed"):
        counts[f"unmarked_{outcome}"] = sum(1 for p in unmarked if p.outcome == outcome)
    return counts
