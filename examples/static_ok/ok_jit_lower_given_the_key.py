"""An inference engine compiled ahead of time: `jax.jit(engine.generate_aot).lower(...)` is
given the key, so the branch that draws a fresh key from the engine's own state (and
stores it on `self`) never runs while jax traces; the compiled function is then called
with a key too."""

import jax
import jax.numpy as jnp


class Engine:
    def __init__(self):
        self.rng = None

    def generate(self, x, rng=None):
        if rng is None:
            if self.rng is None:
                self.rng = jax.random.PRNGKey(0)
            self.rng, rng = jax.random.split(self.rng)
        return x + jax.random.normal(rng, x.shape)

    def generate_aot(self, x, rng=None):
        return self.generate(x, rng=rng)


engine = Engine()
shape = jax.ShapeDtypeStruct((3,), jnp.float32)
key = jax.ShapeDtypeStruct((2,), jnp.uint32)
compiled = jax.jit(engine.generate_aot).lower(shape, key).compile()
print(compiled(jnp.ones(3), jax.random.PRNGKey(1)))
print(engine.generate(jnp.ones(3)))
