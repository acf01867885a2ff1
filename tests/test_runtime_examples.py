"""Run every example under JAX: bad ones raise where marked, good ones run.

Single files and the packages under examples/projects alike (see tests/runtime_harness.py).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from tests.runtime_harness import (
    EXAMPLES_DIR,
    FIX_SUFFIX,
    PROJECTS_DIR,
    check_example,
    example_files,
    example_packages,
    examples,
    in_package,
    marked_lines,
    missing_library,
    run_captured,
)

EXAMPLES = examples()


def test_examples_exist() -> None:
    assert len(EXAMPLES) >= 45, f"only {len(EXAMPLES)} examples under {EXAMPLES_DIR}"


def test_layout() -> None:
    """mypy maps each single file to a top-level module and each package under
    examples/projects to a package: those names must be unique. Packages live only
    there, each with a ``__main__.py`` to run, and under examples/annotate (the libraries
    `annotate` is proved on: tests/test_annotate_probes.py)."""
    names = Counter([path.stem for path in example_files()] + [p.name for p in example_packages()])
    duplicates = sorted(name for name, count in names.items() if count > 1)
    assert not duplicates, f"duplicate example module names: {duplicates}"
    packages = {init.parent for init in EXAMPLES_DIR.rglob("__init__.py")}
    homes = (PROJECTS_DIR, EXAMPLES_DIR / "annotate")
    stray = sorted(str(p) for p in packages if p.parent not in homes and not in_package(p))
    assert not stray, f"packages belong directly under {PROJECTS_DIR}: {stray}"
    assert example_packages(), f"no package examples under {PROJECTS_DIR}"
    for package in example_packages():
        assert (package / "__main__.py").is_file(), f"{package} has no __main__.py"


def fixed_twin(path: Path) -> Path:
    """The good rewrite of a bad example: ``x_fixed.py`` or package ``x_fixed`` (also of
    ``x_fix1``, a rewrite of an example with several mistakes that fixes the first)."""
    stem = FIX_SUFFIX.sub("", path.name if path.is_dir() else path.stem)
    if path.is_dir():
        return path.with_name(f"{stem}_fixed")
    return path.with_name(f"{stem}_fixed.py")


@pytest.mark.parametrize("path", [p for p in EXAMPLES if marked_lines(p)], ids=lambda p: p.stem)
def test_bad_example_has_fixed_rewrite(path: Path) -> None:
    fixed = fixed_twin(path)
    assert fixed.exists(), f"{path} has no rewrite {fixed.name}"
    assert not marked_lines(fixed), f"{fixed} must be a good example"


@pytest.mark.parametrize("path", EXAMPLES, ids=[str(p.relative_to(EXAMPLES_DIR)) for p in EXAMPLES])
def test_example_under_jax(path: Path) -> None:
    library = missing_library(path)
    if library is not None:
        pytest.skip(f"{library} is not installed")
    check_example(path)


RECOMPILE_FIXED = sorted((EXAMPLES_DIR / "recompile").glob("*_fixed.py"))


@pytest.mark.parametrize("path", RECOMPILE_FIXED, ids=lambda p: p.stem)
def test_recompile_rewrite_compiles_once(path: Path) -> None:
    """The rewrite of a jax-recompile example compiles each of its functions once (the
    bad example compiles one again: its marks say where, and the harness checks them)."""
    library = missing_library(path)
    if library is not None:
        pytest.skip(f"{library} is not installed")
    outcome = run_captured(path)
    assert outcome.exception is None
    counts = Counter(c.function for c in outcome.compilations)
    assert counts and max(counts.values()) == 1, counts
