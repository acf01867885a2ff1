"""Engine cases from model-zoo code: nnx.jit traces Python values like jax.jit (and writes
a Module's plain attributes back, tracers too), a tuple field of an equinox Module stays a
tuple, linen submodules made in `setup()`, and a model picked from a registry by a nested
config's defaults."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "an_equinox_layer_field_gives_a_traced_output": """
        import equinox as eqx
        class Encoder(eqx.Module):
            mlp: eqx.nn.MLP
            def __init__(self, key):
                self.mlp = eqx.nn.MLP(3, 4, 8, 1, key=key)
            def encode(self, x):
                out = self.mlp(x)
                return out[:2]
        @eqx.filter_jit
        def sample(model, x, n, key):
            mean = model.encode(x)
            return jax.random.normal(key, (n,) + mean.shape)  # E: jax-traced-shape
        sample(Encoder(jax.random.PRNGKey(0)), jnp.ones(3), jnp.asarray(2), jax.random.PRNGKey(1))
    """,
    "an_equinox_layer_output_shape_is_static": """
        import equinox as eqx
        class Encoder(eqx.Module):
            mlp: eqx.nn.MLP
            def __init__(self, key):
                self.mlp = eqx.nn.MLP(3, 4, 8, 1, key=key)
            def encode(self, x):
                return self.mlp(x)[:2]
        @eqx.filter_jit
        def sample(model, x, key):
            mean = model.encode(x)
            return jax.random.normal(key, (3,) + mean.shape)
        sample(Encoder(jax.random.PRNGKey(0)), jnp.ones(3), jax.random.PRNGKey(1))
    """,
    "nnx_jit_traces_a_python_bool": """
        from flax import nnx
        @nnx.jit
        def step(model, x, train):
            if train:  # E: jax-traced-bool
                x = x * 2
            return model(x)
        step(nnx.Linear(2, 2, rngs=nnx.Rngs(0)), jnp.ones(2), True)
    """,
    "nnx_jit_static_argnames_keep_it_static": """
        from flax import nnx
        @nnx.jit(static_argnames="train")
        def step(model, x, train):
            if train:
                x = x * 2
            return model(x)
        step(nnx.Linear(2, 2, rngs=nnx.Rngs(0)), jnp.ones(2), True)
    """,
    "nnx_jit_module_python_attribute_stays_static": """
        from flax import nnx
        class Stack(nnx.Module):
            def __init__(self, rngs):
                self.lin = nnx.Linear(2, 2, rngs=rngs)
                self.depth = 3
        @nnx.jit
        def step(model, x):
            for _ in range(model.depth):
                x = model.lin(x)
            return x
        step(Stack(nnx.Rngs(0)), jnp.ones(2))
    """,
    "filter_jit_tuple_field_indexed_by_a_traced_id": """
        import equinox as eqx
        class Heads(eqx.Module):
            heads: tuple
            def __call__(self, x, task):
                return self.heads[task] * x  # E: jax-traced-index
        @eqx.filter_jit
        def run(model, x, task):
            return model(x, task)
        run(Heads((jnp.ones(2), jnp.zeros(2))), jnp.ones(2), jnp.asarray(1))
    """,
    "filter_jit_tuple_field_indexed_by_a_python_int": """
        import equinox as eqx
        class Heads(eqx.Module):
            heads: tuple
            def __call__(self, x, task):
                return self.heads[task] * x
        @eqx.filter_jit
        def run(model, x, task):
            return model(x, task)
        run(Heads((jnp.ones(2), jnp.zeros(2))), jnp.ones(2), 1)
    """,
    "linen_setup_submodule_runs_under_jit": """
        import flax.linen as nn
        class Norm(nn.Module):
            def __call__(self, x):
                return x / np.sqrt((x * x).mean())  # E: jax-numpy-on-traced
        class Net(nn.Module):
            def setup(self):
                self.dense = nn.Dense(3)
                self.norm = Norm()
            def __call__(self, x):
                return self.norm(self.dense(x))
        model = Net()
        params = model.init(jax.random.key(0), jnp.ones(3))
        jax.jit(model.apply)(params, jnp.ones(3))
    """,
    "linen_setup_list_of_blocks": """
        import flax.linen as nn
        class Block(nn.Module):
            width: int
            @nn.compact
            def __call__(self, x):
                if x.sum() > 0:  # E: jax-traced-bool
                    x = -x
                return nn.Dense(self.width)(x)
        class Net(nn.Module):
            widths: tuple
            def setup(self):
                self.blocks = [Block(w) for w in self.widths]
            def __call__(self, x):
                for block in self.blocks:
                    x = block(x)
                return x
        model = Net((2, 3))
        params = model.init(jax.random.key(0), jnp.ones(3))
        jax.jit(model.apply)(params, jnp.ones(3))
    """,
    "linen_setup_attribute_stored_twice_is_unknown": """
        import flax.linen as nn
        class Norm(nn.Module):
            def __call__(self, x):
                return x / np.sqrt((x * x).mean())
        class Net(nn.Module):
            plain: bool
            def setup(self):
                self.norm = nn.LayerNorm()
                if not self.plain:
                    self.norm = Norm()
            def __call__(self, x):
                return self.norm(x)
        model = Net(True)
        params = model.init(jax.random.key(0), jnp.ones(3))
        jax.jit(model.apply)(params, jnp.ones(3))
    """,
    "linen_setup_stores_that_read_each_other_stay_unknown": """
        import flax.linen as nn
        class Net(nn.Module):
            def setup(self):
                self.a = self.b
                self.b = self.a
            def __call__(self, x):
                return self.a(x)
        model = Net()
        jax.jit(model.apply)({}, jnp.ones(3))
    """,
    "registry_entry_picked_by_a_nested_config_default": """
        from typing import NamedTuple
        import flax.linen as nn
        class Bad(nn.Module):
            @nn.compact
            def __call__(self, x):
                return x[: int(x.sum())]  # E: jax-traced-conversion
        class Good(nn.Module):
            @nn.compact
            def __call__(self, x):
                return x
        class ModelCfg(NamedTuple):
            name: str = "bad"
        class Cfg(NamedTuple):
            model: ModelCfg = ModelCfg()
        MODELS = {"bad": Bad, "good": Good}
        model = MODELS[Cfg().model.name]()
        params = model.init(jax.random.key(0), jnp.ones(3))
        jax.jit(model.apply)(params, jnp.ones(3))
    """,
    "registry_default_picks_the_correct_entry": """
        from typing import NamedTuple
        import flax.linen as nn
        class Bad(nn.Module):
            @nn.compact
            def __call__(self, x):
                return x[: int(x.sum())]
        class Good(nn.Module):
            @nn.compact
            def __call__(self, x):
                return x
        class ModelCfg(NamedTuple):
            name: str = "good"
        class Cfg(NamedTuple):
            model: ModelCfg = ModelCfg()
        MODELS = {"bad": Bad, "good": Good}
        model = MODELS[Cfg().model.name]()
        params = model.init(jax.random.key(0), jnp.ones(3))
        jax.jit(model.apply)(params, jnp.ones(3))
    """,
    "registry_filled_by_item_assignments": """
        import flax.linen as nn
        class Bad(nn.Module):
            @nn.compact
            def __call__(self, x):
                return x[: int(x.sum())]  # E: jax-traced-conversion
        class Good(nn.Module):
            @nn.compact
            def __call__(self, x):
                return x
        MODELS = {}
        MODELS["bad"] = Bad
        MODELS["good"] = Good
        model = MODELS["bad"]()
        jax.jit(model.apply)({}, jnp.ones(3))
    """,
    "registry_filled_by_a_register_function": """
        import flax.linen as nn
        class Bad(nn.Module):
            @nn.compact
            def __call__(self, x):
                return x[: int(x.sum())]  # E: jax-traced-conversion
        class Good(nn.Module):
            @nn.compact
            def __call__(self, x):
                return x
        MODELS = {}
        def register(name, ctor):
            MODELS[name] = ctor
        register("bad", Bad)
        register("good", Good)
        model = MODELS["bad"]()
        jax.jit(model.apply)({}, jnp.ones(3))
    """,
    "registry_entry_stored_twice_is_unknown": """
        import flax.linen as nn
        class Bad(nn.Module):
            @nn.compact
            def __call__(self, x):
                return x[: int(x.sum())]
        class Good(nn.Module):
            @nn.compact
            def __call__(self, x):
                return x
        MODELS = {}
        def register(name, ctor):
            MODELS[name] = ctor
        register("net", Bad)
        register("net", Good)
        model = MODELS["net"]()
        jax.jit(model.apply)({}, jnp.ones(3))
    """,
    "registry_name_popped_from_a_copied_config": """
        import flax.linen as nn
        class Bad(nn.Module):
            width: int
            @nn.compact
            def __call__(self, x):
                return x[: int(x.sum())]  # E: jax-traced-conversion
        class Good(nn.Module):
            width: int
            @nn.compact
            def __call__(self, x):
                return x
        REGISTRY = {"bad": Bad, "good": Good}
        def create(model_cfg):
            kwargs = dict(model_cfg)
            return REGISTRY[kwargs.pop("name")](**kwargs)
        model = create({"name": "bad", "width": 3})
        params = model.init(jax.random.key(0), jnp.ones(3))
        jax.jit(model.apply)(params, jnp.ones(3))
    """,
    "popped_key_is_gone_from_the_dict": """
        @jax.jit
        def f(x, k):
            options = {"n": k, "scale": 2.0}
            options.pop("n")
            for _ in range(options.get("n", 2)):
                x = x * options["scale"]
            return x
        f(jnp.ones(2), 3)
    """,
    "nnx_jit_plain_attribute_of_a_module_leaks": """
        from flax import nnx
        class Probe(nnx.Module):
            def __init__(self, rngs):
                self.lin = nnx.Linear(2, 2, rngs=rngs)
                self.last = None
            def __call__(self, x):
                y = self.lin(x)
                self.last = y * 2  # E: jax-tracer-leak
                return y
        @nnx.jit
        def run(model, x):
            return model(x)
        run(Probe(nnx.Rngs(0)), jnp.ones(2))
    """,
    "nnx_jit_variable_of_a_module_is_state": """
        from flax import nnx
        class Probe(nnx.Module):
            def __init__(self, rngs):
                self.lin = nnx.Linear(2, 2, rngs=rngs)
                self.last = nnx.Intermediate(None)
            def __call__(self, x):
                y = self.lin(x)
                self.last.value = y * 2
                return y
        @nnx.jit
        def run(model, x):
            return model(x)
        run(Probe(nnx.Rngs(0)), jnp.ones(2))
    """,
    "a_module_made_inside_the_trace_keeps_its_tracers": """
        from flax import nnx
        class Probe(nnx.Module):
            def __init__(self, rngs):
                self.lin = nnx.Linear(2, 2, rngs=rngs)
                self.last = None
            def __call__(self, x):
                y = self.lin(x)
                self.last = y * 2
                return y
        @nnx.jit
        def run(x):
            return Probe(nnx.Rngs(0))(x)
        run(jnp.ones(2))
    """,
    # equinox's own layers compute with jax: vmapped (or called) under a trace, their
    # output is traced, and a slice by a traced length of it raises.
    "a_vmapped_equinox_layer_gives_a_traced_output": """
        import equinox as eqx
        def first(h, n):
            return h[:n].mean(axis=0)  # E: jax-traced-slice
        class Pool(eqx.Module):
            embed: eqx.nn.Embedding
            def __init__(self, key):
                self.embed = eqx.nn.Embedding(10, 4, key=key)
            def __call__(self, tokens, length):
                return first(jax.vmap(self.embed)(tokens), length)
        @eqx.filter_jit
        def evaluate(model, tokens, lengths):
            return jax.vmap(model)(tokens, lengths)
        def main():
            tokens = np.zeros((4, 6), dtype=np.int32)
            return evaluate(Pool(jax.random.PRNGKey(0)), tokens, np.arange(1, 5))
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
