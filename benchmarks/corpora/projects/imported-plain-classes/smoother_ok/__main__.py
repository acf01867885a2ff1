import jax.numpy as jnp

from smoother_ok.run import process

print(process(jnp.linspace(0.0, 20.0, 40).reshape(2, 20)))
