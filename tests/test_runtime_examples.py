"""Run every example under JAX: bad ones raise where marked, good ones run."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from tests.runtime_harness import (
    EXAMPLES_DIR,
    check_example,
    example_files,
    missing_library,
    parse_expectations,
)

EXAMPLES = example_files()


def test_examples_exist() -> None:
    assert len(EXAMPLES) >= 45, f"only {len(EXAMPLES)} examples under {EXAMPLES_DIR}"


def test_layout() -> None:
    """Basenames are unique (mypy maps each to a top-level module); no packages."""
    names = Counter(path.name for path in EXAMPLES)
    duplicates = sorted(name for name, count in names.items() if count > 1)
    assert not duplicates, f"duplicate example basenames: {duplicates}"
    assert not list(EXAMPLES_DIR.rglob("__init__.py")), "examples/ must not hold packages"


@pytest.mark.parametrize(
    "path", [p for p in EXAMPLES if parse_expectations(p)], ids=lambda p: p.stem
)
def test_bad_example_has_fixed_rewrite(path: Path) -> None:
    fixed = path.with_name(f"{path.stem}_fixed.py")
    assert fixed.exists(), f"{path} has no rewrite {fixed.name}"
    assert not parse_expectations(fixed), f"{fixed} must be a good example"


@pytest.mark.parametrize("path", EXAMPLES, ids=[str(p.relative_to(EXAMPLES_DIR)) for p in EXAMPLES])
def test_example_under_jax(path: Path) -> None:
    library = missing_library(path)
    if library is not None:
        pytest.skip(f"{library} is not installed")
    check_example(path)
