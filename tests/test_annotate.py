"""`annotate`: the marks it proposes (one function per kind of evidence), how it attributes
each place to a parameter, --diff/--write, --check and the JSON report.

Each test package is written to a temporary folder and built with mypy in this process
(jax comes from the shared annotate cache, so a build takes a few seconds once warm).
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from jaxthink_typing.__main__ import main
from jaxthink_typing.annotate.findings import FunctionFinding
from jaxthink_typing.annotate.runner import Report, annotate

ROOT = Path(__file__).resolve().parent.parent

KINDS = {
    "__init__.py": """\
        from kinds.ops import (
            Scaler, axis_sum, by_key, calls_jitted, checked, crop, derived, fixed, halves,
            helper_shape, jitted, kw_only, mixed, normalize, optional_filter, repeat,
            shaped, stored, to_int, uses_mode,
        )
        """,
    "helpers.py": """\
        import jax.numpy as jnp


        def zeros_of(n):
            return jnp.zeros(n)
        """,
    "ops.py": """\
        from functools import partial

        import jax
        import jax.numpy as jnp

        from jaxthink_typing import Static, Traced
        from kinds.helpers import zeros_of

        TABLE = {1: 0.5, 2: 0.25}
        STORE = []


        def shaped(x, n):
            return jnp.zeros(n) + x


        def repeat(x, times):
            for _ in range(times):
                x = x + 1
            return x


        def crop(x, start):
            return x[start:]


        def checked(x, limit):
            if limit > 0:
                return x
            return -x


        def by_key(x, key):
            return x * TABLE[key]


        @partial(jax.jit, static_argnames="n")
        def jitted(x, n):
            return jnp.tile(x, n)


        def calls_jitted(x, reps):
            return jitted(x, reps)


        def axis_sum(x, axis=0):
            return jnp.sum(x, axis=axis)


        def to_int(x, count):
            return x * int(count)


        def derived(x, m):
            k = m * 2 + 1
            return jnp.ones(k) * x


        def halves(x, a, b):
            return x.reshape(a, b)


        def helper_shape(x, size):
            return zeros_of(size) + x


        def optional_filter(x, size, kernel=None):
            if kernel is None:
                kernel = jnp.ones(size)
            return jnp.convolve(x, kernel)


        def uses_mode(x, mode="wrap"):
            return jnp.take(x, jnp.arange(3), mode=mode)


        def kw_only(x, *, width):
            return jnp.pad(x, width)


        def fixed(x: Traced[jax.Array], n: Static[int]) -> jax.Array:
            return jnp.zeros(n) + x


        def normalize(x, mean, std):
            return (x - mean) / std


        def stored(x, y):
            STORE.append(y)
            return x + 1


        def mixed(x: jax.Array, n: int, scale: float = 2.0):
            return jnp.zeros(n) + x * scale


        class Scaler:
            def __init__(self, factor):
                self.factor = factor

            def tile(self, x, times):
                return jnp.tile(x * self.factor, times)

            @staticmethod
            def grid(n):
                return jnp.arange(n)
        """,
}

# function -> {parameter: (proposed mark, the code of its first evidence)}
EXPECTED: dict[str, dict[str, tuple[str, str]]] = {
    "shaped": {"n": ("static", "jax-traced-shape")},
    "repeat": {"times": ("static", "jax-traced-index")},
    "crop": {"start": ("static", "jax-traced-slice")},
    "checked": {"limit": ("static", "jax-traced-bool")},
    "by_key": {"key": ("static", "jax-traced-hash")},
    "jitted": {"n": ("static", "static-argnames")},
    "calls_jitted": {"reps": ("static", "jax-static-arg")},
    "axis_sum": {"axis": ("static", "jax-traced-shape")},
    "to_int": {"count": ("static", "jax-traced-conversion")},
    "derived": {"m": ("static", "jax-traced-shape")},
    "halves": {"a": ("static", "jax-traced-shape"), "b": ("static", "jax-traced-shape")},
    "helper_shape": {"size": ("static", "jax-traced-shape")},
    "optional_filter": {"size": ("static", "jax-traced-shape")},
    "kw_only": {"width": ("static", "jax-traced-shape")},
    "mixed": {"n": ("static", "jax-traced-shape")},
    "Scaler.tile": {"times": ("static", "jax-traced-shape")},
    "Scaler.grid": {"n": ("static", "jax-traced-shape")},
}


def write_package(root: Path, name: str, files: dict[str, str]) -> Path:
    package = root / name
    package.mkdir(parents=True)
    for file, text in files.items():
        (package / file).write_text(textwrap.dedent(text), encoding="utf-8")
    return package


@pytest.fixture(scope="module")
def kinds(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Report]:
    package = write_package(tmp_path_factory.mktemp("annotate"), "kinds", KINDS)
    return package, annotate([str(package)], traced=True)


def by_name(report: Report) -> dict[str, FunctionFinding]:
    return {finding.qualname: finding for finding in report.functions}


def static_proposals(finding: FunctionFinding) -> dict[str, tuple[str, str]]:
    return {
        p.name: ("static", p.evidence[0].code) for p in finding.params if p.new_mark == "static"
    }


@pytest.mark.parametrize("function", sorted(EXPECTED))
def test_one_kind_of_evidence(kinds: tuple[Path, Report], function: str) -> None:
    """Each function's Static proposals, with the code of the place that needs the value."""
    finding = by_name(kinds[1])[function]
    assert finding.skipped is None
    assert static_proposals(finding) == EXPECTED[function]


