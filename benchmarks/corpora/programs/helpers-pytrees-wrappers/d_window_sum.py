"""Sliding-window sums computed per starting offset."""
import jax
import jax.numpy as jnp

WIDTH = 3


def _window(signal, start):
    return signal[start:start + WIDTH]


def _window_score(signal, start):
    w = _window(signal, start)
    return jnp.sum(w * jnp.arange(1, WIDTH + 1))


def all_scores(signal):
    starts = jnp.arange(signal.shape[0] - WIDTH + 1)
    return jax.vmap(_window_score, in_axes=(None, 0))(signal, starts)


if __name__ == "__main__":
    sig = jnp.linspace(0.0, 1.0, 10)
    scores = all_scores(sig)
    print(scores.shape, scores)
