"""Newton iteration for square roots written with lax.while_loop."""

import jax
import jax.numpy as jnp
from jax import lax


def newton_sqrt(a, tol=1e-6, max_iter=50):
    def cond_fun(state):
        x, i = state
        err = jnp.abs(x * x - a)
        return err > tol and i < max_iter

    def body_fun(state):
        x, i = state
        return 0.5 * (x + a / x), i + 1

    x, n = lax.while_loop(cond_fun, body_fun, (a, 0))
    return x, n


@jax.jit
def batched_sqrt(values):
    return jax.vmap(lambda a: newton_sqrt(a)[0])(values)


if __name__ == "__main__":
    root, iters = newton_sqrt(jnp.float32(2.0))
    print(root, iters)
    print(batched_sqrt(jnp.array([1.0, 4.0, 9.0])))
