import jax
import jax.numpy as jnp

from . import losses, train


@jax.jit
def eval_step(params, tokens, lengths, labels):
    loss = train.loss_only(params, tokens, lengths, labels)
    _, logits = losses.xent(params, tokens, lengths, labels)
    acc = jnp.mean(jnp.argmax(logits, -1) == labels)
    return {"loss": loss, "acc": acc}
