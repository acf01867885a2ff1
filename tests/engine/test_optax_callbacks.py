"""Engine cases, functions optax calls inside a trace (issue 41): the update function of
the program's own GradientTransformation (chained, or kept by an nnx.Optimizer), a
schedule given to `inject_hyperparams(optimizer)`; gradients taken with `has_aux`."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "own_update_fn_in_a_chain_under_jit": """
        import optax
        def clip(max_norm):
            def init_fn(params):
                return optax.EmptyState()
            def update_fn(updates, state, params=None):
                def leaf(g):
                    if jnp.linalg.norm(g) > max_norm:  # E: jax-traced-bool
                        return g / 2
                    return g
                return jax.tree.map(leaf, updates), state
            return optax.GradientTransformation(init_fn, update_fn)
        tx = optax.chain(clip(1.0), optax.sgd(0.1))
        @jax.jit
        def step(w, opt_state, g):
            return tx.update(g, opt_state, w)
    """,
    "own_update_fn_reads_the_state_its_init_made": """
        from typing import NamedTuple
        import optax
        class Count(NamedTuple):
            steps: jax.Array
        def warm(max_steps):
            def init_fn(params):
                return Count(jnp.zeros((), jnp.int32))
            def update_fn(updates, state, params=None):
                scale = min(1.0, float(state.steps) / max_steps)  # E: jax-traced-conversion
                return jax.tree.map(lambda u: scale * u, updates), Count(state.steps + 1)
            return optax.GradientTransformation(init_fn, update_fn)
        def build(clip):
            parts = []
            if clip > 0:
                parts.append(optax.clip_by_global_norm(clip))
            parts.append(warm(10))
            return optax.chain(*parts)
        tx = build(1.0)
        @jax.jit
        def step(w, opt_state, g):
            return tx.update(g, opt_state, w)
        w = jnp.ones(3)
        step(w, tx.init(w), jnp.ones(3))
    """,
    "own_update_fn_whose_state_field_is_static": """
        from typing import NamedTuple
        import optax
        class Count(NamedTuple):
            steps: jax.Array
        def warm(max_steps):
            def init_fn(params):
                return Count(jnp.zeros((), jnp.int32))
            def update_fn(updates, state, params=None):
                scale = jnp.minimum(1.0, state.steps / max_steps)
                return jax.tree.map(lambda u: scale * u, updates), Count(state.steps + 1)
            return optax.GradientTransformation(init_fn, update_fn)
        parts = [optax.clip_by_global_norm(1.0)]
        parts.append(warm(10))
        tx = optax.chain(*parts)
        @jax.jit
        def step(w, opt_state, g):
            return tx.update(g, opt_state, w)
        w = jnp.ones(3)
        step(w, tx.init(w), jnp.ones(3))
    """,
    "own_update_fn_run_eagerly_is_fine": """
        import optax
        def clip(max_norm):
            def init_fn(params):
                return optax.EmptyState()
            def update_fn(updates, state, params=None):
                def leaf(g):
                    if jnp.linalg.norm(g) > max_norm:
                        return g / 2
                    return g
                return jax.tree.map(leaf, updates), state
            return optax.GradientTransformation(init_fn, update_fn)
        tx = optax.chain(clip(1.0), optax.sgd(0.1))
        def step(w, opt_state, g):
            return tx.update(g, opt_state, w)
        step(jnp.ones(3), None, jnp.ones(3))
    """,
    "own_update_fn_kept_by_an_nnx_optimizer": """
        import optax
        from flax import nnx
        def halve(updates, state, params=None):
            n = int(jax.tree.leaves(updates)[0].sum())  # E: jax-traced-conversion
            return updates, state
        class Net(nnx.Module):
            def __init__(self, rngs):
                self.lin = nnx.Linear(2, 1, rngs=rngs)
            def __call__(self, x):
                return self.lin(x)
        @nnx.jit
        def step(model, optimizer, x):
            loss, grads = nnx.value_and_grad(lambda m: m(x).sum())(model)
            optimizer.update(model, grads)
        def main():
            model = Net(nnx.Rngs(0))
            tx = optax.GradientTransformation(lambda p: optax.EmptyState(), halve)
            step(model, nnx.Optimizer(model, tx, wrt=nnx.Param), jnp.ones((3, 2)))
    """,
    "inject_hyperparams_calls_a_partial_schedule": """
        import functools
        import optax
        def decay(count, every):
            return 0.1 * 0.5 ** (int(count) // every)  # E: jax-traced-conversion
        tx = optax.inject_hyperparams(optax.adam)(learning_rate=functools.partial(decay, every=5))
        @jax.jit
        def step(w, opt_state, g):
            return tx.update(g, opt_state, w)
    """,
    "inject_hyperparams_with_a_constant_rate_is_fine": """
        import optax
        tx = optax.inject_hyperparams(optax.adam)(learning_rate=0.1)
        @jax.jit
        def step(w, opt_state, g):
            return tx.update(g, opt_state, w)
    """,
    "gradient_with_has_aux_is_traced_under_jit": """
        @jax.jit
        def step(w, x):
            (loss, aux), g = jax.value_and_grad(lambda w: (jnp.sum(w * x), x), has_aux=True)(w)
            if g.sum() > 0:  # E: jax-traced-bool
                return w
            return w - g
    """,
    # An instance of the program's class with `__call__`, given as the learning rate: optax
    # calls it with its traced step count.
    "schedule_object_as_learning_rate": """
        import optax
        class Piecewise:
            def __init__(self, lr, boundaries):
                self.lr = lr
                self.boundaries = np.asarray(boundaries)
            def __call__(self, step):
                piece = np.searchsorted(self.boundaries, step)  # E: jax-numpy-on-traced
                return self.lr * 0.1**piece
        @functools.partial(jax.jit, static_argnames="tx")
        def step(params, state, tx):
            updates, state = tx.update(params, state, params)
            return optax.apply_updates(params, updates), state
        tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(Piecewise(0.1, [10, 20])))
        params = jnp.ones(3)
        step(params, tx.init(params), tx)
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
