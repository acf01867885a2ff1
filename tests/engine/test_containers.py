"""Engine cases, Python containers while JAX traces: dict keys, sequences and NumPy
arrays indexed by tracers, carries of control-flow bodies."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    # Iterating a dict (or sorting it) yields its keys: hashable, so never tracers.
    "dict_literal_keys_static": """
        @jax.jit
        def f(x):
            d = {0: x * 2, 1: x}
            out = x
            for k in sorted(d):
                for _ in range(k):
                    out = out + d[k]
            return out + max(d)
    """,
    "dict_keys_in_comprehension": """
        @jax.jit
        def f(x):
            d = {1: x, 2: x + 1}
            sizes = [jnp.zeros(k) for k in d]
            return x * len(sizes) * int(list(d)[0])
    """,
    "dict_comprehension_keys": """
        @jax.jit
        def f(x):
            d = {k: x * k for k in range(3)}
            total = x
            for k in d:
                total = total + jnp.ones(k).sum()
            for k, v in enumerate(d):
                total = total + jnp.zeros(v).sum()
            return total
    """,
    "dict_param_keys": """
        @jax.jit
        def f(params):
            total = 0.0
            for k in sorted(params):
                total = total + jnp.zeros(k).sum() + params[k]
            for k in params.keys():
                total = total + jnp.zeros(k).sum()
            return total
        f({1: jnp.ones(2), 2: jnp.zeros(2)})
    """,
    # A Python list or tuple indexed by a tracer calls __index__, whatever it holds.
    "module_list_of_arrays": """
        CENTERS = [jnp.zeros(2), jnp.ones(2)]
        @jax.jit
        def f(p):
            d = jnp.stack([jnp.sum((p - c) ** 2) for c in CENTERS])
            return CENTERS[jnp.argmin(d)]  # E: jax-traced-index
    """,
    "module_tuple_of_arrays": """
        WEIGHTS = (jnp.ones(3), jnp.zeros(3))
        @jax.jit
        def f(x, i):
            return x * WEIGHTS[i]  # E: jax-traced-index
        f(jnp.ones(3), 1)
    """,
    "appended_list": """
        @jax.jit
        def f(x):
            parts = []
            for k in range(3):
                parts.append(x * k)
            return parts[jnp.argmax(x)]  # E: jax-traced-index
    """,
    "list_grown_in_possibly_empty_loop": """
        def f(x, n):
            parts = [x]
            for k in range(n):
                parts = parts + [x * k]
            return parts[jnp.argmax(x)]  # E: jax-traced-index
        jax.jit(f, static_argnums=1)(jnp.ones(3), 2)
    """,
    "tuple_param_indexed": """
        @jax.jit
        def f(pair, i):
            return pair[i]  # E: jax-traced-index
        f((jnp.ones(2), jnp.zeros(2)), 0)
    """,
    "unpacked_tuple_param_items_are_arrays": """
        @jax.jit
        def f(pair, i):
            w, b = pair
            return w[i] + b[i]
        f((jnp.ones(2), jnp.zeros(2)), 0)
    """,
    "list_static_index_ok": """
        LAYERS = [jnp.ones(2), jnp.zeros(2)]
        @jax.jit
        def f(x):
            out = x
            for i in range(len(LAYERS)):
                out = out * LAYERS[i] + LAYERS[-1]
            return jnp.stack(LAYERS)[jnp.argmax(x)] + out
    """,
    # NumPy: indexing converts the index with __array__; a NumPy argument is traced.
    "numpy_table_traced_index": """
        TABLE = np.array([1.0, 0.5, 0.25])
        BOUNDS = np.array([10, 20])
        @jax.jit
        def f(step):
            i = jnp.searchsorted(BOUNDS, step)
            return TABLE[i]  # E: jax-numpy-on-traced
    """,
    # NumPy arithmetic with Python numbers gives an ndarray: still a NumPy table.
    "numpy_table_from_arithmetic": """
        CURVE = np.linspace(0.0, 1.0, 8) ** 0.5 * 2.0 - 1
        @jax.jit
        def f(x):
            k = jnp.argmax(x)
            return x * CURVE[k]  # E: jax-numpy-on-traced
    """,
    "numpy_table_static_index_ok": """
        TABLE = np.array([1.0, 0.5, 0.25])
        @jax.jit
        def f(x):
            return x * TABLE[1] + jnp.asarray(TABLE)[jnp.argmax(x)]
    """,
    "numpy_argument_is_traced": """
        @jax.jit
        def f(table, x):
            if table.sum() > 0:  # E: jax-traced-bool
                return x
            return -x
        f(np.ones(3), 1.0)
    """,
    "numpy_argument_setitem": """
        @jax.jit
        def f(table):
            table[0] = 1.0  # E: jax-inplace-update
            return table
        f(np.zeros(3))
    """,
    "numpy_argument_indexed_ok": """
        @jax.jit
        def f(weights, labels):
            return weights[labels].sum() + weights[jnp.argmax(weights)]
        f(np.ones(3), np.array([0, 1]))
    """,
    "ndim_of_list_of_tracers": """
        @jax.jit
        def f(x, y):
            return x * jnp.ndim([x, y])  # E: jax-numpy-on-traced
    """,
    "shape_of_tuple_of_tracers_numpy": """
        @jax.jit
        def f(x, y):
            return x * np.shape((x, y))[0]  # E: jax-numpy-on-traced
    """,
    "ndim_of_static_list_or_array_ok": """
        @jax.jit
        def f(x):
            return x * jnp.ndim([1.0, 2.0]) * jnp.ndim(x) * jnp.size(x) * np.shape(x)[0]
    """,
    # The items of a traced carry are traced: `x, buf = carry` gives a traced array buf.
    "fori_carry_item_setitem": """
        def running_max(xs, n):
            def body(t, carry):
                best, seen = carry
                best = jnp.maximum(best, xs[t])
                seen[t] = best  # E: jax-inplace-update
                return best, seen
            _, seen = lax.fori_loop(0, n, body, (xs[0], jnp.zeros(n)))
            return seen
        running_max(jnp.array([1.0, 3.0, 2.0]), 3)
    """,
    "scan_carry_item_setitem": """
        def fill(x0, xs):
            def step(carry, t):
                x, buf = carry
                buf[t] = x  # E: jax-inplace-update
                return (x, buf), None
            return lax.scan(step, (x0, jnp.zeros(3)), xs)
    """,
    "while_carry_items": """
        def count(x0, n):
            def body(state):
                x, k, buf = state
                for _ in range(k):  # E: jax-traced-index
                    x = x + 1
                return x, k + 1, buf
            return lax.while_loop(lambda s: s[1] < n, body, (x0, 0, jnp.zeros(2)))
    """,
    "carry_dict_item_setitem": """
        def fill(n):
            def body(t, carry):
                carry["buf"][t] = 1.0  # E: jax-inplace-update
                return carry
            return lax.fori_loop(0, n, body, {"buf": jnp.zeros(n)})
    """,
    "carry_items_fixed": """
        def running_max(xs, n):
            def body(t, carry):
                best, seen = carry
                best = jnp.maximum(best, xs[t])
                return best, seen.at[t].set(best)
            _, seen = lax.fori_loop(0, n, body, (xs[0], jnp.zeros(n)))
            return seen
        running_max(jnp.array([1.0, 3.0, 2.0]), 3)
    """,
    "carry_unknown_item_quiet": """
        def run(x0, opts, n):
            def body(t, carry):
                x, o = carry
                o[0] = 1
                return x, o
            return lax.fori_loop(0, n, body, (x0, opts))
    """,
    "dict_values_still_traced": """
        @jax.jit
        def f(x):
            d = {0: x, 1: x + 1}
            for v in d.values():
                if v > 0:  # E: jax-traced-bool
                    return v
            return x
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
