import flax.linen as nn
import jax.numpy as jnp


def zero_padding(h, valid):
    return jnp.where(valid[..., None], h, 0.0)


def masked_pool(h, valid):
    h = zero_padding(h, valid)
    count = jnp.maximum(valid.sum(axis=1, keepdims=True), 1)
    return h.sum(axis=1) / count


class SetEncoder(nn.Module):
    width: int

    @nn.compact
    def __call__(self, x, valid):
        h = nn.relu(nn.Dense(self.width)(x))
        h = nn.relu(nn.Dense(self.width)(h))
        pooled = masked_pool(h, valid)
        return nn.LayerNorm()(nn.Dense(self.width)(pooled))


class MultiHead(nn.Module):
    width: int
    n_tasks: int
    out_dim: int

    @nn.compact
    def __call__(self, x, valid):
        z = SetEncoder(self.width)(x, valid)
        heads = [nn.Dense(self.out_dim, name=f"head_{t}")(z) for t in range(self.n_tasks)]
        return jnp.stack(heads, axis=0)
