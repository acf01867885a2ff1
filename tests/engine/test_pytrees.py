"""Engine cases, Pytrees: NamedTuples, registered dataclasses, flax structs, equinox modules."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "namedtuple_fields_traced": """
        from typing import NamedTuple
        class Config(NamedTuple):
            n_iters: int
            tol: float
        @jax.jit
        def solve(x, cfg: Config):
            for _ in range(cfg.n_iters):  # E: jax-traced-index
                x = x * 2
            return x
    """,
    "namedtuple_from_call_site": """
        from typing import NamedTuple
        class Config(NamedTuple):
            n_iters: int
        @jax.jit
        def solve(x, cfg):
            if cfg.n_iters > 2:  # E: jax-traced-bool
                x = x * 2
            return x
        solve(jnp.ones(3), Config(3))
    """,
    "namedtuple_replace_keeps_its_class": """
        from typing import NamedTuple
        class State(NamedTuple):
            pos: jax.Array
            steps: int
        def nearest(s):
            return jnp.nonzero(s.pos)  # E: jax-dynamic-shape
        def count(s):
            return range(s.steps)
        @jax.jit
        def f(s: State, x):
            moved = s._replace(pos=s.pos + x)
            return nearest(moved)
        def g(s: State):
            return count(s._replace(pos=s.pos * 2))
    """,
    "register_dataclass_meta_fields": """
        import dataclasses
        @dataclasses.dataclass
        class State:
            w: jax.Array
            depth: int
        jax.tree_util.register_dataclass(State, data_fields=["w"], meta_fields=["depth"])
        @jax.jit
        def step(s: State):
            for _ in range(s.depth):
                s = State(s.w * 2, s.depth)
            if s.w.sum() > 0:  # E: jax-traced-bool
                return s
            return s
    """,
    "flax_struct_static_field": """
        from flax import struct
        @struct.dataclass
        class Params:
            w: jax.Array
            layers: int = struct.field(pytree_node=False)
        @jax.jit
        def apply(p: Params, x):
            for _ in range(p.layers):
                x = x @ p.w
            if p.w.mean() > 0:  # E: jax-traced-bool
                x = -x
            return x
    """,
    "equinox_module_static_field": """
        import equinox as eqx
        class Linear(eqx.Module):
            w: jax.Array
            act: str = eqx.field(static=True)
            @jax.jit
            def __call__(self, x):
                if self.act == "relu":
                    x = jax.nn.relu(x @ self.w)
                if self.w.sum() > 0:  # E: jax-traced-bool
                    x = -x
                return x
    """,
    "equinox_callable_under_vmap": """
        import equinox as eqx
        class Head(eqx.Module):
            temperature: jax.Array
            depth: int
            def __call__(self, x):
                for _ in range(self.depth):
                    x = x * 2
                if self.temperature > 0:  # E: jax-traced-bool
                    x = x / self.temperature
                return x
        @eqx.filter_jit
        def predict(model: Head, xs):
            return jax.vmap(model)(xs)
    """,
    "jitted_call_method_static_self": """
        class Norm:
            def __init__(self, eps):
                self.eps = eps
            @functools.partial(jax.jit, static_argnums=0)
            def __call__(self, x):
                if self.eps > 0:
                    x = x + self.eps
                return x
        norm = Norm(1e-5)
        y = norm(jnp.ones(3))
    """,
    "unregistered_class_unknown": """
        class Plain:
            def __init__(self, n):
                self.n = n
        @jax.jit
        def f(x, p: Plain):
            if p.n > 2:
                return x
            return x
    """,
    "filter_jit_keeps_python_static": """
        import equinox as eqx
        @eqx.filter_jit
        def f(x, n):
            for _ in range(n):
                x = x + 1
            if x.sum() > 0:  # E: jax-traced-bool
                return x
            return x
        f(jnp.ones(3), 3)
    """,
    "custom_jvp_passthrough": """
        @jax.custom_jvp
        def safe_log(x):
            return jnp.log(x)
        @jax.jit
        def g(x):
            return safe_log(x) + float(x)  # E: jax-traced-conversion
    """,
    "node_class_children_traced_aux_static": """
        @jax.tree_util.register_pytree_node_class
        class Grid:
            def __init__(self, cells, width):
                self.cells = cells
                self.width = width
            def tree_flatten(self):
                return [self.cells], self.width
            @classmethod
            def tree_unflatten(cls, width, children):
                return cls(children[0], width)
        @jax.jit
        def rows(g: Grid):
            out = g.cells.reshape(-1, g.width)
            if g.cells.sum() > 0:  # E: jax-traced-bool
                out = -out
            return out
    """,
    "node_class_unclear_flatten_is_unknown": """
        @jax.tree_util.register_pytree_node_class
        class Grid:
            def __init__(self, cells, width):
                self.cells = cells
                self.width = width
            def tree_flatten(self):
                children = (self.cells,)
                return children, (self.width,)
            @classmethod
            def tree_unflatten(cls, aux, children):
                return cls(*children, *aux)
        @jax.jit
        def rows(g: Grid):
            if g.cells.sum() > 0:
                return g.cells
            return -g.cells
    """,
    "node_function_registration": """
        class Pair:
            def __init__(self, a, n):
                self.a = a
                self.n = n
        def flat(p):
            return (p.a,), (p.n,)
        def unflat(aux, children):
            return Pair(children[0], aux[0])
        jax.tree_util.register_pytree_node(Pair, flat, unflat)
        @jax.jit
        def f(p: Pair):
            for _ in range(p.n):
                pass
            return int(p.a)  # E: jax-traced-conversion
    """,
    "built_in_trace_holds_given_values": """
        import dataclasses
        @dataclasses.dataclass
        class State:
            w: jax.Array
            depth: int
        jax.tree_util.register_dataclass(State, data_fields=["w", "depth"], meta_fields=[])
        @jax.jit
        def step(x):
            s = State(x, 3)
            for _ in range(s.depth):
                x = x * 2
            t = State(depth=x.sum(), w=x)
            return jnp.zeros(t.depth)  # E: jax-traced-shape
    """,
    "equinox_int_field_traced_by_jit_not_filter_jit": """
        import equinox as eqx
        class Block(eqx.Module):
            w: jax.Array
            depth: int
        @jax.jit
        def plain(b: Block, x):
            for _ in range(b.depth):  # E: jax-traced-index
                x = x @ b.w
            return x
        @eqx.filter_jit
        def filtered(b: Block, x):
            for _ in range(b.depth):
                x = x @ b.w
            return x
    """,
    "custom_vjp_nondiff_tracers": """
        @functools.partial(jax.custom_vjp, nondiff_argnames=("k",))
        def scale(x, k):
            return x * k
        plain = jax.custom_vjp(lambda x, n: x * n, nondiff_argnums=(1,))
        @functools.partial(jax.custom_jvp, nondiff_argnums=(1,))
        def smooth(x, k):
            return x * k
        @jax.jit
        def f(x, k):
            a = scale(x, k=2.0) + plain(x, 3)
            b = smooth(x, k)
            return a + b + scale(x, k=k)  # E: jax-static-arg
        def g(x, n):
            return plain(x, n)  # E: jax-static-arg
        jax.grad(g, argnums=(0, 1))(1.0, 2.0)
    """,
    "custom_jvp_rule_tangents": """
        @jax.custom_jvp
        def f(x, y):
            return x * y
        @f.defjvp
        def f_jvp(primals, tangents):
            x, y = primals
            tx, ty = tangents
            if x > 0 and y > 0:  # primals are concrete under an eager grad
                pass
            if tx > 0:  # E: jax-traced-bool
                pass
            if ty > 0:  # a zero tangent: y is not differentiated
                pass
            return x * y, tx * y + x * ty
        jax.grad(f)(1.0, 2.0)
    """,
    "custom_jvp_rule_under_jit_grad": """
        @jax.custom_jvp
        def f(x):
            return x
        def f_jvp(primals, tangents):
            (x,) = primals
            if x > 0:  # E: jax-traced-bool
                pass
            return x, tangents[0]
        f.defjvp(f_jvp)
        @jax.jit
        def g(x):
            return jax.grad(f)(x)
    """,
    "custom_jvp_rule_not_called": """
        @jax.custom_jvp
        def f(x):
            return x
        @f.defjvp
        def f_jvp(primals, tangents):
            (x,) = primals
            (t,) = tangents
            if x > 0 or t > 0:  # jit and vmap alone, and jax.jvp's given tangents
                pass
            return x, t
        jax.jit(f)(1.0)
        jax.vmap(f)(jnp.ones(3))
        jax.jvp(f, (1.0,), (1.0,))
        jax.grad(lambda a: a * f(2.0))(1.0)  # no tracer reaches f: JAX calls f itself
    """,
    "custom_jvp_nondiff_rule_layout_unknown": """
        @functools.partial(jax.custom_jvp, nondiff_argnums=(1,))
        def f(x, n):
            return x * n
        @f.defjvp
        def f_jvp(n, primals, tangents):
            (x,) = primals
            (t,) = tangents
            if t > 0:  # missed: the rule's layout with nondiff arguments is not modelled
                pass
            return x * n, t * n
        jax.grad(f)(1.0, 2)
    """,
    "pmap_static_broadcast": """
        def f(x, n):
            return x * sum(range(n))  # E: jax-traced-index
        g = jax.pmap(f, static_broadcasted_argnums=1)
        h = jax.pmap(f)
    """,
    # mypy reads the TYPE_CHECKING branch; Python runs the other: a flax struct, a pytree.
    "type_checking_import_runs_else_branch": """
        from typing import TYPE_CHECKING
        if TYPE_CHECKING:
            from dataclasses import dataclass
        else:
            from flax.struct import dataclass
        @dataclass
        class Buffer:
            data: jax.Array
            count: jax.Array
        def add(buffer, item):
            if buffer.count >= 4:  # E: jax-traced-bool
                return buffer, item
            return Buffer(buffer.data, buffer.count + 1), item
        lax.scan(add, Buffer(jnp.zeros(4), jnp.array(0)), jnp.arange(6.0))
        @jax.jit
        def total(buffer):
            return buffer.data.sum()
        total(Buffer(jnp.zeros(4), jnp.array(0)))
    """,
    "type_checking_alias_assigned": """
        from typing import TYPE_CHECKING
        from flax import struct
        if TYPE_CHECKING:
            from dataclasses import dataclass
        else:
            dataclass = struct.dataclass
        @dataclass
        class Pair:
            left: jax.Array
            right: jax.Array
        def add(pair, item):
            if pair.left.sum() > 0:  # E: jax-traced-bool
                return pair, item
            return Pair(pair.left + item, pair.right), item
        lax.scan(add, Pair(jnp.zeros(2), jnp.ones(2)), jnp.arange(3.0))
    """,
    "not_type_checking_import_runs_first_branch": """
        import typing
        if not typing.TYPE_CHECKING:
            from flax.struct import dataclass as frozen
        else:
            from dataclasses import dataclass as frozen
        @frozen
        class Pair:
            left: jax.Array
            right: jax.Array
        @jax.jit
        def total(pair):
            return pair.left + pair.right
        total(Pair(jnp.zeros(2), jnp.ones(2)))
    """,
    "tree_map_to_leaf_sizes_is_static": """
        @jax.jit
        def f(params):
            sizes = jax.tree_util.tree_map(lambda x: x.size, params)
            n = sum(jax.tree_util.tree_leaves(sizes))
            return jnp.zeros(n)
        f({"w": jnp.ones((2, 3)), "b": jnp.ones(3)})
    """,
    "tree_map_to_leaf_values_is_traced": """
        @jax.jit
        def f(params):
            firsts = jax.tree_util.tree_map(lambda x: x[0], params)
            return jnp.zeros(firsts["w"])  # E: jax-traced-shape
        f({"w": jnp.ones(3, dtype=jnp.int32)})
    """,
    # A static marker written once, in a helper of the module (jax-llm-examples): a
    # lambda, a def, a `functools.partial` of the field function, a metadata dict held
    # by a name. A field still declared without one is traced.
    "static_fields_declared_through_helpers": """
        import dataclasses
        static_field = lambda val=dataclasses.MISSING: dataclasses.field(
            default=val, metadata=dict(static=True)
        )
        def meta_field(val):
            return dataclasses.field(default=val, metadata={"static": True})
        STATIC = {"static": True}
        pinned = functools.partial(dataclasses.field, metadata=STATIC)
        @jax.tree_util.register_dataclass
        @dataclasses.dataclass
        class Cache:
            k: jax.Array
            axis: int = static_field(1)
            first: int = meta_field(0)
            width: int = pinned(default=4)
            depth: int = dataclasses.field(default=2, metadata=STATIC)
            pos: int = 0
        @jax.jit
        def update(cache, y):
            assert cache.first >= 0
            k = jax.lax.dynamic_update_slice_in_dim(cache.k, y, 0, axis=cache.axis)
            pad = jnp.zeros((cache.width, cache.depth))
            if cache.pos > 0:  # E: jax-traced-bool
                k = k * 2
            return dataclasses.replace(cache, k=k), pad
        def main():
            return update(Cache(jnp.zeros((2, 4))), jnp.ones((2, 1)))
    """,
    # A marker the engine cannot read (a helper's parameter): the field may be static.
    "a_field_made_by_a_helper_with_a_parameter": """
        import dataclasses
        def field(static=False, **kwargs):
            return dataclasses.field(metadata={"static": static}, **kwargs)
        @jax.tree_util.register_dataclass
        @dataclasses.dataclass
        class Config:
            x: jax.Array
            steps: int = field(static=True, default=3)
        @jax.jit
        def run(cfg):
            for _ in range(cfg.steps):
                cfg = dataclasses.replace(cfg, x=cfg.x * 2)
            return cfg.x
        def main():
            return run(Config(jnp.ones(2)))
    """,
    # equinox drops a base's `eqx.AbstractVar` annotation: the subclass's field takes the
    # subclass's place in `__init__` (mypy keeps the base's), and a field declared again
    # over a base's field keeps the base's place.
    "equinox_abstract_var_takes_the_subclass_place": """
        import equinox as eqx
        class Base(eqx.Module):
            size: eqx.AbstractVar[int]
        class Model(Base):
            w: jax.Array
            size: int
        class Plain(eqx.Module):
            size: int
        class Again(Plain):
            w: jax.Array
            size: int
        @eqx.filter_jit
        def grow(model):
            return jnp.zeros(model.size) + model.w.sum()
        @eqx.filter_jit
        def grow_traced(model):
            return jnp.zeros(model.size) + model.w.sum()  # E: jax-traced-shape
        grow(Model(jnp.ones(3), 4))
        grow(Again(5, jnp.ones(3)))
        grow_traced(Model(jnp.ones(3), jnp.asarray(4)))
    """,
    # A class's own `__init__` takes its arguments by its own parameters, AbstractVar or not.
    "equinox_own_init_beside_an_abstract_var": """
        import equinox as eqx
        class Base(eqx.Module):
            size: eqx.AbstractVar[int]
        class Model(Base):
            w: jax.Array
            size: int
            def __init__(self, size: int, w: jax.Array) -> None:
                self.size = size
                self.w = w
        @eqx.filter_jit
        def use(m):
            return jnp.zeros(m.size) + m.w.sum()
        use(Model(4, jnp.ones(3)))
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
