"""The model-proof test: JAX itself proves every entry of the API model in
`stubs/`.

The cases are generated from the loaded model and the samples in `tests/model_probes.py`:

- each entry has probes, its parameters match the real function's signature, and every
  probe variant runs eagerly and under `jax.jit` with nothing traced;
- a `Static` parameter passed into `jax.jit` as a traced argument (everything else fixed)
  makes JAX raise TypeError, ValueError or IndexError (or a subclass);
- a `@static_unless(param="other")` parameter is proved on both sides: it raises traced in a probe
  without `other`, and runs traced in a probe that gives `other`;
- any other parameter with an array or number sample runs when traced;
- `@converts` NumPy and SciPy functions raise TracerArrayConversionError on a traced first argument,
  the other NumPy functions run;
- `@dynamic_shape` functions raise without `size=` (or their `unless=` parameter) on traced
  data and run with it;
- a `-> Static[...]` result is no tracer, even when computed from traced arrays.

The last test prints a summary line.
"""

from __future__ import annotations

import importlib
import inspect
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import jax
import numpy as np
import pytest

from jaxthink_typing.analysis.model import (
    FunctionModel,
    ParamModel,
    load_model,
)
from jaxthink_typing.model_cache import bundled_model_dir
from tests.model_probes import PROBES, ByType, Fixed, Skip, Variant

MODEL = load_model([bundled_model_dir()])
ENTRIES = sorted(MODEL.functions.values(), key=lambda f: f.fullname)
STAND_IN = np.int32(1)  # what a traced value looks like where a dtype or string belongs
STATIC_ERRORS = (TypeError, ValueError, IndexError)
DYNAMIC_ERRORS = (jax.errors.ConcretizationTypeError, jax.errors.NonConcreteBooleanIndexError)

TALLY: Counter[str] = Counter()
RAISED: Counter[str] = Counter()
SKIPPED: list[str] = []


def resolve(fullname: str) -> Any:
    parts = fullname.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj: Any = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for part in parts[cut:]:
            obj = getattr(obj, part)
        return obj
    raise LookupError(fullname)


def is_method(fn: FunctionModel) -> bool:
    return fn.fullname.startswith("jax.Array.")


def plain(sample: object) -> object:
    return sample.value if isinstance(sample, ByType | Fixed | Skip) else sample


def numeric(sample: object) -> bool:
    """Whether a sample is an array or number (or a tuple of them) that jit can trace."""
    leaves = jax.tree.leaves(sample)
    kinds = np.ndarray | np.generic | jax.Array | int | float | complex
    return bool(leaves) and all(isinstance(leaf, kinds) for leaf in leaves)


def call(fn: FunctionModel, variant: Variant, replaced: dict[str, object]) -> Any:
    """Call the real function with the variant's samples, some of them replaced."""
    values = {name: replaced.get(name, plain(sample)) for name, sample in variant.items()}
    if is_method(fn):
        target = getattr(values.pop("self"), fn.fullname.rsplit(".", 1)[1])
    else:
        target = resolve(fn.fullname)
    args: list[object] = []
    kwargs: dict[str, object] = {}
    positional = True
    for param in fn.params:
        if param.name not in values:
            positional = positional and param.kind not in ("pos", "pos_or_kw")
            continue
        value = values.pop(param.name)
        if param.kind == "var_pos":
            assert positional, f"{param.name}: a gap before *{param.name}"
            args.extend(value)  # type: ignore[call-overload]
        elif param.kind == "pos" or (param.kind == "pos_or_kw" and positional):
            assert positional, f"{param.name}: positional-only after a gap"
            args.append(value)
        else:
            kwargs[param.name] = value
    assert not values, f"samples for parameters the model does not list: {sorted(values)}"
    return target(*args, **kwargs)


def run_jit(fn: FunctionModel, variant: Variant, traced: dict[str, object]) -> list[Any]:
    """Trace and lower the call under `jax.jit`, `traced` passed in as traced arguments.

    Tracing is where JAX decides whether a value must be concrete; lowering catches the
    rest of what would fail before the compiled program runs. Returns the call's results.
    """
    results: list[Any] = []

    def body(args: dict[str, object]) -> list[Any]:
        results.append(call(fn, variant, args))
        return [leaf for leaf in jax.tree.leaves(results[-1]) if isinstance(leaf, jax.Array)]

    jax.jit(body).trace(traced).lower()
    return results


