import jax
import jax.numpy as jnp
import equinox as eqx


class Affine(eqx.Module):
    weight: jax.Array
    use_bias: bool

    def __call__(self, x):
        y = self.weight @ x
        if self.use_bias:
            y = y + 1.0
        return y


layer = Affine(jnp.eye(2) * 2.0, True)
forward = eqx.filter_jit(lambda m, x: m(x))
print(forward(layer, jnp.ones(2)))
print(forward(Affine(jnp.eye(2), False), jnp.ones(2)))
