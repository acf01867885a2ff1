"""Denoising with a corruption picked by name when the program runs: a table of factories,
each returning the function the jitted step applies (a static argument). The default,
"impulse", writes spikes into a copy of the traced signal with `noisy[rows, cols] = ...`;
jax arrays are immutable: TypeError while tracing."""

import os

import jax
import jax.numpy as jnp


def make_impulse(amplitude):
    def corrupt(key, clean):
        cols = jax.random.randint(key, (clean.shape[0],), 0, clean.shape[1])
        noisy = clean.copy()
        noisy[jnp.arange(clean.shape[0]), cols] = amplitude  # E: jax-inplace-update
        return noisy

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
