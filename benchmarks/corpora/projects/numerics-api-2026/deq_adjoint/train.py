import jax
import jax.numpy as jnp

from .fixed_point import equilibrium


def init_params(key, d_in, d_hidden):
    kw, ku, kv = jax.random.split(key, 3)
    return {
        "W": 0.3 * jax.random.normal(kw, (d_hidden, d_hidden)) / jnp.sqrt(d_hidden),
        "U": jax.random.normal(ku, (d_hidden, d_in)) / jnp.sqrt(d_in),
        "b": jnp.zeros(d_hidden),
        "V": jax.random.normal(kv, (d_hidden,)) / jnp.sqrt(d_hidden),
    }


def loss_fn(params, xs, ys):
    zs = jax.vmap(equilibrium, in_axes=(None, 0))(params, xs)
    return jnp.mean((zs @ params["V"] - ys) ** 2)


@jax.jit
def sgd_step(params, xs, ys, lr=0.1):
    loss, grads = jax.value_and_grad(loss_fn)(params, xs, ys)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss
