"""A deep residual MLP whose blocks are rematerialised to save memory."""
import jax
import jax.numpy as jnp


def block(x, params, use_bias):
    h = x @ params["w1"]
    if use_bias:
        h = h + params["b1"]
    h = jax.nn.gelu(h)
    return x + h @ params["w2"]


remat_block = jax.checkpoint(block)


def init(key, width, depth):
    layers = []
    for k in jax.random.split(key, depth):
        k1, k2 = jax.random.split(k)
        layers.append({
            "w1": jax.random.normal(k1, (width, 4 * width)) / jnp.sqrt(width),
            "b1": jnp.zeros(4 * width),
            "w2": jax.random.normal(k2, (4 * width, width)) / jnp.sqrt(4 * width),
        })
    return layers


def loss(layers, x):
    for i, p in enumerate(layers):
        x = remat_block(x, p, i % 2 == 0)
    return jnp.mean(x ** 2)


layers = init(jax.random.key(0), 8, 4)
x = jax.random.normal(jax.random.key(1), (16, 8))
grads = jax.jit(jax.grad(loss))(layers, x)
print(len(grads), float(grads[0]["w1"].sum()))
