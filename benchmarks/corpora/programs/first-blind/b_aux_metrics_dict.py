"""Training step returning auxiliary metrics through value_and_grad."""

import jax
import jax.numpy as jnp


def loss_with_aux(params, x, y):
    logits = x @ params["w"] + params["b"]
    loss = jnp.mean(jax.nn.softplus(logits) - y * logits)
    preds = (logits > 0).astype(jnp.float32)
    acc = jnp.mean(preds == y)
    return loss, {"accuracy": acc, "mean_logit": logits.mean()}


@jax.jit
def train_step(params, x, y):
    (loss, aux), grads = jax.value_and_grad(loss_with_aux, has_aux=True)(params, x, y)
    params = jax.tree_util.tree_map(lambda p, g: p - 0.5 * g, params, grads)
    return params, loss, aux


if __name__ == "__main__":
    x = jax.random.normal(jax.random.PRNGKey(3), (100, 2))
    y = (x[:, 0] - x[:, 1] > 0).astype(jnp.float32)
    params = {"w": jnp.zeros(2), "b": jnp.array(0.0)}
    for i in range(20):
        params, loss, aux = train_step(params, x, y)
        if i % 5 == 0:
            print(i, float(loss), int(100 * aux["accuracy"]))
