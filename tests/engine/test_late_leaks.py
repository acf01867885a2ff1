"""Engine cases, jax-tracer-leak (issue 34): tracers that custom derivative rules and
lax.composite functions close over, leaks from one trace into a scope of another, and
`jax.checking_leaks()`; and the container given for a custom_vjp's nondiff_argnums."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "custom_vjp_rules_closing_over_the_differentiated_value": """
        def eager_loss(params, x):
            pred = x @ params
            @jax.custom_vjp
            def scaled(r):
                return r
            def scaled_fwd(r):
                return r, None
            def scaled_bwd(_, g):
                return (g / (1.0 + jnp.abs(pred)),)  # E: jax-tracer-leak
            scaled.defvjp(scaled_fwd, scaled_bwd)
            return jnp.mean(scaled(pred) ** 2)
        jax.grad(eager_loss)(jnp.ones(3), jnp.ones((4, 3)))
        def staged_loss(params, x):
            pred = x @ params
            @jax.custom_vjp
            def scaled(r):
                return r
            def scaled_fwd(r):
                return r * pred, None
            def scaled_bwd(_, g):
                return (g,)
            scaled.defvjp(scaled_fwd, scaled_bwd)
            return jnp.mean(scaled(pred) ** 2)
        step = jax.jit(jax.value_and_grad(staged_loss))
        step(jnp.ones(3), jnp.ones((4, 3)))  # E: jax-tracer-leak
        jax.grad(jax.jit(staged_loss))(jnp.ones(3), jnp.ones((4, 3)))
    """,
    "rules_closing_over_values_of_no_differentiation_run": """
        def loss(w, x):
            scale = jnp.abs(x).max()
            @jax.custom_vjp
            def scaled(r):
                return r * scale
            def scaled_fwd(r):
                return r, None
            def scaled_bwd(_, g):
                return (g / scale,)
            scaled.defvjp(scaled_fwd, scaled_bwd)
            return jnp.sum(scaled(x @ w) ** 2)
        jax.jit(jax.grad(loss))(jnp.ones(3), jnp.ones((4, 3)))
        jax.grad(loss)(jnp.ones(3), jnp.ones((4, 3)))
        def body_only(w):
            scale = jnp.abs(w).sum()
            @jax.custom_jvp
            def g(y):
                return y * scale
            @g.defjvp
            def g_jvp(primals, tangents):
                (y,), (t,) = primals, tangents
                return y * 2.0, t * 2.0
            return g(w).sum()
        jax.grad(body_only)(jnp.ones(3))
        jax.jit(jax.grad(body_only))(jnp.ones(3))
    """,
    "custom_jvp_rule_and_function_closing_over_the_differentiated_value": """
        def rule_leaks(pred):
            @jax.custom_jvp
            def clip(z):
                return jnp.clip(z, -1.0, 1.0)
            @clip.defjvp
            def clip_jvp(primals, tangents):
                (z,), (dz,) = primals, tangents
                return clip(z), dz * (jnp.abs(z) < jnp.abs(pred).max())  # E: jax-tracer-leak
            return jnp.mean(clip(pred) ** 2)
        jax.grad(rule_leaks)(jnp.ones(3))
        def body_leaks(x):
            @jax.custom_jvp
            def g(y):
                return x + y  # E: jax-tracer-leak
            g.defjvp(lambda primals, tangents: (g(primals[0]), tangents[0]))
            return g(1.0)
        jax.grad(body_leaks)(3.0)
        @jax.jit
        def update(w):
            return w - jax.grad(lambda v: rule_leaks(v * 2))(w)
        update(jnp.ones(3))  # E: jax-tracer-leak
    """,
    "a_tracer_in_a_nondiff_container": """
        @functools.partial(jax.custom_vjp, nondiff_argnums=(1,))
        def clip_gradient(x, bounds):
            return x
        def clip_fwd(x, bounds):
            return x, None
        def clip_bwd(bounds, _, g):
            return (jnp.clip(g, bounds[0], bounds[1]),)
        clip_gradient.defvjp(clip_fwd, clip_bwd)
        @jax.jit
        def traced(w, m):
            return jnp.sum(clip_gradient(w, (-m, m)))  # E: jax-static-arg
        @functools.partial(jax.jit, static_argnums=1)
        def static(w, m):
            return jnp.sum(clip_gradient(w, (-m, m)))
        traced(jnp.ones(3), 0.1)
        static(jnp.ones(3), 0.1)
        @functools.partial(jax.custom_jvp, nondiff_argnums=(1,))
        def clip_j(x, bounds):
            return jnp.clip(x, bounds[0], bounds[1])
        @jax.jit
        def jvp_version(w, m):
            return jnp.sum(clip_j(w, (-m, m)))
        jvp_version(jnp.ones(3), 0.1)
    """,
    "checking_leaks_raises_at_the_transformed_call": """
        LOG = []
        def loss(w):
            y = jnp.tanh(w)
            LOG.append(y)
            return y.sum()
        @jax.jit
        def step(w):
            return w - jax.grad(loss)(w)
        with jax.checking_leaks():
            step(jnp.ones(3))  # E: jax-tracer-leak
            jax.jit(lambda v: v * 2)(jnp.ones(3))
    """,
    "lax_composite_closures_and_attributes": """
        def quantize(x, scale):
            @functools.partial(lax.composite, name="my.quantize")
            def q(y):
                return jnp.round(y / scale)
            return q(x)  # E: jax-tracer-leak
        quantize(jnp.ones(3), 2.0)
        quantize(jnp.ones(3), jnp.ones(3))
        jax.jit(quantize)(jnp.ones(3), jnp.ones(3))
        def attribute(x, s):
            q = lax.composite(lambda y, scale: y * scale, name="my.scale")
            return q(x, scale=s)  # E: jax-tracer-leak
        attribute(jnp.ones(3), 2.0)
        jax.jit(attribute)(jnp.ones(3), 2.0)
        LOG = []
        @functools.partial(lax.composite, name="my.log")
        def logged(y):
            LOG.append(jnp.tanh(y))  # E: jax-tracer-leak
            return y * 2
        logged(jnp.ones(3))
    """,
    "leaks_from_an_inner_trace_into_the_jitted_function": """
        @jax.jit
        def f(xs, w):
            outs = []
            weights = []
            total = 0.0
            def body(c, x):
                nonlocal total
                outs.append(c * x)  # E: jax-tracer-leak
                weights.append(w)
                total = total + x  # E: jax-tracer-leak
                return c + x, None
            c, _ = lax.scan(body, 0.0, xs)
            acc = []
            for x in xs:
                acc.append(x * 2)
            seq = [jnp.zeros(())]
            def layer():
                seq[0] += w  # E: jax-tracer-leak
                return seq[0]
            return c + outs[0] + acc[0] + jax.checkpoint(layer)()
    """,
    "a_def_rebound_to_its_jitted_version": """
        key = jax.random.PRNGKey(0)
        def init():
            global key
            key, sub = jax.random.split(key)  # E: jax-tracer-leak
            return jax.random.normal(sub, ())
        init()
        init = jax.jit(init)
        init()
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
