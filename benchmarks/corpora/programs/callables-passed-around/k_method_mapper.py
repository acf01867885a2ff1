"""A feature expander whose bound methods are passed to transforms."""
import jax
import jax.numpy as jnp


def map_and_compile(fn, xs):
    return jax.jit(jax.vmap(fn))(xs)


class Expander:
    def __init__(self, order, mode):
        self.order = order
        self.mode = mode

    def expand(self, x):
        terms = [x ** k for k in range(1, self.order + 1)]
        if self.mode == "sum":
            return sum(terms)
        return jnp.stack(terms)

    def energy(self, x):
        feats = self.expand(x)
        return jnp.sum(feats ** 2)

    def run(self, xs):
        return map_and_compile(self.expand, xs), map_and_compile(self.energy, xs)


xs = jnp.array([0.5, -1.0, 2.0])
print(Expander(3, "stack").run(xs))
print(Expander(2, "sum").run(xs))
