"""A categorical sampler whose settings live on a hashable instance."""
import functools

import jax
import jax.numpy as jnp


class Sampler:
    def __init__(self, temperature, top_k):
        self.temperature = temperature
        self.top_k = top_k

    def __hash__(self):
        return hash((self.temperature, self.top_k))

    def __eq__(self, other):
        return (self.temperature, self.top_k) == (other.temperature, other.top_k)

    def _filter(self, logits):
        if self.top_k is None or self.top_k >= logits.shape[-1]:
            return logits
        kth = jax.lax.top_k(logits, self.top_k)[0][..., -1:]
        return jnp.where(logits < kth, -jnp.inf, logits)

    @functools.partial(jax.jit, static_argnums=0)
    def sample(self, key, logits):
        logits = self._filter(logits)
        if self.temperature == 0.0:
            return jnp.argmax(logits, axis=-1)
        return jax.random.categorical(key, logits / self.temperature, axis=-1)


if __name__ == "__main__":
    logits = jnp.array([[1.0, 2.0, 0.5, -1.0], [0.0, 0.1, 3.0, 0.2]])
    key = jax.random.PRNGKey(0)
    for s in (Sampler(0.0, None), Sampler(1.0, 2), Sampler(0.7, 10)):
        print(s.sample(key, logits))
