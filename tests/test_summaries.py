"""Analyses of other modules' functions kept for the run (summaries.py): the same reports,
word for word, as analysing them afresh in every module that calls them, and far fewer
analyses on a chain of modules whose jitted steps call the step of the module before."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from mypy import api

from jaxthink_typing.analysis.interprocedural import Interprocedural
from jaxthink_typing.analysis.summaries import Summaries

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One cache for every run: jax's modules are checked once."""
    return tmp_path_factory.mktemp("cache")


# A chain of modules: each jitted step calls its own helpers and the previous module's
# step, so each module's check traces every step behind it.
LINK = """
import jax
import jax.numpy as jnp
{imports}

def scale(x, factor):
    return x * factor{scale_call}


@jax.jit
def step(x):
    return jnp.tanh(scale(x, 2.0)){step_call}
"""

# A helper of one module, called with a traced argument from two others: each report must
# name its own module's parameter, not the one of the module that made the summary.
SHARED = {
    "sizes.py": "def doubled(n):\n    m = n * 2\n    return m + 1\n",
    "first.py": (
        "import jax\nimport jax.numpy as jnp\nfrom proj import sizes\n\n\n"
        "@jax.jit\ndef make(width):\n    n = sizes.doubled(width)\n"
        "    return jnp.zeros(n)\n"
    ),
    "second.py": (
        "import jax\nimport jax.numpy as jnp\nfrom proj import sizes\n\n\n"
        "@jax.jit\ndef grow(depth, x):\n    rows = sizes.doubled(depth)\n"
        "    return jnp.ones((rows, 3)) + x\n"
    ),
}


_QUIET = ("--no-error-summary", "--hide-error-context")


def _write_chain(root: Path, links: int, name: str) -> None:
    package = root / name
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    for index in range(links):
        previous = index - 1
        imports = f"from {name} import m{previous} as prev" if index else ""
        text = LINK.format(
            imports=imports,
            scale_call=" + prev.scale(x, factor)" if index else "",
            step_call=" + prev.step(x)" if index else "",
        )
        (package / f"m{index}.py").write_text(text)


def _write(root: Path, files: dict[str, str], name: str) -> None:
    package = root / name
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    for file, text in files.items():
        (package / file).write_text(text.replace("proj", name))


def _check(root: Path, name: str, cache: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[str, int]:
    """mypy's output on the package `name` under `root`, in this process, and the analyses
    made. Each run's package has a name of its own: mypy checks it afresh, with jax's
    modules from the shared cache."""
    count = {"analyses": 0}
    analyse = Interprocedural._analyse

    def counting(self: Interprocedural, *args: Any, **kwargs: Any) -> Any:
        count["analyses"] += 1
        return analyse(self, *args, **kwargs)

    config = root / "mypy.ini"
    config.write_text("[mypy]\nplugins = jaxthink_typing.mypy_plugin\n")
    monkeypatch.chdir(root)
    with monkeypatch.context() as patched:
        patched.setattr(Interprocedural, "_analyse", counting)
        out, err, _ = api.run(
            ["--config-file", str(config), "--cache-dir", str(cache), "-p", name, *_QUIET]
        )
    assert "INTERNAL ERROR" not in out + err and "Traceback" not in out + err, out + err
    return out, count["analyses"]


def _without_summaries(monkeypatch: pytest.MonkeyPatch) -> None:
    def keep_none(self: Summaries, *args: object) -> None:
        return None

    monkeypatch.setattr(Summaries, "keep", keep_none)


def test_a_chain_is_analysed_once_per_module_with_the_same_reports(
    tmp_path: Path, cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    counts: dict[tuple[int, bool], int] = {}
    for links in (4, 8):
        outputs = []
        for kept in (True, False):
            name = f"chain{links}_{kept}"
            _write_chain(tmp_path, links, name)
            with monkeypatch.context() as patched:
                if not kept:
                    _without_summaries(patched)
                out, counts[links, kept] = _check(tmp_path, name, cache, patched)
            outputs.append(out.replace(name, "chain"))
        assert outputs[0] == outputs[1]
    # Afresh, each module traces the steps behind it: the analyses grow with the square
    # of the chain. Kept, each link adds the same few analyses.
    growth_fresh = counts[8, False] - counts[4, False]
    growth_kept = counts[8, True] - counts[4, True]
    assert growth_kept < growth_fresh / 2, counts
    assert counts[8, True] <= 2.5 * counts[4, True], counts  # linear in the links


def test_a_reused_summary_names_the_callers_own_parameter(
    tmp_path: Path, cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    outputs = []
    for kept in (True, False):
        name = f"shared_{kept}"
        _write(tmp_path, SHARED, name)
        with monkeypatch.context() as patched:
            if not kept:
                _without_summaries(patched)
            out, _ = _check(tmp_path, name, cache, patched)
        outputs.append(out.replace(name, "proj"))
    assert outputs[0] == outputs[1]
    lines = outputs[0].splitlines()
    first = [line for line in lines if "first.py" in line]
    second = [line for line in lines if "second.py" in line]
    assert any("jax-traced-shape" in line for line in first), outputs[0]
    assert any("jax-traced-shape" in line for line in second), outputs[0]
    assert all('"depth"' not in line for line in first), outputs[0]
    assert all('"width"' not in line for line in second), outputs[0]
    assert any('"depth"' in line for line in second), outputs[0]
