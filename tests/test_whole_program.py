"""Calls into the program's other modules: followed, reported at the call, and the same
reports however mypy reuses its cache (cold, warm, after body-only edits of a callee or
of a module in the middle of a chain, with --num-workers 2)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from jaxthink_typing import follow_store
from tests.mypy_runner import ROOT, Report, run_mypy

PACKAGE = Path(__file__).parent / "data" / "program" / "chain"
pytestmark = pytest.mark.slow

Summary = set[tuple[str, int, str | None, str]]

# (file shown, line shown, code, where JAX raises) for the package as committed.
EXPECTED: Summary = {
    ("train.py", 11, "jax-traced-bool", "layers.py:7"),
    ("train.py", 16, "jax-traced-shape", "layers.py:13"),
}


def _summary(reports: list[Report]) -> Summary:
    found: Summary = set()
    for report in reports:
        if report.severity != "error" or not (report.code or "").startswith("jax-"):
            continue
        origin = report.message.split(": ", 1)[0].rsplit("/", 1)[-1]
        found.add((Path(report.path).name, report.line, report.code, origin))
    return found


def _copy(tmp_path: Path) -> Path:
    root = tmp_path / "src"
    shutil.copytree(PACKAGE, root / "chain")
    return root


def _check(root: Path, cache: Path, *extra: str) -> Summary:
    reports, _ = run_mypy(["chain"], cache, *extra, cwd=root)
    return _summary(reports)


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new))


def test_reports_sit_at_the_call_and_name_the_raising_line(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    assert _check(root, tmp_path / "cold") == EXPECTED


def test_warm_runs_follow_body_only_edits(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    cache = tmp_path / "cache"
    assert _check(root, cache) == EXPECTED
    assert _check(root, cache) == EXPECTED  # warm, nothing changed

    layers, model = root / "chain" / "layers.py", root / "chain" / "model.py"
    steps = [
        # the callee loses its mistake, then gets it back
        (layers, "    if x.max() > limit:\n", "    if x.ndim > 1:\n"),
        (layers, "    if x.ndim > 1:\n", "    if x.max() > limit:\n"),
        # the middle of the chain gains a mistake of its own, reached from train.step
        (model, "    h = clip_rows(x, limit)\n", "    h = clip_rows(x, int(x.sum()))\n"),
    ]
    removed = EXPECTED - {("train.py", 11, "jax-traced-bool", "layers.py:7")}
    for number, (path, old, new) in enumerate(steps):
        _edit(path, old, new)
        warm = _check(root, cache)
        cold = _check(root, tmp_path / f"cold-{number}")
        assert warm == cold, (number, warm, cold)
        if number == 0:
            assert cold == removed
    # JAX raises at model.py:7 now, before clip_rows runs: one report for the path.
    assert ("train.py", 11, "jax-traced-conversion", "model.py:7") in cold
    assert ("train.py", 11, "jax-traced-bool", "layers.py:7") not in cold


def test_warm_runs_follow_edits_of_a_registering_module(tmp_path: Path) -> None:
    # train.step looks a gate up by name; gates.py registers it, and train.py imports it
    # only through catalog.py: its edits must reach train.py's reports all the same.
    root = tmp_path / "src"
    shutil.copytree(PACKAGE.parent / "registry", root / "registry")
    gates = root / "registry" / "gates.py"
    expected = {("train.py", 9, "jax-traced-bool", "gates.py:8")}

    def check(cache: Path) -> Summary:
        reports, _ = run_mypy(["registry"], cache, cwd=root)
        return _summary(reports)

    cache = tmp_path / "cache"
    assert check(cache) == expected
    assert check(cache) == expected  # warm, nothing changed
    steps = [
        ("    if jnp.sum(x) > 0:\n", "    if x.ndim > 0:\n", set()),
        ("    if x.ndim > 0:\n", "    if jnp.sum(x) > 0:\n", expected),
        ('@register("relu")', '@register("gelu")', set()),  # no longer the gate looked up
        ('@register("gelu")', '@register("relu")', expected),
    ]
    for number, (old, new, after) in enumerate(steps):
        _edit(gates, old, new)
        assert check(cache) == after, number
        assert check(tmp_path / f"cold-{number}") == after, number


def test_warm_runs_follow_edits_with_the_configuration_in_a_parent_folder(
    tmp_path: Path,
) -> None:
    # mypy started in src/ with the project's configuration one folder up: messages show
    # paths from the configuration's folder, the follow record must still find the files.
    root = _copy(tmp_path)
    config = tmp_path / "mypy.ini"
    config.write_text("[mypy]\nplugins = jaxthink_typing.mypy_plugin\n")
    cache = tmp_path / "cache"
    assert _check(root, cache, "--config-file", str(config)) == EXPECTED
    _edit(root / "chain" / "layers.py", "    if x.max() > limit:\n", "    if x.ndim > 1:\n")
    fixed = EXPECTED - {("train.py", 11, "jax-traced-bool", "layers.py:7")}
    assert _check(root, cache, "--config-file", str(config)) == fixed


# `zfirst` (checked first) analyses `mid`, which enters `deep`, then `g`, whose analysis
# finds `mid` in the memo; `second` reuses the summary of `g`, so its follow record must
# still name `deep`: an edit there changes what `second` reaches.
REUSED = {
    "__init__.py": "",
    "deep.py": "def core(x):\n    return x * 2\n",
    "mid.py": "from reuse import deep\n\n\ndef mid(x):\n    return deep.core(x)\n",
    "outer.py": "from reuse import mid\n\n\ndef g(x):\n    return mid.mid(x) + 1\n",
    "zfirst.py": (
        "import jax\n\nfrom reuse import mid, outer\n\n\n@jax.jit\ndef first(x):\n"
        "    y = mid.mid(x)\n    return outer.g(x) + y\n"
    ),
    "second.py": (
        "import jax\n\nfrom reuse import outer\n\n\n@jax.jit\ndef second(x):\n"
        "    return outer.g(x)\n"
    ),
}


def test_a_reused_summary_keeps_the_follow_record_whole(tmp_path: Path) -> None:
    root = tmp_path / "src"
    (root / "reuse").mkdir(parents=True)
    for name, text in REUSED.items():
        (root / "reuse" / name).write_text(text)

    def check(cache: Path) -> Summary:
        reports, _ = run_mypy(["reuse"], cache, cwd=root)
        return _summary(reports)

    cache = tmp_path / "cache"
    assert check(cache) == set()
    records = next(cache.glob("*/jaxthink_typing/follows"))
    _, entered = follow_store._load(records)["reuse.second"]
    assert {Path(entry[0]).name for entry in entered} == {"outer.py", "mid.py", "deep.py"}
    _edit(root / "reuse" / "deep.py", "    return x * 2\n", "    return int(x)\n")
    cold = check(tmp_path / "cold")
    assert ("second.py", 8, "jax-traced-conversion", "deep.py:2") in cold, cold
    assert check(cache) == cold


@pytest.mark.skipif(sys.version_info < (3, 11), reason="mypy --num-workers needs mypy 2")
def test_num_workers_agree(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    assert _check(root, tmp_path / "n2", "--num-workers", "2") == EXPECTED


def _dmypy(root: Path, status: Path, *args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "mypy.dmypy", "--status-file", str(status), *args]
    return subprocess.run(command, cwd=root, capture_output=True, text=True, check=False)


def _dmypy_summary(run: subprocess.CompletedProcess[str]) -> Summary:
    assert "INTERNAL ERROR" not in run.stdout + run.stderr, run.stdout + run.stderr
    found: Summary = set()
    for line in run.stdout.splitlines():
        if ": error: " not in line or "[jax-" not in line:
            continue
        path, number, rest = line.split(":", 2)
        origin = rest.split("error: ", 1)[1].split(": ", 1)[0].rsplit("/", 1)[-1]
        code = line.rsplit("[", 1)[-1].rstrip("]")
        found.add((Path(path).name, int(number), code, origin))
    return found


def test_dmypy(tmp_path: Path) -> None:
    """dmypy's first run has every report, and its fine-grained update after a body-only
    edit of the callee gives the reports of a cold run (measured: it rechecks the caller)."""
    root = _copy(tmp_path)
    status = tmp_path / "dmypy.json"
    flags = ["--config-file", str(ROOT / "pyproject.toml"), "--cache-dir", str(tmp_path / "d")]
    layers, train = root / "chain" / "layers.py", root / "chain" / "train.py"
    removed = EXPECTED - {("train.py", 11, "jax-traced-bool", "layers.py:7")}
    try:
        first = _dmypy(root, status, "run", "--", *flags, "chain")
        assert _dmypy_summary(first) == EXPECTED, first.stdout + first.stderr
        _edit(layers, "    if x.max() > limit:\n", "    if x.ndim > 1:\n")
        updated = _dmypy(root, status, "run", "--", *flags, "chain")
        assert _dmypy_summary(updated) == removed, updated.stdout + updated.stderr
        _edit(train, "def run() -> None:\n", "EDITED = True\n\n\ndef run() -> None:\n")
        again = _dmypy(root, status, "run", "--", *flags, "chain")
        assert _dmypy_summary(again) == removed, again.stdout + again.stderr
    finally:
        _dmypy(root, status, "stop")


def test_dmypy_after_edits_of_a_registering_module(tmp_path: Path) -> None:
    """After body-only edits of a module that train.py reaches only through a registry
    lookup, dmypy's updates give a cold run's reports: the report goes with the mistake
    and comes back with it (each module depends on the digest of those its analysis
    entered: `fine_grained.py`); an edit of train.py's top level moves it."""
    root = tmp_path / "src"
    shutil.copytree(PACKAGE.parent / "registry", root / "registry")
    gates, train = root / "registry" / "gates.py", root / "registry" / "train.py"
    status = tmp_path / "dmypy.json"
    flags = ["--config-file", str(ROOT / "pyproject.toml"), "--cache-dir", str(tmp_path / "d")]
    expected = {("train.py", 9, "jax-traced-bool", "gates.py:8")}

    def run() -> Summary:
        return _dmypy_summary(_dmypy(root, status, "run", "--", *flags, "registry"))

    try:
        assert run() == expected
        _edit(gates, "    if jnp.sum(x) > 0:\n", "    if x.ndim > 0:\n")
        assert run() == set()
        _edit(gates, "    if x.ndim > 0:\n", "    if jnp.sum(x) > 0:\n")
        assert run() == expected
        _edit(train, "@jax.jit\n", "EDITED = True\n\n\n@jax.jit\n")
        assert run() == {("train.py", 12, "jax-traced-bool", "gates.py:8")}
    finally:
        _dmypy(root, status, "stop")


