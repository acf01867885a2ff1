import jax.numpy as jnp


def mse(net, params, ctx, target, key, drop):
    pred = net.apply({"params": params}, ctx, train=True, drop=drop, rngs={"dropout": key})
    return jnp.mean((pred - target) ** 2)
