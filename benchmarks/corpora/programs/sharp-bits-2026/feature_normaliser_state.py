"""Feature normaliser that remembers the batch mean to measure drift later."""
import jax
import jax.numpy as jnp


class Normaliser:
    def __init__(self, dim):
        self.scale = jnp.ones(dim)
        self.last_mean = None

    def forward(self, x):
        mean = x.mean(axis=0)
        self.last_mean = mean
        return (x - mean) * self.scale

    def drift(self, x):
        # how far has the new batch moved from the batch seen in forward?
        return jnp.abs(x.mean(axis=0) - self.last_mean).max()


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.key(4))
    first = jax.random.normal(k1, (32, 4))
    second = jax.random.normal(k2, (32, 4)) + 0.5
    norm = Normaliser(4)
    forward = jax.jit(norm.forward)
    out = forward(first)
    print("normalised batch mean:", out.mean(axis=0))
    print("drift:", norm.drift(second))
