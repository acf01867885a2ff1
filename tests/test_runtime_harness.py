"""Self-tests: the runtime harness accepts correct examples and rejects wrong ones."""

from __future__ import annotations

import textwrap
from pathlib import Path

import jax
import pytest
from runtime_harness import (
    ExampleFailure,
    Expectation,
    check_example,
    parse_expectations,
    qualified_name,
)

HEADER = """\
import jax
import jax.numpy as jnp


@jax.jit
def f(x):
"""


def write(tmp_path: Path, name: str, body: str) -> Path:
    path = tmp_path / name
    path.write_text(HEADER + textwrap.dedent(body), encoding="utf-8")
    return path


def test_parse_expectations(tmp_path: Path) -> None:
    path = write(tmp_path, "parse.py", "    if x > 0:  #E:jax-traced-bool\n        return x\n")
    assert parse_expectations(path) == [Expectation(7, "jax-traced-bool")]


def test_unknown_code_rejected(tmp_path: Path) -> None:
    path = write(tmp_path, "unknown.py", "    return x  # E: jax-no-such-code\n")
    with pytest.raises(ExampleFailure, match="unknown code"):
        parse_expectations(path)


def test_qualified_name() -> None:
    assert qualified_name(ValueError) == "ValueError"
    assert qualified_name(jax.errors.TracerBoolConversionError) == (
        "jax.errors.TracerBoolConversionError"
    )


def test_correct_bad_example_passes(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "bad_ok.py",
        """\
            if x.sum() > 0:  # E: jax-traced-bool
                return x
            return -x


        f(jnp.arange(3.0))
        """,
    )
    check_example(path)


def test_good_example_passes(tmp_path: Path) -> None:
    path = write(tmp_path, "good.py", "    return jnp.where(x > 0, x, -x)\n\n\nf(jnp.ones(2))\n")
    check_example(path)


def test_raise_on_other_line_fails(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "bad_line.py",
        """\
            y = x * 2  # E: jax-traced-bool
            if y.sum() > 0:
                return y
            return -y


        f(jnp.arange(3.0))
        """,
    )
    with pytest.raises(ExampleFailure, match="raised at line 8, expected at line 7"):
        check_example(path)


def test_good_example_that_raises_fails(tmp_path: Path) -> None:
    path = write(tmp_path, "good_raises.py", "    return int(x)\n\n\nf(jnp.ones(()))\n")
    with pytest.raises(ExampleFailure, match="good example raised"):
        check_example(path)


def test_subclass_is_not_a_match(tmp_path: Path) -> None:
    # TracerBoolConversionError subclasses ConcretizationTypeError: still a wrong class.
    path = write(
        tmp_path,
        "wrong_class.py",
        "    return bool(x)  # E: jax-traced-conversion\n\n\nf(jnp.ones(()))\n",
    )
    with pytest.raises(ExampleFailure, match=r"raised jax\.errors\.TracerBoolConversionError"):
        check_example(path)


def test_bad_example_that_runs_fails(tmp_path: Path) -> None:
    path = write(
        tmp_path, "bad_runs.py", "    return x + 1  # E: jax-traced-bool\n\n\nf(jnp.ones(()))\n"
    )
    with pytest.raises(ExampleFailure, match="ran cleanly"):
        check_example(path)


def test_two_expectations_fail(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "two.py",
        """\
            y = int(x)  # E: jax-traced-conversion
            return bool(y)  # E: jax-traced-bool


        f(jnp.ones(()))
        """,
    )
    with pytest.raises(ExampleFailure, match="exactly one expectation"):
        check_example(path)
