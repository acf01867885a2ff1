"""Denoising with a corruption picked by name when the program runs: a table of factories,
each returning the function the jitted step applies (a static argument). The default,
"impulse", writes its spikes with `clean.at[rows, cols].set(...)`, which returns the
updated array."""

import os

import jax
import jax.numpy as jnp


def make_impulse(amplitude):
    def corrupt(key, clean):
        cols = jax.random.randint(key, (clean.shape[0],), 0, clean.shape[1])
        return clean.at[jnp.arange(clean.shape[0]), cols].set(amplitude)

    return corrupt


def make_gaussian(scale):
    def corrupt(key, clean):
        return clean + scale * jax.random.normal(key, clean.shape)

    return corrupt


NOISES = {"impulse": make_impulse, "gaussian": make_gaussian}


def step(weights, clean, key, corrupt):
    noisy = corrupt(key, clean)
    return jnp.mean((noisy @ weights - clean) ** 2)


corrupt = NOISES[os.environ.get("NOISE", "impulse")](2.0)
loss = jax.jit(step, static_argnames="corrupt")
print(loss(jnp.eye(4), jnp.ones((3, 4)), jax.random.PRNGKey(0), corrupt=corrupt))
