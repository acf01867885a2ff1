"""Engine cases, jax-traced-shape under reverse-mode differentiation: a `lax.fori_loop`
with a traced trip count is a while_loop, which grad, value_and_grad, jacrev and vjp's
pullback cannot transpose (JAX raises at the call of the differentiated function)."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "grad_of_a_jitted_loop_reports_at_the_grad_call": """
        @jax.jit
        def f(theta, x0, n):
            def body(_, x):
                return jnp.sin(theta * x)
            return lax.fori_loop(0, n, body, x0)
        f(1.0, 0.5, 3)
        jax.grad(f, argnums=1)(1.0, 0.5, 3)  # E: jax-traced-shape
    """,
    "the_jitted_call_of_a_gradient_reports": """
        def f(theta, n):
            return lax.fori_loop(0, n, lambda i, x: x * theta, theta)
        g = jax.jit(jax.grad(f))
        h = jax.jit(jax.grad(f), static_argnums=1)
        g(1.0, 3)  # E: jax-traced-shape
        h(1.0, 3)
    """,
    "value_and_grad_and_jacrev_inside_a_jitted_step": """
        def inner(w, n):
            return lax.fori_loop(1, n, lambda i, h: jnp.tanh(w * h), w)
        def loss(w, n):
            return inner(w, n) ** 2
        @jax.jit
        def step(w, n):
            v, g = jax.value_and_grad(loss)(w, n)  # E: jax-traced-shape
            return v, g
        def advance(x, start):
            return lax.fori_loop(start, 6, lambda i, v: v + jnp.sin(v), x)
        @jax.jit
        def jacobian(x, start):
            return jax.jacrev(advance)(x, start)  # E: jax-traced-shape
    """,
    "the_pullback_of_vjp_reports_where_it_is_called": """
        @jax.jit
        def f(s, n):
            return lax.fori_loop(0, n, lambda i, v: v * 0.5, s)
        out, pull = jax.vjp(f, jnp.ones(2), 3)
        print(out)
        pull(jnp.ones(2))  # E: jax-traced-shape
    """,
    "forward_modes_static_counts_and_python_ints_run": """
        @jax.jit
        def f(theta, n):
            return lax.fori_loop(0, n, lambda i, x: jnp.cos(theta * x), theta)
        @functools.partial(jax.jit, static_argnames="n")
        def g(theta, n):
            return lax.fori_loop(0, n, lambda i, x: jnp.cos(theta * x), theta)
        def plain(theta, n):
            return lax.fori_loop(0, n, lambda i, x: jnp.cos(theta * x), theta)
        f(1.0, 3)
        jax.jacfwd(f)(1.0, 3)
        jax.jvp(lambda t: f(t, 3), (1.0,), (1.0,))
        jax.grad(g)(1.0, n=3)
        jax.grad(plain)(1.0, 3)
        jax.linearize(lambda t: f(t, 3), 1.0)
    """,
    "a_loop_that_takes_no_differentiated_value_runs": """
        def f(scale, data, n):
            base = lax.fori_loop(0, n, lambda i, acc: acc + data, jnp.zeros_like(data))
            count = lax.fori_loop(0, n, lambda i, c: c + 1.0, 0.0)
            return jnp.sum(scale * base) * count
        @jax.jit
        def step(scale, data, n):
            return jax.grad(f)(scale, data, n)
    """,
    "custom_derivatives_and_stop_gradient_shield_the_loop": """
        @jax.custom_vjp
        def loop(theta, n):
            return lax.fori_loop(0, n, lambda i, x: x * theta, theta)
        def loop_fwd(theta, n):
            return lax.fori_loop(0, n, lambda i, x: x * theta, theta), theta
        def loop_bwd(theta, g):
            return (g * theta, None)
        loop.defvjp(loop_fwd, loop_bwd)
        @jax.custom_jvp
        def loop2(theta, n):
            return lax.fori_loop(0, n, lambda i, x: x * theta, theta)
        @loop2.defjvp
        def loop2_jvp(primals, tangents):
            theta, n = primals
            return loop2(theta, n), tangents[0] * 2.0
        def stopped(theta, n):
            start = lax.stop_gradient(theta)
            return theta * lax.fori_loop(0, n, lambda i, x: x * 0.5, start)
        @jax.jit
        def step(theta, n):
            a = jax.grad(loop)(theta, n) + jax.grad(loop2)(theta, n)
            return a + jax.grad(stopped)(theta, n)
    """,
    "custom_vjp_residual_shape_stays_static": """
        @jax.custom_vjp
        def total(x):
            return x.sum()
        def total_fwd(x):
            return total(x), x.shape
        def total_bwd(shape, g):
            return (lax.full(shape, g, np.float32),)
        total.defvjp(total_fwd, total_bwd)
        window = jax.jit(lambda t, i: total(lax.dynamic_slice(t, (i, 0), (2, 4))))
        jax.grad(window)(np.ones((7, 4), np.float32), 1)
    """,
    "custom_vjp_residual_array_is_traced": """
        @jax.custom_vjp
        def total(x):
            return x.sum()
        def total_fwd(x):
            return total(x), x.max()
        def total_bwd(peak, g):
            if peak > 0:  # E: jax-traced-bool
                return (g * jnp.ones(3),)
            return (jnp.zeros(3),)
        total.defvjp(total_fwd, total_bwd)
        jax.grad(jax.jit(lambda t: total(t * 2.0)))(jnp.ones(3))
    """,
    # equinox's derivatives run custom_vjp's fwd and bwd as grad does.
    "custom_vjp_backward_under_equinox_value_and_grad": """
        import equinox as eqx
        def norm_fwd(x, eps):
            norm = jnp.sqrt(jnp.sum(x * x))
            return norm, (x, norm)
        def norm_bwd(eps, res, g):
            x, norm = res
            if norm < eps:  # E: jax-traced-bool
                return (jnp.zeros_like(x),)
            return (g * x / norm,)
        safe_norm = jax.custom_vjp(lambda x, eps: jnp.sqrt(jnp.sum(x * x)), nondiff_argnums=(1,))
        safe_norm.defvjp(norm_fwd, norm_bwd)
        class Head(eqx.Module):
            weight: jax.Array
            def __call__(self, h):
                return safe_norm(self.weight, 1e-6) * h
        def main():
            loss = eqx.filter_value_and_grad(lambda m: jnp.sum(m(jnp.ones(2))))
            return eqx.filter_jit(loss)(Head(jnp.ones(3)))
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
