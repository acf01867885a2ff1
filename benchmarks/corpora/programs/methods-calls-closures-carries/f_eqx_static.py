"""Equinox module with a fixed projection matrix."""
import equinox as eqx
import jax
import jax.numpy as jnp


class Projector(eqx.Module):
    weight: jax.Array
    basis: jax.Array = eqx.field(static=True)

    def __call__(self, x):
        return self.weight * (self.basis @ x)


@eqx.filter_jit
def run(model, x):
    return model(x)


x = jnp.array([1.0, 2.0, 3.0])
first = Projector(weight=jnp.array(2.0), basis=jnp.eye(3)[:2])
print(run(first, x))
second = Projector(weight=jnp.array(0.5), basis=jnp.eye(3)[1:])
print(run(second, x))
