"""Engine cases, values research code makes on the host and hands to a trace: NumPy
random draws and boolean masks (a boolean array jit traces is a mask, whatever made it),
dicts filled entry by entry (`out[name] = ...` in a loop over another dict's items), a
linen Module's `init` under `jax.jit`, and an equinox model after `apply_updates`."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "mask_from_a_generator_draw": """
        def loss(logits, labeled):
            return jnp.mean(logits[labeled])  # E: jax-dynamic-shape
        @jax.jit
        def step(x, labeled):
            return loss(x * 2.0, labeled)
        def main():
            rng = np.random.default_rng(0)
            labeled = rng.random(10) < 0.5
            return step(jnp.ones(10), labeled)
    """,
    "mask_from_the_legacy_functions_and_logic": """
        @jax.jit
        def pick(x, keep):
            return x[keep].sum()  # E: jax-dynamic-shape
        def main():
            noisy = np.random.rand(8) > 0.3
            table = np.arange(8)
            keep = noisy & ~(table > 5)
            return pick(jnp.ones(8), keep)
    """,
    "mask_from_a_random_state_draw_under_vmap": """
        def masked_mean(row, mask):
            return row[mask].mean()  # E: jax-dynamic-shape
        def main():
            state = np.random.RandomState(1)
            mask = state.uniform(0.0, 1.0, size=(4, 6)) > 0.5
            return jax.vmap(masked_mean)(jnp.ones((4, 6)), mask)
    """,
    # equinox traces NumPy arrays (not Python numbers): an array stays one through its
    # methods and NumPy's fancy indexing.
    "numpy_arrays_through_their_methods_under_filter_jit": """
        import equinox as eqx
        @eqx.filter_jit
        def total(xs, lengths):
            out = 0.0
            for t in range(lengths[0]):  # E: jax-traced-index
                out = out + xs[t]
            return out
        def main():
            rng = np.random.default_rng(0)
            lengths = rng.integers(1, 4, size=3).astype(np.int32)
            return total(jnp.ones(5), lengths[np.array([0, 2])])
    """,
    # A draw without a size is one Python number, hashable: a fine static argument; a
    # NumPy array drawn with a size is not (jit refuses it at the call).
    "draws_as_static_arguments": """
        @functools.partial(jax.jit, static_argnums=1)
        def tile(x, reps):
            return jnp.tile(x, reps)
        def main():
            rng = np.random.default_rng(0)
            tile(jnp.ones(2), int(rng.integers(1, 4)))
            flag = np.isnan(3.0)
            tile(jnp.ones(2), 2 if flag else 3)
            return tile(jnp.ones(2), rng.integers(1, 4, size=2))  # E: jax-static-arg
    """,
    "host_masks_stay_on_the_host": """
        def main():
            rng = np.random.default_rng(0)
            data = rng.standard_normal((10, 3))
            keep = rng.random(10) < 0.5
            kept = data[keep]
            kept[0] = 0.0
            return jnp.asarray(kept).sum(), {bool(keep[0]): 1}
    """,
    "a_dict_filled_from_another_dicts_items": """
        def summarize(metrics):
            out = {}
            for name, value in metrics.items():
                if value.ndim > 0:
                    out[name] = value.mean()
                else:
                    out[name] = value
            return out
        @jax.jit
        def step(x):
            stats = summarize({"loss": jnp.sum(x), "rows": x})
            print(f"loss {stats['loss']:.4f}")  # E: jax-traced-conversion
            return x
    """,
    "a_dict_filled_by_names_given_statically": """
        def gather(metrics, names):
            out = {"steps": 1}
            for name in names:
                out[name] = metrics[name]
            return out
        @functools.partial(jax.jit, static_argnames="names")
        def step(x, names):
            stats = gather({"loss": jnp.sum(x)}, names)
            return x * stats["steps"], float(stats["steps"])
        def main():
            return step(jnp.ones(3), ("loss",))
    """,
    # Only a dict of the function's own keeps the entries it is given: an enclosing
    # function's dict, filled inside a trace, still holds tracers that outlive it.
    "an_enclosing_functions_dict_filled_in_a_trace": """
        def standardise(batch):
            stats = {}
            @jax.jit
            def inner(x):
                stats["mean"] = x.mean(axis=0)  # E: jax-tracer-leak
                stats["std"] = x.std(axis=0)  # E: jax-tracer-leak
                return x - stats["mean"]
            return inner(batch), stats
    """,
    # The loop leaves at its first entry: the last entry's pass is not what follows it.
    "a_dict_filled_by_a_loop_that_breaks": """
        def pick(metrics):
            out = {"size": 1}
            for name, value in metrics.items():
                if name == "a":
                    break
                out["size"] = value
            return out
        @jax.jit
        def step(x):
            found = pick({"a": 3, "b": x})
            return jnp.ones(found["size"]) * x[0]
    """,
    "linen_init_under_jit": """
        import flax.linen as nn
        class Expand(nn.Module):
            @nn.compact
            def __call__(self, x, n):
                h = nn.Dense(2)(x)
                return jnp.repeat(h, n, axis=0)  # E: jax-traced-shape
        def main():
            model = Expand()
            return jax.jit(model.init)(jax.random.PRNGKey(0), jnp.ones((3, 2)), jnp.array(2))
    """,
    "an_equinox_model_after_its_updates": """
        import equinox as eqx
        import optax
        class Recur(eqx.Module):
            weight: jax.Array
            def __call__(self, xs, length):
                h = jnp.zeros(2)
                for t in range(length):  # E: jax-traced-index
                    h = h + self.weight * xs[t]
                return h
        @eqx.filter_jit
        def step(model, opt_state, xs):
            grads = eqx.filter_grad(lambda m: jnp.sum(m.weight))(model)
            updates, opt_state = optax.sgd(0.1).update(grads, opt_state)
            return eqx.apply_updates(model, updates), opt_state
        @eqx.filter_jit
        def evaluate(model, xs, lengths):
            return jax.vmap(model)(xs, lengths)
        def main():
            model = Recur(jnp.ones(2))
            opt_state = optax.sgd(0.1).init(model)
            xs = jnp.ones((4, 5, 2))
            for _ in range(2):
                model, opt_state = step(model, opt_state, xs)
            return evaluate(model, xs, np.array([1, 2, 3, 4]))
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
