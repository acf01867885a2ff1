import jax
import jax.numpy as jnp
from jax import lax

ACTIVATIONS = {
    "relu": jax.nn.relu,
    "silu": jax.nn.silu,
    "softplus": jax.nn.softplus,
}
NAMES = list(ACTIVATIONS)
branches = [ACTIVATIONS[name] for name in NAMES]


@jax.jit
def apply_activation(index, x):
    index = jnp.clip(index, 0, len(branches) - 1)
    return lax.switch(index, branches, x)


def by_name(name, x):
    if name in ACTIVATIONS:
        return apply_activation(NAMES.index(name), x)
    raise KeyError(name)


x = jnp.linspace(-2.0, 2.0, 5)
for i in range(4):
    print(i, apply_activation(i, x))
print(by_name("silu", x))
print(jax.vmap(apply_activation, in_axes=(0, None))(jnp.array([0, 2]), x).shape)
