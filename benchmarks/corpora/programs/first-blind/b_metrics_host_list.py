"""Training loop that collects metrics on the host after each step."""

import jax
import jax.numpy as jnp

metrics = {"loss": [], "grad_norm": []}


def loss_fn(w, x, y):
    return jnp.mean((jnp.sin(x @ w) - y) ** 2)


@jax.jit
def train_step(w, x, y):
    loss, g = jax.value_and_grad(loss_fn)(w, x, y)
    return w - 0.2 * g, loss, jnp.linalg.norm(g)


def train(w, x, y, steps):
    for _ in range(steps):
        w, loss, gnorm = train_step(w, x, y)
        metrics["loss"].append(float(loss))
        metrics["grad_norm"].append(gnorm.item())
    return w


x = jax.random.normal(jax.random.PRNGKey(0), (64, 2))
y = jnp.sin(x @ jnp.array([0.7, -0.3]))
w = train(jnp.zeros(2), x, y, 25)
print(min(metrics["loss"]), max(metrics["grad_norm"]))