def lifted(param: ParamModel, variant: Variant) -> bool:
    """Whether the variant gives the parameter that lifts a `@static_unless` condition."""
    if param.unless is None or param.unless not in variant:
        return False
    return plain(variant[param.unless]) not in (None, False)


def traceable_names(fn: FunctionModel, variant: Variant) -> list[str]:
    params = {p.name: p for p in fn.params}
    return [
        name
        for name, sample in variant.items()
        if name in params
        and (not params[name].static or lifted(params[name], variant))
        and not isinstance(sample, Fixed | Skip | ByType)
        and numeric(sample)
    ]


def record_raise(err: BaseException) -> str:
    name = type(err).__name__
    module = type(err).__module__
    qualified = name if module == "builtins" else f"jax.errors.{name}"
    RAISED[qualified] += 1
    return qualified


# ---------------------------------------------------------------- case generation


def _cases() -> Iterator[tuple[str, Any]]:
    for fn in ENTRIES:
        for index, variant in enumerate(PROBES.get(fn.fullname, [])):
            tag = f"{fn.fullname}[{index}]"
            for param in fn.params:
                sample = variant.get(param.name)
                if sample is None or isinstance(sample, Fixed):
                    continue
                if param.static and not lifted(param, variant):
                    yield "static", pytest.param(fn, variant, param.name, id=f"{tag}:{param.name}")
            if not fn.converts:
                for name in traceable_names(fn, variant):
                    yield "traceable", pytest.param(fn, variant, name, id=f"{tag}:{name}")


CASES = list(_cases())


def _of(kind: str) -> list[Any]:
    return [case for k, case in CASES if k == kind]


def _ids(selector: Callable[[FunctionModel], bool]) -> list[Any]:
    return [pytest.param(fn, id=fn.fullname) for fn in ENTRIES if selector(fn)]


# ---------------------------------------------------------------- tests


def test_model_loads_without_problems() -> None:
    assert MODEL.problems == []
    assert len(MODEL.functions) >= 150


@pytest.mark.parametrize("fn", _ids(lambda fn: True))
def test_entry_is_probed(fn: FunctionModel) -> None:
    """Every entry has probes that run eagerly and under jit, and cover its Static params."""
    variants = PROBES.get(fn.fullname)
    assert variants, f"{fn.fullname} has no probe: add one to tests/model_probes.py"
    for variant in variants:
        result = call(fn, variant, {})
        jax.block_until_ready([x for x in jax.tree.leaves(result) if isinstance(x, jax.Array)])
        run_jit(fn, variant, {})
    for param in fn.params:
        if not param.static:
            continue
        samples = [variant[param.name] for variant in variants if param.name in variant]
        proving = [s for s in samples if not isinstance(s, Fixed | Skip)]
        skips = [s for s in samples if isinstance(s, Skip)]
        assert proving or skips, (
            f"Static parameter {param.name!r} has no sample: add one, ByType(...) or Skip(...)"
        )
        SKIPPED.extend(f"{fn.fullname}:{param.name} ({s.reason})" for s in skips)
        if param.unless is not None:
            sides = {lifted(param, v) for v in variants if param.name in v}
            assert sides == {True, False}, (
                f"{param.name!r} is static unless {param.unless!r} is given: probe both sides"
            )
    TALLY["entries"] += 1


@pytest.mark.parametrize("fn", _ids(lambda fn: True))
def test_entry_matches_signature(fn: FunctionModel) -> None:
    """Names, kinds and order of the model's parameters are the real function's."""
    try:
        signature = inspect.signature(resolve(fn.fullname))
    except (TypeError, ValueError) as err:
        pytest.skip(f"no signature: {err}")
    kinds = {
        inspect.Parameter.POSITIONAL_ONLY: "pos",
        inspect.Parameter.POSITIONAL_OR_KEYWORD: "pos_or_kw",
        inspect.Parameter.KEYWORD_ONLY: "kw",
        inspect.Parameter.VAR_POSITIONAL: "var_pos",
        inspect.Parameter.VAR_KEYWORD: "var_kw",
    }
    real = [
        (p.name, kinds[p.kind], p.default is not p.empty) for p in signature.parameters.values()
    ]
    if is_method(fn):
        real = real[1:]
    model = [(p.name, p.kind, p.has_default) for p in fn.params]
    leading = ("pos", "pos_or_kw", "var_pos")
    model_positional = [p for p in model if p[1] in leading]
    real_positional = [p for p in real if p[1] in leading]
    assert model_positional == real_positional[: len(model_positional)]
    if any(p[1] == "var_pos" for p in model):
        assert model_positional == real_positional
    for entry in model:
        if entry[1] in ("kw", "var_kw"):
            assert entry in real, f"{entry} is not in the real signature {signature}"


