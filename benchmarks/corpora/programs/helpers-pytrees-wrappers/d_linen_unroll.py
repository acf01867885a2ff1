"""A flax linen module that applies a shared layer a given number of times."""
import flax.linen as nn
import jax
import jax.numpy as jnp


class Repeated(nn.Module):
    features: int

    @nn.compact
    def __call__(self, x, times):
        layer = nn.Dense(self.features)
        for _ in range(times):
            x = jnp.tanh(layer(x))
        return x


class Model(nn.Module):
    features: int

    @nn.compact
    def __call__(self, x, times):
        block = nn.jit(Repeated)(self.features)
        return block(x, times)


if __name__ == "__main__":
    model = Model(features=3)
    x = jnp.ones((2, 3))
    params = model.init(jax.random.PRNGKey(0), x, 2)
    print(model.apply(params, x, 3))