CONFIG_MODULE = """\
class Config:
    def __init__(self, width: int, flag: bool = False) -> None:
        self.width = width
        self.flag = flag


DEFAULT = Config(4)
"""

STEP_MODULE = """\
import jax

from cfgpkg.config import DEFAULT


@jax.jit
def step(x):
    if x.sum() > DEFAULT.width:
        return x
    return -x
"""


@pytest.mark.parametrize("caller", ["train.py", "__init__.py"])
def test_a_warm_run_reads_a_cached_modules_constructor_from_the_parse(
    tmp_path: Path, caller: str
) -> None:
    """After an edit of the caller only, the callee module comes from mypy's cache: its
    class's `__init__` there has no body and no arguments. Running the callee's top level
    (`DEFAULT = Config(4)`) reads the plugin's parse of it, and the caller's report stays.
    The package's `__init__` as the caller does not take its submodule's class for its
    own."""
    package = tmp_path / "src" / "cfgpkg"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "config.py").write_text(CONFIG_MODULE)
    step = STEP_MODULE.replace("from cfgpkg.config import DEFAULT", "from cfgpkg.config import *")
    if caller == "__init__.py":
        step += "\nOTHER = Config(5)\n"
    (package / caller).write_text(step)
    cache = tmp_path / "cache"
    expected = {(caller, 8, "jax-traced-bool")}

    def check() -> tuple[set[tuple[str, int, str | None]], list[str]]:
        reports, _ = run_mypy(["cfgpkg"], cache, cwd=tmp_path / "src")
        found = {(Path(r.path).name, r.line, r.code) for r in reports if r.severity == "error"}
        return found, [r.message for r in reports if "could not analyse" in r.message]

    assert check() == (expected, [])
    (package / caller).write_text(step + "# edited\n")
    assert check() == (expected, [])


