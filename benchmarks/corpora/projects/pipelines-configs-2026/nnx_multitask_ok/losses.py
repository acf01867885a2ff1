"""Per-task losses and metrics dispatched on the task kind."""
import jax.numpy as jnp
import optax

from .tasks import spec


def task_loss(outputs, y, task_id):
    s = spec(task_id)
    if s.kind == "classification":
        loss = optax.softmax_cross_entropy_with_integer_labels(outputs, y).mean()
    else:
        loss = jnp.mean((outputs - y) ** 2)
    return s.weight * loss


def task_metric(outputs, y, task_id):
    if spec(task_id).kind == "classification":
        return jnp.mean(jnp.argmax(outputs, -1) == y)
    return jnp.mean(jnp.abs(outputs - y))
