"""Splitting a flat buffer into micro-batches for gradient accumulation."""
import jax
import jax.numpy as jnp


def loss(w, xb, yb):
    return jnp.mean((xb @ w - yb) ** 2)


@jax.jit
def accumulated_grad(w, x, y, n_micro):
    xs = x.reshape(n_micro, -1, x.shape[-1])
    ys = y.reshape(n_micro, -1)
    grads = jax.vmap(jax.grad(loss), in_axes=(None, 0, 0))(w, xs, ys)
    return grads.mean(axis=0)


def sgd(w, x, y, steps):
    for _ in range(steps):
        w = w - 0.05 * accumulated_grad(w, x, y, 4)
    return w


if __name__ == "__main__":
    x = jax.random.normal(jax.random.PRNGKey(0), (32, 3))
    y = x @ jnp.array([1.0, -2.0, 0.5])
    print(sgd(jnp.zeros(3), x, y, 10))