BASE_MODULE = """\
import jax.numpy as jnp


class Filter:
    def gain(self):
        return 2.0

    def forward(self, x):
        return self.response(jnp.tanh(x))

    def response(self, y):
        return y
"""
SUBCLASS_MODULE = """\
import jax
import jax.numpy as jnp

from filters.base import Filter


class Emphasis(Filter):
    def response(self, y):
        if jnp.max(y) > self.gain():
            return y
        return -y


Emphasis().forward(jnp.ones(3))
jax.jit(Emphasis().forward)(jnp.ones(3))
"""


def test_a_warm_run_reads_an_inherited_method_from_the_parse(tmp_path: Path) -> None:
    """`self.gain()` in a subclass's method runs the base class's `gain`, defined in a
    module that a warm run reads from mypy's cache (its method there has no body): it is
    taken from the plugin's parse of that module, and the report stays as it was cold."""
    package = tmp_path / "src" / "filters"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "base.py").write_text(BASE_MODULE)
    (package / "emphasis.py").write_text(SUBCLASS_MODULE)
    cache = tmp_path / "cache"

    def check() -> tuple[set[tuple[str, int, str | None]], list[str]]:
        reports, _ = run_mypy(["filters"], cache, cwd=tmp_path / "src")
        found = {(Path(r.path).name, r.line, r.code) for r in reports if r.severity == "error"}
        return found, [r.message for r in reports if "could not analyse" in r.message]

    expected = {("emphasis.py", 9, "jax-traced-bool")}
    assert check() == (expected, [])
    (package / "emphasis.py").write_text(SUBCLASS_MODULE + "# edited\n")
    assert check() == (expected, [])