@pytest.mark.parametrize(("fn", "variant", "name"), _of("static"))
def test_static_param_raises_when_traced(fn: FunctionModel, variant: Variant, name: str) -> None:
    sample = variant[name]
    if isinstance(sample, Skip):
        pytest.skip(sample.reason)
    traced = STAND_IN if isinstance(sample, ByType) else sample
    with pytest.raises(STATIC_ERRORS) as info:
        run_jit(fn, variant, {name: traced})
    record_raise(info.value)
    TALLY["static params (by type)" if isinstance(sample, ByType) else "static params"] += 1


@pytest.mark.parametrize(("fn", "variant", "name"), _of("traceable"))
def test_param_runs_when_traced(fn: FunctionModel, variant: Variant, name: str) -> None:
    run_jit(fn, variant, {name: variant[name]})
    TALLY["traceable params"] += 1


@pytest.mark.parametrize("fn", _ids(lambda fn: fn.fullname.startswith(("numpy.", "scipy."))))
def test_numpy_converts_or_delegates(fn: FunctionModel) -> None:
    """`@converts` (NumPy, SciPy): a traced first argument raises TracerArrayConversionError;
    else it runs."""
    variant = PROBES[fn.fullname][0]
    first = fn.params[0].name
    if fn.converts:
        with pytest.raises(jax.errors.TracerArrayConversionError):
            run_jit(fn, variant, {first: plain(variant[first])})
        TALLY["numpy conversions"] += 1
    else:
        run_jit(fn, variant, {first: plain(variant[first])})
        TALLY["numpy delegations"] += 1


@pytest.mark.parametrize("fn", _ids(lambda fn: fn.dynamic_shape))
def test_dynamic_shape(fn: FunctionModel) -> None:
    """Without `size=` (or the `unless=` parameter) traced data raises; with it, it runs."""
    variant = PROBES[fn.fullname][0]
    if fn.dynamic_shape_when_args is not None:
        positional = [p.name for p in fn.params if p.kind in ("pos", "pos_or_kw")]
        assert [n for n in positional if n in variant] == positional[: fn.dynamic_shape_when_args]
    data = {name: variant[name] for name in traceable_names(fn, variant) if name != "fill_value"}
    if is_method(fn):
        data["self"] = variant["self"]
    assert data, "the probe has no data to trace"
    unless = fn.dynamic_shape_unless
    data.pop(unless, None)
    without = {k: s for k, s in variant.items() if k not in (unless, "fill_value")}
    with pytest.raises(DYNAMIC_ERRORS) as info:
        run_jit(fn, without, data)
    record_raise(info.value)
    if unless in variant:
        run_jit(fn, variant, data)
    else:
        assert unless == "size", f"probe {fn.fullname} with {unless}= to prove the other side"
    TALLY["dynamic shapes"] += 1


@pytest.mark.parametrize("fn", _ids(lambda fn: fn.static_result))
def test_static_result(fn: FunctionModel) -> None:
    """The result holds no tracer, even from traced array arguments."""
    variant = PROBES[fn.fullname][0]
    traced = {name: variant[name] for name in traceable_names(fn, variant)}
    (result,) = run_jit(fn, variant, traced)
    tracers = [leaf for leaf in jax.tree.leaves(result) if isinstance(leaf, jax.core.Tracer)]
    assert not tracers, f"{fn.fullname} returned tracers: {tracers}"
    TALLY["static results"] += 1


def test_zz_summary(capsys: pytest.CaptureFixture[str]) -> None:
    """Print what was proved (this test runs last in this file)."""
    parts = [
        f"{TALLY['static params']} static params proved",
        f"{TALLY['static params (by type)']} static-by-type params proved",
        f"{TALLY['traceable params']} traceable params proved",
        f"{TALLY['numpy conversions']} numpy conversions",
        f"{TALLY['numpy delegations']} numpy delegations",
        f"{TALLY['dynamic shapes']} dynamic shapes",
        f"{TALLY['static results']} static results",
        f"{len(MODEL.functions)} entries ({TALLY['entries']} probed)",
    ]
    raised = ", ".join(f"{name} {count}" for name, count in RAISED.most_common())
    with capsys.disabled():
        print(f"\nmodel proof: {', '.join(parts)}")
        print(f"model proof: raised: {raised}")
        if SKIPPED:
            print(f"model proof: skipped: {'; '.join(SKIPPED)}")
