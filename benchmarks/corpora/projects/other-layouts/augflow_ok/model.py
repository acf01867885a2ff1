"""A linear softmax classifier and a gradient-accumulation body for lax.scan."""

import jax
import jax.numpy as jnp


def init_params(key, size, classes):
    return {"w": jax.random.normal(key, (size * size, classes)) * 0.01, "b": jnp.zeros((classes,))}


def logits_fn(params, images):
    return images.reshape(images.shape[0], -1) @ params["w"] + params["b"]


def loss_fn(params, images, labels, l2):
    logp = jax.nn.log_softmax(logits_fn(params, images), axis=-1)
    nll = -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=-1))
    return nll + l2 * jnp.sum(params["w"] ** 2)


def accumulate(carry, batch, params, l2):
    grads, total = carry
    loss, g = jax.value_and_grad(loss_fn)(params, batch[0], batch[1], l2)
    return (jax.tree_util.tree_map(jnp.add, grads, g), total + loss), loss
