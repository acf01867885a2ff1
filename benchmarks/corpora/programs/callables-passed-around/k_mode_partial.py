"""Activation variants compiled per mode and mapped over a batch."""
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("mode",))
def activate(x, mode="relu"):
    if mode == "relu":
        return jnp.maximum(x, 0.0)
    if mode == "leaky":
        return jnp.where(x > 0, x, 0.1 * x)
    return x * jax.nn.sigmoid(x)


def sweep(fn, x, modes):
    return {m: fn(x, mode=m) for m in modes}


def batched(fn, xs):
    return jax.vmap(fn)(xs)


xs = jnp.linspace(-2.0, 2.0, 6).reshape(2, 3)
print(sweep(activate, xs, ["relu", "leaky", "swish"]))
leaky = functools.partial(activate, mode="leaky")
print(batched(leaky, xs))
print(batched(functools.partial(activate, mode="swish"), xs))
