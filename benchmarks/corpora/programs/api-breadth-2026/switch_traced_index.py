"""Pick an activation function per layer from a traced index with lax.switch."""
import jax
import jax.numpy as jnp
from jax import lax

ACTIVATIONS = (jax.nn.relu, jnp.tanh, jax.nn.sigmoid)


@jax.jit
def apply_activation(kind, x):
    return lax.switch(kind, ACTIVATIONS, x)


def forward(x, kinds):
    for kind in kinds:
        x = apply_activation(kind, x)
    return x


x = jnp.array([-2.0, -0.5, 0.0, 0.5, 2.0])
kinds = jnp.array([0, 1, 2], dtype=jnp.int32)
for k in kinds:
    print(f"activation {int(k)}:", apply_activation(k, x))
print("stacked:", forward(x, kinds).round(3))
