"""Engine cases, jax-traced-bool: a tracer where Python needs True or False."""

from __future__ import annotations

import pytest

from tests.engine_harness import assert_case, case_params

CASES: dict[str, str] = {
    "jit_if": """
        @jax.jit
        def f(x):
            if x > 0:  # E: jax-traced-bool
                return x
            return -x
    """,
    "grad_alone_if_runs": """
        @jax.grad
        def f(x):
            if x > 0:
                return x * 2.0
            return x * int(x)
    """,
    "jit_of_grad_if_fails": """
        def f(x):
            if x > 0:  # E: jax-traced-bool
                return x
            return -x
        g = jax.jit(jax.grad(f))
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
    "while_cond_lambda": """
        def run(x):
            return lax.while_loop(lambda c: bool(c < 3), lambda c: c + 1, x)  # E: jax-traced-bool
    """,
    "cond_branch": """
        def run(p, x):
            return lax.cond(p, lambda v: v if v > 0 else -v, lambda v: v, x)  # E: jax-traced-bool
    """,
    "closed_over_jax_array": """
        C = jnp.ones(3)
        @jax.jit
        def f(x):
            if C.sum() > 0:  # E: jax-traced-bool
                return x
            return -x
    """,
    "logic_and_filters": """
        @jax.jit
        def f(x, ys):
            return x > 0 and 1  # E: jax-traced-bool
        @jax.jit
        def g(x, ys):
            return [y for y in range(3) if x > y]  # E: jax-traced-bool
        @jax.jit
        def h(x, ys):
            return max(x, 0.0)  # E: jax-traced-bool
        @jax.jit
        def i(x, ys):
            return 0 < x < 1  # E: jax-traced-bool
        @jax.jit
        def j(x, ys):
            return not (x > 0)  # E: jax-traced-bool
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
                return x
            @functools.partial(jax.jit, static_argnums=0)
            def other(self, x):
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
    "eval_shape_and_checkpoint": """
        def f(x):
            return x if x > 0 else x  # E: jax-traced-bool
        jax.eval_shape(f, 1.0)
        @jax.checkpoint
        def g(x):
            assert x > 0  # E: jax-traced-bool
            return x
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
    # checkify.checkify gives its function the arguments as they are (a NumPy scalar, a
    # Python bool); under jit every argument is traced unless static. `(error, result)`.
    "checkify_under_jit": """
        from jax.experimental import checkify
        def normalize(x, clip):
            checkify.check(jnp.all(jnp.isfinite(x)), "non-finite input")
            if clip:
                x = jnp.clip(x, -3.0, 3.0)
            return x
        def normalize_traced(x, clip):
            if clip:  # E: jax-traced-bool
                x = jnp.clip(x, -3.0, 3.0)
            return x
        def sized(x, batch):
            return jnp.zeros(int(batch["n"])) + x.sum() * np.asarray(batch["w"]).mean()
        err, out = checkify.checkify(normalize)(jnp.ones(3), True)
        err.throw()
        err, out = checkify.checkify(sized)(jnp.ones(3), {"n": np.int64(2), "w": np.ones(4)})
        checked = jax.jit(checkify.checkify(normalize), static_argnums=1)
        err, out = checked(jnp.ones(3), True)
        traced = jax.jit(checkify.checkify(normalize_traced))
        err, out = traced(jnp.ones(3), True)
        @jax.jit
        def outer(x):
            err, y = checkify.checkify(normalize)(x, False)
            if y.sum() > 0:  # E: jax-traced-bool
                return y
            return -y
        outer(jnp.ones(3))
    """,
}


@pytest.mark.parametrize("name", case_params(CASES))
def test_case(name: str, engine_results: dict[str, list[tuple[int, str]]]) -> None:
    assert_case(__name__, CASES, name, engine_results)