def test_no_static_where_nothing_needs_it(kinds: tuple[Path, Report]) -> None:
    found = by_name(kinds[1])
    for function in ("normalize", "stored", "Scaler.__init__", "uses_mode"):
        assert static_proposals(found[function]) == {}, function


def test_evidence_is_the_place_that_needs_the_value(kinds: tuple[Path, Report]) -> None:
    package, report = kinds
    found = by_name(report)
    size = found["helper_shape"].param("size")
    assert size is not None
    evidence = size.evidence[0]  # in the helper's module, where jnp.zeros needs it
    assert Path(evidence.path).resolve() == (package / "helpers.py").resolve()
    assert evidence.line == 5
    derived = found["derived"].param("m")
    assert derived is not None and '"k"' in derived.evidence[0].message


def test_labels_say_what_was_seen(kinds: tuple[Path, Report]) -> None:
    """Each proposal's label names the use the engine saw, not only its category."""
    found = by_name(kinds[1])
    seen = {
        ("checked", "limit"): "used in an `if`",
        ("repeat", "times"): "used as a `range` bound",
        ("by_key", "key"): "used as a dict key",
        ("to_int", "count"): "passed to `int()`",
        ("crop", "start"): "used as a slice bound",
        ("shaped", "n"): 'used in the "shape" argument of jax.numpy.zeros',
        ("jitted", "n"): "named static by its own jax.jit",
    }
    for (function, name), label in seen.items():
        param = found[function].param(name)
        assert param is not None and param.evidence[0].seen == label, (function, name)


def test_a_value_derived_from_two_parameters_names_both(kinds: tuple[Path, Report]) -> None:
    """`x.reshape(a, b)`: JAX raises at the first, the analysis runs again with it static and
    finds the second; each is attributed to the parameter its value comes from."""
    finding = by_name(kinds[1])["halves"]
    a, b = finding.param("a"), finding.param("b")
    assert a is not None and b is not None
    assert "first argument" in a.evidence[0].message
    assert "second argument" in b.evidence[0].message


def test_receiver_strings_and_written_marks(kinds: tuple[Path, Report]) -> None:
    found = by_name(kinds[1])
    assert [p.name for p in found["Scaler.tile"].params] == ["x", "times"]  # no self
    mode = found["uses_mode"].param("mode")
    assert mode is not None and mode.proposed is None and not mode.traceable
    fixed = found["fixed"]
    assert [(p.name, p.written, p.new_mark) for p in fixed.params] == [
        ("x", "traced", None),
        ("n", "static", None),
    ]


def test_traced_proposals(kinds: tuple[Path, Report]) -> None:
    """--traced: only where every use is a traced operation the model lists."""
    found = by_name(kinds[1])

    def traced(function: str) -> set[str]:
        return {p.name for p in found[function].params if p.new_mark == "traced"}

    assert traced("normalize") == {"x", "mean", "std"}
    assert traced("shaped") == {"x"}
    assert traced("stored") == {"x"}  # y goes into a list: cannot tell
    assert traced("optional_filter") == {"x"}  # kernel defaults to None: an option
    assert traced("Scaler.__init__") == set()  # stored on self


