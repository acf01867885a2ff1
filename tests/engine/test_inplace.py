"""Engine cases, jax-inplace-update: item assignment on jax arrays."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "control_flow_results_keep_their_pytree_structure": """
        @jax.jit
        def train(w, xs):
            w = w + 0.0
            def body(w, x):
                return w - 0.1 * x, {"loss": jnp.sum(w), "x": x}
            w2, metrics = lax.scan(body, w, xs)
            metrics["final"] = w2
            _, (a, b) = lax.scan(lambda c, x: (c, (x, [x])), 0.0, xs)
            b[0] = a
            if len(xs.shape) > 1:
                w2[0] = 1.0  # E: jax-inplace-update
            out = lax.fori_loop(0, 3, lambda i, c: c * 2, w)
            if len(xs.shape) > 2:
                out[0] = 1.0  # E: jax-inplace-update
            state = lax.fori_loop(0, 3, lambda i, c: c, {"w": w})
            state["w"] = w
            branch = lax.cond(w[0] > 0, lambda: {"k": w}, lambda: {"k": w})
            branch["k"] = w
            return metrics, b, out, state, branch
    """,
    "inplace_update": """
        @jax.jit
        def f(x, params):
            y = x * 2
            params["w"] = y
            if len(x.shape) > 1:
                y[0] = 1.0  # E: jax-inplace-update
            else:
                y[1] += 2.0  # E: jax-inplace-update
            return y
        @jax.jit
        def g(x):
            x[0] = 3.0  # a traced pytree may be a dict or a list
            return x
        z = jnp.zeros(3)
        z[0] = 1.0  # E: jax-inplace-update
        a = np.zeros(3)
        a[0] = 1.0
        lst = [1, 2]
        lst[0] = 3
    """,
    "inplace_after_shape_evidence": """
        @jax.jit
        def f(x):
            n = x.shape[0]
            x[0] = n  # E: jax-inplace-update
            return x
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
    "store_with_an_index_of_arrays_on_an_unknown_value": """
        def targets(q, actions, td):
            t = jax.lax.stop_gradient(q)
            t[jnp.arange(q.shape[0]), actions] = td  # E: jax-inplace-update
            return t
        import equinox as eqx
        @eqx.filter_jit
        def loss(model, obs, actions, td):
            q = jax.vmap(model)(obs)  # what the model returns: not known
            return jnp.mean(targets(q, actions, td))
        net = eqx.nn.Linear(3, 2, key=jax.random.PRNGKey(0))
        loss(net, jnp.ones((4, 3)), jnp.array([0, 1, 0, 1]), jnp.zeros(4))
    """,
    "store_with_a_tuple_of_constants_on_a_dict": """
        def f(x, table):
            table[0, 1] = x
            return table
        jax.jit(f)(jnp.ones(2), {})
    """,
    "copy_of_a_traced_dict_is_a_dict": """
        def loss(params, batch):
            batch = batch.copy()
            batch["x"] = batch["x"] * 2.0
            return jnp.sum(params * batch["x"])
        jax.jit(jax.grad(loss))(jnp.ones(2), {"x": jnp.ones(2)})
    """,
    "copy_of_a_traced_array_is_an_array": """
        def f(x):
            y = x.copy()
            y[0] = 1.0  # E: jax-inplace-update
            return y
        jax.jit(f)(jnp.ones(2) * 2.0)
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
