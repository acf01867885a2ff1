"""What a save costs in the editor: `jaxthink-typing lsp`'s save-to-diagnostics time on a
generated project, against a warm mypy run (with the plugin) after the same edit, and its
first answer against a cold `jaxthink-typing check`.

    python benchmarks/speed/lsp_save.py                      # 200 modules, 3 saves of each kind
    python benchmarks/speed/lsp_save.py --modules 50 --saves 5

A measurement script, not a test: it asserts nothing about the figures. It runs in this
interpreter (this checkout's package with its `[lsp]` extra) on the project of
`overhead_generated.py` (chains of modules whose jitted `step` calls helpers across
modules). Each save edits the body of a helper in the middle of the first chain: one save
adds a traced `if` (a `jax-traced-bool` report, reached from the jitted callers), the next
removes it. The server's time runs from the `didSave` notification to the diagnostics
published for that file; mypy's from its start to its exit, on a cache warmed by the run
before the edit (`python -m mypy`, the plugin in its configuration, as the command-line
user would run it after saving). The cold `check` runs with an empty cache; the server's
first answer is the time from `initialized` to the log message that ends its first check.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from overhead_generated import PACKAGE, generate

REPO = Path(__file__).resolve().parent.parent
MISTAKE = "    if jnp.sum(y) > 0:\n        y = y + 1.0\n"
CONFIG = "[mypy]\nplugins = jaxthink_typing.mypy_plugin\n"


def _environment() -> dict[str, str]:
    paths = [str(REPO), *filter(None, [os.environ.get("PYTHONPATH")])]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(paths)}
    env.pop("MYPY_CACHE_DIR", None)
    return env


def _timed(command: Sequence[str], cwd: Path) -> float:
    start = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, env=_environment(), capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if done.returncode not in (0, 1) or "Traceback" in done.stderr:
        raise RuntimeError(f"{' '.join(command)} failed:\n{done.stdout}{done.stderr}")
    return seconds


def _edits(path: Path, old: str) -> tuple[str, str]:
    """The file's text with the mistake, and without (as generated)."""
    clean = path.read_text()
    assert old in clean
    return clean.replace(old, old + MISTAKE, 1), clean


def measure_mypy(home: Path, edited: Path, old: str, saves: int) -> tuple[float, list[float]]:
    """A cold `check`, and a warm mypy run after each edit."""
    shutil.rmtree(home / ".mypy_cache", ignore_errors=True)
    cold = _timed([sys.executable, "-m", "jaxthink_typing", "check", PACKAGE], home)
    mypy = [sys.executable, "-m", "mypy", "--no-error-summary", PACKAGE]
    _timed(mypy, home)  # fills mypy's own cache
    texts = _edits(edited, old)
    warm: list[float] = []
    for save in range(saves * 2):
        edited.write_text(texts[save % 2])
        warm.append(_timed(mypy, home))
    edited.write_text(texts[1])
    return cold, warm


async def measure_server(
    home: Path, edited: Path, old: str, saves: int
) -> tuple[float, list[float]]:
    """The server's first answer, and its time from each save to the file's diagnostics."""
    from lsprotocol import types
    from pygls.lsp.client import LanguageClient

    from jaxthink_typing.lsp.server import CHECKED

    client = LanguageClient("lsp-save-benchmark", "1")
    checked = asyncio.Event()
    published: dict[str, list[types.Diagnostic]] = {}
    arrived = asyncio.Event()

    @client.feature(types.WINDOW_LOG_MESSAGE)  # type: ignore[untyped-decorator]
    def on_log(params: types.LogMessageParams) -> None:
        if params.message.startswith(CHECKED):
            checked.set()

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)  # type: ignore[untyped-decorator]
    def on_diagnostics(params: types.PublishDiagnosticsParams) -> None:
        published[params.uri] = list(params.diagnostics)
        arrived.set()

    await client.start_io(
        sys.executable, "-m", "jaxthink_typing", "lsp", PACKAGE, env=_environment(), cwd=str(home)
    )
    capabilities = types.ClientCapabilities()
    await client.initialize_async(types.InitializeParams(capabilities, root_uri=home.as_uri()))
    start = time.perf_counter()
    client.initialized(types.InitializedParams())
    await asyncio.wait_for(checked.wait(), 3600)
    first = time.perf_counter() - start
    uri = edited.resolve().as_uri()
    texts = _edits(edited, old)
    times: list[float] = []
    for save in range(saves * 2):
        wanted = save % 2 == 0  # a report after the mistake, none after its removal
        edited.write_text(texts[save % 2])
        arrived.clear()
        start = time.perf_counter()
        client.text_document_did_save(
            types.DidSaveTextDocumentParams(types.TextDocumentIdentifier(uri))
        )
        while bool(published.get(uri)) != wanted:
            await asyncio.wait_for(arrived.wait(), 600)
            arrived.clear()
        times.append(time.perf_counter() - start)
    edited.write_text(texts[1])
    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()  # type: ignore[no-untyped-call]
    return first, times


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--modules", type=int, default=200, help="modules (default 200)")
    parser.add_argument("--chain", type=int, default=10, help="modules per import chain")
    parser.add_argument("--saves", type=int, default=3, help="saves of each kind (default 3)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="lsp-save-") as folder:
        home = Path(folder) / "project"
        edited, old = generate(home, args.modules, args.chain)
        (home / "mypy.ini").write_text(CONFIG)
        (home / ".git").mkdir()  # mypy looks for its configuration no higher up
        cold, warm = measure_mypy(home, edited, old, args.saves)
        first, saves = asyncio.run(measure_server(home, edited, old, args.saves))
    warm_s, save_s = statistics.median(warm), statistics.median(saves)
    print(f"generated: {args.modules} modules, chains of {args.chain}; edited {edited.name}")
    print(f"saves: {len(saves)} (a mistake added, then removed); medians")
    print(f"first answer      {first:8.2f} s   cold check {cold:8.2f} s   ratio {first / cold:.2f}")
    print(
        f"save->diagnostics {save_s:8.2f} s   warm mypy  {warm_s:8.2f} s   "
        f"ratio {save_s / warm_s:.2f}"
    )
    print("each save: " + ", ".join(f"{s:.2f}" for s in saves))
    print("each warm mypy: " + ", ".join(f"{s:.2f}" for s in warm))
    return 0


if __name__ == "__main__":
    sys.exit(main())
