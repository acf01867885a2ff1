"""Batched scoring of candidates by an ensemble of linear heads."""
import jax
import jax.numpy as jnp


class Ensemble:
    def __init__(self, weights, temperature=1.0):
        self.weights = weights
        self.temperature = temperature
        self.n_heads = weights.shape[0]

    def score(self, x):
        logits = self.weights @ x
        if self.temperature != 1.0:
            logits = logits / self.temperature
        return jax.nn.logsumexp(logits) - jnp.log(self.n_heads)

    def score_batch(self, xs):
        return jax.vmap(self.score)(xs)


key = jax.random.PRNGKey(1)
ens = Ensemble(jax.random.normal(key, (3, 5)), temperature=2.0)
xs = jnp.ones((7, 5))
print(jax.jit(ens.score_batch)(xs))
