import equinox as eqx
import jax
import jax.numpy as jnp


class ResidualBlock(eqx.Module):
    norm: eqx.nn.LayerNorm
    linear1: eqx.nn.Linear
    linear2: eqx.nn.Linear
    dropout: eqx.nn.Dropout

    def __init__(self, dim, hidden, p, *, key):
        k1, k2 = jax.random.split(key)
        self.norm = eqx.nn.LayerNorm(dim)
        self.linear1 = eqx.nn.Linear(dim, hidden, key=k1)
        self.linear2 = eqx.nn.Linear(hidden, dim, key=k2)
        self.dropout = eqx.nn.Dropout(p)

    def __call__(self, x, *, key=None, inference=False):
        h = jax.nn.gelu(self.linear1(self.norm(x)))
        if inference:
            return x + self.linear2(h)
        h = self.dropout(h, key=key)
        return x + self.linear2(h)


@eqx.filter_jit
def apply_batch(block, xs, key, inference: bool):
    keys = jax.random.split(key, xs.shape[0])
    return jax.vmap(lambda x, k: block(x, key=k, inference=inference))(xs, keys)


class Mode:
    def __init__(self, training):
        self.training = training

    @property
    def inference(self):
        return not self.training


block = ResidualBlock(8, 32, 0.3, key=jax.random.PRNGKey(0))
xs = jnp.ones((4, 8))
for mode in (Mode(True), Mode(False)):
    out = apply_batch(block, xs, jax.random.PRNGKey(2), mode.inference)
    print(mode.training, out.shape, float(out.std()))
print(apply_batch(block, xs, jax.random.PRNGKey(3), inference=xs.shape[0] > 2).shape)
