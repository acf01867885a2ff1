"""The private fullnames of every transformation spec still resolve against the pinned
JAX, equinox and flax (a library that is not installed is skipped)."""

from __future__ import annotations

import importlib.util
import tempfile
from pathlib import Path

import pytest
from mypy import build
from mypy.modulefinder import BuildSource
from mypy.nodes import MypyFile
from mypy.options import Options

from jaxthink_typing.analysis import fullnames as fn
from jaxthink_typing.analysis import specs


def _private(name: str) -> bool:
    module = name.rsplit(".", 1)[0]
    return any(part.startswith("_") for part in module.split(".")) or module.count(".") >= 2


NAMES = sorted(
    {name for spec in specs.ALL for name in spec.fullnames if _private(name)}
    | {name for name in fn.STATIC_RESULT_FUNCTIONS if name.startswith("jax._src.")}
)
INSTALLED = sorted(
    {n for n in NAMES if importlib.util.find_spec(n.split(".", 1)[0]) is not None}
    - {n for n in NAMES if n.startswith("jaxthink_typing.")}
)


def test_every_spec_answers_to_its_public_name() -> None:
    assert len(specs.BY_KEY) == len(specs.ALL), "two specs share a key"
    for spec in specs.ALL:
        assert spec.key in spec.fullnames, f"{spec.key}'s public name is not among its names"


@pytest.fixture(scope="module")
def modules(tmp_path_factory: pytest.TempPathFactory) -> dict[str, MypyFile]:
    folder = tmp_path_factory.mktemp("fullnames")
    probe = folder / "probe_imports.py"
    wanted = sorted({name.rsplit(".", 1)[0] for name in INSTALLED})
    # A unique last line makes mypy analyse the probe (and load its imports) every time.
    probe.write_text("".join(f"import {module}\n" for module in wanted) + f"# {folder}\n")
    options = Options()
    options.cache_dir = str(Path(tempfile.gettempdir()) / "jaxthink-engine-tests-cache")
    result = build.build([BuildSource(str(probe), "probe_imports", None)], options)
    return result.files


@pytest.mark.parametrize("fullname", INSTALLED)
def test_private_fullname_resolves(fullname: str, modules: dict[str, MypyFile]) -> None:
    module, _, name = fullname.rpartition(".")
    assert module in modules, f"{module} is gone"
    symbol = modules[module].names.get(name)
    assert symbol is not None and symbol.node is not None, f"{fullname} no longer resolves"
    # Itself, or a re-export of a private name its spec lists (`jax.experimental.checkify`'s
    # `checkify` is `jax._src.checkify.checkify`).
    resolved = symbol.node.fullname
    assert resolved == fullname or ("._src." in resolved and resolved in _SIBLINGS[fullname])


# Each spec's names, by name: those a re-export may resolve to.
_SIBLINGS = {name: spec.fullnames for spec in specs.ALL for name in spec.fullnames}
