"""The private fullnames the engine recognises still exist in the pinned JAX."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from mypy import build
from mypy.modulefinder import BuildSource
from mypy.nodes import MypyFile
from mypy.options import Options

from jaxthink_typing.analysis import fullnames as fn

GROUPS = [
    fn.JIT, fn.VMAP, fn.CHECKPOINT, fn.EVAL_SHAPE, fn.MAKE_JAXPR, fn.GRAD, fn.JVP, fn.VJP,
    fn.PMAP, fn.SCAN, fn.FORI_LOOP, fn.WHILE_LOOP, fn.LAX_MAP, fn.ASSOCIATIVE_SCAN, fn.COND,
    fn.SWITCH, fn.STATIC_RESULT_FUNCTIONS,
]  # fmt: skip
PRIVATE = sorted({name for group in GROUPS for name in group if name.startswith("jax._src.")})


@pytest.fixture(scope="module")
def modules() -> dict[str, MypyFile]:
    folder = Path(tempfile.mkdtemp(prefix="jaxthink-fullnames-"))
    probe = folder / "probe_imports.py"
    wanted = sorted({name.rsplit(".", 1)[0] for name in PRIVATE})
    # A unique last line makes mypy analyse the probe (and load its imports) every time.
    probe.write_text("".join(f"import {module}\n" for module in wanted) + f"# {folder.name}\n")
    options = Options()
    options.cache_dir = str(Path(tempfile.gettempdir()) / "jaxthink-engine-tests-cache")
    result = build.build([BuildSource(str(probe), "probe_imports", None)], options)
    return result.files


@pytest.mark.parametrize("fullname", PRIVATE)
def test_private_fullname_resolves(fullname: str, modules: dict[str, MypyFile]) -> None:
    module, _, name = fullname.rpartition(".")
    assert module in modules, f"{module} is gone from this JAX"
    symbol = modules[module].names.get(name)
    assert symbol is not None and symbol.node is not None, f"{fullname} no longer resolves"
    assert symbol.node.fullname == fullname
