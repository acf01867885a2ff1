"""Run the engine on source snippets, without the plugin: mypy builds, the engine reads."""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import re
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest
from mypy import build
from mypy.modulefinder import BuildSource
from mypy.nodes import MypyFile
from mypy.options import Options

from jaxthink_typing.analysis.api import ApiIndex
from jaxthink_typing.analysis.diagnostics import Diagnostic
from jaxthink_typing.analysis.model import load_model
from jaxthink_typing.analysis.module import analyse_module
from jaxthink_typing.analysis.source import Source
from jaxthink_typing.model_cache import bundled_model_dir

EXPECT = re.compile(r"#\s*E:\s*(jax-[a-z-]+)")
MODEL = load_model([bundled_model_dir()])
# One cache per environment: the snippets are checked as Python 3.11 code, but against the
# jax installed here, and two environments sharing a cache mix their jax versions.
_ENVIRONMENT = hashlib.sha256(sys.prefix.encode()).hexdigest()[:12]
CACHE = Path(tempfile.gettempdir()) / f"jaxthink-engine-tests-cache-{_ENVIRONMENT}"


def analyse_snippets(snippets: dict[str, str]) -> dict[str, list[Diagnostic]]:
    """Build all snippets in one mypy run and analyse each module's tree."""
    trees, files = build_snippets(snippets)
    index = ApiIndex(MODEL, files)
    return {
        name: analyse_module(trees[name], Source(text), index) for name, text in snippets.items()
    }


def build_snippets(snippets: dict[str, str]) -> tuple[dict[str, MypyFile], dict[str, MypyFile]]:
    """The snippets' trees (with bodies), and every module mypy loaded, in one run."""
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
    trees = {}
    for name in snippets:
        tree = result.graph[name].tree
        assert tree is not None
        trees[name] = tree
    return trees, result.files


def expected_lines(text: str) -> set[tuple[int, str]]:
    """The `# E: code` marks of a snippet, as (line, code)."""
    marks = set()
    for number, line in enumerate(text.splitlines(), start=1):
        for code in EXPECT.findall(line):
            marks.add((number, code))
    return marks


# Every case is analysed after this header; its marks count lines from the header's top.
HEADER = """\
from jaxthink_typing import Static, Traced
import functools
import math
import operator
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
"""
CASE_DIR = Path(__file__).resolve().parent / "engine"


def all_case_results() -> dict[str, list[tuple[int, str]]]:
    """The cases of every family module in tests/engine, analysed in one mypy run, by
    "<module>.<case>"."""
    snippets: dict[str, str] = {}
    for path in sorted(CASE_DIR.glob("test_*.py")):
        module = importlib.import_module(f"tests.engine.{path.stem}")
        for name, code in getattr(module, "CASES", {}).items():
            snippets[f"{path.stem}__{name}"] = HEADER + textwrap.dedent(code)
    found = analyse_snippets(snippets)
    return {name: [(d.line, d.code.name) for d in found[name]] for name in snippets}


def case_params(cases: dict[str, str]) -> list[object]:
    """The case names, each skipped when it imports an optional library not installed."""
    params = []
    for name in sorted(cases):
        marks = []
        for library in ("equinox", "flax"):
            text = cases[name]
            if f"import {library}" in text or f"from {library}" in text:
                missing = importlib.util.find_spec(library) is None
                marks.append(pytest.mark.skipif(missing, reason=f"{library} is not installed"))
        params.append(pytest.param(name, marks=marks))
    return params


def assert_case(
    module: str, cases: dict[str, str], name: str, results: dict[str, list[tuple[int, str]]]
) -> None:
    """The engine reports exactly the case's `# E:` marks."""
    text = HEADER + textwrap.dedent(cases[name])
    found = results[f"{module.rsplit('.', 1)[-1]}__{name}"]
    assert sorted(found) == sorted(expected_lines(text))
