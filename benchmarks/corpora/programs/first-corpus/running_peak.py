"""Track the running peak of a signal and count threshold crossings with lax.scan."""

import jax.numpy as jnp
from jax import lax


def track(signal, threshold):
    def step(carry, x):
        peak, crossings = carry
        peak = jnp.maximum(peak, x)
        if x > threshold:
            crossings = crossings + 1
        return (peak, crossings), peak

    init = (jnp.array(-jnp.inf), jnp.array(0))
    (peak, crossings), history = lax.scan(step, init, signal)
    return peak, crossings, history


def report(signal):
    peak, crossings, history = track(signal, 0.5)
    print("peak", peak)
    print("crossings", crossings)
    print("history", history[-3:])


if __name__ == "__main__":
    t = jnp.linspace(0.0, 6.0, 50)
    report(jnp.sin(t))
