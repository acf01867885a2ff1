"""Keep the strongest responses of a filter bank, via a chain of helpers."""

import jax
import jax.numpy as jnp


def _count_active(scores, threshold):
    return jnp.sum(scores > threshold)


def _leading(sorted_scores, threshold):
    k = _count_active(sorted_scores, threshold)
    return sorted_scores[:k]


def strongest(scores, threshold):
    ordered = jnp.sort(scores)[::-1]
    kept = _leading(ordered, threshold)
    return kept.mean()


@jax.jit
def response_summary(signal, bank, threshold):
    responses = jnp.abs(bank @ signal)
    return strongest(responses, threshold)


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    bank = jax.random.normal(key, (16, 32))
    signal = jnp.sin(jnp.linspace(0, 6.0, 32))
    print(response_summary(signal, bank, 1.0))
