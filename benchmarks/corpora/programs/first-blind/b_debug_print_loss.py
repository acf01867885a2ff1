"""Logistic regression with debugging output inside the compiled step."""

import jax
import jax.numpy as jnp


def bce(w, x, y):
    logits = x @ w
    return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)


@jax.jit
def step(w, x, y):
    loss, g = jax.value_and_grad(bce)(w, x, y)
    print("tracing step with w of shape", w.shape, "and loss", loss)
    jax.debug.print("loss = {}", loss)
    return w - 0.5 * g, loss


if __name__ == "__main__":
    x = jax.random.normal(jax.random.PRNGKey(0), (50, 2))
    y = (x[:, 0] > 0).astype(jnp.float32)
    w = jnp.zeros(2)
    for _ in range(3):
        w, loss = step(w, x, y)
    print(w, float(loss))
