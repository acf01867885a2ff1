import equinox as eqx
import jax
import jax.numpy as jnp


class PINN(eqx.Module):
    mlp: eqx.nn.MLP
    log_kappa: jax.Array

    def __init__(self, width, depth, kappa_init, *, key):
        self.mlp = eqx.nn.MLP(2, "scalar", width, depth, activation=jnp.tanh, key=key)
        self.log_kappa = jnp.log(jnp.asarray(kappa_init, dtype=jnp.float32))

    def __call__(self, x, t):
        return self.mlp(jnp.stack([x, t]))
