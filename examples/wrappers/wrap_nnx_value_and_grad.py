"""`nnx.value_and_grad` traces the logits: NumPy cannot convert them for an accuracy."""

import functools

import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx


@functools.partial(nnx.value_and_grad, has_aux=True)
def loss_fn(model, x, labels):
    logits = model(x)
    log_probs = jax.nn.log_softmax(logits)
    loss = -jnp.mean(jnp.take_along_axis(log_probs, labels[:, None], axis=-1))
    accuracy = np.mean(np.asarray(logits).argmax(-1) == labels)  # E: jax-numpy-on-traced
    return loss, accuracy


model = nnx.Linear(4, 3, rngs=nnx.Rngs(0))
(loss, accuracy), grads = loss_fn(model, jnp.ones((6, 4)), jnp.arange(6) % 3)
