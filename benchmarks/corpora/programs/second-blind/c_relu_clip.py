"""Huber-style robust loss with a custom clipping helper."""
import jax
import jax.numpy as jnp


def clip_residual(r, delta):
    return max(min(r, delta), -delta)


def robust_loss(params, x, y):
    pred = params[0] * x + params[1]
    residuals = pred - y
    clipped = jax.vmap(clip_residual, in_axes=(0, None))(residuals, 1.0)
    return jnp.mean(clipped ** 2)


@jax.jit
def update(params, x, y):
    g = jax.grad(robust_loss)(params, x, y)
    return params - 0.1 * g


if __name__ == "__main__":
    x = jnp.linspace(0, 1, 20)
    y = 2 * x + 1
    p = jnp.zeros(2)
    for _ in range(5):
        p = update(p, x, y)
    print(p)
