import equinox as eqx
import jax
import jax.numpy as jnp


class RepeatedBlock(eqx.Module):
    weight: jax.Array
    depth: jax.Array

    def __init__(self, key, width, depth):
        self.weight = jax.random.normal(key, (width, width)) / jnp.sqrt(width)
        self.depth = jnp.array(depth)

    def __call__(self, x):
        for _ in range(self.depth):
            x = x + jnp.tanh(self.weight @ x)
        return x


@eqx.filter_jit
def predict(model, xs):
    return jax.vmap(model)(xs)


model = RepeatedBlock(jax.random.key(0), width=4, depth=3)
ys = predict(model, jnp.ones((8, 4)))
print("prediction norm:", float(jnp.linalg.norm(ys)))
