import jax
import jax.numpy as jnp


class R1Penalty:
    """Gradient penalty on real samples, clipped for stability."""

    def __init__(self, weight, max_penalty):
        self.weight = weight
        self.max_penalty = max_penalty

    def __call__(self, disc, real):
        def d_sum(x):
            return jnp.sum(disc(x))

        grads = jax.grad(d_sum)(real)
        penalty = jnp.mean(jnp.sum(grads ** 2, axis=-1))
        if penalty > self.max_penalty:
            penalty = jnp.sqrt(penalty * self.max_penalty)
        return 0.5 * self.weight * penalty
