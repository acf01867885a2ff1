"""Plain-SGD training loop; the per-example model is vmapped over the batch."""
import jax
import jax.numpy as jnp

from . import model


def loss_fn(params, tokens, lengths, labels):
    logits = jax.vmap(model.forward, in_axes=(None, 0, 0))(params, tokens, lengths)
    logp = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=1))


def make_update(lr):
    @jax.jit
    def update(params, tokens, lengths, labels):
        loss, grads = jax.value_and_grad(loss_fn)(params, tokens, lengths, labels)
        params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
        return params, loss

    return update


@jax.jit
def accuracy(params, tokens, lengths, labels):
    logits = jax.vmap(model.forward, in_axes=(None, 0, 0))(params, tokens, lengths)
    return jnp.mean(jnp.argmax(logits, axis=-1) == labels)
