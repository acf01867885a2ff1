"""benchmarks/corpora/: every corpus has its row in the catalogue, and the paths that name
a corpus (the scripts' defaults, the former names) lead to one. Nothing here runs JAX."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS = ROOT / "benchmarks"
CORPORA = BENCHMARKS / "corpora"


def _script(name: str) -> ModuleType:
    """A benchmarks script as a module (under another name: `accuracy` is a common one)."""
    spec = importlib.util.spec_from_file_location(f"_bench_{name}", BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _corpora() -> dict[str, str]:
    """{folder relative to corpora/: "files" or "projects"}, as same_reports.py finds them."""
    same_reports = _script("same_reports")
    return {
        folder.relative_to(CORPORA).as_posix(): kind
        for folder, kind in same_reports.corpora(CORPORA)
    }


def test_every_corpus_is_catalogued() -> None:
    found = _corpora()
    assert len(found) >= 28, sorted(found)
    catalogue = (CORPORA / "README.md").read_text(encoding="utf-8")
    for folder, kind in found.items():
        assert f"| `{folder}/` |" in catalogue, f"{folder} has no row in corpora/README.md"
        expected = "programs/" if kind == "files" else "projects/"
        assert folder.startswith(expected), f"{folder} holds {kind}: it belongs under {expected}"
    # Nothing else of the benchmarks' top is a corpus.
    # The overhead and profiling scripts, and annotate's, not programs to check.
    scripts = {"speed", "annotate"}
    stray = [
        p.name
        for p in BENCHMARKS.iterdir()
        if p.is_dir() and p.name not in scripts and any(p.glob("*.py"))
    ]
    assert not stray, f"corpora belong under benchmarks/corpora/: {stray}"


def test_former_names_lead_to_corpora() -> None:
    mapping = json.loads((CORPORA / "former_names.json").read_text(encoding="utf-8"))
    found = _corpora()
    catalogue = (CORPORA / "README.md").read_text(encoding="utf-8")
    for old, new in mapping.items():
        folder = Path(new).relative_to("benchmarks/corpora").as_posix()
        assert folder in found, f"{old} -> {new}: no corpus there"
        assert not (ROOT / old).exists(), f"{old} is still there"
        assert f"| `{folder}/` | `{Path(old).name}` |" in catalogue, f"{old}: not in the catalogue"


def test_script_defaults_are_corpora() -> None:
    found = _corpora()
    for name, kind in (("accuracy", "files"), ("accuracy_projects", "projects")):
        default = _script(name).CORPUS_DIR.relative_to(CORPORA).as_posix()
        assert found.get(default) == kind, f"{name}.CORPUS_DIR: {default} is no corpus of {kind}"


def test_the_top_stays_short() -> None:
    """At most 15 entries at benchmarks/'s top: scripts of one kind share a folder."""
    entries = [p.name for p in BENCHMARKS.iterdir() if not p.name.startswith((".", "__"))]
    assert len(entries) <= 15, sorted(entries)
