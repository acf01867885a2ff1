"""`jaxthink-typing lsp` driven as an editor drives it: a real LSP client (pytest-lsp)
starts the server over stdio on a small package, opens its files, saves edits, hovers
and applies a quick fix; the fixed package then runs under JAX.

The package: `pkg/train.py` jits `step`, which calls two helpers of `pkg/helpers.py`;
`repeat` loops `range(times)` over the traced `times` (a mistake in the helper's file,
reached from the caller's).
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from collections.abc import AsyncIterator, Sequence
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from tests.cli_project import environment, run

HELPERS = """\
import jax.numpy as jnp


def normalize(x):
    norm = jnp.linalg.norm(x)
    return x / norm


def repeat(x, times):
    out = x
    for _ in range(times):
        out = out + x
    return out
"""
TRAIN = """\
import jax
import jax.numpy as jnp

from pkg.helpers import normalize, repeat


@jax.jit
def step(x, times):
    scale = 2.0
    y = normalize(x) * scale
    return repeat(y, times)


if __name__ == "__main__":
    print(step(jnp.ones(3), 2))
"""
RANGE_LINE = 11  # `for _ in range(times):` in helpers.py
MISTAKE = ("    return x / norm", "    if norm == 0:\n        return x\n    return x / norm")
WAIT = 240.0  # seconds: the first check is a cold mypy run over JAX


def _package(root: Path) -> Path:
    (root / "pkg").mkdir(parents=True)
    (root / "pkg" / "__init__.py").write_text("")
    (root / "pkg" / "helpers.py").write_text(HELPERS)
    (root / "pkg" / "train.py").write_text(TRAIN)
    (root / ".git").mkdir()  # mypy looks for its configuration no higher up
    return root


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return _package(tmp_path / "project")


@pytest_lsp.fixture(  # type: ignore[untyped-decorator]
    config=ClientServerConfig(
        server_command=[sys.executable, "-m", "jaxthink_typing", "lsp"],
        server_env=environment(),
    )
)
async def client(lsp_client: LanguageClient, project: Path) -> AsyncIterator[None]:
    params = types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), root_uri=project.as_uri()
    )
    await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


async def _until(client: LanguageClient, done: object) -> None:
    """Wait for diagnostics until `done()` holds."""

    async def wait() -> None:
        while not done():  # type: ignore[operator]
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)

    await asyncio.wait_for(wait(), WAIT)


def _codes(client: LanguageClient, path: Path) -> list[tuple[int, str]]:
    shown = client.diagnostics.get(path.as_uri(), [])
    return sorted((d.range.start.line + 1, str(d.code)) for d in shown)


def _open(client: LanguageClient, path: Path) -> None:
    item = types.TextDocumentItem(path.as_uri(), "python", 1, path.read_text())
    client.text_document_did_open(types.DidOpenTextDocumentParams(item))


def _save(client: LanguageClient, path: Path, text: str) -> None:
    path.write_text(text)
    document = types.TextDocumentIdentifier(path.as_uri())
    client.text_document_did_save(types.DidSaveTextDocumentParams(document))


async def _hover(client: LanguageClient, path: Path, line: int, word: str) -> str:
    """The hover's text over `word` on 1-based `line` ('' where there is none)."""
    column = path.read_text().splitlines()[line - 1].index(word) + 1
    params = types.HoverParams(
        types.TextDocumentIdentifier(path.as_uri()), types.Position(line - 1, column)
    )
    answer = await client.text_document_hover_async(params)
    if answer is None:
        return ""
    assert isinstance(answer.contents, types.MarkupContent)
    return answer.contents.value


def _apply(edit: types.WorkspaceEdit) -> None:
    """Apply a workspace edit to the files on disk, as an editor applies it and saves."""
    for uri, edits in (edit.changes or {}).items():
        path = Path(uri.removeprefix("file://"))
        lines = path.read_text().splitlines(keepends=True)
        for change in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character))[
            ::-1
        ]:
            start, end = change.range.start, change.range.end
            offsets = [sum(len(row) for row in lines[: p.line]) + p.character for p in (start, end)]
            text = "".join(lines)
            text = text[: offsets[0]] + change.new_text + text[offsets[1] :]
            lines = text.splitlines(keepends=True)
        path.write_text("".join(lines))


Shown = tuple[str, int, str, str, tuple[tuple[str, int], ...]]


