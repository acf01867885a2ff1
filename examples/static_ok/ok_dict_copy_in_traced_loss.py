"""A loss copies the batch dict it is given before replacing one of its entries: the copy
of a dict of tracers is a dict, and storing into it is no in-place update of an array."""

from typing import Any

import jax
import jax.numpy as jnp


def loss_fn(params, batch):
    batch = batch.copy()
    batch["label"] = batch["label"].copy()
    labels = batch["label"]["onehot"]
    batch["label"]["onehot"] = jnp.concatenate([labels, jnp.zeros_like(labels[:, :1])], axis=1)
    return jnp.sum(params * batch["inputs"]) * jnp.sum(batch["label"]["onehot"])


@jax.jit
def train_step(params, batch):
    return jax.value_and_grad(loss_fn)(params, batch)


data: dict[str, Any] = {"inputs": jnp.ones(3), "label": {"onehot": jnp.ones((2, 4))}}
loss, grads = train_step(jnp.float32(2.0), data)
assert data["label"]["onehot"].shape == (2, 4)  # the caller's dict is unchanged
