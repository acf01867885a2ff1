"""Engine cases, jax-static-arg:
static_argnums/static_argnames, Static[...] parameters, mapped scalars.
"""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "dataclass_hash_follows_python": """
        import dataclasses
        @dataclasses.dataclass
        class Opts:
            passes: int = 20
        @dataclasses.dataclass(frozen=True)
        class Frozen:
            passes: object = 20
        @dataclasses.dataclass(unsafe_hash=True)
        class Hashed:
            w: object = None
        @dataclasses.dataclass(eq=False)
        class ById:
            passes: int = 20
        @dataclasses.dataclass
        class OwnHash:
            passes: int = 20
            def __hash__(self) -> int:
                return 1
        @functools.partial(jax.jit, static_argnames="cfg")
        def run(x, cfg):
            return x
        run(1.0, cfg=Opts(passes=30))  # E: jax-static-arg
        run(1.0, Opts())  # E: jax-static-arg
        run(1.0, cfg=Frozen(passes=30))
        run(1.0, cfg=Hashed(3))
        run(1.0, cfg=Hashed(jnp.ones(2)))  # E: jax-static-arg
        run(1.0, cfg=Frozen(passes=[1, 2]))  # E: jax-static-arg
        run(1.0, cfg=ById())
        run(1.0, cfg=OwnHash())
    """,
    # Python sets `__hash__` to None in a class that writes `__eq__` alone; a subclass's
    # own `__hash__`, or a frozen dataclass's generated one, hashes again.
    "eq_without_hash_is_unhashable": """
        import dataclasses
        class Cfg:
            def __init__(self, n: int) -> None:
                self.n = n
            def __eq__(self, other: object) -> bool:
                return isinstance(other, Cfg) and other.n == self.n
        class Sub(Cfg):
            pass
        class Hashed(Cfg):
            def __hash__(self) -> int:
                return hash(self.n)
        @dataclasses.dataclass(frozen=True)
        class Frozen:
            n: int
            def __eq__(self, other: object) -> bool:
                return isinstance(other, Frozen) and other.n == self.n
        @functools.partial(jax.jit, static_argnames="cfg")
        def run(x, cfg):
            return x * cfg.n
        run(1.0, cfg=Cfg(2))  # E: jax-static-arg
        run(1.0, cfg=Sub(2))  # E: jax-static-arg
        run(1.0, cfg=Hashed(2))
        run(1.0, cfg=Frozen(2))
    """,
    "vmap_positional_in_axes": """
        def decay(v, rate, rounds):
            x = v
            for _ in range(rounds):  # E: jax-traced-index
                x = x - rate * x
            return x
        jax.vmap(decay, (0, None, None))(jnp.ones(3), 0.5, 8)
        jax.vmap(decay, (0, 0, None))(jnp.ones(3), 0.5, 8)  # E: jax-static-arg
        jax.vmap(decay, 0, 0)(jnp.ones(3), jnp.ones(3), jnp.ones(3))
        jax.vmap(decay, (0, None, None), 0, None, None, None, False, 7)(jnp.ones(3), 0.5, 8)
    """,
    "both_given_as_passed": """
        def f(x, n, cfg):
            return x * sum(range(n)) * len(cfg)
        def p(x, n):
            return x * sum(range(n))  # E: jax-traced-index
        g = jax.jit(f, static_argnums=1, static_argnames=("cfg",))
        g(1.0, 3, cfg=(1, 2))
        g(1.0, 3, cfg=[1, 2])  # E: jax-static-arg
        h = jax.jit(f, static_argnums=(1, 2), static_argnames=())
        h(1.0, 3, (1,))
        h(1.0, 3, cfg=[1, 2])
        q = jax.jit(p, static_argnums=1, static_argnames=())
        q(1.0, 3)
        q(1.0, n=3)
    """,
    "static_argnames_ok": """
        @functools.partial(jax.jit, static_argnames=("n",))
        def f(x, n):
            for _ in range(n):
                x = x * 2
            if n > 2:
                x = x + 1
            return x
    """,
    "static_argnums_after_partial": """
        def g(scale, x, n):
            return x * scale * sum(range(n))
        h = jax.jit(functools.partial(g, 2.0), static_argnums=1)
        k = jax.jit(functools.partial(g, 2.0), static_argnums=2)  # E: jax-static-arg
    """,
    "static_argnums_ok": """
        def f(x, n):
            return x * int(n)
        g = jax.jit(f, static_argnums=1)
        h = jax.jit(f, static_argnums=(1,))
    """,
    "shape_is_static": """
        @jax.jit
        def f(x):
            n = x.shape[0]
            if x.ndim == 2 and n > 3 and x.dtype == jnp.float32 and x.size > 1:
                x = x.T
            for i in range(len(x)):
                x = x + i
            return x.reshape(int(x.shape[0] / 1), -1)
    """,
    "scan_xs_none_static": """
        def run(c0):
            def body(c, x):
                if x is None:
                    c = c + 1
                return c, None
            return lax.scan(body, c0, None, length=3)
    """,
    "helper_called_static": """
        def helper(n):
            return list(range(n))
        @jax.jit
        def f(x):
            return x * len(helper(x.shape[0]))
    """,
    "np_of_static_is_static": """
        @jax.jit
        def f(x):
            n = np.prod(x.shape)
            return x * int(n) * math.prod(x.shape)
    """,
    "bad_static_config": """
        def f(x):
            return x
        g = jax.jit(f, static_argnums=3)  # E: jax-static-arg
        h = jax.jit(f, static_argnames=("nope",))  # E: jax-static-arg
    """,
    "unhashable_static_value": """
        @functools.partial(jax.jit, static_argnums=1)
        def f(x, dims):
            return x
        f(jnp.ones(3), [1, 2])  # E: jax-static-arg
        f(jnp.ones(3), (1, 2))
    """,
    "static_annotation": """
        @jax.jit
        def f(x, n: Static[int]):
            return x * sum(range(n))
    """,
    "malformed_marks": """
        import jaxthink_typing as jt
        def f(
            x: Static,  # E: jax-static-arg
            n: Static[int, str],  # E: jax-static-arg
        ) -> jt.Traced:  # E: jax-static-arg
            return x
        def g(n: Static[int]) -> Traced[jax.Array]:
            return jnp.zeros(n)
    """,
    # A NamedTuple's list default is a list: unhashable as a static argument, where a
    # tuple default is fine.
    "a_namedtuple_configs_list_default_as_a_static_argument": """
        from typing import NamedTuple, Sequence
        class Config(NamedTuple):
            steps: int = 2
            sizes: Sequence[int] = [8, 8]
            widths: tuple = (4, 4)
        @functools.partial(jax.jit, static_argnames=("sizes",))
        def widen(x, sizes):
            return jnp.tile(x, len(sizes))
        def main():
            cfg = Config()
            widen(jnp.ones(2), sizes=cfg.widths)
            return widen(jnp.ones(2), sizes=cfg.sizes)  # E: jax-static-arg
    """,
    # What jax.jit, vmap, checkpoint and eval_shape return is flattened and checked: a str
    # or a function among the outputs raises TypeError at the call. None, Python numbers,
    # grad's aux, and equinox's filter_jit (which returns any Python value) run.
    "jit_returns_a_str_among_its_outputs": """
        import equinox as eqx
        def metrics(x):
            return {"loss": jnp.mean(x ** 2), "count": 3, "extra": None}
        def labelled(x):
            return {"loss": jnp.mean(x ** 2), "name": "mse"}
        def aux_loss(x):
            return jnp.sum(x ** 2), "mse"
        def main():
            jax.jit(metrics)(jnp.ones(3))
            eqx.filter_jit(labelled)(jnp.ones(3))
            jax.grad(aux_loss, has_aux=True)(jnp.ones(3))
            jax.eval_shape(metrics, jnp.ones(3))
            return jax.vmap(labelled)(jnp.ones((2, 3)))  # E: jax-static-arg
    """,
    # A decorator written for two uses (`limit(fn, n)` and `limit(n=1)`), given a
    # function the engine does not know: its curried path returns a lambda, one option
    # of what the jitted function may be, never the one taken. Not reported (chex's
    # `assert_max_traces`).
    "jit_of_a_decorator_written_for_two_uses": """
        def limit(fn=None, n=None):
            if not callable(fn) and n is None:
                n, fn = fn, n
            if fn is None:
                return lambda inner: limit(inner, n)
            def wrapper(*args):
                return fn(*args)
            return wrapper
        def check(fn, x, n):
            return jax.jit(limit(fn, n))(x)
        def main():
            return check(lambda x: x + 1, jnp.ones(2), 1)
    """,
    "eval_shape_of_a_function_returning_its_apply": """
        def init(key):
            w = jax.random.normal(key, (3, 2))
            def apply(x):
                return x @ w
            return w, apply
        def main():
            return jax.eval_shape(init, jax.random.key(0))  # E: jax-static-arg
    """,
    # A dataclass (or flax struct) below a class that writes `__eq__` makes its own hash.
    "dataclass_below_an_eq_class_hashes": """
        import dataclasses
        import flax.struct
        class Cfg:
            def __eq__(self, other: object) -> bool:
                return type(self) is type(other) and vars(self) == vars(other)
        @dataclasses.dataclass(frozen=True)
        class Frozen(Cfg):
            n: int
        @flax.struct.dataclass
        class Struct(Cfg):
            n: int = flax.struct.field(pytree_node=False)
        @dataclasses.dataclass(unsafe_hash=True)
        class Unsafe(Cfg):
            n: int
        @functools.partial(jax.jit, static_argnames="cfg")
        def run(x, cfg):
            return x * cfg.n
        run(1.0, cfg=Frozen(2))
        run(1.0, cfg=Struct(2))
        run(1.0, cfg=Unsafe(2))
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