def _check_json(project: Path) -> list[Shown]:
    """What `jaxthink-typing check` prints for the tree: file, line, code, text, calls."""
    done = run(project, "check", "--output-format", "json")
    return sorted(
        (
            r["location"]["file"],
            r["location"]["line"],
            r["code"],
            "\n".join([r["message"], *r["notes"]]),
            tuple((c["file"], c["line"]) for c in r["reached_from"]),
        )
        for r in json.loads(done.stdout)
    )


def _relative(uri: str, project: Path) -> str:
    return Path(uri.removeprefix("file://")).relative_to(project).as_posix()


def _shown(client: LanguageClient, project: Path) -> list[Shown]:
    """What the editor shows, in the same terms."""
    return sorted(
        (
            _relative(uri, project),
            d.range.start.line + 1,
            str(d.code),
            d.message,
            tuple(
                (_relative(r.location.uri, project), r.location.range.start.line + 1)
                for r in d.related_information or []
            ),
        )
        for uri, shown in client.diagnostics.items()
        for d in shown
    )


@pytest.mark.slow
@pytest.mark.asyncio
async def test_an_editor_session(client: LanguageClient, project: Path) -> None:
    helpers, train = project / "pkg" / "helpers.py", project / "pkg" / "train.py"
    _open(client, train)
    _open(client, helpers)

    # The mistake is shown in the helper's file, at its line; the call as related info.
    await _until(client, lambda: _codes(client, helpers))
    assert _codes(client, helpers) == [(RANGE_LINE, "jax-traced-index")]
    assert _codes(client, train) == []
    (shown,) = client.diagnostics[helpers.as_uri()]
    related = shown.related_information or []
    assert [(r.location.uri, r.location.range.start.line + 1) for r in related] == [
        (train.as_uri(), 11)
    ]

    # Hover: what reveal_tracedness says, and why.
    traced = await _hover(client, train, 11, "times")
    assert "traced (an abstract tracer" in traced and "jax.jit" in traced, traced
    static = await _hover(client, train, 10, "scale")
    assert "static (a Python or NumPy value" in static, static
    inside = await _hover(client, helpers, RANGE_LINE, "times")
    assert '"repeat"' in inside and 'Reached from "step"' in inside, inside

    # A new mistake in the helper, saved: shown; removed: gone.
    _save(client, helpers, HELPERS.replace(*MISTAKE))
    await _until(client, lambda: (6, "jax-traced-bool") in _codes(client, helpers))
    # Every mistake on the path is shown: the loop two lines lower still fails once the
    # new `if` is fixed.
    assert _codes(client, helpers) == [(6, "jax-traced-bool"), (RANGE_LINE + 2, "jax-traced-index")]
    _save(client, helpers, HELPERS)
    await _until(client, lambda: (6, "jax-traced-bool") not in _codes(client, helpers))
    assert _codes(client, helpers) == [(RANGE_LINE, "jax-traced-index")]
    assert _shown(client, project) == _check_json(project)

    # The quick fix makes "times" static in the jitted caller; the package then runs.
    before = subprocess.run(_module(), cwd=project, env=environment(), capture_output=True)
    assert before.returncode != 0 and b"TracerIntegerConversionError" in before.stderr
    place = types.Range(types.Position(RANGE_LINE - 1, 0), types.Position(RANGE_LINE - 1, 0))
    context = types.CodeActionContext(diagnostics=list(client.diagnostics[helpers.as_uri()]))
    params = types.CodeActionParams(types.TextDocumentIdentifier(helpers.as_uri()), place, context)
    actions = await client.text_document_code_action_async(params) or []
    titles = [a.title for a in actions if isinstance(a, types.CodeAction)]
    assert titles == [
        'Make "times" static (static_argnames)',
        "Silence jax-traced-index on this line",
    ]
    fix = actions[0]
    assert isinstance(fix, types.CodeAction) and fix.edit is not None
    _apply(fix.edit)
    assert '@functools.partial(jax.jit, static_argnames=("times",))' in train.read_text()
    _save(client, train, train.read_text())
    await _until(client, lambda: not _codes(client, helpers))
    after = subprocess.run(_module(), cwd=project, env=environment(), capture_output=True)
    assert after.returncode == 0, after.stderr.decode()
    assert "static (a Python or NumPy value" in await _hover(client, helpers, RANGE_LINE, "times")


def _module() -> Sequence[str]:
    return [sys.executable, "-m", "pkg.train"]
