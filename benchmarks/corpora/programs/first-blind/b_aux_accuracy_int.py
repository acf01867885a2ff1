"""Classifier training step that also reports the number of correct predictions."""

import jax
import jax.numpy as jnp


def loss_and_metrics(params, x, y):
    logits = x @ params["w"] + params["b"]
    logp = jax.nn.log_softmax(logits)
    loss = -jnp.mean(jnp.take_along_axis(logp, y[:, None], axis=1))
    correct = int(jnp.sum(jnp.argmax(logits, axis=1) == y))
    return loss, {"correct": correct}


@jax.jit
def train_step(params, x, y):
    (loss, metrics), grads = jax.value_and_grad(loss_and_metrics, has_aux=True)(params, x, y)
    params = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)
    return params, loss, metrics


if __name__ == "__main__":
    key = jax.random.PRNGKey(1)
    x = jax.random.normal(key, (60, 4))
    y = jnp.argmax(x[:, :3], axis=1)
    params = {"w": jnp.zeros((4, 3)), "b": jnp.zeros(3)}
    for epoch in range(5):
        params, loss, metrics = train_step(params, x, y)
        print(epoch, loss, metrics["correct"])
