import jax
import jax.numpy as jnp

from . import model, ops, train


@jax.jit
def attention_entropy(params, x, y, n_heads):
    _, probs = model.encode(params, x, n_heads)
    loss = train.loss_fn(params, x, y, 2)
    return jnp.mean(ops.entropy(probs)), loss
