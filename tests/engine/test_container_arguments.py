"""Engine cases for containers given to a transformation: jax.jit traces each leaf of a
tuple or dict as it was (a boolean mask stays one), equinox's filter_jit traces only the
arrays among them, a jitted result's dict keeps its entries, and an equinox Module's own
`__init__` sets the fields it stores (a list of layers); vmap given a dict or tuple of axes
maps leaf by leaf."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "jit_dict_argument_keeps_its_mask": """
        @jax.jit
        def evaluate(batch):
            return batch["x"][batch["mask"]]  # E: jax-dynamic-shape
        x = jnp.arange(4.0)
        evaluate({"x": x, "mask": x > 1})
    """,
    "jit_dict_argument_where_is_fine": """
        @jax.jit
        def evaluate(batch):
            return jnp.where(batch["mask"], batch["x"], 0.0)
        x = jnp.arange(4.0)
        evaluate({"x": x, "mask": x > 1})
    """,
    "jit_tuple_argument_python_int_is_traced": """
        @jax.jit
        def run(x, sizes):
            for _ in range(sizes[0]):  # E: jax-traced-index
                x = x * 2
            return x
        run(jnp.ones(2), (3, 4))
    """,
    "jit_result_dict_keeps_its_mask": """
        @jax.jit
        def make(x):
            return {"x": x, "mask": x > 0}
        @jax.jit
        def use(batch):
            return batch["x"][batch["mask"]]  # E: jax-dynamic-shape
        use(make(jnp.arange(3.0)))
    """,
    "eager_result_dict_mask_is_concrete": """
        @jax.jit
        def make(x):
            return {"x": x, "mask": x > 0}
        batch = make(jnp.arange(3.0))
        kept = batch["x"][batch["mask"]]
    """,
    "filter_jit_dict_array_entry_is_traced": """
        import equinox as eqx
        @eqx.filter_jit
        def update(w, state):
            return w * int(state["step"])  # E: jax-traced-conversion
        update(jnp.ones(2), {"step": jnp.zeros((), jnp.int32), "scale": 0.5})
    """,
    "filter_jit_dict_python_entry_stays_static": """
        import equinox as eqx
        @eqx.filter_jit
        def update(w, state):
            for _ in range(state["repeats"]):
                w = w * state["scale"]
            return w
        update(jnp.ones(2), {"step": jnp.zeros((), jnp.int32), "repeats": 2, "scale": 0.5})
    """,
    "filter_jit_tuple_python_item_stays_static": """
        import equinox as eqx
        @eqx.filter_jit
        def update(w, config):
            size, weights = config
            return jnp.zeros(size) + w * weights[0]
        update(jnp.ones(2), (2, [jnp.ones(2)]))
    """,
    "equinox_init_list_of_layers_indexed_by_a_tracer": """
        import equinox as eqx
        class Conv(eqx.Module):
            weights: list
            def __init__(self, key):
                self.weights = [jax.random.normal(k, (2, 2)) for k in jax.random.split(key, 2)]
            def __call__(self, x, rel):
                return x @ self.weights[rel]  # E: jax-traced-index
        class Net(eqx.Module):
            layers: list
            def __init__(self, key):
                self.layers = [Conv(k) for k in jax.random.split(key, 2)]
            def __call__(self, x, rel):
                for layer in self.layers:
                    x = layer(x, rel)
                return x
        @eqx.filter_jit
        def run(model, x, rel):
            return model(x, rel)
        run(Net(jax.random.key(0)), jnp.ones(2), jnp.asarray(1))
    """,
    "equinox_init_python_field_stays_static": """
        import equinox as eqx
        class Repeat(eqx.Module):
            times: int
            w: jax.Array
            def __init__(self, times):
                self.times = times
                self.w = jnp.ones(2)
            def __call__(self, x):
                for _ in range(self.times):
                    x = x * self.w
                return x
        @eqx.filter_jit
        def run(model, x):
            return model(x)
        run(Repeat(3), jnp.ones(2))
    """,
    "vmap_dict_axes_leave_an_entry_as_it_is": """
        def f(d):
            total = d["x"]
            for _ in range(d["n"]):
                total = total * 2
            return total
        jax.vmap(f, in_axes=({"x": 0, "n": None},))({"x": jnp.arange(3.0), "n": 3})
    """,
    "vmap_dict_axes_map_the_other_entries": """
        def f(d):
            if d["x"] > 0:  # E: jax-traced-bool
                return d["x"]
            return -d["x"] * d["n"]
        jax.vmap(f, in_axes=({"x": 0, "n": None},))({"x": jnp.arange(3.0), "n": 3})
    """,
    "vmap_tuple_axes_leave_an_item_as_it_is": """
        def f(pair):
            x, n = pair
            if x > 0:  # E: jax-traced-bool
                return x
            return jnp.zeros(n)
        jax.vmap(f, in_axes=((0, None),))((jnp.arange(3.0), 2))
    """,
    "vmap_dict_axes_unknown_argument_keeps_the_entry_unknown": """
        def f(d):
            return jnp.zeros(d["n"]) + d["x"]
        def run(batch):
            return jax.vmap(f, in_axes=({"x": 0, "n": None},))(batch)
    """,
    "vmap_axes_given_by_a_module_constant_are_read": """
        AXES = ({"x": 0, "n": 0},)
        def f(d):
            for _ in range(d["n"]):  # E: jax-traced-index
                pass
            return d["x"]
        jax.vmap(f, in_axes=AXES)({"x": jnp.arange(3.0), "n": jnp.array([1, 2, 3])})
    """,
    "vmap_axes_constant_leaving_an_entry_unmapped": """
        AXES = ({"x": 0, "n": None}, None)
        def f(d, scale):
            for _ in range(d["n"]):
                pass
            return d["x"] * scale
        jax.vmap(f, in_axes=AXES)({"x": jnp.arange(3.0), "n": 3}, 2.0)
    """,
    "vmap_dict_axes_unmapped_str_entry_is_passed_as_it_is": """
        def f(d):
            return d["x"] * len(d["name"])
        jax.vmap(f, in_axes=({"x": 0, "name": None},))({"x": jnp.arange(3.0), "name": "a"})
    """,
    "vmap_dict_axes_mapped_str_entry_is_rejected": """
        def f(d):
            return d["x"] * len(d["name"])
        axes = ({"x": 0, "name": 0},)
        jax.vmap(f, in_axes=axes)({"x": jnp.arange(3.0), "name": "a"})  # E: jax-static-arg
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
