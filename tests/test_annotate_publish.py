"""`annotate` for a library that is published: the marks imported for type checkers only
(a caller's mypy still reads them, the module runs without jaxthink-typing), the types the
edits keep, the labels, the progress line, the report cache, and the worked example of
docs/library-authors.md run step by step against its blocks.
"""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from jaxthink_typing.__main__ import main
from jaxthink_typing.annotate.edits import edited_text
from jaxthink_typing.annotate.findings import Evidence, FunctionFinding, ParamFinding
from jaxthink_typing.annotate.report_cache import cache_key

ROOT = Path(__file__).resolve().parent.parent
GUIDE = ROOT / "docs" / "library-authors.md"

# Run first in a subprocess: any import of jaxthink_typing fails, as where it is not installed.
BLOCKER = """\
import sys


class _NotInstalled:
    def find_spec(self, name, path=None, target=None):
        if name == "jaxthink_typing" or name.startswith("jaxthink_typing."):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


sys.meta_path.insert(0, _NotInstalled())
"""


def run_without_jaxthink_typing(script: Path, path: list[Path]) -> subprocess.CompletedProcess[str]:
    """Run `script` with `path` importable and jaxthink_typing not."""
    code = f"{BLOCKER}\nimport runpy\nrunpy.run_path({str(script)!r}, run_name='__main__')\n"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(str(p) for p in path)}
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=script.parent,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )


def doc_block(language: str, first_line: str) -> str:
    """The body of the guide's first ```language block whose first line is `first_line`."""
    text = GUIDE.read_text(encoding="utf-8")
    for match in re.finditer(rf"^```{language}\n(.*?)^```$", text, re.S | re.M):
        body = match.group(1)
        if body.splitlines()[0] == first_line:
            return body
    raise AssertionError(f"no ```{language} block starting {first_line!r} in {GUIDE.name}")


def write_package(root: Path, name: str, files: dict[str, str]) -> Path:
    package = root / name
    package.mkdir(parents=True)
    for file, text in files.items():
        (package / file).write_text(textwrap.dedent(text), encoding="utf-8")
    return package


# ------------------------------------------------------------------ the imports


def _finding(text: str, marks: dict[str, str], evidence: dict[str, Evidence]) -> FunctionFinding:
    """A finding for the first def of `text`: each parameter of `marks` proposed so."""
    tree = ast.parse(text)
    node = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef))
    finding = FunctionFinding("m", node.name, f"m.{node.name}", "m.py", node.lineno)
    for name, mark in marks.items():
        param = ParamFinding(name, None, "static" if mark == "static" else "traced")
        if name in evidence:
            param.evidence.append(evidence[name])
        finding.params.append(param)
    return finding


SHAPE = Evidence("m.py", 1, "jax-traced-shape", 'The "shape" argument of f must be static, but')
RANGE = Evidence("m.py", 1, "jax-traced-index", '"range()" needs a concrete integer, but "n"')


def _edited(text: str, marks: dict[str, str], runtime: bool = False) -> str:
    text = textwrap.dedent(text)
    evidence = {name: RANGE if name == "n" else SHAPE for name in marks}
    return edited_text(text, [_finding(text, marks, evidence)], runtime=runtime)


LAYOUTS = {
    "docstring_and_imports": (
        '''\
        """Doc."""

        import math

        import jax.numpy as jnp


        def f(x, k):
            return jnp.zeros(k) + math.pi
        ''',
        '''\
        """Doc."""

        from __future__ import annotations

        import math
        from typing import TYPE_CHECKING, Any

        import jax.numpy as jnp

        if TYPE_CHECKING:
            from jaxthink_typing import Static


        def f(x, k: Static[Any]):
            return jnp.zeros(k) + math.pi
        ''',
    ),
    "nothing_above_the_def": (
        """\
        def f(x, n):
            return [x] * n
        """,
        """\
        from __future__ import annotations

        from typing import TYPE_CHECKING

        if TYPE_CHECKING:
            from jaxthink_typing import Static


        def f(x, n: Static[int]):
            return [x] * n
        """,
    ),
    "a_type_checking_block_already": (
        """\
        from __future__ import annotations

        from typing import TYPE_CHECKING

        if TYPE_CHECKING:
            from collections.abc import Sequence


        def f(x, n: int = 3):
            return [x] * n
        """,
        """\
        from __future__ import annotations

        from typing import TYPE_CHECKING

        if TYPE_CHECKING:
            from collections.abc import Sequence

            from jaxthink_typing import Static


        def f(x, n: Static[int] = 3):
            return [x] * n
        """,
    ),
    "a_run_time_import_already": (
        """\
        from jaxthink_typing import Traced


        def f(x: Traced[float], n):
            return [x] * n
        """,
        """\
        from jaxthink_typing import Static, Traced


        def f(x: Traced[float], n: Static[int]):
            return [x] * n
        """,
    ),
}


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_marks_imported_for_type_checkers_only(layout: str) -> None:
    before, after = LAYOUTS[layout]
    marks = {"k": "static"} if "k)" in before else {"n": "static"}
    assert _edited(before, marks) == textwrap.dedent(after)


