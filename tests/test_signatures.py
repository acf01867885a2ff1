"""jax.jit/vmap/grad/value_and_grad keep the wrapped function's signature under the plugin,
also as `functools.partial(jax.jit, ...)` decorators; mypy's own partial typing still works."""

from __future__ import annotations

from pathlib import Path

from tests.mypy_runner import run_mypy

DATA = Path(__file__).parent / "data" / "signatures.py"
ARRAY = "jax._src.basearray.Array"


def test_signatures_survive(tmp_path: Path) -> None:
    reports, output = run_mypy([DATA], tmp_path / "cache")
    errors = {(r.line, r.code) for r in reports if r.severity == "error"}
    lines = DATA.read_text().splitlines()
    wanted = {(n, "arg-type") for n, text in enumerate(lines, 1) if "# E: arg-type" in text}
    assert errors == wanted, output
    revealed = [r.message for r in reports if r.message.startswith("Revealed type")]
    params = f"def (w: {ARRAY}, x: {ARRAY})"
    assert revealed == [
        f'Revealed type is "{params} -> {ARRAY}"',
        f'Revealed type is "{params} -> {ARRAY}"',
        f'Revealed type is "{params} -> tuple[{ARRAY}, {ARRAY}]"',
        f'Revealed type is "{params} -> Any"',
        f'Revealed type is "def (x: {ARRAY}, n: int) -> {ARRAY}"',
        f'Revealed type is "{ARRAY}"',
    ], output
