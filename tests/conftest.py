"""Pytest configuration: report the JAX version and backend the runtime suite runs on."""

from __future__ import annotations

from typing import Any


def _jax_line() -> str:
    import jax

    return f"jax {jax.__version__}, backend {jax.default_backend()}, devices {jax.devices()}"


def pytest_report_header() -> str:
    return _jax_line()


def pytest_terminal_summary(terminalreporter: Any) -> None:
    terminalreporter.write_line(f"ran on {_jax_line()}")
