"""Engine cases: transformations of bound methods and callable objects, and the kinds an
instance's attributes get from its constructor."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    # nnx: a submodule built in __init__ (its type inferred or read from the body) is
    # traced with its module under nnx.jit; a Python attribute is not.
    "nnx_submodule_output": """
        from flax import nnx
        class Block(nnx.Module):
            def __init__(self, n, rngs):
                self.lin = nnx.Linear(n, n, rngs=rngs)
                self.repeat = n
            def __call__(self, x):
                h = self.lin(x)
                for _ in range(self.repeat):
                    h = h * 0.5
                if h.sum() > 0:  # E: jax-traced-bool
                    h = -h
                return h
        @nnx.jit
        def run(block: Block, x):
            return block(x)
    """,
    "jit_bound_method": """
        class Norm:
            def __init__(self, eps):
                self.eps = eps
            def apply(self, x, n):
                for _ in range(n):  # E: jax-traced-index
                    x = x / (x.std() + self.eps)
                return x
        layer = Norm(1e-5)
        f = jax.jit(layer.apply)
    """,
    "bound_static_argnums_skip_self": """
        class Norm:
            def apply(self, x, n):
                for _ in range(n):
                    x = x / x.std()
                return x
        layer = Norm()
        f = jax.jit(layer.apply, static_argnums=1)
        g = jax.jit(layer.apply, static_argnames="n")
        h = jax.jit(layer.apply, static_argnums=2)  # E: jax-static-arg
    """,
    "partial_of_jitted_counts_its_own_parameters": """
        @functools.partial(jax.jit, static_argnums=1)
        def g(scale, n):
            return scale * sum(range(n))
        h = functools.partial(g, 2.0)
        h(3)
    """,
    "constructor_number_static_array_concrete": """
        class Table:
            def __init__(self, n, rows):
                self.n = n
                self.rows = rows
            def apply(self, x):
                for i in range(self.n):
                    x = x + i
                if self.n > 2:
                    x = x * 2
                self.rows[0] = x  # E: jax-inplace-update
                return x
        step = jax.jit(Table(3, jnp.zeros(4)).apply)
    """,
    "constructor_traced_argument": """
        class Gate:
            def __init__(self, w):
                self.w = w
            def open(self):
                return self.w.sum() > 0
        @jax.jit
        def f(x):
            if Gate(x).open():  # E: jax-traced-bool
                return x
            return -x
    """,
    "reassigned_attribute_is_unknown": """
        class Gate:
            def __init__(self, w):
                self.w = w
            def reset(self):
                self.w = 0.0
            def open(self):
                return self.w > 0
        @jax.jit
        def f(x):
            if Gate(x).open():
                return x
            return -x
    """,
    "callable_object_call_method": """
        class Detector:
            def __init__(self, template, margin):
                self.template = template
                self.margin = margin
            def __call__(self, frame):
                if self.margin < 0:
                    frame = -frame
                if jnp.vdot(frame, self.template) > self.margin:  # E: jax-traced-bool
                    return frame
                return jnp.zeros_like(frame)
        detect = jax.jit(Detector(jnp.ones(3), 0.1).__call__)
    """,
    "vmap_of_self_method": """
        class Scorer:
            def __init__(self, scale):
                self.scale = scale
            def one(self, x):
                if x.sum() > self.scale:  # E: jax-traced-bool
                    return x
                return x * self.scale
            def many(self, xs):
                return jax.vmap(self.one)(xs)
        Scorer(2.0).many(jnp.ones((3, 2)))
    """,
    "jitted_method_stored_in_init": """
        class Runner:
            def __init__(self, k):
                self.k = k
                self._step = jax.jit(self._impl)
            def _impl(self, x):
                for _ in range(self.k):
                    x = x + 1
                return x
            def run(self, x):
                return self._step(x)
        Runner(2).run(jnp.ones(2))
    """,
    "bound_method_is_no_jax_type": """
        class Act:
            def relu(self, x):
                return jnp.maximum(x, 0)
        @jax.jit
        def dense(x, act):
            return act(x)
        dense(jnp.ones(2), Act().relu)  # E: jax-static-arg
    """,
    "equinox_bound_method_is_a_pytree": """
        import equinox as eqx
        class Act(eqx.Module):
            scale: float
            def relu(self, x):
                return jnp.maximum(x, 0) * self.scale
        @jax.jit
        def dense(x, act):
            return act(x)
        dense(jnp.ones(2), Act(2.0).relu)
        def free(x, k):
            return x * k
        dense(jnp.ones(2), functools.partial(free, k=2))  # E: jax-static-arg
    """,
    "jit_of_linen_apply": """
        import flax.linen as nn
        class Block(nn.Module):
            @nn.compact
            def __call__(self, x, flag):
                if flag:  # E: jax-traced-bool
                    x = nn.Dense(2)(x)
                return x
        model = Block()
        forward = jax.jit(model.apply)
        forward({}, jnp.ones(2), True)
        static = jax.jit(model.apply, static_argnums=2)
        static({}, jnp.ones(2), True)
    """,
    # `self.helper(...)` of a staticmethod passes no instance: its first parameter is the
    # first argument (jaxsim's `self.pre_H_suc(joint_type=...)` was read as `self`).
    "staticmethod_through_self_gets_no_instance": """
        @jax.jit
        def motion(kind, position):
            return position * kind
        class Graph:
            def __init__(self, kinds):
                self.kinds = kinds
            @staticmethod
            def transform(kind, position=None):
                return motion(kind, position)
            def first(self):
                return self.transform(kind=self.kinds[0], position=1.0)
        class Scaled:
            @staticmethod
            def scale(x, n):
                for _ in range(n):  # E: jax-traced-index
                    x = x * 2
                return x
            def apply(self, x, n):
                return self.scale(x, n)
        @jax.jit
        def run(x, n):
            return Scaled().apply(x, n)
        Graph([1, 2]).first()
        run(jnp.ones(2), 3)
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
