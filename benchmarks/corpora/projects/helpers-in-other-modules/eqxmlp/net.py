import equinox as eqx
import jax
import jax.numpy as jnp


class ResMLP(eqx.Module):
    embed: eqx.nn.Linear
    blocks: list
    head: eqx.nn.Linear
    depth: int = eqx.field(static=True)
    use_norm: bool = eqx.field(static=True)

    def __init__(self, in_dim, width, depth, key, use_norm=True):
        keys = jax.random.split(key, depth + 2)
        self.embed = eqx.nn.Linear(in_dim, width, key=keys[0])
        self.blocks = [eqx.nn.Linear(width, width, key=k) for k in keys[1:-1]]
        self.head = eqx.nn.Linear(width, "scalar", key=keys[-1])
        self.depth = depth
        self.use_norm = use_norm

    def __call__(self, x):
        x = self.embed(x)
        for i in range(self.depth):
            h = self.blocks[i](x)
            if self.use_norm:
                h = h / (jnp.linalg.norm(h) + 1e-6)
            x = x + jax.nn.gelu(h)
        return self.head(x)
