"""A flax linen block that gates its output on the mean activation."""
import flax.linen as nn
import jax
import jax.numpy as jnp


class GatedBlock(nn.Module):
    features: int
    use_bias: bool = True

    @nn.compact
    def __call__(self, x):
        h = nn.Dense(self.features, use_bias=self.use_bias)(x)
        if h.mean() > 0:
            h = nn.relu(h)
        return h


def make_apply(model):
    @jax.jit
    def apply(params, x):
        return model.apply(params, x)

    return apply


if __name__ == "__main__":
    model = GatedBlock(features=4)
    x = jnp.ones((2, 3))
    params = model.init(jax.random.PRNGKey(0), x)
    print(make_apply(model)(params, x))
