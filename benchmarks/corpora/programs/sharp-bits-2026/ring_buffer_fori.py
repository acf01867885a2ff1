"""Exponential moving averages written into a buffer inside fori_loop."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def ema_trace(signal, alpha=0.3):
    out = jnp.zeros_like(signal)

    def body(i, carry):
        buf, avg = carry
        avg = alpha * signal[i] + (1 - alpha) * avg
        buf[i] = avg
        return buf, avg

    out, _ = lax.fori_loop(0, signal.shape[0], body, (out, signal[0]))
    return out


if __name__ == "__main__":
    t = jnp.linspace(0.0, 6.0, 40)
    noisy = jnp.sin(t) + 0.2 * jax.random.normal(jax.random.key(3), t.shape)
    smooth = ema_trace(noisy)
    print("last five smoothed values:", smooth[-5:])
