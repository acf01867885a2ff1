import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn


class LeakyCell(nn.Module):
    features: int
    leak: float = 0.9

    @nn.compact
    def __call__(self, carry, x):
        pre = nn.Dense(self.features, use_bias=False)(carry) + nn.Dense(self.features)(x)
        new = self.leak * carry + (1.0 - self.leak) * pre
        new = jnp.clip(new, -3.0, 3.0)
        return new, new


class Reservoir(nn.Module):
    features: int

    @nn.compact
    def __call__(self, xs):
        scan_cell = nn.scan(
            LeakyCell,
            variable_broadcast="params",
            split_rngs={"params": False},
            in_axes=1,
            out_axes=1,
        )
        carry = jnp.zeros((xs.shape[0], self.features))
        if self.features > xs.shape[-1]:
            carry = carry + 0.01
        carry, ys = scan_cell(self.features)(carry, xs)
        return ys


def main():
    xs = jax.random.normal(jax.random.key(0), (2, 20, 3))
    model = Reservoir(features=8)
    params = model.init(jax.random.key(1), xs)
    ys = jax.jit(model.apply)(params, xs)
    print(ys.shape, float(jnp.abs(ys).max()))


if __name__ == "__main__":
    main()
