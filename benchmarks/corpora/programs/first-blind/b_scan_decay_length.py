"""Exponentially decaying impulse response generated with lax.scan."""

import jax
import jax.numpy as jnp
from jax import lax


def impulse_response(decay, n_steps):
    def step(carry, _):
        nxt = carry * decay
        return nxt, carry

    _, ys = lax.scan(step, jnp.array(1.0), None, length=n_steps)
    return ys


@jax.jit
def filter_signal(signal, decay):
    h = impulse_response(decay, signal.shape[0])
    return jnp.convolve(signal, h)[: signal.shape[0]]


@jax.jit
def response_energy(decay, n_steps):
    return jnp.sum(impulse_response(decay, n_steps) ** 2)


if __name__ == "__main__":
    sig = jnp.zeros(16).at[0].set(1.0)
    print(filter_signal(sig, 0.5)[:4])
    print(response_energy(0.9, 32))
