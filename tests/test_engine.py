"""Unit tests of the engine: snippets analysed directly, with `# E: code` marks."""

from __future__ import annotations

import importlib.util
import textwrap

import pytest

from jaxthink_typing.analysis.kinds import (
    STATIC,
    UNKNOWN,
    Kind,
    Origin,
    PyType,
    Value,
    combine,
    join,
)
from tests.engine_harness import analyse_snippets, expected_lines

HEADER = """\
from jaxthink_typing import Static, Traced
import functools
import math
import operator
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
"""

CASES: dict[str, str] = {
    "jit_if": """
        @jax.jit
        def f(x):
            if x > 0:  # E: jax-traced-bool
                return x
            return -x
    """,
    "jit_call_form": """
        def f(x, n):
            return x * sum(range(n))  # E: jax-traced-index
        g = jax.jit(f)
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
    "grad_alone_if_runs": """
        @jax.grad
        def f(x):
            if x > 0:
                return x * 2.0
            return x * int(x)
    """,
    "grad_alone_float_fails": """
        def f(x):
            return x * float(x)  # E: jax-traced-conversion
        df = jax.grad(f)
    """,
    "jit_of_grad_if_fails": """
        def f(x):
            if x > 0:  # E: jax-traced-bool
                return x
            return -x
        g = jax.jit(jax.grad(f))
    """,
    "grad_other_argnum_plain": """
        def f(x, y):
            return x * float(y)
        g = jax.grad(f, argnums=0)
    """,
    "vmap_in_axes_none": """
        def f(x, n):
            return x * sum(range(n))
        g = jax.vmap(f, in_axes=(0, None))
    """,
    "vmap_mapped": """
        @jax.vmap
        def f(x):
            return x if x > 0 else -x  # E: jax-traced-bool
    """,
    "scan_body_nested_unannotated": """
        def run(xs):
            def body(c, x):
                if x > 0:  # E: jax-traced-bool
                    c = c + x
                return c, x
            return lax.scan(body, 0.0, xs)
    """,
    "scan_xs_none_static": """
        def run(c0):
            def body(c, x):
                if x is None:
                    c = c + 1
                return c, None
            return lax.scan(body, c0, None, length=3)
    """,
    "fori_index_traced": """
        def run(xs):
            return lax.fori_loop(0, 3, lambda i, a: a + [1.0, 2.0][i], 0.0)  # E: jax-traced-index
    """,
    "fori_traced_bound_ok": """
        @jax.jit
        def f(x, n):
            return lax.fori_loop(0, n, lambda i, a: a + x, 0.0)
    """,
    "while_cond_lambda": """
        def run(x):
            return lax.while_loop(lambda c: bool(c < 3), lambda c: c + 1, x)  # E: jax-traced-bool
    """,
    "cond_branch": """
        def run(p, x):
            return lax.cond(p, lambda v: v if v > 0 else -v, lambda v: v, x)  # E: jax-traced-bool
    """,
    "helper_called_traced": """
        def helper(n):
            return list(range(n))  # E: jax-traced-index
        @jax.jit
        def f(x):
            return helper(x)
    """,
    "helper_called_static": """
        def helper(n):
            return list(range(n))
        @jax.jit
        def f(x):
            return x * len(helper(x.shape[0]))
    """,
    "closed_over_numbers_and_numpy": """
        N = 3
        W = np.ones(3)
        @jax.jit
        def f(x):
            if N > 2 and W.sum() > 0:
                x = x * int(W[0])
            return x
    """,
    "closed_over_jax_array": """
        C = jnp.ones(3)
        @jax.jit
        def f(x):
            if C.sum() > 0:  # E: jax-traced-bool
                return x
            return -x
    """,
    "jnp_of_static_is_traced": """
        @jax.jit
        def f(x):
            n = jnp.prod(jnp.array(x.shape))
            return x * int(n)  # E: jax-traced-conversion
    """,
    "np_of_static_is_static": """
        @jax.jit
        def f(x):
            n = np.prod(x.shape)
            return x * int(n) * math.prod(x.shape)
    """,
    "conversions": """
        @jax.jit
        def f(x):
            a = x.item()  # E: jax-traced-conversion
            b = math.sqrt(x)  # E: jax-traced-conversion
            c = complex(x)  # E: jax-traced-conversion
            d = x.tolist()  # E: jax-traced-conversion
            return x
    """,
    "logic_and_filters": """
        @jax.jit
        def f(x, ys):
            a = x > 0 and 1  # E: jax-traced-bool
            b = [y for y in range(3) if x > y]  # E: jax-traced-bool
            c = max(x, 0.0)  # E: jax-traced-bool
            d = 0 < x < 1  # E: jax-traced-bool
            e = not (x > 0)  # E: jax-traced-bool
            return x
    """,
    "is_none_isinstance": """
        @jax.jit
        def f(x, y):
            if y is None or isinstance(x, jax.Array):
                return x
            return x + y
    """,
    "default_not_passed": """
        @jax.jit
        def f(x, n=3):
            return x * sum(range(n))
        f(jnp.ones(3))
    """,
    "default_passed": """
        @jax.jit
        def f(x, n=3):
            return x * sum(range(n))  # E: jax-traced-index
        f(jnp.ones(3), 4)
    """,
    "try_except_copes": """
        @jax.jit
        def f(x):
            try:
                n = int(x)
            except TypeError:
                n = 0
            return x + n
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
    "method_static_self": """
        class Model:
            def __init__(self, n):
                self.n = n
            @functools.partial(jax.jit, static_argnums=0)
            def apply(self, x):
                if self.n > 2:
                    x = x * 2
                if x.sum() > 0:  # E: jax-traced-bool
                    x = -x
                return self.helper(x)
            def helper(self, y):
                return int(y)  # E: jax-traced-conversion
    """,
    "for_rows_of_traced": """
        @jax.jit
        def f(x):
            total = 0.0
            for row in x:
                total = total + row.sum()
            if total > 0:  # E: jax-traced-bool
                return x
            return x
        f(jnp.ones((2, 3)))
    """,
    "for_over_traced_list_of_layers": """
        ACTS = [jax.nn.relu, jnp.tanh]
        @jax.jit
        def forward(layers, x):
            for w, code in layers:
                x = ACTS[code](x @ w)  # E: jax-traced-index
            return x
        forward([(jnp.ones((2, 2)), jnp.array(0))], jnp.ones(2))
    """,
    "for_over_pytree_param_is_unknown": """
        @jax.jit
        def f(grads):
            for name in sorted(grads):
                if name == "bias":
                    continue
            return grads
    """,
    "unknown_stays_quiet": """
        import os
        def g(x):
            if x > 0:
                return int(x)
            return len(os.environ)
        @some_unknown_decorator
        def h(x):
            return int(x)
    """,
    "pytree_param_truthiness_quiet": """
        @jax.jit
        def f(params):
            if params:
                return params
            return params
    """,
    "eval_shape_and_checkpoint": """
        def f(x):
            return x if x > 0 else x  # E: jax-traced-bool
        jax.eval_shape(f, 1.0)
        @jax.checkpoint
        def g(x):
            assert x > 0  # E: jax-traced-bool
            return x
    """,
    "compile_time_eval": """
        @jax.jit
        def f(x):
            with jax.ensure_compile_time_eval():
                n = jnp.array(3)
            return x * int(n)
    """,
    "inplace_update": """
        @jax.jit
        def f(x, params):
            y = x * 2
            y[0] = 1.0  # E: jax-inplace-update
            y[1] += 2.0  # E: jax-inplace-update
            params["w"] = y
            x[0] = 3.0
            return y
        z = jnp.zeros(3)
        z[0] = 1.0  # E: jax-inplace-update
        a = np.zeros(3)
        a[0] = 1.0
        lst = [1, 2]
        lst[0] = 3
    """,
    "index_update_min_is_not_a_reduction": """
        def relax(costs, i, r):
            return costs.at[i].min(r)
        @jax.jit
        def f(costs):
            return lax.fori_loop(0, 3, lambda i, c: relax(c, i, c[i] + 1.0), costs)
    """,
    "inplace_after_shape_evidence": """
        @jax.jit
        def f(x):
            n = x.shape[0]
            x[0] = n  # E: jax-inplace-update
            return x
    """,
    "hashing": """
        @jax.jit
        def f(x):
            h = hash(x)  # E: jax-traced-hash
            s = {x}  # E: jax-traced-hash
            d = {x: 1}  # E: jax-traced-hash
            table = {"a": 1}
            ok = table["a"]
            keyed = {"w": x}
            inside = x in table  # E: jax-traced-hash
            return x
        hash(jnp.ones(3))  # E: jax-traced-hash
    """,
    "lru_cache_argument": """
        @functools.lru_cache(maxsize=None)
        def basis(n):
            return n * 2
        @jax.jit
        def f(x):
            return x * basis(x.shape[0]) + basis(x)  # E: jax-traced-hash
    """,
    "tracer_leaks": """
        LOG = []
        STATE = None
        @jax.jit
        def f(x):
            global STATE
            LOG.append(x * 2)  # E: jax-tracer-leak
            STATE = x + 1  # E: jax-tracer-leak
            return x
        class Model:
            @functools.partial(jax.jit, static_argnums=0)
            def apply(self, x):
                self.cache = x * 2  # E: jax-tracer-leak
                local = Model()
                local.value = x
                return x
        def outer(x):
            seen = None
            def body(c, v):
                nonlocal seen
                seen = v  # E: jax-tracer-leak
                return c, v
            return lax.scan(body, 0.0, x)
    """,
    "traced_key_fails_before_storing": """
        CACHE = {}
        @jax.jit
        def f(x):
            CACHE[x] = x * 2  # E: jax-traced-hash
            return x
    """,
    "nonlocal_inside_trace_is_fine": """
        @jax.jit
        def f(x):
            total = x
            def add(v):
                nonlocal total
                total = total + v
            add(x)
            return total
    """,
    "traced_print": """
        @jax.jit
        def f(x):
            print(x)  # E: jax-traced-print
            print(f"loss {x}")  # E: jax-traced-print
            print(x.shape, x.dtype)
            jax.debug.print("{}", x)
            return x
    """,
    "static_annotation": """
        @jax.jit
        def f(x, n: Static[int]):
            return x * sum(range(n))
    """,
    "traced_annotation_without_transform": """
        def g(x: Traced[jax.Array], n: int) -> jax.Array:
            if x.sum() > n:  # E: jax-traced-bool
                return x
            return x * int(n)
    """,
    "typed_params_are_arrays": """
        @jax.jit
        def f(x: jax.Array, flag: bool) -> jax.Array:
            if flag:  # E: jax-traced-bool
                return x
            return -x
    """,
    "dict_lookup_hashes_key": """
        TABLE = {0: 1.0, 1: 2.0}
        NAMES = ["a", "b"]
        @jax.jit
        def f(i, x):
            w = TABLE[0] + TABLE.get(1, 0.0)
            if NAMES[0] == "a":
                w = w * 2
            return x * w + TABLE[i]  # E: jax-traced-hash
        @jax.jit
        def g(i):
            return NAMES[i]  # E: jax-traced-index
    """,
    "global_container_of_arrays_is_quiet": """
        LAYERS = [jnp.ones((2, 2)), jnp.ones((2, 2))]
        SCALES = {"a": jnp.ones(2)}
        @jax.jit
        def f(x):
            for w in LAYERS:
                x = w @ x
            if len(LAYERS) > 1:
                x = x * SCALES["a"]
            return x
    """,
    "instance_methods_analysed_with_arguments": """
        class Scaler:
            def __init__(self, k):
                self.k = k
            def apply(self, x, n):
                return x * jnp.ones(n)  # E: jax-traced-shape
            def fine(self, x, n):
                return x * n
        s = Scaler(2)
        @jax.jit
        def f(x, n):
            return s.apply(x, 3) + s.fine(x, n) + s.apply(x, n)
    """,
    "eager_jax_op_on_unknown_is_an_array": """
        def make(n):
            return jnp.zeros(n)
        @jax.jit
        def step(buf, i):
            buf[i] = 1.0  # E: jax-inplace-update
            return buf
        step(make(3), 0)
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
}


@pytest.fixture(scope="module")
def results() -> dict[str, list[tuple[int, str]]]:
    snippets = {name: HEADER + textwrap.dedent(code) for name, code in CASES.items()}
    found = analyse_snippets({f"case_{name}": text for name, text in snippets.items()})
    return {
        name.removeprefix("case_"): [(d.line, d.code.name) for d in diagnostics]
        for name, diagnostics in found.items()
    }


@pytest.mark.parametrize("name", sorted(CASES))
def test_case(name: str, results: dict[str, list[tuple[int, str]]]) -> None:
    text = HEADER + textwrap.dedent(CASES[name])
    assert sorted(results[name]) == sorted(expected_lines(text))


def test_combine_and_join() -> None:
    traced = Value(Kind.TRACED, Origin("x"), PyType.ARRAY)
    assert combine([traced, STATIC]).kind is Kind.TRACED
    assert combine([STATIC, STATIC]).kind is Kind.STATIC
    assert combine([STATIC, UNKNOWN]).kind is Kind.UNKNOWN
    assert join(traced, STATIC).kind is Kind.UNKNOWN
    assert join(traced, traced) == traced


def test_origin_chain_names_the_jit_parameter() -> None:
    root = Origin('"x" is a parameter of "f"', static_fix="make x static")
    chained = Origin('passed as "n" to "helper"', root)
    assert chained.root_fix() == "make x static"
    assert "helper" in chained.explain() and '"f"' in chained.explain()


PYTREE_CASES: dict[str, str] = {
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
}


@pytest.fixture(scope="module")
def pytree_results() -> dict[str, list[tuple[int, str]]]:
    snippets = {f"tree_{k}": HEADER + textwrap.dedent(v) for k, v in PYTREE_CASES.items()}
    found = analyse_snippets(snippets)
    return {
        name.removeprefix("tree_"): [(d.line, d.code.name) for d in diagnostics]
        for name, diagnostics in found.items()
    }


def _needs(name: str) -> list[pytest.MarkDecorator]:
    """Cases that use an optional library skip when it is not installed."""
    text = PYTREE_CASES[name]
    for library in ("equinox", "flax"):
        if f"import {library}" in text or f"from {library}" in text:
            found = importlib.util.find_spec(library) is not None
            return [pytest.mark.skipif(not found, reason=f"{library} is not installed")]
    return []


@pytest.mark.parametrize("name", [pytest.param(n, marks=_needs(n)) for n in sorted(PYTREE_CASES)])
def test_pytree_case(name: str, pytree_results: dict[str, list[tuple[int, str]]]) -> None:
    text = HEADER + textwrap.dedent(PYTREE_CASES[name])
    assert sorted(pytree_results[name]) == sorted(expected_lines(text))