def test_runtime_import_on_request() -> None:
    before = "import jax.numpy as jnp\n\n\ndef f(x, k):\n    return jnp.zeros(k)\n"
    after = _edited(before, {"k": "static"}, runtime=True)
    assert after.splitlines()[:4] == [
        "from typing import Any",
        "",
        "import jax.numpy as jnp",
        "from jaxthink_typing import Static",
    ]
    assert "TYPE_CHECKING" not in after and "__future__" not in after


def test_the_parameter_keeps_its_type() -> None:
    """`n: int` keeps `int`; a `range` bound or a slice bound gives `int`; a literal default
    gives its type; None adds `| None`; nothing known gives `Any`."""
    source = textwrap.dedent(
        """\
        def f(x, a: int, n, b=2.0, flag=True, c=None, n_opt=None, d=4):
            return x
        """
    )
    slice_bound = Evidence("m.py", 1, "jax-traced-slice", "A slice needs static bounds, but")
    marks = dict.fromkeys(("a", "n", "b", "flag", "c", "n_opt", "d"), "static")
    evidence = {"n": RANGE, "n_opt": slice_bound, "c": SHAPE, "d": SHAPE}
    finding = _finding(source, marks, evidence)
    edited = edited_text(source, [finding])
    assert (
        "def f(x, a: Static[int], n: Static[int], b: Static[float] = 2.0, "
        "flag: Static[bool] = True, c: Static[Any] = None, n_opt: Static[int | None] = None, "
        "d: Static[int] = 4):"
    ) in edited


def test_the_documented_module_runs_without_jaxthink_typing(tmp_path: Path) -> None:
    """The guide's module, marks under TYPE_CHECKING, runs where jaxthink_typing cannot be
    imported; the same module with the run-time import does not (the blocker works)."""
    source = doc_block("python", "from __future__ import annotations")
    published = tmp_path / "published.py"
    published.write_text(source, encoding="utf-8")
    done = run_without_jaxthink_typing(published, [])
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().startswith("[")  # the moving average was printed
    runtime = tmp_path / "runtime.py"
    runtime.write_text(
        source.replace("if TYPE_CHECKING:\n    from", "from").replace(
            "from __future__ import annotations\n", ""
        ),
        encoding="utf-8",
    )
    failed = run_without_jaxthink_typing(runtime, [])
    assert failed.returncode != 0
    assert "No module named 'jaxthink_typing'" in failed.stderr