def test_json_report(kinds: tuple[Path, Report], capsys: pytest.CaptureFixture[str]) -> None:
    package, _ = kinds
    assert main(["annotate", str(package), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["version"] == 1 and data["traced"] is False
    assert set(data["summary"]) == {"functions", "analysed", "static", "traced", "disagreements"}
    shaped = next(f for f in data["functions"] if f["qualname"] == "shaped")
    assert set(shaped) == {
        "module", "qualname", "exported_as", "path", "line", "kind", "skipped", "params",
        "unattributed",
    }  # fmt: skip
    assert shaped["exported_as"] == "kinds.shaped" and shaped["module"] == "kinds.ops"
    n = next(p for p in shaped["params"] if p["name"] == "n")
    assert n["proposed"] == "static" and n["written"] is None
    assert set(n["evidence"][0]) == {"path", "line", "code", "kind", "seen", "message"}
    assert n["evidence"][0]["kind"] == "a shape, size or axis"
    assert n["evidence"][0]["seen"] == 'used in the "shape" argument of jax.numpy.zeros'
    assert data["cached"] is False


# ------------------------------------------------------------------ editing the source

EDITED = {
    "__init__.py": "from edited.ops import crop, fixed, pad, shaped\n",
    "ops.py": '''\
        """Ops."""

        import jax.numpy as jnp

        from jaxthink_typing import Static


        def shaped(x,   n):  # keep this comment
            return jnp.zeros(n) + x


        def pad(x, width: int=2, *, mode="constant"):
            return jnp.pad(x, width, mode=mode)


        def crop(
            x,
            start: "int",  # the first index
        ):
            return x[start:]


        def fixed(x, n: Static[int]):
            return jnp.zeros(n) + x
        ''',
}

EDITED_AFTER = '''\
"""Ops."""

from typing import Any

import jax.numpy as jnp

from jaxthink_typing import Static


def shaped(x,   n: Static[Any]):  # keep this comment
    return jnp.zeros(n) + x


def pad(x, width: Static[int]=2, *, mode="constant"):
    return jnp.pad(x, width, mode=mode)


def crop(
    x,
    start: Static["int"],  # the first index
):
    return x[start:]


def fixed(x, n: Static[int]):
    return jnp.zeros(n) + x
'''


def test_write_keeps_formatting_and_is_idempotent(tmp_path: Path) -> None:
    package = write_package(tmp_path, "edited", EDITED)
    assert main(["annotate", str(package), "--write"]) == 0
    assert (package / "ops.py").read_text(encoding="utf-8") == EDITED_AFTER
    assert main(["annotate", str(package), "--write"]) == 0  # nothing more to add
    assert (package / "ops.py").read_text(encoding="utf-8") == EDITED_AFTER
    assert main(["annotate", str(package), "--check"]) == 0


def test_diff_adds_the_marks_and_the_import(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    files = {
        "__init__.py": "from plain.ops import shaped\n",
        "ops.py": "import jax.numpy as jnp\n\n\ndef shaped(x, n=3):\n    return jnp.zeros(n) + x\n",
    }
    package = write_package(tmp_path, "plain", files)
    assert main(["annotate", str(package), "--diff", "--traced"]) == 0
    diff = capsys.readouterr().out
    assert "+from __future__ import annotations\n" in diff
    assert "+from typing import TYPE_CHECKING, Any\n" in diff
    assert "+if TYPE_CHECKING:\n+    from jaxthink_typing import Static, Traced\n" in diff
    assert "+def shaped(x: Traced[Any], n: Static[int] = 3):\n" in diff
    assert (package / "ops.py").read_text(encoding="utf-8") == files["ops.py"]  # untouched


def test_check_exit_status(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    files = {
        "__init__.py": "from marked.ops import good, missing, wrong\n",
        "ops.py": """\
            import jax.numpy as jnp

            from jaxthink_typing import Static, Traced


            def good(x: Traced[jnp.ndarray], n: Static[int]):
                return jnp.zeros(n) + x


            def wrong(x, n: Traced[int]):
                return jnp.zeros(n) + x


            def missing(x, n):
                return jnp.ones(n) * x
            """,
    }
    package = write_package(tmp_path, "marked", files)
    assert main(["annotate", str(package), "--check"]) == 1
    out = capsys.readouterr().out
    assert '"n" of marked.wrong is marked Traced, but it must be static' in out
    assert '"n" of marked.missing is not marked Static, but it must be static' in out
    assert "marked.good" not in out
    assert out.rstrip().endswith("2 mark(s) disagree with the code")


def test_a_target_that_is_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["annotate", "no_such_module_here_at_all"]) == 2
    assert "no such file, folder or importable module" in capsys.readouterr().err


@pytest.mark.slow
def test_console_entry(tmp_path: Path) -> None:
    """`python -m jaxthink_typing annotate` runs as a command."""
    package = write_package(tmp_path, "entry", {"__init__.py": "def f(x, n):\n    return x[:n]\n"})
    done = subprocess.run(
        [sys.executable, "-m", "jaxthink_typing", "annotate", str(package)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert 'Static for "n" of entry.f' in done.stdout
