import jax
import jax.numpy as jnp


def init_params(key, dim, num_classes):
    return {"w": 0.01 * jax.random.normal(key, (dim, num_classes)), "b": jnp.zeros((num_classes,))}


def loss_fn(params, batch):
    x, y = batch
    logits = x @ params["w"] + params["b"]
    logp = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.sum(jax.nn.one_hot(y, logits.shape[-1]) * logp, axis=-1))


def accuracy(params, x, y):
    return jnp.mean(jnp.argmax(x @ params["w"] + params["b"], axis=-1) == y)
