"""`jax.debug.callback` hands the host function real values: it may format, compare and
print them from inside a jitted training step."""

import jax
import jax.numpy as jnp


def log_metrics(step, loss, grad_norm):
    status = "diverging" if grad_norm > 1e3 else "ok"
    print(f"step {int(step)}: loss={float(loss):.4f} |g|={float(grad_norm):.2f} {status}")
    print("loss history entry:", loss.tolist())


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def train_step(step, w, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(w, x, y)
    jax.debug.callback(log_metrics, step, loss, jnp.linalg.norm(grads))
    return w - 0.1 * grads


w = jnp.zeros(3)
x, y = jnp.ones((8, 3)), jnp.ones(8)
for step in range(3):
    w = train_step(step, w, x, y)
