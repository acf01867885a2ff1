import equinox as eqx
import jax
import jax.numpy as jnp


class Block(eqx.Module):
    linear: eqx.nn.Linear

    def __init__(self, width, *, key):
        self.linear = eqx.nn.Linear(width, width, key=key)

    def __call__(self, x):
        return jax.nn.gelu(self.linear(x))


class ResidualBlock(Block):
    gain: jax.Array

    def __init__(self, width, *, key):
        super().__init__(width, key=key)
        self.gain = jnp.array(0.5)

    def __call__(self, x):
        return x + self.gain * super().__call__(x)


class ResNet(eqx.Module):
    embed: eqx.nn.Linear
    blocks: list
    head: eqx.nn.Linear

    def __init__(self, in_dim, width, depth, *, key):
        keys = jax.random.split(key, depth + 2)
        self.embed = eqx.nn.Linear(in_dim, width, key=keys[0])
        self.blocks = [ResidualBlock(width, key=k) for k in keys[1:-1]]
        self.head = eqx.nn.Linear(width, "scalar", key=keys[-1])

    def __call__(self, x):
        h = self.embed(x)
        for block in self.blocks:
            h = block(h)
        return self.head(h)
