"""Run the engine on source snippets, without the plugin: mypy builds, the engine reads."""

from __future__ import annotations

import hashlib
import re
import sys
import tempfile
from pathlib import Path

from mypy import build
from mypy.modulefinder import BuildSource
from mypy.options import Options

from jaxthink_typing.analysis.api import ApiIndex
from jaxthink_typing.analysis.diagnostics import Diagnostic
from jaxthink_typing.analysis.model import bundled_model_dir, load_model
from jaxthink_typing.analysis.module import analyse_module
from jaxthink_typing.analysis.source import Source

EXPECT = re.compile(r"#\s*E:\s*(jax-[a-z-]+)")
MODEL = load_model([bundled_model_dir()])
# One cache per environment: the snippets are checked as Python 3.11 code, but against the
# jax installed here, and two environments sharing a cache mix their jax versions.
_ENVIRONMENT = hashlib.sha256(sys.prefix.encode()).hexdigest()[:12]
CACHE = Path(tempfile.gettempdir()) / f"jaxthink-engine-tests-cache-{_ENVIRONMENT}"


def analyse_snippets(snippets: dict[str, str]) -> dict[str, list[Diagnostic]]:
    """Build all snippets in one mypy run and analyse each module's tree."""
    options = Options()
    options.preserve_asts = True
    options.cache_dir = str(CACHE)
    options.follow_imports = "normal"
    options.python_version = (3, 11)
    folder = Path(tempfile.mkdtemp(prefix="jaxthink-snippets-"))
    sources = []
    for name, text in snippets.items():
        path = folder / f"{name}.py"
        # A fresh last line makes mypy re-analyse the snippet instead of loading its cache.
        path.write_text(f"{text}\n# {folder.name}\n", encoding="utf-8")
        sources.append(BuildSource(str(path), name, None))
    result = build.build(sources, options)
    found: dict[str, list[Diagnostic]] = {}
    for name, text in snippets.items():
        tree = result.graph[name].tree
        assert tree is not None
        index = ApiIndex(MODEL, result.files)
        found[name] = analyse_module(tree, Source(text), index)
    return found


def expected_lines(text: str) -> set[tuple[int, str]]:
    """The `# E: code` marks of a snippet, as (line, code)."""
    marks = set()
    for number, line in enumerate(text.splitlines(), start=1):
        for code in EXPECT.findall(line):
            marks.add((number, code))
    return marks
