"""Engine cases, objects that libraries make and programs fill: optax's injected
hyperparameters, flax's mutable collections and Sequence modules, equinox models whose
layer lists mix classes, argparse namespaces, NumPy scalars, shapes of unknown parts of
traced pytrees.
"""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    # optax.inject_hyperparams keeps numeric hyperparameters in the optimizer state: the
    # program's own factory runs again in `update` with tracers (static_args excepted).
    "injected_hyperparameter_in_python_control_flow": """
        import optax
        def sgd(learning_rate, momentum):
            parts = []
            if momentum > 0:  # E: jax-traced-bool
                parts.append(optax.trace(decay=momentum))
            parts.append(optax.scale(-learning_rate))
            return optax.chain(*parts)
        opt = optax.inject_hyperparams(sgd)(learning_rate=0.1, momentum=0.9)
        fixed = optax.inject_hyperparams(sgd, static_args=("momentum",))(0.1, 0.9)
        @jax.jit
        def step(params, state):
            updates, state = opt.update(params, state, params)
            return optax.apply_updates(params, updates), state
        @jax.jit
        def fixed_step(params, state):
            updates, state = fixed.update(params, state, params)
            return optax.apply_updates(params, updates), state
        def main():
            params = jnp.ones(3)
            fixed_step(params, fixed.init(params))
            return step(params, opt.init(params))
    """,
    # `model.apply(..., mutable=[...])` returns the updated collections: tracers inside a
    # trace, which an item store cannot change.
    "linen_collections_updated_in_place": """
        import flax.linen as nn
        class Net(nn.Module):
            @nn.compact
            def __call__(self, x, train):
                return nn.BatchNorm(use_running_average=not train)(x)
        model = Net()
        def floor(stats, eps):
            var = stats["BatchNorm_0"]["var"]
            var[var < eps] = eps  # E: jax-inplace-update
            return stats
        @jax.jit
        def step(variables, x):
            out, updates = model.apply(variables, x, train=True, mutable=["batch_stats"])
            return out, floor(updates["batch_stats"], 1e-3)
        def main():
            x = jnp.ones((4, 3))
            variables = model.init(jax.random.key(0), x, train=False)
            return step(variables, x)
    """,
    # Inside a trace, linen's `self.variable(...).value` is a traced array: a cache index
    # cannot bound a slice (`lax.dynamic_slice` can take it).
    "linen_cache_index_as_a_slice_bound": """
        import flax.linen as nn
        class Cache(nn.Module):
            @nn.compact
            def __call__(self, x):
                index = self.variable("cache", "index", lambda: jnp.array(0, jnp.int32))
                scale = self.param("scale", nn.initializers.ones, (1,))
                idx = index.value
                index.value = idx + 1
                return x[: idx + 1] * scale  # E: jax-traced-slice
        model = Cache()
        @jax.jit
        def step(variables, x):
            return model.apply(variables, x, mutable=["cache"])
        def main():
            variables = model.init(jax.random.key(0), jnp.ones(3))
            return step(variables, jnp.ones(3))
    """,
    # A slice of nnx.List (a Sequence) with a traced bound calls the bound's __index__.
    "nnx_list_sliced_by_a_traced_bound": """
        from flax import nnx
        class Stack(nnx.Module):
            def __init__(self, rngs):
                self.blocks = nnx.List([nnx.Linear(2, 2, rngs=rngs) for _ in range(3)])
            def __call__(self, x, depth):
                for block in self.blocks[:depth]:  # E: jax-traced-slice
                    x = block(x)
                return x
        @nnx.jit
        def run(model, x, depth):
            return model(x, depth)
        def main():
            return run(Stack(nnx.Rngs(0)), jnp.ones(2), 2)
    """,
    # The modules an `nnx.List` holds keep their state traced under nnx.jit, each one's
    # own `__call__` runs (a layer drop drawn from the block's Rngs, tested in Python).
    "nnx_list_blocks_run_each_call": """
        from flax import nnx
        class Block(nnx.Module):
            def __init__(self, rate, rngs):
                self.fc = nnx.Linear(2, 2, rngs=rngs)
                self.rate = rate
                self.rngs = rngs
            def __call__(self, x):
                u = jax.random.uniform(self.rngs.layerdrop())
                if u < self.rate:  # E: jax-traced-bool
                    return x
                return self.fc(x)
        class Net(nnx.Module):
            def __init__(self, rngs):
                self.blocks = nnx.List([Block(r, rngs) for r in (0.1, 0.2)])
            def __call__(self, x):
                for block in self.blocks:
                    x = block(x)
                return x
        @nnx.jit
        def run(model, x):
            return model(x)
        def main():
            return run(Net(nnx.Rngs(0, layerdrop=1)), jnp.ones(2))
    """,
    # nnx's metrics change when updated: a module-level one, updated in an nnx.jit step,
    # raises TraceContextError; given as an argument it is updated and written back.
    "nnx_metric_of_module_level_updated_in_a_step": """
        from flax import nnx
        SEEN = nnx.metrics.Average("loss")
        @nnx.jit
        def step_with(metric, x):
            metric.update(loss=jnp.mean(x))
            return x
        @nnx.jit
        def step(x):
            SEEN.update(loss=jnp.mean(x))  # E: jax-tracer-leak
            return x
        def main():
            step_with(nnx.metrics.Average("loss"), jnp.ones(2))
            return step(jnp.ones(2))
    """,
    # A layer list that mixes classes (`[Norm(d)]`, then couplings appended in a loop in
    # __init__): each layer's methods run on traced leaves.
    "equinox_layer_list_of_two_classes": """
        import equinox as eqx
        class Norm(eqx.Module):
            scale: jax.Array
            def __init__(self, d):
                self.scale = jnp.ones(d)
            def forward(self, x):
                return x * self.scale
        class Coupling(eqx.Module):
            w: jax.Array
            def __init__(self, d):
                self.w = jnp.ones(d)
            def forward(self, x):
                return np.tanh(x * self.w)  # E: jax-numpy-on-traced
        class Flow(eqx.Module):
            layers: list
            def __init__(self, d, n):
                self.layers = [Norm(d)]
                for _ in range(n):
                    self.layers.append(Coupling(d))
            def __call__(self, x):
                for layer in self.layers:
                    x = layer.forward(x)
                return x
        @eqx.filter_jit
        def run(model, x):
            return model(x)
        def main():
            return run(Flow(3, 2), jnp.ones(3))
    """,
    # `np.ceil(dim / 2).astype(int)` is a NumPy scalar: an array to equinox's filter_jit,
    # which traces the field, so a slice by it has a traced bound.
    "numpy_scalar_field_traced_by_filter_jit": """
        import equinox as eqx
        class Split(eqx.Module):
            half: int
            def __init__(self, dim):
                self.half = np.ceil(dim / 2).astype(int)
            def __call__(self, x):
                return x[: self.half]  # E: jax-traced-slice
        class IntSplit(eqx.Module):
            half: int
            def __init__(self, dim):
                self.half = int(np.ceil(dim / 2))
            def __call__(self, x):
                return x[: self.half]
        @eqx.filter_jit
        def run(model, x):
            return model(x)
        def main():
            run(IntSplit(5), jnp.ones(5))
            return run(Split(5), jnp.ones(5))
    """,
    # The same field on each layer of a list the constructor fills by a comprehension.
    "numpy_scalar_field_of_layers_in_a_list": """
        import equinox as eqx
        class Split(eqx.Module):
            half: int
            def __init__(self, dim):
                self.half = np.floor(dim / 2).astype(int)
            def __call__(self, x):
                return x[: self.half].sum() + x  # E: jax-traced-slice
        class Stack(eqx.Module):
            layers: list
            def __init__(self, dim, depth):
                self.layers = [Split(dim) for _ in range(depth)]
            def __call__(self, x):
                for layer in reversed(self.layers):
                    x = layer(x)
                return x
        @eqx.filter_jit
        def run(model, x):
            return model(x)
        def main():
            return run(Stack(4, 2), jnp.ones(4))
    """,
    # argparse's Namespace declares `__hash__` None: no static argument.
    "argparse_namespace_as_a_static_argument": """
        import argparse
        def parse(argv):
            parser = argparse.ArgumentParser()
            parser.add_argument("--scale", type=float, default=2.0)
            return parser.parse_args(argv)
        @functools.partial(jax.jit, static_argnames=("opts",))
        def scaled(x, opts):
            return x * opts.scale
        def main():
            opts = parse([])
            return scaled(jnp.ones(2), opts)  # E: jax-static-arg
    """,
    # A tuple of tracers cached on `self` by a method a transformation traces: used after
    # the trace, it raises.
    "tuple_of_tracers_cached_on_self": """
        class Regressor:
            def __init__(self, x, y):
                self.x, self.y = x, y
                self.factor = None
            def loss(self, w):
                chol = jnp.linalg.cholesky(self.x.T @ self.x + w * jnp.eye(2))
                self.factor = (chol, chol @ self.y[:2])  # E: jax-tracer-leak
                return jnp.sum(self.factor[1] ** 2)
        def main():
            model = Regressor(jnp.ones((4, 2)), jnp.ones(4))
            jax.jit(model.loss)(1.0)
            return model.factor[1] + 1.0
    """,
    # A bound read from the shape of a part of a traced carry is static whatever the part
    # is: the `is None` default branch is not taken.
    "shape_of_an_unknown_part_is_static": """
        from typing import NamedTuple
        class Table(NamedTuple):
            idx: jax.Array
        class State(NamedTuple):
            table: object
        def build(x, capacity=None):
            if capacity is None:
                capacity = int(jnp.max(x)) + 1
            return Table(jnp.zeros((x.shape[0], capacity), jnp.int32))
        @jax.jit
        def step(state, x):
            return State(build(x, capacity=state.table.idx.shape[1]))
        def main():
            x = jnp.ones(3)
            return step(State(build(np.ones(3))), x)
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
