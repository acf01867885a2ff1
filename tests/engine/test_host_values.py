"""Engine cases, values research code makes on the host and hands to a trace: NumPy
random draws and boolean masks (a boolean array jit traces is a mask, whatever made it),
dicts filled entry by entry (`out[name] = ...` in a loop over another dict's items), a
linen Module's `init` under `jax.jit`, an equinox model after `apply_updates`, and NumPy
scalars (numbers to Python, arrays to equinox)."""

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
    # A list filled by `append` in a loop holds what was appended; `np.zeros(shape, bool)`
    # makes a boolean array (its dtype given by position).
    "masks_of_batches_appended_in_a_loop": """
        import dataclasses
        @dataclasses.dataclass
        class Batch:
            tokens: np.ndarray
            mask: np.ndarray
        def batches(lengths):
            out = []
            for n in lengths:
                mask = np.zeros((2, 4), bool)
                mask[:, :n] = True
                out.append(Batch(np.ones((2, 4), np.float32), mask))
            return out
        @jax.jit
        def score(tokens, mask):
            targets = mask[:, 1:]  # a slice of a boolean array is one
            return jnp.sum(tokens[:, 1:][targets])  # E: jax-dynamic-shape
        def main():
            for batch in batches([1, 3]):
                score(batch.tokens, batch.mask)
    """,
    "numbers_appended_in_a_loop_stay_static": """
        @functools.partial(jax.jit, static_argnums=1)
        def pad(x, width):
            return jnp.pad(x, width)
        def main():
            widths = []
            for w in range(3):
                widths.append(w * 2)
            return pad(jnp.ones(2), widths[-1]), jnp.zeros(widths[0])
    """,
    # A dict filled in a loop by keys the engine cannot read (a field of each config in a
    # tuple, joined field by field) holds what was stored; jit traces each value.
    "a_dict_of_masks_keyed_by_config_names": """
        import dataclasses
        @dataclasses.dataclass(frozen=True)
        class Column:
            name: str
            clip: float = 4.0
        COLUMNS = (Column("age"), Column("income", clip=3.0))
        def columnize(rows):
            table, present = {}, {}
            for spec in COLUMNS:
                values = np.array([row[spec.name] for row in rows], dtype=np.float32)
                table[spec.name] = values
                present[spec.name] = ~np.isnan(values)
            return table, present
        def masked_mean(x, keep):
            return jnp.mean(x[keep])  # E: jax-dynamic-shape
        @jax.jit
        def fit(table, present):
            return [masked_mean(table[spec.name], present[spec.name]) for spec in COLUMNS]
        def main():
            rows = [{"age": 1.0, "income": np.nan}, {"age": 2.0, "income": 3.0}]
            return fit(*columnize(rows))
    """,
    "a_dict_of_python_numbers_keyed_by_config_names": """
        import dataclasses
        @dataclasses.dataclass(frozen=True)
        class Column:
            name: str
            levels: int = 0
        COLUMNS = (Column("region", levels=4), Column("kind", levels=3))
        def sizes():
            out = {}
            for spec in COLUMNS:
                out[spec.name] = spec.levels
            return out
        @functools.partial(jax.jit, static_argnames="levels")
        def encode(codes, levels):
            return jax.nn.one_hot(codes, levels)
        def main():
            table = sizes()
            return [encode(jnp.arange(2), table[name]) for name in ("region", "kind")]
    """,
    # A NumPy scalar is an array to equinox's filters (a Python int is not), and stays one
    # through NumPy's arithmetic; to Python it is a hashable number.
    "a_numpy_scalar_in_a_batch_under_filter_jit": """
        import equinox as eqx
        @eqx.filter_jit
        def step(x, batch):
            total = 0.0
            for i in range(batch["steps"]):  # E: jax-traced-index
                total = total + x[i]
            return total
        def main():
            for size in (8, 12):
                step(jnp.ones(16), {"steps": np.int32(size // 4) * 2})
    """,
    "numpy_scalars_where_python_needs_a_number": """
        import equinox as eqx
        @eqx.filter_jit
        def window(x, size):
            return x[:size].sum()
        @functools.partial(jax.jit, static_argnums=1)
        def tile(x, reps):
            return jnp.tile(x, reps)
        def main():
            n = np.int64(3)
            table = {n: "three"}
            rows = [0.0] * np.int32(2)
            return window(jnp.ones(4), int(n)), tile(jnp.ones(2), n), table, rows
    """,
    "a_numpy_scalar_field_of_an_equinox_module": """
        import equinox as eqx
        class Pool(eqx.Module):
            width: int
            def __call__(self, x):
                return jnp.zeros(self.width) + x.mean()  # E: jax-traced-shape
        @eqx.filter_jit
        def apply(model, x):
            return model(x)
        def main():
            return apply(Pool(np.int32(3)), jnp.ones(4))
    """,
    # A NumPy array's reduction is a NumPy scalar, which equinox's filters trace as they
    # do arrays; `len(np.unique(y))` is a Python int, and stays static.
    "numpy_reduction_as_an_equinox_field": """
        import equinox as eqx
        class Head(eqx.Module):
            w: jax.Array
            classes: int
            def __call__(self, y):
                return jax.nn.one_hot(y, self.classes) @ self.w  # E: jax-traced-shape
        @eqx.filter_jit
        def score(head, y):
            return head(y)
        labels = np.array([0, 2, 1, 2])
        fine = Head(jnp.ones((3, 2)), len(np.unique(labels)))
        score(fine, jnp.asarray(labels))
        head = Head(jnp.ones((3, 2)), labels.max() + 1)
        score(head, jnp.asarray(labels))
    """,
    # A data loader object: its batches are what `__next__` returns (or `__iter__`
    # yields), in a `for` loop, `next()` and `zip()`; a Generator's `integers` is a NumPy
    # integer, which `filter_jit` traces.
    "batches_of_a_loader_object": """
        import equinox as eqx
        class Loader:
            def __init__(self, x, kinds):
                self.x = x
                self.kinds = kinds
                self.rng = np.random.default_rng(0)
            def __iter__(self):
                return self
            def __next__(self):
                return {"x": self.x, "kind": self.rng.integers(self.kinds)}
        class Batches:
            def __init__(self, x):
                self.x = x
            def __iter__(self):
                for i in range(2):
                    yield {"x": self.x, "kind": i}
        @eqx.filter_jit
        def step(batch):
            return range(batch["kind"])  # E: jax-traced-index
        @eqx.filter_jit
        def fine(batch):
            return jnp.sum(batch["x"]) * len(range(batch["kind"]))
        def main():
            x = np.ones(3, np.float32)
            for batch in Batches(x):
                fine(batch)
            for _, batch in zip(range(2), Loader(x, 3)):
                step(batch)
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
