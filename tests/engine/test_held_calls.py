"""Engine cases, functions whose every call the module holds: a private transformed
function (or a local one) is guessed with the parameters its calls pass, not at defaults
no call leaves (issue 41); a name others can reach keeps the guess at its defaults."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "private_jit_routed_by_a_conditional": """
        def _normalise(x, scale=None):
            if scale is None:
                scale = float(jnp.max(jnp.abs(x)))
            return x / scale
        _normalise_jit = jax.jit(_normalise)
        def normalise(x, scale=None):
            return (_normalise if scale is None else _normalise_jit)(x, scale)
    """,
    # No call in the module: it may be imported and called elsewhere (at its default).
    "a_private_jit_never_called_here_keeps_its_defaults": """
        def _normalise(x, scale=None):
            if scale is None:
                scale = float(jnp.max(jnp.abs(x)))  # E: jax-traced-conversion
            return x / scale
        _normalise_jit = jax.jit(_normalise)
    """,
    "private_jit_through_a_local_alias": """
        def _normalise(x, scale=None):
            if scale is None:
                scale = float(jnp.max(jnp.abs(x)))
            return x / scale
        _normalise_jit = jax.jit(_normalise)
        def normalise(x, scale=None):
            fn = _normalise if scale is None else _normalise_jit
            return fn(x, scale)
    """,
    "private_decorated_jit_every_call_passes_it": """
        @jax.jit
        def _update(x, state=None):
            if state is None:
                return x * int(x.sum())
            return x + state
        def update(x, state=None):
            if state is None:
                return x
            return _update(x, state)
    """,
    "local_jit_every_call_passes_it": """
        def run(x, scale):
            def body(x, scale=None):
                if scale is None:
                    scale = float(x.max())
                return x / scale
            fn = jax.jit(body)
            return fn(x, scale)
    """,
    "a_call_that_leaves_the_default_keeps_it": """
        def _normalise(x, scale=None):
            if scale is None:
                scale = float(jnp.max(jnp.abs(x)))  # E: jax-traced-conversion
            return x / scale
        _normalise_jit = jax.jit(_normalise)
        def normalise(x, scale=None):
            if scale is None:
                return _normalise_jit(x)
            return _normalise_jit(x, scale)
    """,
    "a_public_name_keeps_its_defaults": """
        def _normalise(x, scale=None):
            if scale is None:
                scale = float(jnp.max(jnp.abs(x)))  # E: jax-traced-conversion
            return x / scale
        normalise_jit = jax.jit(_normalise)
        def normalise(x, scale):
            return normalise_jit(x, scale)
    """,
    "a_private_name_passed_out_keeps_its_defaults": """
        @jax.jit
        def _update(x, state=None):
            if state is None:
                return x * int(x.sum())  # E: jax-traced-conversion
            return x + state
        def pick(x, state):
            _update(x, state)
            return _update
    """,
    "listed_in_all_keeps_its_defaults": """
        __all__ = ["_update"]
        @jax.jit
        def _update(x, state=None):
            if state is None:
                return x * int(x.sum())  # E: jax-traced-conversion
            return x + state
        def update(x, state):
            return _update(x, state)
    """,
    "a_mistake_that_needs_no_default_is_still_found": """
        @jax.jit
        def _update(x, state=None):
            if x.sum() > 0:  # E: jax-traced-bool
                return x
            return x + state
        def update(x, state):
            return _update(x, state)
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
