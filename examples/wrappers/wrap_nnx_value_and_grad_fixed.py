"""The accuracy is computed with `jnp` and returned as auxiliary data."""

import functools

import jax
import jax.numpy as jnp
from flax import nnx


@functools.partial(nnx.value_and_grad, has_aux=True)
def loss_fn(model, x, labels):
    logits = model(x)
    log_probs = jax.nn.log_softmax(logits)
    loss = -jnp.mean(jnp.take_along_axis(log_probs, labels[:, None], axis=-1))
    accuracy = jnp.mean(logits.argmax(-1) == labels)
    return loss, accuracy


model = nnx.Linear(4, 3, rngs=nnx.Rngs(0))
(loss, accuracy), grads = loss_fn(model, jnp.ones((6, 4)), jnp.arange(6) % 3)
