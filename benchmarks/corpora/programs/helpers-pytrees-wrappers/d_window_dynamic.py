"""Sliding-window weighted sums computed per starting offset."""
import jax
import jax.numpy as jnp
from jax import lax

WIDTH = 3


def _window(signal, start):
    return lax.dynamic_slice(signal, (start,), (WIDTH,))


def _window_score(signal, start):
    w = _window(signal, start)
    weights = jnp.arange(1, WIDTH + 1, dtype=signal.dtype)
    return jnp.sum(w * weights)


@jax.jit
def all_scores(signal):
    n = signal.shape[0] - WIDTH + 1
    starts = jnp.arange(n)
    return jax.vmap(_window_score, in_axes=(None, 0))(signal, starts)


def head_scores(signal, k):
    prefix = signal[:k + WIDTH - 1]
    return all_scores(prefix)


if __name__ == "__main__":
    sig = jnp.linspace(0.0, 1.0, 10)
    print(all_scores(sig))
    print(head_scores(sig, 4))
