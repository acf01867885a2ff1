"""With `keep_signatures = true`, jax.jit/vmap/grad/value_and_grad keep the wrapped
function's signature under the plugin, also as `functools.partial(jax.jit, ...)`
decorators; by default they keep JAX's own types; mypy's own partial typing still works."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.mypy_runner import Report, run_mypy

DATA = Path(__file__).parent / "data" / "signatures.py"
ARRAY = "jax._src.basearray.Array"
# jax.typing.ArrayLike as mypy spells it out (in a jitted function's kept signature).
ARRAY_LIKE = re.compile(r"jax\._src\.basearray\.Array \| numpy\.ndarray.*?\| complex(?=, |\))")
KEEP = '[tool.mypy]\nplugins = ["jaxthink_typing.mypy_plugin"]\n\n[tool.jaxthink_typing]\n'


def _keeping(folder: Path, more: str = "") -> Path:
    """A configuration that keeps signatures."""
    config = folder / "pyproject.toml"
    config.write_text(f"{KEEP}keep_signatures = true\n{more}", encoding="utf-8")
    return config


def test_signatures_survive(tmp_path: Path) -> None:
    config = _keeping(tmp_path)
    reports, output = run_mypy([DATA], tmp_path / "cache", "--config-file", str(config))
    errors = {(r.line, r.code) for r in reports if r.severity == "error"}
    lines = DATA.read_text().splitlines()
    wanted = {(n, "arg-type") for n, text in enumerate(lines, 1) if "# E: arg-type" in text}
    assert {e for e in errors if not e[1].startswith("jax-")} == wanted, output
    # A str argument to a jitted function also fails under JAX (TypeError at the call),
    # and so does a jitted method of a plain class (jit traces `self`): jax-static-arg
    # may sit on those lines, and nowhere else.
    with_str = {n for n, code in wanted if '"' in lines[n - 1].split("#")[0]}
    jitted_self = {n for n, text in enumerate(lines, 1) if text.startswith("Model().apply(")}
    jax_lines = {n for n, code in errors if code.startswith("jax-")}
    assert jax_lines and jax_lines <= with_str | jitted_self, output
    revealed = [
        ARRAY_LIKE.sub("ArrayLike", r.message)
        for r in reports
        if r.message.startswith("Revealed type")
    ]
    params = f"def (w: {ARRAY}, x: {ARRAY})"
    assert revealed == [
        'Revealed type is "def (w: ArrayLike, x: ArrayLike) -> jax._src.basearray.Array"',
        f'Revealed type is "{params} -> {ARRAY}"',
        f'Revealed type is "{params} -> tuple[{ARRAY}, {ARRAY}]"',
        f'Revealed type is "{params} -> {ARRAY}"',
        f'Revealed type is "def (x: {ARRAY}) -> Any"',
        f'Revealed type is "def (x: ArrayLike, n: int) -> {ARRAY}"',
        f'Revealed type is "{ARRAY}"',
        f'Revealed type is "{ARRAY}"',
        f'Revealed type is "tuple[{ARRAY}, float | None]"',
    ], output


def test_odd_partials_keep_mypys_own_reports(tmp_path: Path) -> None:
    """The plugin owns functools.partial's hooks (and calls mypy's): odd uses give the
    same non-jax reports as plain mypy, and no crash (run_mypy checks for tracebacks)."""
    odd = Path(__file__).parent / "data" / "odd_partials.py"
    plain_config = tmp_path / "plain.ini"
    plain_config.write_text("[mypy]\n", encoding="utf-8")
    with_plugin, output = run_mypy([odd], tmp_path / "cache")
    plain, _ = run_mypy([odd], tmp_path / "plain-cache", "--config-file", str(plain_config))

    def own(reports: list[Report]) -> set[tuple[int, str, str | None]]:
        return {
            (r.line, r.message, r.code) for r in reports if not (r.code or "").startswith("jax-")
        }

    assert own(with_plugin) == own(plain), output
    assert own(plain), "the file should give mypy something to say"
    assert {(r.line, r.code) for r in with_plugin if (r.code or "").startswith("jax-")} == {
        (52, "jax-static-arg")
    }, output


def test_an_entry_points_wrapper_keeps_the_signature(tmp_path: Path) -> None:
    """A wrapper mapped to jax.jit in `entry_points` is typed like jax.jit (it used to give
    Any: the hook got the wrapper's name, not the transformation's)."""
    (tmp_path / "wrappers.py").write_text(
        "from typing import Any, Callable\n\n"
        "def my_jit(f: Callable[..., Any], **options: Any) -> Any:\n"
        "    import jax\n\n"
        "    return jax.jit(f, **options)\n",
        encoding="utf-8",
    )
    (tmp_path / "use.py").write_text(
        "from wrappers import my_jit\n\n"
        "def scale(x: int) -> int:\n"
        "    return 2 * x\n\n"
        "fast = my_jit(scale)\n"
        "reveal_type(fast)\n"
        'fast("a")\n',
        encoding="utf-8",
    )
    _keeping(tmp_path, 'entry_points = { "wrappers.my_jit" = "jax.jit" }\n')
    reports, output = run_mypy([tmp_path / "use.py"], tmp_path / "cache", cwd=tmp_path)
    revealed = [r.message for r in reports if r.message.startswith("Revealed type")]
    assert len(revealed) == 1 and revealed[0].startswith('Revealed type is "def (x: int) -> int'), (
        output
    )
    assert any(r.line == 8 and r.code == "arg-type" for r in reports), output


@pytest.mark.parametrize("setting", ["", "keep_signatures = false\n"], ids=["default", "false"])
def test_by_default_jit_has_jaxs_own_types(tmp_path: Path, setting: str) -> None:
    """Turning the plugin on adds no ordinary mypy error: jax.jit(f) stays JAX's type."""
    (tmp_path / "pyproject.toml").write_text(KEEP + setting, encoding="utf-8")
    user = tmp_path / "user.py"
    user.write_text(
        "import jax\n\n"
        "def loss(w: jax.Array) -> jax.Array:\n    return w\n\n"
        'fast = jax.jit(loss)\nfast("anything")\nreveal_type(fast)\n',
        encoding="utf-8",
    )
    reports, output = run_mypy([user], tmp_path / "cache", cwd=tmp_path)
    own = [r for r in reports if not (r.code or "").startswith("jax-")]
    assert [(r.line, r.message) for r in own] == [
        (8, 'Revealed type is "jax._src.pjit.JitWrapped"')
    ], output
