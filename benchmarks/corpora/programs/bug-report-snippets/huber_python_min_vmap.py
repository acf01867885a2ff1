import jax
import jax.numpy as jnp


def huber(residual, delta=1.0):
    abs_r = jnp.abs(residual)
    quadratic = min(abs_r, delta)
    linear = abs_r - quadratic
    return 0.5 * quadratic**2 + delta * linear


def robust_loss(w, xs, ys):
    residuals = xs @ w - ys
    return jax.vmap(huber)(residuals).mean()


key_x, key_n = jax.random.split(jax.random.PRNGKey(0))
xs = jax.random.normal(key_x, (50, 2))
ys = xs @ jnp.array([2.0, -1.0]) + jax.random.cauchy(key_n, (50,))
w = jnp.zeros(2)
for _ in range(20):
    w = w - 0.1 * jax.grad(robust_loss)(w, xs, ys)
print(w)
