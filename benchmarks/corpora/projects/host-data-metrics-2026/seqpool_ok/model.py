"""Model definition."""
import equinox as eqx
import jax
import jax.numpy as jnp


def masked_mean_pool(h, n):
    keep = jnp.arange(h.shape[0]) < n
    return jnp.where(keep[:, None], h, 0.0).sum(axis=0) / jnp.maximum(n, 1)


class PoolClassifier(eqx.Module):
    embed: eqx.nn.Embedding
    head: eqx.nn.MLP

    def __init__(self, vocab, dim, num_classes, key):
        k1, k2 = jax.random.split(key)
        self.embed = eqx.nn.Embedding(vocab, dim, key=k1)
        self.head = eqx.nn.MLP(dim, num_classes, width_size=32, depth=1, key=k2)

    def __call__(self, tokens, length):
        h = jax.vmap(self.embed)(tokens)
        return self.head(masked_mean_pool(h, length))
