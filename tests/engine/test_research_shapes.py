"""Engine cases, Unannotated research code: a jitted step's parameters read with what the
program passes (a flax TrainState and its inherited fields, arrays a data loader yields,
a layer's output the engine lost, indexed by a traced mask)."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "train_state_subclass_step_in_a_helper": """
        import optax
        from typing import Any
        from flax.training import train_state
        class TrainState(train_state.TrainState):
            ema: Any = None
        def decay(step, warmup):
            if step > warmup:  # E: jax-traced-bool
                return 0.99
            return 0.9
        @jax.jit
        def train_step(state, x):
            state = state.apply_gradients(grads={"w": x})
            return state.replace(ema=decay(state.step, 10) * x)
        def main():
            state = TrainState.create(
                apply_fn=lambda p, x: x, params={"w": jnp.ones(3)}, tx=optax.sgd(0.1)
            )
            train_step(state, jnp.ones(3))
    """,
    "train_state_static_fields_stay_static": """
        import optax
        from flax.training import train_state
        @jax.jit
        def train_step(state, x):
            if state.tx is None:
                return x
            for _ in range(len(state.params)):
                x = x * 2
            return x
        def main():
            state = train_state.TrainState.create(
                apply_fn=lambda p, x: x, params={"w": jnp.ones(3)}, tx=optax.sgd(0.1)
            )
            train_step(state, jnp.ones(3))
    """,
    "a_data_loader_yields_arrays": """
        import equinox as eqx
        def batches(data, size):
            while True:
                yield jnp.asarray(data[:size]), jnp.asarray(data[size:])
        @eqx.filter_jit
        def step(x, y):
            return x * int(y.sum())  # E: jax-traced-conversion
        def main(data):
            stream = batches(data, 4)
            x, y = next(stream)
            return step(x, y)
    """,
    "a_data_loader_yields_python_numbers": """
        import equinox as eqx
        def sizes(n):
            for i in range(n):
                yield i + 1
        @eqx.filter_jit
        def step(x, k):
            return x * jnp.ones(k)
        def main():
            for k in sizes(3):
                step(jnp.ones(1), k)
    """,
    "a_lost_array_indexed_by_a_traced_mask": """
        def mystery(h):
            return h.apply_something()
        @jax.jit
        def f(x, h):
            h = mystery(h)
            keep = x > 0
            return h[keep]  # E: jax-dynamic-shape
    """,
    "a_known_list_indexed_by_a_static_mask_runs": """
        @jax.jit
        def f(x):
            keep = [True, False]
            return x * len(keep)
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