def test_a_cache_key_follows_the_files(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("def f(x, n):\n    return x[:n]\n")
    options: dict[str, object] = {"targets": ["m.py"], "traced": False}
    first = cache_key(options, [str(module)])
    assert cache_key(options, [str(module)]) == first
    assert cache_key({**options, "traced": True}, [str(module)]) != first
    module.write_text("def f(x, n):\n    return x[n:]\n")
    assert cache_key(options, [str(module)]) != first


# ------------------------------------------------------------------ one package, end to end

SEEN = {
    "__init__.py": "from seen.ops import gated, looped, padded, reshaped, zeroed\n",
    "ops.py": """\
        import jax.numpy as jnp


        def gated(x, n: int):
            if n > 2:
                return x
            return -x


        def looped(x, n):
            for _ in range(n):
                x = x + 1
            return x


        def padded(x, length):
            widths = [(0, 0)] * (x.ndim - 1) + [(0, length - x.shape[-1])]
            return jnp.pad(x, widths)


        def reshaped(x, rows):
            return x.reshape(rows * 2, -1)


        def zeroed(x, length):
            return jnp.concatenate([x, jnp.zeros((length - x.shape[-1],))])
        """,
}


def test_labels_types_shape_arithmetic_progress_and_cache(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    package = write_package(tmp_path, "seen", SEEN)
    cache = str(tmp_path / "reports")
    common = [str(package), "--report-cache", cache]
    assert main(["annotate", *common, "--progress"]) == 0
    first = capsys.readouterr()
    for function, param, label in (
        ("gated", "n", "used in an `if`"),
        ("looped", "n", "used as a `range` bound"),
        ("padded", "length", 'used in the "pad_width" argument of jax.numpy.pad'),
        ("reshaped", "rows", "used in the first argument of x.reshape()"),
        ("zeroed", "length", 'used in the "shape" argument of jax.numpy.zeros'),
    ):
        assert f'Static for "{param}" of seen.{function} ({label})' in first.out
    assert "the report is the cached one" not in first.out
    assert "jaxthink-typing annotate: analysing seen.ops (module 1 of 1)" in first.err

    assert main(["annotate", *common, "--diff"]) == 0  # unchanged: from the cache
    second = capsys.readouterr()
    assert "the report is the cached one" in second.err
    assert "jaxthink-typing annotate:" not in second.err  # not a terminal, not asked
    assert "+def gated(x, n: Static[int]):" in second.out
    assert "+def looped(x, n: Static[int]):" in second.out
    assert "+def padded(x, length: Static[Any]):" in second.out
    assert "+    from jaxthink_typing import Static" in second.out

    ops = package / "ops.py"
    ops.write_text(ops.read_text() + "\n\ndef more(x, k):\n    return jnp.ones(k) + x\n")
    (package / "__init__.py").write_text(SEEN["__init__.py"].replace("zeroed", "zeroed, more"))
    assert main(["annotate", *common]) == 0  # edited: analysed again
    third = capsys.readouterr()
    assert "the report is the cached one" not in third.out
    assert 'Static for "k" of seen.more' in third.out


# ------------------------------------------------------------------ the worked example


def _caller_mypy(tmp_path: Path, library: Path, name: str, runs: int = 1) -> list[str]:
    """mypy (with the plugin) on the guide's `app.py`, calling `library` installed as a
    site-packages copy: the output of each run on one cache (cold, then warm)."""
    site = tmp_path / name / "site-packages"
    shutil.copytree(library, site / library.name)
    app = tmp_path / name / "app"
    app.mkdir()
    shown = doc_block("text", "# app.py")  # its first line names the file
    (app / "app.py").write_text(shown.split("\n", 1)[1], encoding="utf-8")
    config = '[tool.mypy]\nplugins = ["jaxthink_typing.mypy_plugin"]\n'
    (app / "pyproject.toml").write_text(config, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(site)}
    outputs = []
    for _ in range(runs):
        done = subprocess.run(
            [sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / name / "cache"), "app.py"],
            cwd=app,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        outputs.append(done.stdout + done.stderr)
    return outputs


def _shown(block: str) -> list[str]:
    """A block's output lines (after its `$ command` line), timings as `N s`."""
    return [re.sub(r"in [0-9.]+ s", "in N s", line) for line in block.splitlines()[1:]]


@pytest.mark.slow
def test_worked_example(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """docs/library-authors.md, block by block: the report and the diff as shown, the
    marks reach a caller's mypy (cold and warm cache), and the caller runs under JAX with
    jaxthink_typing not importable, failing inside the library as shown."""
    libs = tmp_path / "libs"
    library = libs / "seqtools"
    shutil.copytree(ROOT / "examples" / "annotate" / "seqtools", library)
    (library / "_probes.py").unlink()
    assert "Success: no issues found" in _caller_mypy(tmp_path, library, "before")[0]
    monkeypatch.chdir(libs)

    report = doc_block("text", "$ python -m jaxthink_typing annotate seqtools")
    assert main(["annotate", "seqtools", "--no-cache"]) == 0
    assert _shown("$\n" + capsys.readouterr().out) == _shown(report)

    diff = doc_block("diff", "$ python -m jaxthink_typing annotate seqtools --diff")
    assert main(["annotate", "seqtools", "--diff", "--no-cache"]) == 0
    out = capsys.readouterr().out
    assert out[out.index("--- a/seqtools/windows.py") :] == diff.split("\n", 1)[1]

    assert main(["annotate", "seqtools", "--write", "--no-cache"]) == 0
    written = {path.name: path.read_text() for path in library.glob("*.py")}
    assert main(["annotate", "seqtools", "--write", "--no-cache"]) == 0
    assert written == {path.name: path.read_text() for path in library.glob("*.py")}
    assert main(["annotate", "seqtools", "--check", "--no-cache"]) == 0

    expected = doc_block("text", "$ mypy app.py").splitlines()[1:]
    for output in _caller_mypy(tmp_path, library, "after", runs=2):
        assert output.splitlines() == expected

    traceback_block = doc_block("text", "$ python app.py").splitlines()
    app = tmp_path / "after" / "app" / "app.py"
    done = run_without_jaxthink_typing(app, [tmp_path / "after" / "site-packages"])
    assert done.returncode == 1
    assert traceback_block[-1] in done.stderr.splitlines()  # JAX's note may follow it
    where = traceback_block[1].strip().replace('File ".../site-packages/', "")
    assert where.replace("/", os.sep) in done.stderr.replace(
        str(tmp_path / "after" / "site-packages") + os.sep, ""
    )
