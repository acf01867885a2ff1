"""Compiled training step with logging and early stopping outside the jit."""

import jax
import jax.numpy as jnp


def loss_fn(params, x, y):
    w, b = params
    return jnp.mean((x @ w + b - y) ** 2)


@jax.jit
def step(params, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    params = tuple(p - 0.1 * g for p, g in zip(params, grads, strict=True))
    return params, loss


def fit(x, y, epochs=50):
    params = (jnp.zeros(x.shape[1]), jnp.zeros(()))
    losses = []
    for epoch in range(epochs):
        params, loss = step(params, x, y)
        losses.append(float(loss))
        if loss < 1e-3:
            break
        if epoch % 10 == 0:
            print(epoch, loss.item(), int(jnp.argmax(params[0])))
    return params, losses


if __name__ == "__main__":
    x = jax.random.normal(jax.random.PRNGKey(1), (64, 3))
    y = x @ jnp.array([0.5, 1.0, -1.0]) + 2.0
    params, losses = fit(x, y)
    print(params, len(losses))
