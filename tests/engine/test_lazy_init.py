"""Engine cases for lazy initialisation in traced code (`if self.mean is None:
self.fit(x)`): where something else may initialise the attribute first and the engine
does not know it, a trace takes it as initialised before, so nothing in the branch is
reported; a branch that is the attribute's only initialiser, or another undecided test,
still is."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

_SCALER = """
    class Scaler:
        def __init__(self):
            self.mean = None
        def fit(self, x):
            self.mean = x.mean()
            return self
"""

CASES: dict[str, str] = {
    "fit_on_first_use_is_taken_as_done": _SCALER
    + """
        def transform(self, x):
            if self.mean is None:
                self.fit(x)
            return x - self.mean
    scaler = Scaler()
    scaler.fit(jnp.arange(3.0))
    jax.jit(scaler.transform)(jnp.ones(3))
    """,
    "store_on_first_use_is_taken_as_done": _SCALER
    + """
        def transform(self, x):
            if self.mean is None:
                self.mean = x.mean()
            return x - self.mean
    scaler = Scaler()
    scaler.fit(jnp.arange(3.0))
    jax.jit(scaler.transform)(jnp.ones(3))
    """,
    "hasattr_check_is_taken_as_done": """
    class Scaler:
        def fit(self, x):
            self.mean = x.mean()
        def transform(self, x):
            if not hasattr(self, "mean"):
                self.fit(x)
            return x - self.mean
    scaler = Scaler()
    scaler.fit(jnp.arange(3.0))
    jax.jit(scaler.transform)(jnp.ones(3))
    """,
    "only_initialiser_in_the_trace_is_reported": """
    class Stats:
        def __init__(self):
            self.running_mean = None
        def update(self, x):
            if self.running_mean is None:
                self.running_mean = x.mean()  # E: jax-tracer-leak
            return x - x.mean()
    stats = Stats()
    jax.jit(stats.update)(jnp.ones(3))
    """,
    "store_under_another_undecided_test_is_reported": _SCALER
    + """
        def refit_next(self):
            self.refit = True
        def transform(self, x):
            if self.refit:
                self.mean = x.mean()  # E: jax-tracer-leak
            return x - self.mean
    scaler = Scaler()
    scaler.refit = False
    scaler.fit(jnp.arange(3.0))
    jax.jit(scaler.transform)(jnp.ones(3))
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
