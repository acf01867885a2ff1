import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def cube_root(c, tol=1e-4):
    def cond_fun(state):
        x, err, it = state
        return (jnp.abs(err) > tol) & (it < 50)

    def body_fun(state):
        x, err, it = state
        x = x - err / (3.0 * x ** 2)
        return x, x ** 3 - c, it + 1

    x0 = jnp.maximum(c, 1.0)
    x, err, iters = lax.while_loop(cond_fun, body_fun, (x0, x0 ** 3 - c, 0))
    return x, iters


targets = jnp.array([2.0, 8.0, 27.0, 100.0])
roots, iters = jax.vmap(cube_root)(targets)
print(roots, iters)

n = 0
while n < 3:
    print(n, cube_root(float(n + 2))[0])
    n += 1
